// build-pass
// compile-flags: -C panic=abort -Zstop-after=mono -Zprint-mono-items=lazy
// v0 symbols leave out trailing generic args equal to their defaults, as
// rustc 1.63 does: `<Meters as Add>::add` (not `Add<Meters>`), `Wrap<u8>`
// (not `Wrap<u8, Plain>`); args that differ from the default stay.
#![feature(no_core, lang_items)]
#![no_core]
#![crate_type = "lib"]
#[lang = "sized"] pub trait Sized {}
#[lang = "copy"] pub trait Copy {}
#[lang = "receiver"] pub trait Receiver {}
impl<T: ?Sized> Receiver for &T {}
impl Copy for u8 {}
impl Copy for i32 {}

pub trait Add<Rhs = Self> { fn add(self, rhs: Rhs) -> Self; }
pub struct Meters(pub i32);
impl Add for Meters { fn add(self, _rhs: Meters) -> Meters { Meters(self.0) } }
impl Add<i32> for Meters { fn add(self, rhs: i32) -> Meters { Meters(rhs) } }

pub struct Plain;
pub struct Fancy;
pub struct Wrap<T, K = Plain>(pub T, pub K);
impl Wrap<u8> { pub fn get(&self) -> u8 { self.0 } }
impl Wrap<u8, Fancy> { pub fn get_fancy(&self) -> u8 { self.0 } }
