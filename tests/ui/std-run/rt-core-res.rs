// run-pass
// check-run-results
// edition:2021
// Result combinators
use std::iter::FromIterator;

struct Total(i32);
impl FromIterator<i32> for Total {
    fn from_iter<I: IntoIterator<Item = i32>>(iter: I) -> Total {
        let mut t = 0;
        for x in iter {
            println!("item {}", x);
            t += x;
        }
        Total(t)
    }
}

fn parse_digit(c: char) -> Result<u32, &'static str> {
    c.to_digit(10).ok_or("not a digit")
}

struct Digits {
    s: [char; 3],
    i: usize,
}
impl Iterator for Digits {
    type Item = Result<i32, &'static str>;
    fn next(&mut self) -> Option<Result<i32, &'static str>> {
        if self.i == 3 {
            return None;
        }
        self.i += 1;
        Some(parse_digit(self.s[self.i - 1]).map(|d| d as i32))
    }
}

fn main() {
    let g: Result<i32, &str> = Ok(6);
    let b: Result<i32, &str> = Err("bad");
    println!("{} {} {} {}", g.is_ok(), g.is_err(), b.is_ok(), b.is_err());
    println!("{:?} {:?} {:?} {:?}", g.ok(), g.err(), b.ok(), b.err());
    println!("{:?} {:?}", g.map(|x| x * 7), b.map(|x| x * 7));
    println!("{:?} {:?}", g.map_err(|e| e.len()), b.map_err(|e| e.len()));
    println!("{} {}", g.map_or(0, |x| x + 1), b.map_or(0, |x| x + 1));
    println!("{} {}", g.map_or_else(|e| e.len() as i32, |x| x - 1), b.map_or_else(|e| e.len() as i32, |x| x - 1));
    println!("{:?} {:?}", g.and_then(|x| if x > 5 { Ok(x * 2) } else { Err("small") }), b.and_then(|x| Ok::<i32, &str>(x)));
    println!("{:?} {:?}", g.and(Ok::<char, &str>('z')), b.and(Ok::<char, &str>('z')));
    println!("{:?} {:?}", g.or(Err::<i32, u8>(1)), b.or(Ok::<i32, u8>(1)));
    println!("{:?} {:?}", g.or_else(|e| Err::<i32, usize>(e.len())), b.or_else(|e| Err::<i32, usize>(e.len())));
    println!("{} {}", g.unwrap_or(-1), b.unwrap_or(-1));
    println!("{} {}", g.unwrap_or_else(|e| e.len() as i32), b.unwrap_or_else(|e| e.len() as i32));
    println!("{} {}", g.unwrap_or_default(), b.unwrap_or_default());
    println!("{} {}", g.unwrap(), g.expect("fine"));
    println!("{}", b.unwrap_err());
    println!("{}", b.expect_err("should fail"));
    let mut m: Result<i32, &str> = Ok(1);
    if let Ok(v) = m.as_mut() {
        *v += 41;
    }
    println!("{:?} {:?}", m, m.as_ref().map(|v| *v + 1));
    let v = 3;
    let rv: Result<&i32, ()> = Ok(&v);
    println!("{:?} {:?}", rv.copied(), rv.cloned());
    let t: Result<Option<i32>, &str> = Ok(Some(2));
    let t2: Result<Option<i32>, &str> = Ok(None);
    println!("{:?} {:?}", t.transpose(), t2.transpose());
    println!("{:?} {}", g.clone(), g.clone() == g);
    println!("{} {}", g < b, Ok::<i32, i32>(1) < Ok(2));
    println!("{:?}", parse_digit('7').and_then(|d| parse_digit('x').map(|e| d + e)));
    let mut n = 0;
    for x in g.iter() {
        n += x;
    }
    println!("{} {:?} {:?}", n, g.into_iter().next(), b.into_iter().next());
    let all: Result<Total, &str> = Digits { s: ['1', '2', '3'], i: 0 }.collect();
    let bad: Result<Total, &str> = Digits { s: ['1', 'q', '3'], i: 0 }.collect();
    println!("{:?} {:?}", all.map(|t| t.0), bad.map(|t| t.0));
    let q: Result<i32, String> = (|| {
        let x: Result<i32, &str> = Ok(5);
        let y = x?;
        Ok(y + 1)
    })();
    println!("{:?}", q.is_ok());
}
