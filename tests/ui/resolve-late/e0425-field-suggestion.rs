// In a method, a field name alone: rustc suggests `self.field`.

struct Counter {
    total: i32,
}

impl Counter {
    fn get(&self) -> i32 {
        total //~ ERROR cannot find value `total` in this scope
    }
}

fn main() {}
