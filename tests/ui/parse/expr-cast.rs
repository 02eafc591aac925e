// check-pass
// compile-flags: -Zparse-crate-root-only
// `as` casts bind tighter than binary operators; a cast followed by `<`
// needs parentheses; type ascription `x: T` still parses.

fn main() {
    let _ = x as u8;
    let _ = x as u8 as u32;
    let _ = x as u8 + 1;
    let _ = (x as usize) < y;
    let _ = x as usize > y;
    let _ = x as *const u8 as usize;
    let _ = &x as &dyn Trait;
    let _ = x as Vec<u8>;
    let _ = -x as i32;
    let _ = (x as u8).count_ones();
    let _ = x: u8;
}
