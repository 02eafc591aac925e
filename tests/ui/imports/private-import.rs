// edition:2018
// E0603: importing a private item, directly and through a private import.

mod a {
    pub fn visible() {}
    struct Hidden;
    use self::inner::Deep;
    mod inner {
        pub struct Deep;
    }
}

use a::Hidden; //~ ERROR struct `Hidden` is private
use a::Deep; //~ ERROR struct import `Deep` is private

fn main() {
    a::visible();
}
