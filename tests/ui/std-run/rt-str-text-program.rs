// run-pass
// check-run-results
// edition:2021
// a small text program: lines/split/trim/parse into Vec<(String, u32)>, sort_by, join, chars map/collect, split_whitespace + sort + dedup, rfind
fn caesar(s: &str, k: u8) -> String {
    s.chars()
        .map(|c: char| {
            if c.is_ascii_lowercase() {
                (((c as u8 - b'a' + k) % 26) + b'a') as char
            } else {
                c
            }
        })
        .collect()
}
fn main() {
    let csv = "name,age\nalice,30\nbob,25\n\ncarol, 41 \n";
    let mut rows: Vec<(String, u32)> = Vec::new();
    for line in csv.lines().skip(1) {
        if line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split(',').map(|f| f.trim()).collect();
        let age: u32 = fields[1].parse().unwrap();
        rows.push((fields[0].to_string(), age));
    }
    rows.sort_by(|a, b| a.1.cmp(&b.1));
    for row in rows.iter() {
        println!("{:<6}|{:>4}", row.0, row.1);
    }
    let names: Vec<String> = rows.iter().map(|r| r.0.to_uppercase()).collect();
    println!("{}", names.join(" & "));
    println!("{}", caesar("hello, world", 3));
    let text = "the quick brown fox jumps over the lazy dog the end";
    let mut words: Vec<&str> = text.split_whitespace().collect();
    words.sort();
    words.dedup();
    println!("{} unique: {:?}", words.len(), words);
    let longest = text.split(' ').max_by_key(|w| w.len()).unwrap();
    println!("longest={} rev={}", longest, longest.chars().rev().collect::<String>());
    let mut acc = String::new();
    for (i, w) in text.split(' ').enumerate().filter(|p: &(usize, &str)| p.0 % 3 == 0) {
        acc += format!("{}:{};", i, w).as_str();
    }
    println!("{}", acc);
    let path = "/usr/local/lib/file.tar.gz";
    println!("{:?} {:?}", path.rsplit_once_like(), path.rsplit('/').next());
}
trait R { fn rsplit_once_like(&self) -> Option<(&str, &str)>; }
impl R for str {
    fn rsplit_once_like(&self) -> Option<(&str, &str)> {
        let i = self.rfind('.')?;
        Some((&self[..i], &self[i + 1..]))
    }
}
