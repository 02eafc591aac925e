// A name that is neither a local nor an item: E0425, with "value" or
// "function" depending on whether it is called.

fn main() {
    let _a = undefined_thing; //~ ERROR cannot find value `undefined_thing` in this scope
    missing_function(); //~ ERROR cannot find function `missing_function` in this scope
    let _b = Frobnicator(1); //~ ERROR cannot find function, tuple struct or tuple variant `Frobnicator` in this scope
}
