fn main() {
    let x = if true {
        1
    } else {
        "a"
    };
}
