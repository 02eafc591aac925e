// Use of a moved value (E0382), found on MIR before code generation: a
// program that would drop a value twice never compiles.
fn take(_s: String) {}

fn whole() {
    let s = String::new();
    take(s);
    take(s); //~ ERROR use of moved value: `s`
}

fn in_loop() {
    let l = String::new();
    loop {
        take(l); //~ ERROR use of moved value: `l`
    }
}

fn generic<T>(t: T) -> (T, T) {
    (t, t) //~ ERROR use of moved value: `t`
}

fn main() {
    whole();
    in_loop();
    let _ = generic(1u8);
}
