fn f() where (): Sized where (): Sized {} //~ ERROR cannot define duplicate `where` clauses on an item

fn main() {}
