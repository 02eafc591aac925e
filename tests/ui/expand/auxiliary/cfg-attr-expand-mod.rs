// The module file of cfg-attr-expand.rs (loaded through a cfg_attr'd #[path]).
pub fn answer() -> u8 { 42 }
