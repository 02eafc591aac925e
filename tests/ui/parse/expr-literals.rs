// check-pass
// compile-flags: -Zparse-crate-root-only
// Every kind of literal token is an expression, with and without suffixes;
// `true`/`false` are literals too, and `-1` is a negation of a literal.

fn main() {
    let _ = 1;
    let _ = 1_000u32;
    let _ = 0xffi64;
    let _ = 0o777;
    let _ = 0b1010_1010u8;
    let _ = 1usize;
    let _ = 1.5;
    let _ = 1.5e10f64;
    let _ = 2.;
    let _ = 1e3;
    let _ = 1f32;
    let _ = 'a';
    let _ = '\n';
    let _ = '\u{1F600}';
    let _ = b'a';
    let _ = b'\x7f';
    let _ = "string";
    let _ = "escapes \" \\ \n \t \0";
    let _ = r"raw";
    let _ = r#"raw "with" quotes"#;
    let _ = b"bytes";
    let _ = br"raw bytes";
    let _ = br##"raw # bytes"##;
    let _ = true;
    let _ = false;
    let _ = -1;
    let _ = -1.5;
    let _ = 340282366920938463463374607431768211455u128;
}
