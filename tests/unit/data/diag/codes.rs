fn main() {
    let a = Foo::new();
    let b = zzz;
}
