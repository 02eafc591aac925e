// run-pass
// check-run-results
// edition:2021
// str basics: chars (UTF-8 decoding, rev), char_indices, bytes, trim, parse, ASCII case, from_utf8 errors, boundary-checked get
fn main() {
    let s = "héllo wörld €😀";
    println!("{} {} {}", s.len(), s.is_empty(), "".is_empty());
    for c in s.chars() {
        print!("{}|", c);
    }
    println!();
    for c in s.chars().rev() {
        print!("{}", c);
    }
    println!();
    for (i, c) in s.char_indices() {
        print!("{}:{} ", i, c);
    }
    println!();
    let mut sum = 0u32;
    for b in s.bytes() {
        sum += b as u32;
    }
    println!("bytes sum {} last {:?}", sum, s.bytes().rev().next());
    println!("{:?} {}", s.chars().count(), s.as_bytes()[1]);
    let c = "aé€".chars();
    println!("{:?}", c);
    let mut it = "xyz".chars();
    it.next();
    println!("{} {:?}", it.as_str(), it.next_back());
    println!("[{}] [{}] [{}]", "\t  hi there \n".trim(), "  hi  ".trim_start(), "  hi  ".trim_end());
    println!("[{}] [{}]", "\u{3000}\u{a0}wide\u{2003}".trim(), "   ".trim());
    let n: i32 = "  -42 ".trim().parse().unwrap();
    println!("{}", n * 2);
    println!("{:?} {:?}", "true".parse::<bool>(), "yes".parse::<bool>());
    println!("{}", "yes".parse::<bool>().unwrap_err());
    println!("{} {}", "HeLLo".eq_ignore_ascii_case("hello"), "HeLLo".eq_ignore_ascii_case("help!"));
    let mut buf = *b"MiXeD 123 z";
    let m = std::str::from_utf8_mut(&mut buf).unwrap();
    m.make_ascii_uppercase();
    println!("{}", m);
    m.make_ascii_lowercase();
    println!("{}", m);
    println!("{} {}", "abc".is_ascii(), "é".is_ascii());
    println!("{:?}", std::str::from_utf8(&[0xE2, 0x82, 0xAC, 0x41]));
    for bad in [&[0x41u8, 0xC3][..], &[0xE2, 0x28, 0xA1], &[0xF0, 0x90, 0x80], &[0xED, 0xA0, 0x80], &[0xC0, 0x80], &[0xF0, 0x90, 0x80, 0x41], &[0xF5]] {
        match std::str::from_utf8(bad) {
            Ok(s) => println!("ok {}", s),
            Err(e) => println!("{:?} / {} / {} {:?}", e, e, e.valid_up_to(), e.error_len()),
        }
    }
    let (a, b) = s.split_at(6);
    println!("[{}] [{}] {} {}", a, b, s.is_char_boundary(2), s.is_char_boundary(3));
    println!("{:?} {:?}", s.get(0..2), s.get(1..2).is_some());
    println!("{} {}", "abc" < "abd", "b".cmp("abc") == std::cmp::Ordering::Greater);
}
