// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Generic functions and traits over core types: trait bounds, associated types/consts, operator impls.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec::Vec;
use core::ops::{Add, AddAssign, Index, IndexMut, Mul, Neg, Sub};

#[derive(Debug, Clone, Copy, PartialEq, Default)]
struct V3 {
    x: f64,
    y: f64,
    z: f64,
}
impl Add for V3 {
    type Output = V3;
    fn add(self, o: V3) -> V3 { V3 { x: self.x + o.x, y: self.y + o.y, z: self.z + o.z } }
}
impl Sub for V3 {
    type Output = V3;
    fn sub(self, o: V3) -> V3 { V3 { x: self.x - o.x, y: self.y - o.y, z: self.z - o.z } }
}
impl Mul<f64> for V3 {
    type Output = V3;
    fn mul(self, k: f64) -> V3 { V3 { x: self.x * k, y: self.y * k, z: self.z * k } }
}
impl Neg for V3 {
    type Output = V3;
    fn neg(self) -> V3 { self * -1.0 }
}
impl AddAssign for V3 {
    fn add_assign(&mut self, o: V3) { *self = *self + o; }
}

struct Matrix<const R: usize, const C: usize>([[i64; C]; R]);
impl<const R: usize, const C: usize> Index<(usize, usize)> for Matrix<R, C> {
    type Output = i64;
    fn index(&self, (r, c): (usize, usize)) -> &i64 { &self.0[r][c] }
}
impl<const R: usize, const C: usize> IndexMut<(usize, usize)> for Matrix<R, C> {
    fn index_mut(&mut self, (r, c): (usize, usize)) -> &mut i64 { &mut self.0[r][c] }
}

trait Describe {
    const KIND: &'static str;
    fn describe(&self) -> alloc::string::String;
}
impl Describe for u8 {
    const KIND: &'static str = "byte";
    fn describe(&self) -> alloc::string::String { alloc::format!("{}:{}", Self::KIND, self) }
}
impl<T: Describe> Describe for Vec<T> {
    const KIND: &'static str = "list";
    fn describe(&self) -> alloc::string::String {
        let inner: Vec<_> = self.iter().map(|x| x.describe()).collect();
        alloc::format!("{}[{}]", Self::KIND, inner.join(","))
    }
}

fn sum_all<T: Copy + Add<Output = T> + Default>(xs: &[T]) -> T {
    xs.iter().fold(T::default(), |a, &b| a + b)
}

fn largest<T: PartialOrd + Copy>(xs: &[T]) -> Option<T> {
    let mut it = xs.iter();
    let mut best = *it.next()?;
    for &x in it {
        if x > best { best = x; }
    }
    Some(best)
}

fn run() {
    let a = V3 { x: 1.0, y: 2.0, z: 3.0 };
    let b = V3 { x: 0.5, y: -1.0, z: 4.0 };
    println!("{:?}", a + b);
    println!("{:?}", (a - b) * 2.0);
    println!("{:?} {}", -a, a == V3 { x: 1.0, y: 2.0, z: 3.0 });
    let mut c = V3::default();
    for _ in 0..3 { c += a; }
    println!("{:?}", c);
    println!("{:?}", sum_all(&[a, b, c]));
    println!("{} {}", sum_all(&[1u64, 2, 3]), sum_all(&[0.5f32, 0.25]));
    println!("{:?} {:?} {:?}", largest(&[3, 9, 2]), largest(&["b", "a"]), largest::<f64>(&[]));
    let mut m = Matrix([[0i64; 3]; 2]);
    for r in 0..2 { for c in 0..3 { m[(r, c)] = (r * 3 + c) as i64; } }
    m[(1, 1)] *= 10;
    println!("{:?}", m.0);
    println!("{}", alloc::vec![alloc::vec![1u8, 2], alloc::vec![]].describe());
    println!("{} {}", <u8 as Describe>::KIND, <Vec<u8> as Describe>::KIND);
}
