// Attributes on expressions: in a list (tuple, array, arguments) or as a
// statement a false cfg removes the expression; anywhere else it cannot,
// and any attribute there is unstable (stmt_expr_attributes).

fn g(a: u8) -> u8 { a }

fn main() {
    let t = (1, #[cfg(FALSE)] 2, 3);
    let a = [1, #[cfg(FALSE)] 2];
    g(#[cfg(FALSE)] 1, 2);
    #[cfg(FALSE)] g(1);

    let v = #[cfg(FALSE)] 2;
    //~^ ERROR attributes on expressions are experimental
    //~| ERROR removing an expression is not supported in this position
    let w = 1 + #[cfg(all())] 2;
    //~^ ERROR attributes on expressions are experimental
    let x = #[cfg_attr(all(), allow(unused))] 3;
    //~^ ERROR attributes on expressions are experimental
    match 1 {
        _ => #[cfg(FALSE)] 2,
        //~^ ERROR attributes on expressions are experimental
        //~| ERROR removing an expression is not supported in this position
    };
    // The attribute of a statement goes to the first operand of a binary
    // expression, which cannot be removed.
    #[cfg(FALSE)] v + w;
    //~^ ERROR attributes on expressions are experimental
    //~| ERROR removing an expression is not supported in this position
}
