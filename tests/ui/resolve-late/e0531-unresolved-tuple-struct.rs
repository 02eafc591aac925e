// A tuple-struct pattern naming nothing: E0531.

fn main() {
    let Zorkulator(_x) = 1; //~ ERROR cannot find tuple struct or tuple variant `Zorkulator` in this scope
}
