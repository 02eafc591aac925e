// compile-flags: -Zparse-crate-root-only
// Labels must be followed by `:` and a loop or a block.

fn f() {
    'a loop {}
    //~^ ERROR labeled expression must be followed by `:`
    'b: 5;
    //~^ ERROR expected `while`, `for`, `loop` or `{` after a label
    c: loop {}
    //~^ ERROR malformed loop label
    unsafe 'd: {}
    //~^ ERROR block label not supported here
}

fn main() {}
