pub macro_rules! m { () => {} } //~ ERROR can't qualify macro_rules invocation with `pub`

fn main() {}
