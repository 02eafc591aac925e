// run-pass
// check-run-results
// Vec through the global allocator (std's System: malloc/realloc/free
// via __rdl_alloc & co.): push, grow, index, len.
fn main() {
    let mut v: Vec<i32> = Vec::new();
    for i in 0..5 {
        v.push(i * 10);
    }
    println!("{} {} {}", v.len(), v[0], v[4]);
}
