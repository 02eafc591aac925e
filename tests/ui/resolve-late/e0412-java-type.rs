// rustc suggests the Rust spelling of Java's type names.

fn main() {
    let _v: boolean = true; //~ ERROR cannot find type `boolean` in this scope
}
