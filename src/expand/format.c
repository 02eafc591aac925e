/* format.c — format_args!, format_args_nl! and const_format_args!.
 *
 * Takes the macro's argument tokens: a format string (a string literal, or
 * a macro call that expands to one), positional arguments, `name = expr`
 * arguments; names in the string that are not arguments are captured
 * from the scope of the string literal. Gives tokens of the expression
 * rustc 1.63 builds for core::fmt:
 *
 *   $crate::fmt::Arguments::new_v1(&["pieces"], &[$crate::fmt::ArgumentV1::new_display(&x), ...])
 *
 * or, when a placeholder has a spec or the arguments are not used in
 * order, new_v1_formatted(&pieces, &args, &[rt::v1::Argument {..}],
 * unsafe { UnsafeArg::new() }); arguments used out of order (or after the
 * first one containing a yield point) are evaluated once, in order, by
 * `match (&a, &b) { args => [...] }`. Paths and `args` carry the def-site
 * context (no capture of user names); user expressions keep their own
 * tokens. Errors are rustc's, with spans inside the string.
 *
 * The order of checks and the data structures follow rustc's format.rs,
 * since the error order and the argument numbering depend on them.
 */
#include "format_priv.h"

/* ------------------------------------------------------------------ */
/* Shared with asm.c                                                   */
/* ------------------------------------------------------------------ */

const char *fmt_span_snippet(const SourceMap *sm, Span sp, uint32_t *len) {
    if (span_is_dummy(sp) || sp.hi < sp.lo) return NULL;
    const SourceFile *f = sm_file_at(sm, sp.lo);
    if (!f || sp.hi > f->start + f->len) return NULL;
    *len = sp.hi - sp.lo;
    return f->src + (sp.lo - f->start);
}

void fmt_expected_expr_at_end(ExpandCtx *ex, Span prev) {
    Span sp = span_new(prev.hi, prev.hi + 1);
    Diag *d = diag_error(ex->dc, DC_NONE, sp, "expected expression, found end of macro arguments");
    diag_label(d, sp, true, "expected expression");
    diag_emit(d);
}

void fmt_note_macro_origin(Diag *d, const MacCall *mac) {
    StrBuf sb = {0};
    ast_print_path(&sb, &mac->path);
    diag_note(d, "this error originates in the macro `%s` (in Nightly builds, run with -Z macro-backtrace for more info)",
              sb_cstr(&sb));
    sb_free(&sb);
}

/* The number of `#` of a raw string literal's text (`r##"x"##` is 2). */
static int raw_hashes(const Token *t) {
    const char *s = sym_str(t->sym);
    int n = 0;
    if (*s == 'r') s++;
    while (*s == '#') s++, n++;
    return n;
}

int fmt_expr_to_string(ExpandCtx *ex, const Expr *e, const char *msg, FmtLit *lit, Diag **err, bool *suggested) {
    *err = NULL;
    *suggested = false;
    if (e->kind == EXPR_ERR) return -1;
    if (e->kind != EXPR_LIT) {
        *err = diag_error(ex->dc, DC_NONE, e->span, "%s", msg);
        return 0;
    }
    const Token *t = &e->lit;
    if (t->flags & TF_ERROR) return -1;
    if ((t->kind == TK_LIT_STR || t->kind == TK_LIT_RAW_STR) && !t->suffix) {
        size_t n;
        lit->value = lex_str_value(t, &n);
        lit->len = (uint32_t)n;
        lit->style = t->kind == TK_LIT_RAW_STR ? raw_hashes(t) : -1;
        lit->span = e->span;
        return 1;
    }
    *err = diag_error(ex->dc, DC_NONE, t->span, "%s", msg);
    if (t->kind == TK_LIT_BYTE_STR || t->kind == TK_LIT_RAW_BYTE_STR) {
        diag_suggest(*err, span_new(e->span.lo, e->span.lo), "", APP_MAYBE_INCORRECT,
                     "consider removing the leading `b`");
        *suggested = true;
    }
    return 0;
}

/* ------------------------------------------------------------------ */
/* The expansion's state (rustc's Context)                              */
/* ------------------------------------------------------------------ */

/* What a placeholder asks of its argument: one of the formatting traits
 * (in rustc's table order), an unknown trait, or a count (`width$`). */
typedef enum ArgTy {
    AT_DISPLAY, AT_DEBUG, AT_LOWER_EXP, AT_UPPER_EXP, AT_OCTAL, AT_POINTER, AT_BINARY, AT_LOWER_HEX, AT_UPPER_HEX,
    AT_INVALID, AT_COUNT,
} ArgTy;

static const char *const trait_letters[] = {"", "?", "e", "E", "o", "p", "b", "x", "X"};
static const char *const trait_names[] = {"Display", "Debug",  "LowerExp", "UpperExp", "Octal",
                                          "Pointer", "Binary", "LowerHex", "UpperHex"};
static const char *const trait_ctors[] = {"new_display", "new_debug",  "new_lower_exp", "new_upper_exp", "new_octal",
                                          "new_pointer", "new_binary", "new_lower_hex", "new_upper_hex"};

typedef struct FArg {
    const Expr *expr;     /* explicit arguments: the parsed expression */
    TokenSlice toks;      /* ... and its tokens */
    Span span;
    bool captured;        /* `{x}` naming no argument: the variable x */
    Symbol cap_name;
    uint32_t cap_ctxt;
    VecU32 types;         /* rustc's arg_types: for each use, an index into unique */
    VEC(uint8_t) unique;  /* rustc's arg_unique_types (ArgTy) */
    VecU32 index_map;     /* rustc's arg_index_map */
} FArg;

/* A compiled placeholder: rt::v1::Argument { position, format }. */
typedef struct RtArg {
    size_t position;
    FmtSpec spec;
} RtArg;

typedef struct Fmt {
    ExpandCtx *ex;
    const MacInvoc *inv;
    Span macsp;
    Span fmtsp;           /* the format string literal (after expansion) */
    Span fmt_sp;          /* the format string expression as written */
    uint32_t lit_ctxt;    /* context of the literal: captured names get it */
    bool fmt_from_macro;  /* the string came from a macro call */
    const MacCall *fmt_mac;
    VEC(FArg) args;
    uint32_t num_captured;
    HashMap names;        /* Symbol -> argument index */
    HashMap named_pos;    /* indices of `name = expr` arguments */
    StrBuf literal;
    VEC(RtArg) pieces;
    VecU32 str_pieces;    /* Symbols of the literal pieces (their values) */
    bool all_simple;
    size_t count_args_index_offset;
    VecU32 count_args;
    HashMap count_positions;
    uint32_t count_positions_count;
    size_t curarg, curpiece;
    VecU64 invalid_refs;  /* arg << 32 | piece */
    VEC(Span) arg_spans;
    VEC(FmtSpec) arg_with_formatting;
    bool is_literal;
    int style;
    bool failed;          /* an error was reported (rustc goes on, but the
                             expansion is an error node) */
} Fmt;

static uint32_t num_args(const Fmt *F) { return F->args.len - F->num_captured; }

static void fmt_free(Fmt *F) {
    vec_foreach(&F->args, a) {
        vec_free(&a->types);
        vec_free(&a->unique);
        vec_free(&a->index_map);
    }
    vec_free(&F->args);
    hmap_free(&F->names);
    hmap_free(&F->named_pos);
    sb_free(&F->literal);
    vec_free(&F->pieces);
    vec_free(&F->str_pieces);
    vec_free(&F->count_args);
    hmap_free(&F->count_positions);
    vec_free(&F->invalid_refs);
    vec_free(&F->arg_spans);
    vec_free(&F->arg_with_formatting);
}

/* ---- diagnostics ---- */

/* A label at `sp`; primary if `sp` is one of the diagnostic's primary
 * spans (as rustc decides: a label on a primary span is drawn with it). */
static void label(Diag *d, Span sp, const char *msg) {
    bool primary = false;
    vec_foreach(&d->labels, l) if (l->primary && l->span.lo == sp.lo && l->span.hi == sp.hi) primary = true;
    diag_label(d, sp, primary, "%s", msg);
}

static Diag *err_multi(Fmt *F, const Span *spans, uint32_t n, const char *msg) {
    Diag *d = diag_error(F->ex->dc, DC_NONE, spans[0], "%s", msg);
    for (uint32_t i = 1; i < n; i++) diag_label(d, spans[i], true, NULL);
    return d;
}

/* Emits, with rustc's macro-origin note when one of its primary spans is
 * the format string that a macro call produced. */
static void emit(Fmt *F, Diag *d) {
    F->failed = true;
    if (F->fmt_from_macro && F->fmt_mac) {
        bool uses = false;
        vec_foreach(&d->labels, l) if (l->primary && l->span.lo == F->fmtsp.lo && l->span.hi == F->fmtsp.hi) uses = true;
        if (uses) fmt_note_macro_origin(d, F->fmt_mac);
    }
    diag_emit(d);
}

static const char *describe_num_args(const Fmt *F, char *buf) {
    uint32_t n = num_args(F);
    if (n == 0) return "no arguments were given";
    if (n == 1) return "there is 1 argument";
    sprintf(buf, "there are %u arguments", n);
    return buf;
}

/* ------------------------------------------------------------------ */
/* Parsing the arguments (rustc's parse_args)                           */
/* ------------------------------------------------------------------ */

static const TokenKind comma_only[] = {TK_COMMA, TK__COUNT};

static bool similar_to_comma(TokenKind k) { return k == TK_DOT || k == TK_LT || k == TK_SEMI; }

/* "expected `,`, found X" after the format string literal, placed as the
 * parser places it. */
static void expected_comma(Fmt *F, const Token *prev, const Token *t) {
    ExpandCtx *ex = F->ex;
    char found[300];
    ex_token_descr(t, ex->ps->edition, found, sizeof found);
    Diag *d = diag_error(ex->dc, DC_NONE, t->span, "expected `,`, found %s", found);
    SourceLoc a = sm_lookup(ex->sm, prev->span.hi), b = sm_lookup(ex->sm, t->span.hi);
    if (a.file && a.file == b.file && a.line != b.line) {
        diag_label(d, span_new(prev->span.hi, prev->span.hi), false, "expected `,`");
        diag_label(d, t->span, true, "unexpected token");
    } else {
        diag_label(d, t->span, true, "expected `,`");
    }
    emit(F, d);
}

static Expr *lit_expr(ParseSess *ps, const Token *t) {
    Expr *e = ARENA_NEW(ps->arena, Expr);
    e->kind = EXPR_LIT;
    e->id = (NodeId){ps->next_node_id++};
    e->span = t->span;
    e->lit = *t;
    return e;
}

static void push_arg(Fmt *F, const Expr *e, TokenSlice toks) {
    FArg a = {.expr = e, .toks = toks, .span = e->span};
    vec_push(&F->args, a);
}

/* Parses `fmt, args...`; false after an error that stops the expansion. */
static bool parse_args(Fmt *F, Expr **efmt) {
    ExpandCtx *ex = F->ex;
    TokenSlice ts = F->inv->mac->tokens;
    const Token *t = ts.data;
    uint32_t n = ts.len, i;
    if (n == 0) {
        Diag *d = diag_error(ex->dc, DC_NONE, F->inv->span, "requires at least a format string argument");
        fmt_note_macro_origin(d, F->inv->mac);
        emit(F, d);
        return false;
    }
    bool reported = false; /* the token after the last expression was reported */
    if (t[0].kind == TK_LIT_STR || t[0].kind == TK_LIT_RAW_STR) {
        /* A literal is taken alone, so that `"{}" + x` is a missing
         * comma, not an addition. */
        if (t[0].suffix && !(t[0].flags & TF_ERROR)) {
            Diag *d = diag_error(ex->dc, DC_NONE, t[0].span, "suffixes on a string literal are invalid");
            diag_label(d, t[0].span, true, "invalid suffix `%s`", sym_str(t[0].suffix));
            emit(F, d);
            Token bad = t[0];
            bad.flags |= TF_ERROR;
            *efmt = lit_expr(ex->ps, &bad);
        } else {
            *efmt = lit_expr(ex->ps, &t[0]);
        }
        i = 1;
        if (i < n && t[i].kind != TK_COMMA) {
            expected_comma(F, &t[0], &t[i]);
            reported = true;
        }
    } else {
        uint32_t used;
        *efmt = parse_expr_prefix_any(ex->ps, ts, comma_only, true, &used, &reported);
        if (!*efmt) return false;
        i = used;
    }
    bool named = false;
    while (i < n) {
        if (reported) F->failed = true;
        if (t[i].kind == TK_COMMA) {
            i++;
        } else {
            if (!reported) {
                /* Only reachable after a named argument's name check. */
                expected_comma(F, &t[i - 1], &t[i]);
            }
            if (!similar_to_comma((TokenKind)t[i].kind)) return false;
            i++;
        }
        reported = false;
        if (i >= n) break; /* a trailing comma */
        uint32_t used;
        if (t[i].kind == TK_IDENT && i + 1 < n && t[i + 1].kind == TK_EQ) {
            named = true;
            Symbol name = t[i].sym;
            i += 2;
            if (i >= n) {
                fmt_expected_expr_at_end(ex, t[i - 1].span);
                return false;
            }
            TokenSlice rest = {t + i, n - i};
            Expr *e = parse_expr_prefix_any(ex->ps, rest, comma_only, false, &used, &reported);
            if (!e) return false;
            TokenSlice toks = {t + i, used};
            i += used;
            uint64_t prev;
            if (hmap_get(&F->names, name, &prev)) {
                Diag *d = diag_error(ex->dc, DC_NONE, e->span, "duplicate argument named `%s`", sym_str(name));
                diag_label(d, F->args.data[prev].span, false, "previously here");
                diag_label(d, e->span, true, "duplicate argument");
                emit(F, d);
                continue;
            }
            hmap_put(&F->names, name, F->args.len);
            hmap_put(&F->named_pos, F->args.len, 1);
            push_arg(F, e, toks);
        } else {
            TokenSlice rest = {t + i, n - i};
            Expr *e = parse_expr_prefix_any(ex->ps, rest, comma_only, false, &used, &reported);
            if (!e) return false;
            TokenSlice toks = {t + i, used};
            i += used;
            if (named) {
                Diag *d = diag_error(ex->dc, DC_NONE, e->span, "positional arguments cannot follow named arguments");
                diag_label(d, e->span, true, "positional arguments must be before named arguments");
                uint64_t k, v;
                for (uint32_t it = 0; hmap_next(&F->names, &it, &k, &v);)
                    diag_label(d, F->args.data[v].span, false, "named argument");
                emit(F, d);
            }
            push_arg(F, e, toks);
        }
    }
    return true;
}

/* ------------------------------------------------------------------ */
/* Checking the pieces (rustc's verify_piece and friends)               */
/* ------------------------------------------------------------------ */

typedef enum PosKind { POS_EXACT, POS_CAPTURE, POS_NAMED } PosKind;

static void verify_arg_type(Fmt *F, PosKind kind, size_t idx, Symbol name, FmtInner name_span, ArgTy ty) {
    if (kind == POS_EXACT && idx >= num_args(F)) {
        vec_push(&F->invalid_refs, ((uint64_t)(idx > UINT32_MAX ? UINT32_MAX : idx) << 32) | F->curpiece);
        return;
    }
    if (kind == POS_NAMED) {
        uint64_t found;
        if (hmap_get(&F->names, name, &found)) {
            verify_arg_type(F, POS_CAPTURE, found, 0, name_span, ty);
            return;
        }
        Span sp = F->is_literal ? fmt_inner_span(F->fmtsp, name_span) : F->fmtsp;
        if (!F->is_literal) {
            /* Capturing from a string a macro produced is ambiguous. */
            Diag *d = diag_error(F->ex->dc, DC_NONE, sp, "there is no argument named `%s`", sym_str(name));
            diag_note(d, "did you intend to capture a variable `%s` from the surrounding scope?", sym_str(name));
            diag_note(d, "to avoid ambiguity, `format_args!` cannot capture variables when the format string is "
                         "expanded from a macro");
            emit(F, d);
            return;
        }
        uint32_t nidx = F->args.len;
        FArg a = {.span = sp, .captured = true, .cap_name = name, .cap_ctxt = F->lit_ctxt};
        vec_push(&F->args, a);
        F->num_captured++;
        hmap_put(&F->names, name, nidx);
        verify_arg_type(F, POS_CAPTURE, nidx, 0, name_span, ty);
        return;
    }
    FArg *a = &F->args.data[idx];
    if (ty == AT_COUNT) {
        bool inserted;
        hmap_entry(&F->count_positions, idx, F->count_positions_count, &inserted);
        if (inserted) {
            vec_push(&F->count_args, (uint32_t)idx);
            F->count_positions_count++;
        }
        return;
    }
    uint32_t u = 0;
    while (u < a->unique.len && a->unique.data[u] != (uint8_t)ty) u++;
    if (u == a->unique.len) vec_push(&a->unique, (uint8_t)ty);
    vec_push(&a->types, u);
}

static void verify_count(Fmt *F, const FmtCount *c) {
    if (c->kind == FMT_COUNT_PARAM) verify_arg_type(F, POS_EXACT, c->n, 0, (FmtInner){0, 0}, AT_COUNT);
    else if (c->kind == FMT_COUNT_NAME) verify_arg_type(F, POS_NAMED, 0, c->name, c->name_span, AT_COUNT);
}

static ArgTy trait_of(Fmt *F, const FmtSpec *spec) {
    for (int k = 0; k < 9; k++)
        if (spec->ty_len == strlen(trait_letters[k]) && memcmp(spec->ty, trait_letters[k], spec->ty_len) == 0)
            return (ArgTy)k;
    Span sp = spec->has_ty_span ? fmt_inner_span(F->fmtsp, spec->ty_span) : F->fmtsp;
    Diag *d = diag_error(F->ex->dc, DC_NONE, sp, "unknown format trait `%.*s`", (int)spec->ty_len, spec->ty);
    diag_note(d, "the only appropriate formatting traits are:\n"
                 "- ``, which uses the `Display` trait\n"
                 "- `?`, which uses the `Debug` trait\n"
                 "- `e`, which uses the `LowerExp` trait\n"
                 "- `E`, which uses the `UpperExp` trait\n"
                 "- `o`, which uses the `Octal` trait\n"
                 "- `p`, which uses the `Pointer` trait\n"
                 "- `b`, which uses the `Binary` trait\n"
                 "- `x`, which uses the `LowerHex` trait\n"
                 "- `X`, which uses the `UpperHex` trait");
    if (spec->has_ty_span) {
        for (int k = 0; k < 9; k++) {
            DiagSuggestion *s = diag_suggestion(d, SUGG_TOOL_ONLY, APP_MAYBE_INCORRECT, "use the `%s` trait",
                                                trait_names[k]);
            diag_sugg_part(s, sp, trait_letters[k]);
        }
    }
    emit(F, d);
    return AT_INVALID;
}

static void verify_piece(Fmt *F, const FmtPiece *p) {
    if (!p->is_arg) return;
    verify_count(F, &p->spec.width);
    verify_count(F, &p->spec.precision);
    ArgTy ty = trait_of(F, &p->spec);
    if (p->pos == FMT_POS_NAMED) verify_arg_type(F, POS_NAMED, 0, p->name, p->name_span, ty);
    else verify_arg_type(F, POS_EXACT, p->index, 0, (FmtInner){0, 0}, ty);
    F->curpiece++;
}

/* Names become argument indices (0 for a name no argument has: its
 * error was reported). */
static void resolve_names(Fmt *F, FmtPiece *p) {
    if (!p->is_arg) return;
    uint64_t v;
    if (p->pos == FMT_POS_NAMED) {
        p->pos = FMT_POS_IS;
        p->index = hmap_get(&F->names, p->name, &v) ? v : 0;
    }
    FmtCount *counts[2] = {&p->spec.width, &p->spec.precision};
    for (int k = 0; k < 2; k++) {
        if (counts[k]->kind != FMT_COUNT_NAME) continue;
        counts[k]->kind = FMT_COUNT_PARAM;
        counts[k]->n = hmap_get(&F->names, counts[k]->name, &v) ? v : 0;
    }
}

static void build_index_map(Fmt *F) {
    size_t sofar = 0;
    vec_foreach(&F->args, a) {
        for (uint32_t k = 0; k < a->types.len; k++) vec_push(&a->index_map, (uint32_t)(sofar + a->types.data[k]));
        sofar += a->unique.len;
    }
    F->count_args_index_offset = sofar;
}

static void flush_literal(Fmt *F) {
    vec_push(&F->str_pieces, sym_intern(F->literal.data ? F->literal.data : "", F->literal.len));
    F->literal.len = 0;
}

static void build_piece(Fmt *F, const FmtPiece *p, VecU32 *consumed) {
    if (!p->is_arg) {
        sb_putn(&F->literal, p->str, p->len);
        return;
    }
    size_t i = p->index, arg_idx = 0;
    if (i < consumed->len) {
        const VecU32 *map = &F->args.data[i].index_map;
        uint32_t off = consumed->data[i]++;
        arg_idx = off < map->len ? map->data[off] : 0;
    }
    size_t simple_pos = F->curarg++;
    const FmtSpec *s = &p->spec;
    uint32_t fill = s->has_fill ? s->fill : ' ';
    if (s->has_precision_span || s->has_width_span) vec_push(&F->arg_with_formatting, *s);
    bool simple_spec = s->align == FMT_ALIGN_UNKNOWN && s->flags == 0 && s->precision.kind == FMT_COUNT_IMPLIED &&
                       !s->has_precision_span && s->width.kind == FMT_COUNT_IMPLIED && !s->has_width_span;
    if (i != simple_pos || !simple_spec || fill != ' ') F->all_simple = false;
    RtArg rt = {.position = arg_idx, .spec = *s};
    flush_literal(F);
    vec_push(&F->pieces, rt);
}

static void report_invalid_refs(Fmt *F, bool numbered_position_args) {
    char nbuf[64];
    uint32_t nprec = 0;
    vec_foreach(&F->arg_with_formatting, s) if (s->has_precision_span) nprec++;
    size_t count = F->pieces.len + nprec;
    Span fmtsp_arr[1] = {F->fmtsp};
    Diag *d;
    bool zero_based = false;
    if (F->names.len == 0 && !numbered_position_args && count != num_args(F)) {
        char msg[256];
        snprintf(msg, sizeof msg, "%zu positional argument%s in format string, but %s", count, count == 1 ? "" : "s",
                 describe_num_args(F, nbuf));
        d = F->arg_spans.len ? err_multi(F, F->arg_spans.data, F->arg_spans.len, msg) : err_multi(F, fmtsp_arr, 1, msg);
        vec_foreach(&F->args, a) label(d, a->span, "");
    } else {
        /* The references, sorted as strings and deduplicated, and the
         * placeholders they were made at. */
        VEC(char *) refs = {0};
        VEC(Span) spans = {0};
        vec_foreach(&F->invalid_refs, r) {
            uint32_t arg = (uint32_t)(*r >> 32), piece = (uint32_t)*r;
            vec_push(&refs, xasprintf("%u", arg));
            if (piece < F->arg_spans.len) vec_push(&spans, F->arg_spans.data[piece]);
        }
        for (uint32_t a = 1; a < refs.len; a++)
            for (uint32_t b = a; b > 0 && strcmp(refs.data[b - 1], refs.data[b]) > 0; b--) {
                char *tmp = refs.data[b];
                refs.data[b] = refs.data[b - 1];
                refs.data[b - 1] = tmp;
            }
        uint32_t m = 0;
        for (uint32_t a = 0; a < refs.len; a++) {
            if (m && strcmp(refs.data[m - 1], refs.data[a]) == 0) free(refs.data[a]);
            else refs.data[m++] = refs.data[a];
        }
        refs.len = m;
        StrBuf list = {0};
        if (refs.len == 1) {
            sb_printf(&list, "argument %s", refs.data[0]);
        } else {
            sb_puts(&list, "arguments ");
            for (uint32_t a = 0; a + 1 < refs.len; a++) sb_printf(&list, "%s%s", a ? ", " : "", refs.data[a]);
            sb_printf(&list, " and %s", refs.data[refs.len - 1]);
        }
        char *msg = xasprintf("invalid reference to positional %s (%s)", sb_cstr(&list), describe_num_args(F, nbuf));
        if (F->arg_spans.len == 0 || spans.len == 0) d = err_multi(F, fmtsp_arr, 1, msg);
        else d = err_multi(F, spans.data, spans.len, msg);
        free(msg);
        sb_free(&list);
        vec_foreach(&refs, r) free(*r);
        vec_free(&refs);
        vec_free(&spans);
        zero_based = true;
    }
    vec_foreach(&F->arg_with_formatting, s) {
        char buf[300];
        if (s->has_precision_span && s->precision.kind == FMT_COUNT_PARAM) {
            Span sp = fmt_inner_span(F->fmtsp, s->precision_span);
            size_t pos = s->precision.n;
            if (pos > num_args(F)) {
                snprintf(buf, sizeof buf,
                         "this precision flag expects an `usize` argument at position %zu, but %s", pos,
                         describe_num_args(F, nbuf));
                label(d, sp, buf);
            } else {
                char are[64];
                if (count == 1) snprintf(are, sizeof are, "is 1 argument");
                else snprintf(are, sizeof are, "are %zu arguments", count);
                snprintf(buf, sizeof buf,
                         "this precision flag adds an extra required argument at position %zu, which is why there %s "
                         "expected",
                         pos, are);
                label(d, sp, buf);
                if (pos < F->args.len) label(d, F->args.data[pos].span, "this parameter corresponds to the precision flag");
            }
            zero_based = true;
        }
        if (s->has_width_span && s->width.kind == FMT_COUNT_PARAM && s->width.n > num_args(F)) {
            Span sp = fmt_inner_span(F->fmtsp, s->width_span);
            snprintf(buf, sizeof buf, "this width flag expects an `usize` argument at position %zu, but %s",
                     s->width.n, describe_num_args(F, nbuf));
            label(d, sp, buf);
            zero_based = true;
        }
    }
    if (zero_based) diag_note(d, "positional arguments are zero-based");
    if (F->arg_with_formatting.len)
        diag_note(d, "for information about formatting flags, visit https://doc.rust-lang.org/std/fmt/index.html");
    emit(F, d);
}

/* rustc's check_foreign!: explains printf or shell directives in a
 * string whose arguments went unused. */
static bool check_foreign(Fmt *F, Diag *d, const FmtLit *lit, bool shell, VecU32 *explained) {
    FmtForeignVec subs = {0};
    uint32_t padding = lit->style >= 0 ? (uint32_t)lit->style + 2 : 1;
    fmt_foreign_subs(lit->value, lit->len, shell, padding, &subs);
    bool found = false;
    DiagSuggestion *sugg = NULL;
    vec_foreach(&subs, s) {
        if (!s->translation) continue;
        Symbol key = sym_intern(s->text, s->text_len);
        bool seen = false;
        vec_foreach(explained, e) if (*e == key) seen = true;
        if (seen) continue;
        vec_push(explained, key);
        found = true;
        Span sp = fmt_inner_span(F->fmt_sp, s->pos);
        if (s->ok) {
            if (!sugg) sugg = diag_suggestion(d, SUGG_SHOW_CODE, APP_MACHINE_APPLICABLE, "format specifiers use curly braces");
            diag_sugg_part(sugg, sp, s->translation);
        } else {
            diag_span_note(d, sp, "format specifiers use curly braces, and %s", s->translation);
        }
    }
    if (found) diag_note(d, "%s formatting not supported; see the documentation for `std::fmt`", shell ? "shell" : "printf");
    vec_foreach(&subs, s) free(s->translation);
    vec_free(&subs);
    return found;
}

static void report_unused(Fmt *F, const FmtLit *lit) {
    VEC(Span) spans = {0};
    VEC(const char *) msgs = {0};
    for (uint32_t i = 0; i < F->args.len; i++) {
        uint64_t v;
        if (F->args.data[i].types.len || hmap_get(&F->count_positions, i, &v)) continue;
        vec_push(&spans, F->args.data[i].span);
        vec_push(&msgs, hmap_get(&F->named_pos, i, &v) ? "named argument never used" : "argument never used");
    }
    if (!spans.len) return;
    uint32_t used = F->args.len - spans.len, unused = spans.len;
    Diag *d;
    if (spans.len == 1) {
        d = diag_error(F->ex->dc, DC_NONE, spans.data[0], "%s", msgs.data[0]);
        label(d, spans.data[0], msgs.data[0]);
    } else {
        d = err_multi(F, spans.data, spans.len, "multiple unused formatting arguments");
        label(d, F->fmtsp, "multiple missing formatting specifiers");
        for (uint32_t k = 0; k < spans.len; k++) label(d, spans.data[k], msgs.data[k]);
    }
    bool found = false;
    if (used < unused) {
        VecU32 explained = {0};
        found = check_foreign(F, d, lit, false, &explained);
        if (!found) found = check_foreign(F, d, lit, true, &explained);
        vec_free(&explained);
    }
    if (!found && unused == 1) label(d, F->fmtsp, "formatting specifier missing");
    emit(F, d);
    vec_free(&spans);
    vec_free(&msgs);
}

/* ------------------------------------------------------------------ */
/* The output                                                          */
/* ------------------------------------------------------------------ */

/* `$crate::fmt::` followed by the `::`-separated path. */
static void fmt_path(TokBuilder *tb, const char *rest) {
    tb_ident(tb, SYM_dollar_crate);
    tb_punct(tb, TK_PATHSEP);
    tb_ident_c(tb, "fmt");
    const char *s = rest;
    while (*s) {
        const char *e = strstr(s, "::");
        size_t n = e ? (size_t)(e - s) : strlen(s);
        tb_punct(tb, TK_PATHSEP);
        tb_ident(tb, sym_intern(s, n));
        s += n + (e ? 2 : 0);
        if (!e) break;
    }
}

static void usize_lit(TokBuilder *tb, size_t v, const char *suffix) { tb_int(tb, (u128)v, sym_cstr(suffix)); }

/* A string literal written as rustc's printer writes a cooked literal
 * whose value it built: each char through escape_default. */
static void str_lit(TokBuilder *tb, const char *s, uint32_t n) {
    StrBuf sb = {0};
    sb_putc(&sb, '"');
    char buf[16];
    for (uint32_t i = 0; i < n;) {
        uint32_t len, c = lex_utf8_decode(s + i, s + n, &len);
        sb_puts(&sb, lex_escape_default(c, buf));
        i += len;
    }
    sb_putc(&sb, '"');
    tb_lit(tb, TK_LIT_STR, sym_intern(sb.data, sb.len), 0);
    sb_free(&sb);
}

static void char_lit(TokBuilder *tb, uint32_t c) {
    char buf[16], lit[24];
    snprintf(lit, sizeof lit, "'%s'", lex_escape_default(c, buf));
    tb_lit(tb, TK_LIT_CHAR, sym_cstr(lit), 0);
}

/* Precedence below a prefix operator: `&` needs parentheses around it
 * (rustc's printer adds them; in tokens they must be there). */
static bool needs_paren(const Expr *e) {
    switch (e->kind) {
    case EXPR_BINARY: case EXPR_CAST: case EXPR_TYPE_ASCRIPTION: case EXPR_ASSIGN: case EXPR_ASSIGN_OP:
    case EXPR_RANGE: case EXPR_CLOSURE: case EXPR_BREAK: case EXPR_CONTINUE: case EXPR_RET: case EXPR_YIELD:
    case EXPR_YEET:
        return true;
    default:
        return false;
    }
}

/* The argument expression, as an operand of `&`. */
static void arg_tokens(Fmt *F, TokBuilder *tb, const FArg *a) {
    if (a->captured) {
        tb_ident_at(tb, a->cap_name, a->span, a->cap_ctxt);
        return;
    }
    bool paren = needs_paren(a->expr);
    Span keep = tb->span;
    tb->span = a->span;
    if (paren) tb_punct(tb, TK_LPAREN);
    tb_slice(tb, a->toks);
    if (paren) tb_punct(tb, TK_RPAREN);
    tb->span = keep;
}

static void addr_of_arg(Fmt *F, TokBuilder *tb, const FArg *a) {
    Span keep = tb->span;
    tb->span = a->span;
    tb_punct(tb, TK_AND);
    tb->span = keep;
    arg_tokens(F, tb, a);
}

/* ---- may_contain_yield_point ---- */

static bool yp_expr(AstVisitor *v, Expr *e) {
    if (e->kind == EXPR_AWAIT || e->kind == EXPR_YIELD) {
        *(bool *)v->ctx = true;
        return false;
    }
    return true;
}
static bool yp_item(AstVisitor *v, Item *it) { return false; }
static void yp_mac(AstVisitor *v, MacCall *m) { *(bool *)v->ctx = true; }
static void yp_attr(AstVisitor *v, Attr *a) { *(bool *)v->ctx = true; }

static bool may_contain_yield_point(const Expr *e) {
    bool found = false;
    AstVisitor v = {.ctx = &found, .expr = yp_expr, .item = yp_item, .mac = yp_mac, .attr = yp_attr};
    ast_walk_expr(&v, (Expr *)e);
    return found;
}

static void count_tokens(Fmt *F, TokBuilder *tb, const FmtCount *c) {
    switch (c->kind) {
    case FMT_COUNT_IS:
        fmt_path(tb, "rt::v1::Count::Is");
        tb_punct(tb, TK_LPAREN);
        usize_lit(tb, c->n, "usize");
        tb_punct(tb, TK_RPAREN);
        break;
    case FMT_COUNT_PARAM: {
        uint64_t slot = 0;
        hmap_get(&F->count_positions, c->n, &slot);
        fmt_path(tb, "rt::v1::Count::Param");
        tb_punct(tb, TK_LPAREN);
        usize_lit(tb, (size_t)slot + F->count_args_index_offset, "usize");
        tb_punct(tb, TK_RPAREN);
        break;
    }
    default:
        fmt_path(tb, "rt::v1::Count::Implied");
        break;
    }
}

static void field(TokBuilder *tb, const char *name) {
    tb_ident_c(tb, name);
    tb_punct(tb, TK_COLON);
}

static void rt_arg_tokens(Fmt *F, TokBuilder *tb, const RtArg *rt) {
    static const char *const aligns[] = {"Left", "Right", "Center", "Unknown"};
    const FmtSpec *s = &rt->spec;
    fmt_path(tb, "rt::v1::Argument");
    tb_punct(tb, TK_LBRACE);
    field(tb, "position");
    usize_lit(tb, rt->position, "usize");
    tb_punct(tb, TK_COMMA);
    field(tb, "format");
    fmt_path(tb, "rt::v1::FormatSpec");
    tb_punct(tb, TK_LBRACE);
    field(tb, "fill");
    char_lit(tb, s->has_fill ? s->fill : ' ');
    tb_punct(tb, TK_COMMA);
    field(tb, "align");
    char al[64];
    snprintf(al, sizeof al, "rt::v1::Alignment::%s", aligns[s->align]);
    fmt_path(tb, al);
    tb_punct(tb, TK_COMMA);
    field(tb, "flags");
    usize_lit(tb, s->flags, "u32");
    tb_punct(tb, TK_COMMA);
    field(tb, "precision");
    count_tokens(F, tb, &s->precision);
    tb_punct(tb, TK_COMMA);
    field(tb, "width");
    count_tokens(F, tb, &s->width);
    tb_punct(tb, TK_RBRACE);
    tb_punct(tb, TK_RBRACE);
}

/* rustc's into_expr. */
static void into_expr(Fmt *F, TokBuilder *tb) {
    tb->ctxt = F->inv->def_site;
    tb->span = F->macsp;
    /* (argument, type) for each entry of the argument array: the
     * formatting uses first, then the counts. */
    VecU64 order = {0};
    for (uint32_t i = 0; i < F->args.len; i++)
        for (uint32_t u = 0; u < F->args.data[i].unique.len; u++)
            vec_push(&order, ((uint64_t)i << 32) | F->args.data[i].unique.data[u]);
    vec_foreach(&F->count_args, c) vec_push(&order, ((uint64_t)*c << 32) | AT_COUNT);
    bool nicely_ordered = true;
    for (uint32_t k = 1; k < order.len; k++)
        if ((order.data[k - 1] >> 32) >= (order.data[k] >> 32)) nicely_ordered = false;
    bool no_match = nicely_ordered;
    for (uint32_t i = 1; i < F->args.len && no_match; i++)
        if (!F->args.data[i].captured && may_contain_yield_point(F->args.data[i].expr)) no_match = false;

    fmt_path(tb, F->all_simple ? "Arguments::new_v1" : "Arguments::new_v1_formatted");
    tb_punct(tb, TK_LPAREN);
    /* &["piece", ...] */
    tb->span = F->fmtsp;
    tb_punct(tb, TK_AND);
    tb_punct(tb, TK_LBRACKET);
    for (uint32_t k = 0; k < F->str_pieces.len; k++) {
        if (k) tb_punct(tb, TK_COMMA);
        Symbol s = F->str_pieces.data[k];
        str_lit(tb, sym_str(s), sym_len(s));
    }
    tb_punct(tb, TK_RBRACKET);
    tb->span = F->macsp;
    tb_punct(tb, TK_COMMA);
    /* the arguments */
    tb_punct(tb, TK_AND);
    if (!no_match) {
        tb_ident_c(tb, "match");
        tb_punct(tb, TK_LPAREN);
        for (uint32_t i = 0; i < F->args.len; i++) {
            if (i) tb_punct(tb, TK_COMMA);
            addr_of_arg(F, tb, &F->args.data[i]);
        }
        if (F->args.len == 1) tb_punct(tb, TK_COMMA);
        tb_punct(tb, TK_RPAREN);
        tb_punct(tb, TK_LBRACE);
        tb_ident_c(tb, "args");
        tb_punct(tb, TK_FATARROW);
    }
    tb_punct(tb, TK_LBRACKET);
    for (uint32_t k = 0; k < order.len; k++) {
        uint32_t i = (uint32_t)(order.data[k] >> 32);
        ArgTy ty = (ArgTy)(order.data[k] & 0xffffffffu);
        const FArg *a = &F->args.data[i];
        if (k) tb_punct(tb, TK_COMMA);
        if (ty == AT_COUNT) {
            fmt_path(tb, "ArgumentV1::from_usize");
        } else {
            tb->span = a->span;
            char p[64];
            snprintf(p, sizeof p, "ArgumentV1::%s", trait_ctors[ty < AT_INVALID ? ty : 0]);
            fmt_path(tb, p);
        }
        tb_punct(tb, TK_LPAREN);
        if (no_match) {
            addr_of_arg(F, tb, a);
        } else {
            tb_ident_c(tb, "args");
            tb_punct(tb, TK_DOT);
            tb_int(tb, i, 0);
        }
        tb_punct(tb, TK_RPAREN);
        tb->span = F->macsp;
    }
    tb_punct(tb, TK_RBRACKET);
    if (!no_match) tb_punct(tb, TK_RBRACE);
    if (!F->all_simple) {
        tb_punct(tb, TK_COMMA);
        tb_punct(tb, TK_AND);
        tb_punct(tb, TK_LBRACKET);
        for (uint32_t k = 0; k < F->pieces.len; k++) {
            if (k) tb_punct(tb, TK_COMMA);
            rt_arg_tokens(F, tb, &F->pieces.data[k]);
        }
        tb_punct(tb, TK_RBRACKET);
        tb_punct(tb, TK_COMMA);
        tb_ident_c(tb, "unsafe");
        tb_punct(tb, TK_LBRACE);
        fmt_path(tb, "UnsafeArg::new");
        tb_punct(tb, TK_LPAREN);
        tb_punct(tb, TK_RPAREN);
        tb_punct(tb, TK_RBRACE);
    }
    tb_punct(tb, TK_RPAREN);
    vec_free(&order);
}

/* ------------------------------------------------------------------ */
/* The macros                                                          */
/* ------------------------------------------------------------------ */

/* Parses and checks the format string; false after errors. */
static bool expand_format(Fmt *F, Expr *efmt, bool nl, MacOutput *out) {
    ExpandCtx *ex = F->ex;
    bool efmt_kind_is_lit = efmt->kind == EXPR_LIT;
    F->fmt_sp = efmt->span;
    if (efmt->kind == EXPR_MAC_CALL) F->fmt_mac = &efmt->mac;
    Expr *e = efmt;
    if (!efmt_kind_is_lit && ex->expand_expr_now) e = ex->expand_expr_now(ex, F->inv, efmt);
    F->fmt_from_macro = !efmt_kind_is_lit;
    FmtLit lit = {0};
    Diag *err;
    bool suggested;
    int r = fmt_expr_to_string(ex, e, "format argument must be a string literal", &lit, &err, &suggested);
    if (r <= 0) {
        if (err) {
            if (!suggested) {
                StrBuf sugg = {0};
                if (F->args.len == 0) sb_puts(&sugg, "\"{}\", ");
                else {
                    sb_putc(&sugg, '"');
                    for (uint32_t k = 0; k < F->args.len; k++) sb_puts(&sugg, "{} ");
                    sb_puts(&sugg, "{}\", ");
                }
                diag_suggest(err, span_new(F->fmt_sp.lo, F->fmt_sp.lo), sb_cstr(&sugg), APP_MAYBE_INCORRECT,
                             "you might be missing a string literal to format with");
                sb_free(&sugg);
            }
            emit(F, err);
        }
        return false;
    }
    if (nl) {
        lit.value = xrealloc(lit.value, lit.len + 2);
        lit.value[lit.len++] = '\n';
        lit.value[lit.len] = 0;
    }
    F->fmtsp = lit.span;
    F->style = lit.style;
    F->lit_ctxt = e->kind == EXPR_LIT ? e->lit.ctxt : 0;
    uint32_t snip_len = 0;
    const char *snip = fmt_span_snippet(ex->sm, F->fmt_sp, &snip_len);
    FmtParser p;
    fmtp_init(&p, lit.value, lit.len, lit.style, snip, snip_len, nl, FMT_MODE_FORMAT);
    VEC(FmtPiece) pieces = {0};
    FmtPiece piece;
    while (fmtp_next(&p, &piece) && p.errors.len == 0) vec_push(&pieces, piece);
    bool ok = true;
    if (p.errors.len) {
        const FmtError *pe = &p.errors.data[0];
        Span sp = efmt_kind_is_lit ? fmt_inner_span(F->fmtsp, pe->span) : F->fmtsp;
        Diag *d = diag_error(ex->dc, DC_NONE, sp, "invalid format string: %s", pe->description);
        diag_label(d, sp, true, "%s in format string", pe->label);
        if (pe->note) diag_note(d, "%s", pe->note);
        if (pe->secondary_label && efmt_kind_is_lit)
            diag_label(d, fmt_inner_span(F->fmtsp, pe->secondary_span), false, "%s", pe->secondary_label);
        emit(F, d);
        ok = false;
    }
    if (ok) {
        vec_foreach(&p.arg_places, ap) vec_push(&F->arg_spans, fmt_inner_span(F->fmtsp, *ap));
        F->is_literal = p.is_literal;
        vec_foreach(&pieces, pc) {
            verify_piece(F, pc);
            resolve_names(F, pc);
        }
        bool numbered = false;
        vec_foreach(&pieces, pc) if (pc->is_arg && pc->pos == FMT_POS_IS) numbered = true;
        build_index_map(F);
        VecU32 consumed = {0};
        for (uint32_t k = 0; k < F->args.len; k++) vec_push(&consumed, 0);
        vec_foreach(&pieces, pc) build_piece(F, pc, &consumed);
        vec_free(&consumed);
        if (F->literal.len) flush_literal(F);
        if (F->invalid_refs.len) report_invalid_refs(F, numbered);
        report_unused(F, &lit);
        ok = !F->failed;
        if (ok) into_expr(F, &out->tb);
    }
    vec_free(&pieces);
    fmtp_free(&p);
    free(lit.value);
    return ok;
}

static bool expand_format_args(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out, bool nl) {
    Fmt F = {.ex = ex, .inv = inv, .macsp = inv->span, .all_simple = true};
    hmap_init(&F.names);
    hmap_init(&F.named_pos);
    hmap_init(&F.count_positions);
    Expr *efmt = NULL;
    /* Errors rustc recovers from (a `;` for a `,`, a duplicate name) still
     * make the expansion an error node. */
    bool ok = parse_args(&F, &efmt) && expand_format(&F, efmt, nl, out) && !F.failed;
    fmt_free(&F);
    if (!ok) out->failed = true;
    return ok;
}

bool bi_format_args(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    return expand_format_args(ex, inv, out, false);
}

bool bi_format_args_nl(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    return expand_format_args(ex, inv, out, true);
}

/* rustc 1.63 expands const_format_args! exactly as format_args!. */
bool bi_const_format_args(ExpandCtx *ex, const MacInvoc *inv, MacOutput *out) {
    return expand_format_args(ex, inv, out, false);
}
