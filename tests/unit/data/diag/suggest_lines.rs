fn main() {
    let m = HashMap::new();
    let o: Ordering = Ordering::Less;
}
