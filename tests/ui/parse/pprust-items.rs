// check-pass
// compile-flags: -Zunpretty=expanded
// edition:2021
// Items as rustc 1.63's pretty-printer prints them: boxes and breaks per
// item kind, where clauses, long signatures broken at 78 columns, the
// source's comments and blank lines kept. The .stdout golden is rustc
// 1.63's output.
#![allow(dead_code)]
//! Crate docs.

use std::collections::{HashMap, HashSet};
use std::fmt::{self, Debug, Display as Disp};
use std::{io::{Read, Write}, sync::Arc};

/// A point.
#[derive(Clone, Copy)]
pub struct Point<T: Copy + Default> {
    pub x: T, // the x
    /* the y */ pub y: T,
}

pub(crate) struct Unit;
struct Tuple(pub u8, (), [u32; 4]);

#[repr(u8)]
enum Shape {
    Circle { r: f64 },
    Rect(f64, f64),
}

enum Level { Low = 1, High = 10 }

/* A block comment
   over two lines. */
pub trait Area: Debug + Clone where Self: Sized {
    type Output: Copy;
    const SIDES: usize = 0;
    fn area(&self) -> Self::Output;
    fn scaled(&self, factor: f64) -> f64 { factor }
}

impl<T> Area for Point<T> where T: Copy + Default + Debug + Clone + PartialEq + Send + Sync + 'static {
    type Output = u32;
    fn area(&self) -> u32 { 0 }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result { f.write_str("unit") }
}

static GREETING: &str = "hello";
static mut COUNTER: u64 = 0;
const LIMITS: [(u32, u32); 3] = [(0, 10), (10, 100), (100, 1000)];
const LONG_NAME_FOR_A_CONSTANT_VALUE: u64 = 1_000_000_000 + 2_000_000_000 + 3_000_000_000 + 4;

extern "C" {
    fn abs(x: i32) -> i32;
    static errno: i32;
}

type Callback<'a> = Box<dyn Fn(&'a str, usize) -> Result<(), String> + Send + 'a>;

pub fn a_function_with_a_rather_long_name<'a, T, U>(first_argument: &'a T, second_argument: U, third: Option<HashMap<String, HashSet<u8>>>) -> Option<&'a T> where T: Clone + Debug, U: Into<String> {
    let _ = (second_argument, third);
    Some(first_argument)
}

unsafe fn raw(p: *const u8, q: *mut u8) -> u8 { *q = *p; *p }

async fn later() -> u8 { 1 }

mod inner {
    //! Inner docs.
    pub fn f() {}

    #[cfg(test)]
    mod tests {}
}

macro_rules! square {
    ($x:expr) => { $x * $x };
}

fn uses_macro() -> i32 { square!(2 + 3) }
