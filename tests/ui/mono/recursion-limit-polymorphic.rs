// Polymorphic recursion: every instance of `<W<T> as F>::f` needs one of
// `<W<W<T>> as F>::f`; rustc stops at the recursion limit (128) with a
// fatal error at the call (issue 14 case 23: was an ICE "cannot resolve
// instance"). rcc does not write the `.long-type.txt` file rustc names in
// its last note; the note is normalized away.
// build-fail
// normalize-stderr-test: "\n   = note: the full type name has been written to .*" -> ""
trait F { fn f(self, n: u32); }
impl F for u8 { fn f(self, _: u32) {} }
struct W<T>(T);
impl<T: F> F for W<T> {
    fn f(self, n: u32) {
        if n > 0 { W(W(self.0)).f(n - 1) } //~ ERROR reached the recursion limit while instantiating
    }
}
fn main() {
    W(1u8).f(3);
}
