// run-pass
// edition:2021
// check-run-results
// The real std: a child process (this program again) fed through a piped
// stdin, its output and exit code; /bin/echo through Command::output;
// environment passed to a child; HashMap iteration under a fixed-seed
// hasher (deterministic order) and under RandomState (sorted first).
use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, HashSet};
use std::env;
use std::hash::BuildHasherDefault;
use std::io::{self, BufRead, Read, Write};
use std::process::{Command, Stdio};

fn child() {
    let stdin = io::stdin();
    let mut sum = 0i64;
    let mut words = Vec::new();
    for line in stdin.lock().lines() {
        let line = line.unwrap();
        match line.trim().parse::<i64>() {
            Ok(n) => sum += n,
            Err(_) => words.push(line),
        }
    }
    println!("child: sum {} words {:?} env {:?}", sum, words, env::var("RCC_CHILD_VAR").ok());
    std::process::exit(3);
}

fn main() {
    if env::args().nth(1).as_deref() == Some("child") {
        return child();
    }
    let me = env::current_exe().unwrap();
    let mut c = Command::new(&me)
        .arg("child")
        .env("RCC_CHILD_VAR", "forty-two")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    {
        let mut i = c.stdin.take().unwrap();
        for n in 1..=100 {
            writeln!(i, "{}", n).unwrap();
        }
        i.write_all(b"alpha\nbeta\n").unwrap();
    }
    let mut out = String::new();
    c.stdout.take().unwrap().read_to_string(&mut out).unwrap();
    let st = c.wait().unwrap();
    print!("{}", out);
    println!("status {:?} success {}", st.code(), st.success());

    let o = Command::new("/bin/echo").args(["hello", "from", "echo"]).output().unwrap();
    println!("echo: {:?} {:?} {}", String::from_utf8_lossy(&o.stdout), o.stderr, o.status.success());
    let o = Command::new("/bin/sh").arg("-c").arg("echo $RCC_X; exit 7").env("RCC_X", "shell").output().unwrap();
    println!("sh: {:?} {:?}", String::from_utf8_lossy(&o.stdout), o.status.code());

    let mut fixed: HashMap<u32, String, BuildHasherDefault<DefaultHasher>> = HashMap::default();
    for i in 0..20 {
        fixed.insert(i * 7919 % 1000, format!("v{}", i));
    }
    let order: Vec<u32> = fixed.keys().copied().collect();
    println!("fixed-seed order {:?}", order);
    let mut again: HashMap<u32, String, BuildHasherDefault<DefaultHasher>> = HashMap::default();
    for i in (0..20).rev() {
        again.insert(i * 7919 % 1000, format!("v{}", i));
    }
    println!("same set: {}", again == fixed);
    let random: HashSet<String> = ["pear", "apple", "fig", "kiwi"].iter().map(|s| s.to_string()).collect();
    let mut sorted: Vec<_> = random.into_iter().collect();
    sorted.sort();
    println!("sorted {:?}", sorted);
}
