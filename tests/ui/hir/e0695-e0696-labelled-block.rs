// rustc's loops pass on labelled blocks: an unlabelled `break` or
// `continue` whose innermost breakable is a labelled block is E0695 (a
// loop or closure nearer is fine); `continue` to a labelled block is E0696.
#![feature(label_break_value)]
fn main() {
    let _a = 'l: {
        if true {
            continue 'l; //~ ERROR `continue` pointing to a labeled block
        }
        1
    };
    loop {
        let _b = 'm: {
            if true {
                break; //~ ERROR unlabeled `break` inside of a labeled block
            }
            if false {
                continue; //~ ERROR unlabeled `continue` inside of a labeled block
            }
            loop {
                break;
            }
            let _f = || loop {
                break;
            };
            break 'm 2;
        };
        break;
    }
}
