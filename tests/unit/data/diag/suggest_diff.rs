fn main() {
    let x = 5;
    let r: &i32 = x;
    let s: i32 = &x;
}
