// edition:2018
// Associated items cannot be imported (E0253); a module cannot glob-import
// itself.

trait Tr {
    fn m();
}

use Tr::m; //~ ERROR `m` is not directly importable

mod g {
    use self::*; //~ ERROR unresolved import `self::*`
    pub fn f() {}
}

fn main() {}
