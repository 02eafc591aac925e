// check-pass
// compile-flags: -Zparse-crate-root-only
// Paths in expressions: generic arguments need the turbofish; qualified
// paths; paths starting with keywords; a leading `::`.

fn main() {
    let _ = a;
    let _ = a::b::c;
    let _ = Vec::<u8>::new();
    let _ = a::b::<T, U>::c::<V>;
    let _ = ::std::mem::drop;
    let _ = self::f;
    let _ = super::f;
    let _ = crate::f;
    let _ = Self::new;
    let _ = <T as Trait>::f;
    let _ = <T>::f;
    let _ = <Vec<u8> as IntoIterator>::IntoIter::f;
    let _ = <<T as A>::B as C>::D;
    let _ = f::<{ N + 1 }>();
    let _ = f::<'a, 3>();
    let _ = Fn::<(u8,)>::call;
}
