// run-pass
// edition:2021
// check-run-results
// Generators on the real std: yields and the return value, resume
// arguments, what is dropped when (completed, suspended, never resumed),
// a static generator borrowing its own local across a yield, a generic
// generator, upvars by reference and by value, and the panic of a
// generator resumed after completion.
#![feature(generators, generator_trait)]
use std::ops::{Generator, GeneratorState};
use std::pin::Pin;

struct D(&'static str);
impl Drop for D {
    fn drop(&mut self) {
        println!("drop {}", self.0);
    }
}

fn run<G: Generator<Yield = i32, Return = &'static str> + Unpin>(mut g: G) {
    loop {
        match Pin::new(&mut g).resume(()) {
            GeneratorState::Yielded(v) => println!("yielded {}", v),
            GeneratorState::Complete(r) => {
                println!("complete {}", r);
                break;
            }
        }
    }
}

fn counter<T: Copy + std::fmt::Debug>(items: Vec<T>) -> impl Generator<Yield = T, Return = usize> {
    move || {
        let mut n = 0;
        while n < items.len() {
            yield items[n];
            n += 1;
        }
        n
    }
}

fn main() {
    let total = 10;
    run(|| {
        let mut i = 0;
        while i < 3 {
            yield i * total;
            i += 1;
        }
        "done"
    });

    // resume arguments: the first starts the body, later ones are the yields' values
    let mut acc = |first: i32| {
        let mut sum = first;
        loop {
            let next: i32 = yield sum;
            if next < 0 {
                return sum;
            }
            sum += next;
        }
    };
    for x in [1, 2, 3, -1] {
        match Pin::new(&mut acc).resume(x) {
            GeneratorState::Yielded(s) => println!("sum so far {}", s),
            GeneratorState::Complete(s) => println!("final {}", s),
        }
    }

    // drops: completed, suspended, never resumed
    let a = D("upvar a");
    let mut g = move || {
        let _l = D("local 1");
        yield 1;
        let _ = &a;
        "end"
    };
    let _ = Pin::new(&mut g).resume(());
    println!("resuming to the end");
    let _ = Pin::new(&mut g).resume(());
    println!("dropping the completed generator");
    drop(g);
    let b = D("upvar b");
    let mut g = move || {
        let _x = D("local 2");
        let _ = &b;
        yield 1;
        let _y = D("never made");
        "end"
    };
    let _ = Pin::new(&mut g).resume(());
    println!("dropping a suspended generator");
    drop(g);
    let c = D("upvar c");
    let g = move || {
        let _ = &c;
        yield 1;
        "end"
    };
    println!("dropping an unresumed generator");
    drop(g);

    // a static generator keeps a reference to its own local across yields
    let mut s = static || {
        let v = vec![10, 20, 30];
        let r = &v;
        for x in r.iter() {
            yield *x;
        }
        "static done"
    };
    loop {
        match unsafe { Pin::new_unchecked(&mut s) }.resume(()) {
            GeneratorState::Yielded(v) => println!("static yielded {}", v),
            GeneratorState::Complete(r) => {
                println!("{}", r);
                break;
            }
        }
    }

    // generic, returned as impl Generator
    let mut c = counter(vec!['a', 'b']);
    loop {
        match Pin::new(&mut c).resume(()) {
            GeneratorState::Yielded(v) => println!("char {:?}", v),
            GeneratorState::Complete(n) => {
                println!("{} chars", n);
                break;
            }
        }
    }

    // by-reference upvar: the generator mutates a local of main
    let mut hits = 0;
    {
        let mut g = || {
            hits += 1;
            yield 0;
            hits += 1;
            "ok"
        };
        let _ = Pin::new(&mut g).resume(());
        let _ = Pin::new(&mut g).resume(());
    }
    println!("hits {}", hits);

    // resumed after completion
    let r = std::panic::catch_unwind(|| {
        let mut g = || {
            yield 1;
            "x"
        };
        let _ = Pin::new(&mut g).resume(());
        let _ = Pin::new(&mut g).resume(());
        let _ = Pin::new(&mut g).resume(());
    });
    println!("resumed after completion: {}", r.is_err());
}
