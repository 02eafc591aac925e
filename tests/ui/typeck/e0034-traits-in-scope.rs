// Two traits in scope whose methods both fit the receiver: E0034 (method
// calls and type-relative paths). A trait implemented but not in scope:
// E0599, naming the trait to import.
// dont-check-compiler-stderr
mod a {
    pub trait Get { fn get(&self) -> i32; fn make() -> Self; }
    impl Get for i32 { fn get(&self) -> i32 { 1 } fn make() -> Self { 10 } }
}
mod b {
    pub trait Get2 { fn get(&self) -> i32; fn make() -> Self; }
    impl Get2 for i32 { fn get(&self) -> i32 { 2 } fn make() -> Self { 20 } }
    pub trait Hidden { fn hidden(&self) -> i32 { 3 } }
    impl Hidden for i32 {}
}
use a::Get;
use b::Get2;
fn main() {
    let x = 5i32;
    x.get(); //~ ERROR multiple applicable items in scope
    let _y = i32::make(); //~ ERROR multiple applicable items in scope
    x.hidden(); //~ ERROR no method named `hidden` found for type `i32` in the current scope
}
