/* pass_mono.c — the mono pass of the driver (see passes.h). */
#include "passes.h"

bool pass_mono(PassCtx *pc) {
    (void)pc;
    return true;
}
