// The type of a const or static must be Sized (rustc's well-formedness
// check of the item): rcc used to accept these and stop in codegen
// ("fat reference to a place without metadata").

const CONST_FOO: str = *"foo";
//~^ ERROR the size for values of type

static STATIC_BAR: str = *"bar";
//~^ ERROR the size for values of type

static STATIC_SLICE: [u8] = *b"abc";
//~^ ERROR the size for values of type

fn main() {
    println!("{:?} {:?} {:?}", &CONST_FOO, &STATIC_BAR, &STATIC_SLICE);
}
