// run-pass
// A `mod m;` that a macro or an include!d file declares is loaded where
// the call is (rustc: the invocation's module directory), include!'s
// items next to the file it read.
macro_rules! m {
    ($i:ident) => {
        pub mod $i;
    };
}

#[path = "auxiliary/macmods"]
mod dir {
    m!(one);
    pub mod inl {
        m!(two);
    }
}

include!("auxiliary/macmods/inc/items.rs");

fn main() {
    assert_eq!(dir::one::ONE + dir::inl::two::TWO + three::THREE + four::FOUR, 10);
}
