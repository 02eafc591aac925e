// check-pass
// Items inside function bodies: visible in the whole block, with their
// own generics; a local of the same name declared later does not change
// what an earlier use names.

fn main() {
    struct Local {
        v: i32,
    }
    impl Local {
        fn get(&self) -> i32 {
            self.v
        }
    }
    let l = Local { v: 1 };
    let _g = l.get();
    fn generic<T>(t: T) -> T {
        t
    }
    let _t = generic(5);
    const K: i32 = 7;
    let _k = K;
    enum Choice {
        Yes,
        No,
    }
    let _c = match Choice::Yes {
        Choice::Yes => 1,
        Choice::No => 0,
    };
}
