// edition:2018
// Re-exporting something less visible than the re-export: E0364 (values
// and macros), E0365 (types and modules).

mod d {
    fn g() {}
    pub use self::g as g2; //~ ERROR `g` is private, and cannot be re-exported
    mod m {}
    pub use self::m as mm; //~ ERROR `m` is private, and cannot be re-exported
}

fn main() {}
