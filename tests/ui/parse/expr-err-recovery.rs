// compile-flags: -Zparse-crate-root-only
// Errors in different functions and blocks are all reported; after an
// error the rest of its block is skipped, so there are no cascades.

fn a() {
    let x = ;
    //~^ ERROR expected expression, found `;`
    let y = * ;
}

fn b() {
    match z {
        1 => 2
        //~^ ERROR expected `,` following `match` arm
        3 => 4,
    }
}

fn c() {
    if x { 1 } else { 2 } / 2;
    //~^ ERROR expected expression, found `/`
}

fn d() {
    let a = (1 ++ 2);
    //~^ ERROR Rust has no postfix increment operator
}

fn main() {}
