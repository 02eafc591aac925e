// compile-flags: -Zparse-crate-root-only
// edition:2018
// More of rustc's recoveries: removed or foreign syntax.

fn main() {
    let _ = do catch { 1 };
    //~^ ERROR found removed `do catch` syntax
    let _ = try!(f());
    //~^ ERROR use of deprecated `try` macro
    for x in in xs {}
    //~^ ERROR expected iterable, found keyword `in`
    for x xs {}
    //~^ ERROR missing `in` in `for` loop
    let _ = {1, 2};
    //~^ ERROR this is a block expression, not an array
    let x += 1;
    //~^ ERROR can't reassign to an uninitialized variable
    mut y = 1;
    //~^ ERROR invalid variable declaration
    let _ = &'a x;
    //~^ ERROR borrow expressions cannot be annotated with lifetimes
    let _ = S { a = 1 };
    //~^ ERROR expected `:`, found `=`
}
