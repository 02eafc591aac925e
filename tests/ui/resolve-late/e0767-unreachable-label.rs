// Labels are not visible inside closures: E0767.

fn main() {
    'outer: loop {
        let _c = || {
            loop {
                break 'outer; //~ ERROR use of unreachable label `'outer`
            }
        };
        break;
    }
}
