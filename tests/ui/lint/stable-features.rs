// check-pass
// The stable_features lint: a #![feature] naming a language feature that
// is stable by now (Linux 6.1's alloc names `nll`, stable since 1.63).
// The warning comes before type checking's; unstable features are quiet.
#![feature(nll, decl_macro)]
#![feature(const_fn_trait_bound)]
//~^^ WARN the feature `nll` has been stable since 1.63.0
//~^^ WARN the feature `const_fn_trait_bound` has been stable since 1.61.0

fn main() {
    let x: u8 = 1;
    let _ = x as u32;
}
