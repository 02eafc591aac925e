mac!() //~ ERROR macros that expand to items must be delimited with braces or followed by a semicolon

fn main() {}
