#!/usr/bin/env python3
"""Self-tests of the issue 11 measurement helpers (tools/corpus/v0sym.py,
tools/corpus/corelib.py): the v0 parser and the non-generic classification
on names rustc 1.63 gave (`-C symbol-mangling-version=v0`), and the counting
of errors and warnings. They need neither rcc nor rustc.

Usage: test_corelib.py [ClassName ...]   (CTest runs one class per test)
"""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "tools", "corpus"))
import corelib  # noqa: E402
import v0sym  # noqa: E402

# From rustc 1.63 on a small crate `b` (the demangled form in comments):
#   pub struct S<T>(T); pub struct U; pub trait Tr { fn f(&self) -> u32; }
#   impl<T: Copy> S<T> { pub fn get(&self) -> T }       impl<T> Tr for &T
#   impl Tr for *const U        impl Tr for S<u8>        #[inline] pub fn inl
#   pub fn user() (with a closure)                       pub static X
B = {
    "_RNvCsjzbxpJqZpYu_1b4user": ("T", "exact"),                     # b::user
    "_RNvCsjzbxpJqZpYu_1b1X": ("R", "data"),                         # b::X
    "_RNvMCsjzbxpJqZpYu_1bINtB2_1StE3getB2_": ("T", "generic"),      # <b::S<u16>>::get
    "_RNvXs0_CsjzbxpJqZpYu_1bPNtB5_1UNtB5_2Tr1f": ("T", "exact"),    # <*const b::U as b::Tr>::f
    "_RNvXs1_CsjzbxpJqZpYu_1bINtB5_1ShENtB5_2Tr1f": ("T", "exact"),  # <b::S<u8> as b::Tr>::f
    "_RNvXs_CsjzbxpJqZpYu_1bRNtB4_1UNtB4_2Tr1fB4_": ("T", "generic"),  # <&b::U as b::Tr>::f
    "_RNCNvCs8IXbMGKtfBr_1c4user0B3_": ("t", "generic"),             # c::user::{closure#0}
    "_RNvCs8IXbMGKtfBr_1c3inlB1_": ("t", "shape"),                   # c::inl (#[inline])
}


class TestV0Parse(unittest.TestCase):
    def test_small_crate(self):
        for raw, (cls, want) in B.items():
            self.assertEqual(v0sym.classify(raw, cls), want, raw)

    def test_suffix_and_backrefs(self):
        n = v0sym.parse("_RNvXs_CsjzbxpJqZpYu_1bRNtB4_1UNtB4_2Tr1fB4_")
        self.assertTrue(n.suffix)
        self.assertEqual(len(n.impls), 1)
        self_ty, trait = n.impls[0]
        self.assertEqual(self_ty.kind, "R")
        self.assertEqual(trait.ident, "Tr")
        self.assertFalse(v0sym.parse("_RNvCsjzbxpJqZpYu_1b4user").suffix)

    def test_core_shapes(self):
        # Names from rustc 1.63's core.o, with what they are.
        cases = [
            # <core::time::Duration as core::ops::arith::MulAssign<u32>>::mul_assign
            ("_RNvXs5_NtCs30YITssOn10_4core4timeNtB5_8DurationINtNtNtB7_3ops5arith9MulAssignmE10mul_assign",
             "exact"),
            # core::ptr::slice_from_raw_parts::<u32>
            ("_RINvNtCs30YITssOn10_4core3ptr20slice_from_raw_partsmEB4_", "generic"),
            # <char>::encode_utf8 (#[inline])
            ("_RNvMNtNtCs30YITssOn10_4core4char7methodsc11encode_utf8B6_", "shape"),
            # <core::cmp::Ordering as core::cmp::PartialOrd>::lt (the trait's default body)
            ("_RNvYNtNtCs30YITssOn10_4core3cmp8OrderingNtB4_10PartialOrd2ltB6_", "generic"),
            # <[(char, [char; 3])]>::get_unchecked::<usize> (slice, tuple, array, const)
            ("_RINvMNtCs30YITssOn10_4core5sliceSTcAcj3_E13get_uncheckedjEB5_", "generic"),
            # core::ptr::drop_in_place::<&unsafe fn(*const ()) -> RawWaker>
            ("_RINvNtCs30YITssOn10_4core3ptr13drop_in_placeRFUPuENtNtNtB4_4task4wake8RawWakerEB4_",
             "generic"),
            # <core::fmt::ArgumentV1>::new::<&dyn core::fmt::Debug>
            ("_RINvMs1_NtCs30YITssOn10_4core3fmtNtB6_10ArgumentV13newRDNtB6_5DebugEL_EB8_", "generic"),
            # <<EscapeDefault as IntoIterator>::into_iter as FnOnce<(EscapeDefault,)>>::call_once
            ("_RNvYNvYNtNtCs30YITssOn10_4core5ascii13EscapeDefaultNtNtNtNtB9_4iter6traits7collect"
             "12IntoIterator9into_iterINtNtNtB9_3ops8function6FnOnceTB5_EE9call_onceB9_", "generic"),
            # <core::ascii::EscapeDefault as IntoIterator>::into_iter: a blanket impl's
            # instance, misread as non-generic (documented)
            ("_RNvXNtNtNtCs30YITssOn10_4core4iter6traits7collectNtNtB8_5ascii13EscapeDefault"
             "NtB2_12IntoIterator9into_iterB8_", "shape"),
        ]
        for raw, want in cases:
            self.assertEqual(v0sym.classify(raw, "T"), want, raw)
        self.assertEqual(v0sym.classify("_RNvNtCs30YITssOn10_4core3fmt12USIZE_MARKER", "D"), "data")

    def test_errors(self):
        for bad in ("_ZN4core3fooE", "_RNvC", "_RB9_", "_RNvCs_4core3fooX"):
            with self.assertRaises(v0sym.V0Error, msg=bad):
                v0sym.parse(bad)

    def test_local_labels(self):
        for name in (".LCPI12_0", "str.3", "GCC_except_table117", "__rcc_alloc_42",
                     ".L__unnamed_5"):
            self.assertTrue(v0sym.is_local_label(name), name)
        for name in ("_RNvCs_1b1X", "rust_begin_unwind", "memcpy"):
            self.assertFalse(v0sym.is_local_label(name), name)


class TestDiagnostics(unittest.TestCase):
    def test_counts(self):
        text = "\n".join([
            "error[E0277]: the trait bound `[u8]: Iterator` is not satisfied",
            "  --> lib/core/src/num/dec2flt/common.rs:99:23",
            "   |",
            "error: cannot find macro `foo` in this scope",
            "warning: unused import: `Unsize`",
            " --> lib/alloc/src/boxed/thin.rs:6:33",
            "warning[E0170]: pattern binding named like a variant",
            "error: aborting due to 2 previous errors; 2 warnings emitted",
            "warning: 2 warnings emitted",
        ])
        d = corelib.diagnostics(text)
        self.assertEqual([x[0] for x in d], ["error", "error", "warning", "warning"])
        self.assertEqual(d[0][1], "E0277")
        self.assertEqual(d[0][3], "lib/core/src/num/dec2flt/common.rs:99:23")
        self.assertEqual(d[2][3], "lib/alloc/src/boxed/thin.rs:6:33")
        self.assertEqual(d[3][1], "E0170")

    def test_matrix(self):
        m = corelib.matrix()
        self.assertEqual(len(m), 12)
        names = [c.name() for c in m]
        self.assertIn("alloc -O2 da=on --cfg no_global_oom_handling", names)
        argv = m[-1].argv("rcc", "/L", "o.o")
        self.assertIn("--extern", argv)
        self.assertEqual(argv[-3:], ["/L/alloc/src/lib.rs", "-o", "o.o"])
        self.assertNotIn("--extern", m[-1].argv("rustc", "/L", "o.o", rustc_like=True))
        self.assertIn("debug-assertions=off", m[0].argv("rcc", "/L", "o.o"))


if __name__ == "__main__":
    names = sys.argv[1:]
    suite = unittest.TestSuite()
    loader = unittest.TestLoader()
    for cls in (TestV0Parse, TestDiagnostics):
        if not names or cls.__name__ in names:
            suite.addTests(loader.loadTestsFromTestCase(cls))
    ok = unittest.TextTestRunner(verbosity=1).run(suite).wasSuccessful()
    sys.exit(0 if ok else 1)
