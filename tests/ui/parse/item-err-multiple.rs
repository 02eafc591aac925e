// After a syntax error the parser skips to the next item, so independent
// errors in later items are reported too, each once.
struct A x //~ ERROR expected `where`, `{`, `(`, or `;` after struct name, found `x`

fn b() -> u8 y //~ ERROR expected one of `!`, `(`, `+`, `::`, `<`, `where`, or `{`, found `y`

type C = *u8; //~ ERROR expected mut or const in raw pointer type

fn main() {}
