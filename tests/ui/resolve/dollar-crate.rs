// check-pass
// edition:2018
// `$crate` in a macro names the crate of the macro's definition, from
// wherever the macro is invoked.

pub mod rt {
    pub fn helper() -> u8 {
        0
    }
}

macro_rules! call {
    () => {
        $crate::rt::helper()
    };
}

mod elsewhere {
    pub fn run() -> u8 {
        call!()
    }
}

fn main() {
    let _ = call!() + elsewhere::run();
}
