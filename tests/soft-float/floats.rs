// Floats on a soft-float target: the crate is compiled with
// -C target-feature=+soft-float,-sse,-sse2 (run.py), so every f32/f64
// operation is a call to a soft-fp routine (softfp.c supplies them) and
// no float register is used: GCC refuses any float value without SSE.
// Floats reach std only by reference (formatting), whose ABI is the same.

/// Keeps a value from being known at compile time.
#[inline(never)]
fn bb<T>(x: T) -> T {
    x
}

fn arith32(a: f32, b: f32) -> [f32; 5] {
    [a + b, a - b, a * b, a / b, -a]
}

fn arith64(a: f64, b: f64) -> [f64; 5] {
    [a + b, a - b, a * b, a / b, -a]
}

fn cmps32(a: f32, b: f32) -> [bool; 6] {
    [a == b, a != b, a < b, a <= b, a > b, a >= b]
}

fn cmps64(a: f64, b: f64) -> [bool; 6] {
    [a == b, a != b, a < b, a <= b, a > b, a >= b]
}

fn to_ints(x: f64) -> (i8, u8, i16, u16, i32, u32, i64, u64) {
    (x as i8, x as u8, x as i16, x as u16, x as i32, x as u32, x as i64, x as u64)
}

fn to_ints32(x: f32) -> (i8, u8, i32, u32, i64, u64) {
    (x as i8, x as u8, x as i32, x as u32, x as i64, x as u64)
}

struct Point {
    x: f64,
    y: f64,
}

impl Point {
    fn dist2(&self, o: &Point) -> f64 {
        let dx = self.x - o.x;
        let dy = self.y - o.y;
        dx * dx + dy * dy
    }
}

fn main() {
    let (a, b) = (bb(1.5f32), bb(-0.25f32));
    println!("{:?}", arith32(a, b));
    println!("{:?}", arith64(bb(1e300), bb(3.0)));
    println!("{:?}", arith64(bb(0.1), bb(0.2)));
    let nan = bb(f32::NAN);
    for (x, y) in [(a, b), (b, a), (a, a), (nan, a), (a, nan), (nan, nan), (bb(0.0), bb(-0.0))] {
        println!("{:?} {:?}: {:?}", x, y, cmps32(x, y));
    }
    let dnan = bb(f64::NAN);
    for (x, y) in [(1.0, 2.0), (2.0, 1.0), (dnan, 1.0), (f64::INFINITY, f64::MAX)] {
        println!("{:?} {:?}: {:?}", x, y, cmps64(bb(x), bb(y)));
    }
    println!("is_nan: {} {} {} {}", nan.is_nan(), a.is_nan(), dnan.is_nan(), bb(1.0f64).is_nan());
    for x in [0.0, -1.9, 1.9, 127.5, 128.0, -129.0, 255.9, 65535.5, 3e9, -3e9, 1e20, -1e20, f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
        println!("{:?} -> {:?}", x, to_ints(bb(x)));
    }
    for x in [0.5f32, -200.7, 4e9, 1e19, 2e19, f32::NAN] {
        println!("{:?} -> {:?}", x, to_ints32(bb(x)));
    }
    for i in [0i64, -1, 7, i64::MAX, i64::MIN, 1 << 53 | 1] {
        println!("{} -> {:?} {:?}", i, bb(i) as f32, bb(i) as f64);
    }
    for u in [0u64, u64::MAX, 1 << 63, 16777217] {
        println!("{} -> {:?} {:?}", u, bb(u) as f32, bb(u) as f64);
    }
    println!("{:?} {:?}", bb(255u8) as f32, bb(-128i8) as f64);
    println!("{:?} {:?}", bb(1.0f64 / 3.0) as f32, bb(0.1f32) as f64);
    println!("{:?} {:?}", bb(1e40f64) as f32, bb(-1e-50f64) as f32);
    println!("{:?} {:?} {:?}", bb(-2.5f32).abs(), bb(3.0f64).copysign(-0.0), bb(-0.0f32).to_bits());
    println!("{:?}", f32::from_bits(bb(0x4049_0fdb)));
    let mut sum = 0.0f64;
    for i in 1..=100 {
        sum += 1.0 / (i as f64 * i as f64);
    }
    println!("sum = {:?}", sum);
    let p = Point { x: 1.0, y: 2.0 };
    let q = Point { x: bb(4.0), y: bb(6.0) };
    println!("dist2 = {:?}", p.dist2(&q));
    // casts of constants (rcc folds these instead of calling a routine)
    println!("{} {} {} {:?} {:?} {:?}", 1e16 as u64, -1.5f32 as i8, f64::NAN as u16, 7u32 as f32, 0.1f32 as f64, u128::MAX as f32);
    const K: f32 = 2.0 * 1.25;
    println!("{:?} {:?}", K, bb(K) * 4.0);
}
