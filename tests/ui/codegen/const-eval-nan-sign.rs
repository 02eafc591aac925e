// run-pass
// check-run-results
// The NaNs the const evaluator makes are rustc's (rustc_apfloat), not the
// host FPU's: 0.0 / 0.0 is the positive quiet NaN (x86 gives a negative
// one), a NaN operand passes on with its payload and rustc's sign rules.
const ZERO_DIV: f64 = 0.0 / 0.0;
const ZERO_DIV_32: f32 = 0.0 / 0.0;
const INF_SUB: f64 = f64::INFINITY - f64::INFINITY;
const ZERO_INF: f64 = 0.0 * f64::INFINITY;
const REM_ZERO: f64 = 1.0 % 0.0;
const NEG: f64 = -ZERO_DIV;
const NEG_ADD: f64 = NEG + 1.0;
const ADD_NEG: f64 = 1.0 + NEG;
const SUB_NAN: f64 = 1.0 - ZERO_DIV;
const SUB_NEG: f64 = 1.0 - NEG;
const NEG_MUL: f64 = NEG * 2.0;
const DIV_NEG: f64 = 2.0 / NEG;
const NEG_REM: f64 = NEG % 3.0;
const REM_NEG: f64 = 3.0 % NEG;
const NEG_32: f32 = -ZERO_DIV_32 - 1.0;

fn main() {
    let xs = [ZERO_DIV, INF_SUB, ZERO_INF, REM_ZERO, NEG, NEG_ADD, ADD_NEG, SUB_NAN, SUB_NEG, NEG_MUL, DIV_NEG, NEG_REM, REM_NEG];
    for x in xs {
        println!("{:#018x} {}", x.to_bits(), x.is_sign_negative());
    }
    println!("{:#010x} {:#010x}", ZERO_DIV_32.to_bits(), NEG_32.to_bits());
    println!("{} {}", f64::NAN.is_sign_positive(), f32::NAN.is_sign_positive());
}
