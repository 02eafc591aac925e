/* intrinsic.c — the intrinsics of include/rcc/intrinsics.def by name.
 *
 * Takes: a DefId of a foreign fn of ABI "rust-intrinsic" or
 * "platform-intrinsic" (or just its name symbol). Gives: its Intrinsic
 * enum (one hash lookup on the symbol) and the table's columns: safety
 * (rustc 1.63's list of safe intrinsics), whether const fns may call it,
 * and an atomic's operation and orderings. Codegen, the const evaluator
 * and fn_sig's safety switch on the enum; nothing compares names. Also
 * the layout check behind assert_zero_valid/assert_uninit_valid, which
 * codegen and the const evaluator share. */
#include "ty_int.h"

typedef struct IntrinsicRow {
    const char *name;
    bool safe, is_const, platform;
    IntrinsicAtomic atomic;
} IntrinsicRow;

#define SAFETY_SAFE true
#define SAFETY_UNSAFE false
#define CONSTNESS_CONST true
#define CONSTNESS_RUNTIME false
static const IntrinsicRow rows[INTR__COUNT] = {
    [INTR_NONE] = {"", false, false, false, {AOP_NONE, AORD_NONE, AORD_NONE}},
#define INTRINSIC(e, n, safety, constness) \
    [INTR_##e] = {n, SAFETY_##safety, CONSTNESS_##constness, false, {AOP_NONE, AORD_NONE, AORD_NONE}},
#define ATOMIC(e, n, op, ord, fail) [INTR_##e] = {n, false, false, false, {AOP_##op, AORD_##ord, AORD_##fail}},
#define PLATFORM(e, n) [INTR_##e] = {n, false, false, true, {AOP_NONE, AORD_NONE, AORD_NONE}},
#include "rcc/intrinsics.def"
#undef INTRINSIC
#undef ATOMIC
#undef PLATFORM
};

/* Symbol -> Intrinsic. Symbols are process-wide (support.h), and so is
 * this table: it is filled once and only read afterwards. */
static HashMap by_symbol;
static bool by_symbol_ready;

Intrinsic ty_intrinsic_by_name(Symbol name) {
    if (!by_symbol_ready) {
        hmap_init(&by_symbol);
        for (uint32_t i = 1; i < INTR__COUNT; i++)
            if (!hmap_put(&by_symbol, sym_cstr(rows[i].name), i)) rcc_ice("intrinsics.def lists `%s` twice", rows[i].name);
        by_symbol_ready = true;
    }
    uint64_t v;
    return hmap_get(&by_symbol, name, &v) ? (Intrinsic)v : INTR_NONE;
}

Intrinsic ty_intrinsic(TyCtxt *tcx, DefId def) {
    const HirItem *it = hir_item(ty_hir(tcx), def);
    if (!it || it->kind != HITEM_FN || !it->fn.is_foreign) return INTR_NONE;
    if (it->fn.abi != ABI_RUST_INTRINSIC && it->fn.abi != ABI_PLATFORM_INTRINSIC) return INTR_NONE;
    return ty_intrinsic_by_name(it->name);
}

const char *ty_intrinsic_name(Intrinsic i) { return i < INTR__COUNT ? rows[i].name : ""; }
bool ty_intrinsic_is_safe(Intrinsic i) { return i < INTR__COUNT && rows[i].safe; }
bool ty_intrinsic_is_const(Intrinsic i) { return i < INTR__COUNT && rows[i].is_const; }
bool ty_intrinsic_is_platform(Intrinsic i) { return i < INTR__COUNT && rows[i].platform; }
IntrinsicAtomic ty_intrinsic_atomic(Intrinsic i) { return i < INTR__COUNT ? rows[i].atomic : rows[0].atomic; }

/* Whether memory of all zeros (zero) or uninitialized memory may be a T,
 * as rustc 1.63's might_permit_raw_init (not strict): the scalars of T's
 * ABI must allow it (0 in their valid range; for uninit, every value),
 * and so must the fields of structs and tuples (arrays, unions and
 * enum variants are not looked into). */
static bool scalar_permits(const Scalar *s, bool zero) {
    if (s->full_range) return true;
    return zero && (s->valid_lo == 0 || s->valid_lo > s->valid_hi);
}

bool ty_permits_raw_init(TyCtxt *tcx, TyId t, bool zero) {
    const Layout *l = ty_layout_of(tcx, t);
    if (!l) return true;
    switch (l->abi) {
    case LABI_UNINHABITED: return false;
    case LABI_SCALAR:
        if (!scalar_permits(&l->scalar[0], zero)) return false;
        break;
    case LABI_SCALAR_PAIR:
        if (!scalar_permits(&l->scalar[0], zero) || !scalar_permits(&l->scalar[1], zero)) return false;
        break;
    default: break;
    }
    uint8_t k = ty_kind(tcx, t);
    if (k == TYK_TUPLE) {
        ArgsId el = ty_get(tcx, t)->tuple;
        for (uint32_t i = 0; i < ty_args_len(tcx, el); i++)
            if (!ty_permits_raw_init(tcx, ty_args(tcx, el)[i], zero)) return false;
    } else if (k == TYK_ADT) {
        const AdtDef *ad = ty_adt_def(tcx, ty_get(tcx, t)->adt.def);
        bool is_struct = ad && ad->nvariants == 1 && ad->kind == ADT_STRUCT;
        for (uint32_t i = 0; is_struct && i < ad->variants[0].nfields; i++)
            if (!ty_permits_raw_init(tcx, ty_field_ty(tcx, t, 0, i), zero)) return false;
    }
    return true;
}
