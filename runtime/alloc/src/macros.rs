//! alloc's macros: `vec!`, `format!`, and the helper `vec!` expands to.

/// Creates a `Vec` from a list of elements or from an element and a count.
#[macro_export]
#[rustc_diagnostic_item = "vec_macro"]
#[allow_internal_unstable(rustc_attrs, liballoc_internals)]
macro_rules! vec {
    () => (
        $crate::__rust_force_expr!($crate::vec::Vec::new())
    );
    ($elem:expr; $n:expr) => (
        $crate::__rust_force_expr!($crate::vec::from_elem($elem, $n))
    );
    ($($x:expr),+ $(,)?) => (
        $crate::__rust_force_expr!(<[_]>::into_vec(
            #[rustc_box]
            $crate::boxed::Box::new([$($x),+])
        ))
    );
}

/// Creates a `String` from a format string and arguments.
#[macro_export]
#[rustc_diagnostic_item = "format_macro"]
macro_rules! format {
    ($($arg:tt)*) => {{
        let res = $crate::fmt::format($crate::__export::format_args!($($arg)*));
        res
    }}
}

/// Makes `vec!` an expression in every position (a macro matched as `expr`
/// cannot be used as a statement with a trailing `[`).
#[doc(hidden)]
#[macro_export]
macro_rules! __rust_force_expr {
    ($e:expr) => {
        $e
    };
}
