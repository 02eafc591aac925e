// run-pass
// check-run-results
// edition:2021
// The bounds of an associated type are normalised against themselves:
// `type TryType: MyTry<Residual = Self>` elaborates to the supertrait
// `TryType: FromRes<<TryType as MyTry>::Residual>`, which is
// `TryType: FromRes<Self>` (core's Residual::TryType, used by try_find,
// try_map and try_process). Also through an associated type bound
// `I: Iterator<Item: MyTry<Residual = R>>`.
#![feature(associated_type_bounds)]

pub trait FromRes<R = <Self as MyTry>::Residual> {
    fn from_res(r: R) -> Self;
}
pub trait MyTry: FromRes {
    type Output;
    type Residual;
    fn from_output(o: Self::Output) -> Self;
}
pub trait Res<O> {
    type TryType: MyTry<Output = O, Residual = Self>;
}

#[derive(Debug)]
pub struct NoneRes;
impl<T> FromRes<NoneRes> for Option<T> {
    fn from_res(_: NoneRes) -> Self { None }
}
impl<T> MyTry for Option<T> {
    type Output = T;
    type Residual = NoneRes;
    fn from_output(o: T) -> Self { Some(o) }
}
impl<T> Res<T> for NoneRes {
    type TryType = Option<T>;
}

pub fn process<R, U>(r: Option<R>, value: U) -> <R as Res<U>>::TryType
where
    R: Res<U>,
{
    match r {
        Some(r) => FromRes::from_res(r),
        None => MyTry::from_output(value),
    }
}

pub fn process_items<I, T, R, U>(mut i: I, value: U) -> <R as Res<U>>::TryType
where
    I: Iterator<Item: MyTry<Output = T, Residual = R>>,
    R: Res<U>,
{
    match i.next() {
        Some(_) => MyTry::from_output(value),
        None => MyTry::from_output(value),
    }
}

fn main() {
    let a: Option<i32> = process(Some(NoneRes), 1);
    let b: Option<i32> = process(None::<NoneRes>, 2);
    let c: Option<&str> = process_items(vec![Some(1u8)].into_iter(), "x");
    println!("{:?} {:?} {:?}", a, b, c);
}
