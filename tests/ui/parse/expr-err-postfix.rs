// compile-flags: -Zparse-crate-root-only
// Errors after `.` and after casts.

fn main() {
    let _ = x.f::<u8>;
    //~^ ERROR field expressions cannot have generic arguments
    let _ = x as u8.count_ones();
    //~^ ERROR casts cannot be followed by a method call
    let _ = x as [u8; 2][0];
    //~^ ERROR casts cannot be followed by indexing
    let _ = x.;
    //~^ ERROR unexpected token: `;`
}
