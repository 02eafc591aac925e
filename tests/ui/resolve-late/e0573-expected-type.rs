// A function where a type is wanted: E0573.

fn gadget() {}

fn build() -> gadget { //~ ERROR expected type, found function `gadget`
    loop {}
}

fn main() {}
