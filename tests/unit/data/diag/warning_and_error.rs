fn main() {
    return;
    let x: i32 = 1;
    let y: i32 = "s";
}
