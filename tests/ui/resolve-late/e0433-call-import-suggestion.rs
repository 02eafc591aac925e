// `Type::new()` with `Type` not imported: E0433, with the import that
// would make it work.

mod gadgets {
    pub struct Sprocket;
    impl Sprocket {
        pub fn new() -> Sprocket {
            Sprocket
        }
    }
}

fn main() {
    let _s = Sprocket::new(); //~ ERROR failed to resolve: use of undeclared type `Sprocket`
}
