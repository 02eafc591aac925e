// A move out of a place whose borrow is used later (E0505).
fn take(_s: String) {}

fn main() {
    let x = String::from("a");
    let r = &x;
    take(x); //~ ERROR E0505
    println!("{}", r);
    let y = String::from("b");
    let c = || y.len();
    take(y); //~ ERROR E0505
    c();
}
