// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// core::hash with a hand-written FNV-1a Hasher: Hash of derives, strings, tuples, slices.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use core::hash::{BuildHasher, BuildHasherDefault, Hash, Hasher};

#[derive(Default)]
struct Fnv(u64);
impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        if self.0 == 0 {
            self.0 = 0xcbf29ce484222325;
        }
        for b in bytes {
            self.0 ^= *b as u64;
            self.0 = self.0.wrapping_mul(0x100000001b3);
        }
    }
}

#[derive(Hash, PartialEq, Eq, Debug)]
struct Key {
    id: u32,
    name: &'static str,
    tags: [u8; 2],
}

#[derive(Hash)]
enum Shape {
    Dot,
    Line(i16),
    Box { w: u8, h: u8 },
}

fn h<T: Hash + ?Sized>(v: &T) -> u64 {
    let mut s = Fnv::default();
    v.hash(&mut s);
    s.finish()
}

fn run() {
    println!("{:016x}", h(&0u8));
    println!("{:016x}", h(&1u32));
    println!("{:016x}", h(&-1i64));
    println!("{:016x}", h("hello"));
    println!("{:016x}", h(&alloc::string::String::from("hello")));
    println!("{:016x}", h(&("a", 1u8)));
    println!("{:016x}", h(&[1u16, 2, 3][..]));
    println!("{:016x}", h(&alloc::vec![1u16, 2, 3]));
    println!("{:016x}", h(&'x'));
    println!("{:016x}", h(&true));
    println!("{:016x}", h(&Some(3u8)));
    println!("{:016x}", h(&()));
    let k = Key { id: 7, name: "seven", tags: [1, 2] };
    println!("{:016x}", h(&k));
    println!("{}", h(&k) == h(&Key { id: 7, name: "seven", tags: [1, 2] }));
    println!("{}", h(&k) != h(&Key { id: 7, name: "seven", tags: [2, 1] }));
    for s in [Shape::Dot, Shape::Line(-3), Shape::Box { w: 2, h: 3 }] {
        println!("{:016x}", h(&s));
    }
    println!("{}", h("ab") != h(&("a", "b")));
    let bh: BuildHasherDefault<Fnv> = BuildHasherDefault::default();
    let mut st = bh.build_hasher();
    st.write_u32(0xdeadbeef);
    st.write_usize(3);
    println!("{:016x}", st.finish());
    let mut buckets = [0u32; 8];
    for i in 0..1000u32 {
        buckets[(h(&i) % 8) as usize] += 1;
    }
    println!("{:?}", buckets);
}
