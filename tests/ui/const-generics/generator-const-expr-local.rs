// run-pass
// check-run-results
// edition:2018
// An async fn holds a local across an await whose type has a const
// expression (`[f32; A + B]`) of a call: the generator's layout needs its
// value, found once inference knows A and B.
#![allow(incomplete_features)]
#![feature(generic_const_exprs)]

fn concat<const A: usize, const B: usize>(a: [f32; A], b: [f32; B]) -> [f32; A + B] {
    let mut r = [0.0; A + B];
    r[..A].copy_from_slice(&a);
    r[A..].copy_from_slice(&b);
    r
}

async fn reverse<const A: usize>(mut x: [f32; A]) -> [f32; A] {
    x.reverse();
    x
}

async fn test() -> f32 {
    let ab = concat([0.5], [1.0, 2.0]);
    let ba = reverse(ab).await;
    ab[0] + ba[0] * 10.0 + std::mem::size_of_val(&ab) as f32 * 100.0
}

fn main() {
    use std::future::Future;
    use std::pin::Pin;
    use std::task::{Context, Poll, RawWaker, RawWakerVTable, Waker};
    fn noop(_: *const ()) {}
    fn clone(p: *const ()) -> RawWaker { RawWaker::new(p, &VTABLE) }
    static VTABLE: RawWakerVTable = RawWakerVTable::new(clone, noop, noop, noop);
    let waker = unsafe { Waker::from_raw(RawWaker::new(std::ptr::null(), &VTABLE)) };
    let mut cx = Context::from_waker(&waker);
    let mut fut = Box::pin(test());
    match Pin::new(&mut fut).poll(&mut cx) {
        Poll::Ready(v) => println!("{}", v),
        Poll::Pending => println!("pending"),
    }
}
