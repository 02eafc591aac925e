// edition:2018
// In 2018, the suggested import starts with `crate::`.

mod tools {
    pub mod measure {
        pub fn ruler() -> i32 {
            1
        }
    }
}

fn main() {
    let _r = ruler(); //~ ERROR cannot find function `ruler` in this scope
}
