pub fn bar() -> u8 { 2 }
