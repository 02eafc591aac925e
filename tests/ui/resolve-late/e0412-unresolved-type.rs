// Unknown types in signatures and bodies: E0412.

struct Holder {
    field: Zorkulator, //~ ERROR cannot find type `Zorkulator` in this scope
}

fn take(_x: Quuxinator) {} //~ ERROR cannot find type `Quuxinator` in this scope

fn main() {
    let _v: Blorptastic = 1; //~ ERROR cannot find type `Blorptastic` in this scope
}
