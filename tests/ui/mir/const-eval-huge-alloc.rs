// An evaluation that needs more memory than the compiler can have fails
// (E0080); rcc used to ask malloc for the 128 TiB and die ("out of
// memory", exit 101).

static FOO2: () = {
    let x = [0_u8; (1 << 47) - 1];
    //~^ ERROR could not evaluate static initializer
};

fn main() {
    let _ = FOO2;
}
