// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// BinaryHeap as a priority queue: Dijkstra's shortest paths and a k-way merge.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::collections::BinaryHeap;
use alloc::vec;
use alloc::vec::Vec;
use core::cmp::{Ordering, Reverse};

#[derive(Copy, Clone, Eq, PartialEq)]
struct State {
    cost: u32,
    node: usize,
}
impl Ord for State {
    fn cmp(&self, other: &Self) -> Ordering {
        other.cost.cmp(&self.cost).then_with(|| self.node.cmp(&other.node))
    }
}
impl PartialOrd for State {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

fn dijkstra(adj: &[Vec<(usize, u32)>], start: usize) -> Vec<Option<u32>> {
    let mut dist: Vec<Option<u32>> = vec![None; adj.len()];
    let mut heap = BinaryHeap::new();
    dist[start] = Some(0);
    heap.push(State { cost: 0, node: start });
    while let Some(State { cost, node }) = heap.pop() {
        if let Some(d) = dist[node] {
            if cost > d {
                continue;
            }
        }
        for &(next, w) in &adj[node] {
            let nc = cost + w;
            if dist[next].map_or(true, |d| nc < d) {
                dist[next] = Some(nc);
                heap.push(State { cost: nc, node: next });
            }
        }
    }
    dist
}

fn merge(lists: &[Vec<i32>]) -> Vec<i32> {
    let mut heap = BinaryHeap::new();
    for (i, l) in lists.iter().enumerate() {
        if let Some(&x) = l.first() {
            heap.push(Reverse((x, i, 0usize)));
        }
    }
    let mut out = Vec::new();
    while let Some(Reverse((x, i, j))) = heap.pop() {
        out.push(x);
        if let Some(&y) = lists[i].get(j + 1) {
            heap.push(Reverse((y, i, j + 1)));
        }
    }
    out
}

fn run() {
    let adj = vec![
        vec![(2, 10), (1, 1)],
        vec![(3, 2)],
        vec![(1, 1), (3, 3), (4, 1)],
        vec![(0, 7), (4, 2)],
        vec![],
        vec![(0, 1)],
    ];
    for s in 0..adj.len() {
        println!("from {}: {:?}", s, dijkstra(&adj, s));
    }
    println!("{:?}", merge(&[vec![1, 4, 9], vec![2, 3, 10, 11], vec![], vec![0, 5]]));
}
