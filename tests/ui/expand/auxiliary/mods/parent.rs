// A #[path] file: its children are its siblings.
pub mod child;
pub fn own() -> u8 { 4 }
