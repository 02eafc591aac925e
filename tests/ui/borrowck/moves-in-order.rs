// Move and initialisation errors that depend on the order rustc evaluates
// and branches in: a place operand is moved when it is evaluated (before
// the fields or arguments after it), a closure passed where `FnOnce` is
// expected is `FnOnce` (calling it moves it), a `ref mut` binding cannot
// move in a guard, a `&&` chain in `if` is a value computed first, a use
// in a loop of a variable never initialised is E0381, the next match arm
// can be reached without the guard before it, and the statements of
// `assert_eq!` are at its call.
struct H {
    helpers: [Vec<i64>; 2],
    empty: bool,
}

fn field_moved_first() -> H {
    let helpers = [vec![], vec![]];
    H { helpers, empty: helpers[0].is_empty() } //~ ERROR E0382
}

fn to_fn_once<F: FnOnce()>(f: F) -> F {
    f
}

fn fn_once_called_twice() {
    let s = String::from("x");
    let c = to_fn_once(move || println!("{}", s));
    c();
    c(); //~ ERROR E0382
}

fn ref_mut_moved_in_guard() {
    match Some(&4) {
        None => {}
        ref mut foo if { let bar = foo; bar.take(); false } => {} //~ ERROR E0507
        Some(s) => println!("{}", s),
    }
}

fn box_read_is_a_borrow() {
    let x: Box<usize> = Box::new(9);
    let sq = || *x * *x;
    drop(x); //~ ERROR E0505
    println!("{}", sq());
}

fn and_chain() {
    let z;
    if true && { z = 3; true } && z == 3 {} //~ ERROR E0381
}

fn uninit_in_loop() {
    let value: String;
    loop {
        let _used = value; //~ ERROR E0381
    }
}

fn guard_may_be_skipped(y: i32) -> i32 {
    let x;
    match y {
        _ if { x = 2; true } => 1,
        _ if x > 0 => 2, //~ ERROR E0381
        _ => 3,
    }
}

fn in_assert_eq() {
    let v: i32;
    assert_eq!(v, 5); //~ ERROR E0381
}

fn main() {
    field_moved_first();
    fn_once_called_twice();
    ref_mut_moved_in_guard();
    box_read_is_a_borrow();
    and_chain();
    uninit_in_loop();
    guard_may_be_skipped(1);
    in_assert_eq();
}
