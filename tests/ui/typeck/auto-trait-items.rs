// An auto trait cannot have associated items (E0380): rcc used to accept
// the method, and a call through `T: Trait` had no impl to resolve to
// (mono: "cannot resolve instance of <() as Trait>::method").
// dont-check-compiler-stderr
// (rustc also suggests removing the items)
#![feature(auto_traits)]
#![feature(negative_impls)]

unsafe auto trait Trait {
    fn method(&self) { //~ ERROR auto traits cannot have associated items
        println!("Hello");
    }
}

fn call_method<T: Trait>(x: T) {
    x.method();
}

fn main() {
    call_method(());
}
