// run-pass
// check-run-results
// rustc-env:RUSTC_BOOTSTRAP=1
// #[rustc_layout_scalar_valid_range_start/end] narrow a scalar struct's
// valid range and give it a niche (Option<NonZeroU32> is 4 bytes,
// Option<Box<T>> 8); every scalar struct takes its scalar's niche, so
// Cell<&T> has the one its #[repr(no_niche)] UnsafeCell hides.
#![feature(rustc_attrs)]
use std::cell::{Cell, UnsafeCell};
use std::mem::{size_of, transmute};
use std::num::*;
use std::ptr::NonNull;

#[rustc_layout_scalar_valid_range_start(1)]
#[rustc_layout_scalar_valid_range_end(3)]
#[derive(Clone, Copy)]
struct Small(u8);

#[rustc_layout_scalar_valid_range_end(0xFFFF_FF00)]
#[derive(Clone, Copy)]
struct Idx(u32);

#[derive(Clone, Copy)]
enum E {
    A(Small),
    B,
    C,
}

fn small(v: u8) -> Option<Small> {
    if (1..=3).contains(&v) { Some(unsafe { Small(v) }) } else { None }
}

fn name(e: E) -> u8 {
    match e {
        E::A(s) => s.0,
        E::B => 10,
        E::C => 20,
    }
}

fn main() {
    println!("{} {}", size_of::<Option<Cell<&u8>>>(), size_of::<Option<UnsafeCell<&u8>>>());
    println!("{} {} {}", size_of::<Option<NonZeroU32>>(), size_of::<Option<NonZeroI128>>(), size_of::<Option<NonNull<u8>>>());
    println!("{} {}", size_of::<Option<NonNull<[u8]>>>(), size_of::<Option<Box<u8>>>());
    println!("{} {} {}", size_of::<Option<Small>>(), size_of::<Option<Option<Option<Small>>>>(), size_of::<E>());
    println!("{} {}", size_of::<Option<Idx>>(), size_of::<Option<Option<Idx>>>());
    println!("{}", unsafe { transmute::<Option<Option<Option<Small>>>, u8>(None) });
    println!("{}", unsafe { transmute::<Option<Idx>, u32>(None) });
    println!("{} {}", unsafe { transmute::<E, u8>(E::B) }, unsafe { transmute::<E, u8>(E::C) });
    let es = [E::A(unsafe { Small(2) }), E::B, E::C];
    println!("{:?}", es.iter().map(|e| name(*e)).collect::<Vec<_>>());
    println!("{:?}", (0..5).map(|v| small(v).map(|s| s.0)).collect::<Vec<_>>());
    let ids: Vec<Option<Idx>> = vec![Some(unsafe { Idx(7) }), None, Some(unsafe { Idx(0xFFFF_FF00) })];
    println!("{:?}", ids.iter().map(|i| i.map(|i| i.0)).collect::<Vec<_>>());
    println!("{:?} {:?}", NonZeroU32::new(0), NonZeroU32::new(5).map(|n| n.get()));
}
