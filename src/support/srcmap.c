/* srcmap.c — the source map: every loaded file owns a disjoint range of
 * global byte offsets, so a Span (a pair of offsets) names its file. Files
 * added later (by `mod foo;`, `include!`) simply get the next range. Line
 * tables are built the first time a diagnostic needs one. */
#include <ctype.h>
#include "rcc/support.h"

#include <errno.h>
#include <sys/stat.h>

void sm_init(SourceMap *sm) {
    memset(sm, 0, sizeof *sm);
    sm->next_start = 1; /* offset 0 is the dummy span */
}

void sm_free(SourceMap *sm) {
    for (uint32_t i = 0; i < sm->files.len; i++) {
        SourceFile *f = sm->files.data[i];
        free(f->name);
        free(f->local_path);
        free(f->src);
        free(f->lines);
        free(f->mbc);
        free(f);
    }
    vec_free(&sm->files);
}

SourceFile *sm_add_file(SourceMap *sm, const char *name, char *src, uint32_t len) {
    if ((uint64_t)sm->next_start + len + 1 > UINT32_MAX)
        rcc_ice("source map full: more than 4 GiB of source");
    SourceFile *f = xcalloc(1, sizeof *f);
    f->name = xstrdup(name);
    f->src = src;
    f->len = len;
    f->start = sm->next_start;
    /* +1 so that the end-of-file position of one file is not the start of
     * the next: a span at EOF still names its own file. */
    sm->next_start += len + 1;
    vec_push(&sm->files, f);
    return f;
}

SourceFile *sm_load_file(SourceMap *sm, const char *path, char **err) {
    *err = NULL;
    FILE *fp = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!fp) {
        int e = errno;
        *err = xasprintf("%s (os error %d)", e == ENOENT ? "No such file or directory" : strerror(e), e);
        return NULL;
    }
    if (fp != stdin) {
        struct stat st;
        if (fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
            fclose(fp);
            *err = xasprintf("Is a directory (os error %d)", EISDIR);
            return NULL;
        }
    }
    size_t cap = 1 << 16, len = 0;
    char *buf = xmalloc(cap);
    for (;;) {
        if (len + 1 >= cap) buf = xrealloc(buf, cap *= 2);
        size_t n = fread(buf + len, 1, cap - len - 1, fp);
        len += n;
        if (n == 0) break;
    }
    int e = ferror(fp) ? errno : 0;
    if (fp != stdin) fclose(fp);
    if (e) {
        free(buf);
        *err = xasprintf("%s (os error %d)", strerror(e), e);
        return NULL;
    }
    if (len >= UINT32_MAX / 2) {
        free(buf);
        *err = xstrdup("file too large");
        return NULL;
    }
    buf[len] = 0;
    bool is_stdin = strcmp(path, "-") == 0;
    SourceFile *f = sm_add_file(sm, is_stdin ? "<anon>" : path, buf, (uint32_t)len);
    if (!is_stdin) f->local_path = xstrdup(path);
    return f;
}

SourceFile *sm_add_virtual(SourceMap *sm, const char *name, const char *path, uint32_t len, uint64_t hash,
                           uint32_t *lines, uint32_t nlines, uint32_t *mbc, uint32_t nmbc) {
    SourceFile *f = sm_add_file(sm, name, NULL, len);
    f->local_path = path ? xstrdup(path) : NULL;
    f->src_hash = hash;
    f->lines = lines;
    f->nlines = nlines;
    f->mbc = mbc;
    f->nmbc = nmbc;
    f->lazy = true;
    return f;
}

uint32_t *sm_multibyte_chars(const char *src, uint32_t len, uint32_t *n) {
    VecU32 v = {0};
    for (uint32_t i = 0; i < len;) {
        unsigned char c = (unsigned char)src[i];
        uint32_t k = c < 0x80 ? 1 : c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
        if (i + k > len) k = len - i;
        if (k > 1) vec_push(&v, i << 2 | (k - 1));
        i += k;
    }
    *n = v.len;
    return v.data;
}

/* Reads a virtual file's text; a file that is gone, or whose text is not
 * the one the writer compiled, has none (rustc shows no snippet then). */
static void load_text(SourceFile *f) {
    if (!f->lazy) return;
    f->lazy = false;
    char *buf = NULL;
    FILE *fp = f->local_path ? fopen(f->local_path, "rb") : NULL;
    if (fp) {
        buf = xmalloc((size_t)f->len + 1);
        size_t n = fread(buf, 1, (size_t)f->len + 1, fp);
        fclose(fp);
        if (n != f->len || hash_bytes(buf, f->len) != f->src_hash) {
            free(buf);
            buf = NULL;
        }
    }
    if (!buf) {
        buf = xcalloc((size_t)f->len + 1, 1);
        f->no_text = true;
    }
    buf[f->len] = 0;
    f->src = buf;
}

const char *sm_file_text(const SourceFile *f) {
    load_text((SourceFile *)f);
    return f->no_text ? NULL : f->src;
}

static const SourceFile *find_file(const SourceMap *sm, uint32_t offset) {
    /* Binary search for the last file starting at or before offset. */
    uint32_t lo = 0, hi = sm->files.len;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (sm->files.data[mid]->start <= offset) lo = mid + 1;
        else hi = mid;
    }
    if (lo == 0) return NULL;
    const SourceFile *f = sm->files.data[lo - 1];
    return offset <= f->start + f->len ? f : NULL;
}

bool sm_same_file(const SourceMap *sm, uint32_t a, uint32_t b) { return find_file(sm, a) == find_file(sm, b); }

const SourceFile *sm_file_at(const SourceMap *sm, uint32_t offset) {
    const SourceFile *f = find_file(sm, offset);
    if (f && f->lazy) load_text((SourceFile *)f);
    return f;
}

static void build_lines(SourceFile *f) {
    VecU32 v = {0};
    vec_push(&v, 0);
    for (uint32_t i = 0; i < f->len; i++)
        if (f->src[i] == '\n') vec_push(&v, i + 1);
    f->lines = v.data;
    f->nlines = v.len;
}

uint32_t sm_line_count(const SourceFile *f) {
    if (!f->lines) build_lines((SourceFile *)f);
    return f->nlines;
}

SourceLoc sm_lookup(const SourceMap *sm, uint32_t offset) {
    SourceLoc loc = {0};
    const SourceFile *f = find_file(sm, offset);
    if (!f) return loc;
    if (!f->lines) build_lines((SourceFile *)f);
    uint32_t pos = offset - f->start;
    uint32_t lo = 0, hi = f->nlines;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (f->lines[mid] <= pos) lo = mid + 1;
        else hi = mid;
    }
    uint32_t line = lo; /* 1-based */
    uint32_t ls = f->lines[line - 1];
    uint32_t col = 1;
    if (f->lazy || f->no_text) {
        /* a file of a dependency whose text is not read: the byte column
         * less the extra bytes of the multi-byte characters before pos on
         * the line */
        col += pos - ls;
        uint32_t a = 0, b = f->nmbc;
        while (a < b) {   /* the first one on the line */
            uint32_t mid = (a + b) / 2;
            if (f->mbc[mid] >> 2 < ls) a = mid + 1;
            else b = mid;
        }
        for (uint32_t i = a; i < f->nmbc; i++) {
            uint32_t p = f->mbc[i] >> 2, extra = f->mbc[i] & 3;
            if (p >= pos) break;
            col -= p + extra + 1 <= pos ? extra : pos - p - 1;
            /* a 3-byte character at offset 0 can only be a byte-order
             * mark, which rustc drops: it takes no column */
            if (p == 0 && extra == 2 && pos >= 3) col--;
        }
    } else {
        /* rustc drops a leading byte-order mark: it takes no column. */
        if (ls == 0 && f->len >= 3 && memcmp(f->src, "\xEF\xBB\xBF", 3) == 0 && pos >= 3) ls = 3;
        /* Columns count characters: skip UTF-8 continuation bytes. */
        for (uint32_t i = ls; i < pos; i++)
            if (((unsigned char)f->src[i] & 0xC0) != 0x80) col++;
    }
    loc.file = f;
    loc.line = line;
    loc.col = col;
    loc.byte_col = pos - ls;
    return loc;
}

const char *sm_line_text(const SourceFile *f, uint32_t line, uint32_t *len) {
    if (!f->lines) build_lines((SourceFile *)f);
    if (line == 0 || line > f->nlines || !sm_file_text(f)) {
        *len = 0;
        return "";
    }
    uint32_t s = f->lines[line - 1];
    uint32_t e = line < f->nlines ? f->lines[line] : f->len;
    while (e > s && (f->src[e - 1] == '\n' || f->src[e - 1] == '\r')) e--;
    *len = e - s;
    return f->src + s;
}

/* See support.h. */
Span sm_head_span(const SourceMap *sm, Span sp) {
    if (span_is_dummy(sp)) return sp;
    const SourceFile *f = sm_file_at(sm, sp.lo);
    if (!f || !f->src || sp.hi > f->start + f->len) return sp;
    const char *s = f->src + (sp.lo - f->start);
    uint32_t len = sp.hi - sp.lo, cut = len;
    for (uint32_t i = 0; i < len; i++)
        if (s[i] == '{') {
            cut = i;
            break;
        }
    while (cut > 0 && isspace((unsigned char)s[cut - 1])) cut--;
    return cut ? (Span){sp.lo, sp.lo + cut} : sp;
}
