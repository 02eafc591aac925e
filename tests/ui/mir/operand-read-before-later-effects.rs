// run-pass
// check-run-results
// A place operand is read before what is evaluated after it can change
// it (rustc's as_operand makes a temporary): the left operand of a
// binary operator before the right one runs, an assignment's value
// before its left-hand side is evaluated and the old value dropped
// (`x = x` moves x out first).
struct Noisy(u32);
impl Drop for Noisy {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}
fn main() {
    let x = &mut 1;
    println!("{}", *x + { *x = 2; 1 });
    let mut y = 10;
    println!("{}", y * { y = 3; 2 });
    let mut a = &1;
    let r = &mut &2;
    let z = &3;
    *{ a = z; &mut *r } = a;
    println!("{} {}", a, r);
    let mut n = Box::new(Noisy(5));
    n = n;
    println!("{}", n.0);
    let mut s = String::from("ab");
    s = s + { "c" };
    println!("{}", s);
}
