// check-pass
// Matchers that respect the follow-set rules, including what rustc 1.63
// lets through: a fragment that ends a repetition without separator is
// checked against what follows the repetition, not against the
// repetition's own first token, so `$($e:expr)*` is accepted.
#![feature(no_core, lang_items, rustc_attrs, decl_macro)]
#![no_core]
#![crate_type = "lib"]

#[macro_use]
#[path = "../auxiliary/minicore.rs"]
mod minicore;
use minicore::*;

macro_rules! fine {
    ($e:expr => $f:expr, $g:expr; $t:ty = $u:ty as $p:path where $b:block $i:ident $l:literal $tt:tt + $lt:lifetime) => {};
}

macro_rules! after_pat {
    ($p:pat => $q:pat, $r:pat = $s:pat | $t:pat if $u:pat in) => {};
}

macro_rules! after_ty {
    ($a:ty {} $b:ty [] $c:ty : $d:ty > $e:ty ; $f:ty $g:block) => {};
}

macro_rules! after_vis {
    ($v:vis, $w:vis ident $x:vis u8 $y:vis $z:ty) => {};
}

// A separator from the follow set makes a repetition of `expr` fine, and
// so does (in 1.63) no separator at all.
macro_rules! rep_sep {
    ($($e:expr),*) => {};
}
macro_rules! rep_no_sep {
    ($($e:expr)*) => {
        0
    };
}
macro_rules! rep_ty {
    ($($t:ty)*) => {};
}
const _: [(); 0] = [(); rep_no_sep!(1)];

// Anything may follow `ident`, `tt`, `block`, `literal`, `lifetime`,
// `item` and `meta`.
macro_rules! anything {
    ($i:ident + $t:tt - $b:block * $l:literal / $lt:lifetime ! $it:item % $m:meta ^) => {};
}
