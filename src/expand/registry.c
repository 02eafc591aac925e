/* registry.c — the table of built-in macros (builtin_macros.def), looked
 * up by name when a #[rustc_builtin_macro] definition is collected. */
#include "rcc/expand.h"

static const BuiltinMacro builtins[] = {
#define BUILTIN_BANG(name, fn) {#name, BUILTIN_BANG, (void *)fn},
#define BUILTIN_ATTR(name, fn) {#name, BUILTIN_ATTR, (void *)fn},
#define BUILTIN_DERIVE(name, fn) {#name, BUILTIN_DERIVE, (void *)fn},
#include "rcc/builtin_macros.def"
#undef BUILTIN_BANG
#undef BUILTIN_ATTR
#undef BUILTIN_DERIVE
};

const BuiltinMacro *builtin_macro_lookup(Symbol name) {
    static HashMap by_name;
    static bool ready;
    if (!ready) {
        hmap_init(&by_name);
        for (uint32_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++)
            hmap_put(&by_name, sym_cstr(builtins[i].name), i);
        ready = true;
    }
    uint64_t i;
    return hmap_get(&by_name, name, &i) ? &builtins[i] : NULL;
}
