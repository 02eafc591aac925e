// Labels are hygienic: a macro's `break 'outer` does not see the caller's
// label.

macro_rules! leave {
    () => {
        break 'outer; //~ ERROR use of undeclared label `'outer`
    };
}

fn main() {
    'outer: loop {
        leave!();
    }
}
