// run-pass
// check-run-results
// read_volatile / write_volatile of structs and fat pointers (sizes of
// an integer and others), aligned and unaligned.
use std::ptr;

#[derive(Debug, Clone, Copy, PartialEq)]
struct Pair(u16, u16);
#[derive(Debug, Clone, Copy, PartialEq)]
struct Three(u8, u8, u8);
#[derive(Debug, Clone, Copy, PartialEq)]
struct Big([u64; 3]);

fn main() {
    let mut p = Pair(1, 2);
    unsafe {
        let v = ptr::read_volatile(&p);
        ptr::write_volatile(&mut p, Pair(v.1, v.0));
    }
    println!("{:?}", p);
    let mut t = Three(1, 2, 3);
    let mut b = Big([4, 5, 6]);
    unsafe {
        ptr::write_volatile(&mut t, Three(7, 8, 9));
        let bb = ptr::read_volatile(&b);
        ptr::write_volatile(&mut b, Big([bb.0[2], bb.0[1], bb.0[0]]));
        println!("{:?} {:?}", ptr::read_volatile(&t), b);
    }
    let s: &str = "fat";
    let mut slot: &str = "";
    unsafe {
        ptr::write_volatile(&mut slot, ptr::read_volatile(&s));
    }
    println!("{}", slot);
    let mut bytes = [0u8; 9];
    unsafe {
        let q = bytes.as_mut_ptr().add(1) as *mut Pair;
        q.write_unaligned(Pair(0x1234, 0x5678));
        println!("{:?}", q.read_unaligned());
    }
}
