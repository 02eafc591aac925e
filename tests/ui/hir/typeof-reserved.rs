// `typeof` is reserved syntax: rustc parses it and refuses it (E0516);
// rcc used to lower it to an error type without a word, and codegen then
// stopped on it (internal compiler error: no layout for `[type error]`).
// dont-check-compiler-stderr
// (rustc's help suggests the expression's type; rcc gives the error alone)

fn main() {
    let x: typeof(92) = 92; //~ ERROR E0516
    let _ = x;
}
