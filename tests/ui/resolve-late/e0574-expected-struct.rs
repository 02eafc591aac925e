// A struct expression naming a function: E0574.

fn gadget() {}

fn main() {
    let _g = gadget { size: 1 }; //~ ERROR expected struct, variant or union type, found function `gadget`
}
