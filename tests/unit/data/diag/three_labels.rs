fn f(a: i32, b: i32) {}

fn main() {
    f("a", "b");
}
