// run-pass
// check-run-results
// Float formatting and parsing, env, files in a temp dir, processes.
use std::env;
use std::fs;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::Command;

fn main() {
    let xs = [0.1f64 + 0.2, 1e21, 1.5e-7, -0.0, f64::MAX, 2.0f64.sqrt(), 100.0];
    for x in xs {
        println!("{} {:?} {:.3} {:e} {:10.2}|", x, x, x, x, x);
    }
    println!("{} {} {}", 1.0f32 / 3.0, f32::MIN_POSITIVE, f64::NAN);
    let parsed: Vec<f64> = ["3.25", "-1e3", "inf", "0.1"].iter().map(|s| s.parse().unwrap()).collect();
    println!("{:?}", parsed);
    println!("{:?}", "1.5x".parse::<f64>().is_err());
    println!("{}", i64::from_str_radix("-ff", 16).unwrap());

    env::set_var("RCC_TEST_VAR", "value=1");
    println!("{:?} {:?}", env::var("RCC_TEST_VAR"), env::var("RCC_NO_SUCH_VAR").is_err());
    println!("args {}", env::args().count());

    let dir = env::temp_dir().join(format!("rcc-real-std-{}", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join("a.txt");
    {
        let mut f = fs::File::create(&path).unwrap();
        writeln!(f, "line one").unwrap();
        writeln!(f, "line two").unwrap();
    }
    let mut s = String::new();
    fs::File::open(&path).unwrap().read_to_string(&mut s).unwrap();
    print!("{}", s);
    let lines: Vec<String> = BufReader::new(fs::File::open(&path).unwrap()).lines().map(|l| l.unwrap()).collect();
    println!("{:?} {}", lines, fs::metadata(&path).unwrap().len());
    let names: Vec<_> = fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
    println!("{:?}", names);
    fs::remove_dir_all(&dir).unwrap();
    println!("{}", dir.exists());
    println!("{:?}", fs::read("/nonexistent/rcc").map_err(|e| e.kind()));

    let out = Command::new("sh").arg("-c").arg("echo child $((6*7)); exit 3").output().unwrap();
    println!("{:?} {:?}", String::from_utf8_lossy(&out.stdout), out.status.code());
}
