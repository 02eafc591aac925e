// build-fail
// A local whose type is too big for the architecture: rustc reports it
// while generating code, at the local. rcc reported it from codegen and
// then stopped there with an internal compiler error ("no layout").

fn generic<T: Copy>(t: T) {
    let s: [T; 1518600000] = [t; 1518600000];
    //~^ ERROR values of the type `[[u8; 1518599999]; 1518600000]` are too big
}

fn main() {
    let x: [u8; 1518599999] = [0; 1518599999];
    generic::<[u8; 1518599999]>(x);
}
