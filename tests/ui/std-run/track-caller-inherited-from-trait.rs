// run-fail
// check-run-results
// #[track_caller] on a trait's declaration of a method is inherited by
// every impl of it (as core's SliceIndex::index and Index::index): the
// impl's bounds checks, panics and Location::caller() report the call
// site, whether the call is direct, generic or through a vtable.
use std::panic::Location;

trait Fetch {
    #[track_caller]
    fn fetch(&self, i: usize) -> u32;
    #[track_caller]
    fn here(&self) -> &'static Location<'static>;
}

struct Table([u32; 4]);

impl Fetch for Table {
    fn fetch(&self, i: usize) -> u32 {
        self.0[i]
    }
    fn here(&self) -> &'static Location<'static> {
        Location::caller()
    }
}

fn generic<T: Fetch>(t: &T) -> u32 {
    t.fetch(1)
}

fn show(l: &Location) {
    println!("{}:{}", l.line(), l.column());
}

fn main() {
    let t = Table([10, 20, 30, 40]);
    show(t.here());
    let d: &dyn Fetch = &t;
    show(d.here());
    println!("{} {} {}", t.fetch(0), generic(&t), d.fetch(3));
    let i = t.0.len() + 3;
    println!("{}", t.fetch(i));
}
