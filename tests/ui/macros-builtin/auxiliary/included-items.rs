pub fn from_included_file() -> u32 { 7 }
pub const INCLUDED: &str = "included";
