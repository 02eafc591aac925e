// E0428: a name defined twice in one namespace of a module, a block, an
// enum; a unit struct's constructor does not add a second error.
#![allow(non_camel_case_types)]

struct D;
struct D; //~ ERROR the name `D` is defined multiple times

fn f() {}
fn f() {} //~ ERROR the name `f` is defined multiple times

mod m {}
enum m {} //~ ERROR the name `m` is defined multiple times

enum E {
    A,
    A, //~ ERROR the name `A` is defined multiple times
}

fn main() {
    struct Inner;
    struct Inner; //~ ERROR the name `Inner` is defined multiple times
}
