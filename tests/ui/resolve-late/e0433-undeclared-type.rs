// A path through something that does not exist: E0433 from the path's
// first segment.

fn main() {
    let _x = Zorkulator::new(); //~ ERROR failed to resolve: use of undeclared type `Zorkulator`
    let _y = quuxmod::value; //~ ERROR failed to resolve: use of undeclared crate or module `quuxmod`
}
