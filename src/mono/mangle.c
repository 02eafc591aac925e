/* mangle.c — symbol names (Rust's v0 mangling scheme).
 *
 * Takes: an Instance (or a static's DefId, or a vtable's type and trait).
 * Gives: its symbol, `_R` followed by the v0 encoding of its path, as
 * rustc 1.63 builds them with `-C symbol-mangling-version=v0`, so that
 * binutils (`c++filt`, `nm -C`) and gdb demangle them:
 *
 *   crate root      C <disambiguator> <ident>       the disambiguator is
 *                   `s<base-62>_` of the crate's stable id
 *                   (res_crate_stable_id: XXH3 of its name and its
 *                   `-C metadata` values, set by the driver), so a crate
 *                   and its dependents name its items alike
 *   nested item     N <ns> <parent path> [<dis>] <ident>   ns: t (types,
 *                   modules, traits), v (values), C (closures, empty ident),
 *                   c (constructors), k (anon consts), S (rcc's shims)
 *   inherent impl   M [<dis>] <parent path> <self type>
 *   trait impl      X [<dis>] <parent path> <self type> <trait path>
 *   trait item      Y <self type> <trait path>      (default bodies)
 *   generic args    I <path> {<type>} E             an item's own params
 *   identifiers     <len> [_] <bytes>, or u<len>[_]<punycode> (non-ASCII)
 *   instantiating   after the path, the crate root of the crate that
 *   crate           compiles the instance, for code that several crates
 *                   of a program may compile (generic instances, drop
 *                   glue, shims, #[inline] fns, vtables), as rustc does
 *                   without shared generics: their symbols never clash
 *
 * Backreferences (`B`) are optional in v0 and not used: symbols are
 * longer but equally demangleable. `#[no_mangle]`, `#[export_name]` and
 * foreign items keep their (link) names.
 */
#include "rcc/mono.h"

#define NO_ARGS ((ArgsId){0})

typedef struct Mangler {
    TyCtxt *tcx;
    Resolver *r;
    StrBuf sb;
} Mangler;

static void m_path(Mangler *m, DefId def, ArgsId args);
static void m_type(Mangler *m, TyId t);

/* ---- numbers and identifiers ---- */

static void m_base62(Mangler *m, uint64_t x) {
    static const char digits[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    char buf[16];
    int n = 0;
    do {
        buf[n++] = digits[x % 62];
        x /= 62;
    } while (x);
    while (n) sb_putc(&m->sb, buf[--n]);
}

/* <base-62-number>: 0 is `_`, n is base62(n - 1) `_`. */
static void m_int62(Mangler *m, uint64_t x) {
    if (x) m_base62(m, x - 1);
    sb_putc(&m->sb, '_');
}

/* <disambiguator>: absent for 0, else `s` <base-62-number of dis - 1>. */
static void m_dis(Mangler *m, uint64_t dis) {
    if (!dis) return;
    sb_putc(&m->sb, 's');
    m_int62(m, dis - 1);
}

/* Punycode (RFC 3492) of a UTF-8 identifier, with v0's `_` in place of
 * the `-` delimiter. Returns false for malformed UTF-8. */
static bool punycode(const uint8_t *s, uint32_t n, StrBuf *out) {
    uint32_t cps[256], ncp = 0;
    for (uint32_t i = 0; i < n && ncp < 256;) {
        uint32_t c = s[i], len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        if (i + len > n) return false;
        if (len > 1) {
            c &= 0xFF >> (len + 1);
            for (uint32_t k = 1; k < len; k++) c = (c << 6) | (s[i + k] & 0x3F);
        }
        cps[ncp++] = c;
        i += len;
    }
    uint32_t basic = 0;
    for (uint32_t i = 0; i < ncp; i++)
        if (cps[i] < 0x80) sb_putc(out, (char)cps[i]), basic++;
    if (basic) sb_putc(out, '_');
    uint32_t nn = 0x80, delta = 0, bias = 72, h = basic;
    while (h < ncp) {
        uint32_t mm = UINT32_MAX;
        for (uint32_t i = 0; i < ncp; i++)
            if (cps[i] >= nn && cps[i] < mm) mm = cps[i];
        delta += (mm - nn) * (h + 1);
        nn = mm;
        for (uint32_t i = 0; i < ncp; i++) {
            if (cps[i] < nn) delta++;
            if (cps[i] != nn) continue;
            uint32_t q = delta;
            for (uint32_t k = 36;; k += 36) {
                uint32_t t = k <= bias ? 1 : k >= bias + 26 ? 26 : k - bias;
                if (q < t) break;
                uint32_t d = t + (q - t) % (36 - t);
                sb_putc(out, (char)(d < 26 ? 'a' + d : '0' + d - 26));
                q = (q - t) / (36 - t);
            }
            sb_putc(out, (char)(q < 26 ? 'a' + q : '0' + q - 26));
            /* adapt the bias */
            uint32_t dd = h == basic ? delta / 700 : delta / 2;
            dd += dd / (h + 1);
            uint32_t kk = 0;
            while (dd > 455) dd /= 35, kk += 36;
            bias = kk + (36 * dd) / (dd + 38);
            delta = 0;
            h++;
        }
        delta++;
        nn++;
    }
    return true;
}

/* <undisambiguated-identifier>: [u] <len> [_] <bytes>. */
static void m_ident_bytes(Mangler *m, const char *s, uint32_t n) {
    bool ascii = true;
    for (uint32_t i = 0; i < n; i++)
        if ((uint8_t)s[i] >= 0x80) ascii = false;
    StrBuf pc = {0};
    if (!ascii && punycode((const uint8_t *)s, n, &pc)) {
        sb_putc(&m->sb, 'u');
        s = pc.data;
        n = pc.len;
    }
    sb_printf(&m->sb, "%u", n);
    if (n && (s[0] == '_' || (s[0] >= '0' && s[0] <= '9'))) sb_putc(&m->sb, '_');
    sb_putn(&m->sb, s, n);
    sb_free(&pc);
}

static void m_ident(Mangler *m, Symbol name) {
    if (!name) {
        sb_putc(&m->sb, '0');
        return;
    }
    m_ident_bytes(m, sym_str(name), sym_len(name));
}

/* ---- paths ---- */

static const DefData *def_data(Mangler *m, DefId d) { return res_def(m->r, d); }

/* The enclosing definition that appears in paths (extern blocks are
 * transparent, as in rustc's def paths). */
static DefId path_parent(Mangler *m, DefId d) {
    DefId p = def_data(m, d)->parent;
    while (p.i && def_data(m, p)->kind == DEF_FOREIGN_MOD) p = def_data(m, p)->parent;
    return p;
}

static char def_namespace(uint8_t kind) {
    switch ((DefKind)kind) {
    case DEF_MOD: case DEF_STRUCT: case DEF_UNION: case DEF_ENUM: case DEF_VARIANT: case DEF_TRAIT:
    case DEF_TRAIT_ALIAS: case DEF_TY_ALIAS: case DEF_FOREIGN_TY: case DEF_ASSOC_TY: case DEF_TY_PARAM:
        return 't';
    case DEF_CTOR: return 'c';
    case DEF_ANON_CONST: return 'k';
    case DEF_CLOSURE: return 'C';
    default: return 'v';
    }
}

/* Items nested in bodies may share a name with a sibling (two blocks each
 * declaring `fn f`), closures and impls have none: their disambiguator
 * is their rank among the earlier siblings of the same kind and name.
 * DefIds are allocated in source order, children after their parent. */
static uint64_t sibling_rank(Mangler *m, DefId d) {
    const DefData *dd = def_data(m, d);
    if (dd->rank) return dd->rank - 1;
    uint8_t kind = dd->kind;
    char ns = def_namespace(kind);
    DefId parent = dd->parent;
    bool in_body = false;
    if (parent.i) {
        uint8_t pk = def_data(m, parent)->kind;
        in_body = pk == DEF_FN || pk == DEF_ASSOC_FN || pk == DEF_CONST || pk == DEF_STATIC ||
                  pk == DEF_CLOSURE || pk == DEF_ANON_CONST || pk == DEF_ASSOC_CONST;
    }
    uint64_t rank = 0;
    uint32_t n = 0;
    const DefId *sibs = res_def_children(m->r, parent, &n);
    if (!in_body && kind != DEF_CLOSURE && kind != DEF_IMPL && kind != DEF_ANON_CONST) {
        /* a module's items share a name in one namespace only through
         * hygiene (the --test harness's `const test_x: TestDescAndFn`
         * beside `fn test_x`): the later one is disambiguated, as rustc's
         * DefPathData disambiguators, or their closures' symbols clash */
        if (!dd->name) return 0;
        for (uint32_t i = 0; i < n && sibs[i].i < d.i; i++) {
            const DefData *o = res_def(m->r, sibs[i]);
            if (o->name == dd->name && o->kind != DEF_IMPL && def_namespace(o->kind) == ns) rank++;
        }
        return rank;
    }
    for (uint32_t i = 0; i < n && sibs[i].i < d.i; i++) {
        const DefData *o = res_def(m->r, sibs[i]);
        if (o->name != dd->name) continue;
        if (kind == DEF_IMPL ? o->kind == DEF_IMPL : def_namespace(o->kind) == ns) rank++;
    }
    return rank;
}

uint64_t mono_def_disambiguator(TyCtxt *tcx, DefId d) {
    Mangler m = {.tcx = tcx, .r = ty_resolver(tcx)};
    return sibling_rank(&m, d);
}

/* The args of a def's parent: the first parent_count entries. */
static ArgsId parent_args(Mangler *m, DefId def, ArgsId args) {
    const TyGenerics *g = ty_generics_of(m->tcx, def);
    uint32_t n = ty_args_len(m->tcx, args);
    uint32_t pc = g ? g->parent_count : 0;
    if (pc >= n) return args;
    return ty_intern_args(m->tcx, ty_args(m->tcx, args), pc);
}

/* The number of args of args[0..n) that are printed: trailing args equal
 * to their parameter's default (`Vec<T>` for `Vec<T, Global>`, `Add` for
 * `Add<Self>`) are left out, as rustc's paths do. `args` are indexed by
 * PARAM index, so a default naming earlier params is substituted. */
static uint32_t m_printed_args(Mangler *m, DefId def, ArgsId args, uint32_t n) {
    const TyGenerics *g = ty_generics_of(m->tcx, def);
    const TyId *a = ty_args(m->tcx, args);
    while (g && n) {
        const GenericParamDef *p = NULL;
        for (uint32_t i = 0; i < g->nparams; i++)
            if (g->params[i].index == n - 1) p = &g->params[i];
        if (!p || !p->has_default) break;
        TyId dflt = p->kind == GPD_CONST ? ty_const_param_default(m->tcx, p->def)
                                        : ty_subst(m->tcx, ty_type_of(m->tcx, p->def), args);
        if (!ty_eq(dflt, a[n - 1])) break;
        n--;
    }
    return n;
}

static void m_args_list(Mangler *m, const TyId *tys, uint32_t n) {
    for (uint32_t i = 0; i < n; i++) {
        /* v0: a const generic argument is `K <const>` */
        if (ty_is_const_arg(m->tcx, tys[i])) sb_putc(&m->sb, 'K');
        m_type(m, tys[i]);
    }
}

/* A trait path with its args (args[0] is Self, not printed). */
static void m_trait_path(Mangler *m, DefId trait, ArgsId args) {
    uint32_t n = m_printed_args(m, trait, args, ty_args_len(m->tcx, args));
    if (n > 1) {
        sb_putc(&m->sb, 'I');
        m_path(m, trait, NO_ARGS);
        m_args_list(m, ty_args(m->tcx, args) + 1, n - 1);
        sb_putc(&m->sb, 'E');
    } else {
        m_path(m, trait, NO_ARGS);
    }
}

static void m_impl_path(Mangler *m, DefId impl, ArgsId args) {
    TraitRef tr = ty_impl_trait_ref(m->tcx, impl);
    sb_putc(&m->sb, tr.trait.i ? 'X' : 'M');
    m_dis(m, sibling_rank(m, impl));
    m_path(m, path_parent(m, impl), NO_ARGS);
    m_type(m, ty_subst(m->tcx, ty_type_of(m->tcx, impl), args));
    if (tr.trait.i) m_trait_path(m, tr.trait, ty_subst_args(m->tcx, tr.args, args));
}

/* The path of `def` without its own generic args; `args` are the full
 * args (parents' first), used by impl and trait parents. */
static void m_path_noargs(Mangler *m, DefId def, ArgsId args) {
    const DefData *dd = def_data(m, def);
    if (dd->kind == DEF_MOD && !dd->parent.i) {
        Symbol crate = res_crate_name(m->r, dd->krate);
        sb_putc(&m->sb, 'C');
        /* the crate's stable id (its name and -C metadata), which the
         * crate's own compilation and its dependents agree on */
        uint64_t h = res_crate_stable_id(m->r, dd->krate);
        if (!h) h = hash_bytes(sym_str(crate), sym_len(crate));   /* a session without a driver */
        m_dis(m, h ? h : 1);
        m_ident(m, crate);
        return;
    }
    if (dd->kind == DEF_IMPL) {
        m_impl_path(m, def, args);
        return;
    }
    DefId parent = path_parent(m, def);
    sb_putc(&m->sb, 'N');
    sb_putc(&m->sb, def_namespace(dd->kind));
    if (!parent.i) rcc_ice("mono: def %u has no parent path", def.i);
    const DefData *pd = def_data(m, parent);
    if (pd->kind == DEF_TRAIT) {
        /* `<Self as Trait<..>>::item` */
        ArgsId pa = parent_args(m, def, args);
        if (ty_args_len(m->tcx, pa) > 0) {
            sb_putc(&m->sb, 'Y');
            m_type(m, ty_args(m->tcx, pa)[0]);
            m_trait_path(m, parent, pa);
        } else {
            m_path(m, parent, NO_ARGS);
        }
    } else {
        m_path(m, parent, dd->kind == DEF_CLOSURE ? args : parent_args(m, def, args));
    }
    m_dis(m, sibling_rank(m, def));
    m_ident(m, dd->kind == DEF_CLOSURE || dd->kind == DEF_CTOR || dd->kind == DEF_ANON_CONST ? 0 : dd->name);
}

/* A path with the item's own generic args (`I <path> <args> E`). For a
 * closure, the args are its parent's (the trailing kind/sig/upvars args
 * are determined by the closure itself). */
static void m_path(Mangler *m, DefId def, ArgsId args) {
    const DefData *dd = def_data(m, def);
    if (dd->kind == DEF_CLOSURE) {
        uint32_t n = ty_args_len(m->tcx, args);
        ArgsId pa = n >= 3 ? ty_intern_args(m->tcx, ty_args(m->tcx, args), n - 3) : args;
        /* a closure in a closure: its args may be its typeck root's (the
         * fn's) and its own three, without the enclosing closure's; the
         * enclosing closure's path strips three, so they are padded (else
         * a generic fn's args were stripped once more and
         * `join_generic_copy::<u8, T, S>::{closure#0}::{closure#0}` was
         * one symbol for every S) */
        DefId parent = path_parent(m, def);
        if (n >= 3 && def_data(m, parent)->kind == DEF_CLOSURE) {
            DefId root = parent;
            while (root.i && def_data(m, root)->kind == DEF_CLOSURE) root = path_parent(m, root);
            uint32_t root_n = root.i ? ty_generics_count(m->tcx, root) : 0;
            if (n - 3 == root_n) {
                TyId *buf = xmalloc(n * sizeof *buf);
                if (root_n) memcpy(buf, ty_args(m->tcx, args), root_n * sizeof *buf);
                for (uint32_t i = 0; i < 3; i++) buf[root_n + i] = ty_common(m->tcx)->unit;
                pa = ty_intern_args(m->tcx, buf, n);
                free(buf);
            }
        }
        sb_putc(&m->sb, 'N');
        sb_putc(&m->sb, 'C');
        m_path(m, path_parent(m, def), pa);
        m_dis(m, sibling_rank(m, def));
        sb_putc(&m->sb, '0');
        return;
    }
    uint32_t n = ty_args_len(m->tcx, args);
    uint32_t pc = 0;
    if (dd->kind != DEF_MOD && dd->kind != DEF_IMPL && dd->kind != DEF_CTOR) {
        const TyGenerics *g = ty_generics_of(m->tcx, def);
        pc = g ? g->parent_count : 0;
    }
    if (dd->kind == DEF_CTOR) {
        /* a constructor has its ADT's params; the variant prints them */
        sb_putc(&m->sb, 'N');
        sb_putc(&m->sb, 'c');
        m_path(m, dd->parent, args);
        sb_putc(&m->sb, '0');
        return;
    }
    if (dd->kind == DEF_VARIANT) {
        /* a variant's generic args are its enum's */
        sb_putc(&m->sb, 'N');
        sb_putc(&m->sb, 't');
        m_path(m, dd->parent, args);
        m_ident(m, dd->name);
        return;
    }
    if (n > pc && dd->kind != DEF_MOD && dd->kind != DEF_IMPL) n = m_printed_args(m, def, args, n);
    if (n > pc && dd->kind != DEF_MOD && dd->kind != DEF_IMPL) {
        sb_putc(&m->sb, 'I');
        m_path_noargs(m, def, args);
        m_args_list(m, ty_args(m->tcx, args) + pc, n - pc);
        sb_putc(&m->sb, 'E');
    } else {
        m_path_noargs(m, def, args);
    }
}

/* ---- types ---- */

static void m_abi(Mangler *m, Abi abi) {
    const char *s = NULL;
    switch (abi) {
    case ABI_RUST: return;
    case ABI_C: sb_puts(&m->sb, "KC"); return;
    case ABI_SYSTEM: s = "system"; break;
    case ABI_RUST_INTRINSIC: s = "rust_intrinsic"; break;
    case ABI_RUST_CALL: s = "rust_call"; break;
    case ABI_PLATFORM_INTRINSIC: s = "platform_intrinsic"; break;
    case ABI_SYSV64: s = "sysv64"; break;
    case ABI_UNADJUSTED: s = "unadjusted"; break;
    case ABI_OTHER: s = "other"; break;
    }
    sb_putc(&m->sb, 'K');
    m_ident_bytes(m, s, (uint32_t)strlen(s));
}

static void m_dyn(Mangler *m, const TyData *d) {
    sb_putc(&m->sb, 'D');
    if (d->dyn_.principal.i) {
        /* the principal trait's args exclude Self (a default naming Self
         * is not allowed in a dyn type: E0393, so unit stands for it) */
        uint32_t n = ty_args_len(m->tcx, d->dyn_.principal_args);
        if (n) {
            VEC(TyId) full = {0};
            vec_push(&full, ty_common(m->tcx)->unit);
            for (uint32_t i = 0; i < n; i++) vec_push(&full, ty_args(m->tcx, d->dyn_.principal_args)[i]);
            n = m_printed_args(m, d->dyn_.principal, ty_intern_args(m->tcx, full.data, full.len), n + 1) - 1;
            vec_free(&full);
        }
        if (n) {
            sb_putc(&m->sb, 'I');
            m_path(m, d->dyn_.principal, NO_ARGS);
            m_args_list(m, ty_args(m->tcx, d->dyn_.principal_args), n);
            sb_putc(&m->sb, 'E');
        } else {
            m_path(m, d->dyn_.principal, NO_ARGS);
        }
        for (uint32_t i = 0; i < d->dyn_.nproj; i++) {
            sb_putc(&m->sb, 'p');
            m_ident(m, def_data(m, d->dyn_.proj_items[i])->name);
            m_type(m, ty_args(m->tcx, d->dyn_.proj_tys)[i]);
        }
    }
    for (uint32_t i = 0; i < d->dyn_.nauto; i++) m_path(m, d->dyn_.auto_traits[i], NO_ARGS);
    sb_puts(&m->sb, "EL_");
}

static void m_type(Mangler *m, TyId t) {
    const TyData *d = ty_get(m->tcx, t);
    static const char ints[] = {'a', 's', 'l', 'x', 'n', 'i'};
    static const char uints[] = {'h', 't', 'm', 'y', 'o', 'j'};
    switch ((TyKindTag)d->kind) {
    case TYK_BOOL: sb_putc(&m->sb, 'b'); return;
    case TYK_CHAR: sb_putc(&m->sb, 'c'); return;
    case TYK_INT: sb_putc(&m->sb, ints[d->sub]); return;
    case TYK_UINT: sb_putc(&m->sb, uints[d->sub]); return;
    case TYK_FLOAT: sb_putc(&m->sb, d->sub == FLOAT_F32 ? 'f' : 'd'); return;
    case TYK_STR: sb_putc(&m->sb, 'e'); return;
    case TYK_NEVER: sb_putc(&m->sb, 'z'); return;
    case TYK_ADT: case TYK_FN_DEF: case TYK_CLOSURE: case TYK_GENERATOR: m_path(m, d->adt.def, d->adt.args); return;
    case TYK_FOREIGN: m_path(m, d->adt.def, NO_ARGS); return;
    case TYK_ARRAY:
        sb_putc(&m->sb, 'A');
        m_type(m, d->array.elem);
        if (ty_kind(m->tcx, d->array.len_ct) == TYK_CONST) m_type(m, d->array.len_ct);
        else sb_putc(&m->sb, 'p');
        return;
    case TYK_CONST: {
        /* v0 const: <type> [n] <hex digits> _ (negative values: n and the magnitude) */
        m_type(m, d->cnst.ty);
        const TyData *ct = ty_get(m->tcx, d->cnst.ty);
        uint64_t v = d->cnst.lo;
        if (ct->kind == TYK_BOOL || ct->kind == TYK_CHAR || ct->kind == TYK_UINT) {
            /* unsigned */
        } else if (ct->kind == TYK_INT) {
            /* the value is zero-extended from its width: sign-extend it */
            uint32_t bits = ty_int_bits(m->tcx, d->cnst.ty);
            if (bits < 64 && (v >> (bits - 1)) & 1) v |= ~(uint64_t)0 << bits;
            if ((int64_t)v < 0) {
                sb_putc(&m->sb, 'n');
                v = (uint64_t)0 - v;
            }
        }
        if (d->cnst.hi && ct->kind != TYK_INT) sb_printf(&m->sb, "%llx%016llx_", (unsigned long long)d->cnst.hi,
                                                         (unsigned long long)v);
        else sb_printf(&m->sb, "%llx_", (unsigned long long)v);
        return;
    }
    case TYK_SLICE: sb_putc(&m->sb, 'S'); m_type(m, d->elem); return;
    case TYK_RAW_PTR: sb_putc(&m->sb, d->mutbl ? 'O' : 'P'); m_type(m, d->pointee); return;
    case TYK_REF: sb_putc(&m->sb, d->mutbl ? 'Q' : 'R'); m_type(m, d->pointee); return;
    case TYK_FN_PTR: {
        sb_putc(&m->sb, 'F');
        if (d->sig.is_unsafe) sb_putc(&m->sb, 'U');
        m_abi(m, d->sig.abi);
        uint32_t n = ty_args_len(m->tcx, d->sig.inputs_and_output);
        const TyId *io = ty_args(m->tcx, d->sig.inputs_and_output);
        if (n) m_args_list(m, io, n - 1);
        if (d->sig.c_variadic) sb_putc(&m->sb, 'v');
        sb_putc(&m->sb, 'E');
        if (n) m_type(m, io[n - 1]);
        else sb_putc(&m->sb, 'u');
        return;
    }
    case TYK_DYN: m_dyn(m, d); return;
    case TYK_TUPLE: {
        uint32_t n = ty_args_len(m->tcx, d->tuple);
        if (!n) {
            sb_putc(&m->sb, 'u');
            return;
        }
        sb_putc(&m->sb, 'T');
        m_args_list(m, ty_args(m->tcx, d->tuple), n);
        sb_putc(&m->sb, 'E');
        return;
    }
    case TYK_PARAM: case TYK_PROJECTION: case TYK_INFER: case TYK_ERROR: case TYK_UNEVAL: case TYK__COUNT:
        sb_putc(&m->sb, 'p');
        return;
    }
}

/* ---- entry points ---- */

static void m_init(Mangler *m, TyCtxt *tcx) {
    m->tcx = tcx;
    m->r = ty_resolver(tcx);
    m->sb = (StrBuf){0};
    sb_puts(&m->sb, "_R");
}

static const char *m_finish(Mangler *m) {
    const char *s = arena_strndup(ty_arena(m->tcx), m->sb.data, m->sb.len);
    sb_free(&m->sb);
    return s;
}

const char *mono_weak_lang_symbol(LangItem li) {
    switch (li) {
    case LANG_PANIC_IMPL: return "rust_begin_unwind";
    case LANG_OOM: return "rust_oom";
    case LANG_EH_PERSONALITY: return "rust_eh_personality";
    default: return NULL;
    }
}

/* The name an item keeps: #[export_name], #[no_mangle], a weak lang
 * item's fixed symbol (its definition, e.g. the #[panic_handler] fn, and
 * the foreign declarations of it: core's `panic_impl`), or a foreign
 * item's (link) name. NULL when it is mangled. */
static const char *kept_name(TyCtxt *tcx, DefId def) {
    Hir *h = ty_hir(tcx);
    const HirAttrs *at = hir_attrs(h, def);
    if (at->export_name) return sym_str(at->export_name);
    const char *weak = res_def(ty_resolver(tcx), def)->kind == DEF_FN ? mono_weak_lang_symbol(at->lang) : NULL;
    if (weak) return weak;
    const DefData *dd = res_def(ty_resolver(tcx), def);
    if (at->no_mangle || at->std_internal_symbol) return sym_str(dd->name);
    if (dd->parent.i && res_def(ty_resolver(tcx), dd->parent)->kind == DEF_FOREIGN_MOD)
        return sym_str(at->link_name ? at->link_name : dd->name);
    return NULL;
}

/* Shims get a namespace of their own under the item they stand for, so
 * that they never collide with its body: `{shim:drop#0}`. */
static const char *shim_name(InstanceKind k) {
    switch (k) {
    case INST_FN_PTR_SHIM: return "fn_ptr";
    case INST_CLOSURE_ONCE_SHIM: return "closure_once";
    case INST_CLONE_SHIM: return "clone";
    case INST_VTABLE_SHIM: return "vtable";
    case INST_VIRTUAL: return "virtual";
    default: return NULL;
    }
}

/* Is def an item of a dependency loaded from source whose code is not
 * linked: every crate that uses it compiles its own copy (mono.h). */
static bool copied_from_source_crate(TyCtxt *tcx, DefId def) {
    Resolver *r = ty_resolver(tcx);
    CrateNum k = res_def(r, def)->krate;
    return k != LOCAL_CRATE && !res_crate_is_linked(r, k);
}

/* v0's <instantiating-crate>: the local crate's root path, after the
 * symbol's path, for code that other crates of the program may compile
 * too (rustc's avoid_cross_crate_conflicts): generic instances, drop
 * glue and shims, #[inline] fns (every user compiles them), and the
 * items of dependencies loaded from source. Not for a non-generic item
 * that only its own crate compiles (dependents call that symbol). */
static bool needs_instantiating_crate(TyCtxt *tcx, const Instance *inst) {
    if (inst->kind != INST_ITEM || ty_args_len(tcx, inst->args) > 0) return true;
    if (copied_from_source_crate(tcx, inst->def)) return true;
    const HirAttrs *at = hir_attrs(ty_hir(tcx), inst->def);
    return at && (at->inline_hint || at->inline_always);
}

static void m_instantiating_crate(Mangler *m) {
    m_path(m, res_module_def(m->r, res_crate_root(m->r, LOCAL_CRATE)), NO_ARGS);
}

const char *mono_symbol_name(TyCtxt *tcx, const Instance *inst) {
    if (inst->kind == INST_ITEM || inst->kind == INST_INTRINSIC) {
        const char *kept = kept_name(tcx, inst->def);
        if (kept) return arena_strdup(ty_arena(tcx), kept);
    }
    Mangler m;
    m_init(&m, tcx);
    const char *shim = shim_name(inst->kind);
    if (shim) {
        /* NS <path> <ident>, then the instance's args as generic args of
         * the shim (the trait method's args carry the self type). */
        uint32_t n = ty_args_len(tcx, inst->args);
        if (n) sb_putc(&m.sb, 'I');
        sb_puts(&m.sb, "NS");
        m_path_noargs(&m, inst->def, inst->args);
        m_ident_bytes(&m, shim, (uint32_t)strlen(shim));
        if (n) {
            m_args_list(&m, ty_args(tcx, inst->args), n);
            sb_putc(&m.sb, 'E');
        }
    } else {
        /* items, intrinsics, drop glue (`drop_in_place::<T>`) */
        m_path(&m, inst->def, inst->args);
    }
    if (needs_instantiating_crate(tcx, inst)) m_instantiating_crate(&m);
    return m_finish(&m);
}

const char *mono_static_symbol(TyCtxt *tcx, DefId def) {
    const char *kept = kept_name(tcx, def);
    if (kept) return arena_strdup(ty_arena(tcx), kept);
    Mangler m;
    m_init(&m, tcx);
    m_path(&m, def, NO_ARGS);
    if (copied_from_source_crate(tcx, def)) m_instantiating_crate(&m);
    return m_finish(&m);
}

/* Vtables have no path in Rust: rcc names them as a shim of the trait
 * impl `<T as Trait>::{shim:vtable#0}` (or, with only auto traits,
 * `crate::{shim:vtable#0}::<T>`), unique per (type, trait, args). */
const char *mono_vtable_symbol(TyCtxt *tcx, TyId ty, DefId trait, ArgsId trait_args) {
    Mangler m;
    m_init(&m, tcx);
    if (trait.i) {
        sb_puts(&m.sb, "NSY");
        m_type(&m, ty);
        uint32_t n = ty_args_len(tcx, trait_args);
        if (n) {
            sb_putc(&m.sb, 'I');
            m_path(&m, trait, NO_ARGS);
            m_args_list(&m, ty_args(tcx, trait_args), n);
            sb_putc(&m.sb, 'E');
        } else {
            m_path(&m, trait, NO_ARGS);
        }
        m_ident_bytes(&m, "vtable", 6);
    } else {
        sb_puts(&m.sb, "INS");
        Resolver *r = ty_resolver(tcx);
        DefId root = res_module_def(r, res_crate_root(r, LOCAL_CRATE));
        m_path(&m, root, NO_ARGS);
        m_ident_bytes(&m, "vtable", 6);
        m_type(&m, ty);
        sb_putc(&m.sb, 'E');
    }
    m_instantiating_crate(&m);   /* every crate that needs a vtable makes its own */
    return m_finish(&m);
}

uint32_t mono_vtable_index(TyCtxt *tcx, DefId trait, DefId method) { return ty_vtable_index(tcx, trait, method); }
