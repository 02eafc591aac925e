// edition:2018
// Names defined twice through imports: E0252 (two imports), E0255 (an
// import and an item).

mod a {
    pub fn b() {}
    pub struct S;
}

use a::S;
use a::S; //~ ERROR the name `S` is defined multiple times

fn b() {}
use a::b; //~ ERROR the name `b` is defined multiple times

fn main() {}
