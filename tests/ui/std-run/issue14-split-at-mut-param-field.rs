// run-pass
// check-run-results
// edition:2021
// Issue 14, case 25: `ps.split_at_mut(i + 1)` on `ps: &mut [P; N]` (a
// parameter): the halves are `&mut [P]`, so `b.v[1]` on the items of
// `right.iter_mut()` sees the field (was E0609 on `&mut _`).
#[derive(Clone, Copy)]
struct P {
    v: [f64; 2],
    m: f64,
}
fn step(ps: &mut [P; 3]) {
    for i in 0..ps.len() {
        let (left, right) = ps.split_at_mut(i + 1);
        let a = &mut left[i];
        for b in right.iter_mut() {
            let d = b.v[1] - a.v[1];
            a.v[0] += d * b.m;
            b.v[0] -= d * a.m;
        }
    }
}
fn step2(ps: &mut [P]) {
    let (l, r) = ps.split_at_mut(1);
    for b in r.iter_mut() {
        b.m += l[0].m;
    }
}
fn main() {
    let mut ps = [P { v: [1.0, 2.0], m: 3.0 }, P { v: [3.0, 4.0], m: 5.0 }, P { v: [6.0, 7.0], m: 8.0 }];
    step(&mut ps);
    step2(&mut ps);
    for p in &ps {
        println!("{} {} {}", p.v[0] as i64, p.v[1] as i64, p.m as i64);
    }
    let mut loc = [P { v: [1.0, 2.0], m: 3.0 }; 2];
    let (_, r) = loc.split_at_mut(1);
    for b in r.iter_mut() {
        b.v[1] = 9.5;
    }
    println!("{}", (loc[1].v[1] * 2.0) as i64);
}
