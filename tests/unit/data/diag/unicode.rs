fn main() {
    let s = "é"; let t = "日本"; let u = ζζζ;
}
