// With `exhaustive_patterns`, variants whose fields are uninhabited need
// no arm: `!`, empty enums, structs and tuples with an uninhabited field
// (visible to the match), non-empty arrays of them; references count as
// inhabited.
// run-pass
// check-run-results
#![feature(exhaustive_patterns, never_type)]
#![allow(unreachable_patterns, dead_code)]
enum Void {}
enum Flow<B, C> { Continue(C), Break(B) }
struct Wrap<T>(u8, T);
mod m {
    pub struct Hidden { pub a: u8, b: super::Void }
    pub fn inside(r: Result<u8, Hidden>) -> u8 { match r { Ok(x) => x } }
}

fn flow<B>(f: Flow<B, Void>) -> Option<B> { match f { Flow::Break(b) => Some(b) } }
fn never(r: Result<u32, !>) -> u32 { match r { Ok(x) => x } }
fn tuple(r: Result<u32, (u8, Void)>) -> u32 { match r { Ok(x) => x } }
fn strukt(r: Result<u32, Wrap<Void>>) -> u32 { let Ok(x) = r; x }
fn array(r: Option<[Void; 2]>) -> u32 { match r { None => 7 } }
fn nested(r: Option<Result<Void, !>>) -> u32 { match r { None => 8 } }
fn empty(v: Void) -> u32 { match v {} }
fn boxed_ref(r: Result<u32, &Void>) -> u32 { match r { Ok(x) => x, Err(_) => 0 } }
fn zero_array(r: Option<[Void; 0]>) -> u32 { match r { None => 1, Some(_) => 2 } }
fn main() {
    println!("{:?}", flow::<i32>(Flow::Break(3)));
    println!("{} {} {}", never(Ok(4)), tuple(Ok(5)), strukt(Ok(6)));
    println!("{} {}", array(None), nested(None));
    println!("{} {}", m::inside(Ok(9)), zero_array(Some([])));
    let _ = (empty as fn(Void) -> u32, boxed_ref as fn(Result<u32, &Void>) -> u32);
}
