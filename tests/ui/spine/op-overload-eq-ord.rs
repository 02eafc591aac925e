// run-pass
// compile-flags: -C panic=abort -C link-arg=-lc
// PartialEq and PartialOrd for a user type: == != < <= > >=.
#![feature(no_core, lang_items, intrinsics, auto_traits, unboxed_closures)]
#![no_core]
#[path = "../auxiliary/spine_core.rs"]
mod spine_core;
use spine_core::*;

struct Ver {
    major: u32,
    minor: u32,
}
impl PartialEq for Ver {
    fn eq(&self, o: &Ver) -> bool {
        self.major == o.major && self.minor == o.minor
    }
}
impl PartialOrd for Ver {
    fn partial_cmp(&self, o: &Ver) -> Option<Ordering> {
        if self.major != o.major {
            self.major.partial_cmp(&o.major)
        } else {
            self.minor.partial_cmp(&o.minor)
        }
    }
}
fn main() {
    let a = Ver { major: 1, minor: 9 };
    let b = Ver { major: 2, minor: 0 };
    let c2 = Ver { major: 1, minor: 9 };
    unsafe {
        printf(c("%d %d %d %d %d %d\n\0"), (a == c2) as i32, (a != b) as i32, (a < b) as i32, (b <= a) as i32,
               (b > a) as i32, (a >= c2) as i32);
    }
}
