// A field that is private at every autoderef step: E0616 names the last
// struct that has it (the Box's contents, not Box itself).
mod m {
    pub struct Name(String);
    impl Name {
        pub fn new() -> Name {
            Name(String::new())
        }
    }
}
fn main() {
    let b = Box::new(m::Name::new());
    let _n = &b.0; //~ ERROR field `0` of struct `Name` is private
}
