// check-pass
// `#[cfg_attr(pred,)]` stands for no attributes: the unused_attributes
// lint says so, whether or not pred holds.
#![warn(unused_attributes)]

#[cfg_attr(unix,)] //~ WARN `#[cfg_attr]` does not expand to any attributes
fn f1() {}

#[cfg_attr(windows,)] //~ WARN `#[cfg_attr]` does not expand to any attributes
fn f2() {}

#[cfg_attr(all(), cfg_attr(all(),))] //~ WARN `#[cfg_attr]` does not expand to any attributes
fn f3() {}

fn main() {}
