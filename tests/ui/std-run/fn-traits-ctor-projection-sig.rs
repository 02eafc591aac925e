// run-pass
// check-run-results
// edition:2021
// Tuple-variant and tuple-struct constructors (and a fn) whose signature
// has a projection `I::Item` of their own params, passed where Fn, FnMut
// and FnOnce are bounds: the signature is normalised when the fn-item
// candidate is confirmed. Mapped in a generic fn (resolved only when
// monomorphised, as alloc's btree MergeIter `.map(Peeked::A)`), with
// explicit args, and with the args inferred later from the expected type.
#[derive(Debug)]
enum Peeked<I: Iterator> {
    A(I::Item),
    B(I::Item),
}
#[derive(Debug)]
struct Wrap<I: Iterator>(I::Item, u8);

fn wrap_some<I: Iterator>(x: I::Item) -> Option<I::Item> { Some(x) }

fn apply<F: Fn(i32) -> T, T>(f: F, v: i32) -> T { f(v) }
fn apply_mut<F: FnMut(i32, u8) -> T, T>(mut f: F, v: i32) -> T { f(v, 1) }
fn apply_once<F: FnOnce(i32) -> T, T>(f: F, v: i32) -> T { f(v) }

fn peek_both<I: Iterator>(mut a: I, mut b: I) -> (Option<Peeked<I>>, Option<Peeked<I>>) {
    (a.next().map(Peeked::A), b.next().map(Peeked::B))
}

fn main() {
    type It = std::vec::IntoIter<i32>;
    let (a, b) = peek_both(vec![1, 2].into_iter(), vec![3].into_iter());
    println!("{:?} {:?}", a, b);
    let (a, b) = peek_both(vec![(4, 'x')].into_iter(), Vec::new().into_iter());
    println!("{:?} {:?}", a, b);
    println!("{:?}", apply(Peeked::<It>::A, 5));
    println!("{:?}", apply_mut(Wrap::<It>, 6));
    println!("{:?}", apply_once(Peeked::<It>::B, 7));
    println!("{:?}", apply(wrap_some::<It>, 8));
    let v: Vec<Peeked<It>> = vec![9, 10].into_iter().map(Peeked::A).collect();
    println!("{:?}", v);
    let w: Vec<Option<i32>> = vec![11].into_iter().map(wrap_some::<It>).collect();
    println!("{:?}", w);
}
