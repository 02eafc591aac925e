pub const THREE: u8 = 3;
