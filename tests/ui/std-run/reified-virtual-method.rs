// run-pass
// check-run-results
// A trait method taken as a fn pointer with Self = a dyn type: the shim
// calls through the vtable (rustc's virtual shim). Also in a constant.
trait Speak {
    fn speak(&self) -> String;
    fn twice(&self, n: u32) -> u32 {
        n * 2
    }
}
struct Dog;
struct Cat(u32);
impl Speak for Dog {
    fn speak(&self) -> String {
        "woof".to_string()
    }
}
impl Speak for Cat {
    fn speak(&self) -> String {
        format!("meow x{}", self.0)
    }
    fn twice(&self, n: u32) -> u32 {
        n * self.0
    }
}

const SPEAK: fn(&(dyn Speak + 'static)) -> String = <dyn Speak as Speak>::speak;

fn main() {
    let f: fn(&(dyn Speak + 'static)) -> String = <dyn Speak>::speak;
    let g = <dyn Speak as Speak>::twice as fn(&(dyn Speak + 'static), u32) -> u32;
    let all: Vec<Box<dyn Speak>> = vec![Box::new(Dog), Box::new(Cat(3))];
    for a in &all {
        println!("{} {} {}", f(&**a), g(&**a, 5), SPEAK(&**a));
    }
    let to_s = ToString::to_string as fn(&(dyn ToString + 'static)) -> String;
    println!("{}", to_s(&42));
}
