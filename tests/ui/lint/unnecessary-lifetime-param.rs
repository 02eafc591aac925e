// check-pass
// "unnecessary lifetime parameter" (rustc's lifetime resolution warns; not
// a lint): a lifetime parameter bounded by 'static, in a parameter's
// bounds or a where clause, once per `'static` bound.
#![allow(dead_code)]

fn f<'a: 'static>(x: &'a u8) -> &'static u8 { //~ WARNING unnecessary lifetime parameter `'a`
    x
}

struct S<'a>
where
    'a: 'static, //~ WARNING unnecessary lifetime parameter `'a`
{
    x: &'a u8,
}

impl<'a> S<'a> {
    fn g<'b>(&self)
    where
        'b: 'static + 'a, //~ WARNING unnecessary lifetime parameter `'b`
        'static: 'b,
    {
    }
}

trait T<'c> where 'c: 'static {} //~ WARNING unnecessary lifetime parameter `'c`

fn k<T>() where for<'x> &'x T: Copy, T: 'static {}

fn main() {
    f(&1);
}
