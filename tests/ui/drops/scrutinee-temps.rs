// run-pass
// check-run-results
// Temporaries of scrutinees and tail expressions are dropped as rustc
// 1.63 drops them: an `if let`/`match`/`while let` scrutinee's at the end
// of the statement (after the arms), an `if`/`while` condition's before
// the branch runs, a block tail's after the block's
// locals.
struct N(&'static str);
impl Drop for N {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}
impl N {
    fn len(&self) -> usize {
        self.0.len()
    }
}

fn main() {
    if N("x").len() == 1 { println!("body x"); } else { println!("else x"); }
    println!("--");
    let v = (if let 3 = N("s").len() { 1 } else { 2 }, N("after").len());
    println!("-- {:?}", v);
    let w = (match N("m").len() { 1 => 1, _ => 2 }, N("after2").len());
    println!("-- {:?}", w);
    while N("wc").len() > 5 {}
    println!("--");
    let k = { let _l = N("l2"); if let 2 = N("it").len() { 1 } else { 0 } };
    println!("-- {}", k);
    println!("--");
    if let 3 = N("s").len() {
        println!("three");
    } else {
        println!("not three");
    }
    println!("after if let");
    if let 1 = N("t").len() {
        println!("one");
    } else {
        println!("not one");
    }
    println!("after if let else");
    match N("m").len() {
        1 => println!("arm one"),
        _ => println!("arm other"),
    }
    println!("after match");
    let mut i = 0;
    while let true = N("w").len() > i {
        println!("loop {}", i);
        i += 1;
    }
    println!("after while let");
    let n = {
        let _l = N("local");
        N("temp").len()
    };
    println!("after block {}", n);
    let m = if true { N("if-tail").len() } else { 0 };
    println!("after if {}", m);
}
