// check-pass
// compile-flags: -Zparse-crate-root-only
// Every form of `self` parameter.

struct S;
impl S {
    fn by_value(self) {}
    fn by_mut_value(mut self) {}
    fn by_ref(&self) {}
    fn by_mut_ref(&mut self) {}
    fn by_ref_lt<'a>(&'a self) {}
    fn by_mut_ref_lt<'a>(&'a mut self) {}
    fn typed(self: Box<Self>) {}
    fn typed_mut(mut self: Box<Self>) {}
    fn typed_ref(self: &Self, x: u8) {}
    fn with_args(&self, a: u8, b: u16,) {}
    fn self_path(x: self::Foo) {}
}

fn main() {}
