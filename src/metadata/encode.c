/* encode.c — the crate encoder: writes the sections of the local crate's
 * metadata (layout: md_priv.h): every definition's record, the modules'
 * name tables with imports resolved, the HIR of every item with its
 * attributes, the HIR bodies, exported macros' tokens, lang items and the
 * trait scopes the bodies were resolved in.
 *
 * Takes: the type context of a compiled crate (resolver, HIR). Gives: the
 * sections md_write_blob puts after the header.
 */
#include "crate_format.h"

#include "rcc/expand.h"
#include "rcc/mono.h"

#include <unistd.h>

typedef struct Enc {
    TyCtxt *tcx;
    Resolver *r;
    Hir *h;
    HashMap index;        /* local DefId -> DefIndex */
    uint32_t ndefs;
    VecU32 defs;          /* DefIndex - 1 -> DefId */
    HashMap strs;         /* Symbol -> string index + 1 */
    VEC(Symbol) str_list;
    HashMap scopes;       /* ModuleId -> scope index + 1 */
    VecU32 scope_list;    /* scope index -> ModuleId */
    HashMap dep_of;       /* CrateNum -> dependency index + 1 */
    MdBuf *sec;
    const SourceMap *sm;
    Hygiene *hyg;
    HashMap ctxts;        /* syntax context -> HYGIENE index + 1 */
    VecU32 ctxt_list;
    HashMap expns;        /* ExpnId -> HYGIENE expansion index + 1 */
    VecU32 expn_list;
} Enc;

/* ---- references ---- */

static uint32_t str_index(Enc *e, Symbol s) {
    uint64_t v;
    if (hmap_get(&e->strs, s, &v)) return (uint32_t)v - 1;
    vec_push(&e->str_list, s);
    hmap_put(&e->strs, s, e->str_list.len);
    return e->str_list.len - 1;
}

static void put_def(Enc *e, MdBuf *b, DefId d) {
    if (!d.i) {
        md_put_v32(b, 0);
        md_put_v32(b, 0);
        return;
    }
    uint64_t v;
    if (hmap_get(&e->index, d.i, &v)) {
        md_put_v32(b, 0);
        md_put_v32(b, (uint32_t)v);
        return;
    }
    const DefData *dd = res_def(e->r, d);
    if (dd && res_crate_is_extern(e->r, dd->krate) && hmap_get(&e->dep_of, dd->krate, &v)) {
        md_put_v32(b, (uint32_t)v);
        md_put_v32(b, d.i - res_crate_first_def(e->r, dd->krate).i + 1);
        return;
    }
    /* a definition of a crate loaded from source: dependents cannot name
     * it (the driver refuses to write metadata for such a crate graph) */
    md_put_v32(b, 0);
    md_put_v32(b, 0);
}

static void put_res(Enc *e, MdBuf *b, Res res) {
    md_put_u8(b, res.kind);
    switch (res.kind) {
    case RES_DEF: case RES_SELF_TY_TRAIT: case RES_SELF_TY_IMPL: case RES_SELF_CTOR: put_def(e, b, res.def); break;
    case RES_PRIM_TY: md_put_u8(b, res.prim); break;
    default: break;
    }
}

static uint32_t scope_index(Enc *e, ModuleId m) {
    uint64_t v;
    if (hmap_get(&e->scopes, m, &v)) return (uint32_t)v;
    vec_push(&e->scope_list, m);
    hmap_put(&e->scopes, m, e->scope_list.len);
    return e->scope_list.len;
}

/* ---- hooks of the HIR codec ---- */

static void hk_def(void *u, MdBuf *b, DefId d) { put_def(u, b, d); }
static void hk_sym(void *u, MdBuf *b, Symbol s) { md_put_v32(b, s ? str_index(u, s) + 1 : 0); }
static void hk_span(void *u, MdBuf *b, Span s) {
    (void)u;
    md_put_v32(b, s.lo);
    md_put_v32(b, s.hi - s.lo);
}
/* A syntax context: its index + 1 in the HYGIENE table (0: the root). */
static uint32_t ctxt_index(Enc *e, uint32_t ctxt) {
    if (!ctxt || !e->hyg) return 0;
    uint64_t v;
    if (hmap_get(&e->ctxts, ctxt, &v)) return (uint32_t)v;
    vec_push(&e->ctxt_list, ctxt);
    hmap_put(&e->ctxts, ctxt, e->ctxt_list.len);
    return e->ctxt_list.len;
}
static uint32_t expn_index(Enc *e, uint32_t expn) {
    if (!expn) return 0;
    uint64_t v;
    if (hmap_get(&e->expns, expn, &v)) return (uint32_t)v;
    vec_push(&e->expn_list, expn);
    hmap_put(&e->expns, expn, e->expn_list.len);
    return e->expn_list.len;
}
static void hk_ctxt(void *u, MdBuf *b, uint32_t ctxt) { md_put_v32(b, ctxt_index(u, ctxt)); }

static void hk_scope(void *u, MdBuf *b, TraitScope s) {
    Enc *e = u;
    md_put_v32(b, s.module ? scope_index(e, s.module) : 0);
    put_def(e, b, s.cur_trait);
}

/* ---- the definitions ---- */

/* Lowers every item and body of the local crate (lowering may define
 * synthetic parameters), then numbers its definitions. */
static void number_defs(Enc *e) {
    uint32_t done = 0;
    for (;;) {
        uint32_t n = res_def_count(e->r);
        for (uint32_t i = res_def_skip_extern(e->r, done + 1); i <= n; i = res_def_skip_extern(e->r, i + 1)) {
            DefId d = {i};
            const DefData *dd = res_def(e->r, d);
            if (dd->krate != LOCAL_CRATE) continue;
            if (dd->kind == DEF_CLOSURE) continue;
            if (dd->kind == DEF_ANON_CONST) {
                hir_body(e->h, d);
                continue;
            }
            if (hir_item(e->h, d)) hir_body(e->h, d);
        }
        done = n;
        if (res_def_count(e->r) == n) break;
    }
    for (uint32_t i = res_def_skip_extern(e->r, 1); i <= done; i = res_def_skip_extern(e->r, i + 1)) {
        DefId d = {i};
        if (res_def(e->r, d)->krate != LOCAL_CRATE) continue;
        vec_push(&e->defs, i);
        hmap_put(&e->index, i, e->defs.len);
    }
    e->ndefs = e->defs.len;
}

static bool attrs_are_default(const HirAttrs *a) {
    static const HirAttrs zero;
    return memcmp(a, &zero, sizeof zero) == 0;
}

static bool is_body_owner(const DefData *dd, const HirItem *it) {
    switch (dd->kind) {
    case DEF_ANON_CONST: return true;
    case DEF_FN: case DEF_ASSOC_FN: return it && it->kind == HITEM_FN && it->fn.has_body;
    case DEF_CONST: case DEF_ASSOC_CONST: return it && it->kind == HITEM_CONST && it->konst.has_body;
    case DEF_STATIC: return it && it->kind == HITEM_STATIC && !it->statik.is_foreign;
    default: return false;
    }
}

typedef struct NameCtx {
    Enc *e;
    MdBuf body;
    uint32_t n;
} NameCtx;

static void add_module_name(void *ctx, const ResExternName *n) {
    NameCtx *c = ctx;
    md_put_u8(&c->body, n->ns);
    md_put_u8(&c->body, (uint8_t)((n->is_pub ? 1 : 0) | (n->macro_export ? 2 : 0)));
    md_put_v32(&c->body, str_index(c->e, n->name));
    put_res(c->e, &c->body, n->res);
    hk_span(c->e, &c->body, n->span);
    c->n++;
}

static void put_tokens(Enc *e, MdBuf *b, TokenSlice ts) {
    md_put_v32(b, ts.len);
    for (uint32_t i = 0; i < ts.len; i++) {
        const Token *t = &ts.data[i];
        md_put_u8(b, t->kind);
        md_put_u8(b, t->flags);
        md_put_v32(b, t->sym ? str_index(e, t->sym) + 1 : 0);
        md_put_v32(b, t->suffix ? str_index(e, t->suffix) + 1 : 0);
        hk_span(e, b, t->span);
    }
}

static uint32_t put_macro(Enc *e, MdBuf *b, DefId d) {
    MacroData *md = res_macro_data(e->r, d);
    if (!md || !md->item || md->item->kind != ITEM_MACRO_DEF) return 0;
    uint32_t at = b->len;
    const MacroDef *m = &md->item->macro_def;
    md_put_u8(b, (uint8_t)((m->macro_rules ? 1 : 0) | (md->local_inner_macros ? 2 : 0) | (m->has_params ? 4 : 0) |
                        (md->allow_internal_unstable ? 8 : 0)));
    md_put_u8(b, (uint8_t)m->delim);
    md_put_u8(b, md->kind);
    md_put_v32(b, md->builtin ? str_index(e, sym_cstr(md->builtin->name)) + 1 : 0);
    md_put_v32(b, str_index(e, md->item->ident.name));
    put_tokens(e, b, m->body);
    put_tokens(e, b, m->params);
    return at + 1;
}

/* The span of a definition's name (E0061's "function defined here"). */
static Span def_ident_span(const DefData *dd) {
    if (!dd->ast) return dd->ident_span;
    switch (dd->kind) {
    case DEF_STRUCT: case DEF_UNION: case DEF_ENUM: case DEF_TRAIT: case DEF_TRAIT_ALIAS: case DEF_TY_ALIAS:
    case DEF_FN: case DEF_ASSOC_FN: case DEF_CONST: case DEF_ASSOC_CONST: case DEF_STATIC: case DEF_ASSOC_TY:
    case DEF_FOREIGN_TY:
        return ((const Item *)dd->ast)->ident.span;
    case DEF_VARIANT: return ((const Variant *)dd->ast)->ident.span;
    default: return (Span){0, 0};
    }
}

static void encode_defs(Enc *e, MdBuf *sec) {
    MdHirEncHooks hk = {.user = e, .def = hk_def, .sym = hk_sym, .span = hk_span, .scope = hk_scope, .ctxt = hk_ctxt};
    MdBuf *defs = &sec[MDS_DEFS], *hir = &sec[MDS_HIR], *mods = &sec[MDS_MODULES], *macros = &sec[MDS_MACROS];
    md_put_u32(defs, e->ndefs);
    uint32_t rec0 = defs->len;
    uint8_t zero[MD_DEF_RECORD] = {0};
    for (uint32_t i = 0; i < e->ndefs; i++) md_put_bytes(defs, zero, MD_DEF_RECORD);
    for (uint32_t i = 0; i < e->ndefs; i++) {
        DefId d = {e->defs.data[i]};
        const DefData dd = *res_def(e->r, d);
        uint8_t rec[MD_DEF_RECORD] = {dd.kind, dd.ctor_of, dd.ctor_kind, dd.macro_kind};
        md_wr32(rec + MDR_NAME, dd.name ? str_index(e, dd.name) + 1 : 0);
        uint64_t pv = 0;
        if (dd.parent.i) hmap_get(&e->index, dd.parent.i, &pv);
        md_wr32(rec + MDR_PARENT, (uint32_t)pv);
        md_wr32(rec + MDR_LO, dd.span.lo);
        md_wr32(rec + MDR_HI, dd.span.hi);
        Span isp = def_ident_span(&dd);
        md_wr32(rec + MDR_ILO, isp.lo);
        md_wr32(rec + MDR_IHI, isp.hi);
        const HirItem *it = dd.kind == DEF_CLOSURE || dd.kind == DEF_ANON_CONST ? NULL : hir_item(e->h, d);
        if (it) {
            md_wr32(rec + MDR_ITEM, hir->len + 1);
            md_encode_hir_item(&hk, hir, it);
        }
        /* an item's attributes are part of its record; other definitions
         * (variants, fields, ...) have a record of their own */
        const HirAttrs *a = it || dd.kind == DEF_CLOSURE ? NULL : hir_attrs(e->h, d);
        if (a && !attrs_are_default(a)) {
            md_wr32(rec + MDR_ATTRS, hir->len + 1);
            md_encode_hir_attrs(&hk, hir, a);
        }
        if (is_body_owner(&dd, it)) {
            const HirBody *b = hir_body(e->h, d);
            if (b) {
                md_wr32(rec + MDR_BODY, hir->len + 1);
                md_encode_hir_body(&hk, hir, b);
            }
        }
        if (dd.kind == DEF_MOD || dd.kind == DEF_ENUM || dd.kind == DEF_TRAIT) {
            ModuleId m = res_module_of_def(e->r, d);
            if (m) {
                NameCtx nc = {.e = e};
                res_module_names(e->r, m, add_module_name, &nc);
                md_wr32(rec + MDR_MODULE, mods->len + 1);
                md_put_v32(mods, nc.n);
                md_put_bytes(mods, nc.body.data, nc.body.len);
                md_buf_free(&nc.body);
            }
        }
        if (dd.kind == DEF_MACRO) md_wr32(rec + MDR_MACRO, put_macro(e, macros, d));
        md_wr32(rec + MDR_RANK, (uint32_t)mono_def_disambiguator(e->tcx, d) + 1);
        memcpy(defs->data + rec0 + i * MD_DEF_RECORD, rec, MD_DEF_RECORD);
    }
}

/* ---- the tables after the definitions ---- */

static void encode_lang(Enc *e, MdBuf *b) {
    MdBuf body = {0};
    uint32_t n = 0;
    for (uint32_t li = 1; li < LANG__COUNT; li++) {
        DefId d = hir_lang_item(e->h, (LangItem)li);
        uint64_t v;
        if (!d.i || !hmap_get(&e->index, d.i, &v)) continue;
        md_put_v32(&body, li);
        put_def(e, &body, d);
        n++;
    }
    md_put_v32(b, n);
    md_put_bytes(b, body.data, body.len);
    md_buf_free(&body);
}

static void encode_scopes(Enc *e, MdBuf *b) {
    /* scope_list grows while the bodies are encoded, not here */
    uint32_t n = e->scope_list.len;
    md_put_u32(b, n);
    uint32_t table = b->len;
    for (uint32_t i = 0; i < n; i++) md_put_u32(b, 0);
    uint32_t data0 = b->len;
    for (uint32_t i = 0; i < n; i++) {
        md_patch_u32(b, table + 4 * i, b->len - data0);
        uint32_t nt;
        const DefId *ts = res_traits_in_scope(e->r, e->scope_list.data[i], &nt);
        md_put_v32(b, nt);
        for (uint32_t k = 0; k < nt; k++) put_def(e, b, ts[k]);
    }
}

static void encode_strings(Enc *e, MdBuf *b) {
    uint32_t n = e->str_list.len;
    md_put_u32(b, n);
    uint32_t table = b->len;
    for (uint32_t i = 0; i <= n; i++) md_put_u32(b, 0);
    uint32_t data0 = b->len;
    for (uint32_t i = 0; i < n; i++) {
        md_patch_u32(b, table + 4 * i, b->len - data0);
        md_put_bytes(b, sym_str(e->str_list.data[i]), sym_len(e->str_list.data[i]));
    }
    md_patch_u32(b, table + 4 * n, b->len - data0);
}

/* The syntax contexts and expansions the identifiers refer to, and those
 * they refer to in turn (the lists grow while they are written). */
static void encode_hygiene(Enc *e, MdBuf *b) {
    if (!e->ctxt_list.len) return;
    MdBuf ctxts = {0}, expns = {0};
    uint32_t ci = 0, xi = 0;
    while (ci < e->ctxt_list.len || xi < e->expn_list.len) {
        if (ci < e->ctxt_list.len) {
            uint32_t c = e->ctxt_list.data[ci++];
            uint8_t rec[MD_CTXT_RECORD] = {0};
            md_wr32(rec, expn_index(e, hyg_outer_expn(e->hyg, c)));
            md_wr32(rec + 4, ctxt_index(e, hyg_parent_ctxt(e->hyg, c)));
            md_wr32(rec + 8, ctxt_index(e, hyg_normalize_to_macros_2_0(e->hyg, c)));
            md_wr32(rec + 12, ctxt_index(e, hyg_normalize_to_macro_rules(e->hyg, c)));
            rec[16] = (uint8_t)hyg_outer_transparency(e->hyg, c);
            md_put_bytes(&ctxts, rec, sizeof rec);
            continue;
        }
        const ExpnData *d = hyg_expn(e->hyg, e->expn_list.data[xi++]);
        uint8_t er[MD_EXPN_RECORD] = {(uint8_t)d->kind,
                                      (uint8_t)((d->local_inner_macros ? 1 : 0) | (d->allow_internal_unstable ? 2 : 0) |
                                                (d->is_builtin ? 4 : 0)),
                                      (uint8_t)d->edition};
        md_wr32(er + 4, d->macro_name ? str_index(e, d->macro_name) + 1 : 0);
        md_wr32(er + 8, d->call_site.lo);
        md_wr32(er + 12, d->call_site.hi);
        md_wr32(er + 16, d->def_site.lo);
        md_wr32(er + 20, d->def_site.hi);
        md_wr32(er + 24, ctxt_index(e, d->call_ctxt));
        md_wr32(er + 28, expn_index(e, d->parent));
        uint64_t dep = 0;
        if (d->def_crate) hmap_get(&e->dep_of, d->def_crate, &dep);
        md_wr32(er + 32, (uint32_t)dep);
        md_put_bytes(&expns, er, sizeof er);
    }
    md_put_u32(b, e->ctxt_list.len);
    md_put_u32(b, e->expn_list.len);
    md_put_bytes(b, ctxts.data, ctxts.len);
    md_put_bytes(b, expns.data, expns.len);
    md_buf_free(&ctxts);
    md_buf_free(&expns);
}

/* A file's name as dependents show it: a relative path that was not
 * remapped is made absolute (rustc's embeddable absolute path). */
static char *file_name(const SourceFile *f, bool *readable) {
    bool as_read = f->local_path && strcmp(f->name, f->local_path) == 0;
    *readable = as_read;
    if (!as_read || f->name[0] == '/') return xstrdup(f->name);
    char cwd[4096];
    if (!getcwd(cwd, sizeof cwd)) return xstrdup(f->name);
    const char *n = f->name;
    while (n[0] == '.' && n[1] == '/') n += 2;
    return xasprintf("%s/%s", cwd, n);
}

/* Every file of the session's source map: the spans written are offsets
 * into it. A file of a dependency is a reference to its entry there. */
static void encode_files(Enc *e, MdBuf *b) {
    MdBuf detail = {0};
    uint32_t n = 0;
    MdBuf heads = {0};
    for (uint32_t i = 0; i < e->sm->files.len; i++) {
        const SourceFile *f = e->sm->files.data[i];
        if (f->ext_crate) {
            uint64_t dep;
            if (!hmap_get(&e->dep_of, f->ext_crate - 1, &dep)) continue;
            md_put_u8(&heads, 1);
            md_put_v32(&heads, f->start);
            md_put_v32(&heads, f->len);
            md_put_v32(&heads, (uint32_t)dep);
            md_put_v32(&heads, f->ext_index);
            n++;
            continue;
        }
        md_put_u8(&heads, 0);
        md_put_v32(&heads, f->start);
        md_put_v32(&heads, f->len);
        md_put_v32(&heads, detail.len);
        n++;
        bool readable;
        char *name = file_name(f, &readable);
        md_put_str(&detail, name, (uint32_t)strlen(name));
        if (readable) md_put_str(&detail, name, (uint32_t)strlen(name));
        else md_put_str(&detail, "", 0);
        free(name);
        md_put_u64(&detail, hash_bytes(f->src, f->len));
        uint32_t nl = sm_line_count(f);
        md_put_v32(&detail, nl);
        for (uint32_t k = 1; k < nl; k++) md_put_v32(&detail, f->lines[k] - f->lines[k - 1]);
        uint32_t nm;
        uint32_t *mb = sm_multibyte_chars(f->src, f->len, &nm);
        md_put_v32(&detail, nm);
        uint32_t prev = 0;
        for (uint32_t k = 0; k < nm; k++) {
            md_put_v32(&detail, (mb[k] >> 2) - prev);
            md_put_u8(&detail, (uint8_t)(mb[k] & 3));
            prev = mb[k] >> 2;
        }
        free(mb);
    }
    md_put_v32(b, n);
    md_put_bytes(b, heads.data, heads.len);
    md_put_bytes(b, detail.data, detail.len);
    md_buf_free(&heads);
    md_buf_free(&detail);
}

/* IMPLS: the trait of every trait impl and the simplified self type of
 * every inherent impl (ty_simplified_key), so that a dependent's impl
 * tables need no HIR decoded (see crate_format.h). */
static void put_key(Enc *e, MdBuf *b, uint64_t key) {
    uint8_t cls = (uint8_t)(key >> 40);
    md_put_u8(b, cls);
    if (!cls) return;
    if (cls == MD_IMPL_KEY_ADT || cls == MD_IMPL_KEY_DYN) put_def(e, b, (DefId){(uint32_t)key});
    else md_put_v64(b, key & MD_IMPL_KEY_LOW);
}

static void encode_impls(Enc *e, MdBuf *b) {
    MdBuf body = {0};
    uint32_t n = 0;
    for (uint32_t i = 0; i < e->ndefs; i++) {
        DefId d = {e->defs.data[i]};
        if (res_def(e->r, d)->kind != DEF_IMPL) continue;
        const HirItem *it = hir_item(e->h, d);
        if (!it || it->kind != HITEM_IMPL) continue;
        if (it->impl.of_trait) {
            if (it->impl.of_trait->res.kind != RES_DEF) continue;
            md_put_v32(&body, i + 1);
            md_put_u8(&body, 0);
            put_def(e, &body, it->impl.of_trait->res.def);
            put_key(e, &body, ty_impl_self_key(e->tcx, d));
        } else {
            uint64_t key = ty_simplified_key(e->tcx, ty_type_of(e->tcx, d));
            if (!key) continue;
            md_put_v32(&body, i + 1);
            put_key(e, &body, key);
        }
        n++;
    }
    md_put_v32(b, n);
    md_put_bytes(b, body.data, body.len);
    md_buf_free(&body);
}

/* The crate root's features and the names of its other attributes. */
static void encode_crate_attrs(Enc *e, MdBuf *b) {
    const Crate *k = res_crate_ast(e->r, LOCAL_CRATE);
    MdBuf feats = {0}, names = {0};
    uint32_t nf = 0, nn = 0;
    for (uint32_t i = 0; k && i < k->attrs.len; i++) {
        const Attr *a = &k->attrs.data[i];
        if (a->is_doc_comment || a->style != ATTR_INNER) continue;
        Symbol nm = meta_attr_name(a);
        if (!nm) continue;
        if (nm == SYM_feature && a->args_kind == ATTR_ARGS_DELIMITED) {
            for (uint32_t j = 0; j < a->tokens.len; j++)
                if (a->tokens.data[j].kind == TK_IDENT) {
                    md_put_v32(&feats, str_index(e, a->tokens.data[j].sym));
                    nf++;
                }
            continue;
        }
        md_put_v32(&names, str_index(e, nm));
        nn++;
    }
    md_put_v32(b, nf);
    md_put_bytes(b, feats.data, feats.len);
    md_put_v32(b, nn);
    md_put_bytes(b, names.data, names.len);
    md_buf_free(&feats);
    md_buf_free(&names);
}

static void encode_proc_macros(Enc *e, const ProcMacroDecls *pms, const char *symbol, MdBuf *b) {
    md_put_v32(b, str_index(e, sym_cstr(symbol)));
    md_put_v32(b, pms->len);
    for (uint32_t i = 0; i < pms->len; i++) {
        const ProcMacroDecl *d = &pms->data[i];
        DefId fn = res_def_of_node(e->r, d->fn);
        uint64_t idx = 0;
        if (fn.i) hmap_get(&e->index, fn.i, &idx);
        md_put_u8(b, (uint8_t)d->kind);
        md_put_v32(b, str_index(e, d->name));
        md_put_v32(b, (uint32_t)idx);
        hk_span(e, b, d->span);
        md_put_v32(b, d->nhelpers);
        for (uint32_t k = 0; k < d->nhelpers; k++) md_put_v32(b, str_index(e, d->helpers[k]));
    }
}

static void encode_crate(TyCtxt *tcx, const ProcMacroDecls *pms, const char *symbol, MdBuf sections[MDS__COUNT]);

void md_encode_crate(TyCtxt *tcx, MdBuf sections[MDS__COUNT]) { encode_crate(tcx, NULL, NULL, sections); }

void md_encode_proc_macro_crate(TyCtxt *tcx, const ProcMacroDecls *pms, const char *symbol,
                                MdBuf sections[MDS__COUNT]) {
    encode_crate(tcx, pms, symbol, sections);
}

static void encode_crate(TyCtxt *tcx, const ProcMacroDecls *pms, const char *symbol, MdBuf sections[MDS__COUNT]) {
    Enc e = {.tcx = tcx, .r = ty_resolver(tcx), .h = ty_hir(tcx), .sec = sections, .sm = ty_diag(tcx)->sm};
    e.hyg = hir_hygiene(e.h);
    hmap_init(&e.ctxts);
    hmap_init(&e.expns);
    hmap_init(&e.index);
    hmap_init(&e.strs);
    hmap_init(&e.scopes);
    hmap_init(&e.dep_of);
    uint32_t ndep = 0;
    for (CrateNum c = 0; c < res_crate_count(e.r); c++)
        if (res_crate_is_extern(e.r, c)) hmap_put(&e.dep_of, c, ++ndep);
    number_defs(&e);
    encode_defs(&e, sections);
    encode_lang(&e, &sections[MDS_LANG]);
    encode_impls(&e, &sections[MDS_IMPLS]);
    encode_scopes(&e, &sections[MDS_SCOPES]);
    encode_crate_attrs(&e, &sections[MDS_CRATE]);
    if (pms) encode_proc_macros(&e, pms, symbol, &sections[MDS_PROC_MACROS]);
    encode_hygiene(&e, &sections[MDS_HYGIENE]);
    if (e.sm) encode_files(&e, &sections[MDS_FILES]);
    encode_strings(&e, &sections[MDS_STRINGS]);
    hmap_free(&e.index);
    hmap_free(&e.strs);
    hmap_free(&e.scopes);
    hmap_free(&e.dep_of);
    hmap_free(&e.ctxts);
    hmap_free(&e.expns);
    vec_free(&e.ctxt_list);
    vec_free(&e.expn_list);
    vec_free(&e.defs);
    vec_free(&e.str_list);
    vec_free(&e.scope_list);
}
