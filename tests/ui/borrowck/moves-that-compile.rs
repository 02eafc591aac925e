// run-pass
// check-run-results
// Moves that rustc accepts: reinitialised after a move, moved on one branch
// and reassigned, a field moved and given back, disjoint parts of a tuple and
// an array moved, moved in a loop that breaks, a borrow that ended before the
// move, a copy of a field out of a borrowed struct, a match guard.
struct P {
    a: String,
    b: String,
}

fn take(s: String) -> usize {
    s.len()
}

fn main() {
    let mut s = String::from("one");
    let mut n = take(s);
    s = String::from("three");
    n += take(s);

    let mut t = String::from("xy");
    if n > 100 {
        take(t);
        t = String::new();
    }
    n += t.len();

    let mut p = P { a: String::from("a"), b: String::from("bb") };
    n += take(p.a);
    p.a = String::from("aaa");
    n += p.a.len() + p.b.len();

    let pair = (String::from("p"), String::from("qq"));
    let (l, r) = (pair.0, pair.1);
    n += l.len() + r.len();

    let arr = [String::from("x"), String::from("yy"), String::from("zzz")];
    let [first, _, _] = arr;
    let [.., last] = arr;
    n += first.len() + last.len();

    let v = String::from("loop");
    loop {
        n += take(v);
        break;
    }

    let w = String::from("borrowed");
    let len = {
        let r = &w;
        r.len()
    };
    n += len + take(w);

    let q = P { a: String::from("q"), b: String::new() };
    let rq = &q;
    let alen = rq.a.len();
    n += alen;

    let o = Some(String::from("guarded"));
    match o {
        Some(x) if x.len() > 3 => n += take(x),
        Some(_) => {}
        None => {}
    }

    let mut later: String;
    later = String::from("late");
    n += take(later);
    later = String::from("again");
    n += later.len();

    println!("{}", n);
}
