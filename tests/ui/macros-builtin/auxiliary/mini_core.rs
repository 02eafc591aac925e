// Just enough of `core` for the built-in macro tests to be checked
// without the standard library (which rcc cannot load yet): the lang
// items rustc 1.63 asks for, the built-in macro declarations core makes,
// and the items their expansions name through `$crate` (a test re-exports
// `option`, `panicking` and `panic` at its crate root for that).
// Used with `#[macro_use] #[path = "auxiliary/mini_core.rs"] mod mini_core;`.

#[lang = "sized"]
pub trait Sized {}
#[lang = "copy"]
pub trait Copy {}
#[lang = "freeze"]
pub trait Freeze {}
#[lang = "drop"]
pub trait Drop {}
#[lang = "destruct"]
pub trait Destruct {}
#[lang = "structural_peq"]
pub trait StructuralPartialEq {}
#[lang = "structural_teq"]
pub trait StructuralEq {}
#[lang = "receiver"]
pub trait Receiver {}
impl<T: ?Sized> Receiver for &T {}
#[lang = "sync"]
pub unsafe trait Sync {}
#[lang = "not"]
pub trait Not {
    type Output;
    fn not(self) -> Self::Output;
}
impl Copy for bool {}
impl Copy for u32 {}
impl Copy for usize {}
impl Copy for u8 {}
impl<T: ?Sized> Copy for *mut T {}
impl<T: ?Sized> Copy for &T {}
impl Not for bool {
    type Output = bool;
    fn not(self) -> bool {
        !self
    }
}

#[rustc_builtin_macro]
macro_rules! concat { ($($t:tt)*) => {} }
#[rustc_builtin_macro]
macro_rules! concat_idents { ($($t:tt)*) => {} }
#[rustc_builtin_macro]
macro_rules! concat_bytes { ($($t:tt)*) => {} }
#[rustc_builtin_macro]
macro_rules! stringify { ($($t:tt)*) => {} }
#[rustc_builtin_macro]
macro_rules! line { () => {} }
#[rustc_builtin_macro]
macro_rules! column { () => {} }
#[rustc_builtin_macro]
macro_rules! file { () => {} }
#[rustc_builtin_macro]
macro_rules! module_path { () => {} }
#[rustc_builtin_macro]
macro_rules! cfg { ($($t:tt)*) => {} }
#[rustc_builtin_macro]
macro_rules! env { ($($t:tt)*) => {} }
#[rustc_builtin_macro]
macro_rules! option_env { ($($t:tt)*) => {} }
#[rustc_builtin_macro]
macro_rules! include { ($($t:tt)*) => {} }
#[rustc_builtin_macro]
macro_rules! include_str { ($($t:tt)*) => {} }
#[rustc_builtin_macro]
macro_rules! include_bytes { ($($t:tt)*) => {} }
#[rustc_builtin_macro]
macro_rules! compile_error { ($($t:tt)*) => {} }
#[rustc_builtin_macro]
macro_rules! assert { ($($t:tt)*) => {} }
#[rustc_builtin_macro(core_panic)]
macro_rules! panic { ($($t:tt)*) => {} }
#[rustc_builtin_macro]
macro_rules! unreachable { ($($t:tt)*) => {} }

pub mod option {
    pub enum Option<T> {
        Some(T),
        None,
    }
}

pub mod panicking {
    pub fn panic(_msg: &'static str) -> ! {
        loop {}
    }
}

pub mod panic {
    pub macro panic_2015($($t:tt)*) {
        $crate::panicking::panic("2015")
    }
    pub macro panic_2021($($t:tt)*) {
        $crate::panicking::panic("2021")
    }
    pub macro unreachable_2015($($t:tt)*) {
        $crate::panicking::panic("unreachable 2015")
    }
    pub macro unreachable_2021($($t:tt)*) {
        $crate::panicking::panic("unreachable 2021")
    }
}

// The built-in attribute macros, as core declares them (the tests import
// them: `use mini_core::{test, global_allocator};`).
#[rustc_builtin_macro]
pub macro test($item:item) {}
#[rustc_builtin_macro]
pub macro bench($item:item) {}
#[rustc_builtin_macro]
pub macro test_case($item:item) {}
#[rustc_builtin_macro]
pub macro global_allocator($item:item) {}
#[rustc_builtin_macro]
pub macro cfg_eval($($tt:tt)*) {}

// What #[global_allocator]'s shims call.
pub mod alloc {
    pub struct Layout {
        pub size: usize,
        pub align: usize,
    }
    impl Layout {
        pub const unsafe fn from_size_align_unchecked(size: usize, align: usize) -> Layout {
            Layout { size, align }
        }
    }
    pub unsafe trait GlobalAlloc {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8;
        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout);
        unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
            self.alloc(layout)
        }
        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            self.alloc(layout)
        }
    }
}
