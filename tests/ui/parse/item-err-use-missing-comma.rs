use a::{b c}; //~ ERROR expected one of `,`, `::`, `as`, or `}`, found `c`

fn main() {}
