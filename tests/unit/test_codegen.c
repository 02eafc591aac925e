/* test_codegen.c — unit tests of src/codegen: small crates built by the
 * real front end (ty_fixture.h), collected by mono, compiled by
 * cg_compile_unit to objects, linked by cg_link into executables that
 * run. Also: reproducible objects, link failures reported as errors,
 * pipelined links (cg_link_begin/cg_link_end through rcc's linker
 * plugin), and libm linked when an object calls into it. */
#define _GNU_SOURCE   /* memmem */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rcc/codegen.h"
#include "ty_fixture.h"

/* A crate with `#[start]`, so no `start` lang item is needed. */
#define CG_PRELUDE                                                    \
    "#![feature(no_core, lang_items, start)]\n#![no_core]\n"           \
    "#[lang = \"sized\"] pub trait Sized {}\n"                        \
    "#[lang = \"copy\"] pub trait Copy {}\n"                          \
    "impl Copy for i64 {}\nimpl Copy for isize {}\nimpl Copy for usize {}\nimpl Copy for u8 {}\n" \
    "#[lang = \"panic_location\"] struct Location<'a> { file: &'a str, line: u32, col: u32 }\n" \
    "extern \"C\" { fn abort() -> !; }\n"                                \
    "#[lang = \"panic\"] #[track_caller] fn panic(_m: &str) -> ! { unsafe { abort() } }\n" \
    "#[lang = \"panic_bounds_check\"] #[track_caller] fn pbc(_i: usize, _l: usize) -> ! { unsafe { abort() } }\n" \
    CG_OPS

/* The operators' traits: built-in operators need their lang items and
 * impls, as in rustc (the impls' bodies use the built-in operators). */
#define CG_OP_IMPL(TR, M, OP, T) "impl " TR " for " T " { type Output = " T "; fn " M "(self, r: " T ") -> " T " { self " OP " r } }\n"
#define CG_OPS                                                                                       \
    "#[lang = \"receiver\"] trait Receiver {}\nimpl<T: ?Sized> Receiver for &T {}\n"                \
    "#[lang = \"add\"] trait Add<R = Self> { type Output; fn add(self, r: R) -> Self::Output; }\n"   \
    "#[lang = \"mul\"] trait Mul<R = Self> { type Output; fn mul(self, r: R) -> Self::Output; }\n"   \
    "#[lang = \"eq\"] trait PartialEq<R: ?Sized = Self> { fn eq(&self, r: &R) -> bool; fn ne(&self, r: &R) -> bool; }\n" \
    "#[lang = \"partial_ord\"] trait PartialOrd<R: ?Sized = Self>: PartialEq<R> { fn lt(&self, r: &R) -> bool; }\n" \
    "#[lang = \"index\"] trait Index<I> { type Output: ?Sized; fn index(&self, i: I) -> &Self::Output; }\n" \
    CG_OP_IMPL("Add", "add", "+", "isize") CG_OP_IMPL("Add", "add", "+", "i64")                       \
    CG_OP_IMPL("Add", "add", "+", "u8") CG_OP_IMPL("Add", "add", "+", "usize")                        \
    CG_OP_IMPL("Mul", "mul", "*", "i64")                                                              \
    "impl PartialEq for usize { fn eq(&self, r: &usize) -> bool { *self == *r } fn ne(&self, r: &usize) -> bool { *self != *r } }\n" \
    "impl PartialOrd for usize { fn lt(&self, r: &usize) -> bool { *self < *r } }\n"

typedef struct Built {
    char dir[64];
    char obj[96];
    char exe[96];
} Built;

/* Compiles src (one codegen unit) to B->obj, with debug info at level
 * debuginfo; returns false on errors. */
static bool build_obj_g(TyFixture *t, Built *b, int opt, int debuginfo) {
    mir_install_const_eval(t->tcx);
    const MonoItems *mi = mono_collect(t->tcx, 1, true);
    if (!mi) fprintf(stderr, "%s\n", fx_diags(t->fx));
    if (!mi) return false;
    CgOptions o = {.opt_level = opt, .debuginfo = debuginfo};
    bool ok = cg_compile_unit(t->tcx, mi, 0, &o, b->obj, NULL);
    if (!ok) fprintf(stderr, "%s\n", fx_diags(t->fx));
    return ok;
}

static bool build_obj(TyFixture *t, Built *b, int opt) { return build_obj_g(t, b, opt, 0); }

static void built_init(Built *b) {
    snprintf(b->dir, sizeof b->dir, "/tmp/rcc-test-cgXXXXXX");
    assert_non_null(mkdtemp(b->dir));
    snprintf(b->obj, sizeof b->obj, "%s/u.o", b->dir);
    snprintf(b->exe, sizeof b->exe, "%s/a.out", b->dir);
}

static void built_free(Built *b) {
    remove(b->obj);
    remove(b->exe);
    rmdir(b->dir);
}

/* Runs an executable with extra arguments; returns its exit status. */
static int run(const char *exe, int extra_args) {
    pid_t pid = fork();
    if (pid == 0) {
        char *argv[4] = {(char *)exe, "x", "y", NULL};
        argv[1 + extra_args] = NULL;
        execv(exe, argv);
        _exit(127);
    }
    int st = 0;
    waitpid(pid, &st, 0);
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

static bool link_exe(TyFixture *t, Built *b) {
    const char *objs[1] = {b->obj};
    LinkRequest rq = {LINK_EXECUTABLE, NULL, 0, b->exe, NULL};
    return cg_link(ty_diag(t->tcx), &rq, objs, 1);
}

/* The brief's first program: a fn returning 40 + argc, at -O0 and -O2. */
static void test_start_returns_40_plus_argc(void **state) {
    (void)state;
    for (int opt = 0; opt <= 2; opt += 2) {
        TyFixture *t = tyf_new(CG_PRELUDE
                               "fn add(a: isize, b: isize) -> isize { a + b }\n"
                               "#[start] fn main(argc: isize, _argv: *const *const u8) -> isize { add(40, argc) }\n");
        Built b;
        built_init(&b);
        assert_true(build_obj(t, &b, opt));
        assert_true(link_exe(t, &b));
        assert_int_equal(run(b.exe, 0), 41);
        assert_int_equal(run(b.exe, 2), 43);
        built_free(&b);
        tyf_free(t);
    }
}

/* Aggregates through memory, a loop, a checked multiplication and a
 * static with a relocation. */
static void test_struct_loop_static(void **state) {
    (void)state;
    TyFixture *t = tyf_new(CG_PRELUDE
                           "struct P { a: u8, b: i64 }\n"
                           "static VALS: [i64; 3] = [3, 4, 5];\n"
                           "static FIRST: &i64 = &VALS[1];\n"
                           "fn f(p: P) -> i64 { p.a as i64 * p.b }\n"
                           "#[start] fn main(_argc: isize, _argv: *const *const u8) -> isize {\n"
                           "    let mut i = 0; let mut s = 0;\n"
                           "    while i < 3 { s = s + VALS[i]; i = i + 1; }\n"
                           "    (f(P { a: 2, b: s }) + *FIRST) as isize\n"
                           "}\n");
    Built b;
    built_init(&b);
    assert_true(build_obj(t, &b, 0));
    assert_true(link_exe(t, &b));
    assert_int_equal(run(b.exe, 0), 2 * 12 + 4);
    built_free(&b);
    tyf_free(t);
}

static char *slurp(const char *path, long *n) {
    FILE *f = fopen(path, "rb");
    assert_non_null(f);
    fseek(f, 0, SEEK_END);
    *n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = xmalloc((size_t)*n + 1);
    assert_int_equal(fread(buf, 1, (size_t)*n, f), (size_t)*n);
    fclose(f);
    return buf;
}

/* The same crate compiled twice gives the same object bytes, with and
 * without debug info: libgccjit's random temporary directory is mapped
 * to /rcc (cg.c compile_to), so its name is nowhere in the object. */
static void test_reproducible_object(void **state) {
    (void)state;
    const char *src = CG_PRELUDE
        "static S: &str = \"hello\";\n"
        "#[start] fn main(argc: isize, _argv: *const *const u8) -> isize { S.len() as isize + argc }\n"
        "trait L { fn len(&self) -> usize; }\n"
        "impl L for str { fn len(&self) -> usize { 5 } }\n";
    for (int debuginfo = 0; debuginfo <= 2; debuginfo += 2) {
        char *bytes[2];
        long n[2];
        for (int i = 0; i < 2; i++) {
            TyFixture *t = tyf_new(src);
            Built b;
            built_init(&b);
            assert_true(build_obj_g(t, &b, 1, debuginfo));
            bytes[i] = slurp(b.obj, &n[i]);
            built_free(&b);
            tyf_free(t);
        }
        assert_int_equal(n[0], n[1]);
        assert_memory_equal(bytes[0], bytes[1], (size_t)n[0]);
        assert_null(memmem(bytes[0], (size_t)n[0], "libgccjit-", 10));
        if (debuginfo) assert_non_null(memmem(bytes[0], (size_t)n[0], "/rcc/fake.c", 11));
        free(bytes[0]);
        free(bytes[1]);
    }
}

/* Overflow checks (on in the fixture) call the panic lang item, which
 * aborts here: SIGABRT only when the addition overflows. */
static void test_overflow_check_panics(void **state) {
    (void)state;
    TyFixture *t = tyf_new(CG_PRELUDE
                           "#[start] fn main(argc: isize, _argv: *const *const u8) -> isize {\n"
                           "    let x: u8 = 254; (x + argc as u8) as isize\n"
                           "}\n");
    Built b;
    built_init(&b);
    assert_true(build_obj(t, &b, 0));
    assert_true(link_exe(t, &b));
    assert_int_equal(run(b.exe, 0), 255);
    assert_int_equal(run(b.exe, 1), 128 + 6);
    built_free(&b);
    tyf_free(t);
}

/* A link that fails is an error (and cg_link says so), not a crash. */
static void test_link_failure_reported(void **state) {
    (void)state;
    TyFixture *t = tyf_new(CG_PRELUDE);
    DiagCtx *dc = ty_diag(t->tcx);
    uint32_t before = dc->nerrors;
    const char *objs[1] = {"/nonexistent/rcc-test.o"};
    LinkRequest rq = {LINK_EXECUTABLE, NULL, 0, "/tmp/rcc-test-never-written", NULL};
    assert_false(cg_link(dc, &rq, objs, 1));
    assert_int_equal(dc->nerrors, before + 1);
    tyf_free(t);
}

/* An object calling fmod (libm) links, serially and pipelined: the
 * linker is given libm because the object's symbols ask for it. */
static void test_libm_linked_when_called(void **state) {
    (void)state;
    TyFixture *t = tyf_new(CG_PRELUDE
                           "extern \"C\" { fn fmod(a: f64, b: f64) -> f64; }\n"
                           "#[start] fn main(argc: isize, _argv: *const *const u8) -> isize {\n"
                           "    unsafe { fmod(7.5, 2.0) as isize + argc }\n"
                           "}\n");
    Built b;
    built_init(&b);
    assert_true(build_obj(t, &b, 0));
    assert_true(link_exe(t, &b));
    assert_int_equal(run(b.exe, 0), 2);   /* argc counts the program */
    remove(b.exe);
    LinkRequest rq = {LINK_EXECUTABLE, NULL, 0, b.exe, NULL};
    LinkJob *job = cg_link_begin(ty_diag(t->tcx), &rq, b.dir, RCC_TEST_LD_PLUGIN);
    assert_non_null(job);
    const char *objs[1] = {b.obj};
    assert_true(cg_link_end(job, objs, 1, true));
    assert_int_equal(run(b.exe, 2), 4);
    char stub[128];
    snprintf(stub, sizeof stub, "%s/rcc-objects.o", b.dir);
    remove(stub);
    built_free(&b);
    tyf_free(t);
}

/* A pipelined link: started before the object exists, finished with it;
 * or stopped (code generation failed) without an error of its own and
 * without an output. */
static void test_pipelined_link(void **state) {
    (void)state;
    TyFixture *t = tyf_new(CG_PRELUDE
                           "#[start] fn main(argc: isize, _argv: *const *const u8) -> isize { 40 + argc }\n");
    DiagCtx *dc = ty_diag(t->tcx);
    Built b;
    built_init(&b);
    LinkRequest rq = {LINK_EXECUTABLE, NULL, 0, b.exe, NULL};
    LinkJob *job = cg_link_begin(dc, &rq, b.dir, RCC_TEST_LD_PLUGIN);
    assert_non_null(job);
    assert_true(build_obj(t, &b, 0));
    const char *objs[1] = {b.obj};
    assert_true(cg_link_end(job, objs, 1, true));
    assert_int_equal(run(b.exe, 1), 42);   /* argc counts the program */
    remove(b.exe);

    uint32_t before = dc->nerrors;
    job = cg_link_begin(dc, &rq, b.dir, RCC_TEST_LD_PLUGIN);
    assert_non_null(job);
    assert_false(cg_link_end(job, NULL, 0, false));
    assert_int_equal(dc->nerrors, before);
    assert_int_equal(access(b.exe, F_OK), -1);

    /* no plugin: no pipelined link (the caller links after codegen) */
    assert_null(cg_link_begin(dc, &rq, b.dir, "/nonexistent/rcc-ld-plugin.so"));
    char stub[128];
    snprintf(stub, sizeof stub, "%s/rcc-objects.o", b.dir);
    remove(stub);
    built_free(&b);
    tyf_free(t);
}

/* A pipelined link that fails (an undefined symbol) is reported. */
static void test_pipelined_link_failure_reported(void **state) {
    (void)state;
    TyFixture *t = tyf_new(CG_PRELUDE
                           "extern \"C\" { fn rcc_test_no_such_symbol() -> isize; }\n"
                           "#[start] fn main(_argc: isize, _argv: *const *const u8) -> isize {\n"
                           "    unsafe { rcc_test_no_such_symbol() }\n"
                           "}\n");
    DiagCtx *dc = ty_diag(t->tcx);
    Built b;
    built_init(&b);
    assert_true(build_obj(t, &b, 0));
    uint32_t before = dc->nerrors;
    LinkRequest rq = {LINK_EXECUTABLE, NULL, 0, b.exe, NULL};
    LinkJob *job = cg_link_begin(dc, &rq, b.dir, RCC_TEST_LD_PLUGIN);
    assert_non_null(job);
    const char *objs[1] = {b.obj};
    assert_false(cg_link_end(job, objs, 1, true));
    assert_int_equal(dc->nerrors, before + 1);
    char stub[128];
    snprintf(stub, sizeof stub, "%s/rcc-objects.o", b.dir);
    remove(stub);
    built_free(&b);
    tyf_free(t);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_returns_40_plus_argc),
        cmocka_unit_test(test_struct_loop_static),
        cmocka_unit_test(test_reproducible_object),
        cmocka_unit_test(test_overflow_check_panics),
        cmocka_unit_test(test_link_failure_reported),
        cmocka_unit_test(test_libm_linked_when_called),
        cmocka_unit_test(test_pipelined_link),
        cmocka_unit_test(test_pipelined_link_failure_reported),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
