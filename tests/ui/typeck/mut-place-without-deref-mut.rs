// A place used mutably through an overloaded deref or index whose `_mut`
// trait does not hold: E0596 (borrow) / E0594 (assignment), as rustc's
// borrowck reports them. rcc used to pick `deref_mut`/`index_mut` anyway
// and stopped in mono ("cannot resolve instance").
use std::ops::{Deref, Index};
use std::rc::Rc;

struct W(i32);
impl Deref for W {
    type Target = i32;
    fn deref(&self) -> &i32 { &self.0 }
}
struct V(Vec<i32>);
impl Deref for V {
    type Target = Vec<i32>;
    fn deref(&self) -> &Vec<i32> { &self.0 }
}
struct C(String);
impl Index<usize> for C {
    type Output = String;
    fn index(&self, _: usize) -> &String { &self.0 }
}

fn main() {
    let r = Rc::new(5);
    *r = 6; //~ ERROR cannot assign to data in an `Rc`
    let w = W(1);
    *w = 2; //~ ERROR cannot assign to data in dereference of `W`
    *w += 2; //~ ERROR cannot assign to data in dereference of `W`
    let v = V(vec![]);
    v.push(1); //~ ERROR cannot borrow data in dereference of `V` as mutable
    let _x = &mut *w; //~ ERROR cannot borrow data in dereference of `W` as mutable
    let r2 = Rc::new(vec![1]);
    r2.push(1); //~ ERROR cannot borrow data in an `Rc` as mutable
    let c = C(String::new());
    c[0].clear(); //~ ERROR cannot borrow data in an index of `C` as mutable
    c[0] = String::new(); //~ ERROR cannot assign to data in an index of `C`
    c[0] += "x"; //~ ERROR cannot borrow data in an index of `C` as mutable
    let _y = &mut c[0]; //~ ERROR cannot borrow data in an index of `C` as mutable
}
