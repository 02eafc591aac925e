// check-pass
// compile-flags: -Zparse-crate-root-only
// Statements: `let` in all its forms (including let-else), items in
// blocks, empty statements, expression statements with and without `;`,
// macro statements, the trailing expression of a block.

fn main() {
    let x;
    let x: u8;
    let x = 1;
    let x: u8 = 1;
    let (a, b) = (1, 2);
    let Some(v) = o else { return };
    let Ok(v): Result<u8, ()> = r else { panic!() };
    let [a, b] = arr else { unreachable!() };
    ;;
    fn item() {}
    struct S;
    impl S {}
    use std::mem;
    const C: u8 = 1;
    static V: u8 = 1;
    mod m {}
    macro_rules! m { () => {} }
    union U { a: u8 }
    x;
    x + 1;
    f();
    if x {}
    if x {};
    { }
    { };
    unsafe { f() }
    loop {}
    m!();
    m! {}
    x
}
