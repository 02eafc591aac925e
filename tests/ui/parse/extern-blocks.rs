// check-pass
// compile-flags: -Zparse-crate-root-only
// Extern blocks: ABIs, fns (variadic), statics, types, macros, `unsafe
// extern` with `safe` and `unsafe` items.

extern "C" {
    #![allow(dead_code)]
    fn printf(fmt: *const u8, ...) -> i32;
    fn abort() -> !;
    pub fn pubf(x: u8);
    static ERRNO: i32;
    static mut STATE: u8;
    type Opaque;
    m!();
}
extern {}
extern "system" {}
unsafe extern "C" {
    safe fn safe_fn();
    unsafe fn unsafe_fn();
    pub safe static SAFE: u8;
    pub unsafe static UNSAFE: u8;
}

fn main() {}
