// check-pass
// compile-flags: -Zunpretty=expanded
// edition:2021
// Expressions, statements and patterns as rustc 1.63's pretty-printer
// prints them: match arms (block bodies without a comma), closures,
// if/else chains, loops with labels, struct literals, long calls and
// method chains broken at 78 columns, comments inside bodies. The .stdout
// golden is rustc 1.63's output.
#![allow(unused)]

struct Config { name: String, verbose: bool, level: u8, paths: Vec<String> }

enum Msg { Quit, Move { x: i32, y: i32 }, Write(String), Color(u8, u8, u8) }

fn classify(m: &Msg) -> i32 {
    match m {
        Msg::Quit => 0,
        Msg::Move { x, y: 0 } => *x,
        Msg::Move { x, .. } if *x > 10 => { let y = x * 2; y + 1 }
        Msg::Write(s) => s.len() as i32,
        Msg::Color(r, g, b) | Msg::Color(r, b, g) => (*r as i32) + (*g as i32) + (*b as i32),
        // unreachable, but kept
        #[allow(unreachable_patterns)]
        _ => unsafe { -1 },
    }
}

fn control(v: &[i32], cfg: &Config) -> Option<i32> {
    let mut total = 0;
    'outer: for (i, x) in v.iter().enumerate() {
        if *x < 0 { continue; } else if *x == 0 { break 'outer; } else { total += x; }
        while total > 100 { total -= 100; }
        let mut n = 0;
        loop { n += 1; if n > 3 { break; } }
    }
    let add = |a: i32, b: i32| -> i32 { a + b };
    let double = move |x| x * 2;
    let r = if let Some(first) = v.first() { add(*first, double(total)) } else { 0 };
    let Config { name, verbose, .. } = cfg;
    let long_value = v.iter().map(|x| x * 2).filter(|x| *x > 10).map(|x| x + total).fold(0, |acc, x| acc + x);
    let arr = [1u8; 16];
    let tup = (1, "two", 3.0, [4, 5], (6,));
    let range = 1..=10;
    let neg = -(r as i64) * !0;
    let reference = &mut total;
    *reference += 1; /* a mixed comment */ total += 1;
    let built = Config { name: String::new(), verbose: !*verbose, level: arr[0] + arr[1] + arr[2] + arr[3] + arr[4], paths: Vec::new() };
    let cast = tup.0 as u64 as f64;
    Some(r + long_value + neg as i32 + cast as i32 + built.level as i32)
}

fn questions(s: &str) -> Result<u32, std::num::ParseIntError> {
    let n: u32 = s.trim().parse()?;
    Ok(n.checked_add(1).unwrap_or_default())
}
