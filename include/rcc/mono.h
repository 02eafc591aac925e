/* mono.h — monomorphisation: what code exists.
 *
 * Takes: MIR bodies (mir.h) and the crate's roots (the entry function,
 * `#[no_mangle]`/exported functions and statics, every non-generic item
 * of a library crate). Gives: the set of monomorphic instances reachable
 * from the roots (function bodies with concrete generic args, drop glue,
 * shims, statics, vtables, global asm), each with its symbol name, and
 * their partition into codegen units.
 *
 * Crates loaded from source (--extern name=path.rs and the sysroot) have
 * no object file of their own: every item of theirs that is reached is
 * instantiated in the local crate's units, as if it were `#[inline]`.
 * A linked crate (res_crate_is_linked: an rlib, or -Zextern-linked) has:
 * its non-generic, non-#[inline] fns and its statics are declared, not
 * compiled (mono_is_upstream), and nothing of it is a root. Code that
 * several crates of a program may compile (generic instances, #[inline]
 * fns, drop glue, shims, vtables, a source dependency's items) has v0's
 * instantiating crate (the local crate) at the end of its symbol, so no
 * two crates' objects define the same global symbol.
 *
 * Files: src/mono/collect.c (the reachability walk over MIR),
 * partition.c, mangle.c (v0 symbol names).
 */
#ifndef RCC_MONO_H
#define RCC_MONO_H

#include "rcc/mir.h"

/* MONO_ALLOC_SHIM: a global allocator entry point that a linked crate
 * calls by its declaration's name (alloc's `__rust_alloc` & co.), defined
 * by the program's final compilation to forward to the fn the session
 * resolves it to (`__rg_alloc` of the #[global_allocator], or std's
 * `__rdl_alloc`): rustc's allocator shim. Without a target (inst.def
 * 0): `__rust_alloc_error_handler_should_panic`, or the unwinder entry
 * point `miri_start_panic` (codegen/cg_unwind.c). */
typedef enum MonoItemKind { MONO_FN, MONO_STATIC, MONO_VTABLE, MONO_GLOBAL_ASM, MONO_ALLOC_SHIM } MonoItemKind;

typedef struct MonoItem {
    MonoItemKind kind;
    Instance inst;            /* FN; ALLOC_SHIM: the fn it forwards to */
    DefId def;                /* STATIC, GLOBAL_ASM; VTABLE: the trait (0: only auto traits);
                                 ALLOC_SHIM: the foreign declaration */
    TyId ty;                  /* VTABLE: the concrete type */
    ArgsId trait_args;        /* VTABLE: the principal trait's args (without Self) */
    const char *symbol;       /* the symbol name (arena) */
    bool external;            /* visible outside the object (exported / referenced by other units) */
    bool exported;            /* visible outside the crate's object (entry, #[no_mangle], a lib's roots) */
} MonoItem;

typedef struct CodegenUnit {
    const char *name;
    MonoItem *items;
    uint32_t nitems;
} CodegenUnit;

typedef struct MonoItems {
    MonoItem *items;          /* in a deterministic order (discovery order) */
    uint32_t nitems;
    CodegenUnit *units;
    uint32_t nunits;
    /* The entry: the `#[start]` fn or `fn main`, and whether a C `main`
     * must be generated to call it (bin crates without #![no_main]). */
    int32_t entry_item;       /* index in items, -1 if none */
    bool entry_is_start;
} MonoItems;

/* Collects and partitions into at most `max_units` units (0: rcc's
 * default, MONO_AUTO_UNITS units when there are more than
 * MONO_AUTO_MIN_ITEMS items, else one; fixed numbers, so that the
 * objects do not depend on the machine). Returns NULL after reporting
 * errors (e.g. a missing lang item a construct needs). */
#define MONO_AUTO_UNITS 2
#define MONO_AUTO_MIN_ITEMS 64
/* An rlib's default units are smaller: a module's items are cut into
 * units of about this cost (partition.c's item_cost: MIR statements and
 * blocks), since each unit is an archive member and a program's link
 * reads every member it needs a symbol of, whole; so a program that
 * calls one fn of a large library reads one small member, not half of
 * the library (issue 12: downstream time must not grow with the
 * dependency's size). */
#define MONO_RLIB_UNIT_COST 4096
#define MONO_MAX_UNITS 256
const MonoItems *mono_collect(TyCtxt *tcx, uint32_t max_units, bool is_bin);

/* The v0 symbol of an instance / static (`_RNvCs…_4main4test`), as rustc
 * 1.63 builds them with -C symbol-mangling-version=v0 (the crate
 * disambiguator is the crate's stable id, res_crate_stable_id; code that
 * other crates may compile too ends with the instantiating crate). `#[no_mangle]` and
 * `#[export_name]` items and foreign items keep their names. */
const char *mono_symbol_name(TyCtxt *tcx, const Instance *inst);
const char *mono_static_symbol(TyCtxt *tcx, DefId def);
const char *mono_vtable_symbol(TyCtxt *tcx, TyId ty, DefId trait, ArgsId trait_args);
/* The fixed symbol of a weak lang item (panic_impl: `rust_begin_unwind`,
 * oom: `rust_oom`, eh_personality: `rust_eh_personality`), NULL for
 * other lang items: one crate defines it, others declare it. */
const char *mono_weak_lang_symbol(LangItem li);

/* The index of a trait method in a vtable (after drop, size, align). */
uint32_t mono_vtable_index(TyCtxt *tcx, DefId trait, DefId method);

/* The disambiguator of d's symbol-name segment among its siblings (items
 * in bodies, closures, impls, anonymous constants); 0 for the others. */
uint64_t mono_def_disambiguator(TyCtxt *tcx, DefId d);

/* Is the instance's code in a linked crate's library (a non-generic,
 * non-#[inline] fn of a linked crate)? Then it is an external symbol
 * (same name as the crate gave it), declared and never compiled here. */
bool mono_is_upstream(TyCtxt *tcx, const Instance *inst);


#endif
