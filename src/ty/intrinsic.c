/* intrinsic.c — the intrinsics of include/rcc/intrinsics.def by name.
 *
 * Takes: a DefId of a foreign fn of ABI "rust-intrinsic" or
 * "platform-intrinsic" (or just its name symbol). Gives: its Intrinsic
 * enum (one hash lookup on the symbol) and the table's columns: safety
 * (rustc 1.63's list of safe intrinsics), whether const fns may call it,
 * and an atomic's operation and orderings. Codegen, the const evaluator
 * and fn_sig's safety switch on the enum; nothing compares names. */
#include "ty_int.h"

typedef struct IntrinsicRow {
    const char *name;
    bool safe, is_const;
    IntrinsicAtomic atomic;
} IntrinsicRow;

#define SAFETY_SAFE true
#define SAFETY_UNSAFE false
#define CONSTNESS_CONST true
#define CONSTNESS_RUNTIME false
static const IntrinsicRow rows[INTR__COUNT] = {
    [INTR_NONE] = {"", false, false, {AOP_NONE, AORD_NONE, AORD_NONE}},
#define INTRINSIC(e, n, safety, constness) [INTR_##e] = {n, SAFETY_##safety, CONSTNESS_##constness, {AOP_NONE, AORD_NONE, AORD_NONE}},
#define ATOMIC(e, n, op, ord, fail) [INTR_##e] = {n, false, false, {AOP_##op, AORD_##ord, AORD_##fail}},
#define PLATFORM(e, n) [INTR_##e] = {n, false, false, {AOP_NONE, AORD_NONE, AORD_NONE}},
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
IntrinsicAtomic ty_intrinsic_atomic(Intrinsic i) { return i < INTR__COUNT ? rows[i].atomic : rows[0].atomic; }
