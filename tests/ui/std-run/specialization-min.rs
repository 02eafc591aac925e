// run-pass
// check-run-results
// Specialization (min_specialization): selection picks the most specific
// of overlapping impls, a leaf impl inherits the items it does not define
// from the impl it specialises, and monomorphisation calls the most
// specialised impl's item (also from generic code).
#![feature(min_specialization)]

trait Describe {
    fn describe(&self) -> String;
    fn twice(&self) -> String;
}
impl<T> Describe for T {
    default fn describe(&self) -> String { String::from("something") }
    default fn twice(&self) -> String { format!("{} {}", self.describe(), self.describe()) }
}
impl Describe for u8 {
    fn describe(&self) -> String { format!("the byte {}", self) }
}

fn generic<T>(x: &T) -> String { x.describe() }

// SpecExtend-like: a blanket default impl and one for a more specific iterator
trait SpecSum<I> { fn spec_sum(iter: I) -> i64; }
struct Summer;
impl<I: Iterator<Item = i32>> SpecSum<I> for Summer {
    default fn spec_sum(iter: I) -> i64 { let mut s = 0i64; for x in iter { s += x as i64; } s * 10 }
}
impl SpecSum<std::ops::Range<i32>> for Summer {
    fn spec_sum(iter: std::ops::Range<i32>) -> i64 { (iter.end - iter.start) as i64 }
}
fn sum_any<I: IntoIterator<Item = i32>>(it: I) -> i64 { <Summer as SpecSum<I::IntoIter>>::spec_sum(it.into_iter()) }

// a final associated type inherited from the specialised impl (core's FuseImpl)
trait Pick { type Item; fn get(&self) -> Self::Item; fn name(&self) -> &'static str; }
impl<T: Copy> Pick for Option<T> {
    type Item = Option<T>;
    default fn get(&self) -> Option<T> { *self }
    default fn name(&self) -> &'static str { "any" }
}
impl Pick for Option<u32> {
    fn name(&self) -> &'static str { "u32" }
}
fn name_of<P: Pick>(p: &P) -> &'static str { p.name() }

fn main() {
    println!("{}", 5u8.describe());
    println!("{}", 5u16.describe());
    println!("{}", generic(&5u8));
    println!("{}", generic(&"x"));
    println!("{}", 7u8.twice());
    println!("{}", sum_any(vec![1, 2, 3]));
    println!("{}", sum_any(3..7));
    println!("{} {}", Some(3u32).name(), Some(3i8).name());
    println!("{} {}", name_of(&Some(3u32)), name_of(&None::<i8>));
    let x: Option<u32> = Some(4u32).get();
    println!("{:?}", x);
}
