/* proc_macro.c — running procedural macros: the server side of Rust
 * 1.63's `proc_macro` bridge (rustc_expand's proc_macro.rs and
 * proc_macro_server.rs), in C.
 *
 * A proc-macro crate is a shared object (`lib<name>.so`, built by rcc
 * with its own copy of std and `proc_macro`) whose harness static lists
 * its macros (proc_macro_priv.h has the ABI). To expand an invocation the
 * object is loaded (once per session), the macro's `Client::run` is
 * called with a Bridge whose `dispatch` is srv_dispatch below, and the
 * client calls back for every operation on token streams, groups,
 * idents, literals, spans, ... Requests and replies are byte buffers
 * encoded as bridge/rpc.rs encodes them (a request: u8 group, u8 method,
 * then the arguments in reverse order; a reply: Result<T, PanicMessage>).
 *
 * The server's values: a TokenStream is an immutable, reference-counted
 * array of trees (Group, Punct, Ident, Literal) converted from rcc tokens
 * (glued punctuation split into Puncts, a lifetime into `'` and an ident,
 * a doc comment into `#[doc = r"..."]`, a macro_rules fragment into a
 * None-delimited group) and back (Puncts glued again); a Span is an rcc
 * span with its syntax context (call_site, def_site and mixed_site are
 * the invocation's span with the expansion's transparent, opaque and
 * semi-transparent marks: hygiene as rustc's). Owned values (streams,
 * groups, literals, source files, multi-spans, diagnostics) live in
 * handle tables; Punct, Ident and Span are interned (equal values, equal
 * handles).
 */
#include "expand_priv.h"
#include "proc_macro_priv.h"
#include "rcc/resolve.h"

#include <dlfcn.h>

/* ---- server values ---- */

typedef struct PmStream PmStream;

/* T_DOC: a doc comment as the lexer gave it. rustc keeps its own token
 * streams until a client asks for their trees: a doc comment stays a doc
 * comment in a stream that only passes through (from_str, concat, the
 * macro's input returned), and becomes `#[doc = "..."]` (cooked) trees
 * when the stream is turned into trees (into_trees). */
enum { T_GROUP, T_PUNCT, T_IDENT, T_LIT, T_DOC };

typedef struct PmTree {
    uint8_t kind;         /* T_* */
    uint8_t delim;        /* T_GROUP: PM_DELIM_*; T_PUNCT: joint; T_IDENT: raw; T_DOC: TokenFlags */
    uint8_t lit_kind;     /* T_LIT: TokenKind */
    uint32_t ch;          /* T_PUNCT: the character; T_GROUP: the invisible group's fragment kind */
    Symbol sym, suffix;   /* T_IDENT, T_LIT; T_DOC: the text */
    uint32_t span;        /* a span handle; T_GROUP: the opening delimiter's */
    uint32_t span_close;  /* T_GROUP */
    PmStream *stream;     /* T_GROUP (NULL: empty) */
} PmTree;

struct PmStream {
    uint32_t rc;
    uint32_t n;
    PmTree t[];
};

typedef struct PmSpanData {
    Span sp;
    uint32_t ctxt;
} PmSpanData;

typedef struct PmDiag {
    uint8_t level;
    char *msg;
    VecU32 spans;
    struct PmDiag *next_sub, *subs;
} PmDiag;

typedef struct Store {
    HashMap map;          /* handle -> pointer */
    uint32_t next;
} Store;

enum { ST_FREE_FUNCTIONS, ST_STREAM, ST_GROUP, ST_LITERAL, ST_SOURCE_FILE, ST_MULTI_SPAN, ST_DIAGNOSTIC, ST__COUNT };

typedef struct Server {
    ExpandCtx *ex;
    const MacInvoc *inv;
    Store owned[ST__COUNT];
    VEC(PmSpanData) spans;        /* handle - 1 -> span */
    HashMap span_ids;             /* hash -> handle (chained by probing) */
    VEC(PmTree) puncts, idents;   /* handle - 1 -> value */
    HashMap punct_ids, ident_ids;
    VecU32 saved_spans;
    uint32_t call_site, def_site, mixed_site;
    char *error;                  /* a request the server refused: the client panics with it */
    bool fatal;                   /* ... with no message (rustc's FatalError, after errors) */
} Server;

static PmStream *stream_new(uint32_t n) {
    PmStream *s = xcalloc(1, sizeof *s + sizeof(PmTree) * (n ? n : 1));
    s->rc = 1;
    s->n = n;
    return s;
}

static PmStream *stream_ref(PmStream *s) {
    if (s) s->rc++;
    return s;
}

static void stream_unref(PmStream *s) {
    if (!s || --s->rc) return;
    for (uint32_t i = 0; i < s->n; i++)
        if (s->t[i].kind == T_GROUP) stream_unref(s->t[i].stream);
    free(s);
}

/* The tree's own references (a group's stream) taken for a copy. */
static PmTree tree_copy(const PmTree *t) {
    PmTree c = *t;
    if (c.kind == T_GROUP) stream_ref(c.stream);
    return c;
}

static void tree_drop(PmTree *t) {
    if (t->kind == T_GROUP) stream_unref(t->stream);
}

static uint32_t store_add(Store *s, void *p) {
    uint32_t h = ++s->next;
    hmap_put(&s->map, h, (uint64_t)(uintptr_t)p);
    return h;
}

static void *store_get(Server *srv, int kind, uint32_t h, bool take) {
    uint64_t v;
    if (!hmap_get(&srv->owned[kind].map, h, &v)) {
        if (!srv->error) srv->error = xstrdup("use-after-free in `proc_macro` handle");
        return NULL;
    }
    if (take) hmap_remove(&srv->owned[kind].map, h);
    return (void *)(uintptr_t)v;
}

static void diag_free(PmDiag *d) {
    while (d) {
        PmDiag *next = d->next_sub;
        diag_free(d->subs);
        free(d->msg);
        vec_free(&d->spans);
        free(d);
        d = next;
    }
}

static void free_owned(int kind, void *p) {
    switch (kind) {
    case ST_STREAM: stream_unref(p); break;
    case ST_GROUP: case ST_LITERAL:
        tree_drop(p);
        free(p);
        break;
    case ST_MULTI_SPAN: vec_free((VecU32 *)p); free(p); break;
    case ST_DIAGNOSTIC: diag_free(p); break;
    default: break;
    }
}

/* ---- spans ---- */

static uint32_t span_handle(Server *s, Span sp, uint32_t ctxt) {
    uint64_t key = ((uint64_t)sp.lo << 32 | sp.hi) * 0x9E3779B97F4A7C15ull ^ ctxt;
    for (;;) {
        uint64_t v;
        if (!hmap_get(&s->span_ids, key, &v)) break;
        const PmSpanData *d = &s->spans.data[v - 1];
        if (d->sp.lo == sp.lo && d->sp.hi == sp.hi && d->ctxt == ctxt) return (uint32_t)v;
        key++;
    }
    vec_push(&s->spans, ((PmSpanData){sp, ctxt}));
    hmap_put(&s->span_ids, key, s->spans.len);
    return s->spans.len;
}

static PmSpanData span_of(Server *s, uint32_t h) {
    if (!h || h > s->spans.len) {
        if (!s->error) s->error = xstrdup("use-after-free in `proc_macro` handle");
        return (PmSpanData){s->inv->span, s->call_site};
    }
    return s->spans.data[h - 1];
}

static uint32_t punct_handle(Server *s, uint32_t ch, bool joint, uint32_t span) {
    uint64_t key = (uint64_t)span << 32 | ch << 1 | (joint ? 1 : 0), v;
    if (hmap_get(&s->punct_ids, key, &v)) return (uint32_t)v;
    PmTree t = {.kind = T_PUNCT, .delim = joint, .ch = ch, .span = span};
    vec_push(&s->puncts, t);
    hmap_put(&s->punct_ids, key, s->puncts.len);
    return s->puncts.len;
}

static uint32_t ident_handle(Server *s, Symbol sym, bool raw, uint32_t span) {
    uint64_t key = (uint64_t)(span | (raw ? 1u << 31 : 0)) << 32 | sym, v;
    if (hmap_get(&s->ident_ids, key, &v)) return (uint32_t)v;
    PmTree t = {.kind = T_IDENT, .delim = raw, .sym = sym, .span = span};
    vec_push(&s->idents, t);
    hmap_put(&s->ident_ids, key, s->idents.len);
    return s->idents.len;
}

static const PmTree *interned(Server *s, bool punct, uint32_t h) {
    if (punct ? h && h <= s->puncts.len : h && h <= s->idents.len)
        return punct ? &s->puncts.data[h - 1] : &s->idents.data[h - 1];
    if (!s->error) s->error = xstrdup("use-after-free in `proc_macro` handle");
    static const PmTree none = {.kind = T_IDENT};
    return &none;
}

/* ---- rcc tokens -> trees ---- */

static bool is_punct_kind(TokenKind k) { return k >= TK_SEMI && k <= TK_LARROW; }

/* The end (exclusive) of the tree starting at i. */
static uint32_t tree_end(const Token *t, uint32_t n, uint32_t i) {
    if (!tok_is_open_delim((TokenKind)t[i].kind)) return i + 1;
    uint32_t depth = 0;
    for (uint32_t j = i; j < n; j++) {
        if (tok_is_open_delim((TokenKind)t[j].kind)) depth++;
        else if (tok_is_close_delim((TokenKind)t[j].kind) && --depth == 0) return j + 1;
    }
    return n;
}

typedef VEC(PmTree) TreeVec;

static PmStream *stream_of_vec(TreeVec *v) {
    PmStream *s = stream_new(v->len);
    if (v->len) memcpy(s->t, v->data, sizeof(PmTree) * v->len);
    vec_free(v);
    return s;
}

static PmStream *stream_from_tokens(Server *s, const Token *t, uint32_t n);

/* The trees of a doc comment (rustc's FromInternal for DocComment):
 * `#`, `!` if inner, `[doc = "text"]` with the text as a cooked string
 * (char::escape_debug). */
static void push_doc_trees(TreeVec *out, const PmTree *d) {
    uint32_t sp = d->span;
    PmTree pound = {.kind = T_PUNCT, .ch = '#', .span = sp};
    vec_push(out, pound);
    if (d->delim & TF_DOC_INNER) {
        PmTree bang = {.kind = T_PUNCT, .ch = '!', .span = sp};
        vec_push(out, bang);
    }
    StrBuf lit = {0};
    sb_putc(&lit, '"');
    const char *text = sym_str(d->sym);
    for (uint32_t i = 0, n = sym_len(d->sym); i < n; i++) {
        unsigned char c = (unsigned char)text[i];
        switch (c) {
        case '\0': sb_puts(&lit, "\\0"); break;
        case '\t': sb_puts(&lit, "\\t"); break;
        case '\r': sb_puts(&lit, "\\r"); break;
        case '\n': sb_puts(&lit, "\\n"); break;
        case '\\': sb_puts(&lit, "\\\\"); break;
        case '\'': sb_puts(&lit, "\\'"); break;
        case '"': sb_puts(&lit, "\\\""); break;
        default:
            if (c < 0x20 || c == 0x7f) sb_printf(&lit, "\\u{%x}", c);
            else sb_putc(&lit, (char)c);
        }
    }
    sb_putc(&lit, '"');
    PmStream *inner = stream_new(3);
    inner->t[0] = (PmTree){.kind = T_IDENT, .sym = sym_cstr("doc"), .span = sp};
    inner->t[1] = (PmTree){.kind = T_PUNCT, .ch = '=', .span = sp};
    inner->t[2] = (PmTree){.kind = T_LIT, .lit_kind = TK_LIT_STR, .sym = sym_intern(lit.data, lit.len), .span = sp};
    sb_free(&lit);
    PmTree g = {.kind = T_GROUP, .delim = PM_DELIM_BRACKET, .span = sp, .span_close = sp, .stream = inner};
    vec_push(out, g);
}

static void push_token_trees(Server *s, TreeVec *out, const Token *t, uint32_t n) {
    uint32_t i = 0;
    while (i < n) {
        const Token *k = &t[i];
        TokenKind kind = (TokenKind)k->kind;
        if (kind == TK_EOF) break;
        uint32_t end = tree_end(t, n, i);
        if (tok_is_open_delim(kind)) {
            PmTree g = {.kind = T_GROUP, .span = span_handle(s, k->span, k->ctxt)};
            g.delim = kind == TK_LPAREN ? PM_DELIM_PAREN : kind == TK_LBRACE ? PM_DELIM_BRACE
                      : kind == TK_LBRACKET ? PM_DELIM_BRACKET : PM_DELIM_NONE;
            if (kind == TK_OPEN_INVIS) g.ch = k->sym;
            const Token *close = end - 1 > i && tok_is_close_delim((TokenKind)t[end - 1].kind) ? &t[end - 1] : k;
            g.span_close = span_handle(s, close->span, close->ctxt);
            uint32_t inner = close == k ? end - i - 1 : end - i - 2;
            g.stream = stream_from_tokens(s, t + i + 1, inner);
            vec_push(out, g);
        } else if (kind == TK_IDENT) {
            PmTree id = {.kind = T_IDENT, .delim = (k->flags & TF_RAW) != 0, .sym = k->sym,
                         .span = span_handle(s, k->span, k->ctxt)};
            vec_push(out, id);
        } else if (kind == TK_LIFETIME) {
            uint32_t sp = span_handle(s, k->span, k->ctxt);
            PmTree q = {.kind = T_PUNCT, .delim = 1, .ch = '\'', .span = sp};
            vec_push(out, q);
            const char *name = sym_str(k->sym);
            PmTree id = {.kind = T_IDENT, .sym = sym_cstr(name[0] == '\'' ? name + 1 : name), .span = sp};
            if (strncmp(sym_str(id.sym), "r#", 2) == 0) {
                id.sym = sym_cstr(sym_str(id.sym) + 2);
                id.delim = 1;
            }
            vec_push(out, id);
        } else if (kind == TK_DOC_COMMENT) {
            PmTree d = {.kind = T_DOC, .delim = k->flags & (TF_DOC_INNER | TF_DOC_BLOCK), .sym = k->sym,
                        .span = span_handle(s, k->span, k->ctxt)};
            vec_push(out, d);
        } else if (kind >= TK_LIT_INT && kind <= TK_LIT_RAW_C_STR) {
            PmTree l = {.kind = T_LIT, .lit_kind = (uint8_t)kind, .sym = k->sym, .suffix = k->suffix,
                        .span = span_handle(s, k->span, k->ctxt)};
            vec_push(out, l);
        } else if (is_punct_kind(kind)) {
            const char *str = tok_kind_str(kind);
            size_t len = strlen(str);
            uint32_t sp = span_handle(s, k->span, k->ctxt);
            bool next_op = i + 1 < n && is_punct_kind((TokenKind)t[i + 1].kind);
            for (size_t c = 0; c < len; c++) {
                bool joint = c + 1 < len || ((k->flags & TF_JOINT) && next_op);
                PmTree p = {.kind = T_PUNCT, .delim = joint, .ch = (uint8_t)str[c], .span = sp};
                vec_push(out, p);
            }
        }
        /* a stray closer (unbalanced input) is dropped */
        i = end;
    }
}

static PmStream *stream_from_tokens(Server *s, const Token *t, uint32_t n) {
    TreeVec v = {0};
    push_token_trees(s, &v, t, n);
    return stream_of_vec(&v);
}

/* ---- trees -> rcc tokens ---- */

static TokenKind punct_kind_of(const char *text, size_t n) {
    for (int k = TK_SEMI; k <= TK_LARROW; k++) {
        const char *s = tok_kind_str((TokenKind)k);
        if (strlen(s) == n && memcmp(s, text, n) == 0) return (TokenKind)k;
    }
    return TK__COUNT;
}

static Token token_at(Server *s, TokenKind kind, uint32_t span) {
    PmSpanData d = span_of(s, span);
    Token t = {.kind = (uint8_t)kind, .span = d.sp, .ctxt = d.ctxt};
    return t;
}

static void stream_to_tokens(Server *s, const PmStream *st, TokenVec *out);

static void trees_to_tokens(Server *s, const PmTree *t, uint32_t n, TokenVec *out) {
    for (uint32_t i = 0; i < n; i++) {
        const PmTree *tr = &t[i];
        switch (tr->kind) {
        case T_GROUP:
            if (tr->delim == PM_DELIM_NONE && tr->ch == MBE_FRAG_NONE) {
                /* an invisible group of no fragment kind: its tokens */
                if (tr->stream) stream_to_tokens(s, tr->stream, out);
                break;
            } else {
                TokenKind open = tr->delim == PM_DELIM_PAREN ? TK_LPAREN : tr->delim == PM_DELIM_BRACE ? TK_LBRACE
                                 : tr->delim == PM_DELIM_BRACKET ? TK_LBRACKET : TK_OPEN_INVIS;
                Token o = token_at(s, open, tr->span);
                if (open == TK_OPEN_INVIS) o.sym = tr->ch;
                vec_push(out, o);
                if (tr->stream) stream_to_tokens(s, tr->stream, out);
                Token c = token_at(s, tok_closer_of(open), tr->span_close);
                if (open == TK_OPEN_INVIS) c.sym = tr->ch;
                vec_push(out, c);
            }
            break;
        case T_DOC: {
            Token d = token_at(s, TK_DOC_COMMENT, tr->span);
            d.sym = tr->sym;
            d.flags = tr->delim;
            vec_push(out, d);
            break;
        }
        case T_IDENT: {
            Token id = token_at(s, TK_IDENT, tr->span);
            id.sym = tr->sym;
            if (tr->delim) id.flags |= TF_RAW;
            vec_push(out, id);
            break;
        }
        case T_LIT: {
            const char *text = sym_str(tr->sym);
            if (text[0] == '-') {
                Token m = token_at(s, TK_MINUS, tr->span);
                m.flags |= TF_JOINT;
                vec_push(out, m);
                text++;
            }
            Token l = token_at(s, (TokenKind)tr->lit_kind, tr->span);
            l.sym = sym_cstr(text);
            l.suffix = tr->suffix;
            vec_push(out, l);
            break;
        }
        case T_PUNCT: {
            /* a lifetime: `'` joint with an ident */
            if (tr->ch == '\'' && i + 1 < n && t[i + 1].kind == T_IDENT) {
                Token lt = token_at(s, TK_LIFETIME, tr->span);
                char *name = xasprintf("'%s%s", t[i + 1].delim ? "r#" : "", sym_str(t[i + 1].sym));
                lt.sym = sym_cstr(name);
                free(name);
                PmSpanData e = span_of(s, t[i + 1].span);
                if (e.sp.hi > lt.span.hi && e.sp.lo >= lt.span.lo) lt.span.hi = e.sp.hi;
                vec_push(out, lt);
                i++;
                break;
            }
            /* glue a run of joint puncts, longest match first */
            uint32_t run = 1;
            while (i + run - 1 < n && t[i + run - 1].kind == T_PUNCT && t[i + run - 1].delim && i + run < n &&
                   t[i + run].kind == T_PUNCT && run < 3)
                run++;
            for (uint32_t len = run; len >= 1; len--) {
                char text[4];
                for (uint32_t c = 0; c < len; c++) text[c] = (char)t[i + c].ch;
                TokenKind k = punct_kind_of(text, len);
                if (k == TK__COUNT && len > 1) continue;
                if (k == TK__COUNT) {
                    /* not a Rust punctuation character: reported when parsed */
                    k = TK_DOLLAR;
                }
                Token p = token_at(s, k, t[i].span);
                PmSpanData last = span_of(s, t[i + len - 1].span);
                if (last.sp.hi > p.span.hi && last.sp.lo >= p.span.lo) p.span.hi = last.sp.hi;
                if (t[i + len - 1].delim) p.flags |= TF_JOINT;
                vec_push(out, p);
                i += len - 1;
                break;
            }
            break;
        }
        }
    }
}

static void stream_to_tokens(Server *s, const PmStream *st, TokenVec *out) {
    if (st) trees_to_tokens(s, st->t, st->n, out);
}

/* ---- reading requests, writing replies ---- */

typedef struct Reader {
    const uint8_t *p, *end;
    bool bad;
} Reader;

static const uint8_t *rd_bytes(Reader *r, size_t n) {
    if ((size_t)(r->end - r->p) < n) {
        r->bad = true;
        return NULL;
    }
    const uint8_t *p = r->p;
    r->p += n;
    return p;
}

static uint8_t rd_u8(Reader *r) {
    const uint8_t *p = rd_bytes(r, 1);
    return p ? *p : 0;
}

static uint32_t rd_u32(Reader *r) {
    const uint8_t *p = rd_bytes(r, 4);
    return p ? (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24 : 0;
}

static uint64_t rd_usize(Reader *r) {
    const uint8_t *p = rd_bytes(r, 8);
    uint64_t v = 0;
    for (int i = 7; p && i >= 0; i--) v = v << 8 | p[i];
    return v;
}

/* A &str; *len gets its length. Not NUL-terminated. */
static const char *rd_str(Reader *r, size_t *len) {
    uint64_t n = rd_usize(r);
    const uint8_t *p = rd_bytes(r, (size_t)n);
    *len = p ? (size_t)n : 0;
    return p ? (const char *)p : "";
}

static char *rd_cstr(Reader *r) {
    size_t n;
    const char *s = rd_str(r, &n);
    return xstrndup(s, n);
}

typedef struct Writer {
    PmBuffer *b;
} Writer;

static void wr_bytes(Writer *w, const void *p, size_t n) {
    if (!n) return;   /* an empty string's data may be NULL */
    PmBuffer *b = w->b;
    if (b->capacity - b->len < n) *b = b->reserve(*b, n);
    memcpy(b->data + b->len, p, n);
    b->len += n;
}

static void wr_u8(Writer *w, uint8_t v) { wr_bytes(w, &v, 1); }

static void wr_u32(Writer *w, uint32_t v) {
    uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
    wr_bytes(w, b, 4);
}

static void wr_usize(Writer *w, uint64_t v) {
    uint8_t b[8];
    for (int i = 0; i < 8; i++) b[i] = (uint8_t)(v >> (8 * i));
    wr_bytes(w, b, 8);
}

static void wr_str(Writer *w, const char *s, size_t n) {
    wr_usize(w, n);
    wr_bytes(w, s, n);
}

static void wr_cstr(Writer *w, const char *s) { wr_str(w, s, strlen(s)); }

/* The server's own buffers (malloc'd). */
static PmBuffer srv_reserve(PmBuffer b, size_t additional) {
    size_t need = b.len + additional;
    if (need > b.capacity) {
        size_t cap = b.capacity * 2 > need ? b.capacity * 2 : need;
        if (cap < 64) cap = 64;
        b.data = xrealloc(b.data, cap);
        b.capacity = cap;
    }
    return b;
}

static void srv_drop(PmBuffer b) { free(b.data); }

static PmBuffer srv_buffer(void) {
    PmBuffer b = {.reserve = srv_reserve, .drop = srv_drop};
    return b;
}

/* ---- the methods ---- */

static uint32_t add_stream(Server *s, PmStream *st) { return store_add(&s->owned[ST_STREAM], st); }

static PmTree *new_owned_tree(const PmTree *t) {
    PmTree *p = xmalloc(sizeof *p);
    *p = *t;
    return p;
}

/* A bridge::TokenTree, by value: group and literal handles are taken. */
static bool rd_tree(Server *s, Reader *r, PmTree *out) {
    uint8_t tag = rd_u8(r);
    uint32_t h = rd_u32(r);
    if (r->bad) return false;
    switch (tag) {
    case PM_TT_GROUP:
    case PM_TT_LITERAL: {
        PmTree *t = store_get(s, tag == PM_TT_GROUP ? ST_GROUP : ST_LITERAL, h, true);
        if (!t) return false;
        *out = *t;
        free(t);
        return true;
    }
    case PM_TT_PUNCT: *out = *interned(s, true, h); return true;
    case PM_TT_IDENT: *out = *interned(s, false, h); return true;
    default: r->bad = true; return false;
    }
}

static void wr_tree(Server *s, Writer *w, const PmTree *t) {
    switch (t->kind) {
    case T_GROUP:
        wr_u8(w, PM_TT_GROUP);
        wr_u32(w, store_add(&s->owned[ST_GROUP], new_owned_tree(t)));
        break;
    case T_LIT:
        wr_u8(w, PM_TT_LITERAL);
        wr_u32(w, store_add(&s->owned[ST_LITERAL], new_owned_tree(t)));
        break;
    case T_PUNCT:
        wr_u8(w, PM_TT_PUNCT);
        wr_u32(w, punct_handle(s, t->ch, t->delim, t->span));
        break;
    default:
        wr_u8(w, PM_TT_IDENT);
        wr_u32(w, ident_handle(s, t->sym, t->delim, t->span));
        break;
    }
}

/* Option<TokenStream> by value: NULL for None (or a bad handle). */
static PmStream *rd_opt_stream(Server *s, Reader *r, bool *some) {
    *some = rd_u8(r) == 0;
    if (!*some) return NULL;
    return store_get(s, ST_STREAM, rd_u32(r), true);
}

static char *tokens_text(Server *s, const PmStream *st) {
    TokenVec v = {0};
    stream_to_tokens(s, st, &v);
    char *text = ex_tts_to_string(s->ex->ps, (TokenSlice){v.data, v.len});
    vec_free(&v);
    return text;
}

/* Lexes source text as TokenStream::from_str does: every token gets the
 * call site's span. False if it does not lex; *fatal (if given): an
 * error rustc's lexer stops at (else the tokens are repaired). */
static bool lex_call_site(Server *s, const char *src, size_t n, TokenVec *out, bool *fatal) {
    /* the call site's edition is the macro's (rustc: the span's) */
    const ExpnData *ed = s->inv->expn ? hyg_expn(s->ex->hyg, s->inv->expn) : NULL;
    LexOptions opt = {.edition = ed ? ed->edition : s->inv->edition, .keep_docs = true};
    bool ok = lex_string(src, (uint32_t)n, 0, &opt, NULL, out);
    if (fatal) *fatal = !ok && out->len && (vec_last(out).flags & TF_ERROR);
    PmSpanData cs = span_of(s, s->call_site);
    for (uint32_t i = 0; i < out->len; i++) {
        out->data[i].span = cs.sp;
        out->data[i].ctxt = cs.ctxt;
    }
    if (out->len && vec_last(out).kind == TK_EOF) out->len--;
    /* `$crate` is one identifier */
    uint32_t k = 0;
    for (uint32_t i = 0; i < out->len; i++) {
        Token t = out->data[i];
        if (t.kind == TK_DOLLAR && i + 1 < out->len && tok_is_kw(&out->data[i + 1], SYM_crate)) {
            t = out->data[++i];
            t.sym = SYM_dollar_crate;
        }
        out->data[k++] = t;
    }
    out->len = k;
    return ok;
}

static const char *lit_kind_debug(const PmTree *t, char *buf, size_t n) {
    const char *sym = sym_str(t->sym);
    switch (t->lit_kind) {
    case TK_LIT_INT: return "Integer";
    case TK_LIT_FLOAT: return "Float";
    case TK_LIT_CHAR: return "Char";
    case TK_LIT_BYTE: return "Byte";
    case TK_LIT_STR: return "Str";
    case TK_LIT_BYTE_STR: return "ByteStr";
    case TK_LIT_RAW_STR:
    case TK_LIT_RAW_BYTE_STR: {
        const char *p = sym + (t->lit_kind == TK_LIT_RAW_STR ? 1 : 2);
        uint32_t h = 0;
        while (p[h] == '#') h++;
        snprintf(buf, n, "%s(%u)", t->lit_kind == TK_LIT_RAW_STR ? "StrRaw" : "ByteStrRaw", h);
        return buf;
    }
    default: return "Err";
    }
}

/* rustc's token::Lit symbol: the text between the quotes (escapes as
 * written), or the number. */
static char *lit_symbol(const PmTree *t) {
    const char *sym = sym_str(t->sym);
    size_t n = strlen(sym);
    switch (t->lit_kind) {
    case TK_LIT_CHAR: case TK_LIT_STR: return n >= 2 ? xstrndup(sym + 1, n - 2) : xstrdup(sym);
    case TK_LIT_BYTE: case TK_LIT_BYTE_STR: return n >= 3 ? xstrndup(sym + 2, n - 3) : xstrdup(sym);
    case TK_LIT_RAW_STR: case TK_LIT_RAW_BYTE_STR: {
        size_t skip = t->lit_kind == TK_LIT_RAW_STR ? 1 : 2, h = 0;
        while (sym[skip + h] == '#') h++;
        size_t lo = skip + h + 1;
        return n >= lo + h + 1 ? xstrndup(sym + lo, n - lo - h - 1) : xstrdup(sym);
    }
    default: return xstrdup(sym);
    }
}

/* Rust's `{:?}` of a str or char, without the quotes. */
static void escape_debug(StrBuf *sb, const char *s, size_t n, char quote) {
    for (size_t i = 0; i < n;) {
        uint32_t len = 1;
        uint32_t c = lex_utf8_decode(s + i, s + n, &len);
        if (!len) len = 1;
        switch (c) {
        case '\t': sb_puts(sb, "\\t"); break;
        case '\r': sb_puts(sb, "\\r"); break;
        case '\n': sb_puts(sb, "\\n"); break;
        case '\\': sb_puts(sb, "\\\\"); break;
        case '\0': sb_puts(sb, "\\0"); break;
        default:
            if (c == (uint32_t)quote) {
                sb_putc(sb, '\\');
                sb_putc(sb, (char)c);
            } else if (c < 0x20 || c == 0x7f) {
                sb_printf(sb, "\\u{%x}", c);
            } else {
                sb_putn(sb, s + i, len);
            }
        }
        i += len;
    }
}

static PmTree *new_lit(uint8_t kind, const char *text, const char *suffix, Server *s) {
    PmTree t = {.kind = T_LIT, .lit_kind = kind, .sym = sym_cstr(text), .suffix = suffix ? sym_cstr(suffix) : 0,
                .span = s->call_site};
    return new_owned_tree(&t);
}

static bool valid_ident(const char *p, size_t n) {
    if (!n) return false;
    if (n == 6 && memcmp(p, "$crate", 6) == 0) return true;
    for (size_t i = 0; i < n;) {
        uint32_t len = 1;
        uint32_t c = lex_utf8_decode(p + i, p + n, &len);
        if (!len) return false;
        if (i == 0 ? !(lex_is_id_start(c) || c == '_') : !lex_is_id_continue(c)) return false;
        i += len;
    }
    return true;
}

static void set_error(Server *s, char *msg) {
    if (!s->error) s->error = msg;
    else free(msg);
}

static void emit_diag(Server *s, PmDiag *d);

/* The errors of source text TokenStream::from_str could not lex, as
 * rustc's lexer reports them: its messages, at the call site (which
 * every token of the text gets), with the macro backtrace. */
static void report_lex_errors(Server *s, const char *src, size_t n) {
    PmSpanData cs = span_of(s, s->call_site);
    SourceMap sm;
    sm_init(&sm);
    char *buf = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&buf, &len);
    bool said = false;
    if (out) {
        DiagCtx dc;
        diag_ctx_init(&dc, &sm, out);
        dc.format = DIAG_SHORT;
        TokenVec v = {0};
        LexOptions opt = {.edition = ED_2021, .keep_docs = true};
        lex_string(src, (uint32_t)n, 0, &opt, &dc, &v);
        vec_free(&v);
        diag_ctx_free(&dc);
        fclose(out);
        for (char *line = buf; line && *line;) {
            char *nl = strchr(line, '\n');
            if (nl) *nl = 0;
            char *msg = strncmp(line, "error: ", 7) == 0 ? line + 7 : strstr(line, ": error: ");
            if (msg && msg != line + 7) msg += 9;
            if (msg && *msg && strncmp(msg, "aborting", 8) != 0) {
                Diag *d = diag_error(s->ex->dc, DC_NONE, cs.sp, "%s", msg);
                if (strncmp(msg, "unexpected closing delimiter", 28) == 0)
                    diag_label(d, cs.sp, true, "unexpected closing delimiter");
                else if (strncmp(msg, "this file contains an unclosed delimiter", 40) == 0)
                    diag_label(d, cs.sp, true, "unclosed delimiter");
                hyg_macro_backtrace(s->ex->hyg, d, cs.sp, cs.ctxt);
                diag_emit(d);
                said = true;
            }
            line = nl ? nl + 1 : NULL;
        }
        free(buf);
    }
    sm_free(&sm);
    if (!said) {
        char *text = xstrndup(src, n);
        Diag *d = diag_error(s->ex->dc, DC_NONE, cs.sp, "cannot lex `%s` as a token stream", text);
        hyg_macro_backtrace(s->ex->hyg, d, cs.sp, cs.ctxt);
        diag_emit(d);
        free(text);
    }
}

/* One request; writes the Ok value (or sets s->error). */
static void dispatch_one(Server *s, uint8_t group, uint8_t method, Reader *r, Writer *w) {
    switch (group) {
    case PMG_FREE_FUNCTIONS:
        switch (method) {
        case PM_FF_DROP: store_get(s, ST_FREE_FUNCTIONS, rd_u32(r), true); return;
        case PM_FF_TRACK_ENV_VAR: {
            bool some = rd_u8(r) == 0;
            char *value = some ? rd_cstr(r) : NULL;
            char *var = rd_cstr(r);
            if (s->ex->deps) expand_deps_add_env(s->ex->deps, var, value);
            free(value);
            free(var);
            return;
        }
        case PM_FF_TRACK_PATH: {
            char *path = rd_cstr(r);
            if (s->ex->deps) expand_deps_add_file(s->ex->deps, path);
            free(path);
            return;
        }
        }
        break;
    case PMG_TOKEN_STREAM:
        switch (method) {
        case PM_TS_DROP: stream_unref(store_get(s, ST_STREAM, rd_u32(r), true)); return;
        case PM_TS_CLONE: {
            PmStream *st = store_get(s, ST_STREAM, rd_u32(r), false);
            if (st) wr_u32(w, add_stream(s, stream_ref(st)));
            return;
        }
        case PM_TS_IS_EMPTY: {
            PmStream *st = store_get(s, ST_STREAM, rd_u32(r), false);
            wr_u8(w, !st || st->n == 0);
            return;
        }
        case PM_TS_EXPAND_EXPR:
            rd_u32(r);
            wr_u8(w, 1);   /* Err(()): rcc does not expand expressions for proc macros */
            return;
        case PM_TS_FROM_STR: {
            size_t n;
            const char *src = rd_str(r, &n);
            TokenVec v = {0};
            bool fatal = false;
            if (!lex_call_site(s, src, n, &v, &fatal)) {
                /* rustc reports the lexer's errors at the call site; after
                 * a fatal one the macro stops (a panic with no message) */
                report_lex_errors(s, src, n);
                if (fatal) {
                    s->fatal = true;
                    set_error(s, xstrdup("fatal"));
                    vec_free(&v);
                    return;
                }
            }
            wr_u32(w, add_stream(s, stream_from_tokens(s, v.data, v.len)));
            vec_free(&v);
            return;
        }
        case PM_TS_TO_STRING: {
            PmStream *st = store_get(s, ST_STREAM, rd_u32(r), false);
            char *text = tokens_text(s, st);
            wr_cstr(w, text);
            free(text);
            return;
        }
        case PM_TS_FROM_TOKEN_TREE: {
            PmTree t;
            if (!rd_tree(s, r, &t)) return;
            PmStream *st = stream_new(1);
            st->t[0] = t;
            wr_u32(w, add_stream(s, st));
            return;
        }
        case PM_TS_CONCAT_TREES: {
            uint64_t n = rd_usize(r);
            TreeVec v = {0};
            /* the trees come first in the buffer (arguments in reverse) */
            TreeVec trees = {0};
            for (uint64_t i = 0; i < n && !r->bad && !s->error; i++) {
                PmTree t;
                if (rd_tree(s, r, &t)) vec_push(&trees, t);
            }
            bool some;
            PmStream *base = rd_opt_stream(s, r, &some);
            if (base)
                for (uint32_t i = 0; i < base->n; i++) vec_push(&v, tree_copy(&base->t[i]));
            stream_unref(base);
            for (uint32_t i = 0; i < trees.len; i++) vec_push(&v, trees.data[i]);
            vec_free(&trees);
            wr_u32(w, add_stream(s, stream_of_vec(&v)));
            return;
        }
        case PM_TS_CONCAT_STREAMS: {
            uint64_t n = rd_usize(r);
            VecPtr streams = {0};
            for (uint64_t i = 0; i < n && !r->bad && !s->error; i++) {
                PmStream *st = store_get(s, ST_STREAM, rd_u32(r), true);
                if (st) vec_push(&streams, st);
            }
            bool some;
            PmStream *base = rd_opt_stream(s, r, &some);
            TreeVec v = {0};
            if (base)
                for (uint32_t i = 0; i < base->n; i++) vec_push(&v, tree_copy(&base->t[i]));
            stream_unref(base);
            for (uint32_t k = 0; k < streams.len; k++) {
                PmStream *st = streams.data[k];
                for (uint32_t i = 0; i < st->n; i++) vec_push(&v, tree_copy(&st->t[i]));
                stream_unref(st);
            }
            vec_free(&streams);
            wr_u32(w, add_stream(s, stream_of_vec(&v)));
            return;
        }
        case PM_TS_INTO_TREES: {
            PmStream *st = store_get(s, ST_STREAM, rd_u32(r), true);
            TreeVec v = {0};
            for (uint32_t i = 0; st && i < st->n; i++) {
                if (st->t[i].kind == T_DOC) push_doc_trees(&v, &st->t[i]);
                else vec_push(&v, tree_copy(&st->t[i]));
            }
            wr_usize(w, v.len);
            for (uint32_t i = 0; i < v.len; i++) wr_tree(s, w, &v.data[i]);
            vec_free(&v);
            stream_unref(st);
            return;
        }
        }
        break;
    case PMG_GROUP: {
        if (method == PM_GR_NEW) {
            bool some;
            PmStream *st = rd_opt_stream(s, r, &some);
            uint8_t delim = rd_u8(r);
            PmTree g = {.kind = T_GROUP, .delim = delim > PM_DELIM_NONE ? PM_DELIM_NONE : delim,
                        .span = s->call_site, .span_close = s->call_site, .stream = st};
            wr_u32(w, store_add(&s->owned[ST_GROUP], new_owned_tree(&g)));
            return;
        }
        if (method == PM_GR_SET_SPAN) {
            uint32_t sp = rd_u32(r);
            PmTree *g = store_get(s, ST_GROUP, rd_u32(r), false);
            if (g) g->span = g->span_close = sp;
            return;
        }
        uint32_t h = rd_u32(r);
        PmTree *g = store_get(s, ST_GROUP, h, method == PM_GR_DROP);
        if (!g) return;
        switch (method) {
        case PM_GR_DROP: tree_drop(g); free(g); return;
        case PM_GR_CLONE: {
            PmTree c = tree_copy(g);
            wr_u32(w, store_add(&s->owned[ST_GROUP], new_owned_tree(&c)));
            return;
        }
        case PM_GR_DELIMITER: wr_u8(w, g->delim); return;
        case PM_GR_STREAM: wr_u32(w, add_stream(s, g->stream ? stream_ref(g->stream) : stream_new(0))); return;
        case PM_GR_SPAN: {
            PmSpanData o = span_of(s, g->span), c = span_of(s, g->span_close);
            Span sp = o.sp;
            if (c.sp.hi > sp.hi && c.sp.lo >= sp.lo) sp.hi = c.sp.hi;
            wr_u32(w, span_handle(s, sp, o.ctxt));
            return;
        }
        case PM_GR_SPAN_OPEN: wr_u32(w, g->span); return;
        case PM_GR_SPAN_CLOSE: wr_u32(w, g->span_close); return;
        }
        break;
    }
    case PMG_PUNCT:
        switch (method) {
        case PM_PU_NEW: {
            uint8_t spacing = rd_u8(r);
            uint32_t ch = rd_u32(r);
            if (!strchr("=<>!~+-*/%^&|@.,;:#$?'", (int)ch) || !ch) {
                set_error(s, xasprintf("unsupported character `'%c'`", (int)ch));
                return;
            }
            wr_u32(w, punct_handle(s, ch, spacing == 1, s->call_site));
            return;
        }
        case PM_PU_AS_CHAR: wr_u32(w, interned(s, true, rd_u32(r))->ch); return;
        case PM_PU_SPACING: wr_u8(w, interned(s, true, rd_u32(r))->delim ? 1 : 0); return;
        case PM_PU_SPAN: wr_u32(w, interned(s, true, rd_u32(r))->span); return;
        case PM_PU_WITH_SPAN: {
            uint32_t sp = rd_u32(r);
            PmTree p = *interned(s, true, rd_u32(r));
            wr_u32(w, punct_handle(s, p.ch, p.delim, sp));
            return;
        }
        }
        break;
    case PMG_IDENT:
        switch (method) {
        case PM_ID_NEW: {
            bool raw = rd_u8(r) != 0;
            uint32_t sp = rd_u32(r);
            size_t n;
            const char *str = rd_str(r, &n);
            if (!valid_ident(str, n)) {
                char *text = xstrndup(str, n);
                set_error(s, xasprintf("`\"%s\"` is not a valid identifier", text));
                free(text);
                return;
            }
            Symbol sym = sym_intern(str, n);
            if (raw && (sym == SYM_crate || sym == SYM_self || sym == SYM_super || sym == SYM_Self ||
                        sym == SYM_underscore)) {
                set_error(s, xasprintf("`%s` cannot be a raw identifier", sym_str(sym)));
                return;
            }
            wr_u32(w, ident_handle(s, sym, raw, sp));
            return;
        }
        case PM_ID_SPAN: wr_u32(w, interned(s, false, rd_u32(r))->span); return;
        case PM_ID_WITH_SPAN: {
            uint32_t sp = rd_u32(r);
            PmTree id = *interned(s, false, rd_u32(r));
            wr_u32(w, ident_handle(s, id.sym, id.delim, sp));
            return;
        }
        }
        break;
    case PMG_LITERAL: {
        switch (method) {
        case PM_LI_FROM_STR: {
            size_t n;
            const char *src = rd_str(r, &n);
            TokenVec v = {0};
            bool ok = lex_call_site(s, src, n, &v, NULL);
            bool neg = ok && v.len == 2 && v.data[0].kind == TK_MINUS &&
                       (v.data[1].kind == TK_LIT_INT || v.data[1].kind == TK_LIT_FLOAT);
            const Token *lt = neg ? &v.data[1] : v.len == 1 ? &v.data[0] : NULL;
            if (!ok || !lt || lt->kind < TK_LIT_INT || lt->kind > TK_LIT_RAW_C_STR) {
                wr_u8(w, 1);   /* Err(()) */
            } else {
                char *text = xasprintf("%s%s", neg ? "-" : "", sym_str(lt->sym));
                PmTree *l = new_lit(lt->kind, text, lt->suffix ? sym_str(lt->suffix) : NULL, s);
                free(text);
                wr_u8(w, 0);
                wr_u32(w, store_add(&s->owned[ST_LITERAL], l));
            }
            vec_free(&v);
            return;
        }
        case PM_LI_INTEGER: {
            char *n = rd_cstr(r);
            wr_u32(w, store_add(&s->owned[ST_LITERAL], new_lit(TK_LIT_INT, n, NULL, s)));
            free(n);
            return;
        }
        case PM_LI_TYPED_INTEGER: {
            char *kind = rd_cstr(r), *n = rd_cstr(r);
            wr_u32(w, store_add(&s->owned[ST_LITERAL], new_lit(TK_LIT_INT, n, kind, s)));
            free(kind);
            free(n);
            return;
        }
        case PM_LI_FLOAT: case PM_LI_F32: case PM_LI_F64: {
            char *n = rd_cstr(r);
            const char *suffix = method == PM_LI_F32 ? "f32" : method == PM_LI_F64 ? "f64" : NULL;
            wr_u32(w, store_add(&s->owned[ST_LITERAL], new_lit(TK_LIT_FLOAT, n, suffix, s)));
            free(n);
            return;
        }
        case PM_LI_STRING: {
            size_t n;
            const char *str = rd_str(r, &n);
            StrBuf sb = {0};
            sb_putc(&sb, '"');
            escape_debug(&sb, str, n, '"');
            sb_putc(&sb, '"');
            wr_u32(w, store_add(&s->owned[ST_LITERAL], new_lit(TK_LIT_STR, sb_cstr(&sb), NULL, s)));
            sb_free(&sb);
            return;
        }
        case PM_LI_CHARACTER: {
            uint32_t ch = rd_u32(r);
            char utf8[8];
            size_t n = 0;
            if (ch < 0x80) utf8[n++] = (char)ch;
            else if (ch < 0x800) { utf8[n++] = (char)(0xC0 | ch >> 6); utf8[n++] = (char)(0x80 | (ch & 0x3F)); }
            else if (ch < 0x10000) {
                utf8[n++] = (char)(0xE0 | ch >> 12);
                utf8[n++] = (char)(0x80 | (ch >> 6 & 0x3F));
                utf8[n++] = (char)(0x80 | (ch & 0x3F));
            } else {
                utf8[n++] = (char)(0xF0 | ch >> 18);
                utf8[n++] = (char)(0x80 | (ch >> 12 & 0x3F));
                utf8[n++] = (char)(0x80 | (ch >> 6 & 0x3F));
                utf8[n++] = (char)(0x80 | (ch & 0x3F));
            }
            StrBuf sb = {0};
            sb_putc(&sb, '\'');
            escape_debug(&sb, utf8, n, '\'');
            sb_putc(&sb, '\'');
            wr_u32(w, store_add(&s->owned[ST_LITERAL], new_lit(TK_LIT_CHAR, sb_cstr(&sb), NULL, s)));
            sb_free(&sb);
            return;
        }
        case PM_LI_BYTE_STRING: {
            size_t n;
            const char *bytes = rd_str(r, &n);
            StrBuf sb = {0};
            sb_puts(&sb, "b\"");
            for (size_t i = 0; i < n; i++) {
                uint8_t c = (uint8_t)bytes[i];
                switch (c) {
                case '\t': sb_puts(&sb, "\\t"); break;
                case '\r': sb_puts(&sb, "\\r"); break;
                case '\n': sb_puts(&sb, "\\n"); break;
                case '\\': sb_puts(&sb, "\\\\"); break;
                case '\'': sb_puts(&sb, "\\'"); break;
                case '"': sb_puts(&sb, "\\\""); break;
                default:
                    if (c >= 0x20 && c < 0x7f) sb_putc(&sb, (char)c);
                    else sb_printf(&sb, "\\x%02x", c);
                }
            }
            sb_putc(&sb, '"');
            wr_u32(w, store_add(&s->owned[ST_LITERAL], new_lit(TK_LIT_BYTE_STR, sb_cstr(&sb), NULL, s)));
            sb_free(&sb);
            return;
        }
        case PM_LI_SET_SPAN: {
            uint32_t sp = rd_u32(r);
            PmTree *l = store_get(s, ST_LITERAL, rd_u32(r), false);
            if (l) l->span = sp;
            return;
        }
        case PM_LI_SUBSPAN: {
            /* Bound end, Bound start, &Literal */
            for (int b = 0; b < 2; b++)
                if (rd_u8(r) < 2) rd_usize(r);
            rd_u32(r);
            wr_u8(w, 1);   /* None */
            return;
        }
        }
        uint32_t h = rd_u32(r);
        PmTree *l = store_get(s, ST_LITERAL, h, method == PM_LI_DROP);
        if (!l) return;
        switch (method) {
        case PM_LI_DROP: free(l); return;
        case PM_LI_CLONE: wr_u32(w, store_add(&s->owned[ST_LITERAL], new_owned_tree(l))); return;
        case PM_LI_TO_STRING: {
            char *text = xasprintf("%s%s", sym_str(l->sym), l->suffix ? sym_str(l->suffix) : "");
            wr_cstr(w, text);
            free(text);
            return;
        }
        case PM_LI_DEBUG_KIND: {
            char buf[32];
            wr_cstr(w, lit_kind_debug(l, buf, sizeof buf));
            return;
        }
        case PM_LI_SYMBOL: {
            char *text = lit_symbol(l);
            wr_cstr(w, text);
            free(text);
            return;
        }
        case PM_LI_SUFFIX:
            if (l->suffix) {
                wr_u8(w, 0);
                wr_cstr(w, sym_str(l->suffix));
            } else {
                wr_u8(w, 1);
            }
            return;
        case PM_LI_SPAN: wr_u32(w, l->span); return;
        }
        break;
    }
    case PMG_SOURCE_FILE: {
        if (method == PM_SF_EQ) {
            const SourceFile *other = store_get(s, ST_SOURCE_FILE, rd_u32(r), false);
            const SourceFile *f = store_get(s, ST_SOURCE_FILE, rd_u32(r), false);
            wr_u8(w, f == other);
            return;
        }
        uint32_t h = rd_u32(r);
        const SourceFile *f = store_get(s, ST_SOURCE_FILE, h, method == PM_SF_DROP);
        switch (method) {
        case PM_SF_DROP: return;
        case PM_SF_CLONE: wr_u32(w, store_add(&s->owned[ST_SOURCE_FILE], (void *)f)); return;
        case PM_SF_PATH: wr_cstr(w, f && f->name ? f->name : ""); return;
        case PM_SF_IS_REAL: wr_u8(w, f && f->local_path != NULL); return;
        }
        break;
    }
    case PMG_MULTI_SPAN:
        switch (method) {
        case PM_MS_DROP: free_owned(ST_MULTI_SPAN, store_get(s, ST_MULTI_SPAN, rd_u32(r), true)); return;
        case PM_MS_NEW: wr_u32(w, store_add(&s->owned[ST_MULTI_SPAN], xcalloc(1, sizeof(VecU32)))); return;
        case PM_MS_PUSH: {
            uint32_t sp = rd_u32(r);
            VecU32 *v = store_get(s, ST_MULTI_SPAN, rd_u32(r), false);
            if (v) vec_push(v, sp);
            return;
        }
        }
        break;
    case PMG_DIAGNOSTIC:
        switch (method) {
        case PM_DI_DROP: diag_free(store_get(s, ST_DIAGNOSTIC, rd_u32(r), true)); return;
        case PM_DI_NEW: case PM_DI_SUB: {
            VecU32 *spans = store_get(s, ST_MULTI_SPAN, rd_u32(r), true);
            char *msg = rd_cstr(r);
            uint8_t level = rd_u8(r);
            PmDiag *d = xcalloc(1, sizeof *d);
            d->level = level;
            d->msg = msg;
            if (spans) {
                d->spans = *spans;
                free(spans);
            }
            if (method == PM_DI_NEW) {
                wr_u32(w, store_add(&s->owned[ST_DIAGNOSTIC], d));
                return;
            }
            PmDiag *parent = store_get(s, ST_DIAGNOSTIC, rd_u32(r), false);
            if (!parent) {
                diag_free(d);
                return;
            }
            PmDiag **at = &parent->subs;
            while (*at) at = &(*at)->next_sub;
            *at = d;
            return;
        }
        case PM_DI_EMIT: {
            PmDiag *d = store_get(s, ST_DIAGNOSTIC, rd_u32(r), true);
            if (d) emit_diag(s, d);
            diag_free(d);
            return;
        }
        }
        break;
    case PMG_SPAN: {
        switch (method) {
        case PM_SP_DEF_SITE: wr_u32(w, s->def_site); return;
        case PM_SP_CALL_SITE: wr_u32(w, s->call_site); return;
        case PM_SP_MIXED_SITE: wr_u32(w, s->mixed_site); return;
        case PM_SP_RECOVER_PROC_MACRO_SPAN: {
            uint64_t id = rd_usize(r);
            wr_u32(w, id < s->saved_spans.len ? s->saved_spans.data[id] : s->call_site);
            return;
        }
        case PM_SP_JOIN: case PM_SP_RESOLVED_AT: {
            PmSpanData other = span_of(s, rd_u32(r)), self = span_of(s, rd_u32(r));
            if (method == PM_SP_RESOLVED_AT) {
                wr_u32(w, span_handle(s, self.sp, other.ctxt));
                return;
            }
            const SourceFile *a = sm_file_at(s->ex->sm, self.sp.lo), *b = sm_file_at(s->ex->sm, other.sp.lo);
            if (!a || a != b) {
                wr_u8(w, 1);
                return;
            }
            Span j = {self.sp.lo < other.sp.lo ? self.sp.lo : other.sp.lo,
                      self.sp.hi > other.sp.hi ? self.sp.hi : other.sp.hi};
            wr_u8(w, 0);
            wr_u32(w, span_handle(s, j, self.ctxt));
            return;
        }
        }
        uint32_t h = rd_u32(r);
        PmSpanData d = span_of(s, h);
        switch (method) {
        case PM_SP_DEBUG: {
            char *text = xasprintf("#%u bytes(%u..%u)", d.ctxt, d.sp.lo, d.sp.hi);
            wr_cstr(w, text);
            free(text);
            return;
        }
        case PM_SP_SOURCE_FILE: {
            const SourceFile *f = sm_file_at(s->ex->sm, d.sp.lo);
            wr_u32(w, store_add(&s->owned[ST_SOURCE_FILE], (void *)f));
            return;
        }
        case PM_SP_PARENT: {
            uint32_t expn = hyg_outer_expn(s->ex->hyg, d.ctxt);
            if (!expn) {
                wr_u8(w, 1);
                return;
            }
            const ExpnData *e = hyg_expn(s->ex->hyg, expn);
            wr_u8(w, 0);
            wr_u32(w, span_handle(s, e->call_site, e->call_ctxt));
            return;
        }
        case PM_SP_SOURCE: wr_u32(w, span_handle(s, hyg_topmost_call_site(s->ex->hyg, d.sp, d.ctxt), 0)); return;
        case PM_SP_START: case PM_SP_END: {
            uint32_t at = method == PM_SP_START ? d.sp.lo : d.sp.hi;
            SourceLoc loc = sm_lookup(s->ex->sm, at);
            wr_usize(w, loc.file ? loc.line : 1);
            wr_usize(w, loc.file && loc.col ? loc.col - 1 : 0);
            return;
        }
        case PM_SP_BEFORE: wr_u32(w, span_handle(s, (Span){d.sp.lo, d.sp.lo}, d.ctxt)); return;
        case PM_SP_AFTER: wr_u32(w, span_handle(s, (Span){d.sp.hi, d.sp.hi}, d.ctxt)); return;
        case PM_SP_SOURCE_TEXT: {
            const SourceFile *f = sm_file_at(s->ex->sm, d.sp.lo);
            const char *text = f ? sm_file_text(f) : NULL;
            if (!text || f->no_text || d.sp.hi < d.sp.lo || d.sp.hi > f->start + f->len || (!d.sp.lo && !d.sp.hi)) {
                wr_u8(w, 1);
                return;
            }
            wr_u8(w, 0);
            wr_str(w, text + (d.sp.lo - f->start), d.sp.hi - d.sp.lo);
            return;
        }
        case PM_SP_SAVE_SPAN:
            vec_push(&s->saved_spans, h);
            wr_usize(w, s->saved_spans.len - 1);
            return;
        }
        break;
    }
    }
    set_error(s, xasprintf("rcc's proc_macro server does not implement method %u of group %u", method, group));
}

static Span diag_span(Server *s, const PmDiag *d, uint32_t *ctxt) {
    if (!d->spans.len) {
        *ctxt = 0;
        return (Span){0, 0};
    }
    PmSpanData sd = span_of(s, d->spans.data[0]);
    *ctxt = sd.ctxt;
    return sd.sp;
}

static void emit_diag(Server *s, PmDiag *d) {
    uint32_t ctxt;
    Span sp = diag_span(s, d, &ctxt);
    Diag *g;
    switch (d->level) {
    case PM_LEVEL_WARNING: g = diag_warning(s->ex->dc, DC_NONE, sp, "%s", d->msg); break;
    case PM_LEVEL_NOTE: g = diag_new(s->ex->dc, LVL_NOTE, DC_NONE, sp, "%s", d->msg); break;
    case PM_LEVEL_HELP: g = diag_new(s->ex->dc, LVL_HELP, DC_NONE, sp, "%s", d->msg); break;
    default: g = diag_error(s->ex->dc, DC_NONE, sp, "%s", d->msg); break;
    }
    for (uint32_t i = 1; i < d->spans.len; i++) diag_label(g, span_of(s, d->spans.data[i]).sp, true, "%s", "");
    for (const PmDiag *sub = d->subs; sub; sub = sub->next_sub) {
        uint32_t c;
        Span ss = diag_span(s, sub, &c);
        bool help = sub->level == PM_LEVEL_HELP;
        if (sub->spans.len) {
            if (help) diag_span_help(g, ss, "%s", sub->msg);
            else diag_span_note(g, ss, "%s", sub->msg);
        } else {
            if (help) diag_help(g, "%s", sub->msg);
            else diag_note(g, "%s", sub->msg);
        }
    }
    /* rustc's emitter: the macro backtrace of the first span, primary
     * or of a child, that comes from an expansion */
    Span bsp = sp;
    uint32_t bctxt = ctxt;
    for (uint32_t i = 1; i < d->spans.len && !bctxt; i++) {
        PmSpanData sd = span_of(s, d->spans.data[i]);
        bsp = sd.sp;
        bctxt = sd.ctxt;
    }
    for (const PmDiag *sub = d->subs; sub && !bctxt; sub = sub->next_sub)
        for (uint32_t i = 0; i < sub->spans.len && !bctxt; i++) {
            PmSpanData sd = span_of(s, sub->spans.data[i]);
            bsp = sd.sp;
            bctxt = sd.ctxt;
        }
    if (bctxt) hyg_macro_backtrace(s->ex->hyg, g, bsp, bctxt);
    diag_emit(g);
}

static PmBuffer srv_dispatch(void *env, PmBuffer buf) {
    Server *s = env;
    Reader r = {buf.data, buf.data + buf.len, false};
    uint8_t group = rd_u8(&r), method = rd_u8(&r);
    PmBuffer out = srv_buffer();
    Writer w = {&out};
    free(s->error);
    s->error = NULL;
    dispatch_one(s, group, method, &r, &w);
    if (r.bad && !s->error) s->error = xstrdup("rcc's proc_macro server got a malformed request");
    /* the reply goes back in the request's buffer: the client owns it */
    buf.len = 0;
    Writer bw = {&buf};
    if (s->fatal) {
        wr_u8(&bw, 1);   /* Err(PanicMessage) = None: no message */
        wr_u8(&bw, 1);
        s->fatal = false;
        free(s->error);
        s->error = NULL;
    } else if (s->error) {
        wr_u8(&bw, 1);   /* Err(PanicMessage) = Some(message) */
        wr_u8(&bw, 0);
        wr_cstr(&bw, s->error);
        free(s->error);
        s->error = NULL;
    } else {
        wr_u8(&bw, 0);
        wr_bytes(&bw, out.data, out.len);
    }
    srv_drop(out);
    return buf;
}

/* ---- loading the shared object ---- */

static const PmDecls *find_decls(ExpandCtx *ex, const ProcMacroRef *pm, Span sp) {
    void *h = NULL;
    for (uint32_t i = 0; i < ex->pm_libs.len; i++)
        if (!strcmp(ex->pm_libs.data[i].path, pm->lib)) h = ex->pm_libs.data[i].handle;
    if (!h) {
        h = dlopen(pm->lib, RTLD_NOW | RTLD_LOCAL);
        if (!h) {
            diag_emit(diag_error(ex->dc, DC_NONE, sp, "couldn't load proc macro library `%s`: %s", pm->lib, dlerror()));
            return NULL;
        }
        vec_push(&ex->pm_libs, ((struct ExpandPmLib){xstrdup(pm->lib), h}));
    }
    const PmDecls *d = dlsym(h, pm->symbol);
    if (!d) {
        diag_emit(diag_error(ex->dc, DC_NONE, sp, "couldn't find `%s` in proc macro library `%s`", pm->symbol, pm->lib));
        return NULL;
    }
    return d;
}

void pm_close_libs(ExpandCtx *ex) {
    for (uint32_t i = 0; i < ex->pm_libs.len; i++) {
        dlclose(ex->pm_libs.data[i].handle);
        free(ex->pm_libs.data[i].path);
    }
    vec_free(&ex->pm_libs);
}

/* ---- the input: an item's tokens ---- */

static void push_path_tokens(TokBuilder *tb, const Path *p) {
    for (uint32_t i = 0; i < p->nsegs; i++) {
        if (p->segs[i].ident.name == SYM_PathRoot) {
            tb_punct(tb, TK_PATHSEP);
            continue;
        }
        if (i && p->segs[i - 1].ident.name != SYM_PathRoot) tb_punct(tb, TK_PATHSEP);
        tb_ident_at(tb, p->segs[i].ident.name, p->segs[i].ident.span, p->segs[i].ident.ctxt);
    }
}

static void push_attr(TokBuilder *tb, const Attr *a) {
    tb->span = a->span;
    if (a->is_doc_comment) {
        Token t = {.kind = TK_DOC_COMMENT, .sym = a->doc_sym, .span = a->span,
                   .flags = a->style == ATTR_INNER ? TF_DOC_INNER : 0};
        tb_token(tb, &t);
        return;
    }
    tb_punct(tb, TK_POUND);
    if (a->style == ATTR_INNER) tb_punct(tb, TK_NOT);
    tb_punct(tb, TK_LBRACKET);
    push_path_tokens(tb, &a->path);
    if (a->args_kind == ATTR_ARGS_DELIMITED) {
        TokenKind open = a->delim == DELIM_BRACKET ? TK_LBRACKET : a->delim == DELIM_BRACE ? TK_LBRACE : TK_LPAREN;
        tb_punct(tb, open);
        tb_slice(tb, a->tokens);
        tb->span = a->span;
        tb_punct(tb, tok_closer_of(open));
    } else if (a->args_kind == ATTR_ARGS_EQ) {
        tb_punct(tb, TK_EQ);
        tb_slice(tb, a->tokens);
        tb->span = a->span;
    }
    tb_punct(tb, TK_RBRACKET);
}

/* ---- a derive's input is configured (rustc's cfg_eval) ---- */

static uint32_t tok_tree_end(TokenSlice ts, uint32_t i) { return tree_end(ts.data, ts.len, i); }

/* The end of the node after attributes at i: a field or variant up to
 * and with its `,`, a statement or item up to its `;` or its last `{}`
 * group. */
static uint32_t node_end(TokenSlice ts, uint32_t i) {
    while (i < ts.len) {
        TokenKind k = (TokenKind)ts.data[i].kind;
        if (k == TK_COMMA || k == TK_SEMI) return i + 1;
        if (k == TK_LBRACE) {
            uint32_t e = tok_tree_end(ts, i);
            if (e < ts.len && (ts.data[e].kind == TK_COMMA || ts.data[e].kind == TK_SEMI)) return e + 1;
            return e;
        }
        i = tok_tree_end(ts, i);
    }
    return i;
}

static void configure_tokens(ExpandCtx *ex, TokenSlice ts, TokBuilder *tb);

/* `#[cfg(..)]` / `#[cfg_attr(..)]` at i (`#`, optional `!`, `[...]`):
 * what replaces it goes to tb; returns the index after what it covers
 * (the attribute, or the attribute and its node when the cfg is false),
 * or 0 if the attribute is neither. */
static uint32_t configure_attr(ExpandCtx *ex, TokenSlice ts, uint32_t i, TokBuilder *tb) {
    uint32_t b = i + 1;
    bool inner = b < ts.len && ts.data[b].kind == TK_NOT;
    if (inner) b++;
    if (b >= ts.len || ts.data[b].kind != TK_LBRACKET) return 0;
    uint32_t end = tok_tree_end(ts, b);
    if (b + 1 >= end || ts.data[b + 1].kind != TK_IDENT) return 0;
    Symbol name = ts.data[b + 1].sym;
    bool is_cfg = name == sym_cstr("cfg"), is_cfg_attr = name == sym_cstr("cfg_attr");
    if (!is_cfg && !is_cfg_attr) return 0;
    TokenSlice body = {ts.data + b + 1, end - b - 2};
    Attr a;
    Span whole = span_new(ts.data[i].span.lo, ts.data[end - 1].span.hi);
    if (!meta_parse_attr_item(ex->ps, body, whole, inner ? ATTR_INNER : ATTR_OUTER, &a)) return 0;
    if (is_cfg) {
        MetaItem pred;
        if (!cfg_attr_predicate(ex->ps, &a, &pred) || cfg_eval_gated(ex, &pred)) {
            tb_slice(tb, (TokenSlice){ts.data + i, end - i});
            return end;
        }
        return inner ? ts.len : node_end(ts, end);
    }
    MetaItem pred;
    AttrList attrs = {0};
    if (!meta_parse_cfg_attr(ex->ps, &a, &pred, &attrs)) {
        tb_slice(tb, (TokenSlice){ts.data + i, end - i});
        return end;
    }
    if (!cfg_eval_gated(ex, &pred)) return end;
    /* the attributes it stands for, themselves configured */
    TokBuilder sub;
    tb_init(&sub, a.span, 0);
    for (uint32_t k = 0; k < attrs.len; k++) push_attr(&sub, &attrs.data[k]);
    configure_tokens(ex, (TokenSlice){sub.toks.data, sub.toks.len}, tb);
    tb_free(&sub);
    return end;
}

static void configure_tokens(ExpandCtx *ex, TokenSlice ts, TokBuilder *tb) {
    for (uint32_t i = 0; i < ts.len;) {
        const Token *t = &ts.data[i];
        if (t->kind == TK_POUND) {
            uint32_t next = configure_attr(ex, ts, i, tb);
            if (next) {
                i = next;
                continue;
            }
        }
        if (tok_is_open_delim((TokenKind)t->kind)) {
            uint32_t e = tok_tree_end(ts, i);
            tb_token(tb, t);
            if (e - i >= 2) {
                configure_tokens(ex, (TokenSlice){ts.data + i + 1, e - i - 2}, tb);
                tb_token(tb, &ts.data[e - 1]);
            }
            i = e;
            continue;
        }
        tb_token(tb, t);
        i++;
    }
}

/* The item as tokens: its outer attributes (but `skip`, and #[derive]s
 * when `no_derives`), then what it was parsed from (printed and lexed
 * again for an item the compiler built). */
static TokenSlice item_tokens(ExpandCtx *ex, const Item *it, const Attr *skip, bool no_derives, TokBuilder *tb) {
    for (uint32_t i = 0; i < it->attrs.len; i++) {
        const Attr *a = &it->attrs.data[i];
        if (skip && a->span.lo == skip->span.lo && a->span.hi == skip->span.hi) continue;
        if (no_derives && meta_attr_name(a) == SYM_derive) continue;
        if (a->style == ATTR_INNER) continue;   /* an inline module's inner attributes are in its tokens */
        push_attr(tb, a);
    }
    if (it->tokens.len && no_derives) {
        configure_tokens(ex, it->tokens, tb);
    } else if (it->tokens.len) {
        tb_slice(tb, it->tokens);
    } else {
        Item copy = *it;
        copy.attrs = (AttrList){0};
        StrBuf sb = {0};
        ast_print_item(&sb, &copy);
        TokenVec v = {0};
        LexOptions opt = {.edition = ex->edition, .keep_docs = true};
        lex_string(sb.data ? sb.data : "", sb.len, 0, &opt, NULL, &v);
        for (uint32_t i = 0; i < v.len && v.data[i].kind != TK_EOF; i++) {
            Token t = v.data[i];
            t.span = it->span;
            tb_token(tb, &t);
        }
        vec_free(&v);
        sb_free(&sb);
    }
    return (TokenSlice){tb->toks.data, tb->toks.len};
}

/* A statement as tokens: its attributes (the invoking one is gone),
 * then what it was parsed from (printed and lexed again otherwise). */
static TokenSlice stmt_tokens(ExpandCtx *ex, const Stmt *st, TokBuilder *tb) {
    const AttrList *al = st->kind == STMT_LOCAL && st->local                         ? &st->local->attrs
                         : (st->kind == STMT_EXPR || st->kind == STMT_SEMI) && st->expr ? &st->expr->attrs
                         : st->kind == STMT_MAC_CALL                                    ? &st->mac.attrs
                                                                                         : NULL;
    for (uint32_t i = 0; al && i < al->len; i++)
        if (al->data[i].style != ATTR_INNER) push_attr(tb, &al->data[i]);
    if (st->tokens.len) {
        /* `expr;`: the expression is the input */
        TokenSlice ts = st->tokens;
        if (st->kind == STMT_SEMI && ts.len && ts.data[ts.len - 1].kind == TK_SEMI) ts.len--;
        tb_slice(tb, ts);
    } else if ((st->kind == STMT_EXPR || st->kind == STMT_SEMI) && st->expr) {
        StrBuf sb = {0};
        ast_print_expr(&sb, st->expr);
        TokenVec v = {0};
        LexOptions opt = {.edition = ex->edition, .keep_docs = true};
        lex_string(sb.data ? sb.data : "", sb.len, 0, &opt, NULL, &v);
        for (uint32_t i = 0; i < v.len && v.data[i].kind != TK_EOF; i++) {
            Token t = v.data[i];
            t.span = st->span;
            tb_token(tb, &t);
        }
        vec_free(&v);
        sb_free(&sb);
    }
    return (TokenSlice){tb->toks.data, tb->toks.len};
}

/* ---- running a macro ---- */

bool proc_macro_expand(ExpandCtx *ex, const ProcMacroRef *pm, const MacInvoc *inv, MacOutput *out) {
    const PmDecls *decls = find_decls(ex, pm, inv->span);
    if (!decls) return false;
    if (pm->index >= decls->len) {
        diag_emit(diag_error(ex->dc, DC_NONE, inv->span, "proc macro library `%s` has no macro #%u", pm->lib,
                             pm->index));
        return false;
    }
    const PmDecl *d = &decls->ptr[pm->index];
    uint32_t want = pm->kind == PROC_MACRO_DERIVE ? PM_DECL_DERIVE : pm->kind == PROC_MACRO_ATTR ? PM_DECL_ATTR
                                                                                               : PM_DECL_BANG;
    if (d->tag != want) {
        diag_emit(diag_error(ex->dc, DC_NONE, inv->span, "proc macro library `%s` does not match its metadata",
                             pm->lib));
        return false;
    }
    const PmClient *client = d->tag == PM_DECL_DERIVE ? &d->u.derive.client
                             : d->tag == PM_DECL_ATTR ? &d->u.attr.client : &d->u.bang.client;

    Server s = {.ex = ex, .inv = inv};
    for (int i = 0; i < ST__COUNT; i++) hmap_init(&s.owned[i].map);
    hmap_init(&s.span_ids);
    hmap_init(&s.punct_ids);
    hmap_init(&s.ident_ids);
    s.call_site = span_handle(&s, inv->span, inv->call_site);
    s.def_site = span_handle(&s, inv->span, inv->def_site);
    s.mixed_site = span_handle(&s, inv->span, inv->mixed_site);

    /* the input: handles of the streams, in the buffer the bridge starts with */
    PmBuffer input = srv_buffer();
    Writer w = {&input};
    TokBuilder tb;
    tb_init(&tb, inv->span, 0);
    if (pm->kind == PROC_MACRO_BANG) {
        TokenSlice ts = inv->mac ? inv->mac->tokens : (TokenSlice){0};
        wr_u32(&w, add_stream(&s, stream_from_tokens(&s, ts.data, ts.len)));
    } else if (pm->kind == PROC_MACRO_ATTR) {
        TokenSlice args = inv->attr && inv->attr->args_kind == ATTR_ARGS_DELIMITED ? inv->attr->tokens : (TokenSlice){0};
        wr_u32(&w, add_stream(&s, stream_from_tokens(&s, args.data, args.len)));
        TokenSlice item = inv->item   ? item_tokens(ex, inv->item, inv->attr, false, &tb)
                          : inv->stmt ? stmt_tokens(ex, inv->stmt, &tb)
                                      : (TokenSlice){0};
        wr_u32(&w, add_stream(&s, stream_from_tokens(&s, item.data, item.len)));
    } else {
        TokenSlice item = inv->item ? item_tokens(ex, inv->item, NULL, true, &tb) : (TokenSlice){0};
        wr_u32(&w, add_stream(&s, stream_from_tokens(&s, item.data, item.len)));
    }
    tb_free(&tb);

    PmBridge bridge = {.cached_buffer = input, .dispatch = {srv_dispatch, &s}, .force_show_panics = false};
    PmBuffer result = client->run(bridge);

    Reader r = {result.data, result.data + result.len, false};
    bool ok = false;
    if (rd_u8(&r) == 0) {
        /* Ok(Option<TokenStream>) */
        PmStream *st = NULL;
        if (rd_u8(&r) == 0) st = store_get(&s, ST_STREAM, rd_u32(&r), true);
        if (!r.bad) {
            stream_to_tokens(&s, st, &out->tb.toks);
            ok = true;
        }
        stream_unref(st);
    } else if (!r.bad) {
        const char *what = pm->kind == PROC_MACRO_DERIVE ? "proc-macro derive panicked"
                           : pm->kind == PROC_MACRO_ATTR ? "custom attribute panicked" : "proc macro panicked";
        Diag *g = diag_error(ex->dc, DC_NONE, inv->span, "%s", what);
        if (rd_u8(&r) == 0) {
            size_t n;
            const char *msg = rd_str(&r, &n);
            char *m = xstrndup(msg, n);
            diag_help(g, "message: %s", m);
            free(m);
        }
        hyg_macro_backtrace(ex->hyg, g, inv->span, hyg_parent_ctxt(ex->hyg, inv->call_site));
        diag_emit(g);
    }
    if (r.bad) diag_emit(diag_error(ex->dc, DC_NONE, inv->span, "proc macro `%s` gave a malformed reply",
                                    sym_str(pm->name)));
    result.drop(result);

    for (int i = 0; i < ST__COUNT; i++) {
        uint32_t iter = 0;
        uint64_t k, v;
        while (hmap_next(&s.owned[i].map, &iter, &k, &v)) free_owned(i, (void *)(uintptr_t)v);
        hmap_free(&s.owned[i].map);
    }
    hmap_free(&s.span_ids);
    hmap_free(&s.punct_ids);
    hmap_free(&s.ident_ids);
    vec_free(&s.spans);
    vec_free(&s.puncts);
    vec_free(&s.idents);
    vec_free(&s.saved_spans);
    free(s.error);
    return ok;
}
