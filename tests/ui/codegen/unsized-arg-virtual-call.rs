// run-pass
// check-run-results
// rustc-env:RUSTC_BOOTSTRAP=1
// A by-value `self` call through a vtable with an unsized argument
// (`move *b` of a Box<dyn ..>): the argument is passed as its address and
// metadata, the callee's self is the data pointer (it used to be the
// place's bytes, and the call crashed).
#![feature(unsized_fn_params)]

trait Consume {
    fn consume(self, extra: u64) -> String;
}

struct Named(String, u64);

impl Consume for Named {
    fn consume(self, extra: u64) -> String {
        format!("{}:{}", self.0, self.1 + extra)
    }
}

fn through_box(b: Box<dyn Consume>) -> String {
    <dyn Consume as Consume>::consume(*b, 5)
}

fn main() {
    let name = String::from("once");
    let f: Box<dyn FnOnce() -> String> = Box::new(move || name + " called");
    println!("{}", f());
    let v = vec![1u32, 2, 3];
    let g: Box<dyn FnOnce(u32) -> (u32, usize, u64)> = Box::new(move |k| (v.iter().sum::<u32>() * k, v.len(), 9));
    println!("{:?}", g(10));
    let unit: Box<dyn FnOnce(i32) -> i32> = Box::new(|x| x + 1);
    println!("{}", unit(41));
    println!("{}", through_box(Box::new(Named(String::from("n"), 37))));
}
