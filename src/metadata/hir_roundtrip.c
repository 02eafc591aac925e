/* hir_roundtrip.c — -Zhir-roundtrip: the HIR codec checked on real code.
 *
 * For every DefId of every crate of the session: its item (if any), its
 * attributes and its body (if it owns one) are encoded with test hooks
 * (raw DefIds, symbols as strings, raw spans and trait scopes), decoded
 * into a scratch arena and compared with the originals three ways:
 *   - node by node (md_hir_log_compare: every byte of every node the
 *     codec walked, pointers as NULL / not NULL),
 *   - by re-encoding the copy (the same bytes),
 *   - by the HIR printer (items other than modules, and bodies).
 * The first difference is an error naming the definition. With `corrupt`,
 * every strict prefix of a sample of encodings must decode as bad, and
 * bit-flipped encodings, random bytes and a deeply nested record must
 * decode as bad or as a tree that re-encodes (never a crash). */
#include "md_priv.h"

#include <string.h>
#include <time.h>

/* ---- test hooks ---- */

typedef struct TestHooks {
    uint32_t ndefs;
} TestHooks;

static void enc_def(void *u, MdBuf *b, DefId d) { md_put_v32(b, d.i); }
static void enc_sym(void *u, MdBuf *b, Symbol s) {
    if (!s) {
        md_put_v32(b, 0);
        return;
    }
    md_put_v32(b, sym_len(s) + 1);
    md_put_bytes(b, sym_str(s), sym_len(s));
}
static void enc_span(void *u, MdBuf *b, Span s) {
    md_put_v32(b, s.lo);
    md_put_v32(b, s.hi);
}
static void enc_scope(void *u, MdBuf *b, TraitScope s) {
    md_put_v32(b, s.module);
    md_put_v32(b, s.cur_trait.i);
}

static DefId dec_def(void *u, MdCursor *c) {
    DefId d = {md_get_v32(c)};
    if (d.i > ((TestHooks *)u)->ndefs) c->bad = true, d.i = 0;
    return d;
}
static Symbol dec_sym(void *u, MdCursor *c) {
    uint32_t n = md_get_v32(c);
    if (!n--) return 0;
    const uint8_t *p = md_get_bytes(c, n);
    return p ? sym_intern((const char *)p, n) : 0;
}
static Span dec_span(void *u, MdCursor *c) {
    uint32_t lo = md_get_v32(c);
    return (Span){lo, md_get_v32(c)};
}
static TraitScope dec_scope(void *u, MdCursor *c) {
    ModuleId m = md_get_v32(c);
    return (TraitScope){m, dec_def(u, c)};
}

/* Hooks closer to what a crate encoder writes, for the size estimate:
 * symbols as indexes (of a string table), spans as the distance from the
 * previous span's start and a length. */
typedef struct CompactHooks {
    TestHooks th;           /* first: dec_def reads it */
    uint32_t last_lo;
} CompactHooks;
static void cenc_sym(void *u, MdBuf *b, Symbol s) { md_put_v32(b, s); }
static void cenc_span(void *u, MdBuf *b, Span s) {
    CompactHooks *ch = u;
    int64_t d = (int64_t)s.lo - ch->last_lo;
    md_put_v64(b, d < 0 ? ((uint64_t)-d << 1) - 1 : (uint64_t)d << 1);
    md_put_v32(b, s.hi >= s.lo ? s.hi - s.lo : 0);
    ch->last_lo = s.lo;
}
/* (only ever given what cenc_sym wrote) */
static Symbol cdec_sym(void *u, MdCursor *c) { return md_get_v32(c); }
static Span cdec_span(void *u, MdCursor *c) {
    CompactHooks *ch = u;
    uint64_t z = md_get_v64(c);
    int64_t d = (z & 1) ? -(int64_t)((z + 1) >> 1) : (int64_t)(z >> 1);
    uint32_t lo = (uint32_t)((int64_t)ch->last_lo + d), len = md_get_v32(c);
    ch->last_lo = lo;
    return (Span){lo, lo + len};
}

/* ---- the check ---- */

typedef struct Stat {
    uint32_t n;
    uint64_t bytes;
} Stat;

typedef struct Rt {
    Hir *h;
    Resolver *r;
    TestHooks th;
    MdHirEncHooks eh;
    MdHirDecHooks dh;
    Arena scratch;
    MdHirLog la, lb;
    MdBuf b1, b2;
    StrBuf p1, p2, why;
    Stat st[3];
    uint32_t failures;
} Rt;

static const char *const what_name[] = {"item", "attributes", "body"};

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static void def_path(Resolver *r, DefId d, StrBuf *sb) {
    const DefData *dd = res_def(r, d);
    if (!dd) return;
    if (dd->parent.i) {
        def_path(r, dd->parent, sb);
        sb_puts(sb, "::");
        if (dd->name) sb_puts(sb, sym_str(dd->name));
        else sb_printf(sb, "{%s#%u}", res_def_descr(r, d), d.i);
    } else {
        sb_puts(sb, sym_str(res_crate_name(r, dd->krate)));
    }
}

static void print_node(Rt *rt, MdHirWhat w, const void *n, StrBuf *sb) {
    sb->len = 0;
    if (w == MDH_ITEM && ((const HirItem *)n)->kind != HITEM_MOD) hir_print_item_node(rt->h, n, sb);
    else if (w == MDH_BODY) hir_print_body_node(rt->h, n, sb);
    sb_putc(sb, 0);
}

static bool fail(Rt *rt, DefId d, MdHirWhat w, const char *fmt, const char *detail) {
    rt->failures++;
    if (rt->failures > 1) return false;
    StrBuf path = {0};
    if (d.i) def_path(rt->r, d, &path);
    else sb_puts(&path, "a hand-made record");
    sb_putc(&path, 0);
    const DefData *dd = res_def(rt->r, d);
    Diag *dg = diag_error(hir_diag(rt->h), DC_NONE, dd ? dd->span : (Span){0, 0},
                          "HIR roundtrip: the %s of `%s` (DefId %u): %s", what_name[w], path.data, d.i, fmt);
    if (detail && *detail) diag_note(dg, "%s", detail);
    diag_emit(dg);
    sb_free(&path);
    return false;
}

/* Encodes, decodes and compares one record. */
static bool check_one(Rt *rt, DefId d, MdHirWhat w, const void *node) {
    rt->b1.len = rt->b2.len = 0;
    md_hir_log_reset(&rt->la);
    md_hir_log_reset(&rt->lb);
    md_hir_encode(&rt->eh, &rt->b1, w, node, &rt->la);
    rt->st[w].n++;
    rt->st[w].bytes += rt->b1.len;
    MdCursor c = md_cursor(rt->b1.data, rt->b1.len);
    const void *copy = md_hir_decode(&rt->dh, &c, w, &rt->lb);
    if (!copy) return fail(rt, d, w, "the decoder found the encoding malformed", NULL);
    if (c.p != c.end) return fail(rt, d, w, "the decoder did not read the whole encoding", NULL);
    rt->why.len = 0;
    if (!md_hir_log_compare(&rt->la, &rt->lb, &rt->why)) {
        sb_putc(&rt->why, 0);
        return fail(rt, d, w, "the copy differs", rt->why.data);
    }
    md_hir_encode(&rt->eh, &rt->b2, w, copy, NULL);
    if (rt->b1.len != rt->b2.len || memcmp(rt->b1.data, rt->b2.data, rt->b1.len) != 0)
        return fail(rt, d, w, "the copy encodes differently", NULL);
    if (w != MDH_ATTRS) {
        print_node(rt, w, node, &rt->p1);
        print_node(rt, w, copy, &rt->p2);
        if (strcmp(rt->p1.data, rt->p2.data) != 0) {
            uint32_t k = 0;
            while (rt->p1.data[k] == rt->p2.data[k]) k++;
            rt->why.len = 0;
            sb_printf(&rt->why, "at byte %u: `%.60s` became `%.60s`", k, rt->p1.data + k, rt->p2.data + k);
            sb_putc(&rt->why, 0);
            return fail(rt, d, w, "the copy prints differently", rt->why.data);
        }
    }
    return true;
}

/* The records of definition d (NULL where it has none). */
static void records(Rt *rt, DefId d, const void *out[3]) {
    const DefData *dd = res_def(rt->r, d);
    out[MDH_ITEM] = out[MDH_BODY] = NULL;
    out[MDH_ATTRS] = hir_attrs(rt->h, d);
    if (!dd || dd->kind == DEF_CLOSURE) return;
    if (dd->kind != DEF_ANON_CONST) out[MDH_ITEM] = hir_item(rt->h, d);
    if (out[MDH_ITEM] || dd->kind == DEF_ANON_CONST) {
        const HirBody *b = hir_body(rt->h, d);
        if (b && b->owner.i == d.i) out[MDH_BODY] = b;
    }
}

/* Encodes every record of crate k into one buffer, then decodes them all
 * (ch: compact hooks whose state restarts with each record). */
typedef struct Measure {
    uint64_t bytes[3], total, arena;
    uint32_t count[3], bad;
    double enc_ms, dec_ms;
} Measure;

static Measure measure(Rt *rt, CrateNum k, const MdHirEncHooks *eh, const MdHirDecHooks *dh, CompactHooks *ch) {
    Measure m = {0};
    MdBuf all = {0};
    VecU32 offs = {0};
    VEC(uint8_t) kinds = {0};
    uint32_t ndefs = res_def_count(rt->r);
    double t0 = now();
    for (uint32_t i = 1; i <= ndefs; i++) {
        const DefData *dd = res_def(rt->r, (DefId){i});
        if (!dd || dd->krate != k) continue;
        const void *rec[3];
        records(rt, (DefId){i}, rec);
        for (int w = 0; w < 3; w++) {
            if (!rec[w]) continue;
            uint32_t at = all.len;
            if (ch) ch->last_lo = 0;
            md_hir_encode(eh, &all, (MdHirWhat)w, rec[w], NULL);
            vec_push(&offs, at);
            vec_push(&kinds, (uint8_t)w);
            m.bytes[w] += all.len - at;
            m.count[w]++;
        }
    }
    vec_push(&offs, all.len);
    double t1 = now();
    for (uint32_t j = 0; j < kinds.len; j++) {
        MdCursor c = md_cursor(all.data + offs.data[j], offs.data[j + 1] - offs.data[j]);
        if (ch) ch->last_lo = 0;
        m.bad += !md_hir_decode(dh, &c, (MdHirWhat)kinds.data[j], NULL);
    }
    double t2 = now();
    m.total = all.len;
    m.enc_ms = (t1 - t0) * 1e3;
    m.dec_ms = (t2 - t1) * 1e3;
    m.arena = rt->scratch.total;
    arena_reset(&rt->scratch);
    md_buf_free(&all);
    vec_free(&offs);
    vec_free(&kinds);
    return m;
}

/* ---- corruption ---- */

static uint64_t rng_next(uint64_t *s) {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

typedef struct Fuzz {
    uint64_t seed;
    uint32_t decodes, trees;
} Fuzz;

/* Decodes bytes that may be garbage: bad, or a tree that re-encodes. */
static bool fuzz_decode(Rt *rt, Fuzz *fz, MdHirWhat w, const uint8_t *p, uint32_t n) {
    arena_reset(&rt->scratch);
    MdCursor c = md_cursor(p, n);
    const void *t = md_hir_decode(&rt->dh, &c, w, NULL);
    fz->decodes++;
    if (!t) return false;
    fz->trees++;
    rt->b2.len = 0;
    md_hir_encode(&rt->eh, &rt->b2, w, t, NULL);
    return true;
}

static void fuzz_one(Rt *rt, Fuzz *fz, DefId d, MdHirWhat w, const void *node) {
    rt->b1.len = 0;
    md_hir_encode(&rt->eh, &rt->b1, w, node, NULL);
    uint32_t n = rt->b1.len;
    uint8_t *copy = malloc(n);
    memcpy(copy, rt->b1.data, n);
    /* every strict prefix is bad (the encoding is self-delimiting) */
    for (uint32_t k = 0; k < n; k++) {
        uint8_t *pre = malloc(k ? k : 1);   /* its own allocation: ASan sees a read past it */
        memcpy(pre, copy, k);
        bool ok = fuzz_decode(rt, fz, w, pre, k);
        free(pre);
        if (ok) {
            rt->why.len = 0;
            sb_printf(&rt->why, "its prefix of %u of %u bytes decoded", k, n);
            sb_putc(&rt->why, 0);
            fail(rt, d, w, "a truncated encoding was not found malformed", rt->why.data);
            break;
        }
    }
    /* bit flips */
    uint8_t *buf = malloc(n);
    for (uint32_t i = 0; i < 64; i++) {
        memcpy(buf, copy, n);
        uint32_t flips = 1 + (uint32_t)(rng_next(&fz->seed) % 3);
        for (uint32_t f = 0; f < flips; f++) {
            uint64_t r = rng_next(&fz->seed);
            buf[(r >> 3) % n] ^= (uint8_t)(1u << (r & 7));
        }
        fuzz_decode(rt, fz, w, buf, n);
    }
    free(buf);
    free(copy);
}

/* Random bytes, and a body nesting `box` expressions past the depth cap. */
static void fuzz_garbage(Rt *rt, Fuzz *fz) {
    uint8_t *buf = malloc(512);
    for (uint32_t i = 0; i < 3000; i++) {
        uint32_t n = (uint32_t)(rng_next(&fz->seed) % 512);
        for (uint32_t k = 0; k < n; k++) buf[k] = (uint8_t)rng_next(&fz->seed);
        /* a plausible start (tags 1..3) now and then */
        if (n && i % 2) buf[0] = (uint8_t)(1 + i % 3);
        fuzz_decode(rt, fz, (MdHirWhat)(i % 3), buf, n);
    }
    free(buf);
    /* `box box ... ()`: fine 1000 deep, bad past the cap */
    static const uint32_t depths[] = {1000, 150000};
    for (int k = 0; k < 2; k++) {
        MdBuf b = {0};
        md_put_v32(&b, 1);  /* a body */
        md_put_v32(&b, 0);  /* owner */
        md_put_v32(&b, 1);  /* nids */
        md_put_v32(&b, 0);  /* no params */
        for (uint32_t i = 0; i <= depths[k]; i++) {
            md_put_v32(&b, i < depths[k] ? HEXPR_BOX + 1 : HEXPR_ERR + 1);
            md_put_v32(&b, 0);  /* id */
            md_put_v32(&b, 0);  /* span */
            md_put_v32(&b, 0);
        }
        if (fuzz_decode(rt, fz, MDH_BODY, b.data, b.len) != (k == 0))
            fail(rt, (DefId){0}, MDH_BODY, k ? "nesting past the cap decoded" : "nesting below the cap did not decode",
                 NULL);
        md_buf_free(&b);
    }
}

/* ---- the driver ---- */

bool md_hir_roundtrip(Hir *h, bool corrupt, bool stats) {
    Rt rt = {.h = h, .r = hir_resolver(h)};
    uint32_t ndefs = res_def_count(rt.r);
    rt.th.ndefs = ndefs;
    rt.eh = (MdHirEncHooks){&rt.th, enc_def, enc_sym, enc_span, enc_scope, NULL};
    rt.dh = (MdHirDecHooks){&rt.th, dec_def, dec_sym, dec_span, dec_scope, &rt.scratch, NULL};
    arena_init(&rt.scratch);
    uint32_t ncrates = res_crate_count(rt.r);
    /* sizes and times per crate, without the checks' logging */
    for (uint32_t k = 0; k < ncrates && stats; k++) {
        CompactHooks ch = {0};
        MdHirEncHooks ceh = {&ch, enc_def, cenc_sym, cenc_span, enc_scope, NULL};
        MdHirDecHooks cdh = {&ch, dec_def, cdec_sym, cdec_span, dec_scope, &rt.scratch, NULL};
        ch.th = rt.th;
        Measure test = measure(&rt, k, &rt.eh, &rt.dh, NULL), compact = measure(&rt, k, &ceh, &cdh, &ch);
        fprintf(stderr,
                "hir-roundtrip: crate `%s`: %u items (%.1f KiB), %u attribute sets (%.1f KiB), %u bodies (%.1f KiB)"
                " with the test hooks (symbols as strings, raw spans): %.1f KiB, encode %.1f ms, decode %.1f ms; "
                "with symbol indexes and span deltas: %.1f KiB (items %.1f, attributes %.1f, bodies %.1f), "
                "encode %.1f ms, decode %.1f ms (CPU time); decoded HIR: %.1f MiB%s\n",
                sym_str(res_crate_name(rt.r, k)), test.count[0], (double)test.bytes[0] / 1024, test.count[1],
                (double)test.bytes[1] / 1024, test.count[2], (double)test.bytes[2] / 1024,
                (double)test.total / 1024, test.enc_ms, test.dec_ms, (double)compact.total / 1024,
                (double)compact.bytes[0] / 1024, (double)compact.bytes[1] / 1024, (double)compact.bytes[2] / 1024,
                compact.enc_ms, compact.dec_ms, (double)compact.arena / (1024 * 1024),
                test.bad || compact.bad ? "; DECODE FAILURES" : "");
    }
    /* the checks */
    for (uint32_t i = 1; i <= ndefs && !rt.failures; i++) {
        const void *rec[3];
        records(&rt, (DefId){i}, rec);
        for (int w = 0; w < 3 && !rt.failures; w++) {
            if (!rec[w]) continue;
            arena_reset(&rt.scratch);
            check_one(&rt, (DefId){i}, (MdHirWhat)w, rec[w]);
        }
    }
    if (stats || rt.failures)
        fprintf(stderr, "hir-roundtrip: %u items, %u attribute sets, %u bodies checked (%.1f KiB)%s\n", rt.st[0].n,
                rt.st[1].n, rt.st[2].n, (double)(rt.st[0].bytes + rt.st[1].bytes + rt.st[2].bytes) / 1024,
                rt.failures ? "; FAILED" : "");
    /* corruption: a sample of the records that are not too long */
    if (corrupt && !rt.failures) {
        Fuzz fz = {.seed = 0x9e3779b97f4a7c15ull};
        uint32_t sampled = 0;
        for (uint32_t i = 1; i <= ndefs && !rt.failures; i += 37) {
            const void *rec[3];
            records(&rt, (DefId){i}, rec);
            for (int w = 0; w < 3 && !rt.failures; w++) {
                if (!rec[w]) continue;
                rt.b1.len = 0;
                md_hir_encode(&rt.eh, &rt.b1, (MdHirWhat)w, rec[w], NULL);
                if (rt.b1.len > 2000 || (w == MDH_ATTRS && rt.b1.len < 3)) continue;
                fuzz_one(&rt, &fz, (DefId){i}, (MdHirWhat)w, rec[w]);
                sampled++;
            }
        }
        fuzz_garbage(&rt, &fz);
        if (stats || rt.failures)
            fprintf(stderr, "hir-roundtrip: corruption: %u records, %u decodes, %u of them gave a tree%s\n", sampled,
                fz.decodes, fz.trees, rt.failures ? "; FAILED" : "");
    }
    arena_free(&rt.scratch);
    md_hir_log_free(&rt.la);
    md_hir_log_free(&rt.lb);
    md_buf_free(&rt.b1);
    md_buf_free(&rt.b2);
    sb_free(&rt.p1);
    sb_free(&rt.p2);
    sb_free(&rt.why);
    return rt.failures == 0;
}
