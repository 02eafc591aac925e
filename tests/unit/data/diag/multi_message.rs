fn main() {
    let r: &i32 = &"a";
}
