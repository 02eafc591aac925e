// run-pass
// check-run-results
// Evaluation order that rustc accepts and that must not become a move
// error: an argument read before a later one moves its base, a callee read
// from a field of what an argument moves, a struct literal reading a value
// before a later field moves it, a closure passed where `FnOnce` is
// expected called once, a Box's Copy contents read by a closure.
struct Buffer {
    len: usize,
    grow: fn(Buffer, usize) -> Buffer,
}

fn grow(b: Buffer, n: usize) -> Buffer {
    Buffer { len: b.len + n, grow: b.grow }
}

fn take(n: usize, v: Vec<u8>) -> usize {
    n + v.len()
}

struct S {
    n: usize,
    v: Vec<u8>,
}

fn once<F: FnOnce() -> usize>(f: F) -> usize {
    f()
}

fn main() {
    let v = vec![1u8, 2, 3];
    println!("{}", take(v.len(), v));
    let b = Buffer { len: 1, grow };
    let xs = [1, 2, 3];
    let b = (b.grow)(b, xs.len());
    println!("{}", b.len);
    let w = vec![7u8];
    let s = S { n: w.len(), v: w };
    println!("{} {}", s.n, s.v.len());
    let t = String::from("once");
    println!("{}", once(move || t.len()));
    let x: Box<usize> = Box::new(9);
    let sq = || *x * *x;
    println!("{} {}", sq(), x);
    let mut value = 0;
    if value == 0 && { value = 5; true } && value == 5 {
        println!("chain {}", value);
    }
}
