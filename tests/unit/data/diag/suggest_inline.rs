fn main() {
    let abc = 1;
    let y = abd;
}
