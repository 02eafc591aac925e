fn main() {
    let a = (1);
    let b = x;
}
