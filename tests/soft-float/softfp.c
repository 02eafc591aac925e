/* softfp.c — the soft-float routines a +soft-float Rust crate calls
 * (libgcc's names and integer calling convention: a float travels as its
 * IEEE bits), written with the host's hardware floats so their results
 * are right by construction. Linked into tests/soft-float/floats.rs's
 * program by run.py; the kernel's own stand-ins are in its
 * rust/compiler_builtins.rs. No 128-bit conversions: GCC would compile
 * them here as calls to the very names this file defines. */
#include <stdint.h>
#include <string.h>

/* std's compiler_builtins defines the same names for hard-float callers:
 * these are __wrap_<name>, and run.py links with -Wl,--wrap=<name>, so
 * the soft-float program's calls reach them and nothing else changes. */
#define W(name) __wrap_##name

typedef uint32_t SF;
typedef uint64_t DF;

static float f_(SF x) { float f; memcpy(&f, &x, 4); return f; }
static double d_(DF x) { double d; memcpy(&d, &x, 8); return d; }
static SF sf_(float f) { SF x; memcpy(&x, &f, 4); return x; }
static DF df_(double d) { DF x; memcpy(&x, &d, 8); return x; }

#define ARITH(op, name) \
    SF W(__##name##sf3)(SF a, SF b) { return sf_(f_(a) op f_(b)); } \
    DF W(__##name##df3)(DF a, DF b) { return df_(d_(a) op d_(b)); }
ARITH(+, add)
ARITH(-, sub)
ARITH(*, mul)
ARITH(/, div)

/* comparisons: <0, 0, >0; a NaN gives the value that makes the test false */
#define CMP(name, nan) \
    int W(__##name##sf2)(SF a, SF b) { float x = f_(a), y = f_(b); return x != x || y != y ? nan : x < y ? -1 : x > y; } \
    int W(__##name##df2)(DF a, DF b) { double x = d_(a), y = d_(b); return x != x || y != y ? nan : x < y ? -1 : x > y; }
CMP(eq, 1)
CMP(ne, 1)
CMP(lt, 1)
CMP(le, 1)
CMP(gt, -1)
CMP(ge, -1)
int W(__unordsf2)(SF a, SF b) { return f_(a) != f_(a) || f_(b) != f_(b); }
int W(__unorddf2)(DF a, DF b) { return d_(a) != d_(a) || d_(b) != d_(b); }

SF W(__truncdfsf2)(DF a) { return sf_((float)d_(a)); }
DF W(__extendsfdf2)(SF a) { return df_((double)f_(a)); }

#define CONV(T, m) \
    T W(__fixsf##m)(SF a) { return (T)f_(a); } \
    T W(__fixdf##m)(DF a) { return (T)d_(a); } \
    SF W(__float##m##sf)(T a) { return sf_((float)a); } \
    DF W(__float##m##df)(T a) { return df_((double)a); }
#define UCONV(T, m) \
    T W(__fixunssf##m)(SF a) { return (T)f_(a); } \
    T W(__fixunsdf##m)(DF a) { return (T)d_(a); } \
    SF W(__floatun##m##sf)(T a) { return sf_((float)a); } \
    DF W(__floatun##m##df)(T a) { return df_((double)a); }
CONV(int32_t, si)
CONV(int64_t, di)
UCONV(uint32_t, si)
UCONV(uint64_t, di)
