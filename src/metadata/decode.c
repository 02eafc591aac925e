/* decode.c — the crate loader: a dependency read from its metadata becomes
 * a crate of the session whose definitions, module name tables, macros,
 * HIR items, attributes and bodies are decoded on first touch (through the
 * resolver's and the HIR's provider hooks). Nothing is decoded up front
 * but the header: a crate pays for what it uses of a dependency.
 *
 * Takes: an MdFile (md_open checked its header, sections and hash).
 * Gives: its CrateNum, and its HIR provider for the HIR context.
 */
#include "crate_format.h"

#include "rcc/expand.h"

typedef struct MdCrate MdCrate;

struct MdLoader {
    Resolver *r;
    Hir *h;
    Arena *arena;
    DiagCtx *dc;
    SourceMap *sm;
    VEC(MdCrate *) crates;
};

struct MdCrate {
    MdLoader *l;
    MdFile *f;
    CrateNum krate;
    uint32_t base, ndefs;
    CrateNum *deps;           /* per dependency of the header */
    const uint8_t *recs;      /* DEFS records */
    uint32_t nstr;
    const uint8_t *str_offs, *str_data;
    uint32_t str_len;
    Symbol *strs;             /* decoded on first use */
    uint32_t nscopes;
    ModuleId *scope_mods;     /* made on first use */
    bool corrupt_reported;
    /* FILES, read on the first span: per file of the writer's source map
     * its range there, and the file of this session it became */
    bool files_read;
    uint32_t nfiles;
    struct MdFileEnt {
        uint32_t start, len;
        uint8_t kind;         /* 0: the writer's own (detail at `a`); 1: dependency a's file b */
        bool busy;
        uint32_t a, b;
        SourceFile *sf;
    } *files;
    const uint8_t *file_detail, *files_end;
    uint32_t last_start, last_len, last_delta;   /* the last file a span was in
                                                    (len 0: none yet) */
    /* HYGIENE: contexts and expansions made in the session's tables on
     * first use (0: not yet) */
    uint32_t nctxts, nexpns;
    const uint8_t *ctxt_recs, *expn_recs;
    uint32_t *ctxt_map, *expn_map;
    uint32_t hyg_depth;
    ResCrateProvider rp;
    HirCrateProvider hp;
    /* a proc-macro crate: its macros (PROC_MACROS), which are all a
     * dependent sees of it; pm_of[DefIndex] = macro index + 1 */
    ProcMacroRef *pms;
    uint32_t npms;
    uint32_t *pm_of;
};

static MdCursor section(const MdCrate *mc, MdSection s) {
    return md_cursor(mc->f->data + mc->f->sections[s].off, mc->f->sections[s].len);
}

static void corrupt(MdCrate *mc, const char *what) {
    if (mc->corrupt_reported) return;
    mc->corrupt_reported = true;
    Diag *d = diag_error(mc->l->dc, DC_E0786, (Span){0, 0}, "found invalid metadata files for crate `%s`",
                         sym_str(mc->f->crate_name));
    diag_note(d, "corrupt %s in %s", what, mc->f->path);
    diag_emit(d);
}

/* ---- references ---- */

static Symbol get_str(MdCrate *mc, uint32_t i) {
    if (i >= mc->nstr) {
        corrupt(mc, "string reference");
        return 0;
    }
    if (!mc->strs[i]) {
        uint32_t lo = md_rd32(mc->str_offs + 4 * i), hi = md_rd32(mc->str_offs + 4 * (i + 1));
        if (lo > hi || hi > mc->str_len) {
            corrupt(mc, "string table");
            return 0;
        }
        mc->strs[i] = sym_intern((const char *)mc->str_data + lo, hi - lo);
    }
    return mc->strs[i];
}

static DefId def_of(MdCrate *mc, uint32_t krate, uint32_t index) {
    if (!index) return (DefId){0};
    if (krate == 0) {
        if (index > mc->ndefs) goto bad;
        return (DefId){mc->base + index - 1};
    }
    if (krate > mc->f->ndeps) goto bad;
    CrateNum c = mc->deps[krate - 1];
    if (c == UINT32_MAX) return (DefId){0};   /* a proc-macro crate's dependency: not loaded */
    if (index > res_crate_def_count(mc->l->r, c)) goto bad;
    return (DefId){res_crate_first_def(mc->l->r, c).i + index - 1};
bad:
    corrupt(mc, "definition reference");
    return (DefId){0};
}

static DefId get_def(MdCrate *mc, MdCursor *c) {
    uint32_t k = md_get_v32(c), i = md_get_v32(c);
    return c->bad ? (DefId){0} : def_of(mc, k, i);
}

static Res get_res(MdCrate *mc, MdCursor *c) {
    Res res = {.kind = md_get_u8(c)};
    switch (res.kind) {
    case RES_DEF: case RES_SELF_TY_TRAIT: case RES_SELF_TY_IMPL: case RES_SELF_CTOR:
        res.def = get_def(mc, c);
        if (!res.def.i) res.kind = RES_ERR;
        break;
    case RES_PRIM_TY: res.prim = md_get_u8(c); break;
    case RES_ERR: case RES_TOOL_MOD: case RES_NON_MACRO_ATTR: break;
    default: c->bad = true; res.kind = RES_ERR; break;
    }
    return res;
}

/* ---- spans ---- */

static void read_files(MdCrate *mc) {
    mc->files_read = true;
    MdCursor c = section(mc, MDS_FILES);
    if (c.p == c.end) return;
    uint32_t n = md_get_v32(&c);
    if (c.bad || n > (uint32_t)(c.end - c.p)) {
        corrupt(mc, "file table");
        return;
    }
    struct MdFileEnt *fs = xcalloc(n ? n : 1, sizeof *fs);
    uint32_t prev_end = 0;
    for (uint32_t i = 0; i < n && !c.bad; i++) {
        fs[i].kind = md_get_u8(&c);
        fs[i].start = md_get_v32(&c);
        fs[i].len = md_get_v32(&c);
        fs[i].a = md_get_v32(&c);
        if (fs[i].kind == 1) fs[i].b = md_get_v32(&c);
        else if (fs[i].kind != 0) c.bad = true;
        /* the writer's files are in order and do not overlap */
        if (fs[i].start < prev_end || (uint64_t)fs[i].start + fs[i].len >= UINT32_MAX) c.bad = true;
        prev_end = fs[i].start + fs[i].len + 1;
    }
    if (c.bad) {
        free(fs);
        corrupt(mc, "file table");
        return;
    }
    mc->files = fs;
    mc->nfiles = n;
    mc->file_detail = c.p;
    mc->files_end = c.end;
}

static MdCrate *crate_of(const MdLoader *l, CrateNum c);

/* The session's file for entry i of the crate's file table: a file of
 * the writer becomes a virtual file (text read when a diagnostic shows
 * it), a file the writer had from a dependency is that crate's. */
static SourceFile *file_of(MdCrate *mc, uint32_t i) {
    if (!mc->files_read) read_files(mc);
    if (i >= mc->nfiles) return NULL;
    struct MdFileEnt *fe = &mc->files[i];
    if (fe->sf) return fe->sf;
    if (fe->kind == 1) {
        if (fe->busy) return NULL;   /* a cycle of references (a corrupt file) */
        fe->busy = true;
        MdCrate *dep = fe->a && fe->a <= mc->f->ndeps ? crate_of(mc->l, mc->deps[fe->a - 1]) : NULL;
        SourceFile *sf = dep ? file_of(dep, fe->b) : NULL;
        fe->busy = false;
        if (sf && sf->len == fe->len) fe->sf = sf;
        return fe->sf;
    }
    MdCursor c = {mc->file_detail + fe->a, mc->files_end, mc->file_detail + fe->a > mc->files_end};
    uint32_t nn, pn;
    const char *name = md_get_str(&c, &nn), *path = md_get_str(&c, &pn);
    uint64_t hash = md_get_u64(&c);
    uint32_t nl = md_get_v32(&c);
    if (c.bad || nl == 0 || nl > (uint32_t)(c.end - c.p) + 1 || nl > fe->len + 1) {
        corrupt(mc, "file table");
        return NULL;
    }
    uint32_t *lines = xmalloc(sizeof *lines * nl);
    lines[0] = 0;
    for (uint32_t k = 1; k < nl && !c.bad; k++) {
        lines[k] = lines[k - 1] + md_get_v32(&c);
        if (lines[k] <= lines[k - 1] || lines[k] > fe->len) c.bad = true;
    }
    uint32_t nm = md_get_v32(&c);
    if (nm > (uint32_t)(c.end - c.p)) c.bad = true;
    uint32_t *mb = c.bad ? NULL : xmalloc(sizeof *mb * (nm ? nm : 1));
    for (uint32_t k = 0, pos = 0; k < nm && !c.bad; k++) {
        pos += md_get_v32(&c);
        uint8_t extra = md_get_u8(&c);
        if (pos >= fe->len || extra > 3 || (k && pos <= mb[k - 1] >> 2)) c.bad = true;
        else mb[k] = pos << 2 | extra;
    }
    if (c.bad) {
        free(lines);
        free(mb);
        corrupt(mc, "file table");
        return NULL;
    }
    char *nm_s = xstrndup(name, nn), *path_s = pn ? xstrndup(path, pn) : NULL;
    fe->sf = sm_add_virtual(mc->l->sm, nm_s, path_s, fe->len, hash, lines, nl, mb, nm);
    fe->sf->ext_crate = mc->krate + 1;
    fe->sf->ext_index = i;
    free(nm_s);
    free(path_s);
    return fe->sf;
}

/* A span of the writer's source map in this session's: the file it is
 * in becomes a file of the session (a span in no file is the dummy). */
static Span map_span_slow(MdCrate *mc, uint32_t lo, uint32_t hi) {
    if ((!lo && !hi) || !mc->l->sm) return (Span){0, 0};
    if (!mc->files_read) read_files(mc);
    uint32_t a = 0, b = mc->nfiles;
    while (a < b) {
        uint32_t mid = (a + b) / 2;
        if (mc->files[mid].start <= lo) a = mid + 1;
        else b = mid;
    }
    if (a == 0) return (Span){0, 0};
    struct MdFileEnt *fe = &mc->files[a - 1];
    if (lo > fe->start + fe->len || (!fe->sf && !file_of(mc, a - 1))) return (Span){0, 0};
    mc->last_start = fe->start;
    mc->last_len = fe->len;
    mc->last_delta = fe->sf->start - fe->start;
    if (hi < lo) hi = lo;
    if (hi > fe->start + fe->len) hi = fe->start + fe->len;
    return (Span){lo + mc->last_delta, hi + mc->last_delta};
}

/* The spans of one body are mostly in one file: the last file's range is
 * tried first. */
static inline Span map_span(MdCrate *mc, uint32_t lo, uint32_t hi) {
    if (lo - mc->last_start <= mc->last_len && mc->last_len) {
        if (hi < lo) hi = lo;
        if (hi - mc->last_start > mc->last_len) hi = mc->last_start + mc->last_len;
        return (Span){lo + mc->last_delta, hi + mc->last_delta};
    }
    return map_span_slow(mc, lo, hi);
}

static Span get_span(MdCrate *mc, MdCursor *c) {
    uint32_t lo = md_get_v32(c), len = md_get_v32(c);
    if (c->bad) return (Span){0, 0};
    return map_span(mc, lo, lo + len < lo ? UINT32_MAX : lo + len);
}

/* ---- hygiene ---- */

static uint32_t import_expn(MdCrate *mc, uint32_t idx);

/* Context idx (index + 1 in HYGIENE) as a context of the session. */
static uint32_t import_ctxt(MdCrate *mc, uint32_t idx) {
    Hygiene *h = mc->l->h ? hir_hygiene(mc->l->h) : NULL;
    if (!idx || !h) return 0;
    if (idx > mc->nctxts) {
        corrupt(mc, "hygiene table");
        return 0;
    }
    if (mc->ctxt_map[idx - 1]) return mc->ctxt_map[idx - 1];
    if (mc->hyg_depth > 10000) {
        corrupt(mc, "hygiene table");
        return 0;
    }
    mc->hyg_depth++;
    uint32_t id = hyg_import_ctxt(h);
    mc->ctxt_map[idx - 1] = id;
    const uint8_t *rec = mc->ctxt_recs + (size_t)(idx - 1) * MD_CTXT_RECORD;
    SyntaxCtxtData d = {0};
    d.outer_expn = import_expn(mc, md_rd32(rec));
    d.parent = import_ctxt(mc, md_rd32(rec + 4));
    d.opaque = import_ctxt(mc, md_rd32(rec + 8));
    d.opaque_and_semi = import_ctxt(mc, md_rd32(rec + 12));
    d.outer_transparency = rec[16] <= TRANSP_OPAQUE ? rec[16] : TRANSP_OPAQUE;
    hyg_set_ctxt(h, id, &d);
    mc->hyg_depth--;
    return id;
}

static uint32_t import_expn(MdCrate *mc, uint32_t idx) {
    Hygiene *h = hir_hygiene(mc->l->h);
    if (!idx) return 0;
    if (idx > mc->nexpns) {
        corrupt(mc, "hygiene table");
        return 0;
    }
    if (mc->expn_map[idx - 1]) return mc->expn_map[idx - 1];
    const uint8_t *rec = mc->expn_recs + (size_t)(idx - 1) * MD_EXPN_RECORD;
    ExpnData d = {0};
    uint32_t id = hyg_import_expn(h, &d);
    mc->expn_map[idx - 1] = id;
    mc->hyg_depth++;
    d.kind = rec[0] <= EXPN_DESUGARING ? (ExpnKind)rec[0] : EXPN_DESUGARING;
    d.local_inner_macros = rec[1] & 1;
    d.allow_internal_unstable = (rec[1] & 2) != 0;
    d.is_builtin = (rec[1] & 4) != 0;
    d.edition = (Edition)rec[2];
    uint32_t name = md_rd32(rec + 4);
    d.macro_name = name ? get_str(mc, name - 1) : 0;
    d.call_site = map_span(mc, md_rd32(rec + 8), md_rd32(rec + 12));
    d.def_site = map_span(mc, md_rd32(rec + 16), md_rd32(rec + 20));
    d.call_ctxt = mc->hyg_depth > 10000 ? 0 : import_ctxt(mc, md_rd32(rec + 24));
    d.parent = mc->hyg_depth > 10000 ? 0 : import_expn(mc, md_rd32(rec + 28));
    uint32_t dep = md_rd32(rec + 32);
    d.def_crate = dep == 0 ? mc->krate : dep <= mc->f->ndeps ? mc->deps[dep - 1] : mc->krate;
    *hyg_expn_mut(h, id) = d;
    mc->hyg_depth--;
    return id;
}

static ModuleId scope_module(MdCrate *mc, uint32_t idx) {
    if (!idx) return 0;
    if (idx > mc->nscopes) {
        corrupt(mc, "scope reference");
        return 0;
    }
    if (mc->scope_mods[idx - 1]) return mc->scope_mods[idx - 1];
    MdCursor sc = section(mc, MDS_SCOPES);
    md_get_u32(&sc);
    const uint8_t *table = sc.p;
    uint32_t off = md_rd32(table + 4 * (idx - 1));
    const uint8_t *data0 = table + 4 * mc->nscopes;
    MdCursor c = {data0 + off, sc.end, false};
    if (data0 + off > sc.end) c.bad = true;
    uint32_t n = md_get_v32(&c);
    if (n > (uint32_t)(c.end - c.p)) c.bad = true;
    VEC(DefId) ts = {0};
    for (uint32_t i = 0; i < n && !c.bad; i++) {
        DefId d = get_def(mc, &c);
        if (d.i) vec_push(&ts, d);
    }
    if (c.bad) corrupt(mc, "scope table");
    mc->scope_mods[idx - 1] = res_new_trait_scope(mc->l->r, mc->krate, ts.data, ts.len);
    vec_free(&ts);
    return mc->scope_mods[idx - 1];
}

/* ---- HIR codec hooks ---- */

static DefId hk_def(void *u, MdCursor *c) { return get_def(u, c); }
static Symbol hk_sym(void *u, MdCursor *c) {
    uint32_t i = md_get_v32(c);
    return i && !c->bad ? get_str(u, i - 1) : 0;
}
static Span hk_span(void *u, MdCursor *c) { return get_span(u, c); }
static uint32_t hk_ctxt(void *u, MdCursor *c) {
    uint32_t i = md_get_v32(c);
    return c->bad ? 0 : import_ctxt(u, i);
}
static TraitScope hk_scope(void *u, MdCursor *c) {
    MdCrate *mc = u;
    uint32_t idx = md_get_v32(c);
    DefId t = get_def(mc, c);
    TraitScope s = {.cur_trait = t};
    if (!c->bad) s.module = scope_module(mc, idx);
    return s;
}

static MdHirDecHooks dec_hooks(MdCrate *mc) {
    return (MdHirDecHooks){.user = mc, .def = hk_def, .sym = hk_sym, .span = hk_span, .scope = hk_scope,
                           .arena = mc->l->arena, .ctxt = hk_ctxt};
}

/* ---- the definition records ---- */

static const uint8_t *record(MdCrate *mc, uint32_t index) {
    return index && index <= mc->ndefs ? mc->recs + (size_t)(index - 1) * MD_DEF_RECORD : NULL;
}

static uint32_t index_of(const MdCrate *mc, DefId d) { return d.i - mc->base + 1; }

/* A cursor at offset+1 `off1` into section s (false if none or bad). */
static bool cursor_at(MdCrate *mc, MdSection s, uint32_t off1, MdCursor *out) {
    if (!off1) return false;
    MdCursor c = section(mc, s);
    if (off1 - 1 > (uint32_t)(c.end - c.p)) {
        corrupt(mc, "offset");
        return false;
    }
    c.p += off1 - 1;
    *out = c;
    return true;
}

static bool rp_def(void *u, uint32_t index, DefData *out) {
    MdCrate *mc = u;
    const uint8_t *rec = record(mc, index);
    if (!rec) return false;
    out->kind = rec[0];
    out->ctor_of = rec[1];
    out->ctor_kind = rec[2];
    out->macro_kind = rec[3];
    if (out->kind >= DEF__COUNT) {
        corrupt(mc, "definition record");
        return false;
    }
    uint32_t name = md_rd32(rec + MDR_NAME);
    out->name = name ? get_str(mc, name - 1) : 0;
    uint32_t parent = md_rd32(rec + MDR_PARENT);
    out->parent = parent && parent <= mc->ndefs ? (DefId){mc->base + parent - 1} : (DefId){0};
    out->span = map_span(mc, md_rd32(rec + MDR_LO), md_rd32(rec + MDR_HI));
    out->ident_span = map_span(mc, md_rd32(rec + MDR_ILO), md_rd32(rec + MDR_IHI));
    out->rank = md_rd32(rec + MDR_RANK);
    if (mc->pm_of && mc->pm_of[index]) {
        const ProcMacroRef *pm = &mc->pms[mc->pm_of[index] - 1];
        out->kind = DEF_MACRO;
        out->macro_kind = pm->kind == PROC_MACRO_BANG ? MACRO_BANG : pm->kind == PROC_MACRO_ATTR ? MACRO_ATTR
                                                                                                 : MACRO_DERIVE;
        out->name = pm->name;
        out->parent = (DefId){mc->base};
    }
    return true;
}

static void rp_module_names(void *u, uint32_t index, void (*add)(void *ctx, const ResExternName *n), void *ctx) {
    MdCrate *mc = u;
    if (mc->pm_of) {
        /* a proc-macro crate's root holds its macros, and nothing else is seen */
        if (index != 1) return;
        for (uint32_t i = 1; i <= mc->ndefs; i++) {
            if (!mc->pm_of[i]) continue;
            DefData dd;
            if (!rp_def(mc, i, &dd)) continue;
            ResExternName nm = {.ns = NS_MACRO, .is_pub = true, .name = dd.name, .span = dd.span};
            nm.res = (Res){.kind = RES_DEF, .def = {mc->base + i - 1}};
            add(ctx, &nm);
        }
        return;
    }
    const uint8_t *rec = record(mc, index);
    MdCursor c;
    if (!rec || !cursor_at(mc, MDS_MODULES, md_rd32(rec + MDR_MODULE), &c)) return;
    uint32_t n = md_get_v32(&c);
    for (uint32_t i = 0; i < n && !c.bad; i++) {
        ResExternName nm = {0};
        nm.ns = md_get_u8(&c);
        uint8_t fl = md_get_u8(&c);
        nm.is_pub = fl & 1;
        nm.macro_export = (fl & 2) != 0;
        uint32_t s = md_get_v32(&c);
        nm.res = get_res(mc, &c);
        nm.span = get_span(mc, &c);
        if (c.bad) break;
        nm.name = get_str(mc, s);
        if (nm.res.kind != RES_ERR) add(ctx, &nm);
    }
    if (c.bad) corrupt(mc, "module table");
}

/* A macro's body or params: the tokens inside their delimiters, stored
 * with the delimiters around them as the parser leaves them (the macro
 * compiler looks at the tokens just outside the slice). */
static TokenSlice get_tokens(MdCrate *mc, MdCursor *c, Delim delim) {
    uint32_t n = md_get_v32(c);
    if (c->bad || n > (uint32_t)(c->end - c->p)) {
        c->bad = true;
        return (TokenSlice){0};
    }
    Token *ts = ARENA_ARRAY(mc->l->arena, Token, n + 2);
    memset(ts, 0, sizeof(Token) * (n + 2));
    TokenKind open = delim == DELIM_BRACKET ? TK_LBRACKET : delim == DELIM_BRACE ? TK_LBRACE : TK_LPAREN;
    ts[0].kind = (uint8_t)open;
    ts[n + 1].kind = (uint8_t)tok_closer_of(open);
    for (uint32_t i = 1; i <= n && !c->bad; i++) {
        Token *t = &ts[i];
        t->kind = md_get_u8(c);
        t->flags = md_get_u8(c);
        uint32_t s = md_get_v32(c), x = md_get_v32(c);
        t->span = get_span(mc, c);
        if (c->bad) break;
        if (t->kind >= TK__COUNT) c->bad = true;
        t->sym = s ? get_str(mc, s - 1) : 0;
        t->suffix = x ? get_str(mc, x - 1) : 0;
    }
    return (TokenSlice){ts + 1, n};
}

static bool rp_macro(void *u, uint32_t index, MacroData *out) {
    MdCrate *mc = u;
    if (mc->pm_of) {
        if (index > mc->ndefs || !mc->pm_of[index]) return false;
        const ProcMacroRef *pm = &mc->pms[mc->pm_of[index] - 1];
        out->edition = (Edition)mc->f->edition;
        out->kind = pm->kind == PROC_MACRO_BANG ? MACRO_BANG : pm->kind == PROC_MACRO_ATTR ? MACRO_ATTR : MACRO_DERIVE;
        out->proc_macro = pm;
        out->module = res_crate_root(mc->l->r, mc->krate);
        return true;
    }
    const uint8_t *rec = record(mc, index);
    MdCursor c;
    if (!rec || !cursor_at(mc, MDS_MACROS, md_rd32(rec + MDR_MACRO), &c)) return false;
    uint8_t fl = md_get_u8(&c);
    uint8_t delim = md_get_u8(&c);
    uint8_t kind = md_get_u8(&c);
    uint32_t builtin = md_get_v32(&c), ident = md_get_v32(&c);
    Item *it = ARENA_NEW(mc->l->arena, Item);
    it->kind = ITEM_MACRO_DEF;
    it->macro_def.macro_rules = fl & 1;
    it->macro_def.has_params = (fl & 4) != 0;
    it->macro_def.delim = (Delim)delim;
    it->ident.name = c.bad ? 0 : get_str(mc, ident);
    it->macro_def.body = get_tokens(mc, &c, (Delim)delim);
    it->macro_def.params = get_tokens(mc, &c, DELIM_PAREN);
    if (c.bad) {
        corrupt(mc, "macro");
        return false;
    }
    out->item = it;
    out->edition = (Edition)mc->f->edition;
    out->kind = (MacroKind)kind;
    out->macro_rules = fl & 1;
    out->local_inner_macros = (fl & 2) != 0;
    out->allow_internal_unstable = (fl & 8) != 0;
    out->builtin = builtin ? builtin_macro_lookup(get_str(mc, builtin - 1)) : NULL;
    DefData dd;
    DefId parent = {0};
    if (rp_def(mc, index, &dd)) parent = dd.parent;
    out->module = parent.i ? res_module_of_def(mc->l->r, parent) : res_crate_root(mc->l->r, mc->krate);
    return true;
}

/* Is `name` among the crate's features (list 0) or attribute names (1)? */
static bool crate_list_has(MdCrate *mc, Symbol name, int list) {
    MdCursor c = section(mc, MDS_CRATE);
    if (c.p == c.end) return false;
    for (int l = 0; l < 2 && !c.bad; l++) {
        uint32_t n = md_get_v32(&c);
        for (uint32_t i = 0; i < n && !c.bad; i++) {
            uint32_t s = md_get_v32(&c);
            if (l == list && !c.bad && get_str(mc, s) == name) return true;
        }
    }
    if (c.bad) corrupt(mc, "crate attributes");
    return false;
}
static bool rp_has_feature(void *u, Symbol name) { return crate_list_has(u, name, 0); }
static bool rp_has_attr(void *u, Symbol name) { return crate_list_has(u, name, 1); }

/* ---- HIR ---- */

/* A cursor at one of definition d's HIR records (MDR_ITEM, MDR_BODY or
 * MDR_ATTRS); false if d has none. */
static bool hir_record(MdCrate *mc, DefId d, uint32_t field, MdCursor *c) {
    if (mc->pm_of) return false;
    const uint8_t *rec = record(mc, index_of(mc, d));
    return rec && cursor_at(mc, MDS_HIR, md_rd32(rec + field), c);
}

static HirItem *hp_item(void *u, DefId d) {
    MdCrate *mc = u;
    MdCursor c;
    if (!hir_record(mc, d, MDR_ITEM, &c)) return NULL;
    MdHirDecHooks hk = dec_hooks(mc);
    HirItem *it = md_decode_hir_item(&hk, &c);
    if (!it || c.bad) {
        corrupt(mc, "item");
        return NULL;
    }
    return it;
}

/* An item's attributes come with the item; other definitions' have a
 * record of their own. */
static HirAttrs *hp_attrs(void *u, DefId d) {
    MdCrate *mc = u;
    MdCursor c;
    if (!hir_record(mc, d, MDR_ATTRS, &c)) {
        const HirItem *it = hir_item(mc->l->h, d);
        return it ? (HirAttrs *)it->attrs : NULL;
    }
    MdHirDecHooks hk = dec_hooks(mc);
    HirAttrs *a = md_decode_hir_attrs(&hk, &c);
    if (!a || c.bad) {
        corrupt(mc, "attributes");
        return NULL;
    }
    return a;
}

/* Records the closures of a decoded body (hir_closure_expr). */
static void note_closures(Hir *h, DefId owner, HirExpr *e);

static void note_block(Hir *h, DefId owner, HirBlock *b) {
    if (!b) return;
    for (uint32_t i = 0; i < b->nstmts; i++) {
        HirStmt *s = &b->stmts[i];
        if (s->kind == HSTMT_LET) {
            note_closures(h, owner, s->local->init);
            note_block(h, owner, s->local->els);
        } else if (s->kind == HSTMT_EXPR || s->kind == HSTMT_SEMI) {
            note_closures(h, owner, s->expr);
        }
    }
    note_closures(h, owner, b->expr);
}

static void note_list(Hir *h, DefId owner, HirExpr **es, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) note_closures(h, owner, es[i]);
}

static void note_closures(Hir *h, DefId owner, HirExpr *e) {
    if (!e) return;
    switch (e->kind) {
    case HEXPR_CALL: note_closures(h, owner, e->call.callee); note_list(h, owner, e->call.args, e->call.nargs); break;
    case HEXPR_METHOD_CALL:
        note_closures(h, owner, e->method.receiver);
        note_list(h, owner, e->method.args, e->method.nargs);
        break;
    case HEXPR_BINARY: case HEXPR_ASSIGN_OP:
        note_closures(h, owner, e->binary.lhs);
        note_closures(h, owner, e->binary.rhs);
        break;
    case HEXPR_UNARY: note_closures(h, owner, e->unary.operand); break;
    case HEXPR_CAST: case HEXPR_TYPE_ASCRIPTION: note_closures(h, owner, e->cast.expr); break;
    case HEXPR_ADDR_OF: note_closures(h, owner, e->addr_of.expr); break;
    case HEXPR_ASSIGN: note_closures(h, owner, e->assign.lhs); note_closures(h, owner, e->assign.rhs); break;
    case HEXPR_FIELD: note_closures(h, owner, e->field.expr); break;
    case HEXPR_INDEX: note_closures(h, owner, e->index.expr); note_closures(h, owner, e->index.index); break;
    case HEXPR_BLOCK: note_block(h, owner, e->block.block); break;
    case HEXPR_IF:
        note_closures(h, owner, e->if_.cond);
        note_closures(h, owner, e->if_.then);
        note_closures(h, owner, e->if_.els);
        break;
    case HEXPR_LOOP: note_block(h, owner, e->loop.body); break;
    case HEXPR_MATCH:
        note_closures(h, owner, e->match.scrutinee);
        for (uint32_t i = 0; i < e->match.narms; i++) {
            note_closures(h, owner, e->match.arms[i].guard);
            note_closures(h, owner, e->match.arms[i].body);
        }
        break;
    case HEXPR_LET: note_closures(h, owner, e->let.init); break;
    case HEXPR_CLOSURE:
        hir_note_closure(h, e->closure.def, owner, e);
        note_closures(h, owner, e->closure.body);
        break;
    case HEXPR_BREAK: note_closures(h, owner, e->brk.value); break;
    case HEXPR_RET: note_closures(h, owner, e->ret); break;
    case HEXPR_TUP: case HEXPR_ARRAY: note_list(h, owner, e->elems.elems, e->elems.n); break;
    case HEXPR_REPEAT: note_closures(h, owner, e->repeat.elem); break;
    case HEXPR_STRUCT:
        for (uint32_t i = 0; i < e->strukt.nfields; i++) note_closures(h, owner, e->strukt.fields[i].expr);
        note_closures(h, owner, e->strukt.base);
        break;
    case HEXPR_BOX: note_closures(h, owner, e->inner); break;
    case HEXPR_YIELD: note_closures(h, owner, e->yld); break;
    case HEXPR_INLINE_ASM:
        for (uint32_t i = 0; i < e->inline_asm->noperands; i++) {
            note_closures(h, owner, e->inline_asm->operands[i].expr);
            note_closures(h, owner, e->inline_asm->operands[i].out_expr);
        }
        break;
    default: break;
    }
}

static HirBody *hp_body(void *u, DefId owner) {
    MdCrate *mc = u;
    MdCursor c;
    if (!hir_record(mc, owner, MDR_BODY, &c)) return NULL;
    MdHirDecHooks hk = dec_hooks(mc);
    HirBody *b = md_decode_hir_body(&hk, &c);
    if (!b || c.bad) {
        corrupt(mc, "body");
        return NULL;
    }
    note_closures(mc->l->h, owner, b->value);
    return b;
}

static void hp_lang_items(void *u, void (*add)(void *ctx, LangItem li, DefId d), void *ctx) {
    MdCrate *mc = u;
    if (mc->pm_of) return;   /* a proc-macro crate shows its macros only */
    MdCursor c = section(mc, MDS_LANG);
    if (!c.p || c.p == c.end) return;
    uint32_t n = md_get_v32(&c);
    for (uint32_t i = 0; i < n && !c.bad; i++) {
        uint32_t li = md_get_v32(&c);
        DefId d = get_def(mc, &c);
        if (!c.bad && d.i && li > 0 && li < LANG__COUNT) add(ctx, (LangItem)li, d);
    }
    if (c.bad) corrupt(mc, "lang item table");
}

static void hp_items(void *u, void (*add)(void *ctx, DefId d), void *ctx) {
    MdCrate *mc = u;
    if (mc->pm_of) return;
    for (uint32_t i = 1; i <= mc->ndefs; i++)
        if (hir_is_crate_item_kind(record(mc, i)[0])) add(ctx, (DefId){mc->base + i - 1});
}

/* A simplified type key (crate_format.h) whose class byte was read. */
static uint64_t get_key(MdCrate *mc, MdCursor *c, uint8_t cls) {
    if (!cls) return 0;
    if (cls == MD_IMPL_KEY_ADT || cls == MD_IMPL_KEY_DYN) return (uint64_t)cls << 40 | get_def(mc, c).i;
    return (uint64_t)cls << 40 | (md_get_v64(c) & MD_IMPL_KEY_LOW);
}

static bool hp_impls(void *u, void (*add)(void *ctx, DefId impl, DefId trait, uint64_t key), void *ctx) {
    MdCrate *mc = u;
    if (mc->pm_of) return true;
    MdCursor c = section(mc, MDS_IMPLS);
    if (!c.p || c.p == c.end) return false;
    uint32_t n = md_get_v32(&c);
    for (uint32_t i = 0; i < n && !c.bad; i++) {
        uint32_t index = md_get_v32(&c);
        uint8_t cls = md_get_u8(&c);
        if (c.bad || index == 0 || index > mc->ndefs) {
            c.bad = true;
            break;
        }
        DefId impl = {mc->base + index - 1};
        if (cls == 0) {
            DefId trait = get_def(mc, &c);
            uint64_t key = get_key(mc, &c, md_get_u8(&c));
            if (!c.bad && trait.i) add(ctx, impl, trait, key);
        } else {
            uint64_t key = get_key(mc, &c, cls);
            if (!c.bad) add(ctx, impl, (DefId){0}, key);
        }
    }
    if (c.bad) corrupt(mc, "impl table");
    return true;
}

/* ---- the loader ---- */

MdLoader *md_loader_new(Resolver *r, Arena *arena, DiagCtx *dc, SourceMap *sm) {
    MdLoader *l = xcalloc(1, sizeof *l);
    l->sm = sm;
    l->r = r;
    l->arena = arena;
    l->dc = dc;
    return l;
}

void md_loader_free(MdLoader *l) {
    if (!l) return;
    for (uint32_t i = 0; i < l->crates.len; i++) {
        MdCrate *mc = l->crates.data[i];
        free(mc->strs);
        free(mc->scope_mods);
        free(mc->deps);
        free(mc->pm_of);
        free(mc->files);
        free(mc->ctxt_map);
        free(mc->expn_map);
        free(mc);
    }
    vec_free(&l->crates);
    free(l);
}

void md_loader_set_hir(MdLoader *l, Hir *h) { l->h = h; }

static MdCrate *crate_of(const MdLoader *l, CrateNum c) {
    for (uint32_t i = 0; i < l->crates.len; i++)
        if (l->crates.data[i]->krate == c) return l->crates.data[i];
    return NULL;
}

const HirCrateProvider *md_hir_provider(const MdLoader *l, CrateNum c) {
    MdCrate *mc = crate_of(l, c);
    return mc ? &mc->hp : NULL;
}

MdFile *md_crate_file(const MdLoader *l, CrateNum c) {
    MdCrate *mc = crate_of(l, c);
    return mc ? mc->f : NULL;
}

CrateNum md_find_crate(const MdLoader *l, uint64_t stable_id, uint64_t hash) {
    for (uint32_t i = 0; i < l->crates.len; i++)
        if (l->crates.data[i]->f->stable_id == stable_id && l->crates.data[i]->f->hash == hash)
            return l->crates.data[i]->krate;
    return UINT32_MAX;
}

/* PROC_MACROS (encode.c): the macros of a proc-macro crate. */
static void read_proc_macros(MdCrate *mc) {
    mc->pm_of = xcalloc(mc->ndefs + 1, sizeof(uint32_t));
    MdCursor c = section(mc, MDS_PROC_MACROS);
    if (c.p == c.end) return;
    Symbol symbol = get_str(mc, md_get_v32(&c));
    uint32_t n = md_get_v32(&c);
    if (c.bad || n > (uint32_t)(c.end - c.p)) {
        corrupt(mc, "proc macro table");
        return;
    }
    mc->pms = ARENA_ARRAY(mc->l->arena, ProcMacroRef, n ? n : 1);
    for (uint32_t i = 0; i < n && !c.bad; i++) {
        ProcMacroRef *pm = &mc->pms[i];
        memset(pm, 0, sizeof *pm);
        pm->lib = mc->f->path;
        pm->symbol = sym_str(symbol);
        pm->index = i;
        uint8_t kind = md_get_u8(&c);
        pm->kind = kind > PROC_MACRO_BANG ? PROC_MACRO_BANG : (ProcMacroKind)kind;
        pm->name = get_str(mc, md_get_v32(&c));
        uint32_t fn = md_get_v32(&c);
        get_span(mc, &c);
        uint32_t nh = md_get_v32(&c);
        if (c.bad || nh > (uint32_t)(c.end - c.p)) {
            c.bad = true;
            break;
        }
        Symbol *hs = ARENA_ARRAY(mc->l->arena, Symbol, nh ? nh : 1);
        for (uint32_t k = 0; k < nh; k++) hs[k] = get_str(mc, md_get_v32(&c));
        pm->helpers = hs;
        pm->nhelpers = nh;
        if (fn && fn <= mc->ndefs) mc->pm_of[fn] = i + 1;
        mc->npms++;
    }
    if (c.bad) corrupt(mc, "proc macro table");
}

CrateNum md_load_crate(MdLoader *l, MdFile *f, const CrateNum *deps) {
    MdCrate *mc = xcalloc(1, sizeof *mc);
    mc->l = l;
    mc->f = f;
    mc->deps = xcalloc(f->ndeps ? f->ndeps : 1, sizeof(CrateNum));
    if (f->ndeps) memcpy(mc->deps, deps, sizeof(CrateNum) * f->ndeps);
    MdCursor c = section(mc, MDS_DEFS);
    uint32_t ndefs = md_get_u32(&c);
    if (c.bad || (uint64_t)ndefs * MD_DEF_RECORD > (uint64_t)(c.end - c.p)) {
        ndefs = 0;
        corrupt(mc, "definition table");
    }
    mc->ndefs = ndefs;
    mc->recs = c.p;
    MdCursor s = section(mc, MDS_STRINGS);
    uint32_t nstr = md_get_u32(&s);
    if (s.bad || ((uint64_t)nstr + 1) * 4 > (uint64_t)(s.end - s.p)) {
        nstr = 0;
        corrupt(mc, "string table");
    } else {
        mc->str_offs = s.p;
        mc->str_data = s.p + 4 * ((size_t)nstr + 1);
        mc->str_len = (uint32_t)(s.end - mc->str_data);
    }
    mc->nstr = nstr;
    mc->strs = xcalloc(nstr ? nstr : 1, sizeof(Symbol));
    MdCursor sc = section(mc, MDS_SCOPES);
    uint32_t nsc = sc.p != sc.end ? md_get_u32(&sc) : 0;
    if (sc.bad || (uint64_t)nsc * 4 > (uint64_t)(sc.end - sc.p)) {
        nsc = 0;
        corrupt(mc, "scope table");
    }
    mc->nscopes = nsc;
    mc->scope_mods = xcalloc(nsc ? nsc : 1, sizeof(ModuleId));
    MdCursor hy = section(mc, MDS_HYGIENE);
    uint32_t nctx = hy.p != hy.end ? md_get_u32(&hy) : 0, nexp = hy.p != hy.end ? md_get_u32(&hy) : 0;
    if (hy.bad || (uint64_t)nctx * MD_CTXT_RECORD + (uint64_t)nexp * MD_EXPN_RECORD != (uint64_t)(hy.end - hy.p)) {
        nctx = nexp = 0;
        corrupt(mc, "hygiene table");
    }
    mc->nctxts = nctx;
    mc->nexpns = nexp;
    mc->ctxt_recs = hy.p;
    mc->expn_recs = hy.p + (size_t)nctx * MD_CTXT_RECORD;
    mc->ctxt_map = xcalloc(nctx ? nctx : 1, sizeof(uint32_t));
    mc->expn_map = xcalloc(nexp ? nexp : 1, sizeof(uint32_t));
    if (f->flags & MD_CRATE_PROC_MACRO) read_proc_macros(mc);
    mc->rp = (ResCrateProvider){.user = mc, .def = rp_def, .module_names = rp_module_names, .macro = rp_macro,
                                .has_feature = rp_has_feature, .has_attr = rp_has_attr};
    mc->hp = (HirCrateProvider){.user = mc, .item = hp_item, .body = hp_body, .attrs = hp_attrs,
                                .lang_items = hp_lang_items, .items = hp_items, .impls = hp_impls};
    mc->krate = res_add_extern_crate(l->r, f->crate_name, (Edition)f->edition, ndefs, &mc->rp);
    mc->base = res_crate_first_def(l->r, mc->krate).i;
    res_set_crate_linked(l->r, mc->krate, true);
    res_set_crate_stable_id(l->r, mc->krate, f->stable_id);
    vec_push(&l->crates, mc);
    return mc->krate;
}
