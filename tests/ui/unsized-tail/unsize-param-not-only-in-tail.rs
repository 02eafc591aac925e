// Struct unsizing needs the changing param in the last field only: here
// `T` is also in `head`, so `&Both<[u8; 2]>` is no `&Both<[u8]>`.
use std::marker::PhantomData;
struct Both<T: ?Sized> { head: PhantomData<T>, x: T }
struct NotLast<T: ?Sized> { x: Box<T>, n: u8 }
fn main() {
    let b = Both { head: PhantomData, x: [1u8, 2] };
    let _r: &Both<[u8]> = &b; //~ ERROR mismatched types
    let n = NotLast { x: Box::new([1u8]), n: 0 };
    let _m: &NotLast<[u8]> = &n; //~ ERROR mismatched types
}
