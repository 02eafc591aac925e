/* imports.c — import resolution (rustc's imports.rs): the name tables'
 * update rules (single imports and items shadow globs, two different
 * globs make an ambiguity that is an error only when used), glob
 * propagation through glob_importers, the fixed point the expander
 * drives (res_resolve_imports), and the final checks and errors
 * (res_finalize_imports: E0432, E0433, E0364/E0365, E0603, E0659...).
 *
 * Takes: imports from graph.c. Gives: bindings defined by imports, and
 * the diagnostics for the ones that fail.
 */
#include "resolve_priv.h"

/* ---- defining names ---- */

/* `pub use` of a private `extern crate` is allowed (with a lint). */
static bool pub_use_of_private_extern_crate_hack(const Import *imp, const Binding *b) {
    return imp->kind == IMP_SINGLE && b->kind == BK_IMPORT && b->import->kind == IMP_EXTERN_CRATE &&
           imp->vis == VIS_PUB;
}

Binding *rs_import_binding(Resolver *r, Binding *b, Import *imp) {
    Vis vis = rs_vis_is_at_least(r, b->vis, imp->vis) || pub_use_of_private_extern_crate_hack(imp, b) ? imp->vis
                                                                                                     : b->vis;
    if (imp->kind == IMP_GLOB && (vis == imp->vis || rs_vis_is_at_least(r, vis, imp->max_vis))) imp->max_vis = vis;
    Binding *ib = ARENA_NEW(&r->arena, Binding);
    ib->kind = BK_IMPORT;
    ib->import = imp;
    ib->target = b;
    ib->span = imp->span;
    ib->vis = vis;
    ib->expansion = imp->ps.expansion;
    return ib;
}

static Binding *ambiguity(Resolver *r, AmbiguityKind kind, Binding *primary, Binding *secondary) {
    Binding *b = ARENA_NEW(&r->arena, Binding);
    *b = *primary;
    b->ambiguity = secondary;
    b->amb_kind = (uint8_t)kind;
    return b;
}

/* rustc's NameResolution::binding: a glob binding does not count while
 * single imports may still shadow it. */
static Binding *nr_binding(const NameRes *nr) {
    if (!nr->binding) return NULL;
    if (!rs_binding_is_glob_import(nr->binding) || nr->singles.len == 0) return nr->binding;
    return NULL;
}

static void define_in_glob_importers(Resolver *r, Module *m, Ident key, Namespace ns, Binding *b);

/* Applies a change to a name's resolution; if the name became visible
 * (or changed), defines it in the module's glob importers. */
typedef enum UpdateKind { UPD_DEFINE, UPD_REMOVE_SINGLE } UpdateKind;

static Binding *try_define_in(Resolver *r, Module *m, NameRes *nr, Namespace ns, Binding *b) {
    Res res = rs_binding_res(b);
    Binding *old = nr->binding;
    if (!old) {
        nr->binding = b;
        return NULL;
    }
    if (res.kind == RES_ERR) return NULL;   /* keep real bindings over error recovery */
    bool old_glob = rs_binding_is_glob_import(old), new_glob = rs_binding_is_glob_import(b);
    if (old_glob && new_glob) {
        if (!rs_res_eq(res, rs_binding_res(old))) {
            nr->binding = ambiguity(r, AMB_GLOB_VS_GLOB, old, b);
        } else if (!rs_vis_is_at_least(r, old->vis, b->vis)) {
            /* The same item glob-imported with greater visibility. */
            nr->binding = b;
        }
    } else if (old_glob || new_glob) {
        Binding *glob = old_glob ? old : b, *nonglob = old_glob ? b : old;
        if (!rs_res_eq(rs_binding_res(glob), rs_binding_res(nonglob)) && ns == NS_MACRO && nonglob->expansion != 0)
            nr->binding = ambiguity(r, AMB_GLOB_VS_EXPANDED, nonglob, glob);
        else
            nr->binding = nonglob;
        nr->shadowed_glob = glob;
    } else {
        return old;
    }
    (void)m;
    return NULL;
}

Binding *rs_try_define(Resolver *r, Module *m, Ident key, Namespace ns, Binding *b) {
    if (!b->parent && b->kind == BK_RES) b->parent = m->id;
    NameEntry *e = rs_entry(r, m, key, true);
    NameRes *nr = &e->ns[ns];
    Binding *before = nr_binding(nr);
    Binding *conflict = try_define_in(r, m, nr, ns, b);
    Binding *after = nr_binding(nr);
    if (!before && after) define_in_glob_importers(r, m, e->ident, ns, after);
    return conflict;
}

static void remove_single(Resolver *r, Module *m, Ident key, Namespace ns, Import *imp) {
    NameEntry *e = rs_entry(r, m, key, false);
    if (!e) return;
    NameRes *nr = &e->ns[ns];
    Binding *before = nr_binding(nr);
    for (uint32_t i = 0; i < nr->singles.len; i++)
        if (nr->singles.data[i] == imp) {
            nr->singles.data[i] = nr->singles.data[--nr->singles.len];
            break;
        }
    Binding *after = nr_binding(nr);
    if (!before && after) define_in_glob_importers(r, m, e->ident, ns, after);
}

/* rustc's Span::reverse_glob_adjust: how a name defined in a module with
 * expansion `expn` is seen through a glob import with context glob_ctxt.
 * Returns false if it is not visible; *scope gets the def-site expansion
 * whose module privacy is checked from (0: the import's module). */
static bool reverse_glob_adjust(Resolver *r, uint32_t *ctxt, uint32_t expn, uint32_t glob_ctxt, uint32_t *scope) {
    uint32_t c = *ctxt;
    if (rs_adjust(r, &c, expn)) return false;
    uint32_t g = hyg_normalize_to_macros_2_0(r->hyg, glob_ctxt);
    uint32_t marks[64];
    Transparency ts[64];
    uint32_t n = 0;
    while (n < 64) {
        uint32_t outer = hyg_outer_expn(r->hyg, g);
        if (hyg_expn_is_descendant_of(r->hyg, expn, outer)) break;
        ts[n] = hyg_outer_transparency(r->hyg, g);
        marks[n++] = rs_remove_mark(r, &g);
    }
    *scope = n ? marks[n - 1] : 0;
    while (n--) c = hyg_apply_mark(r->hyg, c, marks[n], ts[n]);
    *ctxt = c;
    return true;
}

static void define_in_glob_importers(Resolver *r, Module *m, Ident key, Namespace ns, Binding *b) {
    for (uint32_t i = 0; i < m->glob_importers.len; i++) {
        Import *imp = m->glob_importers.data[i];
        Ident k = key;
        uint32_t def = 0;
        if ((k.ctxt & 0x80000000u) == 0) {
            if (!reverse_glob_adjust(r, &k.ctxt, m->expansion, imp->ctxt, &def)) continue;
        }
        ModuleId scope = def ? rs_expn_def_scope(r, def) : imp->ps.module;
        if (!rs_is_accessible_from(r, b->vis, scope)) continue;
        Binding *ib = rs_import_binding(r, b, imp);
        rs_try_define(r, rs_module(r, imp->ps.module), k, ns, ib);
    }
}

/* ---- adding imports ---- */

void rs_add_import(Resolver *r, Import *imp) {
    vec_push(&r->imports, imp);
    vec_push(&r->indeterminate, imp);
    Module *m = rs_module(r, imp->ps.module);
    if (imp->kind == IMP_SINGLE) {
        if (imp->target.name == SYM_underscore) return;
        Ident key = rs_key_ident(r, imp->target);
        NameEntry *e = rs_entry(r, m, key, true);
        for (int ns = 0; ns < NS__COUNT; ns++) {
            if (imp->type_ns_only && ns != NS_TYPE) continue;
            vec_push(&e->ns[ns].singles, imp);
        }
    } else if (imp->kind == IMP_GLOB && !imp->is_prelude) {
        vec_push(&m->globs, imp);
    }
}

/* ---- uses (for ambiguity errors) ---- */

void rs_record_use(Resolver *r, Ident ident, Binding *b, bool is_lexical_scope) {
    for (uint32_t guard = 0; b && guard < 1000; guard++) {
        if (b->ambiguity) {
            AmbiguityError e = {.kind = b->amb_kind, .ident = ident, .b1 = b, .b2 = b->ambiguity};
            vec_push(&r->ambiguity_errors, e);
        }
        if (b->kind != BK_IMPORT) return;
        (void)is_lexical_scope;
        b->used = true;
        b->import->used = true;
        if (b->import->kind == IMP_GLOB && rs_module(r, b->import->ps.module)->krate == LOCAL_CRATE)
            hmap_put(&r->glob_used_names, ident.name, 1);
        b = b->target;
    }
}

/* ---- one import ---- */

static void resolve_glob_import(Resolver *r, Import *imp) {
    if (imp->imported.kind != MOUR_MODULE) {
        diag_emit(diag_error(r->dc, DC_NONE, imp->span, "cannot glob-import all possible crates"));
        return;
    }
    Module *m = rs_module(r, imp->imported.m);
    if (rs_module_is_trait(m)) {
        diag_emit(diag_error(r->dc, DC_NONE, imp->span, "items in traits are not importable"));
        return;
    }
    if (m->id == imp->ps.module) return;
    if (imp->is_prelude) {
        rs_crate(r, rs_module(r, imp->ps.module)->krate)->prelude = m->id;
        return;
    }
    vec_push(&m->glob_importers, imp);
    /* Snapshot: defining in the importer may add names to m (glob cycles). */
    uint32_t n = m->entries.len;
    NameEntry **snap = xmalloc(sizeof(NameEntry *) * (n ? n : 1));
    if (n) memcpy(snap, m->entries.data, sizeof(NameEntry *) * n);   /* an empty module has no array */
    Module *dst = rs_module(r, imp->ps.module);
    for (uint32_t i = 0; i < n; i++) {
        NameEntry *e = snap[i];
        for (int ns = 0; ns < NS__COUNT; ns++) {
            Binding *b = nr_binding(&e->ns[ns]);
            if (!b) continue;
            Ident k = e->ident;
            uint32_t def = 0;
            if ((k.ctxt & 0x80000000u) == 0 && !reverse_glob_adjust(r, &k.ctxt, m->expansion, imp->ctxt, &def))
                continue;
            ModuleId scope = def ? rs_expn_def_scope(r, def) : imp->ps.module;
            if (!rs_is_accessible_from(r, b->vis, scope)) continue;
            rs_try_define(r, dst, k, (Namespace)ns, rs_import_binding(r, b, imp));
        }
    }
    free(snap);
}

/* Returns true when the import's resolution is determined. */
static bool resolve_import(Resolver *r, Import *imp) {
    if (imp->imported.kind == MOUR_NONE) {
        /* While its own path resolves, the import defines nothing. */
        Vis orig = imp->vis;
        imp->vis = VIS_INVISIBLE;
        PathResult pr = rs_resolve_path(r, imp->path, imp->npath, -1, &imp->ps, NULL, NULL);
        imp->vis = orig;
        uint8_t kind = pr.kind;
        Mour mod = pr.module;
        rs_path_result_free(&pr);
        if (kind == PR_INDETERMINATE) return false;
        if (kind != PR_MODULE) return true;
        imp->imported = mod;
    }
    if (imp->kind == IMP_GLOB) {
        resolve_glob_import(r, imp);
        return true;
    }
    bool indeterminate = false;
    Module *parent = rs_module(r, imp->ps.module);
    for (int ns = 0; ns < NS__COUNT; ns++) {
        if (imp->type_ns_only && ns != NS_TYPE) continue;
        if (imp->src[ns].det != LK_UNDET) continue;
        Vis orig = imp->vis;
        imp->vis = VIS_INVISIBLE;
        Lookup lk = rs_resolve_ident_in_module(r, imp->imported, imp->source, (Namespace)ns, &imp->ps, NULL, NULL);
        imp->vis = orig;
        imp->src[ns] = lk;
        if (lk.det == LK_UNDET) {
            indeterminate = true;
        } else if (lk.det == LK_DET && imp->target.name == SYM_underscore) {
            /* never added */
        } else if (lk.det == LK_OK && rs_binding_is_importable(r, lk.b)) {
            Binding *ib = rs_import_binding(r, lk.b, imp);
            imp->tgt[ns] = ib;
            rs_define(r, parent, imp->target, (Namespace)ns, ib);
        } else {
            if (lk.det == LK_OK) {
                Diag *d = diag_error(r->dc, DC_E0253, imp->span, "`%s` is not directly importable",
                                     sym_str(imp->target.name));
                diag_label(d, imp->span, true, "cannot be imported directly");
                diag_emit(d);
            }
            if (imp->target.name != SYM_underscore)
                remove_single(r, parent, rs_key_ident(r, imp->target), (Namespace)ns, imp);
        }
    }
    return !indeterminate;
}

bool res_resolve_imports(Resolver *r) {
    bool changed = false;
    uint32_t prev = r->indeterminate.len + 1;
    while (r->indeterminate.len && r->indeterminate.len < prev) {
        prev = r->indeterminate.len;
        uint32_t n = r->indeterminate.len;
        Import **batch = xmalloc(sizeof(Import *) * n);
        memcpy(batch, r->indeterminate.data, sizeof(Import *) * n);
        r->indeterminate.len = 0;
        for (uint32_t i = 0; i < n; i++) {
            if (resolve_import(r, batch[i])) {
                changed = true;
                vec_push(&r->determined, batch[i]);
            } else {
                vec_push(&r->indeterminate, batch[i]);
            }
        }
        free(batch);
    }
    return changed;
}

/* ---- finalization ---- */

typedef struct UnresolvedImportError {
    Span span;
    char *label;
    char *note;
    char *sugg_msg, *sugg_text;   /* a suggestion at sugg_span, or (text NULL) a help */
    Span sugg_span;
    char *path;
} UnresolvedImportError;

static void uie_free(UnresolvedImportError *e) {
    free(e->label);
    free(e->note);
    free(e->sugg_msg);
    free(e->sugg_text);
    free(e->path);
}

/* rustc's import_path_to_string. */
static char *import_path_to_string(const Import *imp, Span span) {
    StrBuf sb = {0};
    const Segment *p = imp->path;
    uint32_t n = imp->npath;
    bool global = n && p[0].ident.name == SYM_PathRoot;
    int pos = -1;
    for (uint32_t i = 0; i < n; i++)
        if (p[i].ident.span.lo == span.lo && p[i].ident.span.hi == span.hi && p[i].ident.name != SYM_PathRoot) {
            pos = (int)i;
            break;
        }
    uint32_t start = global ? 1 : 0;
    if (pos >= 0) {
        rs_print_segments(&sb, p + start, (uint32_t)pos + 1 - start);
    } else {
        rs_print_segments(&sb, p + start, n - start);
        if (n - start) sb_puts(&sb, "::");
        switch (imp->kind) {
        case IMP_SINGLE: sb_puts(&sb, sym_str(imp->source.name)); break;
        case IMP_GLOB: sb_puts(&sb, "*"); break;
        case IMP_EXTERN_CRATE: sb_puts(&sb, "<extern crate>"); break;
        case IMP_MACRO_USE: sb_puts(&sb, "#[macro_use]"); break;
        }
    }
    char *s = xstrdup(sb_cstr(&sb));
    sb_free(&sb);
    return s;
}

static void throw_unresolved_import_error(Resolver *r, UnresolvedImportError *errs, uint32_t n) {
    if (!n) return;
    StrBuf msg = {0};
    sb_printf(&msg, "unresolved import%s ", n == 1 ? "" : "s");
    for (uint32_t i = 0; i < n; i++) sb_printf(&msg, "%s`%s`", i ? ", " : "", errs[i].path);
    Diag *d = diag_error(r->dc, DC_E0432, errs[0].span, "%s", sb_cstr(&msg));
    sb_free(&msg);
    for (uint32_t i = 1; i < n; i++) diag_label(d, errs[i].span, true, NULL);
    if (errs[n - 1].note) diag_note(d, "%s", errs[n - 1].note);
    for (uint32_t i = 0; i < n && i < 10; i++) {
        if (errs[i].label) diag_label(d, errs[i].span, true, "%s", errs[i].label);
        if (errs[i].sugg_msg) {
            if (!errs[i].sugg_text) {
                diag_help(d, "%s", errs[i].sugg_msg);
                continue;
            }
            DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_CODE, APP_MAYBE_INCORRECT, "%s", errs[i].sugg_msg);
            diag_sugg_part(s, errs[i].sugg_span, errs[i].sugg_text);
        }
    }
    diag_emit(d);
}

static void import_dummy_binding(Resolver *r, Import *imp) {
    if (imp->kind != IMP_SINGLE) return;
    for (int ns = 0; ns < NS__COUNT; ns++)
        if (imp->tgt[ns]) return;
    Binding *db = rs_import_binding(r, r->dummy, imp);
    Module *m = rs_module(r, imp->ps.module);
    for (int ns = 0; ns < NS__COUNT; ns++) rs_try_define(r, m, rs_key_ident(r, imp->target), (Namespace)ns, db);
}

/* The names of a module (for "a similar name exists"), excluding `skip`. */
static Symbol *module_names(Resolver *r, Module *m, Symbol skip, uint32_t *n) {
    Symbol *out = xmalloc(sizeof(Symbol) * (m->entries.len + 1));
    uint32_t k = 0;
    for (uint32_t i = 0; i < m->entries.len; i++) {
        NameEntry *e = m->entries.data[i];
        if (e->ident.name == skip) continue;
        bool any = false;
        for (int ns = 0; ns < NS__COUNT && !any; ns++) {
            NameRes *nr = &e->ns[ns];
            if (nr->binding) {
                Binding *b = nr->binding;
                if (b->kind == BK_IMPORT && b->target->kind == BK_RES && b->target->res.kind == RES_ERR) continue;
                any = true;
            } else if (nr->singles.len) {
                any = true;
            }
        }
        if (any) out[k++] = e->ident.name;
    }
    *n = k;
    (void)r;
    return out;
}

static bool finalize_import(Resolver *r, Import *imp, UnresolvedImportError *err) {
    memset(err, 0, sizeof *err);
    if (imp->kind == IMP_EXTERN_CRATE || imp->kind == IMP_MACRO_USE) return false;
    Vis orig = imp->vis;
    imp->vis = VIS_INVISIBLE;
    Binding *ignore = imp->kind == IMP_SINGLE ? imp->tgt[NS_TYPE] : NULL;
    uint32_t amb_before = r->ambiguity_errors.len;
    Finalize fin = {.node = imp->root_id, .path_span = imp->span, .root_span = imp->root_span, .report_private = true};
    PathResult pr = rs_resolve_path(r, imp->path, imp->npath, -1, &imp->ps, &fin, ignore);
    bool no_ambiguity = r->ambiguity_errors.len == amb_before;
    imp->vis = orig;
    Mour module = {0};
    switch (pr.kind) {
    case PR_MODULE:
        module = pr.module;
        if (imp->imported.kind == MOUR_NONE && r->privacy_errors.len == 0) {
            Diag *d = diag_error(r->dc, DC_NONE, imp->span, "cannot determine resolution for the import");
            diag_note(d, "import resolution is stuck, try simplifying other imports");
            diag_emit(d);
        }
        break;
    case PR_FAILED:
        if (no_ambiguity) {
            if (!pr.from_last_segment) {
                rs_report_failed_to_resolve(r, pr.span, &pr);
            } else {
                err->span = pr.span;
                err->label = pr.label;
                pr.label = NULL;
                err->sugg_msg = pr.sugg_msg;
                err->sugg_text = pr.sugg_text;
                err->sugg_span = pr.sugg_span;
                pr.sugg_msg = pr.sugg_text = NULL;
                rs_path_result_free(&pr);
                return true;
            }
        }
        rs_path_result_free(&pr);
        return false;
    default: rs_path_result_free(&pr); return false;
    }
    rs_path_result_free(&pr);

    if (imp->kind == IMP_GLOB) {
        if (module.kind == MOUR_MODULE && module.m == imp->ps.module) {
            err->span = imp->span;
            err->label = xstrdup("cannot glob-import a module into itself");
            return true;
        }
        return false;
    }

    bool all_ns_err = true;
    for (int ns = 0; ns < NS__COUNT; ns++) {
        if (imp->type_ns_only && ns != NS_TYPE) continue;
        imp->vis = VIS_INVISIBLE;
        Finalize f2 = fin;
        f2.report_private = false;
        Lookup lk = rs_resolve_ident_in_module(r, module, imp->source, (Namespace)ns, &imp->ps, &f2, imp->tgt[ns]);
        imp->vis = orig;
        if (lk.det == LK_OK && imp->src[ns].det == LK_OK) all_ns_err = false;
        else if (lk.det == LK_OK && imp->src[ns].det != LK_OK && rs_binding_res(lk.b).kind != RES_ERR &&
                 r->ambiguity_errors.len == 0 && r->privacy_errors.len == 0) {
            Diag *d = diag_error(r->dc, DC_NONE, imp->span, "cannot determine resolution for the import");
            diag_note(d, "import resolution is stuck, try simplifying other imports");
            diag_emit(d);
        }
    }

    if (all_ns_err) {
        bool all_failed = true;
        for (int ns = 0; ns < NS__COUNT; ns++) {
            if (imp->type_ns_only && ns != NS_TYPE) continue;
            Lookup lk = rs_resolve_ident_in_module(r, module, imp->source, (Namespace)ns, &imp->ps, &fin, NULL);
            if (lk.det == LK_OK) all_failed = false;
        }
        if (!all_failed) return false;   /* a privacy error was recorded */
        err->span = imp->span;
        StrBuf sb = {0};
        if (module.kind == MOUR_MODULE) {
            Module *m = rs_module(r, module.m);
            char *ms = rs_module_to_string(r, m);
            if (ms) sb_printf(&sb, "no `%s` in `%s`", sym_str(imp->source.name), ms);
            else sb_printf(&sb, "no `%s` in the root", sym_str(imp->source.name));
            free(ms);
            uint32_t nn;
            Symbol *names = module_names(r, m, imp->source.name, &nn);
            Symbol best = rs_best_match(names, nn, imp->source.name);
            free(names);
            if (best) {
                err->sugg_msg = xstrdup("a similar name exists in the module");
                err->sugg_text = xstrdup(sym_str(best));
                err->sugg_span = imp->source.span;
            }
        } else if (!rs_is_path_segment_keyword(imp->source.name)) {
            sb_printf(&sb, "no external crate `%s`", sym_str(imp->source.name));
        } else {
            sb_printf(&sb, "no `%s` in the root", sym_str(imp->source.name));
        }
        err->label = xstrdup(sb_cstr(&sb));
        sb_free(&sb);
        return true;
    }

    /* Re-exports must not be more visible than what they re-export. */
    bool any_ok = false, crate_private = false;
    int bad_ns = -1;
    Binding *bad = NULL;
    for (int ns = 0; ns < NS__COUNT; ns++) {
        if (imp->src[ns].det != LK_OK) continue;
        Binding *b = imp->src[ns].b;
        if (!rs_vis_is_at_least(r, b->vis, imp->vis)) {
            bad_ns = ns;
            bad = b;
            if (b->vis != VIS_PUB && b->vis != VIS_INVISIBLE && !rs_module(r, b->vis)->parent) crate_private = true;
        } else {
            any_ok = true;
        }
    }
    if (!any_ok && bad) {
        const char *name = sym_str(imp->source.name);
        if (pub_use_of_private_extern_crate_hack(imp, bad)) {
            /* a lint in rustc (pub_use_of_private_extern_crate) */
        } else if (bad_ns == NS_TYPE) {
            Diag *d = crate_private
                          ? diag_error(r->dc, DC_E0365, imp->span,
                                       "`%s` is only public within the crate, and cannot be re-exported outside", name)
                          : diag_error(r->dc, DC_E0365, imp->span, "`%s` is private, and cannot be re-exported", name);
            diag_label(d, imp->span, true, crate_private ? "re-export of crate public `%s`" : "re-export of private `%s`",
                       name);
            diag_note(d, "consider declaring type or module `%s` with `pub`", name);
            diag_emit(d);
        } else {
            Diag *d = crate_private
                          ? diag_error(r->dc, DC_E0364, imp->span,
                                       "`%s` is only public within the crate, and cannot be re-exported outside", name)
                          : diag_error(r->dc, DC_E0364, imp->span, "`%s` is private, and cannot be re-exported", name);
            Res res = rs_binding_res(bad);
            MacroData *md = res.kind == RES_DEF ? res_macro_data(r, res.def) : NULL;
            if (md && md->macro_rules)
                diag_span_help(d, bad->span, "consider adding a `#[macro_export]` to the macro in the imported module");
            else
                diag_span_note(d, imp->span, "consider marking `%s` as `pub` in the imported module", name);
            diag_emit(d);
        }
    }
    /* Record what the import names, for later phases. */
    for (int ns = 0; ns < NS__COUNT; ns++)
        if (imp->src[ns].det == LK_OK && imp->id.i && !res_path_res(r, imp->id).base.kind)
            res_record_path_res(r, imp->id, (PartialRes){.base = rs_binding_res(imp->src[ns].b)});
    return false;
}

void res_finalize_imports(Resolver *r, CrateNum c) {
    if (c == LOCAL_CRATE) r->late_phase = true;
    /* Imports of crate c: the determined ones in the order they were
     * determined, then the others (rustc's order). */
    HashMap indet = {0};
    for (uint32_t j = 0; j < r->indeterminate.len; j++) hmap_put(&indet, (uint64_t)(uintptr_t)r->indeterminate.data[j], 1);
    VEC(Import *) order = {0};
    for (uint32_t i = 0; i < r->determined.len; i++)
        if (r->determined.data[i]->ps.krate == c && !r->determined.data[i]->finalized) vec_push(&order, r->determined.data[i]);
    for (uint32_t i = 0; i < r->indeterminate.len; i++)
        if (r->indeterminate.data[i]->ps.krate == c && !r->indeterminate.data[i]->finalized)
            vec_push(&order, r->indeterminate.data[i]);

    VEC(UnresolvedImportError) errors = {0};
    HashMap seen_spans = {0};
    uint32_t prev_root = 0;
    for (uint32_t i = 0; i < order.len; i++) {
        Import *imp = order.data[i];
        imp->finalized = true;
        uint64_t tmp;
        bool is_indet = hmap_get(&indet, (uint64_t)(uintptr_t)imp, &tmp);
        UnresolvedImportError err;
        bool has_err = finalize_import(r, imp, &err);
        import_dummy_binding(r, imp);
        if (has_err) {
            if (imp->kind == IMP_SINGLE && imp->source.name == SYM_self && imp->src[NS_VALUE].det == LK_DET) {
                uie_free(&err);
                continue;
            }
            if (prev_root && prev_root != imp->root_id.i && errors.len) {
                throw_unresolved_import_error(r, errors.data, errors.len);
                for (uint32_t k = 0; k < errors.len; k++) uie_free(&errors.data[k]);
                errors.len = 0;
            }
            uint64_t key = ((uint64_t)err.span.lo << 32) | err.span.hi;
            if (hmap_put(&seen_spans, key, 1)) {
                err.path = import_path_to_string(imp, err.span);
                vec_push(&errors, err);
                prev_root = imp->root_id.i;
            } else {
                uie_free(&err);
            }
        } else if (is_indet) {
            UnresolvedImportError e2 = {.span = imp->span, .path = import_path_to_string(imp, imp->span)};
            if (strstr(e2.path, "::")) vec_push(&errors, e2);
            else uie_free(&e2);
        }
    }
    throw_unresolved_import_error(r, errors.data, errors.len);
    for (uint32_t k = 0; k < errors.len; k++) uie_free(&errors.data[k]);
    vec_free(&errors);
    hmap_free(&seen_spans);
    hmap_free(&indet);
    vec_free(&order);
    /* The crate's imports are final: drop them from the queue, and its
     * globs will define no more names. */
    uint32_t k = 0;
    for (uint32_t j = 0; j < r->indeterminate.len; j++)
        if (r->indeterminate.data[j]->ps.krate != c) r->indeterminate.data[k++] = r->indeterminate.data[j];
    r->indeterminate.len = k;
    k = 0;
    for (uint32_t j = 0; j < r->determined.len; j++)
        if (r->determined.data[j]->ps.krate != c) r->determined.data[k++] = r->determined.data[j];
    r->determined.len = k;
    for (uint32_t m = 1; m < r->modules.len; m++)
        if (r->modules.data[m]->krate == c) r->modules.data[m]->globs.len = 0;
    rs_finalize_macro_resolutions(r, c);
    rs_crate(r, c)->finalized = true;
    rs_fix_block_item_parents(r, rs_crate(r, c)->ast);
    /* rustc reports these after late resolution; until the driver calls
     * res_report_errors there, the ones found so far go out now. */
    res_report_errors(r);
}

void res_report_errors(Resolver *r) {
    for (uint32_t i = 0; i < r->ambiguity_errors.len; i++) rs_report_ambiguity(r, &r->ambiguity_errors.data[i]);
    r->ambiguity_errors.len = 0;
    for (uint32_t i = 0; i < r->privacy_errors.len; i++) {
        PrivacyError *e = &r->privacy_errors.data[i];
        uint64_t key = ((uint64_t)e->dedup_span.lo << 32) | e->dedup_span.hi;
        if (hmap_put(&r->reported_privacy, key, 1)) rs_report_privacy(r, e);
    }
    r->privacy_errors.len = 0;
}
