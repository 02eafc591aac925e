// run-pass
// check-run-results
// An unsizing coercion through a CoerceUnsized wrapper in a constant
// (alloc's `const fn` Box::<[T]>::default-like code: Unique<[T; 0]> ->
// Unique<[T]>, as alloctests' const_fns reach it): the wrapper's pointer
// gets the length.
use std::ptr::NonNull;

const EMPTY: NonNull<[u32]> = {
    let p: NonNull<[u32; 0]> = NonNull::dangling();
    p
};
const THREE: NonNull<[u8]> = NonNull::<[u8; 3]>::dangling();

fn main() {
    println!("{} {}", EMPTY.len(), THREE.len());
    let v: Vec<u8> = Vec::new();
    println!("{:?}", v);
}
