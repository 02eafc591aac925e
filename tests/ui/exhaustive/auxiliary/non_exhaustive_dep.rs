#[non_exhaustive]
pub enum Kind {
    A,
    B,
}

pub enum Closed {
    A,
    B,
}

#[non_exhaustive]
pub enum Never {}

pub fn kind() -> Kind {
    Kind::B
}
