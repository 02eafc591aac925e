// check-pass
// edition:2018
// unused_attributes: #[must_use] on an `async fn` does nothing.
#![warn(unused_attributes)]
#![allow(dead_code)]

#[must_use] //~ WARNING `must_use` attribute on `async` functions applies to the anonymous `Future`
async fn f() -> i32 {
    1
}

struct S;
impl S {
    #[must_use] //~ WARNING `must_use` attribute on `async` functions applies to the anonymous `Future`
    async fn g() -> i32 {
        1
    }
}

#[must_use]
fn h() -> i32 {
    1
}

#[allow(unused_attributes)]
#[must_use]
async fn k() {}

fn main() {}
