// run-pass
// check-run-results
// 30 enums, each with four variants holding the previous one: the
// representability check and needs_drop answer each type once (they
// were exponential in the nesting).
macro_rules! level {
    ($cur:ident $prev:ty) => {
        #[allow(dead_code)]
        enum $cur {
            Empty,
            First($prev),
            Second($prev),
            Third($prev),
            Fourth($prev),
        }
    };
}
level!(L0 ());
level!(L1 L0);
level!(L2 L1);
level!(L3 L2);
level!(L4 L3);
level!(L5 L4);
level!(L6 L5);
level!(L7 L6);
level!(L8 L7);
level!(L9 L8);
level!(L10 L9);
level!(L11 L10);
level!(L12 L11);
level!(L13 L12);
level!(L14 L13);
level!(L15 L14);
level!(L16 L15);
level!(L17 L16);
level!(L18 L17);
level!(L19 L18);
level!(L20 L19);
level!(L21 L20);
level!(L22 L21);
level!(L23 L22);
level!(L24 L23);
level!(L25 L24);
level!(L26 L25);
level!(L27 L26);
level!(L28 L27);
level!(L29 L28);
level!(L30 L29);

fn main() {
    let _x = L30::Empty;
    println!("{} {}", std::mem::size_of::<L30>(), std::mem::needs_drop::<L30>());
}
