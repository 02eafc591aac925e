// A macro_rules! defined in a body sees the locals before its definition,
// not the ones after it.

fn main() {
    macro_rules! read_later {
        () => {
            later //~ ERROR cannot find value `later` in this scope
        };
    }
    let later = 1;
    let _v = read_later!();
    let _w = later;
}
