fn main() {
    return;
    main();
}
