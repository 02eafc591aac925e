// run-pass
// check-run-results
// Coercing a trait object to one with fewer auto traits (`&(dyn Tr + Send)`
// to `&dyn Tr`, Box too), as core's `impl dyn Any + Send { fn is() }` does.
use std::any::Any;
trait Tr { fn name(&self) -> String; }
impl Tr for u8 { fn name(&self) -> String { format!("u8 {}", self) } }
impl dyn Tr { fn show(&self) -> String { self.name() } }
impl dyn Tr + Send { fn show2(&self) -> String { <dyn Tr>::show(self) } }
fn f(x: &(dyn Tr + Send)) -> String { let y: &dyn Tr = x; y.name() }
fn g(x: Box<dyn Tr + Send + Sync>) -> Box<dyn Tr + Sync> { x }
fn is_u8(x: &(dyn Any + Send)) -> bool { <dyn Any>::is::<u8>(x) }
fn main() {
    let b: Box<dyn Tr + Send> = Box::new(1u8);
    println!("{} / {}", f(&*b), b.show2());
    println!("{}", g(Box::new(2u8)).name());
    println!("{} {}", is_u8(&3u8), is_u8(&3u16));
}
