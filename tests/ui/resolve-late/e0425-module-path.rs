// A missing item in a module: "in module `m`".

mod gadgets {
    pub fn twiddle() {}
}

fn main() {
    gadgets::twaddle_the_knobs(); //~ ERROR cannot find function `twaddle_the_knobs` in module `gadgets`
    let _v = crate::no_such_value; //~ ERROR cannot find value `no_such_value` in the crate root
    gadgets::twiddle();
}
