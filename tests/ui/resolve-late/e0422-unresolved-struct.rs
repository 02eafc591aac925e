// A struct expression naming nothing: E0422.

fn main() {
    let _w = Zorkulator { size: 1 }; //~ ERROR cannot find struct, variant or union type `Zorkulator` in this scope
}
