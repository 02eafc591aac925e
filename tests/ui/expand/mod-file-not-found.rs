// `mod name;` with no file: E0583, with the files it looked for.
mod missing; //~ ERROR file not found for module `missing`

#[path = "auxiliary/mods"]
mod inline {
    mod nothere; //~ ERROR file not found for module `nothere`
}

fn main() {}
