mod other;

fn main() {
    let e = other::Pair;
    other::g();
}
