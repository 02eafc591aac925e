pub const ONE: u8 = 1;
