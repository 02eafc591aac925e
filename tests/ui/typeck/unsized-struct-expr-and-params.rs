// Types that must be Sized (rustc's require_type_is_sized): a struct
// expression's type, a fn parameter, a call argument. rcc used to accept
// these and stopped in codegen ("fat reference to a place without
// metadata").

struct Fat<T: ?Sized> {
    ptr: T,
}

fn takes(x: [u8]) {} //~ ERROR the size for values of type

fn main() {
    let f: Fat<[isize; 3]> = Fat { ptr: [5, 6, 7] };
    let g: &Fat<[isize]> = &f;
    let _h: &Fat<Fat<[isize]>> = &Fat { ptr: *g }; //~ ERROR the size for values of type
    let b: Box<[u8]> = Box::new([1, 2]);
    takes(*b); //~ ERROR the size for values of type
}
