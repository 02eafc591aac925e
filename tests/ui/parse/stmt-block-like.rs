// check-pass
// compile-flags: -Zunpretty=ast-tree-no-ids
// A block-like expression in statement position ends the statement
// without `;`: `match x {} - 1` is two statements (the second `-1`), as in
// rustc. `.` and `?` still continue it.

fn main() {
    match x {} - 1;
    if a {} else {} *p = 2;
    { 1 } .to_string();
    unsafe { f() }?;
}
