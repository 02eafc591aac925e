// A parameter name used twice: E0415.

fn combine(left: i32, left: i32) -> i32 { //~ ERROR identifier `left` is bound more than once in this parameter list
    0
}

fn main() {}
