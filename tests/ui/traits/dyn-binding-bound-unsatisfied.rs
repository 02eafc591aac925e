// build-fail
// error-pattern: the trait bound `MyCall: Callback` is not satisfied
// `dyn Processing<Call = MyCall>` names an associated type that does not
// meet the trait's bound on it. rustc reports it where the type is written;
// rcc finds it when the call of `P::Call::cb` is instantiated (it used to
// be an internal error there), with the same message: a build-fail test
// for rcc, where rustc's check already fails.
pub trait Callback {
    fn cb();
}

pub trait Processing {
    type Call: Callback;
}

fn f<P: Processing + ?Sized>() {
    P::Call::cb();
}

fn main() {
    struct MyCall;
    f::<dyn Processing<Call = MyCall>>();
}
