// A `dyn` type of a trait that is not object safe written in a body:
// the coercion and the written type are both errors (rustc reports the
// coercion first).
trait Tr {
    fn foo();
    fn bar(&self) {}
}

struct St;

impl Tr for St {
    fn foo() {}
}

fn main() {
    let _: &dyn Tr = &St; //~ ERROR E0038
//~^ ERROR E0038
}
