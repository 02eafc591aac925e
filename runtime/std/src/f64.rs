//! Constants and methods for the `f64` type (the methods that need the
//! math library live in std; v0: not written yet).

pub use core::f64::{consts, DIGITS, EPSILON, INFINITY, MANTISSA_DIGITS, MAX, MAX_10_EXP, MAX_EXP};
pub use core::f64::{MIN, MIN_10_EXP, MIN_EXP, MIN_POSITIVE, NAN, NEG_INFINITY, RADIX};

impl f64 {
    #[rustc_allow_incoherent_impl]
    pub fn floor(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn ceil(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn round(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn trunc(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn fract(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn abs(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn signum(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn sqrt(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn exp(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn exp2(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn ln(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn log2(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn log10(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn cbrt(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn sin(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn cos(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn tan(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn asin(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn acos(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn atan(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn sinh(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn cosh(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn tanh(self) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn powf(self, n: f64) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn log(self, n: f64) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn hypot(self, n: f64) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn atan2(self, n: f64) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn copysign(self, n: f64) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn powi(self, n: i32) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn mul_add(self, a: f64, b: f64) -> f64 { core::__rcc_unwritten!() }
    #[rustc_allow_incoherent_impl]
    pub fn sin_cos(self) -> (f64, f64) { (self.sin(), self.cos()) }
}
