// run-pass
// check-run-results
// ptr::drop_in_place on a `dyn Trait` place calls the drop glue through
// the vtable: a value whose type needs no drop (its vtable's drop slot
// is empty) is left alone, one with a Drop impl is dropped (as Arc<dyn
// Trait> drops its contents).
use std::mem::ManuallyDrop;

trait Shape {
    fn area(&self) -> u32;
}
struct Sq(u32);
impl Shape for Sq {
    fn area(&self) -> u32 { self.0 * self.0 }
}
struct Loud(u32);
impl Shape for Loud {
    fn area(&self) -> u32 { self.0 }
}
impl Drop for Loud {
    fn drop(&mut self) {
        println!("drop Loud({})", self.0);
    }
}

fn drop_dyn(s: &mut dyn Shape) {
    println!("dropping a shape of area {}", s.area());
    unsafe { std::ptr::drop_in_place(s as *mut dyn Shape) };
}

fn main() {
    let mut a = ManuallyDrop::new(Sq(3));
    let mut b = ManuallyDrop::new(Loud(7));
    drop_dyn(&mut *a);
    drop_dyn(&mut *b);
    let mut shapes: [ManuallyDrop<Loud>; 2] = [ManuallyDrop::new(Loud(1)), ManuallyDrop::new(Loud(2))];
    for s in shapes.iter_mut() {
        let p: *mut dyn Shape = &mut **s;
        unsafe { std::ptr::drop_in_place(p) };
    }
    println!("done");
}
