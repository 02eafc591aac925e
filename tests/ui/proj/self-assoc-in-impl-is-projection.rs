// run-pass
// check-run-results
// edition:2021
// `Self::Item` in a trait impl is the projection `<S<T> as It>::Item`.
// Where the item has a where-clause `Self: Ex` (so `S<T>: It` holds by
// that clause) the projection stays rigid, as rustc has it: `p` takes
// the same type `next_back` returns (core's slice iterators' rposition).
pub trait It {
    type Item;
    fn next(&mut self) -> Option<Self::Item>;
    fn rpos<P>(&mut self, p: P) -> bool
    where
        P: FnMut(Self::Item) -> bool,
        Self: Sized + Ex + De;
}
pub trait Ex: It {}
pub trait De: It {
    fn next_back(&mut self) -> Option<Self::Item>;
}
pub struct S<T>(T, u8);
impl<T> It for S<T> {
    type Item = u8;
    fn next(&mut self) -> Option<u8> {
        self.1 += 1;
        if self.1 < 4 { Some(self.1) } else { None }
    }
    fn rpos<P>(&mut self, mut p: P) -> bool
    where
        P: FnMut(Self::Item) -> bool,
        Self: Sized + Ex + De,
    {
        while let Some(x) = self.next_back() {
            if p(x) {
                return true;
            }
        }
        false
    }
}
impl<T> Ex for S<T> {}
impl<T> De for S<T> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.next()
    }
}

fn main() {
    let mut s = S((), 0);
    let first: Option<<S<()> as It>::Item> = s.next();
    println!("{:?} {}", first, s.rpos(|x| x == 3));
}
