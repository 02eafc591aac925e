/* test_metadata.c — the metadata phase's byte primitives (LEB128, the
 * bounds-checked reader) and the HIR codec's handling of hand-made bad
 * records. The codec on real code: the CTest tests hir-roundtrip/.... */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <string.h>

#include "rcc/metadata.h"

static void test_fixed_and_leb(void **state) {
    (void)state;
    static const uint64_t v64[] = {0, 1, 127, 128, 300, 16383, 16384, UINT32_MAX, (uint64_t)UINT32_MAX + 1,
                                   UINT64_MAX >> 1, UINT64_MAX};
    static const uint32_t v32[] = {0, 1, 127, 128, 0x3fff, 0x4000, 0x1fffff, 0x200000, 0xfffffff, 0x10000000,
                                   UINT32_MAX};
    MdBuf b = {0};
    md_put_u8(&b, 0xab);
    md_put_u32(&b, 0xdeadbeef);
    md_put_u64(&b, 0x0123456789abcdefull);
    for (size_t i = 0; i < sizeof v64 / sizeof *v64; i++) md_put_v64(&b, v64[i]);
    for (size_t i = 0; i < sizeof v32 / sizeof *v32; i++) md_put_v32(&b, v32[i]);
    md_put_str(&b, "hello", 5);
    md_put_bytes(&b, "xyz", 3);
    md_put_u32(&b, 0);
    md_patch_u32(&b, b.len - 4, 0x11223344);
    /* little-endian fixed widths */
    assert_int_equal(b.data[1], 0xef);
    assert_int_equal(b.data[4], 0xde);
    MdCursor c = md_cursor(b.data, b.len);
    assert_int_equal(md_get_u8(&c), 0xab);
    assert_int_equal(md_get_u32(&c), 0xdeadbeef);
    assert_true(md_get_u64(&c) == 0x0123456789abcdefull);
    for (size_t i = 0; i < sizeof v64 / sizeof *v64; i++) assert_true(md_get_v64(&c) == v64[i]);
    for (size_t i = 0; i < sizeof v32 / sizeof *v32; i++) assert_int_equal(md_get_v32(&c), v32[i]);
    uint32_t n = 0;
    const char *s = md_get_str(&c, &n);
    assert_int_equal(n, 5);
    assert_memory_equal(s, "hello", 5);
    assert_memory_equal(md_get_bytes(&c, 3), "xyz", 3);
    assert_int_equal(md_get_u32(&c), 0x11223344);
    assert_false(c.bad);
    assert_ptr_equal(c.p, c.end);
    /* reading past the end: bad, 0, and it stays bad */
    assert_int_equal(md_get_u8(&c), 0);
    assert_true(c.bad);
    md_buf_free(&b);
    assert_null(b.data);
}

/* Decodes `len` bytes with one getter; returns the value, *bad the flag. */
static uint64_t get1(const uint8_t *p, uint32_t len, int which, bool *bad) {
    MdCursor c = md_cursor(p, len);
    uint64_t v = which == 32 ? md_get_v32(&c) : md_get_v64(&c);
    *bad = c.bad;
    return v;
}

static void test_leb_bad(void **state) {
    (void)state;
    bool bad;
    /* the largest v32, and one bit more (5th byte > 0x0f) */
    static const uint8_t max32[] = {0xff, 0xff, 0xff, 0xff, 0x0f}, over32[] = {0xff, 0xff, 0xff, 0xff, 0x1f};
    assert_int_equal(get1(max32, 5, 32, &bad), UINT32_MAX);
    assert_false(bad);
    assert_int_equal(get1(over32, 5, 32, &bad), 0);
    assert_true(bad);
    /* too many bytes for a v32 (a 6th byte), and for a v64 (an 11th) */
    static const uint8_t long32[] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x00};
    assert_int_equal(get1(long32, 6, 32, &bad), 0);
    assert_true(bad);
    static const uint8_t long64[] = {0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00};
    get1(long64, 11, 64, &bad);
    assert_true(bad);
    static const uint8_t over64[] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x02};
    get1(over64, 10, 64, &bad);
    assert_true(bad);
    static const uint8_t max64[] = {0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01};
    assert_true(get1(max64, 10, 64, &bad) == UINT64_MAX);
    assert_false(bad);
    /* truncated: the continuation bit on the last byte */
    static const uint8_t cont[] = {0x80, 0x80};
    get1(cont, 2, 32, &bad);
    assert_true(bad);
    get1(cont, 0, 64, &bad);
    assert_true(bad);
    /* a failed get does not move the cursor */
    MdCursor c = md_cursor(cont, 2);
    md_get_v32(&c);
    assert_ptr_equal(c.p, cont);
    /* strings and bytes longer than what is left */
    static const uint8_t str[] = {0x05, 'a', 'b'};
    c = md_cursor(str, 3);
    uint32_t n = 7;
    assert_null(md_get_str(&c, &n));
    assert_int_equal(n, 0);
    assert_true(c.bad);
    c = md_cursor(str, 3);
    assert_null(md_get_bytes(&c, 4));
    assert_true(c.bad);
    assert_null(md_get_bytes(&c, 0));   /* bad stays bad */
    c = md_cursor(str, 3);
    assert_non_null(md_get_bytes(&c, 3));
    assert_false(c.bad);
}

/* ---- the HIR codec on hand-made records ---- */

static void enc_def(void *u, MdBuf *b, DefId d) { md_put_v32(b, d.i); }
static void enc_sym(void *u, MdBuf *b, Symbol s) { md_put_v32(b, s); }
static void enc_span(void *u, MdBuf *b, Span s) {
    md_put_v32(b, s.lo);
    md_put_v32(b, s.hi);
}
static void enc_scope(void *u, MdBuf *b, TraitScope s) {
    md_put_v32(b, s.module);
    md_put_v32(b, s.cur_trait.i);
}
static DefId dec_def(void *u, MdCursor *c) { return (DefId){md_get_v32(c)}; }
static Symbol dec_sym(void *u, MdCursor *c) { return md_get_v32(c); }
static Span dec_span(void *u, MdCursor *c) {
    uint32_t lo = md_get_v32(c);
    return (Span){lo, md_get_v32(c)};
}
static TraitScope dec_scope(void *u, MdCursor *c) {
    ModuleId m = md_get_v32(c);
    return (TraitScope){m, {md_get_v32(c)}};
}

static const MdHirEncHooks EH = {NULL, enc_def, enc_sym, enc_span, enc_scope, NULL};

/* hygiene contexts through the optional hooks */
static void enc_ctxt(void *u, MdBuf *b, uint32_t ctxt) {
    (void)u;
    md_put_v32(b, ctxt + 1000);
}
static uint32_t dec_ctxt(void *u, MdCursor *c) {
    (void)u;
    uint32_t v = md_get_v32(c);
    if (v < 1000) c->bad = true;
    return v - 1000;
}

static HirBody *decode_body(Arena *a, const uint8_t *p, uint32_t n, bool *bad) {
    MdHirDecHooks dh = {NULL, dec_def, dec_sym, dec_span, dec_scope, a, NULL};
    MdCursor c = md_cursor(p, n);
    HirBody *b = md_decode_hir_body(&dh, &c);
    *bad = c.bad;
    return b;
}

static void test_codec_small(void **state) {
    (void)state;
    Arena a;
    arena_init(&a);
    /* fn(x) { x + 1u8 } by hand */
    HirPat pat = {.kind = HPAT_BINDING, .id = {1}, .span = {10, 11}, .binding = {.ident = {.name = 5, .span = {10, 11}}}};
    HirParam param = {.id = {2}, .pat = &pat, .span = {10, 11}};
    HirPath path = {.res = {.kind = RES_LOCAL}, .local = {1}, .nsegs = 1, .span = {20, 21}};
    HirPathSegment seg = {.ident = {.name = 5, .span = {20, 21}}, .res = {.kind = RES_LOCAL}, .infer_args = true};
    path.segs = &seg;
    HirExpr lhs = {.kind = HEXPR_PATH, .id = {3}, .span = {20, 21}, .qpath = {.kind = QPATH_RESOLVED, .path = &path}};
    HirExpr rhs = {.kind = HEXPR_LIT, .id = {4}, .span = {24, 27}, .lit = {.kind = HLIT_INT, .suffix = PRIM_U8 + 1, .lo = 1}};
    HirExpr add = {.kind = HEXPR_BINARY, .id = {5}, .span = {20, 27}, .binary = {.op = HBIN_ADD, .lhs = &lhs, .rhs = &rhs}};
    HirBody body = {.owner = {7}, .params = &param, .nparams = 1, .value = &add, .nids = 6};
    MdBuf b = {0};
    md_encode_hir_body(&EH, &b, &body);
    bool bad;
    HirBody *d = decode_body(&a, b.data, b.len, &bad);
    assert_false(bad);
    assert_non_null(d);
    assert_int_equal(d->owner.i, 7);
    assert_int_equal(d->nids, 6);
    assert_int_equal(d->nparams, 1);
    assert_int_equal(d->params[0].pat->binding.ident.name, 5);
    const HirExpr *v = d->value;
    assert_int_equal(v->kind, HEXPR_BINARY);
    assert_int_equal(v->binary.lhs->qpath.path->local.i, 1);
    assert_int_equal(v->binary.lhs->qpath.path->segs[0].infer_args, true);
    assert_int_equal(v->binary.rhs->lit.suffix, PRIM_U8 + 1);
    assert_int_equal(v->binary.rhs->span.hi, 27);
    /* every strict prefix is bad; so is a trailing kind out of range */
    for (uint32_t k = 0; k < b.len; k++) {
        assert_null(decode_body(&a, b.data, k, &bad));
        assert_true(bad);
    }
    /* an expression kind past the last one */
    MdBuf e = {0};
    md_put_v32(&e, 1);
    md_put_v32(&e, 0);
    md_put_v32(&e, 0);
    md_put_v32(&e, HEXPR__COUNT + 1);
    assert_null(decode_body(&a, e.data, e.len, &bad));
    assert_true(bad);
    /* a required expression missing (the body's value) */
    e.len = 3;
    md_put_v32(&e, 0);
    md_put_v32(&e, 0);
    assert_null(decode_body(&a, e.data, e.len, &bad));
    assert_true(bad);
    /* a list longer than the bytes left */
    e.len = 2;
    md_put_v32(&e, 1000);
    assert_null(decode_body(&a, e.data, e.len, &bad));
    assert_true(bad);
    md_buf_free(&e);
    /* an identifier's hygiene context: through the hooks when both sides
     * have them, else 0 after decoding (the encoding skips it either way) */
    seg.ident.ctxt = 3;
    MdBuf bc = {0};
    MdHirEncHooks ehc = EH;
    ehc.ctxt = enc_ctxt;
    md_encode_hir_body(&ehc, &bc, &body);
    MdHirDecHooks dhc = {NULL, dec_def, dec_sym, dec_span, dec_scope, &a, dec_ctxt};
    MdCursor cc = md_cursor(bc.data, bc.len);
    HirBody *dc = md_decode_hir_body(&dhc, &cc);
    assert_false(cc.bad);
    assert_non_null(dc);
    assert_int_equal(dc->value->binary.lhs->qpath.path->segs[0].ident.ctxt, 3);
    assert_int_equal(dc->params[0].pat->binding.ident.ctxt, 0);
    d = decode_body(&a, bc.data, bc.len, &bad);
    assert_false(bad);
    assert_int_equal(d->value->binary.lhs->qpath.path->segs[0].ident.ctxt, 0);
    md_buf_free(&bc);
    md_buf_free(&b);
    arena_free(&a);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_fixed_and_leb),
        cmocka_unit_test(test_leb_bad),
        cmocka_unit_test(test_codec_small),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
