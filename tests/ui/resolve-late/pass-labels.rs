// check-pass
// Labels on loops and blocks, nested, reached from inner loops.

fn main() {
    'outer: for i in 0..10 {
        'inner: loop {
            if i == 2 {
                continue 'outer;
            }
            if i == 5 {
                break 'outer;
            }
            break 'inner;
        }
    }
    let _v = 'block: loop {
        if true {
            break 'block 1;
        }
        break 2;
    };
    let go = true;
    'w: while go {
        let _c = || loop {
            break;
        };
        break 'w;
    }
}
