// A struct where a trait is wanted: E0404.

struct Widget;
struct Gadget;

impl Widget for Gadget {} //~ ERROR expected trait, found struct `Widget`

fn main() {}
