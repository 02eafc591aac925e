// run-pass
// check-run-results
// With #![feature(object_safe_for_dispatch)] a crate may implement a trait
// that is not object safe for its own object type; calls on the object
// then use that impl, not the vtable.
#![feature(object_safe_for_dispatch)]

trait Bad {
    fn stat() -> char {
        'A'
    }
    fn virt(&self) -> char {
        'B'
    }
    fn indirect(&self) -> char {
        Self::stat()
    }
}

trait Good {
    fn good_virt(&self) -> char {
        'X'
    }
}

impl<'a> Bad for dyn Bad + 'a {
    fn stat() -> char {
        'C'
    }
    fn virt(&self) -> char {
        'D'
    }
}

struct Struct {}

impl Bad for Struct {}
impl Good for Struct {}

fn main() {
    let s = Struct {};
    let mut res = String::new();
    res.push(Struct::stat());
    res.push(<dyn Bad>::stat());
    let good: &dyn Good = &s;
    let bad = unsafe { std::mem::transmute::<&dyn Good, &dyn Bad>(good) };
    res.push(s.virt());
    res.push(bad.virt());
    res.push(s.indirect());
    res.push(bad.indirect());
    assert_eq!(&res, "ACBDAC");
    println!("{}", res);
}
