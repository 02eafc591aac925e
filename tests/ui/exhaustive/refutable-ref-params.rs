// Refutable patterns under default binding modes: the witness and the
// matched type are those of the value before the references are peeled.
// compile-flags: --crate-type lib
pub enum E { A((u8, u8)), B }
pub fn f(o: &E) {
    let E::A((a, _)) = o; //~ ERROR refutable pattern in local binding
    let _ = a;
}
pub fn g((E::B, _): &(E, u8)) {} //~ ERROR refutable pattern in function argument
