// A const or static of a `dyn` type is not Sized either (E0277).
// dont-check-compiler-stderr
// (rustc prints the object type with its default lifetime, `+ 'static`,
// which rcc's printer leaves out)
use std::fmt::Debug;

const CONST_0: dyn Debug + Sync = *(&0 as &(dyn Debug + Sync));
//~^ ERROR the size for values of type

static STATIC_1: dyn Debug + Sync = *(&1 as &(dyn Debug + Sync));
//~^ ERROR the size for values of type

fn main() {
    println!("{:?} {:?}", &CONST_0, &STATIC_1);
}
