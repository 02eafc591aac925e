// run-pass
// `<Wrapper1<T> as Pointee>::Metadata` normalised while `T` is still an
// inference variable of the body: the tail's Sized question is asked in
// that inference context (it was an internal error).
#![feature(ptr_metadata)]

use std::alloc::Layout;
use std::ptr::Pointee;

trait Foo {
    type Bar;
}

impl Foo for () {
    type Bar = ();
}

struct Wrapper1<T: Foo>(<T as Foo>::Bar);
struct Wrapper2<T: Foo>(<Wrapper1<T> as Pointee>::Metadata);

fn main() {
    let _: Wrapper2<()> = Wrapper2(());
    let l = Layout::new::<Wrapper2<()>>();
    assert_eq!(l.size(), 0);
}
