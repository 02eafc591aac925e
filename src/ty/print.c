/* print.c — types and definition paths as rustc 1.63 prints them in
 * diagnostics.
 *
 * Takes: interned types and the item facts (generics, fn_sig). Gives:
 * ty_print / ty_to_string (`&mut [u8]`, `Foo<i32>`, `{integer}`,
 * `fn(i32) -> u8 {foo}`, `[closure@t.rs:3:13: 3:20]`, `<T as Tr>::Out`)
 * and ty_print_def_path (`Foo::<u8>`, `E::<u8>::A`, `<i32 as Tr>::m`).
 *
 * Paths are "trimmed" as rustc trims them in diagnostics: a type or trait
 * whose name no other type or trait of the session has is printed by its
 * name alone; others get their module path (extern crates' paths start
 * with the crate name, the local crate's with nothing). Regions are
 * erased, so references print without lifetimes; fn signatures that take
 * references print rustc's `for<'r> fn(&'r T)` form, the names given in
 * order as rustc's printer does ('r, 's, 't0, 't1...).
 */
#include "ty_int.h"

typedef struct Printer {
    TyCtxt *tcx;
    StrBuf *sb;
    /* late-bound region naming for fn signatures: >= 0 while printing
     * the inputs/output of a `for<...>` signature */
    int region_next;
    int region_out;           /* the region output references get (-1: none) */
    bool in_output;
    bool full;                /* type_name: untrimmed paths from the crate name */
    uint32_t printed;         /* types printed so far (the type length limit) */
} Printer;

/* rustc's printer stops at the type length limit (its default): a type
 * that doubles at each level of a polymorphic recursion is printed as
 * `...` past that many types, not as a string of 2^128 bytes. */
#define PRINT_TYPE_LENGTH_LIMIT 1048576u

static void print_ty(Printer *p, TyId t);

static const DefData *defdata(TyCtxt *tcx, DefId d) {
    static const DefData none;
    const DefData *dd = tcx->res ? res_def(tcx->res, d) : NULL;
    return dd ? dd : &none;
}
static void print_path(Printer *p, DefId def, ArgsId args, bool value_path);

static const char *abi_name(Abi abi) {
    switch (abi) {
    case ABI_RUST: return "Rust";
    case ABI_C: return "C";
    case ABI_SYSTEM: return "system";
    case ABI_RUST_INTRINSIC: return "rust-intrinsic";
    case ABI_RUST_CALL: return "rust-call";
    case ABI_PLATFORM_INTRINSIC: return "platform-intrinsic";
    case ABI_SYSV64: return "sysv64";
    case ABI_UNADJUSTED: return "unadjusted";
    default: return "C";
    }
}

static void region_name(StrBuf *sb, int i) {
    if (i == 0) sb_puts(sb, "'r");
    else if (i == 1) sb_puts(sb, "'s");
    else sb_printf(sb, "'t%d", i - 2);
}

/* ---- trimmed paths ---- */

/* The namespace a module-level item is named in, for trimming: 0 none,
 * 1 types, 2 values. */
static int trim_ns(uint8_t k) {
    switch (k) {
    case DEF_STRUCT: case DEF_ENUM: case DEF_UNION: case DEF_TRAIT: case DEF_TY_ALIAS: case DEF_FOREIGN_TY:
    case DEF_TRAIT_ALIAS: case DEF_MOD:
        return 1;
    case DEF_FN: case DEF_CONST: case DEF_STATIC: case DEF_CTOR: return 2;
    default: return 0;
    }
}

static bool is_type_ns_item(uint8_t k) { return trim_ns(k) != 0; }

/* rustc trims a path to the bare name when no other item of the session
 * has that name in the same namespace, and the local crate did not name
 * it through a glob import (see name_is_unique). */
static void build_name_counts(TyCtxt *tcx) {
    if (tcx->name_count_built) return;
    tcx->name_count_built = true;
    if (!tcx->res) return;
    uint32_t n = res_def_count(tcx->res);
    for (uint32_t i = 1; i <= n; i++) {
        const DefData *d = defdata(tcx, (DefId){i});
        int ns = trim_ns(d->kind);
        if (!d->name || !ns) continue;
        /* items inside fn bodies are not module children */
        const DefData *pd = defdata(tcx, d->parent);
        if (d->parent.i && pd->kind != DEF_MOD && pd->kind != DEF_STRUCT) continue;
        bool ins;
        uint64_t *slot = hmap_entry(&tcx->name_count, (uint64_t)ns << 32 | d->name, 0, &ins);
        (*slot)++;
    }
}

static bool name_is_unique(TyCtxt *tcx, DefId def) {
    build_name_counts(tcx);
    const DefData *d = defdata(tcx, def);
    /* rustc counts a name the local crate used through a glob import
     * (`use spine_core::*`) as ambiguous in every namespace. */
    if (tcx->res && res_name_used_via_glob(tcx->res, d->name)) return false;
    uint64_t c = 0;
    hmap_get(&tcx->name_count, (uint64_t)trim_ns(d->kind) << 32 | d->name, &c);
    return c <= 1;
}

/* The module path of def (without def itself): `a::b::` (or the crate
 * name for extern crates). */
static void print_module_prefix(Printer *p, DefId def) {
    const DefData *d = defdata(p->tcx, def);
    DefId chain[64];
    uint32_t n = 0;
    for (DefId par = d->parent; par.i && n < 64;) {
        const DefData *pd = defdata(p->tcx, par);
        chain[n++] = par;
        par = pd->parent;
    }
    bool first = true;
    for (uint32_t i = n; i-- > 0;) {
        const DefData *pd = defdata(p->tcx, chain[i]);
        if (!pd->parent.i) {
            /* the crate root */
            if (pd->krate != LOCAL_CRATE || p->full) {
                sb_puts(p->sb, sym_str(res_crate_name(p->tcx->res, pd->krate)));
                sb_puts(p->sb, "::");
            }
            first = false;
            continue;
        }
        if (!pd->name) continue;
        sb_puts(p->sb, sym_str(pd->name));
        sb_puts(p->sb, "::");
        first = false;
    }
    (void)first;
}

/* ---- const values ---- */

/* A const generic argument's value as rustc prints it (`5`, `-1`,
 * `true`, `'a'`). */
static void print_const_value(StrBuf *sb, TyCtxt *tcx, const TyData *d) {
    const TyData *t = ty_get(tcx, d->cnst.ty);
    unsigned long long lo = (unsigned long long)d->cnst.lo;
    if (t->kind == TYK_BOOL) {
        sb_puts(sb, lo ? "true" : "false");
    } else if (t->kind == TYK_CHAR) {
        if (lo < 0x80 && lo >= 0x20 && lo != '\\' && lo != '\'') sb_printf(sb, "'%c'", (int)lo);
        else sb_printf(sb, "'\\u{%llx}'", lo);
    } else if (t->kind == TYK_INT && ty_int_bits(tcx, d->cnst.ty) <= 64) {
        /* stored zero-extended from the type's width: sign-extend */
        uint32_t bits = ty_int_bits(tcx, d->cnst.ty);
        uint64_t v = d->cnst.lo;
        if (bits < 64 && (v >> (bits - 1)) & 1) v |= ~(uint64_t)0 << bits;
        sb_printf(sb, "%lld", (long long)v);
    } else if (t->kind == TYK_INT && d->cnst.hi >> 63) {
        sb_printf(sb, "%lld", (long long)d->cnst.lo);   /* i128 below -2^63 prints wrong: rare */
    } else if (d->cnst.hi && !(t->kind == TYK_INT)) {
        unsigned __int128 v = ((unsigned __int128)d->cnst.hi << 64) | d->cnst.lo;
        char buf[48];
        int n = 0;
        while (v) buf[n++] = (char)('0' + (int)(v % 10)), v /= 10;
        while (n) sb_putc(sb, buf[--n]);
    } else {
        sb_printf(sb, "%llu", lo);
    }
}

/* ---- generic args ---- */

/* The own args of def within args (after its parent's), without the
 * trailing ones equal to their defaults. */
static void own_args(Printer *p, DefId def, ArgsId args, const TyId **out, uint32_t *nout) {
    *out = NULL;
    *nout = 0;
    uint32_t len = ty_args_len(p->tcx, args);
    if (!len) return;
    const TyGenerics *g = ty_generics_of(p->tcx, def);
    uint32_t start = g->parent_count + (g->has_self && !g->parent.i ? 1 : 0);
    uint32_t end = g->parent_count + g->nparams;
    if (end > len) end = len;
    if (start >= end) return;
    const TyId *a = ty_args(p->tcx, args);
    while (end > start) {
        const GenericParamDef *gp = &g->params[end - 1 - g->parent_count];
        if (!gp->has_default) break;
        TyId dflt = gp->kind == GPD_CONST ? ty_const_param_default(p->tcx, gp->def)
                                          : ty_subst(p->tcx, ty_type_of(p->tcx, gp->def), args);
        if (!ty_eq(dflt, a[end - 1])) break;
        end--;
    }
    *out = a + start;
    *nout = end - start;
}

static void print_arg_list(Printer *p, const TyId *a, uint32_t n, bool turbofish) {
    if (!n) return;
    sb_puts(p->sb, turbofish ? "::<" : "<");
    for (uint32_t i = 0; i < n; i++) {
        if (i) sb_puts(p->sb, ", ");
        print_ty(p, a[i]);
    }
    sb_putc(p->sb, '>');
}

/* ---- definition paths ---- */

/* `Name<args>` of an item with its module path when not trimmed. */
static void print_item_path(Printer *p, DefId def, ArgsId args, bool value_path) {
    const DefData *d = defdata(p->tcx, def);
    if (p->full || !(is_type_ns_item(d->kind) && name_is_unique(p->tcx, def))) print_module_prefix(p, def);
    sb_puts(p->sb, d->name ? sym_str(d->name) : "{impl}");
    const TyId *a;
    uint32_t n;
    own_args(p, def, args, &a, &n);
    print_arg_list(p, a, n, value_path);
}

static void print_trait_ref(Printer *p, DefId trait, ArgsId args) {
    /* args[0] is Self and is not printed here */
    print_item_path(p, trait, args, false);
}

static void print_assoc_path(Printer *p, DefId def, ArgsId args, bool value_path) {
    TyCtxt *tcx = p->tcx;
    const DefData *d = defdata(tcx, def);
    DefId container = d->parent;
    const DefData *cd = defdata(tcx, container);
    uint32_t nargs = ty_args_len(tcx, args);
    if (cd->kind == DEF_TRAIT) {
        if (nargs) {
            sb_putc(p->sb, '<');
            print_ty(p, ty_args(tcx, args)[0]);
            sb_puts(p->sb, " as ");
            print_trait_ref(p, container, args);
            sb_putc(p->sb, '>');
        } else {
            print_item_path(p, container, args, false);
        }
    } else {
        TraitRef tr = ty_impl_trait_ref(tcx, container);
        TyId self = ty_type_of(tcx, container);
        if (nargs) {
            self = ty_subst(tcx, self, args);
            tr.args = ty_subst_args(tcx, tr.args, args);
        }
        if (tr.trait.i) {
            sb_putc(p->sb, '<');
            print_ty(p, self);
            sb_puts(p->sb, " as ");
            print_trait_ref(p, tr.trait, tr.args);
            sb_putc(p->sb, '>');
        } else if (ty_kind(tcx, self) == TYK_ADT) {
            const TyData *sd = ty_get(tcx, self);
            print_item_path(p, sd->adt.def, sd->adt.args, true);
        } else {
            sb_putc(p->sb, '<');
            print_ty(p, self);
            sb_putc(p->sb, '>');
        }
    }
    sb_puts(p->sb, "::");
    sb_puts(p->sb, sym_str(d->name));
    const TyId *a;
    uint32_t n;
    own_args(p, def, args, &a, &n);
    print_arg_list(p, a, n, value_path);
}

static void print_path(Printer *p, DefId def, ArgsId args, bool value_path) {
    TyCtxt *tcx = p->tcx;
    const DefData *d = defdata(tcx, def);
    switch (d->kind) {
    case DEF_CTOR:
        print_path(p, d->parent, args, value_path);
        return;
    case DEF_VARIANT:
        print_item_path(p, d->parent, args, value_path);
        sb_puts(p->sb, "::");
        sb_puts(p->sb, sym_str(d->name));
        return;
    case DEF_ASSOC_FN: case DEF_ASSOC_CONST: case DEF_ASSOC_TY:
        print_assoc_path(p, def, args, value_path);
        return;
    case DEF_CLOSURE:
        print_module_prefix(p, def);
        sb_puts(p->sb, "{{closure}}");
        return;
    default:
        print_item_path(p, def, args, value_path);
        return;
    }
}

/* ---- types ---- */

static uint32_t count_refs(TyCtxt *tcx, TyId t) {
    const TyData *d = ty_get(tcx, t);
    switch (d->kind) {
    case TYK_REF: return 1 + count_refs(tcx, d->pointee);
    case TYK_RAW_PTR: return count_refs(tcx, d->pointee);
    case TYK_SLICE: return count_refs(tcx, d->elem);
    case TYK_ARRAY: return count_refs(tcx, d->array.elem);
    case TYK_TUPLE: {
        uint32_t n = 0, len = ty_args_len(tcx, d->tuple);
        for (uint32_t i = 0; i < len; i++) n += count_refs(tcx, ty_args(tcx, d->tuple)[i]);
        return n;
    }
    default: return 0;
    }
}

static void print_sig(Printer *p, FnSig sig) {
    TyCtxt *tcx = p->tcx;
    uint32_t n = ty_args_len(tcx, sig.inputs_and_output);
    const TyId *io = ty_args(tcx, sig.inputs_and_output);
    if (!n) {
        sb_puts(p->sb, "fn()");
        return;
    }
    Printer q = *p;
    /* references in the inputs are late-bound regions: `for<'r> ` */
    uint32_t nref = 0;
    for (uint32_t i = 0; i + 1 < n; i++) nref += count_refs(tcx, io[i]);
    if (nref && p->region_next < 0) {
        sb_puts(p->sb, "for<");
        for (uint32_t i = 0; i < nref; i++) {
            if (i) sb_puts(p->sb, ", ");
            region_name(p->sb, (int)i);
        }
        sb_puts(p->sb, "> ");
        q.region_next = 0;
        /* elision: the output's references take the only input region
         * (or the first one, which is `self`'s for methods) */
        q.region_out = 0;
    }
    if (sig.is_unsafe) sb_puts(p->sb, "unsafe ");
    if (sig.abi != ABI_RUST) sb_printf(p->sb, "extern \"%s\" ", abi_name(sig.abi));
    sb_puts(p->sb, "fn(");
    for (uint32_t i = 0; i + 1 < n; i++) {
        if (i) sb_puts(p->sb, ", ");
        print_ty(&q, io[i]);
    }
    if (sig.c_variadic) sb_puts(p->sb, n > 1 ? ", ..." : "...");
    sb_putc(p->sb, ')');
    TyId out = io[n - 1];
    if (!ty_is_unit(tcx, out)) {
        sb_puts(p->sb, " -> ");
        q.in_output = true;
        print_ty(&q, out);
    }
}

static void print_closure(Printer *p, DefId def) {
    TyCtxt *tcx = p->tcx;
    const HirExpr *e = tcx->hir ? hir_closure_expr(tcx->hir, def) : NULL;
    Span sp = e ? e->span : defdata(tcx, def)->span;
    const SourceMap *sm = tcx->dc ? tcx->dc->sm : NULL;
    const char *what = "closure";
    if (e && e->closure.gen) what = e->closure.is_static ? "static generator" : "generator";
    if (!sm || span_is_dummy(sp)) {
        sb_printf(p->sb, "[%s]", what);
        return;
    }
    SourceLoc lo = sm_lookup(sm, sp.lo), hi = sm_lookup(sm, sp.hi);
    sb_printf(p->sb, "[%s@%s:%u:%u: %u:%u]", what, lo.file ? lo.file->name : "?", lo.line, lo.col, hi.line, hi.col);
}

static void print_dyn(Printer *p, const TyData *d) {
    TyCtxt *tcx = p->tcx;
    sb_puts(p->sb, "dyn ");
    bool any = false;
    if (d->dyn_.principal.i) {
        const DefData *dd = defdata(tcx, d->dyn_.principal);
        if (p->full || !name_is_unique(tcx, d->dyn_.principal)) print_module_prefix(p, d->dyn_.principal);
        sb_puts(p->sb, sym_str(dd->name));
        /* principal_args exclude Self */
        uint32_t na = ty_args_len(tcx, d->dyn_.principal_args);
        const TyId *a = ty_args(tcx, d->dyn_.principal_args);
        if (na || d->dyn_.nproj) {
            sb_putc(p->sb, '<');
            for (uint32_t i = 0; i < na; i++) {
                if (i) sb_puts(p->sb, ", ");
                print_ty(p, a[i]);
            }
            const TyId *pt = ty_args(tcx, d->dyn_.proj_tys);
            for (uint32_t i = 0; i < d->dyn_.nproj; i++) {
                if (na || i) sb_puts(p->sb, ", ");
                sb_printf(p->sb, "%s = ", sym_str(defdata(tcx, d->dyn_.proj_items[i])->name));
                print_ty(p, pt[i]);
            }
            sb_putc(p->sb, '>');
        }
        any = true;
    }
    for (uint32_t i = 0; i < d->dyn_.nauto; i++) {
        if (any) sb_puts(p->sb, " + ");
        print_item_path(p, d->dyn_.auto_traits[i], (ArgsId){0}, false);
        any = true;
    }
}

static void print_ty(Printer *p, TyId t) {
    TyCtxt *tcx = p->tcx;
    const TyData *d = ty_get(tcx, t);
    StrBuf *sb = p->sb;
    if (p->printed++ >= PRINT_TYPE_LENGTH_LIMIT) {
        sb_puts(sb, "...");
        return;
    }
    static const char *ints[] = {"i8", "i16", "i32", "i64", "i128", "isize"};
    static const char *uints[] = {"u8", "u16", "u32", "u64", "u128", "usize"};
    switch (d->kind) {
    case TYK_BOOL: sb_puts(sb, "bool"); break;
    case TYK_CHAR: sb_puts(sb, "char"); break;
    case TYK_INT: sb_puts(sb, ints[d->sub]); break;
    case TYK_UINT: sb_puts(sb, uints[d->sub]); break;
    case TYK_FLOAT: sb_puts(sb, d->sub == FLOAT_F32 ? "f32" : "f64"); break;
    case TYK_STR: sb_puts(sb, "str"); break;
    case TYK_NEVER: sb_puts(sb, "!"); break;
    case TYK_ADT: print_item_path(p, d->adt.def, d->adt.args, false); break;
    case TYK_FOREIGN: print_item_path(p, d->adt.def, (ArgsId){0}, false); break;
    case TYK_ARRAY:
        sb_putc(sb, '[');
        print_ty(p, d->array.elem);
        sb_puts(sb, "; ");
        if (ty_kind(tcx, d->array.len_ct) == TYK_ERROR) sb_putc(sb, '_');
        else if (ty_kind(tcx, d->array.len_ct) == TYK_CONST) print_const_value(sb, tcx, ty_get(tcx, d->array.len_ct));
        else print_ty(p, d->array.len_ct);
        sb_putc(sb, ']');
        break;
    case TYK_UNEVAL: sb_puts(sb, "{ .. }"); break;
    case TYK_CONST:
        /* rustc 1.63 prints a const generic argument with its type as a
         * suffix (`Buf<3_usize>`), an array length without */
        print_const_value(sb, tcx, d);
        if (!p->full && (ty_kind(tcx, d->cnst.ty) == TYK_INT || ty_kind(tcx, d->cnst.ty) == TYK_UINT)) {
            sb_putc(sb, '_');
            print_ty(p, d->cnst.ty);
        }
        break;
    case TYK_SLICE:
        sb_putc(sb, '[');
        print_ty(p, d->elem);
        sb_putc(sb, ']');
        break;
    case TYK_RAW_PTR:
        sb_puts(sb, d->mutbl ? "*mut " : "*const ");
        print_ty(p, d->pointee);
        break;
    case TYK_REF:
        sb_putc(sb, '&');
        if (p->region_next >= 0 && !p->in_output) {
            region_name(sb, p->region_next++);
            sb_putc(sb, ' ');
        } else if (p->region_out >= 0 && p->in_output) {
            region_name(sb, p->region_out);
            sb_putc(sb, ' ');
        }
        if (d->mutbl) sb_puts(sb, "mut ");
        print_ty(p, d->pointee);
        break;
    case TYK_FN_DEF: {
        if (p->full) {
            print_path(p, d->adt.def, d->adt.args, false);
            break;
        }
        FnSig sig = ty_subst_sig(tcx, ty_fn_sig(tcx, d->adt.def), d->adt.args);
        print_sig(p, sig);
        sb_puts(sb, " {");
        Printer q = *p;
        q.region_next = -1;
        q.region_out = -1;
        q.in_output = false;
        print_path(&q, d->adt.def, d->adt.args, true);
        sb_putc(sb, '}');
        break;
    }
    case TYK_FN_PTR: print_sig(p, d->sig); break;
    case TYK_DYN: print_dyn(p, d); break;
    case TYK_CLOSURE: case TYK_GENERATOR:
        if (p->full) print_path(p, d->adt.def, d->adt.args, false);
        else print_closure(p, d->adt.def);
        break;
    case TYK_TUPLE: {
        uint32_t n = ty_args_len(tcx, d->tuple);
        const TyId *a = ty_args(tcx, d->tuple);
        sb_putc(sb, '(');
        for (uint32_t i = 0; i < n; i++) {
            if (i) sb_puts(sb, ", ");
            print_ty(p, a[i]);
        }
        if (n == 1) sb_putc(sb, ',');
        sb_putc(sb, ')');
        break;
    }
    case TYK_PARAM: sb_puts(sb, d->param.name ? sym_str(d->param.name) : "_"); break;
    case TYK_PROJECTION: {
        const DefData *ad = defdata(tcx, d->proj.item);
        sb_putc(sb, '<');
        if (ty_args_len(tcx, d->proj.args)) print_ty(p, ty_args(tcx, d->proj.args)[0]);
        sb_puts(sb, " as ");
        print_trait_ref(p, ad->parent, d->proj.args);
        sb_puts(sb, ">::");
        sb_puts(sb, sym_str(ad->name));
        break;
    }
    case TYK_INFER:
        sb_puts(sb, d->sub == INFER_INT ? "{integer}" : d->sub == INFER_FLOAT ? "{float}" : "_");
        break;
    case TYK_ERROR: sb_puts(sb, "[type error]"); break;
    default: sb_puts(sb, "?"); break;
    }
}

void ty_print(TyCtxt *tcx, StrBuf *sb, TyId t) {
    Printer p = {.tcx = tcx, .sb = sb, .region_next = -1, .region_out = -1};
    print_ty(&p, t);
}

const char *ty_to_string(TyCtxt *tcx, TyId t) {
    StrBuf sb = {0};
    ty_print(tcx, &sb, t);
    const char *s = arena_strdup(&tcx->arena, sb_cstr(&sb));
    sb_free(&sb);
    return s;
}

void ty_print_def_path(TyCtxt *tcx, StrBuf *sb, DefId def, ArgsId args) {
    Printer p = {.tcx = tcx, .sb = sb, .region_next = -1, .region_out = -1};
    const DefData *d = defdata(tcx, def);
    bool value = d->kind == DEF_FN || d->kind == DEF_ASSOC_FN || d->kind == DEF_CTOR || d->kind == DEF_CONST ||
                 d->kind == DEF_STATIC || d->kind == DEF_ASSOC_CONST || d->kind == DEF_VARIANT;
    print_path(&p, def, args, value);
}

const char *ty_type_name(TyCtxt *tcx, TyId t) {
    StrBuf sb = {0};
    Printer p = {.tcx = tcx, .sb = &sb, .region_next = -1, .region_out = -1, .full = true};
    print_ty(&p, t);
    const char *s = arena_strdup(&tcx->arena, sb_cstr(&sb));
    sb_free(&sb);
    return s;
}

/* See ty.h. */
void ty_print_trait_bound(TyCtxt *tcx, StrBuf *sb, TraitRef tr) {
    const TyId *a = ty_args(tcx, tr.args);
    uint32_t n = ty_args_len(tcx, tr.args);
    if (n) sb_printf(sb, "%s: ", ty_to_string(tcx, a[0]));
    ty_print_def_path(tcx, sb, tr.trait, (ArgsId){0});
    if (n > 1) {
        sb_putc(sb, '<');
        for (uint32_t k = 1; k < n; k++) sb_printf(sb, "%s%s", k > 1 ? ", " : "", ty_to_string(tcx, a[k]));
        sb_putc(sb, '>');
    }
}
