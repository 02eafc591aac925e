// A similarly named item: the suggestion, and where it is defined.

fn compute_total() -> i32 { 1 }

fn main() {
    let _x = compute_totl(); //~ ERROR cannot find function `compute_totl` in this scope
}
