// More move errors: a borrow kept through a call's result (E0505), a
// captured variable moved out of a closure passed as `Fn` (E0507), a match
// on a partly moved value (E0382).
fn keep_fn<F: Fn()>(f: F) {
    f();
}

fn through_call() {
    let a = String::from("x\ny");
    let lines: Vec<&str> = a.lines().collect();
    drop(a); //~ ERROR E0505
    println!("{}", lines.len());
}

fn fn_closure() {
    let s = String::new();
    keep_fn(|| drop(s)); //~ ERROR E0507
}

fn partly_moved_match() {
    let pair = (String::new(), String::new());
    let _first = pair.0;
    match pair { //~ ERROR E0382
        (_, _) => {}
    }
}

fn static_result_is_not_a_borrow(s: String) -> &'static str {
    fn kind(_s: &String) -> &'static str {
        "string"
    }
    let k = kind(&s);
    drop(s);
    k
}

fn main() {
    through_call();
    fn_closure();
    partly_moved_match();
    static_result_is_not_a_borrow(String::new());
}
