fn main() {}
#[inline] //~ ERROR expected item after attributes
