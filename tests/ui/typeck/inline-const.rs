// run-pass
// check-run-results
// Inline const blocks (coretests' intrinsics.rs and ptr.rs): lowered as
// the block they hold (their value is what rustc computes at compile time).
#![feature(inline_const)]
fn f<T>() -> usize { const { 3 } + std::mem::size_of::<T>() }
fn main() {
    const {
        assert!(1 + 1 == 2);
    };
    let v = const { [1u8, 2, 3] };
    let r: &'static i32 = const { &7 };
    println!("{:?} {} {}", v, r, f::<u64>());
}
