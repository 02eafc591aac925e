/* print.c — the AST as Rust source, as rustc 1.63's pprust prints it
 * (-Zunpretty=normal|expanded, and the AST pieces diagnostics and
 * macros print): the printer's infrastructure, the comments of the
 * crate root's source, attributes, paths, types, generics and items.
 * Expressions, statements, blocks and patterns are print_expr.c's, token
 * trees print_tts.c's.
 *
 * Takes an AST; gives text. Each node opens rustc's boxes and breaks in
 * the Oppen engine (support.h, pp.c), so lines break where rustc's
 * break, byte for byte; comments of the source (and its blank lines)
 * are printed before the first node that starts after them, as rustc's
 * maybe_print_comment does.
 */
#include "parser.h"

/* The `$crate` printing hook (parse.h): NULL prints `$crate`. */
PrintDollarCrateFn ast_print_dollar_crate = NULL;
void *ast_print_dollar_crate_arg = NULL;

void pr_init(Printer *p, ParseSess *ps) {
    memset(p, 0, sizeof *p);
    pp_init(&p->pp);
    p->ps = ps;
    p->edition = ps ? ps->edition : ED_2021;
    p->sm = ps ? ps->sm : NULL;
}

static void pr_free_comments(Printer *p) {
    for (uint32_t i = 0; i < p->ncmnts; i++) {
        for (uint32_t k = 0; k < p->cmnts[i].nlines; k++) free(p->cmnts[i].lines[k]);
        free(p->cmnts[i].lines);
    }
    free(p->cmnts);
    p->cmnts = NULL;
    p->ncmnts = p->cur = 0;
}

/* ---- comments (rustc_ast::util::comments::gather_comments) ---- */

typedef VEC(PrComment) CommentVec;

/* rustc_lexer's is_whitespace (Pattern_White_Space): the length of the
 * whitespace character at s (0 if none). */
static uint32_t ws_len(const char *s, const char *end) {
    unsigned char c = (unsigned char)s[0];
    if (c == ' ' || (c >= '\t' && c <= '\r')) return 1;
    if (c == 0xc2 && s + 1 < end && (unsigned char)s[1] == 0x85) return 2;
    if (c == 0xe2 && s + 2 < end && (unsigned char)s[1] == 0x80) {
        unsigned char d = (unsigned char)s[2];
        if (d == 0x8e || d == 0x8f || d == 0xa8 || d == 0xa9) return 3;
    }
    return 0;
}

/* char::is_whitespace (Unicode White_Space), which rustc trims the lines
 * of block comments by: the length of the character at s (0 if none). */
static uint32_t uws_len(const char *s, const char *end) {
    const unsigned char *u = (const unsigned char *)s;
    uint32_t n = ws_len(s, end);
    if (n == 3 && (u[2] == 0x8e || u[2] == 0x8f)) return 0;   /* U+200E, U+200F: marks, not spaces */
    if (n) return n;
    if (u[0] == 0xc2 && s + 1 < end && u[1] == 0xa0) return 2;                  /* U+00A0 */
    if (s + 2 >= end) return 0;
    if (u[0] == 0xe1 && u[1] == 0x9a && u[2] == 0x80) return 3;                 /* U+1680 */
    if (u[0] == 0xe2 && u[1] == 0x80 && (u[2] <= 0x8a || u[2] == 0xaf)) return 3; /* U+2000-200A, 202F */
    if (u[0] == 0xe2 && u[1] == 0x81 && u[2] == 0x9f) return 3;                 /* U+205F */
    if (u[0] == 0xe3 && u[1] == 0x80 && u[2] == 0x80) return 3;                 /* U+3000 */
    return 0;
}

static void add_comment(CommentVec *v, PrCommentStyle style, uint32_t pos, char **lines, uint32_t n) {
    PrComment c = {.style = style, .pos = pos, .nlines = n, .lines = lines};
    vec_push(v, c);
}

static char **one_line(const char *s, size_t n) {
    char **l = xmalloc(sizeof(char *));
    l[0] = xstrndup(s, n);
    return l;
}

/* rustc's split_block_comment_into_lines: the first line as it is, the
 * others without the first `col` characters when those are whitespace. */
static char **block_comment_lines(const char *s, size_t n, uint32_t col, uint32_t *nlines) {
    VEC(char *) out = {0};
    size_t i = 0;
    bool first = true;
    while (i < n) {
        size_t e = i;
        while (e < n && s[e] != '\n') e++;
        size_t le = e;
        if (le > i && s[le - 1] == '\r') le--;
        const char *line = s + i;
        size_t len = le - i;
        if (!first) {
            /* the first `col` characters, if all whitespace */
            size_t k = 0;
            uint32_t chars = 0;
            bool all_ws = true;
            while (chars < col && k < len) {
                uint32_t w = uws_len(line + k, line + len);
                if (!w) {
                    all_ws = false;
                    break;
                }
                k += w;
                chars++;
            }
            if (all_ws) {
                line += k;
                len -= k;
            }
        }
        vec_push(&out, xstrndup(line, len));
        first = false;
        i = e + 1;
    }
    *nlines = out.len;
    return out.data;
}

/* The characters from the start of the line holding `pos` to it. */
static uint32_t char_col(const char *src, uint32_t pos) {
    uint32_t b = pos;
    while (b > 0 && src[b - 1] != '\n') b--;
    uint32_t n = 0;
    for (uint32_t i = b; i < pos; i++)
        if (((unsigned char)src[i] & 0xc0) != 0x80) n++;
    return n;
}

/* Scans the text between two tokens: whitespace (blank lines) and
 * comments that are not doc comments. */
static void gather_gap(const SourceFile *f, uint32_t a, uint32_t b, bool *code_left, CommentVec *out) {
    const char *src = f->src;
    uint32_t i = a;
    while (i < b) {
        if (ws_len(src + i, src + b)) {
            uint32_t e = i, newlines = 0, last_nl = 0;
            bool any_nl = false;
            while (e < b) {
                uint32_t w = ws_len(src + e, src + b);
                if (!w) break;
                if (src[e] == '\n') {
                    if (any_nl) add_comment(out, CMNT_BLANK_LINE, f->start + e, NULL, 0);
                    any_nl = true;
                    newlines++;
                    last_nl = e;
                }
                e += w;
            }
            (void)newlines;
            (void)last_nl;
            if (any_nl) *code_left = false;
            i = e;
        } else if (src[i] == '/' && i + 1 < b && src[i + 1] == '/') {
            uint32_t e = i;
            while (e < b && src[e] != '\n') e++;
            uint32_t le = e;
            if (le > i && src[le - 1] == '\r') le--;
            add_comment(out, *code_left ? CMNT_TRAILING : CMNT_ISOLATED, f->start + i, one_line(src + i, le - i), 1);
            i = e;
        } else if (src[i] == '/' && i + 1 < b && src[i + 1] == '*') {
            uint32_t e = i + 2, depth = 1;
            while (e < b && depth) {
                if (src[e] == '/' && e + 1 < b && src[e + 1] == '*') depth++, e += 2;
                else if (src[e] == '*' && e + 1 < b && src[e + 1] == '/') depth--, e += 2;
                else e++;
            }
            bool code_right = !(e < f->len && (src[e] == '\r' || src[e] == '\n'));
            PrCommentStyle style = code_right ? CMNT_MIXED : *code_left ? CMNT_TRAILING : CMNT_ISOLATED;
            uint32_t n = 0;
            char **lines = block_comment_lines(src + i, e - i, char_col(src, i), &n);
            add_comment(out, style, f->start + i, lines, n);
            i = e;
        } else {
            i++;   /* not reached: gaps hold only whitespace and comments */
        }
    }
}

/* The comments of file `f`, as rustc's gather_comments finds them. */
static void gather_comments(Printer *p, const SourceFile *f, Edition ed) {
    if (!f || !f->src) return;
    TokenVec toks = {0};
    LexOptions lopt = {.edition = ed, .keep_docs = true};
    lex_file(f, &lopt, NULL, &toks);
    CommentVec out = {0};
    bool code_left = false;
    uint32_t pos = 0;
    /* a shebang line is an isolated comment */
    if (f->len > 2 && f->src[0] == '#' && f->src[1] == '!' && f->src[2] != '[') {
        uint32_t e = 0;
        while (e < f->len && f->src[e] != '\n') e++;
        add_comment(&out, CMNT_ISOLATED, f->start, one_line(f->src, e), 1);
        pos = e;
    }
    for (uint32_t i = 0; i < toks.len; i++) {
        const Token *t = &toks.data[i];
        if (t->span.lo < f->start || t->span.hi > f->start + f->len) continue;
        uint32_t lo = t->span.lo - f->start, hi = t->span.hi - f->start;
        if (lo < pos || lo == hi) continue;   /* inserted by error recovery */
        gather_gap(f, pos, lo, &code_left, &out);
        if (t->kind != TK_DOC_COMMENT) code_left = true;
        pos = hi;
    }
    if (pos < f->len) gather_gap(f, pos, f->len, &code_left, &out);
    vec_free(&toks);
    p->cmnts = out.data;
    p->ncmnts = out.len;
    p->cur = 0;
}

static const PrComment *next_comment(const Printer *p) { return p->cur < p->ncmnts ? &p->cmnts[p->cur] : NULL; }

static void print_comment(Printer *p, const PrComment *c) {
    Pp *pp = &p->pp;
    switch (c->style) {
    case CMNT_MIXED:
        if (!pp_is_bol(pp)) pp_zerobreak(pp);
        if (c->nlines) {
            pp_ibox(pp, 0);
            for (uint32_t i = 0; i + 1 < c->nlines; i++) {
                pp_word(pp, c->lines[i]);
                pp_hardbreak(pp);
            }
            pp_word(pp, c->lines[c->nlines - 1]);
            pp_space(pp);
            pp_end(pp);
        }
        pp_zerobreak(pp);
        break;
    case CMNT_ISOLATED:
        pp_hardbreak_if_not_bol(pp);
        for (uint32_t i = 0; i < c->nlines; i++) {
            if (c->lines[i][0]) pp_word(pp, c->lines[i]);
            pp_hardbreak(pp);
        }
        break;
    case CMNT_TRAILING:
        if (!pp_is_bol(pp)) pp_word(pp, " ");
        if (c->nlines == 1) {
            pp_word(pp, c->lines[0]);
            pp_hardbreak(pp);
        } else {
            pp_visual_align(pp);
            for (uint32_t i = 0; i < c->nlines; i++) {
                if (c->lines[i][0]) pp_word(pp, c->lines[i]);
                pp_hardbreak(pp);
            }
            pp_end(pp);
        }
        break;
    case CMNT_BLANK_LINE: {
        PpTok last;
        const char *text = NULL;
        bool twice = false;
        if (pp_last_token(pp, &last, &text)) {
            if (last.kind == PPK_STRING) twice = last.len == 1 && text[0] == ';';
            else twice = last.kind == PPK_BEGIN || last.kind == PPK_END;
        }
        if (twice) pp_hardbreak(pp);
        pp_hardbreak(pp);
        break;
    }
    }
    p->cur++;
}

bool pr_maybe_print_comment(Printer *p, uint32_t pos) {
    bool has = false;
    const PrComment *c;
    while ((c = next_comment(p)) && c->pos < pos) {
        has = true;
        print_comment(p, c);
    }
    return has;
}

static uint32_t line_of(const Printer *p, uint32_t pos) {
    SourceLoc l = p->sm ? sm_lookup(p->sm, pos) : (SourceLoc){0};
    return l.file ? l.line : 1;
}

/* rustc's maybe_print_trailing_comment: a comment on the line where the
 * node ends, after it (and before next_pos). */
void pr_maybe_print_trailing_comment(Printer *p, Span sp, uint32_t next_pos, bool has_next) {
    const PrComment *c = next_comment(p);
    if (!c || c->style != CMNT_TRAILING) return;
    uint32_t next = has_next ? next_pos : c->pos + 1;
    if (sp.hi < c->pos && c->pos < next && line_of(p, sp.hi) == line_of(p, c->pos)) print_comment(p, c);
}

static void print_remaining_comments(Printer *p) {
    if (!next_comment(p)) pp_hardbreak(&p->pp);
    const PrComment *c;
    while ((c = next_comment(p))) print_comment(p, c);
}

/* ---- boxes shared by items and blocks ---- */

void pr_head(Printer *p, const char *w) {
    pp_cbox(&p->pp, PP_INDENT);   /* the outer box: consistent */
    pp_ibox(&p->pp, 0);           /* the head: inconsistent */
    if (*w) pp_word_nbsp(&p->pp, w);
}

void pr_bopen(Printer *p) {
    pp_word(&p->pp, "{");
    pp_end(&p->pp);   /* the head box */
}

void pr_bclose_maybe_open(Printer *p, Span sp, bool empty, bool close_box) {
    bool has_comment = pr_maybe_print_comment(p, sp.hi);
    if (!empty || has_comment) pp_break_offset_if_not_bol(&p->pp, 1, -PP_INDENT);
    pp_word(&p->pp, "}");
    if (close_box) pp_end(&p->pp);   /* the outer box */
}

void pr_bclose(Printer *p, Span sp, bool empty) { pr_bclose_maybe_open(p, sp, empty, true); }

/* ---- identifiers ---- */

/* rustc's Ident::is_raw_guess: a keyword of the edition (not `self`,
 * `crate`, `_`, ... which cannot be raw) was written `r#kw`. */
static bool is_raw_guess(const Printer *p, Symbol s) {
    if (s == SYM_self || s == SYM_Self || s == SYM_super || s == SYM_crate || s == SYM_underscore ||
        s == SYM_dollar_crate || s == SYM_PathRoot || s == SYM_static_lifetime)
        return false;
    return sym_is_keyword(s, p->edition);
}

void pr_ident(Printer *p, Ident id) {
    if (id.name == SYM_dollar_crate && ast_print_dollar_crate) {
        const char *s = ast_print_dollar_crate(ast_print_dollar_crate_arg, id.ctxt);
        if (s) {
            pp_word(&p->pp, s);
            return;
        }
    }
    if (is_raw_guess(p, id.name)) {
        StrBuf sb = {0};
        sb_puts(&sb, "r#");
        sb_putn(&sb, sym_str(id.name), sym_len(id.name));
        pp_word_n(&p->pp, sb.data, sb.len);
        sb_free(&sb);
        return;
    }
    pp_word_n(&p->pp, sym_str(id.name), sym_len(id.name));
}

void pr_name(Printer *p, Symbol s) { pp_word_n(&p->pp, sym_str(s), sym_len(s)); }

void pr_lifetime(Printer *p, const Lifetime *lt) { pr_name(p, lt->ident.name); }

/* A literal token as written (its text may hold NUL bytes). */
void pr_literal(Printer *p, const Token *t, Span sp) {
    pr_maybe_print_comment(p, sp.lo);
    if (!t->suffix) {
        pp_word_n(&p->pp, sym_str(t->sym), sym_len(t->sym));
        return;
    }
    StrBuf sb = {0};
    sb_putn(&sb, sym_str(t->sym), sym_len(t->sym));
    sb_puts(&sb, sym_str(t->suffix));
    pp_word_n(&p->pp, sb.data, sb.len);
    sb_free(&sb);
}

/* ---- attributes ---- */

static void print_attr_item(Printer *p, const Attr *a) {
    pp_ibox(&p->pp, 0);
    switch (a->args_kind) {
    case ATTR_ARGS_DELIMITED: {
        PrMac m = {.header = MAC_HEADER_PATH, .path = &a->path, .delim = a->delim, .tokens = a->tokens,
                   .convert_dollar_crate = true, .span = a->span};
        pr_mac_common(p, &m);
        break;
    }
    case ATTR_ARGS_EMPTY:
        pr_path(p, &a->path, false, 0);
        break;
    case ATTR_ARGS_EQ: {
        pr_path(p, &a->path, false, 0);
        pp_space(&p->pp);
        pp_word_space(&p->pp, "=");
        /* the value as its own string (rustc's expr_to_string) */
        Printer q;
        pr_init(&q, p->ps);
        q.edition = p->edition;
        if (a->eq_expr) pr_expr(&q, a->eq_expr);
        else pr_tts(&q, a->tokens, false);
        char *s = pp_finish(&q.pp);
        pp_word(&p->pp, s);
        free(s);
        break;
    }
    }
    pp_end(&p->pp);
}

static void print_attribute_inline(Printer *p, const Attr *a, bool is_inline) {
    if (!is_inline) pp_hardbreak_if_not_bol(&p->pp);
    pr_maybe_print_comment(p, a->span.lo);
    if (a->is_doc_comment) {
        bool inner = a->style == ATTR_INNER;
        StrBuf sb = {0};
        sb_puts(&sb, a->doc_block ? (inner ? "/*!" : "/**") : (inner ? "//!" : "///"));
        sb_putn(&sb, sym_str(a->doc_sym), sym_len(a->doc_sym));
        if (a->doc_block) sb_puts(&sb, "*/");
        pp_word_n(&p->pp, sb.data, sb.len);
        sb_free(&sb);
        pp_hardbreak(&p->pp);
        return;
    }
    pp_word(&p->pp, a->style == ATTR_INNER ? "#![" : "#[");
    print_attr_item(p, a);
    pp_word(&p->pp, "]");
}

static bool print_either_attributes(Printer *p, AttrList attrs, AttrStyle style, bool is_inline,
                                    bool trailing_hardbreak) {
    bool printed = false;
    for (uint32_t i = 0; i < attrs.len; i++) {
        if (attrs.data[i].style != style) continue;
        print_attribute_inline(p, &attrs.data[i], is_inline);
        if (is_inline) pp_nbsp(&p->pp);
        printed = true;
    }
    if (printed && trailing_hardbreak && !is_inline) pp_hardbreak_if_not_bol(&p->pp);
    return printed;
}

bool pr_inner_attrs(Printer *p, AttrList attrs) { return print_either_attributes(p, attrs, ATTR_INNER, false, true); }
bool pr_inner_attrs_no_trailing_hardbreak(Printer *p, AttrList attrs) {
    return print_either_attributes(p, attrs, ATTR_INNER, false, false);
}
bool pr_outer_attrs(Printer *p, AttrList attrs) { return print_either_attributes(p, attrs, ATTR_OUTER, false, true); }
bool pr_outer_attrs_inline(Printer *p, AttrList attrs) {
    return print_either_attributes(p, attrs, ATTR_OUTER, true, true);
}

static bool has_attr_named(AttrList attrs, Symbol name) {
    for (uint32_t i = 0; i < attrs.len; i++) {
        const Attr *a = &attrs.data[i];
        if (!a->is_doc_comment && a->path.nsegs == 1 && a->path.segs[0].ident.name == name) return true;
    }
    return false;
}

/* ---- macro calls ---- */

void pr_mac(Printer *p, const MacCall *m) {
    PrMac pm = {.header = MAC_HEADER_PATH, .path = &m->path, .has_bang = true, .delim = m->delim,
                .tokens = m->tokens, .convert_dollar_crate = true, .span = m->span};
    pr_mac_common(p, &pm);
}

/* ---- paths ---- */

static void print_path_segment(Printer *p, const PathSegment *seg, bool colons_before_params) {
    if (seg->ident.name == SYM_PathRoot) return;
    pr_ident(p, seg->ident);
    if (seg->args) pr_generic_args(p, seg->args, colons_before_params);
}

void pr_path(Printer *p, const Path *path, bool colons_before_params, uint32_t depth) {
    pr_maybe_print_comment(p, path->span.lo);
    uint32_t n = path->nsegs >= depth ? path->nsegs - depth : 0;
    for (uint32_t i = 0; i < n; i++) {
        if (i > 0) pp_word(&p->pp, "::");
        print_path_segment(p, &path->segs[i], colons_before_params);
    }
}

void pr_qpath(Printer *p, const Path *path, const QSelf *qself, bool colons_before_params) {
    pp_word(&p->pp, "<");
    pr_type(p, qself->ty);
    if (qself->position > 0) {
        pp_space(&p->pp);
        pp_word_space(&p->pp, "as");
        pr_path(p, path, false, path->nsegs - qself->position);
    }
    pp_word(&p->pp, ">");
    for (uint32_t i = qself->position; i < path->nsegs; i++) {
        const PathSegment *seg = &path->segs[i];
        pp_word(&p->pp, "::");
        pr_ident(p, seg->ident);
        if (seg->args) pr_generic_args(p, seg->args, colons_before_params);
    }
}

static void print_generic_arg(Printer *p, const GenericArg *a) {
    Pp *pp = &p->pp;
    switch (a->kind) {
    case GA_LIFETIME:
        pr_lifetime(p, &a->lifetime);
        break;
    case GA_TYPE:
        pr_type(p, a->ty);
        break;
    case GA_CONST:
        pr_expr(p, a->expr);
        break;
    case GA_CONSTRAINT:
        /* rustc's print_assoc_constraint (`Item = T`, `Item : Bound`) */
        pr_ident(p, a->ident);
        if (a->gen_args) pr_generic_args(p, a->gen_args, false);
        pp_space(pp);
        if (a->is_bound) {
            if (a->bounds.len) {
                pp_word_nbsp(pp, ":");
                pr_type_bounds(p, a->bounds);
            }
        } else {
            pp_word_space(pp, "=");
            if (a->ty) pr_type(p, a->ty);
            else if (a->expr) pr_expr_anon_const(p, a->expr, (AttrList){0});
        }
        break;
    }
}

void pr_generic_args(Printer *p, const GenericArgs *ga, bool colons_before_params) {
    Pp *pp = &p->pp;
    if (colons_before_params) pp_word(pp, "::");
    if (ga->parenthesized) {
        pp_word(pp, "(");
        pp_ibox(pp, 0);
        for (uint32_t i = 0; i < ga->inputs.len; i++) {
            if (i) pp_word_space(pp, ",");
            pr_type(p, ga->inputs.data[i]);
        }
        pp_end(pp);
        pp_word(pp, ")");
        if (ga->output) {
            pp_space_if_not_bol(pp);
            pp_ibox(pp, PP_INDENT);
            pp_word_space(pp, "->");
            pr_type(p, ga->output);
            pp_end(pp);
            pr_maybe_print_comment(p, ga->output->span.lo);
        }
        return;
    }
    pp_word(pp, "<");
    pp_ibox(pp, 0);
    for (uint32_t i = 0; i < ga->nargs; i++) {
        if (i) pp_word_space(pp, ",");
        print_generic_arg(p, &ga->args[i]);
    }
    pp_end(pp);
    pp_word(pp, ">");
}

/* ---- generics and bounds ---- */

void pr_formal_generic_params(Printer *p, GenericParamList params) {
    if (!params.len) return;
    pp_word(&p->pp, "for");
    pr_generic_params(p, params);
    pp_nbsp(&p->pp);
}

void pr_type_bounds(Printer *p, GenericBoundList b) {
    Pp *pp = &p->pp;
    for (uint32_t i = 0; i < b.len; i++) {
        const GenericBound *g = &b.data[i];
        if (i) {
            pp_nbsp(pp);
            pp_word_space(pp, "+");
        }
        switch (g->kind) {
        case BOUND_OUTLIVES:
            pr_lifetime(p, &g->lifetime);
            break;
        case BOUND_USE:
            /* `use<'a, T>` (newer than rustc 1.63) */
            pp_word(pp, "use<");
            for (uint32_t k = 0; k < g->nuse_args; k++) {
                if (k) pp_word_space(pp, ",");
                print_generic_arg(p, &g->use_args[k]);
            }
            pp_word(pp, ">");
            break;
        case BOUND_TRAIT:
            /* rustc 1.63 prints `?` and no other modifier; `!` is newer */
            if (g->modifier == BOUND_MAYBE) pp_word(pp, "?");
            else if (g->modifier == BOUND_NEGATIVE) pp_word(pp, "!");
            pr_formal_generic_params(p, g->bound_generic_params);
            pr_path(p, &g->trait_path, false, 0);
            break;
        }
    }
}

static void print_lifetime_bounds(Printer *p, GenericBoundList b) {
    for (uint32_t i = 0; i < b.len; i++) {
        if (i) pp_word(&p->pp, " + ");
        if (b.data[i].kind == BOUND_OUTLIVES) pr_lifetime(p, &b.data[i].lifetime);
    }
}

void pr_generic_params(Printer *p, GenericParamList params) {
    Pp *pp = &p->pp;
    if (!params.len) return;
    pp_word(pp, "<");
    pp_ibox(pp, 0);
    for (uint32_t i = 0; i < params.len; i++) {
        const GenericParam *gp = &params.data[i];
        if (i) pp_word_space(pp, ",");
        pr_outer_attrs_inline(p, gp->attrs);
        switch (gp->kind) {
        case GP_LIFETIME:
            pr_name(p, gp->ident.name);
            if (gp->bounds.len) {
                pp_word_nbsp(pp, ":");
                print_lifetime_bounds(p, gp->bounds);
            }
            break;
        case GP_TYPE:
            pr_ident(p, gp->ident);
            if (gp->bounds.len) {
                pp_word_nbsp(pp, ":");
                pr_type_bounds(p, gp->bounds);
            }
            if (gp->default_ty) {
                pp_space(pp);
                pp_word_space(pp, "=");
                pr_type(p, gp->default_ty);
            }
            break;
        case GP_CONST:
            pp_word_space(pp, "const");
            pr_ident(p, gp->ident);
            pp_space(pp);
            pp_word_space(pp, ":");
            pr_type(p, gp->ty);
            if (gp->bounds.len) {
                pp_word_nbsp(pp, ":");
                pr_type_bounds(p, gp->bounds);
            }
            if (gp->default_expr) {
                pp_space(pp);
                pp_word_space(pp, "=");
                pr_expr(p, gp->default_expr);
            }
            break;
        }
    }
    pp_end(pp);
    pp_word(pp, ">");
}

static void print_where_predicate(Printer *p, const WherePredicate *wp) {
    Pp *pp = &p->pp;
    switch (wp->kind) {
    case WHERE_BOUND:
        pr_formal_generic_params(p, wp->bound_generic_params);
        pr_type(p, wp->bounded_ty);
        pp_word(pp, ":");
        if (wp->bounds.len) {
            pp_nbsp(pp);
            pr_type_bounds(p, wp->bounds);
        }
        break;
    case WHERE_REGION:
        pr_lifetime(p, &wp->lifetime);
        pp_word(pp, ":");
        if (wp->bounds.len) {
            pp_nbsp(pp);
            print_lifetime_bounds(p, wp->bounds);
        }
        break;
    case WHERE_EQ:
        pr_type(p, wp->bounded_ty);
        pp_space(pp);
        pp_word_space(pp, "=");
        pr_type(p, wp->rhs_ty);
        break;
    }
}

static void print_where_clause_parts(Printer *p, bool has_where_token, WherePredicateList preds) {
    if (!preds.len && !has_where_token) return;
    pp_space(&p->pp);
    pp_word_space(&p->pp, "where");
    for (uint32_t i = 0; i < preds.len; i++) {
        if (i) pp_word_space(&p->pp, ",");
        print_where_predicate(p, &preds.data[i]);
    }
}

static void print_where_clause(Printer *p, const Generics *g) {
    print_where_clause_parts(p, g->has_where_token, g->where_preds);
}

/* ---- visibility, qualifiers ---- */

void pr_vis(Printer *p, const Visibility *v) {
    switch (v->kind) {
    case VIS_INHERITED:
        break;
    case VIS_PUBLIC:
        pp_word_nbsp(&p->pp, "pub");
        break;
    case VIS_CRATE_SUGAR:
        pp_word_nbsp(&p->pp, "crate");
        break;
    case VIS_RESTRICTED: {
        Printer q;
        pr_init(&q, p->ps);
        pr_path(&q, &v->path, false, 0);
        char *path = pp_finish(&q.pp);
        bool kw = !strcmp(path, "crate") || !strcmp(path, "self") || !strcmp(path, "super");
        char *w = xasprintf(kw ? "pub(%s)" : "pub(in %s)", path);
        pp_word_nbsp(&p->pp, w);
        free(w);
        free(path);
        break;
    }
    }
}

/* The visibility's text followed by `s`, as one word (rustc's
 * visibility_qualified). */
static char *vis_qualified(Printer *p, const Visibility *v, const char *s) {
    Printer q;
    pr_init(&q, p->ps);
    pr_vis(&q, v);
    pp_word(&q.pp, s);
    return pp_finish(&q.pp);
}

static void head_vis(Printer *p, const Visibility *v, const char *s) {
    char *w = vis_qualified(p, v, s);
    pr_head(p, w);
    free(w);
}

void pr_mutability(Printer *p, Mutability m, bool print_const) {
    if (m == MUT_MUT) pp_word_nbsp(&p->pp, "mut");
    else if (print_const) pp_word_nbsp(&p->pp, "const");
}

static void print_unsafety(Printer *p, Unsafety u) {
    if (u == UNSAFETY_YES) pp_word_nbsp(&p->pp, "unsafe");
    else if (u == UNSAFETY_SAFE) pp_word_nbsp(&p->pp, "safe");
}

static void print_defaultness(Printer *p, Defaultness d) {
    if (d == DEFAULT_DEFAULT) pp_word_nbsp(&p->pp, "default");
}

/* `extern "abi" ` (the abi as a literal: its comments first) */
static void print_extern(Printer *p, const Extern *e) {
    if (!e->has_extern) return;
    pp_word_nbsp(&p->pp, "extern");
    if (e->abi) {
        Token t = {.kind = TK_LIT_STR, .sym = e->abi};
        pr_literal(p, &t, e->span);
        pp_nbsp(&p->pp);
    }
}

/* ---- types ---- */

/* rustc's Param::to_self: `self`, `mut self`, `&'a mut self`, `self: T`. */
static bool print_explicit_self(Printer *p, const Param *prm) {
    const Pat *pat = prm->pat;
    if (!pat || pat->kind != PAT_IDENT || pat->ident.by_ref || pat->ident.ident.name != SYM_self) return false;
    Pp *pp = &p->pp;
    const Ty *t = prm->ty;
    if (!t || t->kind == TY_IMPLICIT_SELF) {
        pr_mutability(p, pat->ident.mutbl, false);
        pp_word(pp, "self");
    } else if (t->kind == TY_REF && t->ref.ty->kind == TY_IMPLICIT_SELF) {
        pp_word(pp, "&");
        if (t->ref.lifetime) {
            pr_lifetime(p, t->ref.lifetime);
            pp_nbsp(pp);
        }
        pr_mutability(p, t->ref.mutbl, false);
        pp_word(pp, "self");
    } else {
        pr_mutability(p, pat->ident.mutbl, false);
        pp_word(pp, "self");
        pp_word_space(pp, ":");
        pr_type(p, t);
    }
    return true;
}

static void print_param(Printer *p, const Param *prm, bool is_closure) {
    Pp *pp = &p->pp;
    pp_ibox(pp, PP_INDENT);
    pr_outer_attrs_inline(p, prm->attrs);
    if (is_closure && (!prm->ty || prm->ty->kind == TY_INFER)) {
        pr_pat(p, prm->pat);
    } else if (!print_explicit_self(p, prm)) {
        if (!prm->is_placeholder && prm->pat) {
            pr_pat(p, prm->pat);
            pp_word(pp, ":");
            pp_space(pp);
        }
        if (prm->ty) pr_type(p, prm->ty);
    }
    pp_end(pp);
}

static void print_fn_ret_ty(Printer *p, const Ty *out) {
    if (!out) return;
    Pp *pp = &p->pp;
    pp_space_if_not_bol(pp);
    pp_ibox(pp, PP_INDENT);
    pp_word_space(pp, "->");
    pr_type(p, out);
    pp_end(pp);
    pr_maybe_print_comment(p, out->span.lo);
}

void pr_fn_params_and_ret(Printer *p, const FnDecl *d, bool is_closure) {
    Pp *pp = &p->pp;
    pp_word(pp, is_closure ? "|" : "(");
    pp_ibox(pp, 0);
    for (uint32_t i = 0; i < d->inputs.len; i++) {
        if (i) pp_word_space(pp, ",");
        print_param(p, &d->inputs.data[i], is_closure);
    }
    pp_end(pp);
    pp_word(pp, is_closure ? "|" : ")");
    print_fn_ret_ty(p, d->output);
}

/* rustc's print_fn_header_info then the rest of print_fn. */
static void print_fn(Printer *p, const FnDecl *d, const FnHeader *h, const Ident *name, const Generics *g) {
    Pp *pp = &p->pp;
    if (h->is_const) pp_word_nbsp(pp, "const");
    if (h->is_async) pp_word_nbsp(pp, "async");
    print_unsafety(p, h->unsafety);
    print_extern(p, &h->ext);
    pp_word(pp, "fn");
    if (name) {
        pp_nbsp(pp);
        pr_ident(p, *name);
    }
    if (g) pr_generic_params(p, g->params);
    pr_fn_params_and_ret(p, d, false);
    if (g) print_where_clause(p, g);
}

void pr_type(Printer *p, const Ty *t) {
    Pp *pp = &p->pp;
    pr_maybe_print_comment(p, t->span.lo);
    pp_ibox(pp, 0);
    switch (t->kind) {
    case TY_SLICE:
        pp_word(pp, "[");
        pr_type(p, t->elem);
        pp_word(pp, "]");
        break;
    case TY_PTR:
        pp_word(pp, "*");
        pr_mutability(p, t->ptr.mutbl, true);
        pr_type(p, t->ptr.ty);
        break;
    case TY_REF:
        pp_word(pp, "&");
        if (t->ref.lifetime) {
            pr_lifetime(p, t->ref.lifetime);
            pp_nbsp(pp);
        }
        pr_mutability(p, t->ref.mutbl, false);
        pr_type(p, t->ref.ty);
        break;
    case TY_NEVER:
        pp_word(pp, "!");
        break;
    case TY_TUP:
        pp_word(pp, "(");
        pp_ibox(pp, 0);
        for (uint32_t i = 0; i < t->tup.len; i++) {
            if (i) pp_word_space(pp, ",");
            pr_type(p, t->tup.data[i]);
        }
        pp_end(pp);
        if (t->tup.len == 1) pp_word(pp, ",");
        pp_word(pp, ")");
        break;
    case TY_PAREN:
        pp_word(pp, "(");
        pr_type(p, t->elem);
        pp_word(pp, ")");
        break;
    case TY_BARE_FN: {
        pp_ibox(pp, PP_INDENT);
        pr_formal_generic_params(p, t->bare_fn.generic_params);
        FnHeader h = {.unsafety = t->bare_fn.unsafety, .ext = t->bare_fn.ext};
        print_fn(p, &t->bare_fn.decl, &h, NULL, NULL);
        pp_end(pp);
        break;
    }
    case TY_PATH:
        if (t->path.qself) pr_qpath(p, &t->path.path, t->path.qself, false);
        else pr_path(p, &t->path.path, false, 0);
        break;
    case TY_TRAIT_OBJECT:
        if (t->trait_object.dyn) pp_word_nbsp(pp, "dyn");
        pr_type_bounds(p, t->trait_object.bounds);
        break;
    case TY_IMPL_TRAIT:
        pp_word_nbsp(pp, "impl");
        pr_type_bounds(p, t->impl_trait.bounds);
        break;
    case TY_ARRAY:
        pp_word(pp, "[");
        pr_type(p, t->array.elem);
        pp_word(pp, "; ");
        pr_expr(p, t->array.len);
        pp_word(pp, "]");
        break;
    case TY_TYPEOF:
        pp_word(pp, "typeof(");
        pr_expr(p, t->typeof_expr);
        pp_word(pp, ")");
        break;
    case TY_INFER:
        pp_word(pp, "_");
        break;
    case TY_IMPLICIT_SELF:
        pp_word(pp, "Self");
        break;
    case TY_MAC_CALL:
        pr_mac(p, &t->mac);
        break;
    case TY_CVARARGS:
        pp_word(pp, "...");
        break;
    case TY_ERR:
    case TY__COUNT:
        pp_word(pp, "(");
        pp_word(pp, "/*ERROR*/");
        pp_word(pp, ")");
        break;
    }
    pp_end(pp);
}

/* ---- items ---- */

static void print_use_tree(Printer *p, const UseTree *t, bool skip_root) {
    Pp *pp = &p->pp;
    Path prefix = t->prefix;
    /* the injected prelude import of 2018+ is `std::prelude::..` in rustc */
    if (skip_root && prefix.nsegs && prefix.segs[0].ident.name == SYM_PathRoot) prefix.segs++, prefix.nsegs--;
    switch (t->kind) {
    case USE_SIMPLE:
        pr_path(p, &prefix, false, 0);
        if (t->has_rename) {
            pp_nbsp(pp);
            pp_word_nbsp(pp, "as");
            pr_ident(p, t->rename);
        }
        break;
    case USE_GLOB:
        if (prefix.nsegs) {
            pr_path(p, &prefix, false, 0);
            pp_word(pp, "::");
        }
        pp_word(pp, "*");
        break;
    case USE_NESTED:
        if (prefix.nsegs) {
            pr_path(p, &prefix, false, 0);
            pp_word(pp, "::");
        }
        if (!t->nested.len) {
            pp_word(pp, "{}");
        } else if (t->nested.len == 1) {
            print_use_tree(p, &t->nested.data[0], false);
        } else {
            pp_cbox(pp, PP_INDENT);
            pp_word(pp, "{");
            pp_zerobreak(pp);
            pp_ibox(pp, 0);
            for (uint32_t i = 0; i < t->nested.len; i++) {
                const UseTree *u = &t->nested.data[i];
                print_use_tree(p, u, false);
                if (i + 1 < t->nested.len) {
                    pp_word(pp, ",");
                    if (u->kind == USE_NESTED) pp_hardbreak(pp);
                    else pp_space(pp);
                }
            }
            pp_end(pp);
            pp_trailing_comma(pp);
            pp_offset(pp, -PP_INDENT);
            pp_word(pp, "}");
            pp_end(pp);
        }
        break;
    }
}

/* rustc's print_item_const: statics, consts (items and associated). */
static void print_item_const(Printer *p, const Item *it, const char *leading, Defaultness def, const Ty *ty,
                             const Expr *body) {
    Pp *pp = &p->pp;
    pr_head(p, "");
    pr_vis(p, &it->vis);
    print_defaultness(p, def);
    pp_word_space(pp, leading);
    pr_ident(p, it->ident);
    pp_word_space(pp, ":");
    pr_type(p, ty);
    if (body) pp_space(pp);
    pp_end(pp);   /* the head */
    if (body) {
        pp_word_space(pp, "=");
        pr_expr(p, body);
    }
    pp_word(pp, ";");
    pp_end(pp);   /* the outer box */
}

static void print_ty_alias(Printer *p, const Item *it) {
    Pp *pp = &p->pp;
    const Generics *g = &it->ty_alias.generics;
    pr_head(p, "");
    pr_vis(p, &it->vis);
    print_defaultness(p, it->ty_alias.defaultness);
    pp_word_space(pp, "type");
    pr_ident(p, it->ident);
    pr_generic_params(p, g->params);
    if (it->ty_alias.bounds.len) {
        pp_word_nbsp(pp, ":");
        pr_type_bounds(p, it->ty_alias.bounds);
    }
    /* The predicates of both where clauses are in one list: they print
     * after the type when the clause was written there. */
    bool after = !span_is_dummy(it->ty_alias.where_after_span) && it->ty_alias.ty;
    if (!after) print_where_clause(p, g);
    if (it->ty_alias.ty) {
        pp_space(pp);
        pp_word_space(pp, "=");
        pr_type(p, it->ty_alias.ty);
    }
    if (after) print_where_clause(p, g);
    pp_word(pp, ";");
    pp_end(pp);
    pp_end(pp);
}

static void print_record_struct_body(Printer *p, FieldDefList fields, Span sp) {
    Pp *pp = &p->pp;
    pp_nbsp(pp);
    pr_bopen(p);
    bool empty = fields.len == 0;
    if (!empty) {
        pp_hardbreak_if_not_bol(pp);
        for (uint32_t i = 0; i < fields.len; i++) {
            const FieldDef *f = &fields.data[i];
            pp_hardbreak_if_not_bol(pp);
            pr_maybe_print_comment(p, f->span.lo);
            pr_outer_attrs(p, f->attrs);
            pr_vis(p, &f->vis);
            pr_ident(p, f->ident);
            pp_word_nbsp(pp, ":");
            pr_type(p, f->ty);
            pp_word(pp, ",");
        }
    }
    pr_bclose(p, sp, empty);
}

static void print_struct(Printer *p, const VariantData *vd, const Generics *g, Ident ident, Span sp,
                         bool print_finalizer) {
    Pp *pp = &p->pp;
    pr_ident(p, ident);
    if (g) pr_generic_params(p, g->params);
    if (vd->kind == VD_STRUCT) {
        if (g) print_where_clause(p, g);
        print_record_struct_body(p, vd->fields, sp);
        return;
    }
    if (vd->kind == VD_TUPLE) {
        pp_word(pp, "(");
        pp_ibox(pp, 0);
        for (uint32_t i = 0; i < vd->fields.len; i++) {
            const FieldDef *f = &vd->fields.data[i];
            if (i) pp_word_space(pp, ",");
            pr_maybe_print_comment(p, f->span.lo);
            pr_outer_attrs(p, f->attrs);
            pr_vis(p, &f->vis);
            pr_type(p, f->ty);
        }
        pp_end(pp);
        pp_word(pp, ")");
    }
    if (g) print_where_clause(p, g);
    if (print_finalizer) pp_word(pp, ";");
    pp_end(pp);
    pp_end(pp);   /* the outer box */
}

static void print_variant(Printer *p, const Variant *v) {
    pr_head(p, "");
    pr_vis(p, &v->vis);
    print_struct(p, &v->data, NULL, v->ident, v->span, false);
    if (v->disr_expr) {
        pp_space(&p->pp);
        pp_word_space(&p->pp, "=");
        pr_expr(p, v->disr_expr);
    }
}

static void print_enum(Printer *p, const Item *it) {
    Pp *pp = &p->pp;
    head_vis(p, &it->vis, "enum");
    pr_ident(p, it->ident);
    pr_generic_params(p, it->enum_.generics.params);
    print_where_clause(p, &it->enum_.generics);
    pp_space(pp);
    pr_bopen(p);
    VariantList vs = it->enum_.variants;
    for (uint32_t i = 0; i < vs.len; i++) {
        const Variant *v = &vs.data[i];
        pp_space_if_not_bol(pp);
        pr_maybe_print_comment(p, v->span.lo);
        pr_outer_attrs(p, v->attrs);
        pp_ibox(pp, 0);
        print_variant(p, v);
        pp_word(pp, ",");
        pp_end(pp);
        pr_maybe_print_trailing_comment(p, v->span, 0, false);
    }
    pr_bclose(p, it->span, vs.len == 0);
}

static void print_fn_full(Printer *p, const Item *it) {
    const FnItem *fn = &it->fn;
    if (fn->body) pr_head(p, "");
    pr_vis(p, &it->vis);
    print_defaultness(p, fn->defaultness);
    print_fn(p, &fn->decl, &fn->header, &it->ident, &fn->generics);
    if (fn->body) {
        pp_nbsp(&p->pp);
        pr_block_with_attrs(p, fn->body, it->attrs);
    } else {
        pp_word(&p->pp, ";");
    }
}

/* `{ inner attributes, items }` of modules, traits, impls, extern blocks. */
static void print_item_block(Printer *p, const Item *it, ItemList items) {
    pr_bopen(p);
    pr_inner_attrs(p, it->attrs);
    for (uint32_t i = 0; i < items.len; i++) pr_item(p, items.data[i]);
    pr_bclose(p, it->span, it->attrs.len == 0 && items.len == 0);
}

/* Trait and trait alias bounds: `?Trait` bounds print as `for ?Trait`
 * (rustc keeps that old syntax), the others after `:` or `=`. */
static GenericBoundList print_maybe_bounds(Printer *p, GenericBoundList bounds, GenericBound *buf) {
    GenericBoundList real = {buf, 0};
    for (uint32_t i = 0; i < bounds.len; i++) {
        const GenericBound *b = &bounds.data[i];
        if (b->kind == BOUND_TRAIT && b->modifier == BOUND_MAYBE) {
            pp_space(&p->pp);
            pp_word_space(&p->pp, "for ?");
            pr_path(p, &b->trait_path, false, 0);
        } else {
            buf[real.len++] = *b;
        }
    }
    return real;
}

static void print_trait(Printer *p, const Item *it) {
    Pp *pp = &p->pp;
    pr_head(p, "");
    pr_vis(p, &it->vis);
    print_unsafety(p, it->trait.unsafety);
    if (it->trait.is_auto) pp_word_nbsp(pp, "auto");
    pp_word_nbsp(pp, "trait");
    pr_ident(p, it->ident);
    pr_generic_params(p, it->trait.generics.params);
    GenericBound *buf = xmalloc(sizeof(GenericBound) * (it->trait.bounds.len + 1));
    GenericBoundList real = print_maybe_bounds(p, it->trait.bounds, buf);
    if (real.len) {
        pp_word_nbsp(pp, ":");
        pr_type_bounds(p, real);
    }
    free(buf);
    print_where_clause(p, &it->trait.generics);
    pp_word(pp, " ");
    print_item_block(p, it, it->trait.items);
}

static void print_trait_alias(Printer *p, const Item *it) {
    Pp *pp = &p->pp;
    head_vis(p, &it->vis, "trait");
    pr_ident(p, it->ident);
    pr_generic_params(p, it->trait_alias.generics.params);
    GenericBound *buf = xmalloc(sizeof(GenericBound) * (it->trait_alias.bounds.len + 1));
    GenericBoundList real = print_maybe_bounds(p, it->trait_alias.bounds, buf);
    pp_nbsp(pp);
    if (real.len) {
        pp_word_nbsp(pp, "=");
        pr_type_bounds(p, real);
    }
    free(buf);
    print_where_clause(p, &it->trait_alias.generics);
    pp_word(pp, ";");
    pp_end(pp);
    pp_end(pp);
}

static void print_impl(Printer *p, const Item *it) {
    Pp *pp = &p->pp;
    pr_head(p, "");
    pr_vis(p, &it->vis);
    print_defaultness(p, it->impl.defaultness);
    print_unsafety(p, it->impl.unsafety);
    pp_word(pp, "impl");
    if (!it->impl.generics.params.len) {
        pp_nbsp(pp);
    } else {
        pr_generic_params(p, it->impl.generics.params);
        pp_space(pp);
    }
    if (it->impl.is_const) pp_word_nbsp(pp, "const");
    if (it->impl.polarity == IMPL_NEGATIVE) pp_word(pp, "!");
    if (it->impl.of_trait) {
        pr_path(p, it->impl.of_trait, false, 0);
        pp_space(pp);
        pp_word_space(pp, "for");
    }
    pr_type(p, it->impl.self_ty);
    print_where_clause(p, &it->impl.generics);
    pp_space(pp);
    print_item_block(p, it, it->impl.items);
}

/* `macro_rules! name { .. }`; `macro name { .. }`, with `(params) body`
 * shown as rustc's parser stores it: `{ (params) => { body } }`. */
static void print_macro_def(Printer *p, const Item *it) {
    const MacroDef *m = &it->macro_def;
    PrMac pm = {.header = MAC_HEADER_KEYWORD, .kw = m->macro_rules ? "macro_rules" : "macro",
                .has_bang = m->macro_rules, .ident = &it->ident, .delim = m->delim, .tokens = m->body,
                .convert_dollar_crate = true, .span = it->span};
    if (!m->macro_rules) pr_vis(p, &it->vis);
    Token *joined = NULL;
    if (!m->macro_rules && m->has_params) {
        /* params `(..)`, `=>`, body `{..}` */
        uint32_t n = m->params.len + 2 + 1 + m->body.len + 2;
        joined = xmalloc(sizeof(Token) * n);
        uint32_t k = 0;
        Span ps = m->params.len ? span_new(m->params.data[0].span.lo, m->params.data[m->params.len - 1].span.hi)
                                : it->span;
        joined[k++] = (Token){.kind = TK_LPAREN, .span = {ps.lo, ps.lo}};
        memcpy(joined + k, m->params.data, sizeof(Token) * m->params.len);
        k += m->params.len;
        joined[k++] = (Token){.kind = TK_RPAREN, .span = {ps.hi, ps.hi}};
        joined[k++] = (Token){.kind = TK_FATARROW, .span = {ps.hi, ps.hi}};
        joined[k++] = (Token){.kind = TK_LBRACE, .span = {it->span.hi, it->span.hi}};
        memcpy(joined + k, m->body.data, sizeof(Token) * m->body.len);
        k += m->body.len;
        joined[k++] = (Token){.kind = TK_RBRACE, .span = {it->span.hi, it->span.hi}};
        pm.tokens = (TokenSlice){joined, k};
        pm.delim = DELIM_BRACE;
    }
    pr_mac_common(p, &pm);
    if (pm.delim != DELIM_BRACE) pp_word(&p->pp, ";");
    free(joined);
}

void pr_item(Printer *p, const Item *it) {
    Pp *pp = &p->pp;
    pp_hardbreak_if_not_bol(pp);
    pr_maybe_print_comment(p, it->span.lo);
    pr_outer_attrs(p, it->attrs);
    switch (it->kind) {
    case ITEM_EXTERN_CRATE:
        head_vis(p, &it->vis, "extern crate");
        if (it->extern_crate_orig) {
            pr_name(p, it->extern_crate_orig);
            pp_space(pp);
            pp_word(pp, "as");
            pp_space(pp);
        }
        pr_ident(p, it->ident);
        pp_word(pp, ";");
        pp_end(pp);
        pp_end(pp);
        break;
    case ITEM_USE:
        pr_vis(p, &it->vis);
        pp_word_nbsp(pp, "use");
        print_use_tree(p, &it->use_tree,
                       p->edition >= ED_2018 && has_attr_named(it->attrs, sym_cstr("prelude_import")));
        pp_word(pp, ";");
        break;
    case ITEM_STATIC: {
        /* `safe`/`unsafe` statics of `unsafe extern` blocks are newer */
        const char *lead = it->static_.mutbl == MUT_MUT ? "static mut" : "static";
        if (it->static_.safety != UNSAFETY_NO) {
            char *w = xasprintf("%s %s", it->static_.safety == UNSAFETY_SAFE ? "safe" : "unsafe", lead);
            print_item_const(p, it, w, DEFAULT_FINAL, it->static_.ty, it->static_.expr);
            free(w);
        } else {
            print_item_const(p, it, lead, DEFAULT_FINAL, it->static_.ty, it->static_.expr);
        }
        break;
    }
    case ITEM_CONST:
        print_item_const(p, it, "const", it->const_.defaultness, it->const_.ty, it->const_.expr);
        break;
    case ITEM_FN:
        print_fn_full(p, it);
        break;
    case ITEM_MOD: {
        Printer q;
        pr_init(&q, p->ps);
        pr_vis(&q, &it->vis);
        print_unsafety(&q, it->mod.unsafety);
        pp_word(&q.pp, "mod");
        char *w = pp_finish(&q.pp);
        pr_head(p, w);
        free(w);
        pr_ident(p, it->ident);
        if (it->mod.inline_ || it->mod.loaded) {
            pp_nbsp(pp);
            print_item_block(p, it, it->mod.items);
        } else {
            pp_word(pp, ";");
            pp_end(pp);
            pp_end(pp);
        }
        break;
    }
    case ITEM_FOREIGN_MOD:
        pr_head(p, it->foreign_mod.unsafety == UNSAFETY_YES ? "unsafe extern" : "extern");
        if (it->foreign_mod.abi.abi) {
            Token t = {.kind = TK_LIT_STR, .sym = it->foreign_mod.abi.abi};
            pr_literal(p, &t, it->foreign_mod.abi.span);
            pp_nbsp(pp);
        }
        print_item_block(p, it, it->foreign_mod.items);
        break;
    case ITEM_GLOBAL_ASM:
        /* rustc closes one of the two boxes head opens */
        head_vis(p, &it->vis, "global_asm!");
        pr_inline_asm(p, it->global_asm);
        pp_end(pp);
        break;
    case ITEM_TY_ALIAS:
        print_ty_alias(p, it);
        break;
    case ITEM_ENUM:
        print_enum(p, it);
        break;
    case ITEM_STRUCT:
    case ITEM_UNION:
        head_vis(p, &it->vis, it->kind == ITEM_STRUCT ? "struct" : "union");
        print_struct(p, &it->struct_.data, &it->struct_.generics, it->ident, it->span, true);
        break;
    case ITEM_TRAIT:
        print_trait(p, it);
        break;
    case ITEM_TRAIT_ALIAS:
        print_trait_alias(p, it);
        break;
    case ITEM_IMPL:
        print_impl(p, it);
        break;
    case ITEM_MAC_CALL:
        pr_mac(p, &it->mac);
        if (it->mac.delim != DELIM_BRACE) pp_word(pp, ";");
        break;
    case ITEM_MACRO_DEF:
        print_macro_def(p, it);
        break;
    case ITEM__COUNT:
        break;
    }
}

/* ---- entry points ---- */

static void print_crate(StrBuf *sb, const Crate *c, ParseSess *ps, bool expanded) {
    Printer p;
    pr_init(&p, ps);
    if (ps && ps->sm && !span_is_dummy(c->span)) {
        const SourceFile *f = sm_file_at(ps->sm, c->span.lo);
        if (f) gather_comments(&p, f, ps->edition);
    }
    Pp *pp = &p.pp;
    if (expanded && !has_attr_named(c->attrs, SYM_no_core)) {
        /* As rustc: the standard library was injected, and the output says
         * so (and, in 2015, #![no_std]) so that compiling it does not
         * inject it again. */
        pp_word(pp, "#![");
        pp_ibox(pp, 0);
        pp_word(pp, "feature");
        pp_word(pp, "(");
        pp_ibox(pp, 0);
        pp_word(pp, "prelude_import");
        pp_end(pp);
        pp_word(pp, ")");
        pp_end(pp);
        pp_word(pp, "]");
        if (p.edition == ED_2015) {
            pp_hardbreak_if_not_bol(pp);
            pp_word(pp, "#![");
            pp_ibox(pp, 0);
            pp_word(pp, "no_std");
            pp_end(pp);
            pp_word(pp, "]");
        }
    }
    pr_inner_attrs(&p, c->attrs);
    for (uint32_t i = 0; i < c->items.len; i++) pr_item(&p, c->items.data[i]);
    print_remaining_comments(&p);
    pr_free_comments(&p);
    pp_finish_into(pp, sb);
}

void ast_print_crate(StrBuf *sb, const Crate *c, ParseSess *ps) { print_crate(sb, c, ps, false); }
void ast_print_crate_expanded(StrBuf *sb, const Crate *c, ParseSess *ps) { print_crate(sb, c, ps, true); }

/* Pieces of the AST, each by a fresh printer (rustc's ty_to_string, ...). */
void ast_print_ty(StrBuf *sb, const Ty *t) {
    Printer p;
    pr_init(&p, NULL);
    pr_type(&p, t);
    pp_finish_into(&p.pp, sb);
}

void ast_print_path(StrBuf *sb, const Path *path) {
    Printer p;
    pr_init(&p, NULL);
    pr_path(&p, path, false, 0);
    pp_finish_into(&p.pp, sb);
}

void ast_print_item(StrBuf *sb, const Item *it) {
    Printer p;
    pr_init(&p, NULL);
    pr_item(&p, it);
    pp_finish_into(&p.pp, sb);
}

void ast_print_vis(StrBuf *sb, const Visibility *v) {
    Printer p;
    pr_init(&p, NULL);
    pr_vis(&p, v);
    pp_finish_into(&p.pp, sb);
}

void ast_print_bounds(StrBuf *sb, GenericBoundList b) {
    Printer p;
    pr_init(&p, NULL);
    pr_type_bounds(&p, b);
    pp_finish_into(&p.pp, sb);
}

/* ---- binary operators (shared by the expression printer and parser) ---- */

const char *binop_str(BinOp op) {
    static const char *const s[] = {
#define BINOP(name, str, prec) str,
#include "rcc/ast.def"
#undef BINOP
    };
    return op < BINOP__COUNT ? s[op] : "?";
}

int binop_prec(BinOp op) {
    static const int prec[] = {
#define BINOP(name, str, prec) prec,
#include "rcc/ast.def"
#undef BINOP
    };
    return op < BINOP__COUNT ? prec[op] : 0;
}
