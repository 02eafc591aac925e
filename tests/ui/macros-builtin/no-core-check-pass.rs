// check-pass
// rustc-env:RCC_UI_BUILTIN_VAR=hello
// unset-rustc-env:RCC_UI_BUILTIN_UNSET
// Every small built-in macro in a valid use, in a crate without the
// standard library (auxiliary/mini_core.rs stands in for core).
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "auxiliary/mini_core.rs"]
mod mini_core;
pub use mini_core::{alloc, option, panic, panicking};
use mini_core::{bench, cfg_eval, global_allocator, test, test_case};

const CONCAT: &str = concat!("a", 'b', 1, 2.5, true, "z", concat!(1, 2));
const STRINGIFY: &str = stringify!(a + b, c::d<e>, &mut x, #[attr] fn f() {});
const LINE: u32 = line!();
const COLUMN: u32 = column!();
const FILE: &str = file!();
const MODULE: &str = module_path!();
const CFG: bool = cfg!(any());
const ENV: &str = env!("RCC_UI_BUILTIN_VAR");
const ENV_MSG: &str = env!("RCC_UI_BUILTIN_VAR", "set by the test header");
const OPTION_ENV: option::Option<&str> = option_env!("RCC_UI_BUILTIN_VAR");
const OPTION_ENV_NONE: option::Option<&'static str> = option_env!("RCC_UI_BUILTIN_UNSET");
const INCLUDED_STR: &str = include_str!("auxiliary/included.txt");
const INCLUDED_BYTES: &[u8; 22] = include_bytes!("auxiliary/included.txt");
const NESTED: &str = include_str!(concat!("auxiliary/", "included", ".txt"));

mod inner {
    pub const PATH: &str = module_path!();
}

include!("auxiliary/included-items.rs");

pub fn checks(x: bool) {
    assert!(x);
    assert!(x, "message {}", 1);
    assert!(x,);
    if x {
        panic!("p");
    }
    if x {
        unreachable!();
    }
    let _ = from_included_file();
    let _ = INCLUDED;
}

// Without --test these go away before anything looks at them.
#[test]
fn removed_without_test() -> ThisTypeDoesNotExist {}
#[bench]
fn removed_bench() -> ThisTypeDoesNotExist {}
#[test_case]
static REMOVED: ThisTypeDoesNotExist = 0;

pub struct Alloc;
unsafe impl mini_core::Sync for Alloc {}
unsafe impl alloc::GlobalAlloc for Alloc {
    unsafe fn alloc(&self, _layout: alloc::Layout) -> *mut u8 {
        0 as *mut u8
    }
    unsafe fn dealloc(&self, _ptr: *mut u8, _layout: alloc::Layout) {}
}

#[global_allocator]
static GLOBAL: Alloc = Alloc;

#[cfg_eval]
pub struct Configured {
    #[cfg(FALSE)]
    gone: ThisTypeDoesNotExist,
    pub kept: u32,
}
