// build-fail
// normalize-stderr-test: "\n   = note: the full type name has been written to .*" -> ""
// Polymorphic recursion whose type doubles at each level: the recursion
// limit is reported with the type's name cut short (rustc's type length
// limit in its printer), not by printing a name of 2^128 characters.
// rcc does not write the `.long-type.txt` file rustc names in its last
// note; the note is normalized away.
trait Foo {
    fn recurse(&self);
}

impl<T> Foo for T {
    #[allow(unconditional_recursion)]
    fn recurse(&self) {
        (self, self).recurse(); //~ ERROR reached the recursion limit
    }
}

fn main() {
    ().recurse();
}
