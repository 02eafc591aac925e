// check-pass
// variant_size_differences (allow by default): the largest variant more
// than three times the next largest, tag excluded; generic enums and
// niche-encoded ones are not checked.
#![warn(variant_size_differences)]
#![allow(dead_code)]

enum Small { A(u8), B }
enum Big {
    L(i64, i64, i64, i64), //~ WARNING enum variant is more than three times larger (32 bytes) than the next largest
    M(i64),
    N,
}
enum Generic<T> { O(T), P([i64; 8]), Q(i64) }
enum Niche { R(&'static [u64; 8]), S }
#[allow(variant_size_differences)]
enum Allowed { T([u64; 16]), U(u8) }

fn main() {}
