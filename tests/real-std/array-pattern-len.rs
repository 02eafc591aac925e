// run-pass
// check-run-results
// edition:2021
// An array pattern without `..` gives an array of unknown length (a const
// inference variable) its length (rustc's check_array_pat_len):
// `for &[a, b, c] in v.array_chunks()` is array_chunks::<3>.
#![feature(array_chunks, array_windows)]
fn main() {
    let v = [1, 2, 3, 4, 5, 6, 7];
    for &[a, b, c] in v.array_chunks() {
        println!("{} {} {}", a, b, c);
    }
    let total = v.array_windows().map(|&[a, b]| a * b).sum::<i32>();
    println!("{}", total);
    let mut w = [1, 2, 3, 4];
    w.array_chunks_mut().for_each(|[a, b]| std::mem::swap(a, b));
    println!("{:?}", w);
}
