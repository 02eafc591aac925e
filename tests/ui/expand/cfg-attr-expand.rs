// run-pass
// #[cfg_attr] stands for its attributes when its predicate holds,
// recursively; a cfg it expands to removes the node.
#![cfg_attr(all(), allow(dead_code))]

#[cfg_attr(all(), cfg(FALSE))]
fn gone() -> Unknown {}

#[cfg_attr(FALSE, cfg(FALSE))]
fn kept() -> u8 { 1 }

#[cfg_attr(all(), cfg_attr(all(), cfg_attr(any(), cfg(all())), cfg(FALSE)))]
fn gone_too() -> Unknown {}

#[cfg_attr(all(), derive(Debug, PartialEq), cfg_attr(FALSE, derive(Unknown)))]
struct S(u8);

struct T {
    #[cfg_attr(all(), cfg(FALSE))]
    a: Unknown,
    b: u8,
}

#[cfg_attr(all(), path = "auxiliary/cfg-attr-expand-mod.rs")]
mod m;

fn main() {
    assert_eq!(kept(), 1);
    assert_eq!(format!("{:?}", S(2)), "S(2)");
    assert_eq!(T { b: 3 }.b, 3);
    assert_eq!(m::answer(), 42);
}
