// run-pass
// check-run-results
// `const $b` with $b a `block` fragment is an inline const (an
// interpolated block counts as its `{`).
#![feature(inline_const)]

macro_rules! do_const_block {
    ($val:block) => {
        const $val
    };
}

fn main() {
    let s = do_const_block!({ 22 });
    let t: [u8; 2] = do_const_block!({ [1, 2] });
    println!("{} {:?}", s, t);
}
