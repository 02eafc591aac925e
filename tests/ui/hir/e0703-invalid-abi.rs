// An ABI rustc does not know, on a fn, an extern block and a fn pointer
// type: E0703 with the list of valid ABIs.
#![crate_type = "lib"]

extern "foo" fn f() {} //~ ERROR invalid ABI: found `foo`

extern "bar" {} //~ ERROR invalid ABI: found `bar`

pub type P = extern "baz" fn(); //~ ERROR invalid ABI: found `baz`
