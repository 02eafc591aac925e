// run-pass
// check-run-results
// edition:2021
// char classification, digits, case, UTF-8 length and encoding
fn main() {
    let cs = ['a', 'Z', '5', ' ', '\n', '\t', '!', '~', '_', '\u{7f}', '\u{a0}', '\u{3000}', 'é', '€', '😀'];
    for c in cs {
        println!(
            "{} alpha={} num={} alnum={} ws={} ctrl={} lower={} upper={} ascii={} len={} len16={}",
            c as u32,
            c.is_alphabetic(),
            c.is_numeric(),
            c.is_alphanumeric(),
            c.is_whitespace(),
            c.is_control(),
            c.is_lowercase(),
            c.is_uppercase(),
            c.is_ascii(),
            c.len_utf8(),
            c.len_utf16()
        );
        println!(
            "  a_alpha={} a_up={} a_low={} a_alnum={} a_dig={} a_hex={} a_punct={} a_graph={} a_ws={} a_ctrl={}",
            c.is_ascii_alphabetic(),
            c.is_ascii_uppercase(),
            c.is_ascii_lowercase(),
            c.is_ascii_alphanumeric(),
            c.is_ascii_digit(),
            c.is_ascii_hexdigit(),
            c.is_ascii_punctuation(),
            c.is_ascii_graphic(),
            c.is_ascii_whitespace(),
            c.is_ascii_control()
        );
        println!("  up={} low={}", c.to_ascii_uppercase() as u32, c.to_ascii_lowercase() as u32);
        println!("  to_up={} to_low={}", c.to_uppercase().next().unwrap() as u32, c.to_lowercase().next().unwrap() as u32);
    }
    println!("{:?} {:?} {:?}", '7'.to_digit(10), 'f'.to_digit(16), 'F'.to_digit(16));
    println!("{:?} {:?} {:?}", 'g'.to_digit(16), 'z'.to_digit(36), '9'.to_digit(8));
    println!("{} {}", 'b'.is_digit(16), 'b'.is_digit(10));
    println!("{:?} {:?} {:?}", char::from_digit(7, 10), char::from_digit(11, 16), char::from_digit(10, 10));
    println!("{:?} {:?} {:?}", std::char::from_digit(35, 36), char::from_u32(0x41), char::from_u32(0xD800));
    println!("{:?} {:?}", char::from_u32(0x110000), char::from_u32(0x1F600));
    println!("{} {}", 'a'.eq_ignore_ascii_case(&'A'), 'a'.eq_ignore_ascii_case(&'b'));
    let mut m = 'q';
    m.make_ascii_uppercase();
    println!("{}", m);
    let mut buf = [0u8; 4];
    for c in ['x', 'é', '€', '😀'] {
        let s = c.encode_utf8(&mut buf);
        let n = s.len();
        println!("{} {:?}", n, &buf[..n]);
    }
    println!("{:?} {:?} {:?}", "x".parse::<char>(), "".parse::<char>(), "xy".parse::<char>());
    println!("{:?}", "€".parse::<char>());
    match "ab".parse::<char>() {
        Ok(c) => println!("ok {}", c),
        Err(e) => println!("err {}", e),
    }
    match "".parse::<char>() {
        Ok(c) => println!("ok {}", c),
        Err(e) => println!("err {}", e),
    }
    println!("{} {}", 'A'.to_lowercase(), 'b'.to_uppercase());
    println!("{}", ('a' as u8 + 2) as char);
    for c in ['ä', 'Ö', 'ж', 'Д', 'Ω', 'σ', 'ς', 'ÿ', 'Ā', 'ł']
    {
        println!("{} {} {} {} {}", c, c.is_lowercase(), c.is_uppercase(), c.to_uppercase(), c.to_lowercase());
    }
}
