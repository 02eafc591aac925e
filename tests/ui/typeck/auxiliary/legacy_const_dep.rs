#![feature(rustc_attrs)]
#![crate_type = "lib"]

#[rustc_legacy_const_generics(1)]
pub fn shr<const N: u32>(a: u32) -> u32 {
    a >> N
}

#[rustc_legacy_const_generics(0, 2)]
pub fn mix<const A: i64, const B: i64>(x: i64) -> i64 {
    A * 100 + x * 10 + B
}

