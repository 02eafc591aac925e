/* diag.c — building and emitting diagnostics.
 *
 * Takes messages, codes, labelled spans and child notes from the phases;
 * gives printed diagnostics and the counts behind rustc's closing lines.
 * A Diag collects its parts, then diag_emit hands it to the renderer
 * (diag_render.c), prints it unless an identical diagnostic was already
 * printed (rustc deduplicates too), and counts it. diag_finish prints
 * `error: aborting due to ...`, `warning: N warnings emitted` and the
 * `rustc --explain` hints. */
#include "rcc/support.h"

static const char *const code_names[] = {
    "",
#define DIAG_CODE(c) #c,
#include "rcc/diag_codes.def"
#undef DIAG_CODE
};

const char *diag_code_str(DiagCode c) { return c < DC__COUNT ? code_names[c] : ""; }

void diag_ctx_init(DiagCtx *dc, const SourceMap *sm, FILE *out) {
    memset(dc, 0, sizeof *dc);
    dc->sm = sm;
    dc->out = out;
    dc->format = DIAG_HUMAN;
    dc->cap_lints = -1;
    hmap_init(&dc->emitted);
    hmap_init(&dc->once);
}

void diag_ctx_free(DiagCtx *dc) {
    hmap_free(&dc->emitted);
    hmap_free(&dc->once);
}

bool diag_once(DiagCtx *dc, uint64_t key) { return hmap_put(&dc->once, key, 1); }

static Diag *diag_vnew(DiagCtx *dc, DiagLevel level, DiagCode code, Span span, const char *fmt, va_list ap) {
    Diag *d = xcalloc(1, sizeof *d);
    d->dc = dc;
    d->level = level;
    d->code = code;
    d->msg = xvasprintf(fmt, ap);
    if (!span_is_dummy(span)) vec_push(&d->labels, (DiagLabel){span, true, NULL});
    return d;
}

Diag *diag_new(DiagCtx *dc, DiagLevel level, DiagCode code, Span span, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    Diag *d = diag_vnew(dc, level, code, span, fmt, ap);
    va_end(ap);
    return d;
}

Diag *diag_error(DiagCtx *dc, DiagCode code, Span span, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    Diag *d = diag_vnew(dc, LVL_ERROR, code, span, fmt, ap);
    va_end(ap);
    return d;
}

Diag *diag_warning(DiagCtx *dc, DiagCode code, Span span, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    Diag *d = diag_vnew(dc, LVL_WARNING, code, span, fmt, ap);
    va_end(ap);
    return d;
}

void diag_label(Diag *d, Span span, bool primary, const char *fmt, ...) {
    char *msg = NULL;
    if (fmt) {
        va_list ap;
        va_start(ap, fmt);
        msg = xvasprintf(fmt, ap);
        va_end(ap);
    }
    /* Labels keep the order they were added in, as rustc's do (it
     * matters for layout ties and JSON). A textless primary label at the
     * same span stays as the record that the span is primary; the
     * renderer shows the span once, with this text. */
    vec_push(&d->labels, (DiagLabel){span, primary, msg});
}

static Diag *add_child(Diag *d, DiagLevel level, Span span, const char *fmt, va_list ap) {
    Diag *c = xcalloc(1, sizeof *c);
    c->dc = d->dc;
    c->level = level;
    c->msg = xvasprintf(fmt, ap);
    if (!span_is_dummy(span)) vec_push(&c->labels, (DiagLabel){span, true, NULL});
    vec_push(&d->children, c);
    return c;
}

Diag *diag_note(Diag *d, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    Diag *c = add_child(d, LVL_NOTE, (Span){0, 0}, fmt, ap);
    va_end(ap);
    return c;
}

Diag *diag_help(Diag *d, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    Diag *c = add_child(d, LVL_HELP, (Span){0, 0}, fmt, ap);
    va_end(ap);
    return c;
}

Diag *diag_span_note(Diag *d, Span span, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    Diag *c = add_child(d, LVL_NOTE, span, fmt, ap);
    va_end(ap);
    return c;
}

Diag *diag_span_help(Diag *d, Span span, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    Diag *c = add_child(d, LVL_HELP, span, fmt, ap);
    va_end(ap);
    return c;
}

DiagSuggestion *diag_suggestion(Diag *d, DiagSuggStyle style, DiagApplicability app, const char *fmt, ...) {
    DiagSuggestion *s = xcalloc(1, sizeof *s);
    va_list ap;
    va_start(ap, fmt);
    s->msg = xvasprintf(fmt, ap);
    va_end(ap);
    s->style = style;
    s->app = app;
    vec_push(&s->substs, (DiagSubst){{0}});
    vec_push(&d->suggestions, s);
    return s;
}

void diag_sugg_part(DiagSuggestion *s, Span span, const char *replacement) {
    vec_push(&vec_last(&s->substs).parts, (DiagSuggPart){span, xstrdup(replacement)});
}

void diag_sugg_alternative(DiagSuggestion *s) { vec_push(&s->substs, (DiagSubst){{0}}); }

void diag_suggest(Diag *d, Span span, const char *replacement, DiagApplicability app, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *msg = xvasprintf(fmt, ap);
    va_end(ap);
    DiagSuggestion *s = diag_suggestion(d, SUGG_SHOW_CODE, app, "%s", msg);
    diag_sugg_part(s, span, replacement);
    free(msg);
}

static void free_suggestion(DiagSuggestion *s) {
    for (uint32_t i = 0; i < s->substs.len; i++) {
        DiagSubst *sub = &s->substs.data[i];
        for (uint32_t j = 0; j < sub->parts.len; j++) free(sub->parts.data[j].snippet);
        vec_free(&sub->parts);
    }
    vec_free(&s->substs);
    free(s->msg);
    free(s);
}

void diag_cancel(Diag *d) {
    if (!d) return;
    for (uint32_t i = 0; i < d->labels.len; i++) free(d->labels.data[i].msg);
    vec_free(&d->labels);
    for (uint32_t i = 0; i < d->suggestions.len; i++) free_suggestion(d->suggestions.data[i]);
    vec_free(&d->suggestions);
    for (uint32_t i = 0; i < d->children.len; i++) diag_cancel(d->children.data[i]);
    vec_free(&d->children);
    free(d->msg);
    free(d);
}

/* A digest of everything that is printed, to recognise a diagnostic
 * emitted twice (e.g. from two expansions of one macro). */
static void digest(StrBuf *sb, const Diag *d) {
    sb_printf(sb, "%d:%d:%zu:", (int)d->level, (int)d->code, strlen(d->msg));
    sb_puts(sb, d->msg);
    for (uint32_t i = 0; i < d->labels.len; i++) {
        const DiagLabel *l = &d->labels.data[i];
        sb_printf(sb, "|%u-%u%c", l->span.lo, l->span.hi, l->primary ? 'p' : 's');
        if (l->msg) sb_printf(sb, "%zu:%s", strlen(l->msg), l->msg);
    }
    for (uint32_t i = 0; i < d->children.len; i++) {
        sb_putc(sb, '{');
        digest(sb, d->children.data[i]);
        sb_putc(sb, '}');
    }
    for (uint32_t i = 0; i < d->suggestions.len; i++) {
        const DiagSuggestion *s = d->suggestions.data[i];
        sb_printf(sb, "[%d:%d:%zu:%s", (int)s->style, (int)s->app, strlen(s->msg), s->msg);
        for (uint32_t j = 0; j < s->substs.len; j++) {
            sb_putc(sb, '/');
            for (uint32_t k = 0; k < s->substs.data[j].parts.len; k++) {
                const DiagSuggPart *p = &s->substs.data[j].parts.data[k];
                sb_printf(sb, "%u-%u:%zu:%s", p->span.lo, p->span.hi, strlen(p->snippet), p->snippet);
            }
        }
        sb_putc(sb, ']');
    }
}

static void print_diag(DiagCtx *dc, const Diag *d) {
    StrBuf sb = {0};
    diag_render_to(d, &sb);
    fwrite(sb.data, 1, sb.len, dc->out);
    fflush(dc->out);
    sb_free(&sb);
}

void diag_emit(Diag *d) {
    DiagCtx *dc = d->dc;
    if (d->level == LVL_WARNING && dc->treat_warnings_as_errors) d->level = LVL_ERROR;
    StrBuf sb = {0};
    digest(&sb, d);
    bool fresh = hmap_put(&dc->emitted, hash_bytes(sb.data, sb.len), 1);
    sb_free(&sb);
    if (fresh) {
        print_diag(dc, d);
        if (d->level == LVL_ERROR) dc->nerrors++;
        else if (d->level == LVL_WARNING) dc->nwarnings++;
        if (d->level == LVL_ERROR && dc->treat_err_as_bug && dc->nerrors >= dc->treat_err_as_bug)
            rcc_ice("aborting due to `-Z treat-err-as-bug=%u`", dc->treat_err_as_bug);
        /* Any emitted code (of an error or not) earns an --explain hint. */
        if (d->code) dc->codes_seen[d->code] = true;
    }
    diag_cancel(d);
}

/* Prints a spanless closing message without counting it. */
static void closing(DiagCtx *dc, DiagLevel level, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void closing(DiagCtx *dc, DiagLevel level, const char *fmt, ...) {
    Diag *d = xcalloc(1, sizeof *d);
    d->dc = dc;
    d->level = level;
    va_list ap;
    va_start(ap, fmt);
    d->msg = xvasprintf(fmt, ap);
    va_end(ap);
    print_diag(dc, d);
    diag_cancel(d);
}

static int cmp_code(const void *a, const void *b) {
    return strcmp(diag_code_str(*(const DiagCode *)a), diag_code_str(*(const DiagCode *)b));
}

bool diag_finish(DiagCtx *dc) {
    char warnings[48] = "", errors[64] = "";
    if (dc->nwarnings == 1) snprintf(warnings, sizeof warnings, "1 warning emitted");
    else if (dc->nwarnings > 1) snprintf(warnings, sizeof warnings, "%u warnings emitted", dc->nwarnings);
    /* rustc 1.63's wording for exactly one error. */
    if (dc->nerrors == 1) snprintf(errors, sizeof errors, "aborting due to previous error");
    else if (dc->nerrors > 1) snprintf(errors, sizeof errors, "aborting due to %u previous errors", dc->nerrors);
    if (!errors[0] && !warnings[0]) return false;
    if (!errors[0]) closing(dc, LVL_WARNING, "%s", warnings);
    else if (!warnings[0]) closing(dc, LVL_ERROR, "%s", errors);
    else closing(dc, LVL_ERROR, "%s; %s", errors, warnings);

    /* The --explain hints (not in the short format), codes sorted, at
     * most nine listed. Every code rcc knows has an explanation in
     * rustc's error index. */
    if (dc->format == DIAG_SHORT) return dc->nerrors > 0;
    DiagCode codes[DC__COUNT];
    size_t n = 0;
    for (int c = 1; c < DC__COUNT; c++)
        if (dc->codes_seen[c]) codes[n++] = (DiagCode)c;
    qsort(codes, n, sizeof *codes, cmp_code);
    if (n > 1) {
        StrBuf sb = {0};
        for (size_t i = 0; i < n && i < 9; i++) sb_printf(&sb, "%s%s", i ? ", " : "", diag_code_str(codes[i]));
        closing(dc, LVL_FAILURE_NOTE, "Some errors have detailed explanations: %s%s", sb_cstr(&sb), n > 9 ? "..." : ".");
        sb_free(&sb);
        closing(dc, LVL_FAILURE_NOTE, "For more information about an error, try `rustc --explain %s`.",
                diag_code_str(codes[0]));
    } else if (n == 1) {
        closing(dc, LVL_FAILURE_NOTE, "For more information about this error, try `rustc --explain %s`.",
                diag_code_str(codes[0]));
    }
    return dc->nerrors > 0;
}
