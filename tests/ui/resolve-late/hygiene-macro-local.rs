// macro_rules hygiene: a local the macro's body defines is not visible to
// the caller's code.

macro_rules! define_local {
    () => {
        let hidden = 1;
    };
}

fn main() {
    define_local!();
    let _x = hidden; //~ ERROR cannot find value `hidden` in this scope
}
