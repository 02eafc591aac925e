//! std's macros: `panic!` (std's flavour), `print!`, `println!`,
//! `eprint!`, `eprintln!`, `dbg!` and `is_x86_feature_detected!`
//! (`thread_local!` is in `thread`).

/// Panics the current thread; expands to `$crate::panic::panic_2015!` or
/// `panic_2021!` after the caller's edition (a compiler built-in).
#[macro_export]
#[rustc_builtin_macro(std_panic)]
#[allow_internal_unstable(edition_panic)]
#[rustc_diagnostic_item = "std_panic_macro"]
macro_rules! panic {
    ($($arg:tt)*) => {
        /* compiler built-in */
    };
}

/// Prints to the standard output.
#[macro_export]
#[rustc_diagnostic_item = "print_macro"]
#[allow_internal_unstable(print_internals)]
macro_rules! print {
    ($($arg:tt)*) => {{
        $crate::io::_print($crate::format_args!($($arg)*));
    }};
}

/// Prints to the standard output, with a newline.
#[macro_export]
#[rustc_diagnostic_item = "println_macro"]
#[allow_internal_unstable(print_internals, format_args_nl)]
macro_rules! println {
    () => {
        $crate::print!("\n")
    };
    ($($arg:tt)*) => {{
        $crate::io::_print($crate::format_args_nl!($($arg)*));
    }};
}

/// Prints to the standard error.
#[macro_export]
#[rustc_diagnostic_item = "eprint_macro"]
#[allow_internal_unstable(print_internals)]
macro_rules! eprint {
    ($($arg:tt)*) => {{
        $crate::io::_eprint($crate::format_args!($($arg)*));
    }};
}

/// Prints to the standard error, with a newline.
#[macro_export]
#[rustc_diagnostic_item = "eprintln_macro"]
#[allow_internal_unstable(print_internals, format_args_nl)]
macro_rules! eprintln {
    () => {
        $crate::eprint!("\n")
    };
    ($($arg:tt)*) => {{
        $crate::io::_eprint($crate::format_args_nl!($($arg)*));
    }};
}

/// Prints and returns the value of an expression, with its source
/// location, for quick debugging. `match` keeps temporaries alive for the
/// whole expression.
#[macro_export]
#[rustc_diagnostic_item = "dbg_macro"]
macro_rules! dbg {
    () => {
        $crate::eprintln!("[{}:{}]", $crate::file!(), $crate::line!())
    };
    ($val:expr $(,)?) => {
        match $val {
            tmp => {
                $crate::eprintln!("[{}:{}] {} = {:#?}",
                    $crate::file!(), $crate::line!(), $crate::stringify!($val), &tmp);
                tmp
            }
        }
    };
    ($($val:expr),+ $(,)?) => {
        ($($crate::dbg!($val)),+,)
    };
}

/// Whether the CPU supports an x86 target feature (v0: the features the
/// program was compiled for; no run-time detection yet).
#[macro_export]
#[allow_internal_unstable(stdsimd)]
macro_rules! is_x86_feature_detected {
    ($t:tt) => {
        $crate::cfg!(target_feature = $t)
    };
}
