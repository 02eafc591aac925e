// A non-inline module in a block needs a #[path].
fn main() {
    mod inblock; //~ ERROR cannot declare a non-inline module inside a block unless it has a path attribute
    #[path = "auxiliary/mods/leaf.rs"]
    mod ok;
}
