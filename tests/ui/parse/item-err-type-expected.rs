type A = ; //~ ERROR expected type, found `;`

fn main() {}
