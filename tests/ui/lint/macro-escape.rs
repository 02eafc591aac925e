// check-pass
// `#[macro_escape]` is a deprecated synonym for `#[macro_use]` (a plain
// warning, not a lint): outer and inner forms, and it still works.
#[macro_escape] //~ WARNING `#[macro_escape]` is a deprecated synonym for `#[macro_use]`
mod outer {
    macro_rules! m { () => { 1 } }
}

mod inner {
    #![macro_escape] //~ WARNING `#[macro_escape]` is a deprecated synonym for `#[macro_use]`
    macro_rules! n { () => { 2 } }
}

#[allow(unused)]
#[macro_use]
#[macro_escape]
mod both {}

fn main() {
    let _ = m!() + n!();
}
