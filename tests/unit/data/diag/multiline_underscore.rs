fn main() {
    let s = "abc;
}
