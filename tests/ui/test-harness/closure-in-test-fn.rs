// run-pass
// compile-flags: --test
// run-flags: --test-threads=1
// check-run-results
// normalize-stdout-test "finished in \d+\.\d+s" -> "finished in $$TIME"
// A closure in a test fn: the harness's `const try_fold_two` (beside `fn
// try_fold_two`, same name, same namespace, told apart by hygiene) has
// its own closure; the later item gets a disambiguator in symbols (as
// rustc's DefPathData), so the two `{closure#0}` symbols do not clash
// (alloctests' vec_deque::test_try_fold_none).

#[test]
fn try_fold_two() {
    let r = [1u32, 2, 3].iter().try_fold(0u32, |a, &b| if b < 3 { Some(a + b) } else { None });
    assert_eq!(r, None);
}

#[test]
fn map_one() {
    let v: Vec<u32> = [1u32, 2].iter().map(|x| x * 10).collect();
    assert_eq!(v, [10, 20]);
}
