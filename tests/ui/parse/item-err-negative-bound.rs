fn f<T: !Copy>() {} //~ ERROR negative bounds are not supported

fn main() {}
