// run-pass
// check-run-results
// edition:2021
// Unsizing through a tuple's last element (unsized_tuple_coercion, as
// coretests' ptr::test_ptr_metadata): &(bool, [u8; 3]) -> &(bool, [u8]),
// &(bool, u32) as &(bool, dyn Display), Box<(u8, [u16; 3])> -> Box<(u8, [u16])>;
// the fields of the unsized tuple through its fat pointer.
#![feature(unsized_tuple_coercion)]
use std::fmt::Display;
fn main() {
    let dst_tuple: &(bool, [u8]) = &(true, [0x66, 0x6F, 0x6F]);
    println!("{} {:?} {}", dst_tuple.0, &dst_tuple.1, std::mem::size_of_val(dst_tuple));
    let d = &(true, 7_u32) as &(bool, dyn Display);
    println!("{} {}", d.0, &d.1);
    let b: Box<(u8, [u16])> = Box::new((1, [2, 3, 4]));
    println!("{} {:?} {}", b.0, &b.1, std::mem::size_of_val(&*b));
    let p = &(1u8, 2u16) as &(u8, u16);
    println!("{:?}", p);
}
