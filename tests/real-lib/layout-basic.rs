// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// core::alloc::Layout: size/align of types, from_size_align errors, array, extend, padding.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use core::alloc::Layout;

#[repr(C)]
struct Header {
    tag: u8,
    len: u32,
    flag: u16,
}

#[repr(C, align(32))]
struct Aligned([u8; 5]);

fn show(name: &str, l: Layout) {
    println!("{}: size={} align={}", name, l.size(), l.align());
}

fn run() {
    show("u8", Layout::new::<u8>());
    show("u64", Layout::new::<u64>());
    show("u128", Layout::new::<u128>());
    show("(u8, u32)", Layout::new::<(u8, u32)>());
    show("Header", Layout::new::<Header>());
    show("Aligned", Layout::new::<Aligned>());
    show("[u16; 7]", Layout::new::<[u16; 7]>());
    show("()", Layout::new::<()>());
    show("&str", Layout::new::<&str>());
    show("Option<&u8>", Layout::new::<Option<&u8>>());
    show("for_value [u32]", Layout::for_value(&[1u32, 2, 3][..]));
    show("for_value str", Layout::for_value("hello"));
    println!("{:?}", Layout::from_size_align(16, 8).map(|l| (l.size(), l.align())));
    println!("{:?}", Layout::from_size_align(16, 3).is_err());
    println!("{:?}", Layout::from_size_align(usize::MAX, 8).is_err());
    match Layout::from_size_align(8, 0) {
        Ok(_) => println!("ok?"),
        Err(e) => println!("error: {}", e),
    }
    let arr = Layout::array::<u32>(10).unwrap();
    show("array u32 x10", arr);
    println!("{}", Layout::array::<u64>(usize::MAX / 4).is_err());
    let h = Layout::new::<u8>();
    let (l2, off) = h.extend(Layout::new::<u64>()).unwrap();
    println!("extend: size={} align={} offset={}", l2.size(), l2.align(), off);
    let (l3, off3) = l2.extend(Layout::new::<u16>()).unwrap();
    println!("extend2: size={} offset={} padded={}", l3.size(), off3, l3.pad_to_align().size());
    let odd = Layout::from_size_align(13, 4).unwrap();
    println!("{} {}", odd.size(), odd.pad_to_align().size());
    let big = odd.align_to(64).unwrap();
    show("align_to 64", big);
    println!("{}", Layout::new::<[u8; 0]>().size());
    println!("{:?}", Layout::new::<u32>() == Layout::from_size_align(4, 4).unwrap());
    println!("{:?}", Layout::new::<u16>());
}
