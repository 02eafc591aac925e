/* pass_mono.c — the mono pass of the driver (see passes.h).
 *
 * Takes the TyCtxt of pass_typeck (MIR is built on demand). Gives
 * pc->mono: the monomorphic items and their codegen units
 * (mono_collect), at most `-C codegen-units` units (default 1).
 * `-Zprint-mono-items=X` prints them to stdout, one a line, in
 * discovery order, as `MONO_ITEM fn path::<args> @@ unit[External]`
 * (rustc's format) followed by the symbol. */
#include "passes.h"
#include "rcc/mono.h"

static const char *shim_label(InstanceKind k) {
    switch (k) {
    case INST_FN_PTR_SHIM: return " - shim(fn_ptr)";
    case INST_CLOSURE_ONCE_SHIM: return " - shim(closure_once)";
    case INST_CLONE_SHIM: return " - shim(clone)";
    case INST_VTABLE_SHIM: return " - shim(vtable)";
    default: return "";
    }
}


/* RCC_PRINT_ALLOCS=1 also shows each static's evaluated bytes and
 * relocations (debugging the const evaluator). */
static void print_alloc(TyCtxt *tcx, StrBuf *sb, const MirAlloc *a, int depth) {
    if (!a) {
        sb_puts(sb, " = <error>");
        return;
    }
    sb_puts(sb, " = [");
    for (uint64_t i = 0; i < a->size; i++) sb_printf(sb, "%s%02x", i ? " " : "", a->bytes[i]);
    sb_putc(sb, ']');
    for (uint32_t i = 0; i < a->nrelocs; i++) {
        const MirReloc *r = &a->relocs[i];
        sb_printf(sb, " @%llu+%llu->", (unsigned long long)r->offset, (unsigned long long)r->addend);
        switch (r->target) {
        case RELOC_ALLOC:
            sb_putc(sb, '{');
            if (depth < 4) print_alloc(tcx, sb, r->alloc, depth + 1);
            sb_putc(sb, '}');
            break;
        case RELOC_STATIC: sb_printf(sb, "static %s", mono_static_symbol(tcx, r->def)); break;
        case RELOC_FN: ty_print_def_path(tcx, sb, r->def, r->args); break;
        case RELOC_VTABLE: sb_printf(sb, "vtable %s", ty_to_string(tcx, r->ty)); break;
        }
    }
}

static void print_item(TyCtxt *tcx, StrBuf *sb, const MonoItem *it, const char *unit) {
    sb_puts(sb, "MONO_ITEM ");
    switch (it->kind) {
    case MONO_FN:
        sb_puts(sb, "fn ");
        ty_print_def_path(tcx, sb, it->inst.def, it->inst.args);
        if (it->inst.kind == INST_DROP_GLUE && ty_args_len(tcx, it->inst.args)) {
            sb_puts(sb, " - shim(Some(");
            ty_print(tcx, sb, ty_args(tcx, it->inst.args)[0]);
            sb_puts(sb, "))");
        } else if ((it->inst.kind == INST_FN_PTR_SHIM || it->inst.kind == INST_CLONE_SHIM) &&
                   ty_args_len(tcx, it->inst.args)) {
            /* rustc: ` - shim(fn(i32) -> i32 {dbl})`, the callee / cloned type */
            sb_puts(sb, " - shim(");
            ty_print(tcx, sb, ty_args(tcx, it->inst.args)[0]);
            sb_putc(sb, ')');
        } else {
            sb_puts(sb, shim_label(it->inst.kind));
        }
        break;
    case MONO_STATIC:
        sb_puts(sb, "static ");
        ty_print_def_path(tcx, sb, it->def, (ArgsId){0});
        break;
    case MONO_VTABLE:
        sb_puts(sb, "vtable ");
        ty_print(tcx, sb, it->ty);
        if (it->def.i) {
            sb_puts(sb, " as ");
            ty_print_def_path(tcx, sb, it->def, it->trait_args);
        }
        break;
    case MONO_GLOBAL_ASM:
        sb_puts(sb, "global_asm ");
        ty_print_def_path(tcx, sb, it->def, (ArgsId){0});
        break;
    case MONO_ALLOC_SHIM:
        sb_puts(sb, "allocator shim ");
        ty_print_def_path(tcx, sb, it->def, (ArgsId){0});
        break;
    }
    sb_printf(sb, " @@ %s[%s]", unit, it->external ? "External" : "Internal");
    if (it->symbol) sb_printf(sb, " %s", it->symbol);
    if (it->kind == MONO_STATIC && getenv("RCC_PRINT_ALLOCS")) print_alloc(tcx, sb, mir_eval_static(tcx, it->def), 0);
    sb_putc(sb, '\n');
}

static void print_mono_items(TyCtxt *tcx, const MonoItems *mi) {
    StrBuf sb = {0};
    for (uint32_t u = 0; u < mi->nunits; u++)
        for (uint32_t i = 0; i < mi->units[u].nitems; i++) print_item(tcx, &sb, &mi->units[u].items[i], mi->units[u].name);
    fwrite(sb.data, 1, sb.len, stdout);
    fflush(stdout);
    sb_free(&sb);
}

bool pass_mono(PassCtx *pc) {
    if (!pc->tcx) return true;   /* no type context: nothing was lowered */
    /* 0 (no -C codegen-units): mono's default */
    pc->mono = mono_collect(pc->tcx, pc->s->opts.codegen_units, ty_options(pc->tcx)->is_bin);
    if (!pc->mono) return false;
    if (options_z(&pc->s->opts, "print-mono-items")) print_mono_items(pc->tcx, pc->mono);
    return true;
}
