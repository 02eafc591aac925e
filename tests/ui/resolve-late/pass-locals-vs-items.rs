// check-pass
// A function and a local of the same name: the local shadows it; a call
// before the local is declared reaches the function. Types and values
// live in different namespaces.

fn size() -> usize {
    4
}

#[allow(non_camel_case_types)]
struct size_t;

fn main() {
    let a = size();
    let size = a + 1;
    let _b = size;
    let _t: size_t = size_t;
}
