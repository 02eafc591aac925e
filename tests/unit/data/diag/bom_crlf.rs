fn main() {
    let y = x + 1;
}
