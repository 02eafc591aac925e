// run-pass
// check-run-results
// real-library
// edition:2021
// compile-flags: -C panic=abort
// rustc-env:RUSTC_BOOTSTRAP=1
// VecDeque as a queue: BFS on a grid, a sliding-window maximum, and a ring buffer.
#![no_std]
#![no_main]
#![allow(dead_code)]
#![feature(alloc_error_handler, panic_info_message)]
extern crate alloc;
#[macro_use]
#[path = "auxiliary/nostd_rt.rs"]
mod rt;
use alloc::collections::VecDeque;
use alloc::vec;
use alloc::vec::Vec;

fn bfs(grid: &[&str], start: (usize, usize)) -> Vec<Vec<i32>> {
    let h = grid.len();
    let w = grid[0].len();
    let mut dist = vec![vec![-1; w]; h];
    let mut q = VecDeque::new();
    dist[start.1][start.0] = 0;
    q.push_back(start);
    while let Some((x, y)) = q.pop_front() {
        let d = dist[y][x];
        let dirs: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        for (dx, dy) in dirs {
            let nx = x as i32 + dx;
            let ny = y as i32 + dy;
            if nx < 0 || ny < 0 || nx >= w as i32 || ny >= h as i32 {
                continue;
            }
            let (nx, ny) = (nx as usize, ny as usize);
            if grid[ny].as_bytes()[nx] == b'#' || dist[ny][nx] >= 0 {
                continue;
            }
            dist[ny][nx] = d + 1;
            q.push_back((nx, ny));
        }
    }
    dist
}

fn window_max(v: &[i32], k: usize) -> Vec<i32> {
    let mut dq: VecDeque<usize> = VecDeque::new();
    let mut out = Vec::new();
    for i in 0..v.len() {
        while dq.back().map_or(false, |&j| v[j] <= v[i]) {
            dq.pop_back();
        }
        dq.push_back(i);
        if dq[0] + k <= i {
            dq.pop_front();
        }
        if i + 1 >= k {
            out.push(v[dq[0]]);
        }
    }
    out
}

fn run() {
    let grid = ["..#....", ".##.##.", "....#..", "#.#...#"];
    for row in bfs(&grid, (0, 0)) {
        println!("{}", row.iter().map(|d| if *d < 0 { alloc::string::String::from(" #") } else { alloc::format!("{:2}", d) }).collect::<alloc::string::String>());
    }
    println!("{:?}", window_max(&[1, 3, -1, -3, 5, 3, 6, 7], 3));
    println!("{:?}", window_max(&[9, 8, 7, 6, 5], 2));
    let mut ring: VecDeque<u32> = VecDeque::with_capacity(4);
    for i in 1..=10 {
        if ring.len() == 4 {
            ring.pop_front();
        }
        ring.push_back(i * i);
        print!("{:?} ", ring.iter().sum::<u32>());
    }
    println!();
    println!("{:?}", ring);
    let mut jos: VecDeque<u32> = (1..=7).collect();
    let mut order = Vec::new();
    while !jos.is_empty() {
        jos.rotate_left(2 % jos.len());
        order.push(jos.pop_front().unwrap());
    }
    println!("{:?}", order);
}
