// Method calls and type-relative paths see only the traits in scope
// (rustc's traits_in_scope): the module's items and imports (single,
// glob, `use Tr as _`), those of enclosing blocks, the prelude, and in a
// trait impl the trait itself; a type parameter's bounds and a trait
// object's principal (with supertraits) need no import. A trait that is
// not in scope does not make a call ambiguous.
// run-pass
// check-run-results
mod a {
    pub trait Get { fn get(&self) -> i32; fn make() -> Self; }
    impl Get for i32 { fn get(&self) -> i32 { *self + 1 } fn make() -> Self { 10 } }
    pub trait Base { fn base(&self) -> i32 { 100 } }
    pub trait Sub: Base { fn sub(&self) -> i32 { 200 } }
    impl Base for u8 {}
    impl Sub for u8 {}
}
mod b {
    pub trait Get2 { fn get(&self) -> i32; fn make() -> Self; }
    impl Get2 for i32 { fn get(&self) -> i32 { *self + 2 } fn make() -> Self { 20 } }
}
mod glob {
    pub use super::b::*;
}
struct W(i32);
impl a::Get for W {
    fn get(&self) -> i32 { self.0 }
    // `Get` is not imported here: the impl's trait is in scope in its items
    fn make() -> Self { let w = W(3); W(w.get() + Self::make_inner()) }
}
impl W { fn make_inner() -> i32 { 4 } }
fn by_bound<T: a::Sub>(t: &T) -> i32 { t.base() + t.sub() }
fn by_dyn(d: &dyn a::Sub) -> i32 { d.base() + d.sub() }
fn by_param_path<T: a::Get>() -> T { T::make() }
fn main() {
    let x = 5i32;
    {
        use a::Get;
        println!("{} {}", x.get(), i32::make());
    }
    {
        use b::Get2 as _;
        println!("{} {}", x.get(), <i32>::make());
    }
    {
        use glob::*;
        println!("{}", x.get());
    }
    {
        // a nested fn sees the traits of the blocks around it
        use a::Get;
        fn inner() -> i32 { 7i32.get() }
        println!("{}", inner());
    }
    println!("{}", <W as a::Get>::make().0);
    println!("{} {}", by_bound(&1u8), by_dyn(&1u8));
    let y: i32 = by_param_path();
    println!("{}", y);
}
