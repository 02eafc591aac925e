// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// Declaring lang items nothing uses is accepted (eh_personality is
// ignored under panic=abort).
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

#[lang = "eh_personality"]
fn eh_personality() {}
#[allow(dead_code)]
#[lang = "maybe_uninit"]
pub union MaybeUninit<T> {
    uninit: (),
    value: ManuallyDrop<T>,
}
#[allow(dead_code)]
#[lang = "pin"]
pub struct Pin<P> {
    pointer: P,
}
#[allow(dead_code)]
#[lang = "panic_info"]
pub struct PanicInfo {
    code: u32,
}
#[allow(dead_code)]
#[lang = "alloc_layout"]
pub struct Layout {
    size: usize,
    align: usize,
}
#[lang = "future_trait"]
pub trait Future {
    type Output;
}
#[lang = "pointee_trait"]
pub trait Pointee {
    #[lang = "metadata_type"]
    type Metadata;
}
#[allow(dead_code)]
#[lang = "generator_state"]
pub enum GeneratorState<Y, R> {
    Yielded(Y),
    Complete(R),
}
fn main() {
    unsafe { printf(c("ok\n\0")); }
}
