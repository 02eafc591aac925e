pub const TWO: u8 = 2;
