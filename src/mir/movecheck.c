/* movecheck.c — move and initialisation errors on the built MIR, as
 * rustc's borrow checker reports them before any borrow is looked at:
 * E0381 (use of a possibly-uninitialised binding), E0382 (use after a
 * move), E0507 (move out of a reference or raw pointer), E0508 (move out
 * of an array by index, or of a slice), E0509 (move out of a type that
 * implements Drop). A program that would drop a value twice never reaches
 * code generation.
 *
 * Takes: the builder's blocks before drop elaboration (drops are not
 * uses: the elaboration guards them with flags). Gives: diagnostics.
 *
 * Move paths are the places a move can leave uninitialised: a local, and
 * under it struct/tuple fields, enum variant fields (through the
 * downcast), a Box's contents and constant array indices. A place through
 * a reference, a raw pointer, a runtime index or a union field ends at
 * the deepest trackable prefix. Two forward "maybe" dataflows over the
 * paths: uninitialised (set at entry for all but the arguments, at
 * StorageLive/Dead and by a move; cleared by an assignment) and moved
 * (set by a move; cleared by an assignment or StorageLive/Dead). A read
 * or borrow of a place whose path, a prefix of it or a path under it may
 * be uninitialised is the error: E0382 when a move reaches it, else
 * E0381. The "value moved here" sites come from a backward walk from the
 * use (rustc's get_moved_indexes). Only places of user variables (and
 * a closure's captured variables) are reported: temporaries the builder
 * makes are its own business. */
#include "mir_priv.h"

#include <stdlib.h>
#include <string.h>

typedef struct MovePath {
    uint32_t parent;          /* 0: a local's root */
    uint32_t first_child, next_sibling;
    MirLocal local;
    ProjElem elem;            /* the projection from the parent */
    TyId ty;
} MovePath;

typedef struct Loc {
    MirBlock bb;
    uint32_t stmt;            /* == nstmts: the terminator */
} Loc;

typedef struct MoveSite {
    Loc at;
    uint32_t path;
    Span span;
    bool closure;             /* a by-value capture */
} MoveSite;

/* A borrow `R = &P` (E0505): the locals that may hold it (R, and what is
 * made from R: copies, reborrows, aggregates, call results holding a
 * reference). */
struct Loan {
    MirBlock bb;
    uint32_t si;
    Place place;
    Span span;
    uint64_t *holders;        /* a bitset of locals */
};

typedef struct MC {
    Builder *b;
    VEC(MovePath) paths;      /* index 0 unused */
    uint32_t *root;           /* per local: its path */
    uint32_t words;
    uint64_t *in_u, *in_m;    /* per block: maybe uninitialised / maybe moved */
    bool *seen;
    bool *reported;           /* per path: an E0381 already given */
    VEC(uint64_t) move_keys;  /* E0382s given: a hash of their move sites (rustc's move_error_reported) */
    VEC(uint32_t) illegal_at; /* illegal moves given: their spans' starts */
    /* E0505: the borrows of places that are moved somewhere */
    VEC(struct Loan) loans;
    uint32_t lwords;          /* words of a per-local bitset */
    uint32_t *fr_start;       /* per block + 1: its fake reads in b->fake_reads (sorted) */
    uint64_t *live_out;       /* per block: locals live at its end */
    uint64_t *loan_in;        /* per block: loans that may have been made before it */
    uint32_t loan_words;
    bool report;
    bool record;              /* collect the move sites */
    bool pattern_use;         /* checking a pattern binding's move */
    VEC(MoveSite) moves;      /* the final pass's moves, for the backward walk */
    VEC(MoveSite) inits;      /* and its complete initialisations (span unused) */
    MirBlock **preds;
    uint32_t *npreds;
} MC;

static bool bit(const uint64_t *s, uint32_t i) { return s[i / 64] >> (i % 64) & 1; }
static void setb(uint64_t *s, uint32_t i) { s[i / 64] |= UINT64_C(1) << (i % 64); }
static void clrb(uint64_t *s, uint32_t i) { s[i / 64] &= ~(UINT64_C(1) << (i % 64)); }

static uint8_t tkind(MC *c, TyId t) { return ty_kind(c->b->tcx, t); }

static bool is_box(MC *c, TyId t) {
    const TyData *d = ty_get(c->b->tcx, t);
    return d->kind == TYK_ADT && def_eq(d->adt.def, hir_lang_item(ty_hir(c->b->tcx), LANG_OWNED_BOX));
}

static bool is_union(MC *c, TyId t) {
    const TyData *d = ty_get(c->b->tcx, t);
    if (d->kind != TYK_ADT) return false;
    const AdtDef *a = ty_adt_def(c->b->tcx, d->adt.def);
    return a && a->kind == ADT_UNION;
}

static bool same_elem(const ProjElem *a, const ProjElem *b) {
    if (a->kind != b->kind) return false;
    switch (a->kind) {
    case PROJ_FIELD: case PROJ_DOWNCAST: return a->field == b->field;
    case PROJ_CONST_INDEX: return a->offset == b->offset && a->from_end == b->from_end;
    default: return true;
    }
}

static uint32_t child(MC *c, uint32_t parent, const ProjElem *e, TyId ty) {
    for (uint32_t k = c->paths.data[parent].first_child; k; k = c->paths.data[k].next_sibling)
        if (same_elem(&c->paths.data[k].elem, e)) return k;
    MovePath mp = {.parent = parent, .next_sibling = c->paths.data[parent].first_child, .local = c->paths.data[parent].local,
                   .elem = *e, .ty = ty};
    vec_push(&c->paths, mp);
    uint32_t id = c->paths.len - 1;
    c->paths.data[parent].first_child = id;
    return id;
}

/* The deepest move path of p's prefixes (making them); *complete: p
 * itself is that path; *through_ptr: it stops at a deref of a reference
 * or raw pointer (n: how many projections were followed). */
static uint32_t place_path(MC *c, Place p, bool *complete, bool *through_ptr, uint32_t *n) {
    uint32_t id = c->root[p.local];
    TyId t = c->b->locals.data[p.local].ty;
    *complete = true;
    *through_ptr = false;
    uint32_t i = 0;
    for (; i < p.nproj; i++) {
        const ProjElem *e = &p.proj[i];
        TyId nt = {0};
        bool follow = false;
        switch (e->kind) {
        case PROJ_DEREF:
            if (is_box(c, t)) {
                follow = true;
            } else {
                *through_ptr = true;
            }
            nt = mb_deref_ty(c->b, t);
            break;
        case PROJ_FIELD:
            follow = !is_union(c, t);
            nt = e->ty;
            break;
        case PROJ_DOWNCAST:
            follow = true;
            nt = t;
            break;
        case PROJ_CONST_INDEX: {
            /* array elements from the end are counted from the start */
            const TyData *td = ty_get(c->b->tcx, t);
            follow = td->kind == TYK_ARRAY && td->array.len != ARRAY_LEN_PARAM;
            nt = mb_place_ty(c->b, (Place){p.local, p.proj, i + 1});
            if (follow && e->from_end) {
                ProjElem ne = *e;
                ne.from_end = false;
                ne.offset = td->array.len - e->offset;
                id = child(c, id, &ne, nt);
                t = nt;
                continue;
            }
            break;
        }
        default: break;
        }
        if (!follow) break;
        id = child(c, id, e, nt);
        t = nt;
    }
    if (i < p.nproj) *complete = false;
    if (n) *n = i;
    return id;
}

/* ---- describing places ---- */

static const char *upvar_name(MC *c, uint32_t field) {
    const ClosureInfo *ci = c->b->closure;
    if (!ci || field >= ci->ncaptures) return NULL;
    return ci->captures[field].name ? sym_str(ci->captures[field].name) : NULL;
}

/* `s.a.0`, `*b`, a captured `x`; NULL for a temporary's path. */
static const char *describe(MC *c, uint32_t path) {
    uint32_t chain[64], n = 0;
    for (uint32_t k = path; k && n < 64; k = c->paths.data[k].parent) chain[n++] = k;
    MirLocal l = c->paths.data[path].local;
    const MirLocalDecl *d = &c->b->locals.data[l];
    StrBuf sb = {0};
    uint32_t start = n - 1;   /* the root */
    if (d->is_user_var && d->name) {
        sb_puts(&sb, sym_str(d->name));
    } else if (l == 1 && c->b->closure && !c->b->gen_upvars && n >= 2 &&
               c->paths.data[chain[n - 2]].elem.kind == PROJ_FIELD) {
        const char *nm = upvar_name(c, c->paths.data[chain[n - 2]].elem.field);
        if (!nm) {
            sb_free(&sb);
            return NULL;
        }
        sb_puts(&sb, nm);
        start = n - 2;
    } else {
        sb_free(&sb);
        return NULL;
    }
    for (uint32_t i = start; i-- > 0;) {
        const MovePath *mp = &c->paths.data[chain[i]];
        const MovePath *par = &c->paths.data[mp->parent];
        switch (mp->elem.kind) {
        case PROJ_DEREF: {
            char *inner = arena_sprintf(c->b->a, "*%.*s", (int)sb.len, sb.data);
            sb.len = 0;
            sb_puts(&sb, inner);
            break;
        }
        case PROJ_FIELD: {
            const char *fname = NULL;
            TyId pt = par->ty;
            const TyData *td = ty_get(c->b->tcx, pt);
            if (par->elem.kind == PROJ_DOWNCAST && par->parent) td = ty_get(c->b->tcx, c->paths.data[par->parent].ty);
            if (td->kind == TYK_ADT) {
                const AdtDef *a = ty_adt_def(c->b->tcx, td->adt.def);
                uint32_t v = par->elem.kind == PROJ_DOWNCAST ? par->elem.field : 0;
                if (a && v < a->nvariants && mp->elem.field < a->variants[v].nfields) {
                    Symbol s = a->variants[v].fields[mp->elem.field].name;
                    if (s) fname = sym_str(s);
                }
            }
            if (fname) sb_printf(&sb, ".%s", fname);
            else sb_printf(&sb, ".%u", mp->elem.field);
            break;
        }
        case PROJ_CONST_INDEX:
            if (mp->elem.from_end) sb_printf(&sb, "[-%llu]", (unsigned long long)mp->elem.offset);
            else sb_printf(&sb, "[%llu]", (unsigned long long)mp->elem.offset);
            break;
        default: break;
        }
    }
    char *r = arena_strndup(c->b->a, sb.data, sb.len);
    sb_free(&sb);
    return r;
}

/* ---- the dataflow ---- */

static void set_subtree(MC *c, uint64_t *s, uint32_t p, bool v) {
    if (v) setb(s, p);
    else clrb(s, p);
    for (uint32_t k = c->paths.data[p].first_child; k; k = c->paths.data[k].next_sibling) set_subtree(c, s, k, v);
}

static bool any_subtree(MC *c, const uint64_t *s, uint32_t p) {
    if (bit(s, p)) return true;
    for (uint32_t k = c->paths.data[p].first_child; k; k = c->paths.data[k].next_sibling)
        if (any_subtree(c, s, k)) return true;
    return false;
}

typedef struct State {
    uint64_t *u, *m;
    Loc at;                   /* at.stmt: a counter of the block's reads and moves */
    uint32_t si;              /* the statement being checked (nstmts: the terminator) */
} State;


/* The move sites of path (or its prefixes or the paths under it) that
 * reach `at`, found walking backwards as rustc's get_moved_indexes does:
 * a walk stops at a move or at an initialisation of the path (or of a
 * prefix). Predecessors that go round a loop back to `at`'s block are
 * walked last, and only when the walk did not reach the function's start
 * with the path never initialised (*reached_start): a move found so is
 * "in previous iteration of loop". */
static uint32_t find_moves(MC *c, uint32_t path, Loc at, MoveSite *out, uint32_t max, bool *prev_iter,
                           bool *reached_start) {
    uint32_t nb = c->b->blocks.len, n = 0;
    uint8_t *visited = calloc(nb, 1);   /* 1: visited before going round a loop, 2: after */
    typedef struct {
        MirBlock bb;
        uint32_t from;        /* moves at statements < from */
        bool looped;
    } Item;
    Item *stack = malloc(sizeof *stack * (nb * 2 + 2));
    Item *later = malloc(sizeof *later * (nb * 2 + 2));   /* round a loop: walked last */
    uint32_t sp = 0, nlater = 0;
    MirLocal local = c->paths.data[path].local;
    bool is_arg = local >= 1 && local <= c->b->arg_count;
    *reached_start = false;
    stack[sp++] = (Item){at.bb, at.stmt, false};
    for (int phase = 0; phase < 2; phase++) {
        if (phase == 1) {
            if (*reached_start) break;
            memcpy(stack, later, sizeof *stack * nlater);
            sp = nlater;
        }
        while (sp && n < max) {
            Item it = stack[--sp];
            /* the latest related move or initialisation of this block before `from` */
            int32_t best = -1;
            for (uint32_t k = 0; k < c->moves.len; k++) {
                const MoveSite *ms = &c->moves.data[k];
                if (ms->at.bb != it.bb || ms->at.stmt >= it.from) continue;
                bool related = false;
                for (uint32_t q = ms->path; q && !related; q = c->paths.data[q].parent) related = q == path;
                for (uint32_t q = path; q && !related; q = c->paths.data[q].parent) related = q == ms->path;
                if (related && (best < 0 || ms->at.stmt > c->moves.data[best].at.stmt)) best = (int32_t)k;
            }
            bool init = false;
            for (uint32_t k = 0; k < c->inits.len; k++) {
                const MoveSite *is = &c->inits.data[k];
                if (is->at.bb != it.bb || is->at.stmt >= it.from) continue;
                if (best >= 0 && is->at.stmt < c->moves.data[best].at.stmt) continue;
                bool covers = false;
                for (uint32_t q = path; q && !covers; q = c->paths.data[q].parent) covers = q == is->path;
                init |= covers;
            }
            if (init) continue;
            if (best >= 0) {
                bool dup = false;
                for (uint32_t j = 0; j < n; j++) dup |= out[j].span.lo == c->moves.data[best].span.lo;
                if (!dup) {
                    out[n++] = c->moves.data[best];
                    if (it.looped) *prev_iter = true;
                }
                continue;
            }
            if (it.bb == 0 && !is_arg) *reached_start = true;
            for (uint32_t k = 0; k < c->npreds[it.bb]; k++) {
                MirBlock pb = c->preds[it.bb][k];
                bool looped = it.looped || pb == at.bb;
                uint8_t flag = looped ? 2 : 1;
                if (visited[pb] & flag) continue;
                visited[pb] |= flag;
                if (looped && !it.looped) later[nlater++] = (Item){pb, UINT32_MAX, true};
                else stack[sp++] = (Item){pb, UINT32_MAX, looped};
            }
        }
    }
    free(visited);
    free(stack);
    free(later);
    return n;
}

static void report_use(MC *c, State *s, uint32_t path, uint32_t conflict, bool partial, bool moved, Span span,
                       const char *verb) {
    if (!c->report) return;
    const char *name = describe(c, path);
    /* an unnamed place (a destructured argument, a matched temporary) is
     * reported only for the moves of pattern bindings, rustc's wording
     * without a name; other unnamed places are the builder's own */
    if (!name && (!c->pattern_use || !moved)) return;
    Builder *b = c->b;
    if (!moved) {
        if (c->reported[path]) return;
        c->reported[path] = true;
        Diag *d = diag_error(b->dc, DC_E0381, span, "%s of possibly-uninitialized variable: `%s`", verb, name);
        diag_label(d, span, true, "use of possibly-uninitialized `%s`", name);
        diag_emit(d);
        b->failed = true;
        return;
    }
    MoveSite ms[8];
    bool prev = false, reached_start = false;
    uint32_t n = find_moves(c, partial ? conflict : path, s->at, ms, 8, &prev, &reached_start);
    if (!n && reached_start) {
        /* moved only in a later iteration of a loop it may enter
         * uninitialised: rustc calls it uninitialised */
        report_use(c, s, path, conflict, partial, false, span, verb);
        return;
    }
    uint64_t key = 0x9e3779b97f4a7c15ull * (n + 1);
    for (uint32_t i = 0; i < n; i++) key += (uint64_t)ms[i].span.lo * 0x100000001b3ull ^ ms[i].path;
    if (!n) key ^= (uint64_t)path << 32 | span.lo;
    for (uint32_t i = 0; i < c->move_keys.len; i++)
        if (c->move_keys.data[i] == key) return;
    vec_push(&c->move_keys, key);
    Diag *d;
    if (!strcmp(verb, "borrow"))
        d = name ? diag_error(b->dc, DC_E0382, span, "borrow of %smoved value: `%s`", partial ? "partially " : "", name)
                 : diag_error(b->dc, DC_E0382, span, "borrow of %smoved value", partial ? "partially " : "");
    else if (!strcmp(verb, "assign"))
        d = diag_error(b->dc, DC_E0382, span, "assign to part of moved value: `%s`", name ? name : "_");
    else
        d = name ? diag_error(b->dc, DC_E0382, span, "use of %smoved value: `%s`", partial ? "partially " : "", name)
                 : diag_error(b->dc, DC_E0382, span, "use of %smoved value", partial ? "partially " : "");
    bool same = false;
    for (uint32_t i = 0; i < n; i++) {
        if (ms[i].span.lo == span.lo && ms[i].span.hi == span.hi) {
            same = true;
            continue;
        }
        diag_label(d, ms[i].span, false, "%s%s",
                   ms[i].closure ? "value moved into closure here" : partial ? "value partially moved here" : "value moved here",
                   prev ? ", in previous iteration of loop" : "");
    }
    if (same)
        diag_label(d, span, true, "value moved here, in previous iteration of loop");
    else
        diag_label(d, span, true, "value %s here after %smove", !strcmp(verb, "borrow") ? "borrowed" : "used",
                   partial ? "partial " : "");
    /* why it moved: the type of what was moved */
    uint32_t mp = n ? ms[0].path : conflict;
    const char *mname = describe(c, mp);
    TyId mt = c->paths.data[mp].ty;
    if (mname && mt.i) {
        MirLocal l = c->paths.data[mp].local;
        bool whole = c->paths.data[mp].parent == 0 && b->locals.data[l].is_user_var;
        Span at = b->info.data[l].decl_span;
        if (!at.lo) at = b->locals.data[l].span;
        if (whole && !partial)
            diag_label(d, at, false, "move occurs because `%s` has type `%s`, which does not implement the `Copy` trait", mname,
                       ty_to_string(b->tcx, mt));
        else
            diag_note(d, "%smove occurs because `%s` has type `%s`, which does not implement the `Copy` trait",
                      partial ? "partial " : "", mname, ty_to_string(b->tcx, mt));
    }
    diag_emit(d);
    b->failed = true;
}

/* A read (verb "use"/"borrow") of p at span. */
static bool loan_conflicts(MC *c, State *s, Place q, Span at);

static bool subslice_elems(MC *c, Place p, uint32_t *out, uint32_t *n);

/* Is path (its prefixes as a whole, itself, and unless `shallow` the
 * paths under it) initialised? Reports the first conflict; false then. */
static bool check_path(MC *c, State *s, uint32_t path, bool shallow, Span span, const char *verb) {
    for (uint32_t q = c->paths.data[path].parent; q; q = c->paths.data[q].parent)
        if (bit(s->u, q)) {
            report_use(c, s, path, q, false, bit(s->m, q), span, verb);
            return false;
        }
    if (bit(s->u, path)) {
        report_use(c, s, path, path, false, bit(s->m, path), span, verb);
        return false;
    }
    if (shallow) return true;
    for (uint32_t k = c->paths.data[path].first_child; k; k = c->paths.data[k].next_sibling)
        if (any_subtree(c, s->u, k)) {
            /* the first uninitialised path under it names the move */
            uint32_t q = k;
            while (!bit(s->u, q)) {
                uint32_t f = 0;
                for (uint32_t j = c->paths.data[q].first_child; j; j = c->paths.data[j].next_sibling)
                    if (any_subtree(c, s->u, j)) f = j;
                if (!f) break;
                q = f;
            }
            report_use(c, s, path, q, true, any_subtree(c, s->m, k), span, verb);
            return false;
        }
    return true;
}

static void use_place(MC *c, State *s, Place p, Span span, const char *verb) {
    s->at.stmt++;
    for (uint32_t i = 0; i < p.nproj; i++)
        if (p.proj[i].kind == PROJ_INDEX) use_place(c, s, mb_place(p.proj[i].index), span, "use");
    /* a subslice of an array reads its elements only */
    uint32_t elems[64], ne;
    if (subslice_elems(c, p, elems, &ne)) {
        for (uint32_t i = 0; i < ne; i++)
            if (!check_path(c, s, elems[i], false, span, verb)) return;
        return;
    }
    bool complete, through;
    uint32_t n;
    uint32_t path = place_path(c, p, &complete, &through, &n);
    /* a read through a pointer reads none of the paths under it */
    check_path(c, s, path, through && n < p.nproj, span, verb);
}

/* ---- illegal moves ---- */

static bool has_drop_impl(MC *c, TyId t) {
    const TyData *d = ty_get(c->b->tcx, t);
    return d->kind == TYK_ADT && ty_adt_has_drop_impl(c->b->tcx, d->adt.def);
}

static void illegal_move(MC *c, Place p, Span span, Span binding) {
    if (!c->report) return;
    Builder *b = c->b;
    /* a generator body moves its upvars out of its environment (behind
     * `&mut`) into locals at entry: the generator owns them */
    if (b->gen_upvars && p.local == 1) return;
    for (uint32_t i = 0; i < c->illegal_at.len; i++)
        if (c->illegal_at.data[i] == span.lo) return;
    vec_push(&c->illegal_at, span.lo);
    TyId t = b->locals.data[p.local].ty;
    for (uint32_t i = 0; i < p.nproj; i++) {
        const ProjElem *e = &p.proj[i];
        Place pre = {p.local, p.proj, i};
        TyId whole = mb_place_ty(b, p);
        const char *tys = ty_to_string(b->tcx, whole);
        if (e->kind == PROJ_DEREF && !is_box(c, t)) {
            uint8_t k = tkind(c, t);
            bool mut = k == TYK_REF ? ty_get(b->tcx, t)->mutbl : true;
            /* rustc names the content behind the pointer when it is an
             * array or a slice moved out of by index or pattern */
            TyId target = mb_deref_ty(b, t);
            if (i + 1 < p.nproj && (tkind(c, target) == TYK_ARRAY || tkind(c, target) == TYK_SLICE)) {
                bool arr = tkind(c, target) == TYK_ARRAY;
                Diag *d = diag_error(b->dc, DC_E0508, span, "cannot move out of type `%s`, a non-copy %s",
                                     ty_to_string(b->tcx, target), arr ? "array" : "slice");
                diag_label(d, span, true, "cannot move out of here");
                if (binding.lo) diag_label(d, binding, false, "data moved here");
                diag_emit(d);
                b->failed = true;
                return;
            }
            uint32_t path;
            bool complete, through;
            path = place_path(c, pre, &complete, &through, NULL);
            const char *base = complete ? describe(c, path) : NULL;
            Diag *d;
            /* a captured variable of an Fn/FnMut closure: not reported
             * (rcc captures whole variables where edition 2021 captures
             * their fields, so its closure kinds can be stricter) */
            if (p.local == 1 && b->closure && !b->closure->kind_forced) return;
            if (p.local == 1 && i == 0 && b->closure && !b->gen_upvars && p.nproj >= 2 && p.proj[1].kind == PROJ_FIELD) {
                const char *nm = upvar_name(c, p.proj[1].field);
                const char *kind = b->closure->kind == CLOSURE_FN ? "Fn" : "FnMut";
                d = diag_error(b->dc, DC_E0507, span, "cannot move out of `%s`, a captured variable in an `%s` closure",
                               nm ? nm : "_", kind);
                diag_label(d, span, true, "move occurs because `%s` has type `%s`, which does not implement the `Copy` trait",
                           nm ? nm : "_", tys);
            } else if (k == TYK_REF && base) {
                d = diag_error(b->dc, DC_E0507, span, "cannot move out of `*%s` which is behind a %s reference", base,
                               mut ? "mutable" : "shared");
                diag_label(d, span, true, "move occurs because `*%s` has type `%s`, which does not implement the `Copy` trait",
                           base, tys);
            } else if (k == TYK_REF) {
                d = diag_error(b->dc, DC_E0507, span, "cannot move out of a %s reference", mut ? "mutable" : "shared");
                diag_label(d, span, true, "move occurs because value has type `%s`, which does not implement the `Copy` trait",
                           tys);
            } else {
                d = diag_error(b->dc, DC_E0507, span, "cannot move out of %s which is behind a raw pointer",
                               base ? arena_sprintf(b->a, "`*%s`", base) : "a raw pointer");
                diag_label(d, span, true, "move occurs because value has type `%s`, which does not implement the `Copy` trait",
                           tys);
            }
            if (binding.lo) diag_label(d, binding, false, "data moved here");
            diag_emit(d);
            b->failed = true;
            return;
        }
        if (e->kind == PROJ_INDEX || ((e->kind == PROJ_CONST_INDEX || e->kind == PROJ_SUBSLICE) && tkind(c, t) == TYK_SLICE)) {
            bool arr = tkind(c, t) == TYK_ARRAY;
            Diag *d = diag_error(b->dc, DC_E0508, span, "cannot move out of type `%s`, a non-copy %s", ty_to_string(b->tcx, t),
                                 arr ? "array" : "slice");
            diag_label(d, span, true, "cannot move out of here");
            if (binding.lo) diag_label(d, binding, false, "data moved here");
            diag_emit(d);
            b->failed = true;
            return;
        }
        if ((e->kind == PROJ_FIELD || e->kind == PROJ_DOWNCAST) && has_drop_impl(c, t)) {
            Diag *d = diag_error(b->dc, DC_E0509, span, "cannot move out of type `%s`, which implements the `Drop` trait",
                                 ty_to_string(b->tcx, t));
            diag_label(d, span, true, "cannot move out of here");
            if (binding.lo) diag_label(d, binding, false, "data moved here");
            diag_emit(d);
            b->failed = true;
            return;
        }
        t = mb_place_ty(b, (Place){p.local, p.proj, i + 1});
    }
}

/* A move of p: span is where it happens (a binding for a pattern's
 * move), at the expression moved out of (the matched one for a pattern). */
/* `[a, rest @ ..]` moving out of an array: the element paths of the
 * subslice (made by collect); false when p is not that. */
static bool subslice_elems(MC *c, Place p, uint32_t *out, uint32_t *n) {
    if (!p.nproj || p.proj[p.nproj - 1].kind != PROJ_SUBSLICE) return false;
    Place base = {p.local, p.proj, p.nproj - 1};
    bool complete, through;
    uint32_t bp = place_path(c, base, &complete, &through, NULL);
    const TyData *td = ty_get(c->b->tcx, mb_place_ty(c->b, base));
    if (!complete || td->kind != TYK_ARRAY || td->array.len == ARRAY_LEN_PARAM) return false;
    const ProjElem *e = &p.proj[p.nproj - 1];
    uint64_t from = e->offset, to = e->from_end ? td->array.len - e->min_length : e->min_length;
    *n = 0;
    for (uint64_t i = from; i < to && *n < 64; i++) {
        ProjElem ce = {.kind = PROJ_CONST_INDEX, .offset = i, .min_length = td->array.len};
        out[(*n)++] = child(c, bp, &ce, td->array.elem);
    }
    return true;
}

static void move_place(MC *c, State *s, Place p, Span span, Span at, bool pat, bool closure) {
    /* a binding's move is used where the binding is (rustc) */
    use_place(c, s, p, pat ? span : at, "use");
    s->at.stmt++;
    if (c->b->info.data[p.local].guard_copy) {
        if (!c->report) return;
        for (uint32_t i = 0; i < c->illegal_at.len; i++)
            if (c->illegal_at.data[i] == at.lo) return;
        vec_push(&c->illegal_at, at.lo);
        const char *name = sym_str(c->b->locals.data[p.local].name);
        Diag *d = diag_error(c->b->dc, DC_E0507, at, "cannot move out of `%s` in pattern guard", name);
        diag_label(d, at, true, "move occurs because `%s` has type `%s`, which does not implement the `Copy` trait", name,
                   ty_to_string(c->b->tcx, mb_place_ty(c->b, p)));
        diag_note(d, "variables bound in patterns cannot be moved from until after the end of the pattern guard");
        diag_emit(d);
        c->b->failed = true;
        return;
    }
    uint32_t elems[64], ne;
    if (subslice_elems(c, p, elems, &ne)) {
        for (uint32_t i = 0; i < ne; i++) {
            set_subtree(c, s->u, elems[i], true);
            set_subtree(c, s->m, elems[i], true);
            if (c->record) vec_push(&c->moves, ((MoveSite){s->at, elems[i], span, closure}));
        }
        return;
    }
    bool complete, through;
    uint32_t path = place_path(c, p, &complete, &through, NULL);
    if (!complete) {
        if (through || p.nproj) illegal_move(c, p, at, pat ? span : (Span){0});
        if (!through) set_subtree(c, s->u, path, true), set_subtree(c, s->m, path, true);
        return;
    }
    for (uint32_t i = 0; i < p.nproj; i++)
        if (p.proj[i].kind == PROJ_FIELD || p.proj[i].kind == PROJ_DOWNCAST) {
            Place pre = {p.local, p.proj, i};
            if (has_drop_impl(c, mb_place_ty(c->b, pre))) {
                illegal_move(c, p, at, pat ? span : (Span){0});
                return;
            }
        }
    if (c->report && c->loans.len && loan_conflicts(c, s, p, at)) return;
    set_subtree(c, s->u, path, true);
    set_subtree(c, s->m, path, true);
    if (c->record) vec_push(&c->moves, ((MoveSite){s->at, path, span, closure}));
}

static void operand(MC *c, State *s, const Operand *o, Span span, bool closure) {
    if (o->kind == OP_CONST) return;
    Span sp = o->span.lo ? o->span : span;
    if (o->kind == OP_COPY) use_place(c, s, o->place, o->pat ? span : sp, "use");
    else if (o->pat) {
        c->pattern_use = true;
        move_place(c, s, o->place, span, sp, true, closure);
        c->pattern_use = false;
    }
    else move_place(c, s, o->place, sp, sp, false, closure);
}

/* An assignment to p: its prefixes must be initialised as a whole. */
static void assign_place(MC *c, State *s, Place p, Span span) {
    for (uint32_t i = 0; i < p.nproj; i++)
        if (p.proj[i].kind == PROJ_INDEX) use_place(c, s, mb_place(p.proj[i].index), span, "use");
    bool complete, through;
    uint32_t n;
    uint32_t path = place_path(c, p, &complete, &through, &n);
    if (through) {
        /* `*r = v`: r is read */
        use_place(c, s, (Place){p.local, p.proj, n}, span, "use");
        return;
    }
    if (p.nproj) {
        bool downcast = false;
        for (uint32_t i = 0; i < p.nproj; i++) downcast |= p.proj[i].kind == PROJ_DOWNCAST;
        uint32_t start = complete ? c->paths.data[path].parent : path;
        for (uint32_t q = start; q && !downcast; q = c->paths.data[q].parent)
            if (bit(s->u, q)) {
                if (bit(s->m, q)) report_use(c, s, path, q, false, true, span, "assign");
                else if (c->report && !c->reported[q]) {
                    const char *name = describe(c, q);
                    if (name) {
                        c->reported[q] = true;
                        Diag *d = diag_error(c->b->dc, DC_E0381, span,
                                             "partially assigned binding `%s` isn't fully initialized", name);
                        diag_label(d, span, true, "`%s` partially assigned here but it isn't fully initialized",
                                   describe(c, path) ? describe(c, path) : name);
                        diag_emit(d);
                        c->b->failed = true;
                    }
                }
                break;
            }
    }
    if (complete) {
        set_subtree(c, s->u, path, false);
        set_subtree(c, s->m, path, false);
        s->at.stmt++;
        if (c->record) vec_push(&c->inits, ((MoveSite){s->at, path, span, false}));
    }
}

static void rvalue(MC *c, State *s, const Rvalue *rv, Span span) {
    switch (rv->kind) {
    case RV_REF:
    case RV_ADDRESS_OF: use_place(c, s, rv->place, span, "borrow"); return;
    case RV_LEN:
    case RV_DISCRIMINANT: use_place(c, s, rv->place, span, "use"); return;
    default: break;
    }
    bool closure = rv->kind == RV_AGGREGATE && rv->agg == AGG_CLOSURE;
    for (uint32_t i = 0; i < rv->nops; i++) operand(c, s, &rv->ops[i], span, closure);
}

/* The fake reads of bb before statement i. */
static void fake_reads(MC *c, State *s, MirBlock bb, uint32_t i) {
    for (uint32_t k = c->fr_start[bb]; k < c->fr_start[bb + 1]; k++) {
        const FakeRead *fr = &c->b->fake_reads.data[k];
        if (fr->at == i) use_place(c, s, fr->place, fr->span, "use");
    }
}

static void transfer(MC *c, MirBlock bb, State *s) {
    BBData *d = &c->b->blocks.data[bb];
    s->at.bb = bb;
    s->at.stmt = 0;
    for (uint32_t i = 0; i < d->stmts.len; i++) {
        const MirStmt *st = &d->stmts.data[i];
        s->si = i;
        fake_reads(c, s, bb, i);
        switch (st->kind) {
        case MSTMT_ASSIGN:
            rvalue(c, s, &st->rv, st->span);
            assign_place(c, s, st->place, st->span);
            break;
        case MSTMT_STORAGE_LIVE:
        case MSTMT_STORAGE_DEAD:
            if (st->local < c->b->locals.len) {
                set_subtree(c, s->u, c->root[st->local], true);
                set_subtree(c, s->m, c->root[st->local], false);
            }
            break;
        case MSTMT_SET_DISCRIMINANT: {
            /* an enum built in place: the whole of it is initialised */
            bool complete, through;
            uint32_t path = place_path(c, st->place, &complete, &through, NULL);
            if (complete) {
                set_subtree(c, s->u, path, false);
                set_subtree(c, s->m, path, false);
            }
            break;
        }
        default: break;
        }
    }
    const MirTerm *t = &d->term;
    s->si = d->stmts.len;
    fake_reads(c, s, bb, d->stmts.len);
    if (!d->terminated) return;
    switch (t->kind) {
    case TERM_SWITCH_INT: operand(c, s, &t->discr, t->span, false); break;
    case TERM_CALL:
        operand(c, s, &t->func, t->span, false);
        for (uint32_t i = 0; i < t->nargs; i++) operand(c, s, &t->args[i], t->span, false);
        assign_place(c, s, t->place, t->span);
        break;
    case TERM_ASSERT:
        operand(c, s, &t->cond, t->span, false);
        for (uint32_t i = 0; i < t->nargs; i++) operand(c, s, &t->args[i], t->span, false);
        break;
    case TERM_YIELD:
        operand(c, s, &t->value, t->span, false);
        assign_place(c, s, t->place, t->span);
        break;
    case TERM_INLINE_ASM:
        for (uint32_t i = 0; i < t->nasm_ops; i++) {
            const MirAsmOperand *o = &t->asm_ops[i];
            if (o->kind == ASM_OP_IN || o->kind == ASM_OP_INOUT || o->kind == ASM_OP_SPLIT_INOUT)
                operand(c, s, &o->in, t->span, false);
        }
        for (uint32_t i = 0; i < t->nasm_ops; i++)
            if (t->asm_ops[i].has_out) assign_place(c, s, t->asm_ops[i].out, t->span);
        break;
    default: break;
    }
}

static uint32_t succs(const BBData *d, MirBlock *out) {
    const MirTerm *t = &d->term;
    uint32_t n = 0;
    if (!d->terminated) return 0;
    if (t->kind == TERM_SWITCH_INT) {
        for (uint32_t i = 0; i <= t->nvalues; i++) out[n++] = t->targets[i];
    } else if (t->kind != TERM_RETURN && t->kind != TERM_UNREACHABLE && t->kind != TERM_ABORT && t->kind != TERM_RESUME &&
               t->kind != TERM_GENERATOR_DROP && t->target != MIR_NO_BLOCK) {
        out[n++] = t->target;
    }
    if (d->false_edge) out[n++] = d->false_edge - 1;
    return n;
}

/* Every place the body mentions gets its move path before the dataflow
 * (the bitsets' size is fixed then). */
static void collect_place(MC *c, Place p) {
    bool a, b2;
    place_path(c, p, &a, &b2, NULL);
    uint32_t elems[64], n;
    subslice_elems(c, p, elems, &n);
}
static void collect_operand(MC *c, const Operand *o) {
    if (o->kind != OP_CONST) collect_place(c, o->place);
}

static void collect(MC *c) {
    for (uint32_t k = 0; k < c->b->fake_reads.len; k++) collect_place(c, c->b->fake_reads.data[k].place);
    for (MirBlock bb = 0; bb < c->b->blocks.len; bb++) {
        const BBData *d = &c->b->blocks.data[bb];
        for (uint32_t i = 0; i < d->stmts.len; i++) {
            const MirStmt *st = &d->stmts.data[i];
            if (st->kind == MSTMT_ASSIGN || st->kind == MSTMT_SET_DISCRIMINANT) collect_place(c, st->place);
            if (st->kind != MSTMT_ASSIGN) continue;
            if (st->rv.kind == RV_REF || st->rv.kind == RV_ADDRESS_OF || st->rv.kind == RV_LEN ||
                st->rv.kind == RV_DISCRIMINANT)
                collect_place(c, st->rv.place);
            for (uint32_t k = 0; k < st->rv.nops; k++) collect_operand(c, &st->rv.ops[k]);
        }
        if (!d->terminated) continue;
        const MirTerm *t = &d->term;
        collect_operand(c, &t->discr);
        collect_operand(c, &t->func);
        collect_operand(c, &t->cond);
        collect_operand(c, &t->value);
        for (uint32_t k = 0; k < t->nargs; k++) collect_operand(c, &t->args[k]);
        if (t->kind == TERM_CALL || t->kind == TERM_YIELD) collect_place(c, t->place);
        for (uint32_t k = 0; k < t->nasm_ops; k++) {
            collect_operand(c, &t->asm_ops[k].in);
            if (t->asm_ops[k].has_out) collect_place(c, t->asm_ops[k].out);
        }
    }
}

/* ---- E0505: a move out of a place while a borrow of it is alive ----
 * A loan is alive at a point when it may have been made before it and
 * a local that may hold it is used later (liveness of its holders). This
 * is a simplification of rustc's NLL regions that only errs where they
 * do: a call's result holds the borrows of its arguments only when its
 * type holds a reference, and drops are not uses. */

static void use_local(uint64_t *set, MirLocal l) { setb(set, l); }

static void uses_of_place(Place p, uint64_t *use, bool whole_is_use) {
    if (whole_is_use || p.nproj) use_local(use, p.local);
    for (uint32_t i = 0; i < p.nproj; i++)
        if (p.proj[i].kind == PROJ_INDEX) use_local(use, p.proj[i].index);
}

static void uses_of_operand(const Operand *o, uint64_t *use) {
    if (o->kind != OP_CONST) uses_of_place(o->place, use, true);
}

/* The locals statement si of bb (nstmts: its terminator) reads into use;
 * the local it overwrites as a whole into *def (or UINT32_MAX). */
static void stmt_uses(MC *c, MirBlock bb, uint32_t si, uint64_t *use, MirLocal *def) {
    const BBData *d = &c->b->blocks.data[bb];
    *def = UINT32_MAX;
    if (si < d->stmts.len) {
        const MirStmt *st = &d->stmts.data[si];
        if (st->kind == MSTMT_STORAGE_DEAD) *def = st->local;
        if (st->kind != MSTMT_ASSIGN) return;
        const Rvalue *rv = &st->rv;
        if (rv->kind == RV_REF || rv->kind == RV_ADDRESS_OF || rv->kind == RV_LEN || rv->kind == RV_DISCRIMINANT)
            uses_of_place(rv->place, use, true);
        for (uint32_t k = 0; k < rv->nops; k++) uses_of_operand(&rv->ops[k], use);
        bool deref = false;
        for (uint32_t k = 0; k < st->place.nproj; k++) deref |= st->place.proj[k].kind == PROJ_DEREF;
        if (deref) uses_of_place(st->place, use, true);
        else if (!st->place.nproj) *def = st->place.local;
        return;
    }
    if (!d->terminated) return;
    const MirTerm *t = &d->term;
    switch (t->kind) {
    case TERM_SWITCH_INT: uses_of_operand(&t->discr, use); break;
    case TERM_CALL:
        uses_of_operand(&t->func, use);
        for (uint32_t k = 0; k < t->nargs; k++) uses_of_operand(&t->args[k], use);
        if (!t->place.nproj) *def = t->place.local;
        break;
    case TERM_ASSERT: uses_of_operand(&t->cond, use); break;
    case TERM_YIELD: uses_of_operand(&t->value, use); break;
    case TERM_RETURN: use_local(use, MIR_RETURN_PLACE); break;
    case TERM_INLINE_ASM:
        for (uint32_t k = 0; k < t->nasm_ops; k++) uses_of_operand(&t->asm_ops[k].in, use);
        break;
    default: break;
    }
}

static bool ty_holds_ref(MC *c, TyId t, int depth) {
    if (depth > 6) return false;
    const TyData *d = ty_get(c->b->tcx, t);
    switch (d->kind) {
    case TYK_REF: return true;
    case TYK_TUPLE:
    case TYK_ADT: {
        if (d->kind == TYK_ADT) {
            /* a lifetime parameter (`Lines<'a>`): erased from the args */
            const HirItem *it = hir_item(ty_hir(c->b->tcx), d->adt.def);
            if (it && it->generics.nparams && it->generics.params[0].kind == HGP_LIFETIME) return true;
        }
        ArgsId a = d->kind == TYK_ADT ? d->adt.args : d->tuple;
        uint32_t n = ty_args_len(c->b->tcx, a);
        const TyId *xs = ty_args(c->b->tcx, a);
        for (uint32_t i = 0; i < n; i++)
            if (ty_holds_ref(c, xs[i], depth + 1)) return true;
        return false;
    }
    case TYK_ARRAY: return ty_holds_ref(c, d->array.elem, depth + 1);
    case TYK_CLOSURE: case TYK_GENERATOR: case TYK_DYN: return true;
    default: return false;
    }
}

/* The lifetimes a signature's type names: distinct names (not 'static)
 * and the count of elided ones (`&T`, `'_`). */
typedef struct LtSet {
    Symbol names[16];
    uint32_t n, elided;
} LtSet;

static void lt_add(LtSet *ls, Symbol name) {
    if (name == SYM_static_lifetime) return;
    if (!name || name == SYM_underscore_lifetime) {
        ls->elided++;
        return;
    }
    for (uint32_t i = 0; i < ls->n; i++)
        if (ls->names[i] == name) return;
    if (ls->n < 16) ls->names[ls->n++] = name;
}

static void hir_ty_lifetimes(const HirTy *t, LtSet *ls, int depth);

static void hir_args_lifetimes(const HirGenericArgs *ga, LtSet *ls, int depth) {
    if (!ga) return;
    for (uint32_t i = 0; i < ga->nargs; i++) {
        if (ga->args[i].kind == HGA_LIFETIME) lt_add(ls, ga->args[i].lifetime);
        else if (ga->args[i].kind == HGA_TYPE) hir_ty_lifetimes(ga->args[i].ty, ls, depth + 1);
    }
    for (uint32_t i = 0; i < ga->nconstraints; i++) hir_ty_lifetimes(ga->constraints[i].ty, ls, depth + 1);
}

static void hir_path_lifetimes(const HirPath *p, LtSet *ls, int depth) {
    if (!p) return;
    for (uint32_t i = 0; i < p->nsegs; i++) hir_args_lifetimes(p->segs[i].args, ls, depth);
}

static void hir_ty_lifetimes(const HirTy *t, LtSet *ls, int depth) {
    if (!t || depth > 16) return;
    switch (t->kind) {
    case HTY_REF:
        lt_add(ls, t->ptr.lifetime);
        hir_ty_lifetimes(t->ptr.ty, ls, depth + 1);
        break;
    case HTY_PTR: hir_ty_lifetimes(t->ptr.ty, ls, depth + 1); break;
    case HTY_SLICE: hir_ty_lifetimes(t->elem, ls, depth + 1); break;
    case HTY_ARRAY: hir_ty_lifetimes(t->array.elem, ls, depth + 1); break;
    case HTY_TUP:
        for (uint32_t i = 0; i < t->tup.n; i++) hir_ty_lifetimes(t->tup.elems[i], ls, depth + 1);
        break;
    case HTY_PATH:
        hir_ty_lifetimes(t->qpath.qself, ls, depth + 1);
        if (t->qpath.kind == QPATH_RESOLVED) hir_path_lifetimes(t->qpath.path, ls, depth);
        else if (t->qpath.kind == QPATH_TYPE_RELATIVE && t->qpath.seg) hir_args_lifetimes(t->qpath.seg->args, ls, depth);
        break;
    case HTY_DYN:
    case HTY_IMPL_TRAIT:
        for (uint32_t i = 0; i < t->bounds.nbounds; i++) hir_path_lifetimes(t->bounds.bounds[i].trait_path, ls, depth);
        break;
    default: break;
    }
}

static bool lt_shares(const LtSet *a, const LtSet *b) {
    for (uint32_t i = 0; i < a->n; i++)
        for (uint32_t j = 0; j < b->n; j++)
            if (a->names[i] == b->names[j]) return true;
    return false;
}

/* Does the result of call t hold the borrows argument k holds? From the
 * callee's signature as written (lifetimes are erased in types): the
 * result's named lifetimes that argument k names, its elided ones (the
 * `&self` argument's, else the only input lifetime's); a result that
 * names no lifetime holds references only through type parameters, and
 * then holds what every argument holds. `'static` holds nothing. */
static bool call_passes_loan(MC *c, const MirTerm *t, uint32_t k) {
    if (t->func.kind != OP_CONST) return false;
    const TyData *fd = ty_get(c->b->tcx, t->func.c.ty);
    if (fd->kind != TYK_FN_DEF) return false;
    const HirItem *it = hir_item(ty_hir(c->b->tcx), fd->adt.def);
    if (!it || it->kind != HITEM_FN) return false;
    const HirFnDecl *decl = &it->fn.decl;
    if (decl->ninputs != t->nargs || k >= decl->ninputs || !decl->output) return false;
    LtSet out = {0};
    hir_ty_lifetimes(decl->output, &out, 0);
    if (!out.n && !out.elided) {
        /* `-> T`, `-> Self::Item`: references come from substitution,
         * out of arguments passed by value (`Option<&T>::unwrap(self)`);
         * a reference argument's own borrow is not in T (`clone(&self)
         * -> Self`) */
        return decl->output->kind == HTY_PATH && decl->inputs[k]->kind != HTY_REF;
    }
    LtSet in = {0};
    hir_ty_lifetimes(decl->inputs[k], &in, 0);
    if (lt_shares(&out, &in)) return true;
    if (out.elided) {
        if (decl->has_self && decl->inputs[0]->kind == HTY_REF) return k == 0;
        uint32_t total = 0;
        for (uint32_t i = 0; i < decl->ninputs; i++) {
            LtSet li = {0};
            hir_ty_lifetimes(decl->inputs[i], &li, 0);
            total += li.n + li.elided;
        }
        return total == 1 && in.n + in.elided == 1;
    }
    return false;
}

/* Does an operand read what a holder holds: the whole local, or a part of
 * it whose type holds a reference? */
static bool operand_reads(MC *c, const Operand *o, const uint64_t *h) {
    if (o->kind == OP_CONST || !bit(h, o->place.local)) return false;
    if (!o->place.nproj) return true;
    return ty_holds_ref(c, mb_place_ty(c->b, o->place), 0);
}

/* Does statement si of bb (nstmts: its call) pass a loan held in h to
 * what it writes? */
static bool reads_loan(MC *c, MirBlock bb, uint32_t si, const uint64_t *h) {
    const BBData *d = &c->b->blocks.data[bb];
    /* a call: as its signature's lifetimes say (call_passes_loan) */
    if (si == d->stmts.len) {
        const MirTerm *t = &d->term;
        for (uint32_t k = 0; k < t->nargs; k++)
            if (operand_reads(c, &t->args[k], h) && call_passes_loan(c, t, k)) return true;
        return false;
    }
    const Rvalue *rv = &d->stmts.data[si].rv;
    if ((rv->kind == RV_REF || rv->kind == RV_ADDRESS_OF) && bit(h, rv->place.local)) return true;
    for (uint32_t k = 0; k < rv->nops; k++)
        if (operand_reads(c, &rv->ops[k], h)) return true;
    return false;
}

static void collect_loans(MC *c) {
    Builder *b = c->b;
    uint32_t nl = b->locals.len;
    bool *moved = calloc(nl, 1);
    for (MirBlock bb = 0; bb < b->blocks.len; bb++) {
        const BBData *d = &b->blocks.data[bb];
        for (uint32_t i = 0; i < d->stmts.len; i++)
            for (uint32_t k = 0; k < d->stmts.data[i].rv.nops; k++)
                if (d->stmts.data[i].kind == MSTMT_ASSIGN && d->stmts.data[i].rv.ops[k].kind == OP_MOVE)
                    moved[d->stmts.data[i].rv.ops[k].place.local] = true;
        if (d->terminated && d->term.kind == TERM_CALL)
            for (uint32_t k = 0; k < d->term.nargs; k++)
                if (d->term.args[k].kind == OP_MOVE) moved[d->term.args[k].place.local] = true;
    }
    c->lwords = (nl + 63) / 64;
    for (MirBlock bb = 0; bb < b->blocks.len; bb++) {
        const BBData *d = &b->blocks.data[bb];
        if (!c->seen[bb]) continue;
        for (uint32_t i = 0; i < d->stmts.len; i++) {
            const MirStmt *st = &d->stmts.data[i];
            if (st->kind != MSTMT_ASSIGN || st->rv.kind != RV_REF || !moved[st->rv.place.local]) continue;
            /* a borrow through a shared reference does not borrow what
             * the reference's local owns (`&*r` with r: &T; r is Copy) */
            bool shared = false;
            TyId pt = b->locals.data[st->rv.place.local].ty;
            for (uint32_t k = 0; k < st->rv.place.nproj && !shared; k++) {
                const ProjElem *e = &st->rv.place.proj[k];
                if (e->kind == PROJ_DEREF && !is_box(c, pt) && !(tkind(c, pt) == TYK_REF && ty_get(b->tcx, pt)->mutbl))
                    shared = true;
                pt = mb_place_ty(b, (Place){st->rv.place.local, st->rv.place.proj, k + 1});
            }
            if (shared) continue;
            struct Loan L = {bb, i, st->rv.place, st->span, calloc(c->lwords, sizeof(uint64_t))};
            setb(L.holders, st->place.local);
            vec_push(&c->loans, L);
        }
    }
    free(moved);
    if (!c->loans.len) return;
    /* the holders: a fixed point over every statement */
    for (uint32_t li = 0; li < c->loans.len; li++) {
        uint64_t *h = c->loans.data[li].holders;
        for (int round = 0, changed = 1; changed && round < 16; round++) {
            changed = 0;
            for (MirBlock bb = 0; bb < b->blocks.len; bb++) {
                const BBData *d = &b->blocks.data[bb];
                if (!c->seen[bb]) continue;
                for (uint32_t i = 0; i <= d->stmts.len; i++) {
                    MirLocal dest;
                    bool is_call = i == d->stmts.len;
                    if (is_call) {
                        if (!d->terminated || d->term.kind != TERM_CALL) continue;
                        dest = d->term.place.local;
                    } else {
                        if (d->stmts.data[i].kind != MSTMT_ASSIGN) continue;
                        dest = d->stmts.data[i].place.local;
                    }
                    if (bit(h, dest)) continue;
                    if (!ty_holds_ref(c, b->locals.data[dest].ty, 0)) continue;
                    if (!reads_loan(c, bb, i, h)) continue;
                    setb(h, dest);
                    changed = 1;
                }
            }
        }
    }
    /* liveness: locals live at each block's end */
    uint32_t nb = b->blocks.len, W = c->lwords;
    c->live_out = calloc((size_t)nb * W, sizeof(uint64_t));
    uint64_t *in = calloc((size_t)nb * W, sizeof(uint64_t)), *cur = malloc(W * sizeof(uint64_t));
    uint64_t *use = malloc(W * sizeof(uint64_t));
    MirBlock succ[4096];
    for (int changed = 1; changed;) {
        changed = 0;
        for (MirBlock bb = nb; bb-- > 0;) {
            const BBData *d = &b->blocks.data[bb];
            if (!c->seen[bb]) continue;
            uint32_t ns = d->term.kind == TERM_SWITCH_INT && d->term.nvalues + 2 > 4096 ? 0 : succs(d, succ);
            uint64_t *out = c->live_out + (size_t)bb * W;
            for (uint32_t k = 0; k < ns; k++)
                for (uint32_t w = 0; w < W; w++) {
                    uint64_t nv = out[w] | in[(size_t)succ[k] * W + w];
                    if (nv != out[w]) changed = 1;
                    out[w] = nv;
                }
            memcpy(cur, out, W * sizeof(uint64_t));
            for (uint32_t i = d->stmts.len + 1; i-- > 0;) {
                memset(use, 0, W * sizeof(uint64_t));
                MirLocal def;
                stmt_uses(c, bb, i, use, &def);
                if (def != UINT32_MAX) clrb(cur, def);
                for (uint32_t w = 0; w < W; w++) cur[w] |= use[w];
            }
            for (uint32_t w = 0; w < W; w++) {
                if (in[(size_t)bb * W + w] != cur[w]) changed = 1;
                in[(size_t)bb * W + w] = cur[w];
            }
        }
    }
    free(in);
    free(cur);
    free(use);
    /* loans made before each block (forward, may) */
    c->loan_words = (c->loans.len + 63) / 64;
    uint32_t LW = c->loan_words;
    c->loan_in = calloc((size_t)nb * LW, sizeof(uint64_t));
    uint64_t *st = malloc(LW * sizeof(uint64_t));
    for (int changed = 1; changed;) {
        changed = 0;
        for (MirBlock bb = 0; bb < nb; bb++) {
            const BBData *d = &b->blocks.data[bb];
            if (!c->seen[bb]) continue;
            memcpy(st, c->loan_in + (size_t)bb * LW, LW * sizeof(uint64_t));
            for (uint32_t li = 0; li < c->loans.len; li++)
                if (c->loans.data[li].bb == bb) setb(st, li);
            uint32_t ns = d->term.kind == TERM_SWITCH_INT && d->term.nvalues + 2 > 4096 ? 0 : succs(d, succ);
            for (uint32_t k = 0; k < ns; k++)
                for (uint32_t w = 0; w < LW; w++) {
                    uint64_t *t = &c->loan_in[(size_t)succ[k] * LW + w];
                    if ((*t | st[w]) != *t) {
                        *t |= st[w];
                        changed = 1;
                    }
                }
        }
    }
    free(st);
}

/* Is a holder of loan L used at or after statement si of bb (before being
 * overwritten)? *use_span: where (0 when only a later block uses it). */
static bool holder_live(MC *c, const struct Loan *L, MirBlock bb, uint32_t si, Span *use_span) {
    const BBData *d = &c->b->blocks.data[bb];
    uint32_t W = c->lwords;
    uint64_t *use = malloc(W * sizeof(uint64_t));
    uint64_t *killed = calloc(W, sizeof(uint64_t));
    bool live = false;
    for (uint32_t i = si; i <= d->stmts.len && !live; i++) {
        memset(use, 0, W * sizeof(uint64_t));
        MirLocal def;
        stmt_uses(c, bb, i, use, &def);
        for (uint32_t w = 0; w < W && !live; w++)
            if (use[w] & L->holders[w] & ~killed[w]) live = true;
        if (live) *use_span = i < d->stmts.len ? d->stmts.data[i].span : d->term.span;
        if (def != UINT32_MAX && i > si) setb(killed, def);
    }
    if (!live) {
        const uint64_t *out = c->live_out + (size_t)bb * W;
        for (uint32_t w = 0; w < W && !live; w++)
            if (out[w] & L->holders[w] & ~killed[w]) live = true;
        *use_span = (Span){0};
    }
    free(use);
    free(killed);
    return live;
}

/* Do the places overlap (one a prefix of the other, up to indices)? */
static bool places_overlap(Place a, Place b) {
    if (a.local != b.local) return false;
    uint32_t n = a.nproj < b.nproj ? a.nproj : b.nproj;
    for (uint32_t i = 0; i < n; i++) {
        const ProjElem *x = &a.proj[i], *y = &b.proj[i];
        if (x->kind != y->kind) return true;   /* index vs constant index, ...: may overlap */
        if ((x->kind == PROJ_FIELD || x->kind == PROJ_DOWNCAST) && x->field != y->field) return false;
        if (x->kind == PROJ_CONST_INDEX && x->from_end == y->from_end && x->offset != y->offset) return false;
    }
    return true;
}

static bool loan_conflicts(MC *c, State *s, Place q, Span at) {
    for (uint32_t li = 0; li < c->loans.len; li++) {
        const struct Loan *L = &c->loans.data[li];
        if (!places_overlap(L->place, q)) continue;
        bool made = bit(c->loan_in + (size_t)s->at.bb * c->loan_words, li) || (L->bb == s->at.bb && L->si < s->si);
        if (!made) continue;
        Span later;
        if (!holder_live(c, L, s->at.bb, s->si, &later)) continue;
        bool complete, through;
        uint32_t path = place_path(c, q, &complete, &through, NULL);
        const char *name = describe(c, path);
        uint32_t lpath = place_path(c, L->place, &complete, &through, NULL);
        const char *lname = describe(c, lpath);
        if (!name || !lname) continue;
        for (uint32_t i = 0; i < c->illegal_at.len; i++)
            if (c->illegal_at.data[i] == at.lo) return true;
        vec_push(&c->illegal_at, at.lo);
        Diag *d = diag_error(c->b->dc, DC_E0505, at, "cannot move out of `%s` because it is borrowed", name);
        diag_label(d, L->span, false, "borrow of `%s` occurs here", lname);
        diag_label(d, at, true, "move out of `%s` occurs here", name);
        if (later.lo && later.lo != at.lo) diag_label(d, later, false, "borrow later used here");
        diag_emit(d);
        c->b->failed = true;
        return true;
    }
    return false;
}

void mb_fake_read(Builder *b, Place p, Span span) {
    vec_push(&b->fake_reads, ((FakeRead){b->cur, b->blocks.data[b->cur].stmts.len, p, span}));
}

static int fr_cmp(const void *x, const void *y) {
    const FakeRead *a = x, *b = y;
    if (a->bb != b->bb) return a->bb < b->bb ? -1 : 1;
    return a->at < b->at ? -1 : a->at > b->at;
}

void mb_check_moves(Builder *b) {
    uint32_t nl = b->locals.len, nb = b->blocks.len;
    if (!nl || !nb) return;
    MC c = {.b = b};
    if (b->fake_reads.len) qsort(b->fake_reads.data, b->fake_reads.len, sizeof(FakeRead), fr_cmp);
    c.fr_start = calloc(nb + 1, sizeof *c.fr_start);
    for (uint32_t k = 0, bb = 0; bb <= nb; bb++) {
        while (k < b->fake_reads.len && b->fake_reads.data[k].bb < bb) k++;
        c.fr_start[bb] = k;
    }
    vec_push(&c.paths, ((MovePath){0}));
    c.root = calloc(nl, sizeof *c.root);
    for (MirLocal l = 0; l < nl; l++) {
        vec_push(&c.paths, ((MovePath){.local = l, .ty = b->locals.data[l].ty}));
        c.root[l] = c.paths.len - 1;
    }
    collect(&c);
    uint32_t np = c.paths.len;
    c.words = (np + 63) / 64;
    c.in_u = calloc((size_t)nb * c.words, sizeof(uint64_t));
    c.in_m = calloc((size_t)nb * c.words, sizeof(uint64_t));
    c.seen = calloc(nb, 1);
    c.reported = calloc(np, 1);
    /* entry: everything but the arguments is uninitialised */
    for (uint32_t p = 1; p < np; p++) {
        MirLocal l = c.paths.data[p].local;
        if (l == 0 || l > b->arg_count) setb(c.in_u, p);
    }
    c.seen[0] = true;
    State s = {malloc(sizeof(uint64_t) * c.words), malloc(sizeof(uint64_t) * c.words), {0, 0}, 0};
    MirBlock *work = malloc(sizeof *work * (nb + 1)), *succ = NULL;
    bool *queued = calloc(nb, 1);
    uint32_t nwork = 0;
    work[nwork++] = 0;
    queued[0] = true;
    while (nwork) {
        MirBlock bb = work[--nwork];
        queued[bb] = false;
        memcpy(s.u, c.in_u + (size_t)bb * c.words, sizeof(uint64_t) * c.words);
        memcpy(s.m, c.in_m + (size_t)bb * c.words, sizeof(uint64_t) * c.words);
        transfer(&c, bb, &s);
        const BBData *d = &b->blocks.data[bb];
        succ = realloc(succ, sizeof *succ * (d->term.kind == TERM_SWITCH_INT ? d->term.nvalues + 3 : 3));
        uint32_t ns = succs(d, succ);
        for (uint32_t i = 0; i < ns; i++) {
            MirBlock t = succ[i];
            if (b->blocks.data[t].is_cleanup) continue;   /* drops only */
            uint64_t *iu = c.in_u + (size_t)t * c.words, *im = c.in_m + (size_t)t * c.words;
            bool changed = !c.seen[t];
            c.seen[t] = true;
            for (uint32_t w = 0; w < c.words; w++) {
                uint64_t nu = iu[w] | s.u[w], nm = im[w] | s.m[w];
                changed |= nu != iu[w] || nm != im[w];
                iu[w] = nu;
                im[w] = nm;
            }
            if (changed && !queued[t]) {
                work[nwork++] = t;
                queued[t] = true;
            }
        }
    }
    /* predecessors, for the move sites */
    c.npreds = calloc(nb, sizeof *c.npreds);
    c.preds = calloc(nb, sizeof *c.preds);
    for (MirBlock bb = 0; bb < nb; bb++) {
        if (!c.seen[bb]) continue;
        const BBData *d = &b->blocks.data[bb];
        succ = realloc(succ, sizeof *succ * (d->term.kind == TERM_SWITCH_INT ? d->term.nvalues + 3 : 3));
        uint32_t ns = succs(d, succ);
        for (uint32_t i = 0; i < ns; i++) {
            MirBlock t = succ[i];
            c.preds[t] = realloc(c.preds[t], sizeof **c.preds * (c.npreds[t] + 1));
            c.preds[t][c.npreds[t]++] = bb;
        }
    }
    collect_loans(&c);
    /* the move sites first (for the labels), then the errors */
    for (int pass = 0; pass < 2; pass++) {
        c.record = pass == 0;
        c.report = pass == 1;
        for (MirBlock bb = 0; bb < nb; bb++) {
            if (!c.seen[bb]) continue;
            memcpy(s.u, c.in_u + (size_t)bb * c.words, sizeof(uint64_t) * c.words);
            memcpy(s.m, c.in_m + (size_t)bb * c.words, sizeof(uint64_t) * c.words);
            transfer(&c, bb, &s);
        }
    }
    for (MirBlock bb = 0; bb < nb; bb++) free(c.preds[bb]);
    free(c.preds);
    free(c.npreds);
    free(succ);
    free(work);
    free(queued);
    free(s.u);
    free(s.m);
    free(c.in_u);
    free(c.in_m);
    free(c.seen);
    free(c.reported);
    vec_free(&c.move_keys);
    for (uint32_t i = 0; i < c.loans.len; i++) free(c.loans.data[i].holders);
    vec_free(&c.loans);
    free(c.live_out);
    free(c.loan_in);
    vec_free(&c.illegal_at);
    free(c.root);
    free(c.fr_start);
    vec_free(&c.paths);
    vec_free(&c.moves);
    vec_free(&c.inits);
}
