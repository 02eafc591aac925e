// run-pass
// check-run-results
// edition:2021
// Vec's element-moving methods: insert, remove, swap_remove, retain,
// dedup, append, split_off, clone, pop, truncate, into_iter (both ends).
fn show(tag: &str, v: &Vec<i32>) {
    print!("{}:", tag);
    for x in v.iter() {
        print!(" {}", x);
    }
    println!(" (len {})", v.len());
}
fn main() {
    let mut v = Vec::new();
    for i in 1..=6 {
        v.push(i * 10);
    }
    show("start", &v);
    v.insert(0, 5);
    v.insert(3, 25);
    show("insert", &v);
    let r = v.remove(1);
    let s = v.swap_remove(0);
    println!("removed {} {}", r, s);
    show("remove", &v);
    v.retain(|x| x % 20 != 0);
    show("retain", &v);
    let mut d = vec![1, 1, 2, 2, 2, 3, 1, 1];
    d.dedup();
    show("dedup", &d);
    let mut other = vec![7, 8];
    d.append(&mut other);
    show("append", &d);
    println!("other empty: {}", other.is_empty());
    let tail = d.split_off(2);
    show("head", &d);
    show("tail", &tail);
    let c = tail.clone();
    show("clone", &c);
    let mut t = c.clone();
    t.truncate(1);
    println!("pop {:?} {:?}", t.pop(), t.pop());
    let mut it = c.into_iter();
    println!("ends {:?} {:?} {:?}", it.next(), it.next_back(), it.next());
}
