// Unions cannot be constant patterns (rcc used to call a `PartialEq::eq`
// that does not exist and stopped in mono).

union U {
    a: usize,
    b: usize,
}

const C: U = U { a: 10 };

fn main() {
    match C {
        C => {} //~ ERROR cannot use unions in constant patterns
        _ => {}
    }
}
