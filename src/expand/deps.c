/* deps.c — what a crate's expansion read: the files (`mod` files,
 * include!, include_str!, include_bytes!) and the environment variables
 * (env!, option_env!), recorded as rustc records them in its source map
 * and env_depinfo, for the driver's --emit=dep-info. */
#include "rcc/expand.h"

void expand_deps_init(ExpandDeps *d) {
    memset(d, 0, sizeof *d);
    hmap_init(&d->seen);
}

void expand_deps_free(ExpandDeps *d) {
    vec_free(&d->files);
    vec_free(&d->envs);
    hmap_free(&d->seen);
}

/* rustc's source map holds a file once, under the name it was first
 * opened by (a later load of the same name finds it). */
void expand_deps_add_file(ExpandDeps *d, const char *path) {
    Symbol s = sym_cstr(path);
    if (hmap_put(&d->seen, s, 1)) vec_push(&d->files, s);
}

void expand_deps_add_env(ExpandDeps *d, const char *name, const char *value) {
    EnvDep e = {sym_cstr(name), value ? sym_cstr(value) : 0, value != NULL};
    for (uint32_t i = 0; i < d->envs.len; i++) {
        const EnvDep *o = &d->envs.data[i];
        if (o->name == e.name && o->set == e.set && (!e.set || o->value == e.value)) return;
    }
    vec_push(&d->envs, e);
}
