// `break` / `continue` with no loop to leave: E0268 outside of any loop,
// E0267 inside a closure (a closure's body does not see the loops around
// it).
#![crate_type = "lib"]

pub fn f() {
    break; //~ ERROR `break` outside of a loop
}

pub fn g() {
    loop {
        let c = || {
            continue; //~ ERROR `continue` inside of a closure
        };
        c();
        break;
    }
}

pub fn h(x: bool) -> i32 {
    if x {
        continue; //~ ERROR `continue` outside of a loop
    }
    let v = loop {
        break 3;
    };
    v
}
