/* argfile.c — `@path` arguments: rustc replaces each argument that starts
 * with `@` by the lines of the file it names, one argument per line
 * (a trailing `\r` is dropped, an empty line is an empty argument). The
 * expansion is not recursive: an `@x` line stays an argument. */
#include "driver_int.h"

#include <errno.h>

/* Is s[0..n) UTF-8, as Rust's `read_to_string` demands? */
static bool is_utf8(const unsigned char *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        unsigned c = s[i];
        size_t len = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : (c & 0xF8) == 0xF0 ? 4 : 0;
        if (!len || i + len > n) return false;
        uint32_t cp = len == 1 ? c : c & (0x7F >> len);
        for (size_t k = 1; k < len; k++) {
            if ((s[i + k] & 0xC0) != 0x80) return false;
            cp = cp << 6 | (s[i + k] & 0x3F);
        }
        static const uint32_t min[5] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < min[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
        i += len;
    }
    return true;
}

/* Reads a whole file; on failure returns NULL with errno set. */
static char *read_file(const char *path, size_t *len) {
    FILE *fp = fopen(path, "rb");
    if (!fp) return NULL;
    size_t cap = 4096, n = 0;
    char *buf = xmalloc(cap);
    for (;;) {
        if (n + 1 >= cap) buf = xrealloc(buf, cap *= 2);
        size_t got = fread(buf + n, 1, cap - n - 1, fp);
        n += got;
        if (got == 0) break;
    }
    int err = ferror(fp) ? errno : 0;
    fclose(fp);
    if (err) {
        free(buf);
        errno = err;
        return NULL;
    }
    buf[n] = 0;
    *len = n;
    return buf;
}

char **driver_expand_argfiles(int argc, char **argv, int *out_argc, DiagCtx *dc) {
    VEC(char *) out = {0};
    for (int i = 0; i < argc; i++) {
        /* argv[0] is the program, never an argument file. */
        if (i == 0 || argv[i][0] != '@') {
            vec_push(&out, xstrdup(argv[i]));
            continue;
        }
        const char *path = argv[i] + 1;
        size_t len = 0;
        char *text = read_file(path, &len);
        if (!text) {
            int e = errno;
            early_error_default(dc, "Failed to load argument file: IO Error: %s: %s (os error %d)", path, strerror(e), e);
            goto fail;
        }
        if (!is_utf8((const unsigned char *)text, len) || memchr(text, 0, len) != NULL) {
            free(text);
            early_error_default(dc, "Failed to load argument file: Utf8 error in %s", path);
            goto fail;
        }
        for (char *line = text; line < text + len;) {
            char *nl = memchr(line, '\n', (size_t)(text + len - line));
            char *end = nl ? nl : text + len;
            size_t n = (size_t)(end - line);
            if (nl && n && line[n - 1] == '\r') n--;
            vec_push(&out, xstrndup(line, n));
            line = nl ? nl + 1 : end;
        }
        free(text);
    }
    vec_push(&out, NULL);
    *out_argc = (int)out.len - 1;
    return out.data;
fail:
    for (uint32_t k = 0; k < out.len; k++) free(out.data[k]);
    vec_free(&out);
    return NULL;
}
