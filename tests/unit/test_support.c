/* test_support.c — the support library: arenas, vectors, string buffers,
 * hash maps, the interner and symbols, the source map, 128-bit literal
 * parsing, and internal-error reporting. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include "rcc/support.h"

/* ------------------------------------------------------------------ */
/* Arenas                                                               */
/* ------------------------------------------------------------------ */

static void test_arena_alignment(void **state) {
    (void)state;
    Arena a;
    arena_init(&a);
    for (int round = 0; round < 1000; round++) {
        for (size_t align = 1; align <= 16; align *= 2) {
            /* An odd size first, so the next allocation must be padded. */
            unsigned char *odd = arena_alloc(&a, (size_t)round % 7 + 1, 1);
            odd[0] = 0xAA;
            unsigned char *p = arena_alloc(&a, 24, align);
            assert_int_equal((uintptr_t)p % align, 0);
            memset(p, 0x55, 24);
            assert_int_equal(odd[0], 0xAA); /* no overlap with the previous block */
        }
    }
    /* ARENA_NEW gives zeroed, aligned objects. */
    typedef struct { long double x; char c; } Big;
    Big *b = ARENA_NEW(&a, Big);
    assert_int_equal((uintptr_t)b % _Alignof(Big), 0);
    assert_int_equal(b->c, 0);
    int *arr = ARENA_ARRAY(&a, int, 1000);
    for (int i = 0; i < 1000; i++) assert_int_equal(arr[i], 0);
    arena_free(&a);
}

static void test_arena_strings(void **state) {
    (void)state;
    Arena a;
    arena_init(&a);
    assert_string_equal(arena_strdup(&a, "hello"), "hello");
    assert_string_equal(arena_strndup(&a, "hello world", 5), "hello");
    assert_string_equal(arena_sprintf(&a, "%d-%s", 42, "x"), "42-x");
    char *big = arena_sprintf(&a, "%5000d", 7);
    assert_int_equal(strlen(big), 5000);
    assert_int_equal(big[4999], '7');
    uint64_t v[3] = {1, 2, 3};
    uint64_t *c = arena_memdup(&a, v, sizeof v, _Alignof(uint64_t));
    assert_true(c != v);
    assert_memory_equal(c, v, sizeof v);
    arena_free(&a);
}

static void test_arena_mark_release(void **state) {
    (void)state;
    Arena a;
    arena_init(&a);
    /* A mark on an empty arena releases everything. */
    ArenaMark m0 = arena_mark(&a);
    for (int i = 0; i < 100; i++) arena_alloc(&a, 10000, 8);
    arena_release(&a, m0);
    assert_null(a.head);
    assert_int_equal(a.total, 0);

    char *p = arena_alloc(&a, 8, 8);
    size_t total = a.total;
    ArenaMark m = arena_mark(&a);
    char *q = arena_alloc(&a, 8, 8);
    /* Fill several more chunks, then return to the mark. */
    for (int i = 0; i < 50; i++) memset(arena_alloc(&a, 40000, 16), 1, 40000);
    assert_true(a.total > total + 50 * 40000 - 1);
    arena_release(&a, m);
    assert_int_equal(a.total, total);
    /* The next allocation reuses the released space. */
    assert_ptr_equal(arena_alloc(&a, 8, 8), q);
    assert_true(q > p);
    arena_free(&a);
}

static void test_arena_reset(void **state) {
    (void)state;
    Arena a;
    arena_init(&a);
    arena_reset(&a); /* empty: nothing to do */
    arena_alloc(&a, 32, 16);
    char *last = NULL;
    for (int i = 0; i < 20; i++) last = arena_alloc(&a, 30000, 8);
    arena_reset(&a);
    assert_int_equal(a.total, 0);
    /* The newest (largest) chunk is kept and reused from its start: the
     * next allocation lands at or before the last one, in the same chunk
     * (chunks here are at most 1 MiB). */
    char *again = arena_alloc(&a, 32, 16);
    assert_true(again <= last && last - again < (1 << 20));
    assert_ptr_equal(arena_alloc(&a, 16, 16), again + 32);
    arena_free(&a);
}

static void test_arena_large(void **state) {
    (void)state;
    Arena a;
    arena_init(&a);
    arena_alloc(&a, 100, 8);
    size_t n = 8u << 20; /* larger than any chunk */
    unsigned char *big = arena_alloc(&a, n, 16);
    assert_int_equal((uintptr_t)big % 16, 0);
    memset(big, 0xCD, n);
    assert_int_equal(big[n - 1], 0xCD);
    /* Small allocations still work after it, and do not overlap it. */
    unsigned char *small = arena_alloc(&a, 16, 8);
    assert_true(small + 16 <= big || small >= big + n);
    assert_int_equal(a.total, 100 + n + 16);
    arena_free(&a);
    assert_null(a.head);
}

/* ------------------------------------------------------------------ */
/* Vectors and string buffers                                           */
/* ------------------------------------------------------------------ */

typedef struct Pair {
    uint32_t a;
    uint64_t b;
} Pair;
typedef VEC(Pair) PairVec;

static void test_vec(void **state) {
    (void)state;
    PairVec v = {0};
    for (uint32_t i = 0; i < 100000; i++) vec_push(&v, (Pair){i, (uint64_t)i * i});
    assert_int_equal(v.len, 100000);
    assert_true(v.cap >= v.len);
    assert_int_equal(vec_last(&v).a, 99999);
    uint64_t sum = 0;
    vec_foreach(&v, it) sum += it->a;
    assert_int_equal(sum, (uint64_t)99999 * 100000 / 2);
    Pair p = vec_pop(&v);
    assert_int_equal(p.b, (uint64_t)99999 * 99999);
    assert_int_equal(v.len, 99999);

    Arena a;
    arena_init(&a);
    Pair *copy = vec_to_arena(&a, &v);
    assert_memory_equal(copy, v.data, sizeof(Pair) * v.len);
    vec_clear(&v);
    assert_int_equal(v.len, 0);
    assert_null(vec_to_arena(&a, &v));
    vec_reserve(&v, 1000);
    assert_true(v.cap >= 1000);
    vec_free(&v);
    assert_null(v.data);
    assert_int_equal(v.cap, 0);
    arena_free(&a);
}

static void test_strbuf(void **state) {
    (void)state;
    StrBuf sb = {0};
    assert_string_equal(sb_cstr(&sb), "");
    sb_putc(&sb, 'a');
    sb_puts(&sb, "bc");
    sb_putn(&sb, "d\0e", 3); /* bytes, NUL included */
    sb_printf(&sb, "%d%s", 12, "!");
    assert_int_equal(sb.len, 9);
    assert_memory_equal(sb.data, "abcd\0e12!", 9);
    for (int i = 0; i < 10000; i++) sb_printf(&sb, "%04d", i);
    assert_int_equal(sb.len, 9 + 40000);
    assert_memory_equal(sb_cstr(&sb) + sb.len - 8, "99989999", 8);
    assert_int_equal(sb_cstr(&sb)[sb.len], 0);
    sb_free(&sb);
    assert_null(sb.data);
    assert_int_equal(sb.len, 0);
}

static void test_xalloc(void **state) {
    (void)state;
    char *s = xasprintf("%s/%03d", "dir", 7);
    assert_string_equal(s, "dir/007");
    free(s);
    s = xstrndup("abcdef", 3);
    assert_string_equal(s, "abc");
    free(s);
    int *z = xcalloc(100, sizeof(int));
    for (int i = 0; i < 100; i++) assert_int_equal(z[i], 0);
    free(z);
}

/* ------------------------------------------------------------------ */
/* Hash maps                                                            */
/* ------------------------------------------------------------------ */

static void test_hmap_basic(void **state) {
    (void)state;
    HashMap m;
    hmap_init(&m);
    uint64_t v;
    assert_false(hmap_get(&m, 0, &v));   /* empty map */
    assert_false(hmap_remove(&m, 0));
    assert_true(hmap_put(&m, 0, 100));   /* key 0 is an ordinary key */
    assert_true(hmap_put(&m, UINT64_MAX, 200));
    assert_true(hmap_put(&m, 7, 300));
    assert_false(hmap_put(&m, 7, 301));  /* overwrite: not new */
    assert_int_equal(m.len, 3);
    assert_true(hmap_get(&m, 0, &v));
    assert_int_equal(v, 100);
    assert_true(hmap_get(&m, UINT64_MAX, &v));
    assert_int_equal(v, 200);
    assert_true(hmap_get(&m, 7, &v));
    assert_int_equal(v, 301);
    assert_true(hmap_get(&m, 7, NULL));
    assert_false(hmap_get(&m, 8, &v));

    bool inserted;
    uint64_t *slot = hmap_entry(&m, 9, 55, &inserted);
    assert_true(inserted);
    assert_int_equal(*slot, 55);
    *slot += 1;
    slot = hmap_entry(&m, 9, 0, &inserted);
    assert_false(inserted);
    assert_int_equal(*slot, 56);

    assert_true(hmap_remove(&m, 0));
    assert_false(hmap_get(&m, 0, &v));
    assert_false(hmap_remove(&m, 0));
    assert_int_equal(m.len, 3);

    /* Iteration visits each entry exactly once. */
    uint64_t keys = 0, vals = 0;
    int count = 0;
    uint64_t k;
    for (uint32_t it = 0; hmap_next(&m, &it, &k, &v);) {
        keys ^= k;
        vals += v;
        count++;
    }
    assert_int_equal(count, 3);
    assert_int_equal(keys, UINT64_MAX ^ 7 ^ 9);
    assert_int_equal(vals, 200 + 301 + 56);
    hmap_free(&m);
    assert_int_equal(m.cap, 0);
}

static void test_hmap_many(void **state) {
    (void)state;
    HashMap m;
    hmap_init(&m);
    enum { N = 100000 };
    /* Keys with structure (multiples of 2^32) that a weak hash would
     * pile into one bucket. */
    for (uint64_t i = 0; i < N; i++) assert_true(hmap_put(&m, i << 32, i));
    assert_int_equal(m.len, N);
    uint64_t v;
    for (uint64_t i = 0; i < N; i++) {
        assert_true(hmap_get(&m, i << 32, &v));
        assert_int_equal(v, i);
    }
    for (uint64_t i = 0; i < N; i += 2) assert_true(hmap_remove(&m, i << 32));
    assert_int_equal(m.len, N / 2);
    for (uint64_t i = 0; i < N; i++) assert_int_equal(hmap_get(&m, i << 32, &v), i % 2 == 1);
    uint64_t count = 0, sum = 0, k;
    for (uint32_t it = 0; hmap_next(&m, &it, &k, &v);) {
        assert_int_equal(k, v << 32);
        count++;
        sum += v;
    }
    assert_int_equal(count, N / 2);
    assert_int_equal(sum, (uint64_t)(N / 2) * (N / 2)); /* 1 + 3 + ... + (N-1) */
    hmap_free(&m);
}

/* Insert/remove churn reuses tombstones instead of growing forever. */
static void test_hmap_churn(void **state) {
    (void)state;
    HashMap m;
    hmap_init(&m);
    for (uint64_t i = 0; i < 200000; i++) {
        hmap_put(&m, i, i);
        if (i >= 10) assert_true(hmap_remove(&m, i - 10));
    }
    assert_int_equal(m.len, 10);
    assert_true(m.cap <= 1024);
    uint64_t v;
    for (uint64_t i = 199990; i < 200000; i++) assert_true(hmap_get(&m, i, &v));
    hmap_free(&m);
}

/* ------------------------------------------------------------------ */
/* Interning and symbols                                                */
/* ------------------------------------------------------------------ */

static void test_intern(void **state) {
    (void)state;
    InternTable t;
    intern_init(&t);
    assert_int_equal(intern_count(&t), 0);
    assert_int_equal(intern_lookup(&t, "a", 1), 0); /* nothing yet, nothing inserted */
    assert_int_equal(intern_count(&t), 0);
    uint32_t a = intern_bytes(&t, "a", 1);
    uint32_t a0b = intern_bytes(&t, "a\0b", 3);
    uint32_t a0c = intern_bytes(&t, "a\0c", 3);
    uint32_t empty = intern_bytes(&t, "", 0);
    assert_int_equal(a, 1); /* ids start at 1 */
    assert_true(a != a0b && a0b != a0c && a != a0c && empty != a);
    assert_int_equal(intern_bytes(&t, "a\0b", 3), a0b); /* embedded NULs count */
    assert_int_equal(intern_bytes(&t, "a", 1), a);
    assert_int_equal(intern_lookup(&t, "a\0c", 3), a0c);
    assert_int_equal(intern_count(&t), 4);
    uint32_t len;
    const char *s = intern_get(&t, a0b, &len);
    assert_int_equal(len, 3);
    assert_memory_equal(s, "a\0b", 4); /* a NUL-terminated copy */

    /* Many strings: growth keeps every id and its bytes. */
    char buf[32];
    for (int i = 0; i < 50000; i++) {
        int n = snprintf(buf, sizeof buf, "name%d", i);
        assert_int_equal(intern_bytes(&t, buf, (size_t)n), 5 + (uint32_t)i);
    }
    for (int i = 0; i < 50000; i += 997) {
        int n = snprintf(buf, sizeof buf, "name%d", i);
        assert_int_equal(intern_lookup(&t, buf, (size_t)n), 5 + (uint32_t)i);
        assert_string_equal(intern_get(&t, 5 + (uint32_t)i, NULL), buf);
    }
    intern_free(&t);
}

static void test_symbols(void **state) {
    (void)state;
    sym_init();
    sym_init(); /* idempotent */
    /* Every predefined symbol has its sym.def id and spelling. */
    static const struct { Symbol id; const char *str; } predefined[] = {
#define SYM(name, str) {SYM_##name, str},
#include "rcc/sym.def"
#undef SYM
    };
    for (size_t i = 0; i < sizeof predefined / sizeof *predefined; i++) {
        assert_int_equal(predefined[i].id, i + 1);
        assert_int_equal(sym_cstr(predefined[i].str), predefined[i].id);
        assert_string_equal(sym_str(predefined[i].id), predefined[i].str);
        assert_int_equal(sym_len(predefined[i].id), strlen(predefined[i].str));
    }
    assert_int_equal(sym_cstr("fn"), SYM_fn);
    assert_int_equal(sym_cstr("Self"), SYM_Self);
    assert_true(SYM_Self != SYM_self);
    Symbol s = sym_cstr("a_brand_new_identifier");
    assert_true(s >= SYM__PREDEFINED_COUNT);
    assert_int_equal(sym_intern("a_brand_new_identifier_xyz", 22), s);
    assert_string_equal(sym_str(s), "a_brand_new_identifier");
}

/* ------------------------------------------------------------------ */
/* The source map                                                       */
/* ------------------------------------------------------------------ */

static const SourceFile *add(SourceMap *sm, const char *name, const char *text) {
    return sm_add_file(sm, name, xstrdup(text), (uint32_t)strlen(text));
}

static void test_srcmap_files(void **state) {
    (void)state;
    SourceMap sm;
    sm_init(&sm);
    const SourceFile *a = add(&sm, "a.rs", "fn a() {}\n");
    const SourceFile *b = add(&sm, "b.rs", "");
    const SourceFile *c = add(&sm, "c.rs", "x");
    /* Offset 0 is the dummy span: no file. */
    assert_true(a->start > 0);
    assert_null(sm_file_at(&sm, 0));
    /* Files own disjoint ranges, each including its end-of-file offset. */
    assert_ptr_equal(sm_file_at(&sm, a->start), a);
    assert_ptr_equal(sm_file_at(&sm, a->start + a->len), a);
    assert_true(b->start > a->start + a->len);
    assert_ptr_equal(sm_file_at(&sm, b->start), b); /* empty file: its EOF */
    assert_true(c->start > b->start + b->len);
    assert_ptr_equal(sm_file_at(&sm, c->start), c);
    assert_ptr_equal(sm_file_at(&sm, c->start + 1), c);
    assert_null(sm_file_at(&sm, c->start + 2));
    assert_null(sm_file_at(&sm, UINT32_MAX));
    /* A span names its file through its start. */
    SourceLoc l = sm_lookup(&sm, c->start);
    assert_ptr_equal(l.file, c);
    assert_int_equal(l.line, 1);
    assert_int_equal(l.col, 1);
    l = sm_lookup(&sm, 0);
    assert_null(l.file);
    sm_free(&sm);
}

static void test_srcmap_lines(void **state) {
    (void)state;
    SourceMap sm;
    sm_init(&sm);
    add(&sm, "pad.rs", "// another file first\n");
    /* "é" is 2 bytes, "日" 3: columns count characters, byte_col bytes. */
    const SourceFile *f = add(&sm, "u.rs", "ab\né日x\r\n\r\nlast");
    assert_int_equal(sm_line_count(f), 4);
    SourceLoc l = sm_lookup(&sm, f->start + 1); /* b */
    assert_int_equal(l.line, 1);
    assert_int_equal(l.col, 2);
    assert_int_equal(l.byte_col, 1);
    l = sm_lookup(&sm, f->start + 3); /* é */
    assert_int_equal(l.line, 2);
    assert_int_equal(l.col, 1);
    l = sm_lookup(&sm, f->start + 8); /* x, after é日 */
    assert_int_equal(l.line, 2);
    assert_int_equal(l.col, 3);
    assert_int_equal(l.byte_col, 5);
    l = sm_lookup(&sm, f->start + 11); /* the empty CRLF line */
    assert_int_equal(l.line, 3);
    assert_int_equal(l.col, 1);
    l = sm_lookup(&sm, f->start + 13); /* `last` */
    assert_int_equal(l.line, 4);
    assert_int_equal(l.col, 1);
    l = sm_lookup(&sm, f->start + f->len); /* EOF without a final newline */
    assert_int_equal(l.line, 4);
    assert_int_equal(l.col, 5);

    uint32_t len;
    const char *t = sm_line_text(f, 2, &len);
    assert_int_equal(len, 6); /* the CR of CRLF is not part of the line */
    assert_memory_equal(t, "é日x", 6);
    t = sm_line_text(f, 3, &len);
    assert_int_equal(len, 0);
    t = sm_line_text(f, 4, &len);
    assert_int_equal(len, 4);
    assert_memory_equal(t, "last", 4);
    t = sm_line_text(f, 5, &len); /* past the end */
    assert_int_equal(len, 0);
    t = sm_line_text(f, 0, &len);
    assert_int_equal(len, 0);

    /* After a final newline, the EOF offset starts the (empty) line
     * after it. (rustc instead counts it as the end of the last line;
     * the diagnostics renderer does that itself.) */
    const SourceFile *g = add(&sm, "nl.rs", "a\n");
    assert_int_equal(sm_line_count(g), 2);
    l = sm_lookup(&sm, g->start + g->len);
    assert_int_equal(l.line, 2);
    assert_int_equal(l.col, 1);
    sm_free(&sm);
}

/* A dependency's file (crate metadata): line/column from the tables the
 * writer gave, text read on demand and only if it is the writer's. */
static void test_srcmap_virtual(void **state) {
    (void)state;
    const char *text = "ab\n\xC3\xA9\xE6\x97\xA5x\n";   /* "ab\né日x\n" */
    uint32_t len = (uint32_t)strlen(text), nm;
    uint32_t *mb = sm_multibyte_chars(text, len, &nm);
    assert_int_equal(nm, 2);
    assert_int_equal(mb[0], 3u << 2 | 1);
    assert_int_equal(mb[1], 5u << 2 | 2);
    char path[] = "/tmp/rcc-srcmap-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, text, len), (ssize_t)len);
    close(fd);
    for (int round = 0; round < 3; round++) {
        SourceMap sm;
        sm_init(&sm);
        add(&sm, "root.rs", "fn main() {}\n");
        uint32_t *lines = xmalloc(3 * sizeof *lines);
        lines[0] = 0, lines[1] = 3, lines[2] = len;
        uint32_t n2;
        uint32_t *mb2 = sm_multibyte_chars(text, len, &n2);
        /* round 0: the file is there; 1: it changed; 2: no path */
        uint64_t h = hash_bytes(text, len) + (round == 1);
        const SourceFile *f = sm_add_virtual(&sm, "/dep/lib.rs", round == 2 ? NULL : path, len, h, lines, 3, mb2, n2);
        assert_true(f->lazy);
        SourceLoc l = sm_lookup(&sm, f->start + 8);   /* x, after é日 */
        assert_true(f->lazy);                          /* the lookup did not read the file */
        assert_ptr_equal(l.file, f);
        assert_int_equal(l.line, 2);
        assert_int_equal(l.col, 3);
        l = sm_lookup(&sm, f->start + 4);              /* inside é: as with the text */
        assert_int_equal(l.col, 2);
        assert_ptr_equal(sm_file_at(&sm, f->start + 1), f);
        assert_false(f->lazy);
        uint32_t n;
        const char *t = sm_line_text(f, 2, &n);
        if (round == 0) {
            assert_false(f->no_text);
            assert_int_equal(n, 6);
            assert_memory_equal(t, "\xC3\xA9\xE6\x97\xA5x", 6);
            assert_non_null(sm_file_text(f));
        } else {
            assert_true(f->no_text);
            assert_int_equal(n, 0);
            assert_null(sm_file_text(f));
        }
        l = sm_lookup(&sm, f->start + 8);              /* the same with the text read */
        assert_int_equal(l.line, 2);
        assert_int_equal(l.col, 3);
        sm_free(&sm);
    }
    free(mb);
    unlink(path);
    /* a byte-order mark takes no column, with the text or without */
    SourceMap sm;
    sm_init(&sm);
    const char *bom = "\xEF\xBB\xBF" "fn x";
    const SourceFile *t = add(&sm, "bom.rs", bom);
    uint32_t *lines = xmalloc(sizeof *lines), nb;
    lines[0] = 0;
    uint32_t *mbb = sm_multibyte_chars(bom, 7, &nb);
    const SourceFile *v = sm_add_virtual(&sm, "bom2.rs", NULL, 7, 0, lines, 1, mbb, nb);
    assert_int_equal(sm_lookup(&sm, t->start + 6).col, 4);
    assert_int_equal(sm_lookup(&sm, v->start + 6).col, 4);
    sm_free(&sm);
}

static void test_srcmap_load(void **state) {
    (void)state;
    SourceMap sm;
    sm_init(&sm);
    char *err = NULL;
    assert_null(sm_load_file(&sm, "/nonexistent/dir/x.rs", &err));
    assert_string_equal(err, "No such file or directory (os error 2)");
    free(err);
    assert_null(sm_load_file(&sm, RCC_TEST_DATA_DIR, &err));
    assert_string_equal(err, "Is a directory (os error 21)");
    free(err);
    const SourceFile *f = sm_load_file(&sm, RCC_TEST_DATA_DIR "/diag/single_label.rs", &err);
    assert_non_null(f);
    assert_null(err);
    assert_int_equal(f->len, strlen("fn main() {\n    let y = x + 1;\n}\n"));
    assert_string_equal(f->src, "fn main() {\n    let y = x + 1;\n}\n");
    assert_string_equal(f->name, RCC_TEST_DATA_DIR "/diag/single_label.rs");
    sm_free(&sm);
}

/* ------------------------------------------------------------------ */
/* 128-bit literals                                                     */
/* ------------------------------------------------------------------ */

static bool parse(const char *s, unsigned base, u128 *out) { return bigint_parse_u128(s, strlen(s), base, out); }

static void expect_u128(const char *s, unsigned base, const char *decimal) {
    u128 v = 0;
    char buf[48];
    if (!parse(s, base, &v)) {
        print_error("`%s` (base %u) did not parse\n", s, base);
        fail();
    }
    assert_string_equal(u128_to_str(v, buf), decimal);
}

static void test_bigint(void **state) {
    (void)state;
    expect_u128("0", 10, "0");
    expect_u128("12345", 10, "12345");
    expect_u128("1_000_000", 10, "1000000");
    expect_u128("__1__", 10, "1");
    expect_u128("ff_FF", 16, "65535");
    expect_u128("777", 8, "511");
    expect_u128("1010_1010", 2, "170");
    expect_u128("18446744073709551616", 10, "18446744073709551616"); /* 2^64: needs the high word */
    /* The largest u128, in every base. */
    const char *max = "340282366920938463463374607431768211455";
    expect_u128(max, 10, max);
    expect_u128("ffffffff_ffffffff_ffffffff_ffffffff", 16, max);
    expect_u128("3777777777777777777777777777777777777777777", 8, max);
    char bits[129];
    memset(bits, '1', 128);
    bits[128] = 0;
    expect_u128(bits, 2, max);
    /* Leading zeros do not count towards the size (and a long digit
     * string takes the heap path). */
    char longzero[400];
    memset(longzero, '0', 398);
    longzero[398] = '7';
    longzero[399] = 0;
    expect_u128(longzero, 10, "7");

    /* 2^128 does not fit. */
    u128 v;
    assert_false(parse("340282366920938463463374607431768211456", 10, &v));
    assert_false(parse("1_00000000_00000000_00000000_00000000", 16, &v));
    assert_false(parse("4000000000000000000000000000000000000000000", 8, &v));
    /* No digits, or digits outside the base. */
    assert_false(parse("", 10, &v));
    assert_false(parse("___", 10, &v));
    assert_false(parse("12", 2, &v));
    assert_false(parse("1g", 16, &v));
    assert_false(parse("9", 8, &v));
    /* GMP would take a sign or white space: a literal never has them. */
    assert_false(parse("-5", 10, &v));
    assert_false(parse("+5", 10, &v));
    assert_false(parse("1 2", 10, &v));

    char buf[48];
    assert_string_equal(u128_to_str(0, buf), "0");
    assert_string_equal(u128_to_str(((u128)1 << 64) + 5, buf), "18446744073709551621");
}

/* ------------------------------------------------------------------ */
/* Internal errors                                                      */
/* ------------------------------------------------------------------ */

/* Runs fn in a child process; returns its exit status and stderr. */
static int run_child(void (*fn)(void), char *err, size_t errsz) {
    int fds[2];
    assert_int_equal(pipe(fds), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        dup2(fds[1], 2);
        close(fds[0]);
        fn();
        _exit(0);
    }
    close(fds[1]);
    size_t n = 0;
    ssize_t r;
    while (n + 1 < errsz && (r = read(fds[0], err + n, errsz - n - 1)) > 0) n += (size_t)r;
    err[n] = 0;
    close(fds[0]);
    int status;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

static void ice(void) { rcc_ice("bad thing %d", 42); }
static void failed_assert(void) { rcc_assert(1 + 1 == 3); }
static void crash(void) {
    RccCrashState saved;
    rcc_install_crash_handlers(&saved);
    raise(SIGSEGV);
}

static void test_ice(void **state) {
    (void)state;
    char err[1024];
    assert_int_equal(run_child(ice, err, sizeof err), 101);
    assert_non_null(strstr(err, "error: internal compiler error: "));
    assert_non_null(strstr(err, "test_support.c:"));
    assert_non_null(strstr(err, "bad thing 42"));
    assert_int_equal(run_child(failed_assert, err, sizeof err), 101);
    assert_non_null(strstr(err, "assertion failed: 1 + 1 == 3"));
    assert_int_equal(run_child(crash, err, sizeof err), 101);
    assert_non_null(strstr(err, "error: internal compiler error: rcc crashed with a fatal signal (SIGSEGV)"));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_arena_alignment),
        cmocka_unit_test(test_arena_strings),
        cmocka_unit_test(test_arena_mark_release),
        cmocka_unit_test(test_arena_reset),
        cmocka_unit_test(test_arena_large),
        cmocka_unit_test(test_vec),
        cmocka_unit_test(test_strbuf),
        cmocka_unit_test(test_xalloc),
        cmocka_unit_test(test_hmap_basic),
        cmocka_unit_test(test_hmap_many),
        cmocka_unit_test(test_hmap_churn),
        cmocka_unit_test(test_intern),
        cmocka_unit_test(test_symbols),
        cmocka_unit_test(test_srcmap_files),
        cmocka_unit_test(test_srcmap_lines),
        cmocka_unit_test(test_srcmap_load),
        cmocka_unit_test(test_srcmap_virtual),
        cmocka_unit_test(test_bigint),
        cmocka_unit_test(test_ice),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
