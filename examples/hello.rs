// The example README command (1) compiles: `rcc examples/hello.rs -o hello`
// builds it against rcc's own std (runtime/) and `./hello` prints the
// greeting.
fn main() {
    let greeting = "Hello, world!";
    println!("{}", greeting);
}
