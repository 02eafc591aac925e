// A type where a const parameter is, and a const where a type parameter
// is: E0747 (rustc 1.63's const-generics/suggest_const_for_array.rs, plus
// the path and type-parameter suggestions), reported before code
// generation (issue 14 case 21: was an ICE "no layout for `[type error]`").
#![crate_type = "lib"]

struct S;
fn example<const N: usize>() {}
fn g<T>() {}

fn other<T>() {
  example::<[usize; 3]>();
  //~^ ERROR type provided when a const
  example::<[usize; 4+5]>();
  //~^ ERROR type provided when a const
  example::<S>(); //~ ERROR type provided when a const
  example::<T>(); //~ ERROR type provided when a const
  g::<3>(); //~ ERROR constant provided when a type
}
