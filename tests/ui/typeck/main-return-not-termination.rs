// The program's `main` must return a type implementing `Termination`
// (E0277). rcc used to accept it and stopped in mono ("cannot resolve
// instance of <i32 as Termination>::report").

fn main() -> i32 {
    //~^ ERROR `main` has invalid return type `i32`
    0
}
