// A fn item cannot see the locals around it: E0434.

fn main() {
    let outside = 1;
    fn inner() -> i32 {
        outside //~ ERROR can't capture dynamic environment in a fn item
    }
}
