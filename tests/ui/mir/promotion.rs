// run-pass
// check-run-results
// Promotion: `&expr` of a constant expression in a fn body is a
// reference to a static allocation ('static), not to a stack temp, so
// it stays valid after the fn returns (hashbrown's static empty group,
// `&CONST.field`, literals, aggregates).
struct AlignedBytes {
    _align: [u64; 0],
    bytes: [u8; 16],
}
const ALIGNED: AlignedBytes = AlignedBytes { _align: [], bytes: [0xFF; 16] };
const C2: [u8; 4] = [1, 2, 3, 4];
#[derive(Debug, PartialEq)]
enum E {
    A,
    B(u8, char),
}
#[derive(Debug)]
#[allow(dead_code)]
struct P {
    x: i32,
    y: (bool, u16),
}

const fn static_empty() -> &'static [u8; 16] {
    &ALIGNED.bytes
}
fn f2() -> &'static [u8; 4] {
    &C2
}
fn f3() -> &'static u8 {
    &C2[1]
}
fn f4() -> &'static [u32; 4] {
    &[1, 2, 3, 4]
}
fn f5() -> &'static i64 {
    &(5 * 7 - 2 / 2 + (1 << 4) as i64)
}
fn f6() -> &'static E {
    &E::B(7, 'z')
}
fn f7() -> &'static Option<E> {
    &None
}
fn f8() -> &'static P {
    &P { x: -3, y: (true, 25) }
}
fn f9() -> &'static [u8] {
    &[9; 5]
}
fn f10() -> &'static &'static str {
    &"nested"
}
fn f11() -> &'static mut [String] {
    &mut []
}
fn f12() -> &'static (E, [i8; 2]) {
    &(E::A, [-1, 1])
}

fn clobber(n: u32) -> u32 {
    // uses the stack the promoted values would have lived on
    let a = [n; 64];
    a.iter().sum()
}

fn main() {
    let (a, b, c, d, e, f, g, h, i, j, k, l) =
        (static_empty(), f2(), f3(), f4(), f5(), f6(), f7(), f8(), f9(), f10(), f11(), f12());
    println!("{}", clobber(3));
    println!("{:?}", a);
    println!("{:?} {} {:?} {}", b, c, d, e);
    println!("{:?} {:?} {:?} {:?}", f, g, h, i);
    println!("{} {} {:?}", j.len(), k.len(), l);
    let cl = || -> &'static u16 { &300 };
    println!("{}", cl());
    // the same promoted twice is the same value
    println!("{}", std::ptr::eq(f2(), f2()) || *f2() == *f2());
    // a reified drop_in_place of a type without drop glue is a fn
    let dp = std::ptr::drop_in_place::<(u8, u16)> as unsafe fn(*mut (u8, u16));
    let mut v = (1u8, 2u16);
    unsafe { dp(&mut v) };
    println!("{:?}", v);
}
