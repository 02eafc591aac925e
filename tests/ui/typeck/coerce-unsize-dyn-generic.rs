// Unsizing coercions as rustc: a trait object drops auto traits
// (&(dyn Any + Send) to &dyn Any), T: Unsize<U> from where-clauses allows
// &T to &U (coercion and cast, as ThinBox::new_unsize), and &{integer}
// becomes &dyn Debug with the bounds left for after fallback.
// run-pass
// check-run-results
#![feature(unsize)]
use std::any::Any;
use std::marker::Unsize;
use std::fmt::Debug;
fn is_any(a: &(dyn Any + Send)) -> bool { <dyn Any>::is::<u8>(a) }
fn drop_auto(a: &(dyn Debug + Send + Sync)) -> &dyn Debug { a }
fn cast<T, D: ?Sized>(t: &T) -> &D where T: Unsize<D> { t as &D }
fn coerce<T, D: ?Sized>(t: &T) -> &D where T: Unsize<D> { t }
fn main() {
    println!("{} {:?}", is_any(&5u8), drop_auto(&7));
    println!("{:?}", cast::<u8, dyn Debug>(&3));
    println!("{:?}", coerce::<[u8; 2], [u8]>(&[1, 2]));
}
