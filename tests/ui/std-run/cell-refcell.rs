// run-pass
// check-run-results
// edition:2021
// Cell and RefCell: set/get/replace/swap/update, shared and mutable
// borrows with their counts, try_borrow_mut while borrowed, map.
use std::cell::{Cell, Ref, RefCell, RefMut};
fn main() {
    let c = Cell::new(3);
    c.set(4);
    let old = c.replace(9);
    let d = Cell::new(1);
    c.swap(&d);
    println!("cell {} {} {}", old, c.get(), d.get());

    let r = RefCell::new(10);
    {
        let a = r.borrow();
        let b = Ref::clone(&a);
        println!("shared {} {} busy={}", *a, *b, r.try_borrow_mut().is_err());
    }
    {
        let mut m = r.borrow_mut();
        *m += 5;
        println!("mut busy={}", r.try_borrow().is_err());
    }
    println!("after {} free={}", *r.borrow(), r.try_borrow_mut().is_ok());
    let pair = RefCell::new((1, 2));
    {
        let mut second = RefMut::map(pair.borrow_mut(), |p| &mut p.1);
        *second = 20;
    }
    let first = Ref::map(pair.borrow(), |p| &p.0);
    println!("pair {} {}", *first, pair.borrow().1);
    drop(first);
    let prev = r.replace(1);
    println!("replace {} {}", prev, r.take());
}
