// check-pass
// compile-flags: -Zunpretty=normal
// The parsed crate (edition 2015) as rustc 1.63's pretty-printer prints
// it: macro calls kept with their tokens spaced as rustc spaces them,
// `mod m;` unloaded, comments where rustc puts them. The .stdout golden
// is rustc 1.63's output.

#[macro_use]
extern crate core as my_core;

use std::marker::PhantomData; // trailing comment

/// Generic with defaults and const parameters.
pub struct Buffer<T = u8, const N: usize = 16> where T: Copy {
    data: [T; N],
    marker: PhantomData<T>,
}

impl<T: Copy + Default, const N: usize> Buffer<T, N> {
    pub const fn capacity(&self) -> usize { N }

    pub fn iter<'a>(&'a self) -> impl Iterator<Item = &'a T> + 'a { self.data.iter() }

    fn boxed(self) -> Box<dyn Fn(usize) -> Option<T>> {
        Box::new(move |i| self.data.get(i).copied())
    }
}

macro_rules! make_fn {
    ($name:ident, $body:expr) => {
        fn $name() -> u32 { $body }
    };
    ($name:ident) => { make_fn!($name, 0); };
}

make_fn!(zero);
make_fn!(answer, 6 * 7);

fn tokens() {
    println!("{} and {:?}", 1 + 2, vec![1, 2, 3]);
    assert_eq!(answer(), 42, "the answer was {}", answer());
    let v: Vec<u8> = vec![];
}

fn shadowing<T>(x: T) -> T where T: ::std::fmt::Debug + Clone + Send + Sync + 'static + PartialEq + Eq + PartialOrd {
    /* leading */ x /* trailing */
}
