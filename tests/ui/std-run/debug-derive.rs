// run-pass
// check-run-results
// {:?} and {:#?} through the derives and the Formatter builders
// (debug_struct, debug_tuple, debug_list, PadAdapter), Option, arrays.
#[derive(Debug)]
struct P { x: i32, y: (u8, char) }
#[derive(Debug)]
enum E { A, B(i32, &'static str) }
fn main() {
    let p = P { x: 1, y: (2, 'c') };
    println!("{:?}", p);
    println!("{:#?}", p);
    println!("{:?} {:?} {:?}", E::A, E::B(-3, "s"), Some(Some(4)));
    println!("{:?} {:?}", [1, 2, 3], (5,));
    println!("{:#?}", [Some(1), None]);
}
