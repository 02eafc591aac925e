// check-pass
// edition:2021
// An unused future: the opaque result of an async fn or block is an
// implementer of the #[must_use] trait Future.
#![warn(unused_must_use)]

async fn f() -> u8 {
    1
}

fn main() {
    f(); //~ WARN unused implementer of `Future` that must be used
    async { 1 }; //~ WARN unused implementer of `Future` that must be used
    let _ = f();
}
