/* scope.c — looking names up (rustc's ident.rs and macros.rs): in one
 * module with the determinacy rules of a fixed point (single imports,
 * globs and unexpanded macros that may still define the name), through
 * the lexical scopes of early resolution (macro_rules textual scopes,
 * modules up through their hygienic parents, the macro_use prelude, the
 * extern prelude, tool modules, the standard library prelude, built-in
 * attributes and types), along paths (`a::b::c`, `crate::`, `super::`,
 * `$crate::`), and macro paths for the expander.
 *
 * Takes: the tables of resolver.c/graph.c/imports.c. Gives: Lookups and
 * PathResults, recorded uses (ambiguities) and privacy errors.
 */
#include "resolve_priv.h"

/* ---- crates ---- */

CrateNum rs_find_crate(Resolver *r, CrateNum from, Symbol name) {
    CrateData *cd = rs_crate(r, from);
    uint64_t v;
    if (hmap_get(&cd->extern_prelude, name, &v)) {
        ExternPreludeEntry *e = (ExternPreludeEntry *)(uintptr_t)v;
        if (e->krate != UINT32_MAX) return e->krate;
    }
    for (CrateNum c = 0; c < r->crates.len; c++)
        if (c != from && r->crates.data[c].name == name) return c;
    return UINT32_MAX;
}

Binding *rs_extern_prelude_get(Resolver *r, CrateNum c, Ident ident, bool finalize) {
    if (rs_is_path_segment_keyword(ident.name)) return NULL;
    CrateData *cd = rs_crate(r, c);
    uint64_t v;
    if (!hmap_get(&cd->extern_prelude, ident.name, &v)) return NULL;
    ExternPreludeEntry *e = (ExternPreludeEntry *)(uintptr_t)v;
    if (e->extern_crate_item) {
        if (finalize && e->introduced_by_item) rs_record_use(r, ident, e->extern_crate_item, false);
        return e->extern_crate_item;
    }
    if (e->root_binding) return e->root_binding;
    CrateNum k = e->krate;
    if (k == UINT32_MAX) {
        for (CrateNum i = 0; i < r->crates.len; i++)
            if (i != c && r->crates.data[i].name == ident.name) {
                k = i;
                break;
            }
    }
    if (k == UINT32_MAX) {
        if (!finalize) return NULL;
        Diag *d = diag_error(r->dc, DC_E0463, ident.span, "can't find crate for `%s`", sym_str(ident.name));
        diag_label(d, ident.span, true, "can't find crate");
        diag_emit(d);
        return r->dummy;
    }
    Module *root = rs_module(r, rs_crate(r, k)->root);
    e->root_binding = rs_new_binding(r, rs_module_res(r, root), VIS_PUB, (Span){0, 0}, 0);
    return e->root_binding;
}

/* ---- special path segments ---- */

Module *rs_resolve_crate_root(Resolver *r, Ident ident, CrateNum cur) {
    uint32_t mark;
    if (ident.name == SYM_dollar_crate) {
        mark = hyg_dollar_crate_expn(r->hyg, ident.ctxt);
    } else {
        uint32_t ctxt = hyg_normalize_to_macros_2_0(r->hyg, ident.ctxt);
        mark = rs_adjust(r, &ctxt, 0);
    }
    if (!mark) return rs_module(r, rs_crate(r, cur)->root);
    Module *m = rs_module(r, rs_expn_def_scope(r, mark));
    return rs_module(r, rs_crate(r, m->krate)->root);
}

Module *rs_resolve_self(Resolver *r, uint32_t *ctxt, ModuleId m) {
    Module *mod = rs_module(r, rs_nearest_parent_mod(r, m));
    for (uint32_t guard = 0; mod->ctxt != *ctxt && guard < 10000; guard++) {
        ModuleId parent = mod->parent ? mod->parent : rs_expn_def_scope(r, rs_remove_mark(r, ctxt));
        mod = rs_module(r, rs_nearest_parent_mod(r, parent));
    }
    return mod;
}

/* ---- one module ---- */

static bool check_usable(Resolver *r, Binding *b, const ParentScope *ps, Binding *ignore, Lookup *out) {
    if (b == ignore || !rs_is_accessible_from(r, b->vis, ps->module)) {
        *out = (Lookup){.det = LK_DET};
        return false;
    }
    *out = (Lookup){.det = LK_OK, .b = b};
    return true;
}

/* rustc's Span::glob_adjust. Returns false for None. */
static bool glob_adjust(Resolver *r, uint32_t *ctxt, uint32_t expn, uint32_t glob_ctxt, uint32_t *scope) {
    *scope = 0;
    uint32_t g = hyg_normalize_to_macros_2_0(r->hyg, glob_ctxt);
    for (uint32_t guard = 0; guard < 10000; guard++) {
        uint32_t outer = hyg_outer_expn(r->hyg, g);
        if (hyg_expn_is_descendant_of(r->hyg, expn, outer)) break;
        *scope = rs_remove_mark(r, &g);
        if (rs_remove_mark(r, ctxt) != *scope) return false;
    }
    if (rs_adjust(r, ctxt, expn)) return false;
    return true;
}

/* Lookups in progress: a glob cycle asks the same name of the same module
 * again, which is determinate (rustc's RefCell borrow error). */
typedef struct InProgress {
    ModuleId m;
    Symbol name;
    uint32_t ctxt;
    uint8_t ns;
} InProgress;
static _Thread_local InProgress in_progress[128];
static _Thread_local uint32_t n_in_progress;

static bool crate_final(const Resolver *r, const Module *m) {
    const CrateData *cd = rs_crate(r, m->krate);
    return cd->done || cd->finalized;
}

static Lookup lookup_in_module(Resolver *r, Module *m, Ident ident, Namespace ns, const ParentScope *ps,
                               bool restricted, const Finalize *fin, Binding *ignore) {
    Ident key = {.name = ident.name, .ctxt = hyg_normalize_to_macros_2_0(r->hyg, ident.ctxt), .span = ident.span};
    NameEntry *e = rs_entry(r, m, key, false);
    NameRes *nr = e ? &e->ns[ns] : NULL;
    Lookup out = {.det = LK_DET};
    if (fin) {
        Binding *b = NULL;
        if (nr) {
            if (nr->binding && nr->binding != ignore) b = nr->binding;
            else if (nr->shadowed_glob && nr->shadowed_glob != ignore) b = nr->shadowed_glob;
        }
        if (!b) return out;
        if (!rs_is_accessible_from(r, b->vis, ps->module)) {
            if (!fin->report_private) return out;
            PrivacyError pe = {.ident = ident, .binding = b, .dedup_span = fin->path_span};
            vec_push(&r->privacy_errors, pe);
        }
        if (nr->shadowed_glob && restricted && b->expansion != 0 &&
            !rs_res_eq(rs_binding_res(b), rs_binding_res(nr->shadowed_glob))) {
            AmbiguityError ae = {.kind = AMB_GLOB_VS_EXPANDED, .ident = ident, .b1 = b, .b2 = nr->shadowed_glob};
            vec_push(&r->ambiguity_errors, ae);
        }
        rs_record_use(r, ident, b, restricted);
        return (Lookup){.det = LK_OK, .b = b};
    }
    /* Items and single imports are not shadowable: determined. */
    if (nr && nr->binding && !rs_binding_is_glob_import(nr->binding)) {
        check_usable(r, nr->binding, ps, ignore, &out);
        return out;
    }
    bool final = crate_final(r, m);
    /* A single import that may still define the name makes it
     * undetermined. */
    if (nr && !final) {
        for (uint32_t i = 0; i < nr->singles.len; i++) {
            Import *si = nr->singles.data[i];
            if (!rs_is_accessible_from(r, si->vis, ps->module)) continue;
            if (si->imported.kind == MOUR_NONE) return (Lookup){.det = LK_UNDET};
            Lookup lk = rs_resolve_ident_in_module(r, si->imported, si->source, ns, &si->ps, NULL, ignore);
            if (lk.det == LK_DET) continue;
            if (lk.det == LK_OK && !rs_is_accessible_from(r, lk.b->vis, si->ps.module)) continue;
            return (Lookup){.det = LK_UNDET};
        }
    }
    bool unexpanded = !final && m->unexpanded > 0;
    if (nr && nr->binding) {
        if (!unexpanded || ns == NS_MACRO || restricted) check_usable(r, nr->binding, ps, ignore, &out);
        else out = (Lookup){.det = LK_UNDET};
        return out;
    }
    /* No binding: only a macro expansion or a glob may still add it. */
    if (unexpanded) return (Lookup){.det = LK_UNDET, .weak = true};
    if (final) return out;
    for (uint32_t i = 0; i < m->globs.len; i++) {
        Import *g = m->globs.data[i];
        if (!rs_is_accessible_from(r, g->vis, ps->module)) continue;
        if (g->imported.kind == MOUR_NONE) return (Lookup){.det = LK_UNDET, .weak = true};
        if (g->imported.kind != MOUR_MODULE) continue;
        Module *gm = rs_module(r, g->imported.m);
        Ident id2 = key;
        uint32_t def;
        if (!glob_adjust(r, &id2.ctxt, gm->expansion, g->ctxt, &def)) continue;
        ParentScope adj = *ps;
        if (def) adj.module = rs_expn_def_scope(r, def);
        Lookup lk = rs_resolve_ident_in_module_unadjusted(r, (Mour){MOUR_MODULE, gm->id}, id2, ns, &adj, false, NULL,
                                                          ignore);
        if (lk.det == LK_DET) continue;
        if (lk.det == LK_OK && !rs_is_accessible_from(r, lk.b->vis, g->ps.module)) continue;
        return (Lookup){.det = LK_UNDET, .weak = true};
    }
    return out;
}

static Binding *module_binding(Resolver *r, Module *m) {
    return rs_new_binding(r, rs_module_res(r, m), VIS_PUB, m->span, 0);
}

Lookup rs_resolve_ident_in_module_unadjusted(Resolver *r, Mour module, Ident ident, Namespace ns,
                                             const ParentScope *ps, bool restricted_shadowing, const Finalize *fin,
                                             Binding *ignore) {
    CrateNum krate = rs_module(r, ps->module)->krate;
    switch (module.kind) {
    case MOUR_CRATE_ROOT_AND_EXTERN_PRELUDE: {
        ScopeSet ss = {.kind = SS_ABSOLUTE, .ns = (uint8_t)ns};
        Lookup lk = rs_early_resolve_ident(r, ident, ss, ps, fin, fin != NULL, ignore);
        lk.weak = false;
        return lk;
    }
    case MOUR_EXTERN_PRELUDE: {
        if (ns != NS_TYPE) return (Lookup){.det = LK_DET};
        Binding *b = rs_extern_prelude_get(r, krate, ident, fin != NULL);
        if (b) return (Lookup){.det = LK_OK, .b = b};
        if (rs_module(r, rs_crate(r, krate)->root)->unexpanded > 0) return (Lookup){.det = LK_UNDET};
        return (Lookup){.det = LK_DET};
    }
    case MOUR_CURRENT_SCOPE: {
        if (ns == NS_TYPE && (ident.name == SYM_crate || ident.name == SYM_dollar_crate)) {
            Module *m = rs_resolve_crate_root(r, ident, krate);
            return (Lookup){.det = LK_OK, .b = module_binding(r, m)};
        }
        ScopeSet ss = {.kind = SS_ALL, .ns = (uint8_t)ns, .is_import = true};
        Lookup lk = rs_early_resolve_ident(r, ident, ss, ps, fin, fin != NULL, ignore);
        lk.weak = false;
        return lk;
    }
    case MOUR_MODULE: break;
    default: return (Lookup){.det = LK_DET};
    }
    Module *m = rs_module(r, module.m);
    uint32_t nctxt = hyg_normalize_to_macros_2_0(r->hyg, ident.ctxt);
    for (uint32_t i = 0; i < n_in_progress; i++) {
        InProgress *p = &in_progress[i];
        if (p->m == m->id && p->name == ident.name && p->ctxt == nctxt && p->ns == ns) return (Lookup){.det = LK_DET};
    }
    if (n_in_progress >= 128) return (Lookup){.det = LK_DET};
    in_progress[n_in_progress++] = (InProgress){m->id, ident.name, nctxt, (uint8_t)ns};
    Lookup lk = lookup_in_module(r, m, ident, ns, ps, restricted_shadowing, fin, ignore);
    n_in_progress--;
    return lk;
}

Lookup rs_resolve_ident_in_module(Resolver *r, Mour module, Ident ident, Namespace ns, const ParentScope *ps,
                                  const Finalize *fin, Binding *ignore) {
    ParentScope adj = *ps;
    if (module.kind == MOUR_MODULE) {
        Module *m = rs_module(r, module.m);
        uint32_t ctxt = hyg_normalize_to_macros_2_0(r->hyg, ident.ctxt);
        uint32_t def = rs_adjust(r, &ctxt, m->expansion);
        ident.ctxt = ctxt;
        if (def) adj.module = rs_expn_def_scope(r, def);
    } else if (module.kind == MOUR_EXTERN_PRELUDE) {
        uint32_t ctxt = hyg_normalize_to_macros_2_0(r->hyg, ident.ctxt);
        rs_adjust(r, &ctxt, 0);
        ident.ctxt = ctxt;
    }
    return rs_resolve_ident_in_module_unadjusted(r, module, ident, ns, &adj, false, fin, ignore);
}

/* ---- lexical scopes ---- */

typedef enum ScopeKind {
    SC_MACRO_RULES, SC_CRATE_ROOT, SC_MODULE, SC_MACRO_USE_PRELUDE, SC_BUILTIN_ATTRS, SC_EXTERN_PRELUDE,
    SC_TOOL_PRELUDE, SC_STDLIB_PRELUDE, SC_BUILTIN_TYPES,
} ScopeKind;

enum {
    FL_MACRO_RULES = 1, FL_MODULE = 2, FL_SUGGEST_CRATE = 4, FL_SUGGEST_SELF = 8, FL_FROM_PRELUDE = 16,
};

static bool prim_from_name(Symbol s, PrimTy *out) {
    static const struct { Symbol s; PrimTy p; } prims[] = {
        {SYM_bool, PRIM_BOOL}, {SYM_char, PRIM_CHAR}, {SYM_str, PRIM_STR}, {SYM_i8, PRIM_I8},
        {SYM_i16, PRIM_I16}, {SYM_i32, PRIM_I32}, {SYM_i64, PRIM_I64}, {SYM_i128, PRIM_I128},
        {SYM_isize, PRIM_ISIZE}, {SYM_u8, PRIM_U8}, {SYM_u16, PRIM_U16}, {SYM_u32, PRIM_U32},
        {SYM_u64, PRIM_U64}, {SYM_u128, PRIM_U128}, {SYM_usize, PRIM_USIZE}, {SYM_f32, PRIM_F32},
        {SYM_f64, PRIM_F64},
    };
    for (size_t i = 0; i < sizeof prims / sizeof prims[0]; i++)
        if (prims[i].s == s) {
            *out = prims[i].p;
            return true;
        }
    return false;
}

/* The module lexical resolution continues in after m (rustc's
 * hygienic_lexical_parent), or 0. */
static ModuleId hygienic_lexical_parent(Resolver *r, Module *m, uint32_t *ctxt) {
    uint32_t outer = hyg_outer_expn(r->hyg, *ctxt);
    if (!hyg_expn_is_descendant_of(r->hyg, m->expansion, outer)) return rs_expn_def_scope(r, rs_remove_mark(r, ctxt));
    if (m->kind == MOD_BLOCK && m->parent) return rs_nearest_item_scope(r, rs_module(r, m->parent))->id;
    return 0;
}

/* macro_rules scope chains: an invocation whose output is known is
 * replaced by that output (rustc's path compression). */
static uint32_t compress_scope(Resolver *r, uint32_t s) {
    for (uint32_t guard = 0; guard < 100000; guard++) {
        MacroRulesScope *ms = &r->mr_scopes.data[s];
        if (ms->kind != MRS_INVOCATION) break;
        uint64_t out;
        if (!hmap_get(&r->invoc_outputs, ms->expn, &out)) break;
        r->mr_scopes.data[s] = r->mr_scopes.data[out];
    }
    return s;
}

static bool is_builtin_macro_res(Resolver *r, Res res) {
    if (res.kind != RES_DEF) return false;
    MacroData *md = res_macro_data(r, res.def);
    return md && md->builtin;
}

static bool sub_namespace_match(int candidate, int requirement) {
    if (candidate < 0 || requirement < 0) return true;
    bool c_bang = candidate == MACRO_BANG, r_bang = requirement == MACRO_BANG;
    return c_bang == r_bang;
}

static bool disambiguate_macro_rules_vs_modularized(Resolver *r, Binding *macro_rules, Binding *modularized) {
    if (!macro_rules->parent || !modularized->parent) return false;
    return rs_nearest_parent_mod(r, macro_rules->parent) == rs_nearest_parent_mod(r, modularized->parent) &&
           rs_is_ancestor_of(r, modularized->parent, macro_rules->parent);
}

static bool may_appear_after(Resolver *r, Binding *self, uint32_t invoc_parent_expansion, Binding *other) {
    bool before_other = hyg_expn_is_descendant_of(r->hyg, other->expansion, self->expansion);
    bool before_invoc = hyg_expn_is_descendant_of(r->hyg, invoc_parent_expansion, self->expansion);
    return !(before_other || before_invoc);
}

static uint8_t misc_of(uint8_t flags) {
    return flags & FL_SUGGEST_CRATE ? AMISC_SUGGEST_CRATE
         : flags & FL_SUGGEST_SELF ? AMISC_SUGGEST_SELF
         : flags & FL_FROM_PRELUDE ? AMISC_FROM_PRELUDE : AMISC_NONE;
}

static Lookup det_or_undet(bool determined) { return (Lookup){.det = determined ? LK_DET : LK_UNDET}; }

Lookup rs_early_resolve_ident(Resolver *r, Ident orig, ScopeSet ss, const ParentScope *ps, const Finalize *fin,
                              bool force, Binding *ignore) {
    if (rs_is_path_segment_keyword(orig.name)) return (Lookup){.det = LK_DET};
    Namespace ns = ss.kind == SS_MACRO ? NS_MACRO : (Namespace)ss.ns;
    int macro_kind = ss.kind == SS_MACRO ? ss.macro_kind : -1;
    bool is_absolute = ss.kind == SS_ABSOLUTE, is_import = ss.kind == SS_ALL && ss.is_import;
    bool late = ss.kind == SS_LATE;
    Module *start = late ? rs_module(r, ss.module) : rs_nearest_item_scope(r, rs_module(r, ps->module));
    CrateNum krate = rs_module(r, ps->module)->krate;
    CrateData *cd = rs_crate(r, krate);
    bool rust_2015 = rs_ctxt_edition(r, orig.ctxt, krate) == ED_2015;

    ScopeKind scope = is_absolute ? SC_CRATE_ROOT : ns == NS_MACRO ? SC_MACRO_RULES : SC_MODULE;
    Module *module = start;
    uint32_t mrs = ps->macro_rules;
    uint32_t ctxt = hyg_normalize_to_macros_2_0(r->hyg, orig.ctxt);
    bool use_prelude = !start->no_implicit_prelude;

    Binding *inner = NULL;
    uint8_t inner_flags = 0;
    bool undetermined = false;

    for (uint32_t guard = 0; guard < 100000; guard++) {
        bool visit = true;
        switch (scope) {
        case SC_MACRO_RULES: mrs = compress_scope(r, mrs); break;
        case SC_MACRO_USE_PRELUDE: visit = use_prelude || rust_2015; break;
        case SC_EXTERN_PRELUDE: visit = use_prelude || is_absolute; break;
        case SC_TOOL_PRELUDE: visit = use_prelude; break;
        case SC_STDLIB_PRELUDE: visit = use_prelude || ns == NS_MACRO; break;
        default: break;
        }
        if (visit) {
            Ident ident = {.name = orig.name, .ctxt = ctxt, .span = orig.span};
            Lookup res = {.det = LK_DET};
            uint8_t flags = 0;
            switch (scope) {
            case SC_MACRO_RULES: {
                MacroRulesScope *ms = &r->mr_scopes.data[mrs];
                if (ms->kind == MRS_BINDING && ms->ident.name == ident.name && ms->ident.ctxt == ctxt) {
                    res = (Lookup){.det = LK_OK, .b = ms->binding};
                    flags = FL_MACRO_RULES;
                } else if (ms->kind == MRS_INVOCATION) {
                    res.det = LK_UNDET;
                }
                break;
            }
            case SC_CRATE_ROOT: {
                Module *root = rs_resolve_crate_root(r, (Ident){.name = SYM_PathRoot, .ctxt = ident.ctxt}, krate);
                Lookup lk = rs_resolve_ident_in_module(r, (Mour){MOUR_MODULE, root->id}, ident, ns, ps, fin, ignore);
                if (lk.det == LK_OK) {
                    res = lk;
                    flags = FL_MODULE | FL_SUGGEST_CRATE;
                } else if (lk.det == LK_UNDET && !lk.weak) {
                    return det_or_undet(force);
                } else {
                    res.det = lk.det;
                }
                break;
            }
            case SC_MODULE: {
                ParentScope adj = *ps;
                adj.module = module->id;
                Lookup lk = rs_resolve_ident_in_module_unadjusted(r, (Mour){MOUR_MODULE, module->id}, ident, ns, &adj,
                                                                  !late, fin, ignore);
                if (lk.det == LK_OK) {
                    res = lk;
                    flags = FL_MODULE | (module->id == cd->root ? FL_SUGGEST_CRATE
                                         : rs_module_is_normal(module) ? FL_SUGGEST_SELF : 0);
                } else if (lk.det == LK_UNDET && !lk.weak) {
                    return det_or_undet(force);
                } else {
                    res.det = lk.det;
                }
                break;
            }
            case SC_MACRO_USE_PRELUDE: {
                uint64_t v;
                if (hmap_get(&cd->macro_use_prelude, ident.name, &v)) {
                    res = (Lookup){.det = LK_OK, .b = (Binding *)(uintptr_t)v};
                    flags = FL_FROM_PRELUDE;
                } else {
                    res = det_or_undet(rs_module(r, cd->root)->unexpanded == 0);
                }
                break;
            }
            case SC_BUILTIN_ATTRS:
                if (attr_is_builtin(ident.name)) res = (Lookup){.det = LK_OK, .b = r->builtin_attr_binding};
                break;
            case SC_EXTERN_PRELUDE: {
                Binding *b = rs_extern_prelude_get(r, krate, ident, fin != NULL);
                if (b) res = (Lookup){.det = LK_OK, .b = b};
                else res = det_or_undet(rs_module(r, cd->root)->unexpanded == 0);
                break;
            }
            case SC_TOOL_PRELUDE: {
                uint64_t v;
                if (hmap_get(&cd->tools, ident.name, &v)) res = (Lookup){.det = LK_OK, .b = r->tool_binding};
                break;
            }
            case SC_STDLIB_PRELUDE:
                if (cd->prelude) {
                    Lookup lk = rs_resolve_ident_in_module_unadjusted(r, (Mour){MOUR_MODULE, cd->prelude}, ident, ns,
                                                                      ps, false, NULL, ignore);
                    if (lk.det == LK_OK && (use_prelude || is_builtin_macro_res(r, rs_binding_res(lk.b)))) {
                        res = lk;
                        flags = FL_FROM_PRELUDE;
                    }
                }
                break;
            case SC_BUILTIN_TYPES: {
                PrimTy p;
                if (prim_from_name(ident.name, &p)) res = (Lookup){.det = LK_OK, .b = r->prim_bindings[p]};
                break;
            }
            }

            if (res.det == LK_OK && sub_namespace_match(rs_binding_macro_kind(r, res.b), macro_kind)) {
                if (!fin || late) return res;
                if (inner) {
                    Res a = rs_binding_res(res.b), b = rs_binding_res(inner);
                    if (!rs_res_eq(a, b)) {
                        AmbiguityKind k = AMB_NONE;
                        if (is_import) k = AMB_IMPORT;
                        else if (a.kind == RES_NON_MACRO_ATTR || b.kind == RES_NON_MACRO_ATTR) k = AMB_BUILTIN_ATTR;
                        else if (((inner_flags & FL_MACRO_RULES) && (flags & FL_MODULE) &&
                                  !disambiguate_macro_rules_vs_modularized(r, inner, res.b)) ||
                                 ((flags & FL_MACRO_RULES) && (inner_flags & FL_MODULE) &&
                                  !disambiguate_macro_rules_vs_modularized(r, res.b, inner)))
                            k = AMB_MACRO_RULES_VS_MODULARIZED;
                        else if (rs_binding_is_glob_import(inner)) k = AMB_GLOB_VS_OUTER;
                        else if (may_appear_after(r, inner, ps->expansion, res.b)) k = AMB_MORE_EXPANDED_VS_OUTER;
                        if (k != AMB_NONE) {
                            AmbiguityError e = {.kind = k, .ident = orig, .b1 = inner, .b2 = res.b,
                                                .misc1 = misc_of(inner_flags), .misc2 = misc_of(flags)};
                            vec_push(&r->ambiguity_errors, e);
                            return (Lookup){.det = LK_OK, .b = inner};
                        }
                    }
                } else {
                    inner = res.b;
                    inner_flags = flags;
                }
            } else if (res.det == LK_UNDET) {
                undetermined = true;
            }
        }

        /* The next scope. */
        switch (scope) {
        case SC_MACRO_RULES: {
            MacroRulesScope *ms = &r->mr_scopes.data[mrs];
            if (ms->kind == MRS_EMPTY) scope = SC_MODULE;
            else mrs = ms->parent;
            break;
        }
        case SC_CRATE_ROOT:
            if (ns != NS_TYPE) goto done;
            rs_adjust(r, &ctxt, 0);
            scope = SC_EXTERN_PRELUDE;
            break;
        case SC_MODULE: {
            use_prelude = !module->no_implicit_prelude;
            ModuleId parent = hygienic_lexical_parent(r, module, &ctxt);
            if (parent) {
                module = rs_module(r, parent);
            } else {
                rs_adjust(r, &ctxt, 0);
                scope = ns == NS_TYPE ? SC_EXTERN_PRELUDE : ns == NS_VALUE ? SC_STDLIB_PRELUDE : SC_MACRO_USE_PRELUDE;
            }
            break;
        }
        case SC_MACRO_USE_PRELUDE: scope = SC_STDLIB_PRELUDE; break;
        case SC_BUILTIN_ATTRS: goto done;
        case SC_EXTERN_PRELUDE:
            if (is_absolute) goto done;
            scope = SC_TOOL_PRELUDE;
            break;
        case SC_TOOL_PRELUDE: scope = SC_STDLIB_PRELUDE; break;
        case SC_STDLIB_PRELUDE:
            if (ns == NS_TYPE) scope = SC_BUILTIN_TYPES;
            else if (ns == NS_MACRO) scope = SC_BUILTIN_ATTRS;
            else goto done;
            break;
        case SC_BUILTIN_TYPES: goto done;
        }
    }
done:
    if (inner) return (Lookup){.det = LK_OK, .b = inner};
    return det_or_undet(!undetermined || force);
}

/* ---- paths ---- */

void rs_path_result_free(PathResult *pr) {
    free(pr->label);
    free(pr->sugg_msg);
    free(pr->sugg_text);
    pr->label = pr->sugg_msg = pr->sugg_text = NULL;
}

static PathResult failed(Span span, bool last, const Finalize *fin, char *label) {
    PathResult pr = {.kind = PR_FAILED, .span = span, .from_last_segment = last};
    if (fin) pr.label = label;
    else free(label);
    return pr;
}

static PathResult non_module(Res res, uint32_t unresolved) {
    return (PathResult){.kind = PR_NON_MODULE, .pres = {.base = res, .unresolved = unresolved}};
}

/* rustc's PathSource::Type.is_expected: a type that can start a
 * type-relative path. */
static bool is_type_res(const Resolver *r, Res res) {
    if (res.kind == RES_PRIM_TY || res.kind == RES_SELF_TY_TRAIT || res.kind == RES_SELF_TY_IMPL) return true;
    if (res.kind != RES_DEF) return false;
    const DefData *d = res_def(r, res.def);
    if (!d) return false;
    switch (d->kind) {
    case DEF_STRUCT: case DEF_UNION: case DEF_ENUM: case DEF_TRAIT: case DEF_TRAIT_ALIAS: case DEF_TY_ALIAS:
    case DEF_ASSOC_TY: case DEF_TY_PARAM: case DEF_FOREIGN_TY: return true;
    default: return false;
    }
}

static void record_segment_res(Resolver *r, const Finalize *fin, NodeId id, Res res) {
    if (!fin || !id.i) return;
    if (res_path_res(r, id).base.kind != RES_ERR) return;
    res_record_path_res(r, id, (PartialRes){.base = res});
}

PathResult rs_resolve_path(Resolver *r, const Segment *path, uint32_t n, int opt_ns, const ParentScope *ps,
                           const Finalize *fin, Binding *ignore) {
    Mour module = {MOUR_NONE, 0};
    bool allow_super = true;
    CrateNum krate = rs_module(r, ps->module)->krate;
    Edition crate_ed = rs_crate(r, krate)->edition;
    for (uint32_t i = 0; i < n; i++) {
        Ident ident = path[i].ident;
        bool is_last = i == n - 1;
        Namespace ns = is_last ? (opt_ns < 0 ? NS_TYPE : (Namespace)opt_ns) : NS_TYPE;
        Symbol name = ident.name;
        allow_super = allow_super && ns == NS_TYPE && (name == SYM_self || name == SYM_super);
        if (ns == NS_TYPE) {
            if (allow_super && name == SYM_super) {
                uint32_t ctxt = hyg_normalize_to_macros_2_0(r->hyg, ident.ctxt);
                Module *self_module = NULL;
                if (i == 0) self_module = rs_resolve_self(r, &ctxt, ps->module);
                else if (module.kind == MOUR_MODULE) self_module = rs_module(r, module.m);
                if (self_module && self_module->parent) {
                    module = (Mour){MOUR_MODULE, rs_resolve_self(r, &ctxt, self_module->parent)->id};
                    continue;
                }
                return failed(ident.span, false, fin, xstrdup("there are too many leading `super` keywords"));
            }
            if (i == 0) {
                if (name == SYM_self) {
                    uint32_t ctxt = hyg_normalize_to_macros_2_0(r->hyg, ident.ctxt);
                    module = (Mour){MOUR_MODULE, rs_resolve_self(r, &ctxt, ps->module)->id};
                    continue;
                }
                Edition ed = rs_ctxt_edition(r, ident.ctxt, krate);
                if (name == SYM_PathRoot && ed >= ED_2018) {
                    module = (Mour){MOUR_EXTERN_PRELUDE, 0};
                    continue;
                }
                if (name == SYM_PathRoot && ed == ED_2015 && crate_ed >= ED_2018) {
                    module = (Mour){MOUR_CRATE_ROOT_AND_EXTERN_PRELUDE, 0};
                    continue;
                }
                if (name == SYM_PathRoot || name == SYM_crate || name == SYM_dollar_crate) {
                    module = (Mour){MOUR_MODULE, rs_resolve_crate_root(r, ident, krate)->id};
                    continue;
                }
            }
        }
        if (rs_is_path_segment_keyword(name) && i != 0) {
            char *label;
            if (i == 1 && path[0].ident.name == SYM_PathRoot)
                label = name == SYM_PathRoot ? xstrdup("global paths cannot start with crate root")
                                             : xasprintf("global paths cannot start with `%s`", sym_str(name));
            else
                label = name == SYM_PathRoot ? xstrdup("crate root in paths can only be used in start position")
                                             : xasprintf("`%s` in paths can only be used in start position",
                                                         sym_str(name));
            return failed(ident.span, false, fin, label);
        }
        Lookup lk;
        if (module.kind != MOUR_NONE) {
            lk = rs_resolve_ident_in_module(r, module, ident, ns, ps, fin, ignore);
        } else {
            ScopeSet ss = {.kind = SS_ALL, .ns = (uint8_t)ns, .is_import = opt_ns < 0};
            if (r->late_phase && opt_ns >= 0) ss = (ScopeSet){.kind = SS_LATE, .ns = (uint8_t)ns, .module = ps->module};
            lk = rs_early_resolve_ident(r, ident, ss, ps, fin, fin != NULL, ignore);
        }
        if (lk.det == LK_OK) {
            Res res = rs_binding_res(lk.b);
            bool maybe_assoc = opt_ns != NS_MACRO && is_type_res(r, res);
            ModuleId next = rs_binding_module(r, lk.b);
            if (next) {
                module = (Mour){MOUR_MODULE, next};
                record_segment_res(r, fin, path[i].id, res);
            } else if (res.kind == RES_TOOL_MOD && i + 1 != n) {
                if (rs_binding_is_import(lk.b)) {
                    Diag *d = diag_error(r->dc, DC_NONE, ident.span, "cannot use a tool module through an import");
                    diag_span_note(d, lk.b->span, "the tool module imported here");
                    diag_emit(d);
                }
                return non_module((Res){.kind = RES_NON_MACRO_ATTR}, 0);
            } else if (res.kind == RES_ERR) {
                return non_module(res, 0);
            } else if (opt_ns >= 0 && (is_last || maybe_assoc)) {
                record_segment_res(r, fin, path[i].id, res);
                return non_module(res, n - i - 1);
            } else {
                return failed(ident.span, is_last, fin,
                              xasprintf("`%s` is %s %s, not a module", sym_str(name), rs_res_article(r, res),
                                        rs_res_descr(r, res)));
            }
        } else if (lk.det == LK_UNDET) {
            return (PathResult){.kind = PR_INDETERMINATE};
        } else {
            if (module.kind == MOUR_MODULE && opt_ns >= 0) {
                Module *m = rs_module(r, module.m);
                if (!rs_module_is_normal(m)) return non_module(rs_module_res(r, m), n - i);
            }
            PathResult pr = failed(ident.span, is_last, fin, NULL);
            if (fin) rs_path_failure_label(r, path, n, opt_ns, ps, module, i, &pr);
            return pr;
        }
    }
    if (module.kind != MOUR_NONE) return (PathResult){.kind = PR_MODULE, .module = module};
    return (PathResult){.kind = PR_MODULE, .module = {MOUR_CURRENT_SCOPE, 0}};
}

/* ---- public queries ---- */

static ParentScope scope_of_module(const Resolver *r, ModuleId m) {
    return (ParentScope){.module = m, .krate = rs_module(r, m)->krate};
}

Determinacy res_resolve_ident_in_lexical_scope(Resolver *r, ModuleId m, Ident id, Namespace ns, Res *out) {
    *out = rs_res_err();
    if (!m) return DET_ERROR;
    ParentScope ps = scope_of_module(r, m);
    ScopeSet ss = {.kind = SS_LATE, .ns = (uint8_t)ns, .module = m};
    Finalize fin = {.path_span = id.span, .root_span = id.span, .report_private = true};
    Lookup lk = rs_early_resolve_ident(r, id, ss, &ps, &fin, true, NULL);
    if (lk.det != LK_OK) return lk.det == LK_UNDET ? DET_UNDETERMINED : DET_ERROR;
    *out = rs_binding_res(lk.b);
    return out->kind == RES_ERR ? DET_ERROR : DET_OK;
}

Determinacy res_resolve_path(Resolver *r, ModuleId m, const Path *path, Namespace ns, bool report, PartialRes *out) {
    memset(out, 0, sizeof *out);
    if (!m || !path->nsegs) return DET_ERROR;
    ParentScope ps = scope_of_module(r, m);
    uint32_t n;
    Segment *segs = rs_path_segments(r, path, &n);
    Finalize fin = {.path_span = path->span, .root_span = path->span, .report_private = true};
    PathResult pr = rs_resolve_path(r, segs, n, ns, &ps, report ? &fin : NULL, NULL);
    Determinacy d = DET_ERROR;
    switch (pr.kind) {
    case PR_MODULE:
        if (pr.module.kind == MOUR_MODULE) {
            out->base = rs_module_res(r, rs_module(r, pr.module.m));
            d = DET_OK;
        }
        break;
    case PR_NON_MODULE:
        *out = pr.pres;
        d = pr.pres.base.kind == RES_ERR ? DET_ERROR : DET_OK;
        break;
    case PR_INDETERMINATE: d = DET_UNDETERMINED; break;
    case PR_FAILED:
        if (report && !pr.from_last_segment) rs_report_failed_to_resolve(r, pr.span, &pr);
        break;
    }
    if (d == DET_OK && report) res_record_path_res(r, segs[n - 1].id, *out);
    rs_path_result_free(&pr);
    free(segs);
    return d;
}

/* ---- macro paths ---- */

static const char *macro_kind_descr(int k) {
    return k == MACRO_ATTR ? "attribute macro" : k == MACRO_DERIVE ? "derive macro" : "macro";
}
static const char *macro_kind_expected(int k) {
    return k == MACRO_ATTR ? "attribute" : macro_kind_descr(k);
}
static const char *macro_kind_article(int k) { return k == MACRO_ATTR ? "an" : "a"; }

static void record_macro_resolution(Resolver *r, const Segment *segs, uint32_t n, Span span, MacroKind kind,
                                    const ParentScope *ps, bool ok, Res res) {
    MacroResolution mr = {.npath = n, .path_span = span, .kind = (uint8_t)kind, .has_initial = ok, .initial = res,
                          .ps = *ps};
    mr.ps.krate = rs_module(r, ps->module)->krate;
    mr.path = xmalloc(sizeof(Segment) * n);
    memcpy(mr.path, segs, sizeof(Segment) * n);
    vec_push(&r->macro_resolutions, mr);
}

Determinacy res_resolve_macro_path(Resolver *r, const ParentScope *ps, const Path *path, MacroKind kind, bool force,
                                   Res *out) {
    *out = rs_res_err();
    if (!path->nsegs) return DET_ERROR;
    uint32_t n;
    Segment *segs0 = rs_path_segments(r, path, &n);
    Segment *segs = segs0;
    /* #[macro_export(local_inner_macros)]: `foo!` in its body is `$crate::foo!`. */
    if (kind == MACRO_BANG && n == 1) {
        uint32_t e = hyg_outer_expn(r->hyg, segs[0].ident.ctxt);
        if (e && hyg_expn(r->hyg, e)->local_inner_macros) {
            segs = xmalloc(sizeof(Segment) * 2);
            segs[0] = (Segment){.ident = {.name = SYM_dollar_crate, .ctxt = segs0[0].ident.ctxt,
                                          .span = segs0[0].ident.span}};
            segs[1] = segs0[0];
            n = 2;
        }
    }
    bool ok = false;
    Res res = rs_res_err();
    if (n > 1) {
        PathResult pr = rs_resolve_path(r, segs, n, NS_MACRO, ps, NULL, NULL);
        if (pr.kind == PR_NON_MODULE && pr.pres.unresolved == 0) {
            ok = true;
            res = pr.pres.base;
        } else if (pr.kind == PR_INDETERMINATE && !force) {
            rs_path_result_free(&pr);
            if (segs != segs0) free(segs);
            free(segs0);
            return DET_UNDETERMINED;
        }
        rs_path_result_free(&pr);
    } else {
        ScopeSet ss = {.kind = SS_MACRO, .macro_kind = (uint8_t)kind};
        Lookup lk = rs_early_resolve_ident(r, segs[0].ident, ss, ps, NULL, force, NULL);
        if (lk.det == LK_UNDET) {
            free(segs0);
            return DET_UNDETERMINED;
        }
        if (lk.det == LK_OK) {
            ok = true;
            res = rs_binding_res(lk.b);
        }
    }
    record_macro_resolution(r, segs, n, path->span, kind, ps, ok, res);
    if (segs != segs0) free(segs);
    free(segs0);
    if (!ok || res.kind == RES_ERR) return DET_ERROR;

    /* The kind of macro must be the kind asked for. */
    int found = -1;
    if (res.kind == RES_NON_MACRO_ATTR) found = MACRO_ATTR;
    else if (res.kind == RES_DEF) {
        const DefData *d = res_def(r, res.def);
        if (d && d->kind == DEF_MACRO) found = d->macro_kind;
    }
    if (found != (int)kind) {
        StrBuf sb = {0};
        ast_print_path(&sb, path);
        Diag *d = diag_error(r->dc, DC_NONE, path->span, "expected %s, found %s `%s`", macro_kind_expected(kind),
                             rs_res_descr(r, res), sb_cstr(&sb));
        diag_label(d, path->span, true, "not %s %s", macro_kind_article(kind), macro_kind_expected(kind));
        diag_emit(d);
        sb_free(&sb);
        return DET_ERROR;
    }
    *out = res;
    return DET_OK;
}

/* After expansion: every macro path is resolved again with errors on
 * (rustc's finalize_macro_resolutions): ambiguities, paths that failed,
 * and "cannot find macro `x` in this scope". */
void rs_finalize_macro_resolutions(Resolver *r, CrateNum c) {
    /* Multi-segment paths first, as rustc. */
    for (uint32_t pass = 0; pass < 2; pass++)
    for (uint32_t i = 0; i < r->macro_resolutions.len; i++) {
        MacroResolution *mr = &r->macro_resolutions.data[i];
        if (mr->ps.krate != c || (pass == 0) != (mr->npath > 1)) continue;
        if (mr->npath > 1) {
            for (uint32_t j = 0; j < mr->npath; j++) mr->path[j].id = (NodeId){0};
            Finalize fin = {.path_span = mr->path_span, .root_span = mr->path_span, .report_private = true};
            PathResult pr = rs_resolve_path(r, mr->path, mr->npath, NS_MACRO, &mr->ps, &fin, NULL);
            if (pr.kind == PR_NON_MODULE && pr.pres.unresolved == 0) {
                if (!mr->has_initial && r->privacy_errors.len == 0) {
                    StrBuf sb = {0};
                    rs_print_segments(&sb, mr->path, mr->npath);
                    Diag *d = diag_error(r->dc, DC_NONE, mr->path_span, "cannot determine resolution for the %s `%s`",
                                         macro_kind_descr(mr->kind), sb_cstr(&sb));
                    diag_note(d, "import resolution is stuck, try simplifying macro imports");
                    diag_emit(d);
                    sb_free(&sb);
                }
            } else if (pr.kind == PR_FAILED) {
                rs_report_failed_to_resolve(r, pr.span, &pr);
            } else if (pr.kind == PR_NON_MODULE) {
                PathResult p2 = {.label = xasprintf("partially resolved path in %s %s", macro_kind_article(mr->kind),
                                                    macro_kind_descr(mr->kind))};
                rs_report_failed_to_resolve(r, mr->path_span, &p2);
                rs_path_result_free(&p2);
            }
            rs_path_result_free(&pr);
        } else {
            Ident ident = mr->path[0].ident;
            Finalize fin = {.path_span = ident.span, .root_span = ident.span, .report_private = true};
            ScopeSet ss = {.kind = SS_MACRO, .macro_kind = mr->kind};
            Lookup lk = rs_early_resolve_ident(r, ident, ss, &mr->ps, &fin, true, NULL);
            if (lk.det == LK_OK) {
                if (!mr->has_initial && r->privacy_errors.len == 0) {
                    Diag *d = diag_error(r->dc, DC_NONE, ident.span, "cannot determine resolution for the %s `%s`",
                                         macro_kind_descr(mr->kind), sym_str(ident.name));
                    diag_note(d, "import resolution is stuck, try simplifying macro imports");
                    diag_emit(d);
                }
            } else {
                Diag *d = diag_error(r->dc, DC_NONE, ident.span, "cannot find %s `%s` in this scope",
                                     macro_kind_expected(mr->kind), sym_str(ident.name));
                rs_unresolved_macro_suggestions(r, d, (MacroKind)mr->kind, &mr->ps, ident);
                diag_emit(d);
            }
        }
    }
    uint32_t k = 0;
    for (uint32_t i = 0; i < r->macro_resolutions.len; i++) {
        MacroResolution *mr = &r->macro_resolutions.data[i];
        if (mr->ps.krate == c) free(mr->path);
        else r->macro_resolutions.data[k++] = *mr;
    }
    r->macro_resolutions.len = k;
}
