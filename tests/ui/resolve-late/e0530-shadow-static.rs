// A let binding cannot shadow a static (it would be a pattern): E0530.

static LIMIT: i32 = 10;

fn main() {
    let LIMIT = 5; //~ ERROR let bindings cannot shadow statics
}
