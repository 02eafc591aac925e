// run-pass
// check-run-results
// An f32 literal is rounded once from its decimal text, not through f64
// (double rounding: (1<<53)+(1<<29)+1 rounds to a different f32).
fn const_mir() -> f32 {
    9007199791611905.0
}

fn main() {
    println!("{}", const_mir());
    println!("{}", 9007199791611905.0f32.to_bits());
    println!("{}", 1.000000059604644775390625000001_f32.to_bits());
    println!("{}", 0.1f32 + 0.2f32);
    println!("{}", -16777217.0f32);
}
