// The example README command (1) compiles. Today rcc parses it and prints
// it back (-Zunpretty=normal); once code generation lands it is compiled
// and run like any program.
fn main() {
    let greeting = "Hello, world!";
    println!("{}", greeting);
}
