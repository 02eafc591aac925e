// check-pass
// Every built-in derive on the shapes rustc 1.63 accepts: structs of each
// kind, enums with and without data, empty enums, unions (Clone, Copy),
// packed structs, generics with bounds, defaults, where clauses,
// lifetimes, const generics, associated types in fields, raw names.
// No std (rcc has no sysroot yet): ../auxiliary/minicore.rs stands in for
// core, so String, Vec and Box fields became &str and Option.
#![feature(no_core, lang_items, rustc_attrs, decl_macro, no_coverage)]
#![no_core]
#![crate_type = "lib"]
#![allow(dead_code)]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
struct Named {
    a: i32,
    b: &'static str,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
struct Tuple(i32, u8);

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
struct Unit;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
struct EmptyBraces {}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Data {
    A,
    B(i32),
    C { x: u8, y: u16 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
enum CLike {
    A,
    #[default]
    B,
    C = 10,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Empty {}

#[derive(Clone, Copy)]
union Union {
    a: u32,
    b: f32,
}

#[derive(Clone, Copy)]
union GenericUnion<T: Copy> {
    a: T,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(packed)]
struct Packed {
    a: u8,
    b: u32,
}

trait Assoc {
    type Item;
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
struct Generic<'a, T: Assoc + ?Sized, U = u8, const N: usize = 3>
where
    U: Copy,
{
    a: Option<&'a T::Item>,
    b: Option<[U; N]>,
    c: Option<<T as Assoc>::Item>,
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum GenericEnum<T> {
    No,
    Yes(T),
    Both { a: T, b: Option<T> },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Lifetimes<'a, 'b: 'a>(&'a str, &'b [u8]);

#[derive(Clone, Debug, PartialEq, Default)]
struct Raw {
    r#type: u8,
    r#match: (u8, i8),
}

#[derive(Clone, Copy)]
#[derive(Debug)]
struct TwoAttributes(u8);

fn assert_all<T: Clone + Debug + PartialEq + Eq + PartialOrd + Ord + Hash>() {}

pub fn checks() {
    assert_all::<Named>();
    assert_all::<Data>();
    assert_all::<Generic<'static, AssocImpl>>();
    let _ = Named::default();
    let _ = CLike::default();
}

struct AssocImpl;
impl Assoc for AssocImpl {
    type Item = u8;
}
impl Clone for AssocImpl {
    fn clone(&self) -> Self {
        AssocImpl
    }
}
impl Debug for AssocImpl {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("AssocImpl")
    }
}
impl PartialEq for AssocImpl {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl Eq for AssocImpl {}
impl PartialOrd for AssocImpl {
    fn partial_cmp(&self, _: &Self) -> Option<cmp::Ordering> {
        Some(cmp::Ordering::Equal)
    }
}
impl Ord for AssocImpl {
    fn cmp(&self, _: &Self) -> cmp::Ordering {
        cmp::Ordering::Equal
    }
}
impl Hash for AssocImpl {
    fn hash<H: hash::Hasher>(&self, _: &mut H) {}
}
impl Default for AssocImpl {
    fn default() -> Self {
        AssocImpl
    }
}
