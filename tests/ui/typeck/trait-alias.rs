// Trait aliases: `X: Alias` holds when the alias's bounds do (trait and
// projection bounds), a bound `T: Alias` gives its bounds to the body,
// and the built-in `Pointee` metadata of a thin type is `()`.
// run-pass
// check-run-results
#![feature(trait_alias, ptr_metadata)]
use std::ptr::{Pointee, Thin};

trait Named { fn name(&self) -> &'static str; }
trait Sized2 = Sized;
trait NamedCopy = Named + Copy;
trait Iter8 = Iterator<Item = u8>;
trait Gen<T> = Iterator<Item = T> where T: Copy;

#[derive(Clone, Copy)]
struct A;
impl Named for A { fn name(&self) -> &'static str { "A" } }

fn twice<T: NamedCopy>(t: T) -> (&'static str, &'static str) { let u = t; (t.name(), u.name()) }
fn sum<I: Iter8>(i: I) -> u32 { i.map(|b| b as u32).sum() }
fn first<T, I: Gen<T>>(mut i: I) -> Option<T> { i.next() }
fn meta<T: ?Sized + Thin>(_p: *const T) -> <T as Pointee>::Metadata {}
fn unit<T: ?Sized + Thin>() -> () { let m: <T as Pointee>::Metadata = (); m }
fn thin<T: Thin>() -> bool { true }
fn sized<T: Sized2>(t: T) -> T { t }

fn main() {
    println!("{:?}", twice(A));
    println!("{}", sum(vec![1u8, 2, 3].into_iter()));
    println!("{:?}", first::<u16, _>(vec![7u16, 8].into_iter()));
    println!("{:?} {:?}", meta(&5u8 as *const u8), unit::<u32>());
    println!("{} {}", thin::<u8>(), sized(4));
}
