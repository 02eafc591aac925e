// The methods of an impl inside a fn body cannot see the fn's locals.

struct Meter;

fn measure(scale: i32) {
    impl Meter {
        fn read(&self) -> i32 {
            scale //~ ERROR can't capture dynamic environment in a fn item
        }
    }
}

fn main() {}
