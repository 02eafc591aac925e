/* pass_mir.c — the mir pass of the driver (see passes.h). */
#include "passes.h"

bool pass_mir(PassCtx *pc) {
    (void)pc;
    return true;
}
