// run-pass
// check-run-results
// Trait upcasting (#![feature(trait_upcasting)]): `dyn Sub` to `dyn
// Super` through references, Box and Rc, along a diamond and with generic
// supertraits; the methods called through the new vtable are the type's.
#![feature(trait_upcasting)]
#![allow(incomplete_features)]
use std::fmt::Debug;
use std::rc::Rc;

trait Named {
    fn name(&self) -> String;
}
trait Left: Named {
    fn left(&self) -> u32;
}
trait Right: Named {
    fn right(&self) -> u32;
}
trait Both: Left + Right + Debug {
    fn both(&self) -> u32 {
        self.left() * 10 + self.right()
    }
}
trait Convert<T>: Named {
    fn convert(&self) -> T;
}
trait Sub: Convert<u8> {}

#[derive(Debug)]
struct Thing(u32);
impl Named for Thing {
    fn name(&self) -> String {
        format!("thing {}", self.0)
    }
}
impl Left for Thing {
    fn left(&self) -> u32 {
        self.0 + 1
    }
}
impl Right for Thing {
    fn right(&self) -> u32 {
        self.0 + 2
    }
}
impl Both for Thing {}
impl Convert<u8> for Thing {
    fn convert(&self) -> u8 {
        self.0 as u8 * 3
    }
}
impl Sub for Thing {}

fn main() {
    let t = Thing(4);
    let b: &dyn Both = &t;
    println!("both {}", b.both());
    let l: &dyn Left = b;
    let r: &dyn Right = b;
    println!("left {} right {}", l.left(), r.right());
    let n1: &dyn Named = l;
    let n2: &dyn Named = r;
    println!("{} / {}", n1.name(), n2.name());
    let d: &dyn Debug = b;
    println!("{:?}", d);

    let boxed: Box<dyn Both> = Box::new(Thing(7));
    let boxed: Box<dyn Left> = boxed;
    println!("boxed left {} {}", boxed.left(), boxed.name());
    let rc: Rc<dyn Both> = Rc::new(Thing(1));
    let rc: Rc<dyn Named> = rc;
    println!("rc {}", rc.name());

    let s: &dyn Sub = &Thing(5);
    let c: &dyn Convert<u8> = s;
    println!("convert {} {}", c.convert(), (c as &dyn Named).name());
}
