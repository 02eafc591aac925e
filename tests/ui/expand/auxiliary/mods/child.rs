pub fn child() -> u8 { 3 }
