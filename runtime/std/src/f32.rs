//! Constants and methods for the `f32` type (the methods that need the
//! math library live in std; v0: not written yet).

pub use core::f32::{consts, DIGITS, EPSILON, INFINITY, MANTISSA_DIGITS, MAX, MAX_10_EXP, MAX_EXP};
pub use core::f32::{MIN, MIN_10_EXP, MIN_EXP, MIN_POSITIVE, NAN, NEG_INFINITY, RADIX};

impl f32 {
    #[rustc_allow_incoherent_impl]
    pub fn floor(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn ceil(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn round(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn trunc(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn fract(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn abs(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn signum(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn sqrt(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn exp(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn exp2(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn ln(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn log2(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn log10(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn cbrt(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn sin(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn cos(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn tan(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn asin(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn acos(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn atan(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn sinh(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn cosh(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn tanh(self) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn powf(self, n: f32) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn log(self, n: f32) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn hypot(self, n: f32) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn atan2(self, n: f32) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn copysign(self, n: f32) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn powi(self, n: i32) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn mul_add(self, a: f32, b: f32) -> f32 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn sin_cos(self) -> (f32, f32) { (self.sin(), self.cos()) }
}
