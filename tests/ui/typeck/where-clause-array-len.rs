// run-pass
// check-run-results
// edition:2018
// An array length in an impl's where clause (ppv-lite86's
// `where u64x2_sse2<..>: MultiLane<[u64; 2]>`): a literal length is its
// value (rustc's Const::from_anon_const), not a const evaluation that
// asks for the predicates of the impl being lowered (a cycle).
#![allow(non_camel_case_types, unused_braces)]
use core::marker::PhantomData;
#[derive(Copy, Clone)]
pub struct x2<W, G>(pub [W; 2], PhantomData<G>);
#[derive(Copy, Clone)]
pub struct G0;
#[derive(Copy, Clone)]
pub struct u64x2<S>(u64, PhantomData<S>);
pub type u64x4<S> = x2<u64x2<S>, G0>;
pub trait MultiLane<Lanes> { fn to_lanes(self) -> Lanes; }
impl<S> MultiLane<[u64; 2]> for u64x2<S> { fn to_lanes(self) -> [u64; 2] { [self.0, self.0] } }
impl<S> MultiLane<[u64; 4]> for u64x4<S>
where
    u64x2<S>: MultiLane<[u64; 2]> + Copy,
{
    fn to_lanes(self) -> [u64; 4] {
        let (a, b) = (self.0[0].to_lanes(), self.0[1].to_lanes());
        [a[0], a[1], b[0], b[1]]
    }
}
fn takes<T>(_: T) where [u8; { 3 }]: Copy, T: MultiLane<[u64; 4]> {}

fn main() {
    let v: u64x4<()> = x2([u64x2(1, PhantomData), u64x2(2, PhantomData)], PhantomData);
    takes(v);
    println!("{:?}", v.to_lanes());
}
