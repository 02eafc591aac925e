// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// Derived PartialEq/Eq/PartialOrd/Ord on structs and enums, Ordering combinators, Reverse, sort by keys.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::vec::Vec;
use core::cmp::{Ordering, Reverse};

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Clone, Copy)]
enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Clone, Copy)]
struct Card {
    rank: u8,
    suit: Suit,
}

#[derive(Debug, PartialEq, PartialOrd)]
enum Value {
    Int(i64),
    Float(f64),
    Text(&'static str),
}

fn run() {
    println!("{} {}", Suit::Clubs < Suit::Spades, Suit::Hearts > Suit::Diamonds);
    println!("{:?}", Suit::Hearts.cmp(&Suit::Hearts));
    let mut hand = [Card { rank: 10, suit: Suit::Hearts }, Card { rank: 2, suit: Suit::Spades }, Card { rank: 10, suit: Suit::Clubs }, Card { rank: 14, suit: Suit::Diamonds }];
    hand.sort();
    println!("{:?}", hand.iter().map(|c| (c.rank, c.suit)).collect::<Vec<_>>());
    hand.sort_by(|a, b| a.suit.cmp(&b.suit).then(b.rank.cmp(&a.rank)));
    println!("{:?}", hand.iter().map(|c| (c.rank, c.suit)).collect::<Vec<_>>());
    hand.sort_by_key(|c| Reverse(c.rank));
    println!("{:?}", hand.iter().map(|c| c.rank).collect::<Vec<_>>());
    println!("{:?} {:?}", hand.iter().max(), hand.iter().min());
    println!("{:?}", Value::Int(5).partial_cmp(&Value::Float(1.0)));
    println!("{:?}", Value::Float(f64::NAN).partial_cmp(&Value::Float(1.0)));
    println!("{:?}", Value::Text("b").partial_cmp(&Value::Text("a")));
    println!("{}", Value::Int(3) == Value::Int(3));
    println!("{:?} {:?}", Ordering::Less.reverse(), Ordering::Equal.then(Ordering::Greater));
    println!("{:?}", Ordering::Less.then_with(|| Ordering::Greater));
    println!("{} {} {}", Ordering::Less.is_lt(), Ordering::Equal.is_ge(), Ordering::Greater.is_le());
    println!("{:?}", (1, "b", 3.0).partial_cmp(&(1, "b", 2.0)));
    println!("{:?}", [1, 2, 3][..].cmp(&[1, 3][..]));
    println!("{:?}", "abc".cmp("abd").then(1.cmp(&0)));
    println!("{}", Reverse(3) < Reverse(5));
    println!("{:?}", core::cmp::max(Card { rank: 3, suit: Suit::Clubs }, Card { rank: 3, suit: Suit::Spades }));
    println!("{:?}", Some(1) < None::<i32>);
    println!("{:?}", Ok::<i32, i32>(5).cmp(&Err(0)));
    println!("{}", (2, 'a') <= (2, 'a'));
}
