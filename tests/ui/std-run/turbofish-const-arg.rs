// run-pass
// check-run-results
// Explicit const arguments in a turbofish (`arr::<N>()` naming a const
// param, a literal, a braced expression of consts) decide the callee's
// const parameter, so a struct built from the result infers its own
// (core's `try_collect_into_array`: `uninit_array::<N>()` into a Guard).
struct W<T>(T);
impl<T> W<T> {
    fn arr<const N: usize>() -> [Option<T>; N] where T: Copy { [None; N] }
}
struct Guard<'a, T, const N: usize> {
    array_mut: &'a mut [Option<T>; N],
    initialized: usize,
}
const K: usize = 2;
fn f<T: Copy, const N: usize>() -> usize {
    let mut array = W::<T>::arr::<N>();
    let guard = Guard { array_mut: &mut array, initialized: 1 };
    guard.array_mut.len() * 10 + guard.initialized
}
fn main() {
    println!("{}", f::<u8, 3>());
    let a = W::<u16>::arr::<4>();
    let b = W::<u16>::arr::<{ K + 1 }>();
    let c = W::<u16>::arr::<K>();
    println!("{} {} {}", a.len(), b.len(), c.len());
}
