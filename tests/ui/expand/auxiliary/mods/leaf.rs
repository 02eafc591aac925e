pub fn leaf() -> u8 { 1 }
