// A name bound twice in one pattern: E0416.

fn main() {
    let (first, first) = (1, 2); //~ ERROR identifier `first` is bound more than once in the same pattern
}
