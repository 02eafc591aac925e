// run-pass
// edition:2021
// check-run-results
// More of the real std: derives (Debug/Hash/Ord) in HashSet, BTreeSet,
// sort; BinaryHeap, VecDeque, Rc<RefCell>, Display with width and
// precision flags, i128, char_indices, BufRead::lines, Instant/Duration,
// a child process running this program with an exit code.
use std::cell::RefCell;
use std::collections::{BinaryHeap, HashSet, VecDeque, BTreeSet};
use std::fmt;
use std::io::{self, BufRead, Write};
use std::rc::Rc;
use std::time::{Duration, Instant};

#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Shape { Circle { r: u32 }, Rect(u32, u32), Empty }

struct Matrix([[i32; 3]; 3]);
impl fmt::Display for Matrix {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for row in &self.0 {
            writeln!(f, "{:>4}{:>4}{:>4}", row[0], row[1], row[2])?;
        }
        Ok(())
    }
}

fn main() {
    if std::env::args().nth(1).as_deref() == Some("child") {
        std::process::exit(3);
    }
    let shapes = vec![Shape::Rect(2, 3), Shape::Circle { r: 1 }, Shape::Empty, Shape::Rect(1, 1)];
    let mut sorted = shapes.clone();
    sorted.sort();
    println!("{:?}", sorted);
    println!("{:#?}", shapes[1]);
    let set: HashSet<Shape> = shapes.iter().cloned().collect();
    println!("{}", set.len());
    let bt: BTreeSet<_> = shapes.iter().collect();
    println!("{:?}", bt.iter().next());
    let mut heap: BinaryHeap<i64> = [5, 1, 8, 3, 9, 2].into_iter().collect();
    let mut out = vec![];
    while let Some(x) = heap.pop() { out.push(x); }
    println!("{:?}", out);
    let mut dq: VecDeque<char> = "hello".chars().collect();
    dq.rotate_left(2);
    dq.push_front('>');
    println!("{}", dq.iter().collect::<String>());
    let shared = Rc::new(RefCell::new(vec![1, 2]));
    let s2 = Rc::clone(&shared);
    s2.borrow_mut().push(3);
    println!("{:?} rc={}", shared.borrow(), Rc::strong_count(&shared));
    println!("{}", Matrix([[1, -2, 3], [40, 5, -60], [7, 800, 9]]));
    println!("[{:^9}] [{:<6.2}] [{:+08.3}] [{:#x}] [{:#b}] [{:e}]", "mid", 3.14159, -2.5f32, 255u8, 5u8, 1234.5f64);
    println!("{} {} {}", i128::MAX, u128::MAX, i128::MIN);
    println!("{:?}", "Grüße, 世界".char_indices().filter(|(_, c)| !c.is_ascii()).map(|(i, _)| i).collect::<Vec<_>>());
    println!("{}", "a,b,,c".split(',').rev().collect::<Vec<_>>().join("|"));
    let words = ["apple", "Bob", "cat", "Dog"];
    let mut w = words.to_vec();
    w.sort_by_key(|s| s.to_lowercase());
    println!("{:?}", w);
    let t = Instant::now();
    std::thread::sleep(Duration::from_millis(5));
    println!("{}", t.elapsed() >= Duration::from_millis(5));
    println!("{:?}", Duration::from_micros(1_500_250));
    let input = "1\n2\n x\n39\n";
    let mut total = 0i64;
    for line in io::Cursor::new(input).lines() {
        let line = line.unwrap();
        total += line.trim().parse::<i64>().unwrap_or(0);
    }
    println!("sum {}", total);
    io::stdout().flush().unwrap();
    let v: Vec<u64> = (1..=20).filter(|n| n % 3 == 0).map(|n| n * n).collect();
    println!("{:?} {}", v, v.iter().sum::<u64>());
    let code = std::process::Command::new(std::env::current_exe().unwrap()).arg("child").status();
    println!("child exit {:?}", code.map(|s| s.code()));
}
