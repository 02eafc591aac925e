// run-pass
// check-run-results
// Trait aliases (`trait Thin = Pointee<Metadata = ()>;` in core::ptr): an
// obligation `T: Alias` holds when the alias's bounds hold; a where-clause
// `T: Alias` gives them to generic code.
#![feature(trait_alias)]
use std::fmt::Debug;

trait Tr { type Out; fn out(&self) -> Self::Out; }
impl Tr for u8 { type Out = (); fn out(&self) {} }
impl Tr for u16 { type Out = u16; fn out(&self) -> u16 { *self * 2 } }

trait Unit = Tr<Out = ()>;
trait Shown = Debug + Clone;

fn needs_unit<T: Unit>(t: &T) -> () { t.out() }
fn show<T: Shown>(t: &T) -> String { format!("{:?}", t.clone()) }
fn show_twice<T>(t: T) -> String where T: Shown { format!("{} {}", show(&t), show(&t)) }

fn main() {
    needs_unit(&1u8);
    println!("{}", show(&vec![1, 2]));
    println!("{}", show_twice("x"));
    println!("{}", 3u16.out());
}
