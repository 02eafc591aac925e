// run-pass
// check-run-results
// edition:2021
// integer methods: checked/wrapping/saturating/overflowing, pow, bits, euclid, parsing
use std::num::IntErrorKind;

fn main() {
    let big = i32::MAX;
    println!("{:?} {:?} {:?}", big.checked_add(1), 5i32.checked_add(6), i32::MIN.checked_sub(1));
    println!("{:?} {:?}", 1000i32.checked_mul(1000), 100000i32.checked_mul(100000));
    println!("{:?} {:?} {:?}", 7u8.checked_div(0), 7u8.checked_div(2), i8::MIN.checked_div(-1));
    println!("{:?} {:?}", 7i64.checked_rem(3), 7i64.checked_rem(0));
    println!("{:?} {:?} {:?}", 5u32.checked_neg(), 0u32.checked_neg(), 5i32.checked_neg());
    println!("{:?} {:?}", 2u64.checked_pow(63), 2u64.checked_pow(64));
    println!("{:?} {:?}", 1u16.checked_shl(15), 1u16.checked_shl(16));
    println!("{} {} {}", 250u8.wrapping_add(10), 3u8.wrapping_sub(5), 200u8.wrapping_mul(3));
    println!("{} {} {}", i32::MIN.wrapping_neg(), i16::MIN.wrapping_abs(), 3i8.wrapping_pow(5));
    println!("{} {}", (-128i8).wrapping_div(-1), (-128i8).wrapping_rem(-1));
    println!("{} {}", 1u32.wrapping_shl(33), 0x80u8.wrapping_shr(9));
    println!("{} {} {}", 250u8.saturating_add(10), 3u8.saturating_sub(5), 100i8.saturating_add(100));
    println!("{} {} {}", (-100i8).saturating_sub(100), (-100i8).saturating_mul(2), 100u8.saturating_mul(3));
    println!("{} {}", 3i32.saturating_pow(40), (-3i32).saturating_pow(41));
    println!("{:?} {:?}", 250u8.overflowing_add(10), 5u8.overflowing_add(10));
    println!("{:?} {:?}", 0u8.overflowing_sub(1), i32::MAX.overflowing_mul(2));
    println!("{:?} {:?}", i64::MIN.overflowing_neg(), 10i64.overflowing_pow(19));
    println!("{} {} {}", 2i32.pow(10), (-3i64).pow(3), 7u8.pow(0));
    println!("{} {} {}", (-17i32).abs(), i8::MIN.unsigned_abs(), (-5i32).signum());
    println!("{} {}", 3u32.abs_diff(10), (-5i32).abs_diff(7));
    println!("{} {} {}", 0b1011_0000u8.count_ones(), 1u32.leading_zeros(), 8u64.trailing_zeros());
    println!("{} {} {}", 0u16.leading_zeros(), (-1i32).count_zeros(), 0u8.trailing_zeros());
    println!("{} {}", 0xF0u8.leading_ones(), 0b0111u32.trailing_ones());
    println!("{} {}", 0x12u8.rotate_left(4), 0x1234_5678u32.rotate_right(8));
    println!("{} {}", 0x1234u16.swap_bytes(), 1u8.reverse_bits());
    println!("{:?} {:?}", 0x01020304u32.to_be_bytes(), 0x0102i16.to_le_bytes());
    println!("{}", u32::from_be_bytes([1, 2, 3, 4]));
    println!("{} {} {} {}", (-7i32).rem_euclid(3), 7i32.rem_euclid(-3), (-7i32).div_euclid(3), 7i32.div_euclid(-3));
    println!("{} {}", 7u32.rem_euclid(3), 7u32.div_euclid(3));
    println!("{} {} {}", 64u32.is_power_of_two(), 65u32.is_power_of_two(), 0u32.is_power_of_two());
    println!("{} {} {}", 65u32.next_power_of_two(), 0u8.next_power_of_two(), 64usize.next_power_of_two());
    println!("{:?} {:?}", 200u8.checked_next_power_of_two(), 100u8.checked_next_power_of_two());
    println!("{} {}", 9i32.max(-2), 9i32.min(-2));
    println!("{} {} {}", i8::MIN, u64::MAX, i128::MAX);
    println!("{} {}", u32::BITS, i16::BITS);
    println!("{:?} {:?} {:?}", i32::from_str_radix("-ff", 16), u8::from_str_radix("777", 8), i64::from_str_radix("zz", 36));
    println!("{:?} {:?}", "123".parse::<u32>(), "-42".parse::<i8>());
    println!("{:?} {:?}", "+7".parse::<u16>(), "-128".parse::<i8>());
    match "300".parse::<u8>() {
        Ok(v) => println!("ok {}", v),
        Err(e) => println!("err {} / {:?} {}", e, e, *e.kind() == IntErrorKind::PosOverflow),
    }
    match "-129".parse::<i8>() {
        Ok(v) => println!("ok {}", v),
        Err(e) => println!("err {} / {:?}", e, e),
    }
    for s in ["", "-", "+", "12a", "-5", " 1"] {
        match s.parse::<u32>() {
            Ok(v) => println!("{:?} ok {}", s, v),
            Err(e) => println!("{:?} err {}", s, e),
        }
    }
    let e1 = "x".parse::<i32>().unwrap_err();
    let e2 = "y".parse::<i32>().unwrap_err();
    println!("{}", e1 == e2);
    println!("{:?} {:?} {}", std::num::NonZeroU32::new(0), std::num::NonZeroU32::new(5).map(|n| n.get()), std::num::NonZeroI8::new(-3).unwrap());
    let w = std::num::Wrapping(250u8) + std::num::Wrapping(10u8);
    println!("{} {}", w, w == std::num::Wrapping(4));
    println!("{} {} {}", f64::NAN.is_nan(), (1.0f64 / 0.0).is_infinite(), 1.0f32.is_finite());
    println!("{} {}", f64::NAN.max(1.0) == 1.0, 2.0f64.min(f64::NAN) == 2.0);
    println!("{:?} {:?} {:?}", 0.0f64.classify(), f64::INFINITY.classify(), 1e-310f64.classify());
    println!("{:?} {:?}", 1.0f32.classify(), f32::NAN.classify());
}
