// run-pass
// check-run-results
// A non-capturing closure coerced to a fn pointer inside a constant: the
// pointer in the constant is the closure's fn-pointer entry (its
// environment is not a parameter), not its body.
struct S<T>(T);

impl<T> S<T> {
    const ID: fn(&S<T>) -> &S<T> = |s| s;
    pub fn id(&self) -> &Self {
        Self::ID(self)
    }
}

const ADD: fn(i32, i32) -> i32 = |a, b| a * 10 + b;
const TABLE: [fn(u8) -> u8; 2] = [|x| x + 1, |x| x * 2];

fn main() {
    let s = S(10u32);
    println!("{}", S::<u32>::ID(&s).0);
    println!("{}", s.id().0);
    println!("{}", ADD(4, 2));
    println!("{} {}", TABLE[0](5), TABLE[1](5));
}
