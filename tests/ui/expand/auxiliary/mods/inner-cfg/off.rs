// Configured out from inside: the module item goes away.
#![cfg(FALSE)]
pub fn never() -> Unknown {}
