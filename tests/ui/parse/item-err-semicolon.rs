struct S {}; //~ ERROR expected item, found `;`

fn main() {}
