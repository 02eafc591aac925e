pub const FOUR: u8 = 4;
