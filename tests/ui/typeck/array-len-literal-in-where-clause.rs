// run-pass
// check-run-results
// A literal array length inside a where-clause bound (`F: Fn([usize; 1])`)
// or a struct's bound is a value at once (rustc's try_eval_lit_or_param):
// evaluating it must not ask for the predicates being computed (E0391).
fn bar<F>(f: F) -> usize where F: Fn([usize; 1]) -> usize { f([2]) }

struct S<F: Fn() -> [u8; 2]>(F);

fn first<T: Copy, G: FnOnce([T; 3usize]) -> T>(g: G, x: T) -> T { g([x; 3]) }

fn main() {
    println!("{}", bar(|u| u[0]));
    let s = S(|| [7, 8]);
    println!("{:?}", (s.0)());
    println!("{}", first(|a| a[2], 'z'));
}
