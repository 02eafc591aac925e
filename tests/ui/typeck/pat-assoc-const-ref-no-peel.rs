// run-pass
// check-run-results
// A type-relative path pattern to an associated const (`i32::C`) is
// resolved before default binding modes decide to peel references: a
// const of a reference type matches the reference itself (rustc's
// AdjustMode::Pass for consts), like a free const does.
const CONST_REF: &[u8; 3] = b"foo";

trait Foo {
    const CONST_REF_DEFAULT: &'static [u8; 3] = b"bar";
    const CONST_REF: &'static [u8; 3];
}

impl Foo for i32 {
    const CONST_REF: &'static [u8; 3] = b"jjj";
}

impl Foo for i64 {
    const CONST_REF_DEFAULT: &'static [u8; 3] = b"ggg";
    const CONST_REF: &'static [u8; 3] = b"fff";
}

fn main() {
    let f = b"foo";
    println!("{}", matches!(f, CONST_REF));
    let t = (b"bar", b"jjj", b"ggg", b"fff");
    let r = match t {
        (i32::CONST_REF_DEFAULT, i32::CONST_REF, i64::CONST_REF_DEFAULT, i64::CONST_REF) => true,
        _ => false,
    };
    println!("{}", r);
    println!("{}", matches!(&b"fff", &i64::CONST_REF));
}
