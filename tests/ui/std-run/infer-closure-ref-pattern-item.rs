// run-pass
// check-run-results
// edition:2021
// rcc rejects `|&m| ...` on `<[char]>::iter()` inside a generic-free
// trait impl (in core's str.rs): "expected associated type
// `<core::slice::Iter<char> as Iterator>::Item`, found `&_`" (the
// projection is not normalized before the closure's pattern is checked).
// Seen in runtime/core/src/str.rs `impl MultiCharEq for [char; N]`.
trait M { fn m(&mut self, c: char) -> bool; }
impl<const N: usize> M for [char; N] {
    fn m(&mut self, c: char) -> bool { self.iter().any(|&x| x == c) }
}
impl M for &[char] {
    fn m(&mut self, c: char) -> bool { self.iter().any(|&x| x == c) }
}
fn main() {
    let mut a = ['a', 'b'];
    let mut s: &[char] = &['z'];
    println!("{} {}", a.m('b'), s.m('q'));
}
