/* pass_hir.c — the hir pass of the driver (see passes.h). */
#include "passes.h"

bool pass_hir(PassCtx *pc) {
    (void)pc;
    return true;
}
