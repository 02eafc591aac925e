struct S<'a, I: Tr, <I as Tr>::X: 'a>(&'a I); //~ ERROR bounds on associated types do not belong here

fn main() {}
