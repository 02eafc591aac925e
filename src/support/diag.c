/* diag.c — building diagnostics: a Diag collects a message, an error code,
 * labelled spans and child notes, then diag_emit hands it to the renderer
 * (diag_render.c) and counts it. */
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
}

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
    /* Give text to the textless primary label diag_new made for this span. */
    if (primary) {
        for (uint32_t i = 0; i < d->labels.len; i++) {
            DiagLabel *l = &d->labels.data[i];
            if (l->primary && !l->msg && l->span.lo == span.lo && l->span.hi == span.hi) {
                l->msg = msg;
                return;
            }
        }
    }
    vec_push(&d->labels, (DiagLabel){span, primary, msg});
}

static void add_child(Diag *d, DiagLevel level, Span span, const char *fmt, va_list ap) {
    Diag *c = xcalloc(1, sizeof *c);
    c->dc = d->dc;
    c->level = level;
    c->msg = xvasprintf(fmt, ap);
    if (!span_is_dummy(span)) vec_push(&c->labels, (DiagLabel){span, true, NULL});
    vec_push(&d->children, c);
}

#define CHILD(name, level, ...)                                  \
    void name(Diag *d, __VA_ARGS__, const char *fmt, ...) {     \
        va_list ap;                                              \
        va_start(ap, fmt);                                       \
        add_child(d, level, SPAN_ARG, fmt, ap);                  \
        va_end(ap);                                              \
    }
#define SPAN_ARG span
CHILD(diag_span_note, LVL_NOTE, Span span)
CHILD(diag_span_help, LVL_HELP, Span span)
#undef SPAN_ARG
#undef CHILD

void diag_note(Diag *d, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    add_child(d, LVL_NOTE, (Span){0, 0}, fmt, ap);
    va_end(ap);
}

void diag_help(Diag *d, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    add_child(d, LVL_HELP, (Span){0, 0}, fmt, ap);
    va_end(ap);
}

void diag_cancel(Diag *d) {
    if (!d) return;
    for (uint32_t i = 0; i < d->labels.len; i++) free(d->labels.data[i].msg);
    vec_free(&d->labels);
    for (uint32_t i = 0; i < d->children.len; i++) diag_cancel(d->children.data[i]);
    vec_free(&d->children);
    free(d->msg);
    free(d);
}

void diag_emit(Diag *d) {
    DiagCtx *dc = d->dc;
    if (d->level == LVL_WARNING && dc->treat_warnings_as_errors) d->level = LVL_ERROR;
    if (d->level == LVL_ERROR) {
        dc->nerrors++;
        if (d->code) dc->codes_seen[d->code] = true;
    } else if (d->level == LVL_WARNING) {
        dc->nwarnings++;
    }
    char *text = diag_render(d);
    fputs(text, dc->out);
    fflush(dc->out);
    free(text);
    diag_cancel(d);
}
