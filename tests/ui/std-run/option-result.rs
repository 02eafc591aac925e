// run-fail
// check-run-results
// Option/Result combinators, and Result::unwrap on Err panicking with
// rustc 1.63's message (unwrap_failed formats the error with {:?}) at
// the caller's location (#[track_caller]).
fn main() {
    let r: Result<i32, i32> = Err(4);
    let o = Some(2).map(|x| x + 1).unwrap_or(0);
    let n: Option<u8> = None;
    println!("{} {:?} {:?} {}", o, r.as_ref().ok(), Some(5).as_ref().unwrap(), n.unwrap_or(9));
    println!("{:?} {:?}", r.map_err(|e| e * 10).err(), Ok::<i32, i32>(1).map(|x| x - 1).ok());
    r.unwrap();
}
