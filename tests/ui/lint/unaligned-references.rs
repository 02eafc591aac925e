// check-pass
// unaligned_references (rustc's CheckPackedRef on MIR): a borrow of a place
// through a field of a packed struct whose alignment exceeds the packing;
// method receivers' autorefs are at the whole call.
#![warn(unaligned_references)]
#![allow(dead_code)]

#[repr(packed)]
struct Foo1 {
    bar: u8,
    baz: usize,
}

#[repr(packed(2))]
struct Foo2 {
    bar: u8,
    baz: usize,
    small: u16,
}

#[repr(C, packed(4))]
struct Foo4C {
    bar: u8,
    baz: u32,
}

struct Outer {
    inner: Foo1,
}

#[repr(packed)]
struct Wrap {
    a: u8,
    b: [u32; 2],
    c: (u8, u64),
}

fn show(x: &usize) -> usize { *x }

#[allow(unaligned_references)]
fn allowed(f: &Foo1) -> usize {
    let r = &f.baz;
    *r
}

fn main() {
    let foo = Foo1 { bar: 1, baz: 2 };
    let brw = &foo.baz; //~ WARN reference to packed field is unaligned
    //~^ WARN previously accepted
    let _ = *brw;
    let _ok = &foo.bar;
    let _raw = std::ptr::addr_of!(foo.baz);
    let _copy = foo.baz;
    let _c = show(&foo.baz); //~ WARN reference to packed field is unaligned
    //~^ WARN previously accepted

    let foo2 = Foo2 { bar: 1, baz: 2, small: 3 };
    let _b = &foo2.baz; //~ WARN reference to packed field is unaligned
    //~^ WARN previously accepted
    let _s = &foo2.small;

    let foo4 = Foo4C { bar: 1, baz: 2 };
    let _d = &foo4.baz;

    let o = Outer { inner: Foo1 { bar: 0, baz: 0 } };
    let _e = &o.inner.baz; //~ WARN reference to packed field is unaligned
    //~^ WARN previously accepted

    let mut w = Wrap { a: 0, b: [1, 2], c: (0, 0) };
    let _f = &w.b[1]; //~ WARN reference to packed field is unaligned
    //~^ WARN previously accepted
    let _g = &mut w.c.1; //~ WARN reference to packed field is unaligned
    //~^ WARN previously accepted
    let _h = w.b.len(); //~ WARN reference to packed field is unaligned
    //~^ WARN previously accepted
    let _i = w.c.1.to_string(); //~ WARN reference to packed field is unaligned
    //~^ WARN previously accepted

    let bx = Box::new(Foo1 { bar: 0, baz: 0 });
    let _j = &bx.baz; //~ WARN reference to packed field is unaligned
    //~^ WARN previously accepted

    let _k = allowed(&foo);
    let Foo1 { ref baz, .. } = foo; //~ WARN reference to packed field is unaligned
    //~^ WARN previously accepted
    let _ = baz;
    match foo {
        Foo1 { ref bar, .. } => { let _ = bar; }
    }
}
