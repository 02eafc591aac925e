// check-pass
// macro_rules hygiene: a macro's own locals do not clash with the
// caller's, and locals passed in as arguments resolve at the call site.

macro_rules! double {
    ($e:expr) => {{
        let tmp = $e;
        tmp + tmp
    }};
}

macro_rules! use_arg {
    ($name:ident) => {
        $name + 1
    };
}

macro_rules! bind {
    ($name:ident) => {
        let $name = 5;
    };
}

fn main() {
    let tmp = 10;
    let _a = double!(tmp);
    let _b = use_arg!(tmp);
    bind!(made);
    let _c = made;
}
