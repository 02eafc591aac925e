// check-pass
// A macro_rules! in a body sees the locals before its definition, even
// when later `let`s shadow them; its own locals stay its own.

fn main() {
    let count = 1;
    macro_rules! read_count {
        () => {
            count
        };
    }
    let count = 2;
    let _a = read_count!();
    let _b = count;
    macro_rules! make_local {
        () => {{
            let count = 3;
            count
        }};
    }
    let _c = make_local!();
}
