// `dyn Alias` is the object type of the alias's bounds: its principal
// trait, auto traits and projection bounds.
// run-pass
// check-run-results
#![feature(trait_alias)]
use std::fmt::Debug;
trait DebugSend = Debug + Send;
trait Bytes = Iterator<Item = u8>;
trait Both = DebugSend + Sync;
fn show(x: &dyn DebugSend) -> String { format!("{:?}", x) }
fn next(i: &mut dyn Bytes) -> Option<u8> { i.next() }
fn drop_alias(x: &dyn Both) -> &(dyn Debug + Send) { x }
fn main() {
    let b: Box<dyn DebugSend> = Box::new(vec![1, 2]);
    println!("{} {:?}", show(&5u8), b);
    let mut it = vec![3u8, 4].into_iter();
    println!("{:?} {:?}", next(&mut it), next(&mut it));
    println!("{:?}", drop_alias(&"x"));
}
