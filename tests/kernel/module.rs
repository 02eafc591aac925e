// SPDX-License-Identifier: GPL-2.0

//! A kernel module as a Rust driver writes it, for tests/kernel/macros.py:
//! the `module!` macro of Linux 6.1's `macros` crate, with all of its keys,
//! expanded with -Zunpretty=expanded.

use macros::module;

module! {
    type: EchoDevice,
    name: b"rcc_echo",
    author: b"The rcc authors",
    description: b"Echoes what it is given",
    license: b"GPL v2",
    alias: b"echo-device",
}

/// The module's state.
struct EchoDevice {
    // What was written last.
    last: Vec<u8>,

    writes: usize, // how many writes
}
