// run-pass
// check-run-results
// An arm `A | B if g`: when A matches and g fails, B is tried with g again,
// with B's bindings; nested or-patterns are tried left to right, the
// rightmost varying fastest (rustc's candidates).
fn search(target: (bool, bool, bool)) -> u32 {
    let x = ((false, true), (false, true), (false, true));
    let mut guard_count = 0;
    match x {
        ((a, _) | (_, a), (b @ _, _) | (_, b @ _), (c @ false, _) | (_, c @ true))
            if {
                guard_count += 1;
                (a, b, c) == target
            } =>
        {
            guard_count
        }
        _ => unreachable!(),
    }
}

fn first_even(v: (u32, u32)) -> Option<u32> {
    match v {
        (x, _) | (_, x) if x % 2 == 0 => Some(x),
        _ => None,
    }
}

fn main() {
    for t in [(false, false, false), (true, false, true), (true, true, true)] {
        println!("{:?}: {}", t, search(t));
    }
    println!("{:?} {:?} {:?}", first_even((3, 4)), first_even((2, 5)), first_even((1, 3)));
    let names = (String::from("a"), String::from("bb"));
    match names {
        (s, _) | (_, s) if s.len() == 2 => println!("two: {}", s),
        _ => println!("none"),
    }
}
