// check-pass
// compile-flags: -Zunpretty=mir -C panic=abort
// The MIR of closures: the closure value is an aggregate of its
// captures (a reference for a by-ref capture), the call goes through
// FnMut::call_mut with the arguments in a tuple, and the closure's own
// body reads its upvars through its environment, local _1.
#![feature(no_core, lang_items, unboxed_closures)]
#![no_core]
#![crate_type = "lib"]
#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}
impl Copy for i32 {}
#[lang = "receiver"]
pub trait Receiver {}
impl<T: ?Sized> Receiver for &mut T {}
#[lang = "add"]
pub trait Add<Rhs = Self> {
    type Output;
    fn add(self, rhs: Rhs) -> Self::Output;
}
impl Add for i32 {
    type Output = i32;
    fn add(self, rhs: i32) -> i32 { self + rhs }
}
#[lang = "fn_once"]
#[rustc_paren_sugar]
pub trait FnOnce<Args> {
    #[lang = "fn_once_output"]
    type Output;
    extern "rust-call" fn call_once(self, args: Args) -> Self::Output;
}
#[lang = "fn_mut"]
#[rustc_paren_sugar]
pub trait FnMut<Args>: FnOnce<Args> {
    extern "rust-call" fn call_mut(&mut self, args: Args) -> Self::Output;
}

pub fn counter(start: i32) -> i32 {
    let mut count = start;
    let mut bump = |by: i32| count = count + by;
    bump(2);
    bump(3);
    count
}
