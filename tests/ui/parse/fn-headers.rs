// check-pass
// compile-flags: -Zparse-crate-root-only
// edition:2021
// Function qualifiers in rustc's order, ABIs, return types, bodies.

fn a() {}
const fn b() {}
async fn c() {}
unsafe fn d() {}
extern "C" fn e() {}
extern fn f() {}
extern r"system" fn g() {}
const unsafe fn h() {}
async unsafe fn i() {}
const unsafe extern "C" fn j() {}
unsafe extern "C" fn variadic(x: i32, mut args: ...) {}
fn ret() -> u8 { 0 }
fn ret_impl() -> impl Iterator<Item = u8> + Send + 'static { None.into_iter() }
fn never() -> ! { loop {} }
fn gen<'a, T>(x: &'a T) -> &'a T where T: ?Sized { x }
fn attrs(#[allow(unused)] x: u8, #[cfg(FALSE)] y: u8) {}
fn pats((a, b): (u8, u8), S { x, .. }: S, _: u8, mut m: u8, ref r: u8) {}
fn inner_attrs() {
    #![allow(unused)]
    let x = 1;
}
struct S { x: u8 }
impl S {
    default fn df(&self) {}
    pub const fn cf(&self) {}
    pub(crate) async unsafe fn auf(self: Box<Self>) {}
}

fn main() {}
