// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// The `+` and `-` sign flags and zero padding of signed numbers.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;

fn run() {
    for v in [0i32, 7, -7, 12345, -12345] {
        println!("[{v}] [{v:+}] [{v:05}] [{v:+05}] [{v:<+7}] [{v:^+9}] [{v:+09}]");
    }
    println!("[{:+}] [{:+.2}] [{:+08.3}] [{:08.3}]", 1.5f64, 2.0f64, -3.14159f64, 3.14159f64);
    println!("[{:+}] [{:+}]", 0.0f64, -0.0f64);
    println!("[{:05}] [{:<05}] [{:^05}]", -1, -1, -1);
    println!("[{:+x}] [{:+#x}] [{:#010b}]", 255, 255, 5);
    println!("[{:+e}] [{:010e}] [{:+012.2e}]", 1500.0f64, 0.00025f64, -98765.4321f64);
    println!("[{:+?}] [{:05?}] [{:+08.2?}]", 3, -4, 1.0f32);
    println!("[{:+}] [{:+}]", i64::MIN, u64::MAX);
    println!("[{:+05}]", u8::MAX);
    println!("[{:0>5}] [{:0<5}] [{:0^5}]", -3, -3, -3);
    println!("[{:-}] [{:-5}]", 9, -9);
}
