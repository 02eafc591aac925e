// Each way a trait stops being object safe, reported where a `dyn` type
// of it is written in a signature (rustc's E0038, with the violations).
trait Generic {
    fn get<T>(&self, t: T) -> T;
}

trait Static {
    fn make() -> u8;
    fn keep(&self) {}
}

trait SelfArg {
    fn same(&self, other: &Self) -> bool;
}

trait SelfRet {
    fn dup(&self) -> Self;
}

trait NeedsSized: Sized {}

trait Konst {
    const N: usize;
}

trait Sub: Generic {}

// fine: the offending methods say `where Self: Sized`
trait Fine {
    fn get<T>(&self, t: T) -> T where Self: Sized;
    fn make() -> u8 where Self: Sized;
    fn dup(&self) -> Self where Self: Sized;
    fn name(&self) -> u8;
}

fn a(_: &dyn Generic) {} //~ ERROR E0038
fn b(_: Box<dyn Static>) {} //~ ERROR E0038
fn c(_: &dyn SelfArg) {} //~ ERROR E0038
fn d() -> Option<&'static dyn SelfRet> { None } //~ ERROR E0038
fn e(_: &dyn NeedsSized) {} //~ ERROR E0038
fn f(_: &dyn Konst) {} //~ ERROR E0038
fn g(_: &dyn Sub) {} //~ ERROR E0038
fn h(_: &dyn Fine) {}

fn main() {}
