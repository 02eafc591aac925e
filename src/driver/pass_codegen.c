/* pass_codegen.c — code generation and linking (see passes.h). */
#include "passes.h"

/* Code generation does not exist yet. Asking for code (an executable, an
 * object, assembly, a library) is an error rather than a silent success
 * with no output; checking (--emit=metadata, -Zstop-after) runs the passes
 * that exist. */
bool pass_codegen(PassCtx *pc) {
    Session *s = pc->s;
    uint32_t code = EMIT_LINK | EMIT_OBJ | EMIT_ASM | EMIT_LLVM_IR | EMIT_LLVM_BC;
    if (!(s->opts.emit_kinds & code)) return true;
    Diag *d = diag_error(&s->dc, DC_NONE, (Span){0, 0}, "rcc cannot generate code yet");
    diag_note(d, "rcc parses, configures (#[cfg]) and loads modules; type checking and code generation "
                 "are not written yet");
    diag_help(d, "use `--emit=metadata` or `-Zstop-after=PASS` to run the passes that exist");
    diag_emit(d);
    return false;
}

bool pass_link(PassCtx *pc) {
    (void)pc;
    return true;
}

void passes_free(PassCtx *pc) {
    for (uint32_t i = 0; i < pc->temps.len; i++) {
        remove(pc->temps.data[i]);
        free(pc->temps.data[i]);
    }
    vec_free(&pc->temps);
    for (uint32_t i = 0; i < pc->objects.len; i++) free(pc->objects.data[i]);
    vec_free(&pc->objects);
}
