// run-pass
// check-run-results
// edition:2021
// vec![..] (into_vec), stable sort/sort_by/sort_by_key on long slices
fn main() {
    let v = vec![String::from("a"), String::from("bc")];
    let w = vec![(), ()];
    let mut x = vec![1u64, 2, 3];
    x.push(4);
    println!("{:?} {} {:?}", v, w.len(), x);
    let mut words = vec!["pear", "apple", "fig", "banana", "kiwi", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p"];
    words.sort();
    println!("{:?}", words);
    let mut nums: Vec<i32> = (0..100).map(|i| (i * 37) % 101 - 50).collect();
    nums.sort();
    println!("{:?}", &nums[..10]);
    let mut pairs: Vec<(i32, i32)> = (0..40).map(|i: i32| (i % 3, i)).collect();
    pairs.sort_by_key(|p| p.0);
    println!("{:?}", &pairs[..20]);
    let mut strs: Vec<String> = (0..30).map(|i| format!("s{}", (i * 7) % 30)).collect();
    strs.sort_by(|a, b| b.cmp(a));
    println!("{:?}", strs);
}
