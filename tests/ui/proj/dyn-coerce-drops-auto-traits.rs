// run-pass
// check-run-results
// edition:2021
// `&dyn Tr + Send` coerces to `&dyn Tr` (and `&mut`, `Box`): the same
// principal, fewer auto traits (core's `<dyn Any + Send>::is` calls
// `<dyn Any>::is::<T>(self)`).
use std::fmt::Debug;
trait Named {
    fn name(&self) -> String;
}
impl Named for i32 {
    fn name(&self) -> String { format!("i32 {}", self) }
}
impl dyn Named {
    fn shout(&self) -> String { self.name().to_uppercase() }
}
impl dyn Named + Send {
    fn shout(&self) -> String { <dyn Named>::shout(self) + "!" }
}
impl dyn Named + Send + Sync {
    fn shout(&self) -> String { <dyn Named + Send>::shout(self) + "?" }
}
fn plain(x: &mut dyn Debug) -> String { format!("{:?}", x) }
fn main() {
    let a: &(dyn Named + Send) = &5i32;
    let b: &(dyn Named + Send + Sync) = &6i32;
    let mut v = vec![1u8];
    let m: &mut (dyn Debug + Send) = &mut v;
    let bx: Box<dyn Named + Send> = Box::new(7i32);
    let plain_box: Box<dyn Named> = bx;
    println!("{} {} {} {}", a.shout(), b.shout(), plain(m), plain_box.name());
}
