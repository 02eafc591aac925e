// run-pass
// check-run-results
// An integer literal's type is decided by the only impl that fits a
// method call on it (rustc selects as soon as the self type is not a plain
// type variable): `3.double()` with `impl Double for usize` is a usize,
// not the i32 of fallback.
trait Double {
    fn double(self) -> usize;
}
impl Double for usize {
    fn double(self) -> usize {
        self * 2
    }
}
trait Half {
    fn half(&self) -> f32;
}
impl Half for f32 {
    fn half(&self) -> f32 {
        *self / 2.0
    }
}
trait Name {
    fn name(self) -> &'static str;
}
impl Name for u8 {
    fn name(self) -> &'static str {
        "u8"
    }
}
impl Name for i64 {
    fn name(self) -> &'static str {
        "i64"
    }
}
fn main() {
    let x = 3;
    println!("{}", x.double());
    println!("{}", 5.double());
    println!("{}", (3.0.half() * 10.0) as i32);
    let y: u8 = 7;
    println!("{} {}", y.name(), 7i64.name());
    println!("{}", std::mem::size_of_val(&x));
}
