// run-pass
// check-run-results
// edition:2021
// Issue 14, case 20: labelled block values (`let r = 'l: { ... break 'l
// Some(x); ... };`, stable since Rust 1.65; golden from rustc 1.95): the
// breaks and the tail coerce to one type, nested labels, a break from a
// loop inside the block, and a unit block left by `break 'b;`.
fn first_even(xs: &[i32]) -> Option<i32> {
    let r = 'l: {
        for &x in xs {
            if x % 2 == 0 {
                break 'l Some(x);
            }
        }
        None
    };
    r
}
fn classify(n: u32) -> &'static str {
    'outer: {
        if n == 0 {
            break 'outer "zero";
        }
        let inner = 'inner: {
            if n % 2 == 0 {
                break 'inner "even";
            }
            if n > 100 {
                break 'outer "big odd";
            }
            "odd"
        };
        inner
    }
}
fn main() {
    println!("{:?} {:?}", first_even(&[1, 3, 4, 5]), first_even(&[1, 3]));
    println!("{} {} {} {}", classify(0), classify(4), classify(7), classify(101));
    let mut log = 0;
    'b: {
        log += 1;
        if log > 0 {
            break 'b;
        }
        log += 10;
    }
    let v: u64 = 'c: {
        let mut i = 0;
        loop {
            i += 1;
            if i == 5 {
                break 'c i * 3;
            }
        }
    };
    let owned = String::from("xyz");
    let s: &str = 'd: {
        if v > 3 {
            break 'd &owned;
        }
        "none"
    };
    println!("{} {} [{}]", log, v, s);
}
