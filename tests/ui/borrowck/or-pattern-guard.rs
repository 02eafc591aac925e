// run-pass
// check-run-results
// Or-patterns with a guard: the guard sees copies, the arm that runs owns the
// value, a failed guard leaves it whole to the next arm.
enum E { A(String), B(String), C }
fn main() {
    for e in vec![E::A("a".into()), E::B("bbbb".into()), E::C] {
        match e {
            E::A(s) | E::B(s) if s.len() > 2 => println!("long {}", s),
            E::A(s) | E::B(s) => println!("short {}", s),
            E::C => println!("c"),
        }
    }
}
