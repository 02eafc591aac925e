// check-pass
// compile-flags: -Zparse-crate-root-only
// edition:2018
// Every kind of type.

type Slice = [u8];
type Array = [u8; 4];
type ArrayExpr = [u8; N + 1];
type Ptr = (*const u8, *mut u8, *const *mut u8);
type Ref<'a> = (&'a u8, &'a mut u8, &u8, &mut u8, &&u8, &&mut u8, & &u8);
type BareFn = fn(u8) -> u8;
type BareFns = (fn(), fn(x: u8), fn(_: u8), fn(u8, u16,), unsafe fn(), extern "C" fn(), unsafe extern "C" fn(i32, ...));
type Hrtb = for<'a> fn(&'a u8) -> &'a u8;
type Never = fn() -> !;
type Tup = ((), (u8,), (u8, u16), (u8, u16,));
type Paren = (u8);
type Paths = (Vec<u8>, std::vec::Vec<u8>, ::std::vec::Vec<u8>, Vec::<u8>, HashMap<K, V>);
type Qualified = (<T as Trait>::X, <T>::X, <Vec<T> as IntoIterator>::Item, <<T as A>::B as C>::D);
type Dyn<'a> = (Box<dyn Tr>, Box<dyn Tr + Send + 'a>, &'a (dyn Tr + Sync), Box<dyn for<'b> Fn(&'b u8)>);
type Impl = impl Tr + Send;
type Infer = Vec<_>;
type SelfTy = Self;
type Mac = mac!(u8);
type Mac2 = path::mac![u8];
type Nested = Vec<Vec<Vec<u8>>>;
type Shift = Vec<<T as Tr>::X>;
type Typeof = typeof(1);
type Bounds = Box<dyn ?Sized + (Tr) + (?Sized)>;
type Tilde = Box<dyn ~const Tr>;
type Poly = Box<dyn for<'a> Tr<'a> + 'static>;

fn main() {}
