// An item of that name elsewhere in the crate: "consider importing".

mod gadgets {
    pub struct Sprocket;
    pub fn lubricate() {}
}

use gadgets::lubricate;

fn main() {
    lubricate();
    let _s = Sprocket; //~ ERROR cannot find value `Sprocket` in this scope
}
