/* graph.c — the reduced graph (rustc's build_reduced_graph and
 * def_collector): DefIds and module name-table entries for the items of
 * each fragment the expander hands over, `use` trees turned into imports,
 * `extern crate`, macro definitions (macro_rules! with their textual
 * scopes, `macro` 2.0, #[macro_export], #[rustc_builtin_macro]) and the
 * anonymous modules of blocks.
 *
 * Takes: items with their ParentScope (expander). Gives: definitions,
 * bindings in modules (via rs_define), imports queued for imports.c.
 */
#include "resolve_priv.h"

/* ---- attributes ---- */

static const Attr *find_attr(const AttrList *attrs, Symbol name) {
    for (uint32_t i = 0; i < attrs->len; i++)
        if (meta_attr_name(&attrs->data[i]) == name) return &attrs->data[i];
    return NULL;
}

static Symbol sym_cached(Symbol *cache, const char *s) {
    if (!*cache) *cache = sym_cstr(s);
    return *cache;
}

/* ---- defining names ---- */

void rs_define(Resolver *r, Module *parent, Ident ident, Namespace ns, Binding *b) {
    Ident key = rs_key_ident(r, ident);
    Binding *old = rs_try_define(r, parent, key, ns, b);
    if (old) rs_report_conflict(r, parent, ident, ns, b, old);
}

static Binding *def_binding(Resolver *r, DefId d, Vis vis, Span span, uint32_t expansion) {
    return rs_new_binding(r, rs_res_def(d), vis, span, expansion);
}

static CrateNum scope_crate(const Resolver *r, const ParentScope *ps) { return rs_module(r, ps->module)->krate; }

/* The DefId that items of module m are children of: the module's own
 * def, or for a block, the def of the module around it (items in bodies
 * get their owning item as parent in res_finalize_imports). */
static DefId module_owner_def(const Resolver *r, ModuleId m) {
    while (m) {
        const Module *mod = rs_module(r, m);
        if (mod->kind == MOD_DEF) return mod->def;
        m = mod->parent;
    }
    return (DefId){0};
}

/* ---- visibilities ---- */

static void vis_error_failed(Resolver *r, PathResult *pr) { rs_report_failed_to_resolve(r, pr->span, pr); }

Vis rs_resolve_visibility(Resolver *r, const ParentScope *ps, const Visibility *v, bool report) {
    Module *pm = rs_module(r, ps->module);
    switch (v->kind) {
    case VIS_PUBLIC: return VIS_PUB;
    case VIS_CRATE_SUGAR: return rs_vis_crate(r, pm->krate);
    case VIS_INHERITED:
        if (pm->kind == MOD_DEF && (pm->def_kind == DEF_ENUM || pm->def_kind == DEF_TRAIT))
            return r->def_vis.data[pm->def.i];
        return rs_nearest_parent_mod(r, pm->id);
    case VIS_RESTRICTED: break;
    }
    const Path *path = &v->path;
    if (path->nsegs == 0) return VIS_PUB;
    uint32_t n;
    Segment *segs0 = rs_path_segments(r, path, &n);
    Ident first = segs0[0].ident;
    Segment *segs = segs0;
    if (!rs_is_path_segment_keyword(first.name)) {
        if (rs_ctxt_edition(r, first.ctxt, pm->krate) == ED_2015) {
            segs = xmalloc(sizeof(Segment) * (n + 1));
            segs[0] = (Segment){.ident = {.name = SYM_PathRoot, .ctxt = first.ctxt, .span = {path->span.lo, path->span.lo}}};
            memcpy(segs + 1, segs0, sizeof(Segment) * n);
            n++;
        } else {
            if (report) {
                Diag *d = diag_error(r->dc, DC_NONE, first.span,
                                     "relative paths are not supported in visibilities in 2018 edition or later");
                StrBuf sb = {0};
                sb_puts(&sb, "crate::");
                ast_print_path(&sb, path);
                diag_suggest(d, path->span, sb_cstr(&sb), APP_MAYBE_INCORRECT, "try");
                sb_free(&sb);
                diag_emit(d);
            }
            free(segs0);
            return VIS_PUB;
        }
    }
    Finalize fin = {.node = v->id, .path_span = path->span, .root_span = path->span, .report_private = true};
    PathResult pr = rs_resolve_path(r, segs, n, NS_TYPE, ps, report ? &fin : NULL, NULL);
    Vis result = VIS_PUB;
    bool bad = true;
    const char *found_descr = NULL;
    switch (pr.kind) {
    case PR_MODULE:
        if (pr.module.kind == MOUR_MODULE) {
            Module *m = rs_module(r, pr.module.m);
            if (rs_module_is_normal(m)) {
                if (rs_is_accessible_from(r, m->id, ps->module)) {
                    result = m->id;
                    bad = false;
                } else if (report) {
                    diag_emit(diag_error(r->dc, DC_E0742, path->span,
                                         "visibilities can only be restricted to ancestor modules"));
                }
            } else {
                found_descr = rs_res_descr(r, rs_module_res(r, m));
            }
        } else if (report) {
            diag_emit(diag_error(r->dc, DC_NONE, path->span, "visibility must resolve to a module"));
        }
        break;
    case PR_NON_MODULE: found_descr = rs_res_descr(r, pr.pres.base); break;
    case PR_FAILED:
        if (report) vis_error_failed(r, &pr);
        break;
    case PR_INDETERMINATE:
        if (report)
            diag_emit(diag_error(r->dc, DC_E0578, path->span, "cannot determine resolution for the visibility"));
        break;
    }
    if (found_descr && report) {
        StrBuf sb = {0};
        rs_print_segments(&sb, segs, n);
        Diag *d = diag_error(r->dc, DC_E0577, path->span, "expected module, found %s `%s`", found_descr, sb_cstr(&sb));
        diag_label(d, path->span, true, "not a module");
        diag_emit(d);
        sb_free(&sb);
    }
    rs_path_result_free(&pr);
    if (segs != segs0) free(segs);
    free(segs0);
    return bad ? VIS_PUB : result;
}

static void set_vis(Resolver *r, DefId d, Vis v) { r->def_vis.data[d.i] = v; }

/* ---- generic parameters ---- */

static void define_generics(Resolver *r, CrateNum c, DefId owner, Generics *g) {
    for (uint32_t i = 0; i < g->params.len; i++) {
        GenericParam *p = &g->params.data[i];
        if (res_def_of_node(r, p->id).i) continue;
        DefKind k = p->kind == GP_LIFETIME ? DEF_LIFETIME_PARAM : p->kind == GP_CONST ? DEF_CONST_PARAM
                                                                                       : DEF_TY_PARAM;
        rs_new_def(r, k, c, p->ident.name, owner, p->id, p, p->span);
    }
}

static Generics *item_generics(Item *it) {
    switch (it->kind) {
    case ITEM_FN: return &it->fn.generics;
    case ITEM_TY_ALIAS: return &it->ty_alias.generics;
    case ITEM_ENUM: return &it->enum_.generics;
    case ITEM_STRUCT:
    case ITEM_UNION: return &it->struct_.generics;
    case ITEM_TRAIT: return &it->trait.generics;
    case ITEM_TRAIT_ALIAS: return &it->trait_alias.generics;
    case ITEM_IMPL: return &it->impl.generics;
    default: return NULL;
    }
}

/* ---- fields, variants, constructors ---- */

static bool has_non_exhaustive(const AttrList *attrs) {
    static Symbol s;
    return find_attr(attrs, sym_cached(&s, "non_exhaustive")) != NULL;
}

/* Defines the fields of a struct/union/variant; returns the least
 * visibility among them (for the constructor). */
static Vis define_fields(Resolver *r, const ParentScope *ps, DefId owner, VariantData *vd, Vis ctor_vis) {
    CrateNum c = scope_crate(r, ps);
    for (uint32_t i = 0; i < vd->fields.len; i++) {
        FieldDef *f = &vd->fields.data[i];
        if (res_def_of_node(r, f->id).i) continue;
        Symbol name = f->has_ident ? f->ident.name : 0;
        if (!name) {
            char buf[16];
            snprintf(buf, sizeof buf, "%u", i);
            name = sym_cstr(buf);
        }
        DefId d = rs_new_def(r, DEF_FIELD, c, name, owner, f->id, f, f->span);
        Vis v = rs_resolve_visibility(r, ps, &f->vis, true);
        set_vis(r, d, v);
        if (rs_vis_is_at_least(r, ctor_vis, v)) ctor_vis = v;
    }
    return ctor_vis;
}

static void define_variant(Resolver *r, const ParentScope *ps, Module *enum_mod, Variant *v) {
    CrateNum c = enum_mod->krate;
    DefId d = rs_new_def(r, DEF_VARIANT, c, v->ident.name, enum_mod->def, v->id, v, v->span);
    Vis vis = rs_resolve_visibility(r, &(ParentScope){.module = enum_mod->id, .expansion = ps->expansion}, &v->vis,
                                    true);
    set_vis(r, d, vis);
    rs_define(r, enum_mod, v->ident, NS_TYPE, def_binding(r, d, vis, v->span, ps->expansion));
    Vis ctor_vis = vis;
    if (vis == VIS_PUB && has_non_exhaustive(&v->attrs)) ctor_vis = rs_vis_crate(r, c);
    ParentScope fps = *ps;
    fps.module = enum_mod->id;
    if (v->data.kind == VD_STRUCT) {
        /* Braced variants reserve the value name too (rustc's fictive
         * constructor); late resolution reports uses of it. */
        define_fields(r, &fps, d, &v->data, ctor_vis);
        rs_define(r, enum_mod, v->ident, NS_VALUE, def_binding(r, d, ctor_vis, v->span, ps->expansion));
        return;
    }
    DefId ctor = rs_new_def(r, DEF_CTOR, c, v->ident.name, d, v->data.ctor_id, v, v->span);
    r->defs.data[ctor.i].ctor_of = CTOR_OF_VARIANT;
    r->defs.data[ctor.i].ctor_kind = v->data.kind == VD_TUPLE ? CTOR_FN : CTOR_CONST;
    define_fields(r, &fps, d, &v->data, ctor_vis);
    set_vis(r, ctor, ctor_vis);
    rs_define(r, enum_mod, v->ident, NS_VALUE, def_binding(r, ctor, ctor_vis, v->span, ps->expansion));
}

static void define_struct(Resolver *r, const ParentScope *ps, Module *parent, Item *it, DefId d, Vis vis) {
    CrateNum c = parent->krate;
    rs_define(r, parent, it->ident, NS_TYPE, def_binding(r, d, vis, it->span, ps->expansion));
    VariantData *vd = &it->struct_.data;
    Vis ctor_vis = vis;
    if (vis == VIS_PUB && has_non_exhaustive(&it->attrs)) ctor_vis = rs_vis_crate(r, c);
    ctor_vis = define_fields(r, ps, d, vd, ctor_vis);
    if (it->kind == ITEM_STRUCT && vd->kind != VD_STRUCT) {
        DefId ctor = rs_new_def(r, DEF_CTOR, c, it->ident.name, d, vd->ctor_id, it, it->span);
        r->defs.data[ctor.i].ctor_of = CTOR_OF_STRUCT;
        r->defs.data[ctor.i].ctor_kind = vd->kind == VD_TUPLE ? CTOR_FN : CTOR_CONST;
        set_vis(r, ctor, ctor_vis);
        rs_define(r, parent, it->ident, NS_VALUE, def_binding(r, ctor, ctor_vis, it->span, ps->expansion));
    }
}

/* ---- associated and foreign items ---- */

/* May an attribute of the item be an attribute macro (not a doc comment,
 * a built-in attribute or a tool's)? Then the item is the macro's input:
 * the expander defines what the macro gives back (or the item itself,
 * once the attribute turns out to be inert). */
static bool may_have_attr_macro(const Item *it) {
    for (uint32_t i = 0; i < it->attrs.len; i++) {
        const Attr *a = &it->attrs.data[i];
        if (a->is_doc_comment || a->style == ATTR_INNER || !a->path.nsegs) continue;
        Symbol n = a->path.segs[0].ident.name;
        if (a->path.nsegs == 1 && attr_is_builtin(n)) continue;
        if (a->path.nsegs > 1 && attr_is_tool(n)) continue;
        return true;
    }
    return false;
}

static void define_assoc(Resolver *r, const ParentScope *ps, Item *owner, DefId owner_def, Item *it) {
    if (it->kind == ITEM_MAC_CALL || res_def_of_node(r, it->id).i) return;
    if (may_have_attr_macro(it)) return;
    CrateNum c = scope_crate(r, ps);
    bool in_trait = owner->kind == ITEM_TRAIT, foreign = owner->kind == ITEM_FOREIGN_MOD;
    DefKind k;
    Namespace ns;
    switch (it->kind) {
    case ITEM_FN: k = foreign ? DEF_FN : DEF_ASSOC_FN; ns = NS_VALUE; break;
    case ITEM_CONST: k = DEF_ASSOC_CONST; ns = NS_VALUE; break;
    case ITEM_STATIC: k = DEF_STATIC; ns = NS_VALUE; break;
    case ITEM_TY_ALIAS: k = foreign ? DEF_FOREIGN_TY : DEF_ASSOC_TY; ns = NS_TYPE; break;
    default: return;   /* the parser reports other items here */
    }
    DefId d = rs_new_def(r, k, c, it->ident.name, owner_def, it->id, it, it->span);
    ParentScope aps = *ps;
    ModuleId tm = in_trait ? res_module_of_def(r, owner_def) : 0;
    if (tm) aps.module = tm;
    Vis vis = rs_resolve_visibility(r, &aps, &it->vis, true);
    set_vis(r, d, vis);
    if (it->kind == ITEM_FN) define_generics(r, c, d, &it->fn.generics);
    if (it->kind == ITEM_TY_ALIAS) define_generics(r, c, d, &it->ty_alias.generics);
    if (in_trait && tm) {
        rs_define(r, rs_module(r, tm), it->ident, ns, def_binding(r, d, vis, it->span, ps->expansion));
    } else if (foreign) {
        rs_define(r, rs_module(r, ps->module), it->ident, ns, def_binding(r, d, vis, it->span, ps->expansion));
    }
}

void res_define_assoc_item(Resolver *r, const ParentScope *parent, Item *owner, Item *it) {
    DefId od = res_def_of_node(r, owner->id);
    if (!od.i) return;
    define_assoc(r, parent, owner, od, it);
}

/* ---- `use` trees ---- */

Segment *rs_path_segments(Resolver *r, const Path *p, uint32_t *n) {
    (void)r;
    *n = p->nsegs;
    Segment *s = xmalloc(sizeof(Segment) * (p->nsegs ? p->nsegs : 1));
    for (uint32_t i = 0; i < p->nsegs; i++) s[i] = (Segment){.ident = p->segs[i].ident, .id = p->segs[i].id};
    return s;
}

static Import *new_import(Resolver *r, ImportKind kind, const ParentScope *ps, Item *item, Span span, NodeId id,
                          Vis vis) {
    Import *imp = ARENA_NEW(&r->arena, Import);
    imp->kind = (uint8_t)kind;
    imp->ps = *ps;
    imp->ps.krate = scope_crate(r, ps);
    imp->item = item;
    imp->span = span;
    imp->id = id;
    imp->root_id = item ? item->id : id;
    imp->use_span = item ? item->span : span;
    imp->has_attributes = item && item->attrs.len;
    imp->vis = vis;
    imp->max_vis = VIS_INVISIBLE;
    for (int ns = 0; ns < NS__COUNT; ns++) imp->src[ns].det = LK_UNDET;
    return imp;
}

static bool empty_for_self(const Segment *p, uint32_t n) { return n == 0 || (n == 1 && p[0].ident.name == SYM_PathRoot); }

static void self_import_error(Resolver *r, const Segment *module_path, uint32_t n, Ident source, const UseTree *t) {
    bool root = n == 0;
    Span span = root ? source.span : (Span){module_path[n - 1].ident.span.hi, source.span.hi};
    Span with_rename = t->has_rename ? (Span){source.span.lo, t->rename.span.hi} : source.span;
    Diag *d = diag_error(r->dc, DC_E0429, span, "`self` imports are only allowed within a { } list");
    if (!root) {
        diag_suggest(d, span, "", APP_MACHINE_APPLICABLE, "consider importing the module directly");
        DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_CODE, APP_MACHINE_APPLICABLE,
                                            "alternatively, use the multi-path `use` syntax to import `self`");
        diag_sugg_part(s, (Span){with_rename.lo, with_rename.lo}, "{");
        diag_sugg_part(s, (Span){with_rename.hi, with_rename.hi}, "}");
    }
    diag_emit(d);
}

static void build_use_tree(Resolver *r, const ParentScope *ps, UseTree *t, const Segment *parent_prefix,
                           uint32_t nparent, bool nested, Item *item, Vis vis, Span root_span);

static void add_single(Resolver *r, const ParentScope *ps, UseTree *t, Segment *prefix, uint32_t n, bool nested,
                       Item *item, Vis vis, Span root_span) {
    Ident ident = t->has_rename ? t->rename : prefix[n - 1].ident;
    Segment *module_path = prefix;
    uint32_t nmod = n - 1;
    Segment source = prefix[n - 1];
    bool type_ns_only = false;
    CrateNum c = scope_crate(r, ps);
    if (nested) {
        if (source.ident.name == SYM_self) {
            type_ns_only = true;
            if (empty_for_self(module_path, nmod)) {
                Diag *d = diag_error(r->dc, DC_E0431, t->span,
                                     "`self` import can only appear in an import list with a non-empty prefix");
                diag_label(d, t->span, true, "can only appear in an import list with a non-empty prefix");
                diag_emit(d);
                return;
            }
            source = module_path[--nmod];
            if (!t->has_rename) ident = source.ident;
        }
    } else {
        if (source.ident.name == SYM_self) {
            self_import_error(r, module_path, nmod, source.ident, t);
            if (nmod) {
                source = module_path[--nmod];
                if (!t->has_rename) ident = source.ident;
            }
        }
        if (source.ident.name == SYM_dollar_crate && nmod == 0) {
            Module *root = rs_resolve_crate_root(r, source.ident, c);
            Symbol crate_name = root->name;
            if (crate_name) {
                /* Re-root the path so the crate's name is not relative. */
                module_path = ARENA_ARRAY(&r->arena, Segment, 1);
                module_path[0] = (Segment){.ident = {.name = SYM_PathRoot, .ctxt = source.ident.ctxt,
                                                     .span = source.ident.span}};
                nmod = 1;
                source.ident.name = crate_name;
            }
            if (!t->has_rename) ident.name = crate_name;
            diag_emit(diag_error(r->dc, DC_NONE, item->span, "`$crate` may not be imported"));
        }
    }
    if (ident.name == SYM_crate)
        diag_emit(diag_error(r->dc, DC_NONE, ident.span,
                             "crate root imports need to be explicitly named: `use crate as name;`"));
    Import *imp = new_import(r, IMP_SINGLE, ps, item, t->span, t->id, vis);
    imp->path = nmod ? arena_memdup(&r->arena, module_path, sizeof(Segment) * nmod, _Alignof(Segment)) : NULL;
    imp->npath = nmod;
    imp->source = source.ident;
    imp->target = ident;
    imp->type_ns_only = type_ns_only;
    imp->nested = nested;
    imp->root_span = root_span;
    imp->ctxt = n ? prefix[0].ident.ctxt : 0;
    rs_add_import(r, imp);
}

static void build_use_tree(Resolver *r, const ParentScope *ps, UseTree *t, const Segment *parent_prefix,
                           uint32_t nparent, bool nested, Item *item, Vis vis, Span root_span) {
    CrateNum c = scope_crate(r, ps);
    uint32_t nown = t->prefix.nsegs;
    Segment *prefix = xmalloc(sizeof(Segment) * (nparent + nown + 2));
    uint32_t n = 0;
    /* 2015: `use a::b` is relative to the crate root; the root segment
     * is added once, where the first real segment (or a bare glob) is. */
    const Ident *first = nparent ? &parent_prefix[0].ident : nown ? &t->prefix.segs[0].ident : NULL;
    bool add_root = false;
    uint32_t root_ctxt = 0;
    if (first) {
        if (!rs_is_path_segment_keyword(first->name) && rs_ctxt_edition(r, first->ctxt, c) == ED_2015) {
            add_root = true;
            root_ctxt = first->ctxt;
        }
    } else if (t->kind == USE_GLOB && rs_ctxt_edition(r, 0, c) == ED_2015) {
        add_root = true;
    }
    if (add_root)
        prefix[n++] = (Segment){.ident = {.name = SYM_PathRoot, .ctxt = root_ctxt,
                                          .span = {t->prefix.span.lo, t->prefix.span.lo}}};
    for (uint32_t i = 0; i < nparent; i++) prefix[n++] = parent_prefix[i];
    for (uint32_t i = 0; i < nown; i++)
        prefix[n++] = (Segment){.ident = t->prefix.segs[i].ident, .id = t->prefix.segs[i].id};

    switch (t->kind) {
    case USE_SIMPLE:
        if (n == 0 || (n == 1 && add_root)) break;   /* the parser reported it */
        add_single(r, ps, t, prefix, n, nested, item, vis, root_span);
        break;
    case USE_GLOB: {
        static Symbol prelude_import;
        Import *imp = new_import(r, IMP_GLOB, ps, item, t->span, t->id, vis);
        imp->is_prelude = item && find_attr(&item->attrs, sym_cached(&prelude_import, "prelude_import"));
        imp->path = n ? arena_memdup(&r->arena, prefix, sizeof(Segment) * n, _Alignof(Segment)) : NULL;
        imp->npath = n;
        imp->root_span = root_span;
        imp->ctxt = n ? prefix[0].ident.ctxt : 0;
        rs_add_import(r, imp);
        break;
    }
    case USE_NESTED: {
        /* At most one `self` in a list. */
        uint32_t nself = 0;
        Diag *d = NULL;
        for (uint32_t i = 0; i < t->nested.len; i++) {
            UseTree *u = &t->nested.data[i];
            if (u->kind != USE_SIMPLE || !u->prefix.nsegs) continue;
            Ident id = u->has_rename ? u->rename : u->prefix.segs[u->prefix.nsegs - 1].ident;
            if (id.name != SYM_self) continue;
            if (nself++ == 0) {
                d = diag_error(r->dc, DC_E0430, u->span, "`self` import can only appear once in an import list");
                diag_label(d, u->span, true, "can only appear once in an import list");
            } else {
                diag_label(d, u->span, false, "another `self` import appears here");
            }
        }
        if (d) {
            if (nself > 1) diag_emit(d);
            else diag_cancel(d);
        }
        for (uint32_t i = 0; i < t->nested.len; i++)
            build_use_tree(r, ps, &t->nested.data[i], prefix, n, true, item, vis, root_span);
        if (t->nested.len == 0 && !empty_for_self(prefix, n)) {
            /* `a::b::{}` checks its prefix as `a::b::{self as _}`. */
            Span sp = prefix[n - 1].ident.span;
            Import *imp = new_import(r, IMP_SINGLE, ps, item, t->span, t->id, VIS_INVISIBLE);
            imp->path = arena_memdup(&r->arena, prefix, sizeof(Segment) * n, _Alignof(Segment));
            imp->npath = n - 1;
            imp->source = prefix[n - 1].ident;
            imp->target = (Ident){.name = SYM_underscore, .ctxt = prefix[n - 1].ident.ctxt, .span = sp};
            imp->type_ns_only = true;
            imp->nested = true;
            imp->root_span = root_span;
            imp->ctxt = prefix[0].ident.ctxt;
            rs_add_import(r, imp);
        }
        break;
    }
    }
    free(prefix);
}

/* ---- extern crate ---- */

static void add_macro_use_binding(Resolver *r, CrateNum c, Symbol name, Binding *b, Span span, bool allow_shadowing) {
    CrateData *cd = rs_crate(r, c);
    bool fresh = hmap_put(&cd->macro_use_prelude, name, (uint64_t)(uintptr_t)b);
    if (!fresh && !allow_shadowing) {
        Diag *d = diag_error(r->dc, DC_NONE, span, "`%s` is already in scope", sym_str(name));
        diag_note(d, "macro-expanded `#[macro_use]`s may not shadow existing macros (see RFC 1560)");
        diag_emit(d);
    }
}

/* `#[macro_use] extern crate x;` / `#[macro_use(a, b)]`: x's exported
 * macros join the macro_use prelude. Returns whether any were imported. */
static bool process_macro_use_imports(Resolver *r, const ParentScope *ps, Item *item, Module *module) {
    const Attr *mu = NULL;
    for (uint32_t i = 0; i < item->attrs.len; i++)
        if (meta_attr_name(&item->attrs.data[i]) == SYM_macro_use) {
            mu = &item->attrs.data[i];
            break;
        }
    if (!mu) return false;
    CrateNum c = scope_crate(r, ps);
    if (ps->module != rs_crate(r, c)->root) {
        diag_emit(diag_error(r->dc, DC_E0468, item->span,
                             "an `extern crate` loading macros must be at the crate root"));
        return false;
    }
    bool allow_shadowing = ps->expansion == 0;
    MetaItem m;
    bool all = true;
    if (mu->args_kind != ATTR_ARGS_EMPTY) {
        if (!meta_from_attr(r->ps, mu, &m)) return true;
        if (m.kind == META_NAME_VALUE) {
            diag_emit(diag_error(r->dc, DC_E0466, m.span, "bad macro import"));
            return true;
        }
        all = m.kind == META_WORD;
    }
    if (all) {
        Import *imp = new_import(r, IMP_MACRO_USE, ps, item, mu->span, item->id, rs_vis_crate(r, c));
        imp->imported = (Mour){MOUR_MODULE, module->id};
        for (uint32_t i = 0; i < module->entries.len; i++) {
            NameEntry *e = module->entries.data[i];
            Binding *b = e->ns[NS_MACRO].binding;
            if (!b) continue;
            add_macro_use_binding(r, c, e->ident.name, rs_import_binding(r, b, imp), mu->span, allow_shadowing);
        }
        return true;
    }
    for (uint32_t i = 0; i < m.nlist; i++) {
        NestedMeta *nm = &m.list[i];
        if (nm->is_lit || nm->meta.kind != META_WORD || nm->meta.path.nsegs != 1) {
            diag_emit(diag_error(r->dc, DC_E0466, nm->span, "bad macro import"));
            continue;
        }
        Ident id = nm->meta.path.segs[0].ident;
        Lookup lk = rs_resolve_ident_in_module(r, (Mour){MOUR_MODULE, module->id}, id, NS_MACRO, ps, NULL, NULL);
        if (lk.det == LK_OK) {
            Import *imp = new_import(r, IMP_MACRO_USE, ps, item, id.span, item->id, rs_vis_crate(r, c));
            imp->imported = (Mour){MOUR_MODULE, module->id};
            add_macro_use_binding(r, c, id.name, rs_import_binding(r, lk.b, imp), id.span, allow_shadowing);
        } else {
            diag_emit(diag_error(r->dc, DC_E0469, id.span, "imported macro not found"));
        }
    }
    return true;
}

static void define_extern_crate(Resolver *r, const ParentScope *ps, Module *parent, Item *it, Vis vis) {
    Symbol orig = it->extern_crate_orig;
    CrateNum c = parent->krate;
    if (!orig && it->ident.name == SYM_self) {
        Diag *d = diag_error(r->dc, DC_NONE, it->span, "`extern crate self;` requires renaming");
        diag_suggest(d, it->span, "extern crate self as name;", APP_HAS_PLACEHOLDERS,
                     "rename the `self` crate to be able to import it");
        diag_emit(d);
        return;
    }
    Module *module = NULL;
    if (orig == SYM_self) {
        module = rs_module(r, rs_crate(r, c)->root);
    } else {
        Symbol name = orig ? orig : it->ident.name;
        CrateNum k = rs_find_crate(r, c, name);
        bool reported = false;
        if (k == UINT32_MAX && r->load_crate)
            k = r->load_crate(r->load_ctx, name, it->span, &reported);
        if (k != UINT32_MAX) {
            module = rs_module(r, rs_crate(r, k)->root);
        } else if (!reported) {
            Diag *d = diag_error(r->dc, DC_E0463, it->span, "can't find crate for `%s`", sym_str(name));
            diag_label(d, it->span, true, "can't find crate");
            diag_emit(d);
        }
    }
    Binding *b = r->dummy;
    Import *imp = new_import(r, IMP_EXTERN_CRATE, ps, it, it->span, it->id, vis);
    imp->target = it->ident;
    imp->root_span = it->span;
    if (module) {
        imp->used = process_macro_use_imports(r, ps, it, module);
        b = rs_new_binding(r, rs_module_res(r, module), VIS_PUB, it->span, ps->expansion);
        imp->imported = (Mour){MOUR_MODULE, module->id};
    } else {
        imp->used = true;
    }
    vec_push(&r->imports, imp);
    imp->finalized = true;
    Binding *ib = rs_import_binding(r, b, imp);
    if (parent->id == rs_crate(r, c)->root) {
        CrateData *cd = rs_crate(r, c);
        uint64_t v;
        ExternPreludeEntry *e = NULL;
        if (hmap_get(&cd->extern_prelude, it->ident.name, &v)) {
            e = (ExternPreludeEntry *)(uintptr_t)v;
            if (ps->expansion && orig && !e->extern_crate_item)
                diag_emit(diag_error(r->dc, DC_NONE, it->span,
                                     "macro-expanded `extern crate` items cannot shadow names passed with `--extern`"));
        } else {
            e = ARENA_NEW(&r->arena, ExternPreludeEntry);
            e->name = it->ident.name;
            e->krate = UINT32_MAX;
            e->introduced_by_item = true;
            hmap_put(&cd->extern_prelude, it->ident.name, (uint64_t)(uintptr_t)e);
            vec_push(&cd->extern_prelude_order, e);
        }
        e->extern_crate_item = ib;
        if (orig) e->introduced_by_item = true;
    }
    rs_define(r, parent, it->ident, NS_TYPE, ib);
}

/* ---- macros ---- */

static Symbol builtin_name_of(Item *it) {
    const Attr *a = find_attr(&it->attrs, SYM_rustc_builtin_macro);
    if (!a) return 0;
    if (a->args_kind == ATTR_ARGS_DELIMITED) {
        /* #[rustc_builtin_macro(Name, attributes(..))]: the first word. */
        for (uint32_t i = 0; i < a->tokens.len; i++) {
            const Token *t = &a->tokens.data[i];
            if (t->kind == TK_IDENT) return t->sym;
            break;
        }
    }
    return it->ident.name;
}

static MacroData *new_macro_data(Resolver *r, const ParentScope *ps, Item *it, DefId d) {
    MacroData *md = ARENA_NEW(&r->arena, MacroData);
    Module *m = rs_module(r, ps->module);
    md->item = it;
    md->krate = m->krate;
    md->edition = rs_crate(r, m->krate)->edition;
    md->kind = MACRO_BANG;
    md->macro_rules = it->macro_def.macro_rules;
    md->module = ps->module;
    Symbol bname = builtin_name_of(it);
    if (bname) {
        md->builtin = builtin_macro_lookup(bname);
        if (!md->builtin)
            diag_emit(diag_error(r->dc, DC_NONE, it->span, "cannot find a built-in macro with name `%s`",
                                 sym_str(it->ident.name)));
        else
            md->kind = md->builtin->kind == BUILTIN_ATTR ? MACRO_ATTR
                     : md->builtin->kind == BUILTIN_DERIVE ? MACRO_DERIVE : MACRO_BANG;
    }
    const Attr *me = find_attr(&it->attrs, SYM_macro_export);
    if (me && me->args_kind == ATTR_ARGS_DELIMITED) {
        static Symbol lim;
        for (uint32_t i = 0; i < me->tokens.len; i++)
            if (me->tokens.data[i].kind == TK_IDENT && me->tokens.data[i].sym == sym_cached(&lim, "local_inner_macros"))
                md->local_inner_macros = true;
    }
    static Symbol aiu;
    if (find_attr(&it->attrs, sym_cached(&aiu, "allow_internal_unstable"))) md->allow_internal_unstable = true;
    r->defs.data[d.i].macro_kind = (uint8_t)md->kind;
    hmap_put(&r->macro_datas, d.i, (uint64_t)(uintptr_t)md);
    return md;
}

MacroData *res_macro_data(Resolver *r, DefId macro_def) {
    uint64_t v;
    if (hmap_get(&r->macro_datas, macro_def.i, &v)) return (MacroData *)(uintptr_t)v;
    return r->externs.len ? rs_extern_macro_data(r, macro_def) : NULL;
}

/* `cfg` and `cfg_attr` are reserved in the attribute namespace. */
static void check_reserved_macro_name(Resolver *r, Ident ident, const MacroData *md) {
    if ((ident.name == SYM_cfg || ident.name == SYM_cfg_attr) && md->kind != MACRO_BANG)
        diag_emit(diag_error(r->dc, DC_NONE, ident.span, "name `%s` is reserved in attribute namespace",
                             sym_str(ident.name)));
}

uint32_t res_define_macro_rules(Resolver *r, const ParentScope *ps, Item *it) {
    DefId existing = res_def_of_node(r, it->id);
    uint64_t v;
    if (existing.i) return hmap_get(&r->macro_rules_scopes, existing.i, &v) ? (uint32_t)v : ps->macro_rules;
    Module *m = rs_module(r, ps->module);
    DefId d = rs_new_def(r, DEF_MACRO, m->krate, it->ident.name, module_owner_def(r, m->id), it->id, it, it->span);
    MacroData *md = new_macro_data(r, ps, it, d);
    bool is_export = find_attr(&it->attrs, SYM_macro_export) != NULL;
    Vis vis = is_export ? VIS_PUB : rs_vis_crate(r, m->krate);
    set_vis(r, d, vis);
    Binding *b = def_binding(r, d, vis, it->span, ps->expansion);
    b->parent = m->id;
    if (is_export) {
        Module *root = rs_module(r, rs_crate(r, m->krate)->root);
        Binding *eb = def_binding(r, d, vis, it->span, ps->expansion);
        eb->macro_export = true;
        eb->parent = root->id;
        rs_define(r, root, it->ident, NS_MACRO, eb);
    } else {
        check_reserved_macro_name(r, it->ident, md);
    }
    MacroRulesScope s = {.kind = MRS_BINDING, .parent = ps->macro_rules, .binding = b,
                         .ident = {.name = it->ident.name, .ctxt = hyg_normalize_to_macros_2_0(r->hyg, it->ident.ctxt),
                                   .span = it->ident.span}};
    vec_push(&r->mr_scopes, s);
    uint32_t id = r->mr_scopes.len - 1;
    hmap_put(&r->macro_rules_scopes, d.i, id);
    hmap_put(&r->def_bindings, d.i, (uint64_t)(uintptr_t)b);
    hmap_put(&r->macro_names, ((uint64_t)s.ident.name << 32) | s.ident.ctxt, 1);
    return id;
}

static void define_macro2(Resolver *r, const ParentScope *ps, Module *parent, Item *it, DefId d, Vis vis) {
    MacroData *md = new_macro_data(r, ps, it, d);
    (void)md;
    Binding *b = def_binding(r, d, vis, it->span, ps->expansion);
    b->parent = parent->id;
    rs_define(r, parent, it->ident, NS_MACRO, b);
}

uint32_t res_invocation_macro_rules_scope(Resolver *r, uint32_t parent_scope, uint32_t expn) {
    MacroRulesScope s = {.kind = MRS_INVOCATION, .parent = parent_scope, .expn = expn};
    vec_push(&r->mr_scopes, s);
    return r->mr_scopes.len - 1;
}

void res_set_invocation_scope(Resolver *r, uint32_t expn, uint32_t output_scope) {
    hmap_put(&r->invoc_outputs, expn, output_scope);
}

void res_note_pending_invocation(Resolver *r, ModuleId m, int delta) {
    if (!m) return;
    rs_module(r, m)->unexpanded += delta;
}

ModuleId res_block_module(Resolver *r, ModuleId parent, Block *b) {
    ModuleId existing = res_module_of_block(r, b->id);
    if (existing) return existing;
    Module *p = rs_module(r, parent);
    Module *m = rs_new_module(r, MOD_BLOCK, 0, (DefId){0}, 0, parent, p->krate, p->expansion, b->span,
                              p->no_implicit_prelude);
    m->block = b->id;
    m->ctxt = p->ctxt;
    hmap_put(&r->block_modules, b->id.i, m->id);
    return m->id;
}

/* ---- items ---- */

static Module *new_item_module(Resolver *r, const ParentScope *ps, Module *parent, Item *it, DefId d, uint8_t kind,
                               bool no_implicit_prelude) {
    Module *m = rs_new_module(r, MOD_DEF, kind, d, it->ident.name, parent->id, parent->krate, ps->expansion, it->span,
                              no_implicit_prelude);
    m->ctxt = hyg_normalize_to_macros_2_0(r->hyg, it->ident.ctxt);
    return m;
}

static DefKind item_def_kind(const Item *it) {
    switch (it->kind) {
    case ITEM_EXTERN_CRATE: return DEF_EXTERN_CRATE;
    case ITEM_USE: return DEF_USE;
    case ITEM_STATIC: return DEF_STATIC;
    case ITEM_CONST: return DEF_CONST;
    case ITEM_FN: return DEF_FN;
    case ITEM_MOD: return DEF_MOD;
    case ITEM_FOREIGN_MOD: return DEF_FOREIGN_MOD;
    case ITEM_GLOBAL_ASM: return DEF_GLOBAL_ASM;
    case ITEM_TY_ALIAS: return DEF_TY_ALIAS;
    case ITEM_ENUM: return DEF_ENUM;
    case ITEM_STRUCT: return DEF_STRUCT;
    case ITEM_UNION: return DEF_UNION;
    case ITEM_TRAIT: return DEF_TRAIT;
    case ITEM_TRAIT_ALIAS: return DEF_TRAIT_ALIAS;
    case ITEM_IMPL: return DEF_IMPL;
    case ITEM_MACRO_DEF: return DEF_MACRO;
    default: return DEF__COUNT;
    }
}

void res_define_item(Resolver *r, const ParentScope *ps, Item *it, ModuleId *child) {
    if (child) *child = 0;
    if (it->kind == ITEM_MAC_CALL) return;
    if (it->kind == ITEM_MACRO_DEF && it->macro_def.macro_rules) {
        res_define_macro_rules(r, ps, it);
        return;
    }
    DefId existing = res_def_of_node(r, it->id);
    if (existing.i) {
        if (child && it->kind == ITEM_MOD) *child = res_module_of_def(r, existing);
        return;
    }
    DefKind k = item_def_kind(it);
    if (k == DEF__COUNT) return;
    Module *parent = rs_module(r, ps->module);
    CrateNum c = parent->krate;
    bool named = it->kind != ITEM_USE && it->kind != ITEM_IMPL && it->kind != ITEM_FOREIGN_MOD &&
                 it->kind != ITEM_GLOBAL_ASM;
    DefId d = rs_new_def(r, k, c, named ? it->ident.name : 0, module_owner_def(r, parent->id), it->id, it, it->span);
    Vis vis = rs_resolve_visibility(r, ps, &it->vis, true);
    set_vis(r, d, vis);
    Generics *g = item_generics(it);
    if (g) define_generics(r, c, d, g);
    uint32_t ex = ps->expansion;
    switch (it->kind) {
    case ITEM_USE: build_use_tree(r, ps, &it->use_tree, NULL, 0, false, it, vis, it->use_tree.span); break;
    case ITEM_EXTERN_CRATE: define_extern_crate(r, ps, parent, it, vis); break;
    case ITEM_MOD: {
        static Symbol nip;
        bool no_prelude = parent->no_implicit_prelude || find_attr(&it->attrs, sym_cached(&nip, "no_implicit_prelude"));
        Module *m = new_item_module(r, ps, parent, it, d, DEF_MOD, no_prelude);
        rs_define(r, parent, it->ident, NS_TYPE, def_binding(r, d, vis, it->span, ex));
        if (child) *child = m->id;
        break;
    }
    case ITEM_STATIC:
    case ITEM_CONST:
    case ITEM_FN: rs_define(r, parent, it->ident, NS_VALUE, def_binding(r, d, vis, it->span, ex)); break;
    case ITEM_TY_ALIAS:
    case ITEM_TRAIT_ALIAS: rs_define(r, parent, it->ident, NS_TYPE, def_binding(r, d, vis, it->span, ex)); break;
    case ITEM_ENUM: {
        Module *m = new_item_module(r, ps, parent, it, d, DEF_ENUM, parent->no_implicit_prelude);
        rs_define(r, parent, it->ident, NS_TYPE, def_binding(r, d, vis, it->span, ex));
        for (uint32_t i = 0; i < it->enum_.variants.len; i++) define_variant(r, ps, m, &it->enum_.variants.data[i]);
        break;
    }
    case ITEM_STRUCT:
    case ITEM_UNION: define_struct(r, ps, parent, it, d, vis); break;
    case ITEM_TRAIT: {
        new_item_module(r, ps, parent, it, d, DEF_TRAIT, parent->no_implicit_prelude);
        rs_define(r, parent, it->ident, NS_TYPE, def_binding(r, d, vis, it->span, ex));
        for (uint32_t i = 0; i < it->trait.items.len; i++) define_assoc(r, ps, it, d, it->trait.items.data[i]);
        break;
    }
    case ITEM_IMPL:
        for (uint32_t i = 0; i < it->impl.items.len; i++) define_assoc(r, ps, it, d, it->impl.items.data[i]);
        break;
    case ITEM_FOREIGN_MOD:
        for (uint32_t i = 0; i < it->foreign_mod.items.len; i++)
            define_assoc(r, ps, it, d, it->foreign_mod.items.data[i]);
        break;
    case ITEM_MACRO_DEF: define_macro2(r, ps, parent, it, d, vis); break;
    default: break;
    }
}

/* ---- parents of items in bodies ---- */

/* Items defined in blocks were given the enclosing module's def as their
 * parent; once the crate is expanded, a walk gives them their owning
 * item (the fn, const, impl method... whose body holds them). */
typedef struct OwnerWalk {
    Resolver *r;
    VEC(DefId) stack;
} OwnerWalk;

static bool ow_item(AstVisitor *v, Item *it) {
    OwnerWalk *w = v->ctx;
    DefId d = res_def_of_node(w->r, it->id);
    vec_push(&w->stack, d);
    return true;
}

static void ow_item_post(AstVisitor *v, Item *it) {
    (void)it;
    OwnerWalk *w = v->ctx;
    w->stack.len--;
}

static bool ow_stmt(AstVisitor *v, Stmt *s) {
    OwnerWalk *w = v->ctx;
    if (s->kind != STMT_ITEM || !w->stack.len) return true;
    DefId d = res_def_of_node(w->r, s->item->id);
    DefId owner = {0};
    for (uint32_t i = w->stack.len; i-- > 0;)
        if (w->stack.data[i].i) {
            owner = w->stack.data[i];
            break;
        }
    if (d.i && owner.i) w->r->defs.data[d.i].parent = owner;
    return true;
}

void rs_fix_block_item_parents(Resolver *r, Crate *krate) {
    if (!krate) return;
    OwnerWalk w = {.r = r};
    AstVisitor v = {.ctx = &w, .item = ow_item, .item_post = ow_item_post, .stmt = ow_stmt};
    for (uint32_t i = 0; i < krate->items.len; i++) ast_walk_item(&v, krate->items.data[i]);
    vec_free(&w.stack);
}
