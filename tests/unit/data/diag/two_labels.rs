fn main() {
    let y: i32 = "s";
}
