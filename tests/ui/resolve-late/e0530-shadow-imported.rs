// E0530 names an import as "imported here".

mod limits {
    pub static CEILING: i32 = 10;
}

use limits::CEILING;

fn main() {
    let CEILING = 5; //~ ERROR let bindings cannot shadow statics
    let _c = CEILING;
}
