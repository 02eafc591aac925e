// run-pass
// check-run-results
// global_asm! defines symbols the program links against (through
// core::arch and std::arch, in a module too); `//` comments in the
// template are comments for GNU as too.
use std::arch::global_asm;

global_asm!(
    ".global rcc_ga_forty_two",
    "rcc_ga_forty_two:",
    "mov $42, %eax // it's the answer (LLVM's `//` comments, as compiler_builtins writes them)",
    "ret",
    options(att_syntax)
);

mod inner {
    core::arch::global_asm!(
        r#"
        .global rcc_ga_add
    rcc_ga_add:
        lea eax, [rdi + rsi] // the sum, we're done
        ret
    "#
    );
}

extern "C" {
    fn rcc_ga_forty_two() -> u32;
    fn rcc_ga_add(a: u32, b: u32) -> u32;
}

fn main() {
    unsafe {
        println!("{} {}", rcc_ga_forty_two(), rcc_ga_add(2, 3));
    }
}
