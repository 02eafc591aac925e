fn f(x: i32) {}

fn main() {
    f(1, 2);
}
