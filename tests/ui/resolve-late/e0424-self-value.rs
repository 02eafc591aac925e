// `self` outside a method: E0424.

struct Widget;

impl Widget {
    fn build() -> i32 {
        let _w = self; //~ ERROR expected value, found module `self`
        0
    }
}

fn free_standing() {
    let _s = self; //~ ERROR expected value, found module `self`
}

fn main() {}
