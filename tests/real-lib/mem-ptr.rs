// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// core::mem and core::ptr: swap, replace, take, size_of, transmute-free reads, NonNull, slices from raw parts.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::string::String;
use alloc::vec::Vec;
use core::mem;
use core::ptr::{self, NonNull};

#[derive(Debug, Default)]
struct Conf {
    name: String,
    n: u32,
}

fn run() {
    let mut a = 1;
    let mut b = 2;
    mem::swap(&mut a, &mut b);
    println!("{} {}", a, b);
    let mut v = alloc::vec![1, 2];
    let old = mem::replace(&mut v, alloc::vec![9]);
    println!("{:?} {:?}", old, v);
    let mut c = Conf { name: String::from("x"), n: 5 };
    let t = mem::take(&mut c);
    println!("{:?} {:?}", t, c);
    println!("{} {} {}", mem::size_of::<u8>(), mem::size_of::<(u8, u64)>(), mem::size_of::<[u16; 5]>());
    println!("{} {}", mem::size_of::<Option<Box<u8>>>(), mem::size_of::<Option<u32>>());
    println!("{} {}", mem::size_of_val(&[0u32; 7]), mem::size_of_val("four"));
    println!("{} {}", mem::align_of::<u32>(), mem::align_of_val(&0u16));
    println!("{}", mem::needs_drop::<String>() && !mem::needs_drop::<u64>());
    let x = 0x1122_3344u32;
    let bytes: [u8; 4] = unsafe { mem::transmute(x) };
    println!("{:x?}", bytes);
    let f = 1.0f32;
    println!("{:#x}", unsafe { mem::transmute::<f32, u32>(f) });
    let arr = [10u16, 20, 30, 40];
    let p = arr.as_ptr();
    unsafe {
        println!("{} {} {}", *p, *p.add(2), *p.offset(3));
        println!("{:?}", core::slice::from_raw_parts(p.add(1), 2));
        println!("{}", p.add(3).offset_from(p));
    }
    let mut buf = [0u8; 6];
    unsafe {
        ptr::copy_nonoverlapping(b"abc".as_ptr(), buf.as_mut_ptr(), 3);
        ptr::copy(buf.as_ptr(), buf.as_mut_ptr().add(2), 3);
        ptr::write(buf.as_mut_ptr().add(5), b'!');
    }
    println!("{:?}", core::str::from_utf8(&buf));
    let mut val = 5i64;
    let nn = NonNull::new(&mut val as *mut i64).unwrap();
    unsafe { *nn.as_ptr() += 1 };
    println!("{} {}", val, NonNull::new(ptr::null_mut::<u8>()).is_none());
    let s = String::from("moved out");
    let read = unsafe { ptr::read(&s) };
    mem::forget(s);
    println!("{}", read);
    let mut items: Vec<String> = alloc::vec![String::from("a"), String::from("b")];
    let first = mem::take(&mut items[0]);
    println!("{:?} {:?}", first, items);
    println!("{}", ptr::eq(&arr[0], &arr[0]) && !ptr::eq(&arr[0], &arr[1]));
    let u = core::mem::MaybeUninit::<u64>::new(77);
    println!("{}", unsafe { u.assume_init() });
    println!("{}", mem::discriminant(&Some(1)) == mem::discriminant(&Some(2)));
}
use alloc::boxed::Box;
