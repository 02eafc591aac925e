// run-pass
// check-run-results
// edition:2021
// `do yeet e` returns `FromResidual::from_residual(Yeet(e))` (the
// from_yeet lang item): None for an Option, Err(e.into()) for a Result;
// inside `try { }` it leaves the block.
#![feature(yeet_expr, try_blocks)]
fn opt(x: u8) -> Option<u8> {
    if x > 3 {
        do yeet;
    }
    Some(x * 2)
}
fn res(x: u8) -> Result<u8, String> {
    if x > 3 {
        do yeet "too big";
    }
    Ok(x + 1)
}
fn blk(x: u8) -> u8 {
    let r: Option<u8> = try {
        if x == 0 {
            do yeet
        }
        x
    };
    r.unwrap_or(99)
}
fn main() {
    println!("{:?} {:?} {:?} {:?}", opt(1), opt(5), res(2), res(9));
    println!("{} {}", blk(0), blk(4));
}
