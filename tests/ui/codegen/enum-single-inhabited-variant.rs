// run-pass
// check-run-results
// compile-flags: -C opt-level=1
// An enum with one inhabited variant has no tag, and its discriminant is
// that variant's (Result<Infallible, E> is Err: 1), not the first
// variant's. Reading 0 sent `?`'s residual match to `unreachable`, which
// GCC's optimiser took at its word (io::Result `?` in std at -O).
#![feature(rustc_attrs)]
#[rustc_layout_scalar_valid_range_start(0)]
#[rustc_layout_scalar_valid_range_end(0xFF_FF_FF_FE)]
pub struct Fd { fd: i32 }
pub enum CF<B, C> { Continue(C), Break(B) }
pub enum R<T, E> { Ok(T), Err(E) }
pub enum Inf {}
#[inline(never)]
pub fn branch<T, E>(s: R<T, E>) -> CF<R<Inf, E>, T> {
    match s { R::Ok(v) => CF::Continue(v), R::Err(e) => CF::Break(R::Err(e)) }
}
#[inline(never)]
fn open(fail: bool) -> R<Fd, u64> {
    if fail { R::Err(99) } else { R::Ok(unsafe { Fd { fd: 3 } }) }
}
#[inline(never)]
fn inner(fail: bool) -> R<u8, u64> {
    let f = match branch(open(fail)) { CF::Continue(v) => v, CF::Break(R::Err(e)) => return R::Err(e), CF::Break(R::Ok(x)) => match x {} };
    drop(f);
    R::Ok(1)
}
fn main() {
    match inner(false) { R::Ok(x) => println!("ok {}", x), R::Err(e) => println!("err {}", e) }
    match inner(true) { R::Ok(x) => println!("ok {}", x), R::Err(e) => println!("err {}", e) }
}
