// run-pass
// check-run-results
// A const parameter's default that names an earlier parameter
// (`const M: u8 = N`), through trait objects.
trait Traitor<const N: u8 = 1, const M: u8 = N> {
    fn owo(&self) -> u8 {
        M
    }
    fn both(&self) -> (u8, u8) {
        (N, M)
    }
}
impl Traitor<2> for bool {}
impl Traitor for u8 {
    fn owo(&self) -> u8 {
        *self
    }
}
impl Traitor<3, 7> for char {}

fn bar<const N: u8>(arg: &dyn Traitor<N>) -> (u8, (u8, u8)) {
    (arg.owo(), arg.both())
}

struct Grid<const W: usize = 2, const H: usize = W>;
impl<const W: usize, const H: usize> Grid<W, H> {
    fn cells(&self) -> usize {
        W * H
    }
}

fn main() {
    println!("{:?} {:?} {:?}", bar(&true), bar(&5_u8), Traitor::<3, 7>::both(&'x'));
    let g: Grid = Grid;
    let h: Grid<4> = Grid;
    println!("{} {}", g.cells(), h.cells());
}
