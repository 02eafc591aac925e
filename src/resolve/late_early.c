/* late_early.c — what late resolution asks of the resolver core.
 *
 * Takes: the resolver's module tables and lookups (resolve_priv.h).
 * Gives: the few calls late resolution needs beyond the public interface
 * (late_priv.h): a name in one module alone (block modules between
 * ribs), a name in the item scope with where its binding is (E0530 wants
 * the import's span), a path with whether it failed in its last segment
 * (rustc's PathResult), the names of a module (typo suggestions). Keeping
 * them here keeps the rest of late resolution on ids and Res.
 */
#include "late_priv.h"
#include "resolve_priv.h"

Hygiene *late_hygiene(Resolver *r) { return r->hyg; }
ParseSess *late_parse_sess(Resolver *r) { return r->ps; }
bool late_nightly(Resolver *r) { return r->nightly; }
Edition late_crate_edition(Resolver *r, CrateNum c) { return rs_crate(r, c)->edition; }

static ParentScope parent_scope(const LateCx *l) {
    ParentScope ps = {.module = l->module, .krate = rs_module(l->r, l->module)->krate};
    return ps;
}

static void hit_of(const Binding *b, ItemHit *out) {
    out->res = rs_binding_res(b);
    out->span = b->span;
    out->is_import = rs_binding_is_import(b);
    out->ambiguous = rs_binding_is_ambiguity(b);
}

bool late_in_module(LateCx *l, ModuleId m, Ident id, Namespace ns, bool finalize, ItemHit *out) {
    ParentScope ps = parent_scope(l);
    Finalize fin = {.path_span = id.span, .root_span = id.span, .report_private = true};
    Mour mod = {MOUR_MODULE, m};
    Lookup lk = rs_resolve_ident_in_module_unadjusted(l->r, mod, id, ns, &ps, false, finalize ? &fin : NULL, NULL);
    if (lk.det != LK_OK || !lk.b) return false;
    hit_of(lk.b, out);
    return true;
}

bool late_in_trait(LateCx *l, ModuleId m, Ident id, Namespace ns, ItemHit *out) {
    ParentScope ps = parent_scope(l);
    Mour mod = {MOUR_MODULE, m};
    Lookup lk = rs_resolve_ident_in_module(l->r, mod, id, ns, &ps, NULL, NULL);
    if (lk.det != LK_OK || !lk.b) return false;
    hit_of(lk.b, out);
    return true;
}

bool late_in_scope(LateCx *l, ModuleId m, Ident id, Namespace ns, bool finalize, ItemHit *out) {
    ParentScope ps = parent_scope(l);
    ScopeSet ss = {.kind = SS_LATE, .ns = (uint8_t)ns, .module = m};
    Finalize fin = {.path_span = id.span, .root_span = id.span, .report_private = true};
    /* Expansion is over: nothing is undetermined any more. */
    Lookup lk = rs_early_resolve_ident(l->r, id, ss, &ps, finalize ? &fin : NULL, true, NULL);
    if (lk.det != LK_OK || !lk.b) return false;
    hit_of(lk.b, out);
    return true;
}

static Segment *to_segments(Segs p) {
    Segment *s = xmalloc(sizeof(Segment) * (p.n ? p.n : 1));
    for (uint32_t i = 0; i < p.n; i++) s[i] = (Segment){.ident = p.s[i].ident, .id = p.s[i].id};
    return s;
}

LatePathKind late_resolve_path(LateCx *l, Segs p, int ns, const Span *fsp, bool report, PartialRes *out) {
    memset(out, 0, sizeof *out);
    if (!p.n) return LPATH_FAILED_LAST;
    ParentScope ps = parent_scope(l);
    Segment *segs = to_segments(p);
    Finalize fin = {.node = p.s[p.n - 1].id, .path_span = fsp ? *fsp : p.span, .root_span = fsp ? *fsp : p.span,
                    .report_private = true};
    PathResult pr = rs_resolve_path(l->r, segs, p.n, ns, &ps, fsp ? &fin : NULL, NULL);
    LatePathKind k = LPATH_FAILED_LAST;
    switch (pr.kind) {
    case PR_MODULE:
        if (pr.module.kind == MOUR_MODULE) {
            out->base = rs_module_res(l->r, rs_module(l->r, pr.module.m));
            k = LPATH_MODULE;
        }
        break;
    case PR_NON_MODULE:
        *out = pr.pres;
        k = LPATH_OK;
        break;
    case PR_INDETERMINATE: break;
    case PR_FAILED:
        if (!pr.from_last_segment) {
            k = LPATH_FAILED;
            if (report && fsp) rs_report_failed_to_resolve(l->r, pr.span, &pr);
        }
        break;
    }
    rs_path_result_free(&pr);
    free(segs);
    return k;
}

char *late_path_failure_label(LateCx *l, Segs p, int ns, const Span *fsp) {
    if (!p.n) return NULL;
    ParentScope ps = parent_scope(l);
    Segment *segs = to_segments(p);
    Finalize fin = {.node = p.s[p.n - 1].id, .path_span = *fsp, .root_span = *fsp, .report_private = true};
    PathResult pr = rs_resolve_path(l->r, segs, p.n, ns, &ps, &fin, NULL);
    char *label = NULL;
    if (pr.kind == PR_FAILED && !pr.from_last_segment && pr.label) label = xstrdup(pr.label);
    rs_path_result_free(&pr);
    free(segs);
    return label;
}

void late_module_names(LateCx *l, ModuleId m, LateNameFn fn, void *arg) {
    if (!m) return;
    Module *mod = rs_module(l->r, m);
    for (uint32_t i = 0; i < mod->entries.len; i++) {
        const NameEntry *e = mod->entries.data[i];
        if (e->ident.name == SYM_underscore) continue;
        for (int ns = 0; ns < NS__COUNT; ns++) {
            const Binding *b = e->ns[ns].binding;
            if (b) fn(arg, e->ident.name, (Namespace)ns, rs_binding_res(b));
        }
    }
}

void late_prelude_names(LateCx *l, ModuleId m, LateNameFn fn, void *arg) {
    Module *mod = rs_module(l->r, m);
    if (mod->no_implicit_prelude) return;
    CrateData *cd = rs_crate(l->r, mod->krate);
    for (uint32_t i = 0; i < cd->extern_prelude_order.len; i++) {
        const ExternPreludeEntry *e = cd->extern_prelude_order.data[i];
        CrateNum k = e->krate != UINT32_MAX ? e->krate : rs_find_crate(l->r, mod->krate, e->name);
        if (k == UINT32_MAX || k >= l->r->crates.len) continue;
        fn(arg, e->name, NS_TYPE, rs_module_res(l->r, rs_module(l->r, rs_crate(l->r, k)->root)));
    }
    if (cd->prelude) late_module_names(l, cd->prelude, fn, arg);
}

bool late_module_is_normal(LateCx *l, ModuleId m) { return m && rs_module_is_normal(rs_module(l->r, m)); }

Span late_def_span(LateCx *l, DefId d) {
    if (!d.i) return (Span){0, 0};
    return res_def(l->r, d)->span;
}

Span late_head_span(LateCx *l, Span sp) { return rs_head_span(l->r, sp); }

bool late_as_macro(LateCx *l, const Path *path, Res *out) {
    if (!path->nsegs) return false;
    ParentScope ps = parent_scope(l);
    Res res = {.kind = RES_ERR};
    if (path->nsegs == 1) {
        /* rustc: any kind of macro, or a built-in attribute */
        ScopeSet ss = {.kind = SS_ALL, .ns = NS_MACRO, .is_import = false};
        Lookup lk = rs_early_resolve_ident(l->r, path->segs[0].ident, ss, &ps, NULL, true, NULL);
        if (lk.det != LK_OK || !lk.b) return false;
        res = rs_binding_res(lk.b);
    } else {
        Segs p = {path->segs, path->nsegs, path->span};
        Segment *segs = to_segments(p);
        PathResult pr = rs_resolve_path(l->r, segs, p.n, NS_MACRO, &ps, NULL, NULL);
        if (pr.kind == PR_NON_MODULE && pr.pres.unresolved == 0) res = pr.pres.base;
        rs_path_result_free(&pr);
        free(segs);
    }
    if (res.kind == RES_ERR) return false;
    *out = res;
    return true;
}

/* ---- import candidates (rustc's lookup_import_candidates) ---- */

typedef struct Work {
    ModuleId m;
    char *path;           /* "a::b" from the crate's root (malloc'd; "" at the root) */
    bool accessible;
} Work;
typedef VEC(Work) WorkVec;

/* An import of a variant (or its constructor), followed to its end. */
static bool possibly_imported_variant(const Resolver *r, const Binding *b) {
    while (b->kind == BK_IMPORT && b->target) b = b->target;
    Res res = rs_binding_res(b);
    if (res.kind != RES_DEF) return false;
    const DefData *d = res_def(r, res.def);
    return d->kind == DEF_VARIANT || (d->kind == DEF_CTOR && d->ctor_of == CTOR_OF_VARIANT);
}

static char *join_path(const char *a, const char *b) { return *a ? xasprintf("%s::%s", a, b) : xstrdup(b); }

static void candidates_from(LateCx *l, Ident lookup, Namespace want, LateResFilter f, const void *arg, ModuleId start,
                            Symbol crate_name, ImportCandVec *out) {
    Resolver *r = l->r;
    bool ed2018 = l->edition >= ED_2018;
    WorkVec work = {0}, via = {0};
    HashMap seen;
    hmap_init(&seen);
    Work w0 = {start, xstrdup(""), true};
    vec_push(&work, w0);
    uint32_t first = out->len;
    while (work.len || via.len) {
        Work w = work.len ? vec_pop(&work) : vec_pop(&via);
        Module *mod = rs_module(r, w.m);
        bool in_extern = mod->krate != l->krate;
        for (uint32_t i = 0; i < mod->entries.len; i++) {
            const NameEntry *e = mod->entries.data[i];
            for (int ns = 0; ns < NS__COUNT; ns++) {
                const Binding *b = e->ns[ns].binding;
                if (!b || !rs_binding_is_importable(r, b)) continue;
                bool acc = w.accessible && rs_is_accessible_from(r, b->vis, l->module);
                if (in_extern && !acc) continue;
                bool via_import = rs_binding_is_import(b) && !rs_binding_is_extern_crate(r, b);
                if (via_import && possibly_imported_variant(r, b)) continue;
                if (b->kind == BK_IMPORT && b->target && rs_is_accessible_from(r, b->target->vis, l->module) &&
                    !rs_is_accessible_from(r, b->vis, l->module))
                    continue;
                Res res = rs_binding_res(b);
                if (e->ident.name == lookup.name && ns == (int)want && w.m != l->module && e->ident.ctxt == 0 &&
                    f(l, arg, res)) {
                    char *p = join_path(w.path, sym_str(e->ident.name));
                    char *full = ed2018 ? xasprintf("%s::%s", sym_str(crate_name), p) : xstrdup(p);
                    free(p);
                    DefId did = {0};
                    if (res.kind == RES_DEF) {
                        did = res.def;
                        if (res_def(r, did)->kind == DEF_CTOR) did = res_def(r, did)->parent;
                    }
                    if (acc)
                        for (uint32_t k = first; k < out->len; k++)
                            if (out->data[k].did.i == did.i && !out->data[k].accessible) {
                                free(out->data[k].path);
                                memmove(&out->data[k], &out->data[k + 1], sizeof(ImportCand) * (out->len - k - 1));
                                out->len--;
                                break;
                            }
                    bool dup = false;
                    for (uint32_t k = first; k < out->len; k++)
                        if (out->data[k].did.i == did.i) dup = true;
                    if (!dup) {
                        ImportCand c = {.path = full, .descr = late_res_descr(l, res), .did = did, .accessible = acc};
                        vec_push(out, c);
                    } else {
                        free(full);
                    }
                }
                ModuleId sub = rs_binding_module(r, b);
                if (sub && !(rs_binding_is_extern_crate(r, b) && ed2018)) {
                    DefId md = res_module_def(r, sub);
                    bool fresh = true;
                    if (md.i) fresh = hmap_put(&seen, md.i, 1);
                    if (fresh) {
                        Work nw = {sub, join_path(w.path, sym_str(e->ident.name)), acc};
                        vec_push(via_import ? &via : &work, nw);
                    }
                }
            }
        }
        free(w.path);
    }
    vec_free(&work);
    vec_free(&via);
    hmap_free(&seen);
    /* Only the accessible ones, if there are any. */
    bool any_acc = false;
    for (uint32_t k = first; k < out->len; k++)
        if (out->data[k].accessible) any_acc = true;
    if (any_acc) {
        uint32_t j = first;
        for (uint32_t k = first; k < out->len; k++) {
            if (out->data[k].accessible) out->data[j++] = out->data[k];
            else free(out->data[k].path);
        }
        out->len = j;
    }
}

void late_import_candidates(LateCx *l, Ident lookup, Namespace ns, LateResFilter f, const void *arg,
                            ImportCandVec *out) {
    candidates_from(l, lookup, ns, f, arg, res_crate_root(l->r, l->krate), SYM_crate, out);
    if (l->edition < ED_2018) return;
    CrateData *cd = rs_crate(l->r, l->krate);
    for (uint32_t i = 0; i < cd->extern_prelude_order.len; i++) {
        const ExternPreludeEntry *e = cd->extern_prelude_order.data[i];
        CrateNum k = e->krate != UINT32_MAX ? e->krate : rs_find_crate(l->r, l->krate, e->name);
        if (k == UINT32_MAX || k >= l->r->crates.len || k == l->krate) continue;
        candidates_from(l, lookup, ns, f, arg, rs_crate(l->r, k)->root, e->name, out);
    }
}
