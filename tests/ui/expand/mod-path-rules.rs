// run-pass
// Where module files are found (rustc's rules):
//  - #[path] on `mod x;` is relative to the directory of the declaring
//    file, and the file is treated like a mod.rs (its children are its
//    siblings);
//  - in a non-mod.rs file `foo.rs`, `mod bar;` is `foo/bar.rs`;
//  - #[path] on an inline module names the directory of its children;
//  - a #![cfg] that is false inside a module file removes the module.

#[path = "auxiliary/mods/leaf.rs"]
mod leaf;

#[path = "auxiliary/nonmodrs"]
mod dir {
    pub mod foo;
}

#[path = "auxiliary/mods/parent.rs"]
mod parent;

#[path = "auxiliary/mods/inner-cfg/off.rs"]
mod off;
// `off` above was removed, or this would be a second `off`.
mod off {
    pub fn here() -> u8 { 5 }
}

fn main() {
    assert_eq!(leaf::leaf(), 1);
    assert_eq!(dir::foo::bar::bar(), 2);
    assert_eq!(parent::child::child(), 3);
    assert_eq!(parent::own(), 4);
    assert_eq!(off::here(), 5);
}
