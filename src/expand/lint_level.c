/* lint_level.c — rustc's lint levels and the notes of a lint's diagnostic,
 * shared by the early lints (early_lint.c) and type-checking's lints
 * (typeck/lint.c). See expand.h. */
#include "rcc/expand.h"

#include <stdio.h>
#include <string.h>

int lint_attrs_level(const AttrList *attrs, Symbol lint, Symbol group, LintSrc *src) {
    static Symbol s_forbid, s_expect;
    if (!s_forbid) {
        s_forbid = sym_cstr("forbid");
        s_expect = sym_cstr("expect");
    }
    int lvl = LINT_LVL_UNSET;
    for (uint32_t i = 0; attrs && i < attrs->len; i++) {
        const Attr *a = &attrs->data[i];
        if (a->is_doc_comment || a->path.nsegs != 1) continue;
        Symbol n = meta_attr_name(a);
        int l = n == SYM_allow || n == s_expect ? LINT_LVL_ALLOW : n == SYM_warn ? LINT_LVL_WARN
                : n == SYM_deny                 ? LINT_LVL_DENY
                : n == s_forbid                 ? LINT_LVL_FORBID
                                                : LINT_LVL_UNSET;
        if (l == LINT_LVL_UNSET) continue;
        for (uint32_t k = 0; k < a->tokens.len; k++) {
            Symbol t = a->tokens.data[k].sym;
            if (t != lint && (!group || t != group)) continue;
            lvl = l;
            *src = (LintSrc){.level = l, .from_attr = true, .via_group = t == group, .span = a->tokens.data[k].span,
                             .attr = sym_str(n), .lint = src->lint, .group = src->group};
        }
    }
    return lvl;
}

void lint_cli_level(LintSrc *src, const LintCli *cli, int default_level) {
    if (src->level != LINT_LVL_UNSET) return;
    src->level = default_level;
    const char *lint = src->lint, *group = src->group;
    /* the last -A/-W/-D/-F naming it (dashes or underscores) or its group */
    for (uint32_t i = 0; cli && i < cli->n; i++) {
        const char *n = cli->names[i];
        bool is_lint = true, is_group = group != NULL;
        for (size_t k = 0;; k++) {
            char c = n[k] == '-' ? '_' : n[k];
            if (is_lint && c != lint[k]) is_lint = false;
            if (is_group && c != group[k]) is_group = false;
            if (!c) break;
        }
        if (!is_lint && !is_group) continue;
        src->level = cli->levels[i] == 2 ? LINT_LVL_WARN : cli->levels[i];
        src->from_cli = true;
        src->via_group = !is_lint;
    }
}

static void dashed(char *out, size_t cap, const char *s) {
    size_t i = 0;
    for (; s[i] && i + 1 < cap; i++) out[i] = s[i] == '_' ? '-' : s[i];
    out[i] = 0;
}

/* rustc's note_once / span_note_once: the note's text and span. */
static bool note_once(DiagCtx *dc, const char *text, Span sp) {
    uint64_t k = hash_bytes(text, strlen(text));
    return diag_once(dc, hash_u64(k ^ ((uint64_t)sp.lo << 32 | sp.hi)));
}

Diag *lint_diag_start(DiagCtx *dc, const LintSrc *l, Span sp, const char *msg) {
    if (l->level == LINT_LVL_ALLOW || l->level == LINT_LVL_UNSET) return NULL;
    bool deny = l->level >= LINT_LVL_DENY;
    Diag *d = deny ? diag_error(dc, DC_NONE, sp, "%s", msg) : diag_warning(dc, DC_NONE, sp, "%s", msg);
    char buf[256];
    if (l->from_attr) {
        if (note_once(dc, "the lint level is defined here", l->span))
            diag_span_note(d, l->span, "the lint level is defined here");
        if (l->via_group) {
            snprintf(buf, sizeof buf, "`#[%s(%s)]` implied by `#[%s(%s)]`", l->attr, l->lint, l->attr, l->group);
            if (note_once(dc, buf, (Span){0, 0})) diag_note(d, "%s", buf);
        }
    } else if (l->from_cli) {
        const char *flag = deny ? (l->level == LINT_LVL_FORBID ? "-F" : "-D") : "-W";
        char ln[64], gn[64];
        dashed(ln, sizeof ln, l->lint);
        dashed(gn, sizeof gn, l->group ? l->group : "");
        if (l->via_group) snprintf(buf, sizeof buf, "`%s %s` implied by `%s %s`", flag, ln, flag, gn);
        else snprintf(buf, sizeof buf, "requested on the command line with `%s %s`", flag, ln);
        if (note_once(dc, buf, (Span){0, 0})) diag_note(d, "%s", buf);
    } else {
        snprintf(buf, sizeof buf, "`#[%s(%s)]` on by default", deny ? "deny" : "warn", l->lint);
        if (note_once(dc, buf, (Span){0, 0})) diag_note(d, "%s", buf);
    }
    return d;
}
