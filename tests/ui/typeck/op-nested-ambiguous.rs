// run-pass
// check-run-results
// An operator's impl confirmed with nested obligations still ambiguous
// stays an obligation: `[{integer}; 2] == [?T; 2]` selects `impl
// PartialEq<[B; N]> for [A; N]` with `{integer}: PartialEq<?T>` open; the
// integer falls back to i32 and then ?T is i32 (coretests'
// `assert_eq!(left, &mut [])`).
fn first0<T>(_a: &mut [T; 3]) -> &mut [T; 0] {
    Box::leak(Box::new([]))
}

fn main() {
    let v = [1, 2];
    let r: [_; 2] = [Default::default(), Default::default()];
    println!("{}", v == r);
    let mut w = [4, 5, 6];
    let left = first0(&mut w);
    println!("{}", left == &mut []);
    println!("{}", &w[..] == &[4, 5, 6]);
}
