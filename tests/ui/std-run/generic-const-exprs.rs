// run-pass
// check-run-results
// #![feature(generic_const_exprs)]: const arguments that are expressions
// of generic parameters are evaluated per instance, and two of them are
// one type when their trees are (rustc's abstract consts): across items,
// through a trait object, with calls of const fns.
#![feature(generic_const_exprs)]
#![allow(incomplete_features)]

struct Flag<const B: bool>;
impl Flag<true> {
    fn say(&self) -> &'static str {
        "big"
    }
}
impl Flag<false> {
    fn say(&self) -> &'static str {
        "small"
    }
}

fn big<const N: usize>() -> Flag<{ N > 10 }> where Flag<{ N > 10 }>: Sized {
    Flag
}

fn halves<const N: usize>() -> [u8; N / 2] where [u8; N / 2]: Sized {
    [7; N / 2]
}

const fn bytes_of<T>(extra: usize) -> usize {
    std::mem::size_of::<T>() + extra
}

fn buffer<T, const N: usize>() -> [u8; bytes_of::<T>(N)] where [u8; bytes_of::<T>(N)]: Sized {
    [1; bytes_of::<T>(N)]
}

trait Grow<const N: usize> {
    fn grow(&self) -> [u16; N + 1];
}
impl<const N: usize> Grow<N> for () {
    fn grow(&self) -> [u16; N + 1] {
        [N as u16; N + 1]
    }
}
fn grow_dyn<const N: usize>(g: &dyn Grow<N>) -> bool where [u16; N + 1]: Sized {
    g.grow() == [N as u16; N + 1]
}

fn main() {
    println!("{} {}", big::<12>().say(), big::<3>().say());
    println!("{:?} {:?}", halves::<6>(), halves::<1>());
    println!("{:?}", buffer::<u32, 2>());
    println!("{:?} {}", <() as Grow<3>>::grow(&()), grow_dyn::<2>(&()));
}
