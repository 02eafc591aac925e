// run-pass
// check-run-results
// edition:2021
// A method call on a receiver whose type still holds a variable (`&?T`
// from `as_ref()`) selects the pending obligations first: the single
// where-clause `S: AsRef<[u8]>` decides ?T = [u8] (core's dec2flt
// ByteSlice). Same for a projection left by `get_unchecked_mut(idx)`
// (`&mut <usize as SliceIndex<[T]>>::Output`, alloc's btree).
use std::mem::MaybeUninit;
trait ByteSlice: AsRef<[u8]> {
    fn first_is(&self, c: u8) -> bool {
        self.as_ref().first() == Some(&c)
    }
}
impl ByteSlice for [u8] {}
fn total<S: AsRef<[u8]>>(s: &S) -> usize {
    s.as_ref().len()
}
struct Leaf<K> {
    keys: [MaybeUninit<K>; 3],
    idx: usize,
}
fn take<K>(leaf: &mut Leaf<K>) -> K {
    unsafe { leaf.keys.get_unchecked_mut(leaf.idx).assume_init_read() }
}
fn main() {
    let b: &[u8] = b"xyz";
    println!("{} {}", b.first_is(b'x'), b.first_is(b'y'));
    println!("{}", total(&vec![1u8, 2, 3]));
    let mut l = Leaf { keys: [MaybeUninit::new(7u32), MaybeUninit::new(8), MaybeUninit::new(9)], idx: 1 };
    println!("{}", take(&mut l));
}
