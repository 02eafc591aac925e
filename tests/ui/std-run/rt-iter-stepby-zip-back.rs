// run-pass
// check-run-results
// edition:2021
// step_by from both ends (mixed next/next_back) and zip().rev() with unequal lengths.
fn main() {
    for s in 1..5usize {
        for n in 0..9i32 {
            let mut it = (0..n).step_by(s);
            let mut out = [0i32; 20];
            let mut k = 0;
            let mut turn = 0;
            loop {
                let x = if turn % 3 == 1 { it.next() } else { it.next_back() };
                turn += 1;
                match x { Some(v) => { out[k] = v; k += 1; } None => break }
            }
            print!("{}/{}:", s, n);
            for v in &out[..k] { print!(" {}", v); }
            println!(" |{}", (0..n).step_by(s).rev().fold(0, |a, b| a * 10 + b));
        }
    }
    let a = [1i32, 2, 3, 4, 5];
    let b = ['a', 'b', 'c'];
    for (x, y) in a.iter().zip(b.iter()).rev() { print!("{}{} ", x, y); }
    println!();
    for (x, y) in b.iter().zip(a.iter()).rev() { print!("{}{} ", x, y); }
    println!();
    println!("{}", a.iter().step_by(2).len());
}
