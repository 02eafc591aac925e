// error-pattern: missing type for `const` item
// Found by tools/fuzz: a `const` item in a block that recovers from its
// missing type without consuming the `,` after it made the statement loop
// spin for ever. Now each statement parse that consumes nothing skips a
// token tree.
fn main() {
    const X , y
}
