// `T: Foo<T::Item>` where `Foo` defines `Item`: finding `T::Item` needs
// the bound being lowered, a cycle (E0391), never endless recursion.
// dont-check-compiler-stderr
// (rustc names the parameter `T` and points at `T::Item`; rcc names
// `baz::T` and points at the parameter)

trait Foo<X> {
    type Item;
}

fn baz<T>() where T: Foo<T::Item> {} //~ ERROR cycle detected when computing the bounds for type parameter

fn main() {}
