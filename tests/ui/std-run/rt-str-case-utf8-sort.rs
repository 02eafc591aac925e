// run-pass
// check-run-results
// edition:2021
// str/String: parse, ASCII and Unicode case mapping, from_utf8 errors, from_utf8_lossy, from_utf16, Chars Debug, Cow::to_mut, sort of Strings
use std::borrow::Cow;
fn main() {
    // parsing & case
    let n: i32 = "  -42 ".trim().parse().unwrap();
    println!("{}", n * 2);
    println!("{:?} {:?}", "true".parse::<bool>(), "yes".parse::<bool>());
    println!("{}", "yes".parse::<bool>().unwrap_err());
    println!("{} {}", "HeLLo".eq_ignore_ascii_case("hello"), "HeLLo".eq_ignore_ascii_case("help!"));
    let mut m = String::from("MiXeD 123 é");
    m.make_ascii_uppercase();
    println!("{}", m);
    m.make_ascii_lowercase();
    println!("{}", m);
    println!("{} {}", "abc".to_ascii_uppercase(), "ÀÉÎ straße ΣΑΣ Привет".to_lowercase());
    println!("{}", "àéî straße σας привет ÿ".to_uppercase());
    // utf-8
    let bytes = vec_u8(&[0xE2, 0x82, 0xAC, 0x41]);
    println!("{:?}", std::str::from_utf8(&bytes));
    for bad in [&[0x41u8, 0xC3][..], &[0xE2, 0x28, 0xA1], &[0xF0, 0x90, 0x80], &[0xED, 0xA0, 0x80], &[0xC0, 0x80], &[0xF0, 0x90, 0x80, 0x41]] {
        match std::str::from_utf8(bad) {
            Ok(s) => println!("ok {}", s),
            Err(e) => println!("{:?} / {} / {:?}", e, e, e.error_len()),
        }
    }
    let e = String::from_utf8(vec_u8(&[0x61, 0xFF])).unwrap_err();
    println!("{:?} {}", e, e);
    println!("{}", String::from_utf8_lossy(&[0x61, 0xFF, 0x62, 0xE2, 0x82]));
    match String::from_utf8_lossy(b"plain") {
        Cow::Borrowed(s) => println!("borrowed {}", s),
        Cow::Owned(s) => println!("owned {}", s),
    }
    let u16s: [u16; 4] = [0x68, 0x20AC, 0xD83D, 0xDE00];
    println!("{:?}", String::from_utf16(&u16s));
    println!("{:?}", String::from_utf16(&[0xD800u16]).is_err());
    // chars
    let c = "aé€".chars();
    println!("{:?} {}", c, c.clone().count());
    let mut it = "xyz".chars();
    it.next();
    println!("{}", it.as_str());
    let rev: String = "héllo".chars().rev().collect();
    println!("{}", rev);
    // Cow
    let mut cow: Cow<str> = Cow::Borrowed("cow");
    cow.to_mut().push_str("!!");
    println!("{} {}", cow, matches!(cow, Cow::Owned(_)));
    // ordering
    let mut words = vec_str(&["pear", "apple", "fig", "banana", "kiwi"]);
    words.sort();
    println!("{:?}", words);
    words.sort_by(|a, b| b.len().cmp(&a.len()));
    println!("{:?}", words);
    words.sort_by_key(|w| w.chars().last());
    println!("{:?}", words);
    println!("{:?}", String::from("b").cmp(&String::from("ab")));
}
fn vec_u8(a: &[u8]) -> Vec<u8> { a.to_vec() }
fn vec_str(a: &[&str]) -> Vec<String> { a.iter().map(|s| s.to_string()).collect() }
