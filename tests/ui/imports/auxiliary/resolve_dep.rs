pub struct Thing;

pub mod inner {
    pub fn g() -> u8 {
        1
    }
}

#[macro_export]
macro_rules! from_dep {
    () => {
        $crate::inner::g()
    };
}
