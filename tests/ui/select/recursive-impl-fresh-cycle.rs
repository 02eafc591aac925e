// run-pass
// check-run-results
// Selection with a recursive impl under an inference variable (rand's
// `let v: u64 = rng.gen();` with `Standard: Distribution<?T>`): the
// nested `Standard: Distribution<?U>` is the same obligation up to fresh
// variables, a cycle that decides nothing (rustc's TypeFreshener and
// evaluation stack), not a new level whose candidates are all probed
// again (exponential in the number of recursive impls).
use std::num::Wrapping;

pub trait Distribution<T> {
    fn sample(&self, seed: &mut u64) -> T;
}
pub struct Standard;

impl Distribution<u64> for Standard {
    fn sample(&self, seed: &mut u64) -> u64 {
        *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        *seed >> 33
    }
}
impl Distribution<u32> for Standard {
    fn sample(&self, seed: &mut u64) -> u32 {
        let v = <Standard as Distribution<u64>>::sample(self, seed);
        v as u32
    }
}
impl Distribution<bool> for Standard {
    fn sample(&self, seed: &mut u64) -> bool {
        let v = <Standard as Distribution<u32>>::sample(self, seed);
        v & 1 == 1
    }
}
impl<T> Distribution<Option<T>> for Standard where Standard: Distribution<T> {
    fn sample(&self, seed: &mut u64) -> Option<T> {
        let b = <Standard as Distribution<bool>>::sample(self, seed);
        if b { Some(self.sample(seed)) } else { None }
    }
}
impl<T> Distribution<Wrapping<T>> for Standard where Standard: Distribution<T> {
    fn sample(&self, seed: &mut u64) -> Wrapping<T> {
        Wrapping(self.sample(seed))
    }
}
impl<T> Distribution<[T; 2]> for Standard where Standard: Distribution<T> {
    fn sample(&self, seed: &mut u64) -> [T; 2] {
        [self.sample(seed), self.sample(seed)]
    }
}
macro_rules! tuple_impl {
    ($($t:ident)*) => {
        impl<$($t,)*> Distribution<($($t,)*)> for Standard where $(Standard: Distribution<$t>,)* {
            fn sample(&self, seed: &mut u64) -> ($($t,)*) {
                ($({ let x: $t = self.sample(seed); x },)*)
            }
        }
    }
}
tuple_impl! {A}
tuple_impl! {A B}
tuple_impl! {A B C}
tuple_impl! {A B C D}
tuple_impl! {A B C D E}
tuple_impl! {A B C D E F}
tuple_impl! {A B C D E F G}
tuple_impl! {A B C D E F G H}

fn gen<T>(seed: &mut u64) -> T where Standard: Distribution<T> {
    Standard.sample(seed)
}

fn main() {
    let mut seed = 42;
    let a: u64 = gen(&mut seed);
    let b: Option<u32> = gen(&mut seed);
    let c: (bool, [u32; 2], Wrapping<u64>) = gen(&mut seed);
    let d = gen::<(u32, Option<bool>)>(&mut seed);
    println!("{} {:?} {:?} {:?}", a, b, c, d);
}
