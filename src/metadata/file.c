/* file.c — the files that carry crate metadata: writing the blob (header,
 * section table, sections) and opening it from a `.rmeta` or from the
 * `lib.rmeta` member of an `.rlib` (an `ar` archive; the member is an
 * ELF object whose `.rmeta` section is the blob, as in rustc's rlibs, so
 * that linkers and binutils take the archive), memory-mapped.
 *
 * The header (metadata.h has the layout; integers little-endian):
 *   0  "rcc-meta"                 8 bytes
 *   8  u32 format version         MD_FORMAT_VERSION
 *  12  u32 header length          bytes from 0 to the end of the section
 *                                 table; the sections follow (8-aligned)
 *  16  build id                   16 bytes: XXH3-128 of rcc's version
 *                                 string and the format version
 *  32  crate name                 v32 length + bytes
 *      u64 stable crate id, u64 crate hash (XXH3-64 of the section table and every byte after
 *      the header), u8 edition, u8 panic strategy,
 *      v32 dependency count, each: name (v32 + bytes), u64 stable id,
 *      u64 crate hash,
 *      v32 section count, each: u8 tag (MdSection), u32 offset, u32 length.
 *
 * md_open checks all of it before anyone reads a section: the magic and
 * version (rustc's "invalid metadata version found"), the build id
 * (E0514: written by another rcc), every length and offset against the
 * blob, and the crate hash recomputed. An archive is checked member
 * header by member header. Errors are rustc's E0786 with a note naming
 * the file. The encoding helpers here are static on purpose (the shared
 * primitives live in buf.c). */
#include "rcc/metadata.h"
#include "rcc/rcc.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#define HDR_FIXED 32u   /* magic, version, header length, build id */

/* A name: v32 length + bytes, non-empty, no NUL, at most 4096 bytes. */
static const char *get_name(MdCursor *c, uint32_t *n) {
    const char *s = md_get_str(c, n);
    if (c->bad || !s || *n == 0 || *n > 4096 || memchr(s, 0, *n)) {
        c->bad = true;
        return NULL;
    }
    return s;
}

/* ---- the build id ---- */

static void build_id(uint8_t out[16]) {
    static uint8_t id[16];
    static bool done;
    if (!done) {
        const char *v = rcc_version_string();
        size_t n = strlen(v);
        uint8_t *buf = xmalloc(n + 4);
        memcpy(buf, v, n);
        md_wr32(buf + n, MD_FORMAT_VERSION);
        XXH128_hash_t h = XXH3_128bits(buf, n + 4);
        free(buf);
        md_wr64(id, h.low64);
        md_wr64(id + 8, h.high64);
        done = true;
    }
    memcpy(out, id, 16);
}

/* The crate hash: the section table (so that no section can be moved
 * unnoticed) and every byte after the header. */
static uint64_t content_hash(const uint8_t *table, size_t ntable, const uint8_t *body, size_t nbody) {
    return XXH3_64bits_withSeed(body, nbody, XXH3_64bits(table, ntable));
}

/* ---- writing ---- */

void md_write_blob(MdBuf *out, const MdHeader *h, const MdBuf sections[MDS__COUNT]) {
    MdBuf o = {0};
    md_put_bytes(&o, MD_MAGIC, 8);
    md_put_u32(&o, MD_FORMAT_VERSION);
    md_put_u32(&o, 0);   /* header length, patched below */
    uint8_t id[16];
    build_id(id);
    md_put_bytes(&o, id, 16);
    md_put_str(&o, sym_str(h->crate_name), sym_len(h->crate_name));
    md_put_u64(&o, h->stable_id);
    size_t hash_at = o.len;
    md_put_u64(&o, 0);   /* crate hash, patched below */
    md_put_u8(&o, h->edition);
    md_put_u8(&o, h->panic_strategy);
    md_put_u8(&o, h->flags);
    md_put_v32(&o, h->ndeps);
    for (uint32_t i = 0; i < h->ndeps; i++) {
        md_put_str(&o, sym_str(h->deps[i].name), sym_len(h->deps[i].name));
        md_put_u64(&o, h->deps[i].stable_id);
        md_put_u64(&o, h->deps[i].hash);
    }
    uint32_t nsec = 0;
    for (uint32_t t = 1; t < MDS__COUNT; t++) nsec += sections && sections[t].len > 0;
    size_t nsec_at = o.len;
    md_put_v32(&o, nsec);
    size_t table_at = o.len;
    for (uint32_t i = 0; i < nsec; i++) {
        md_put_u8(&o, 0);
        md_put_u32(&o, 0);
        md_put_u32(&o, 0);
    }
    uint32_t header_len = (uint32_t)o.len;
    md_wr32(o.data + 12, header_len);
    /* the sections, each 8-aligned (zero padding) */
    size_t slot = table_at;
    for (uint32_t t = 1; t < MDS__COUNT && sections; t++) {
        if (!sections[t].len) continue;
        while (o.len % 8) md_put_u8(&o, 0);
        o.data[slot] = (uint8_t)t;
        md_wr32(o.data + slot + 1, (uint32_t)o.len);
        md_wr32(o.data + slot + 5, sections[t].len);
        slot += 9;
        md_put_bytes(&o, sections[t].data, sections[t].len);
    }
    md_wr64(o.data + hash_at, content_hash(o.data + nsec_at, header_len - nsec_at, o.data + header_len,
                                            o.len - header_len));
    md_buf_free(out);
    *out = o;
}

/* ---- the stable crate id ---- */

static int cmp_cstr(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

uint64_t md_stable_crate_id(const char *name, const char *const *cmetadata, uint32_t n, bool is_exe) {
    const char **v = xmalloc((n ? n : 1) * sizeof *v);
    if (n) memcpy(v, cmetadata, n * sizeof *v);
    qsort(v, n, sizeof *v, cmp_cstr);
    MdBuf o = {0};
    md_put_str(&o, name, (uint32_t)strlen(name));
    for (uint32_t i = 0; i < n; i++) {
        if (i && strcmp(v[i], v[i - 1]) == 0) continue;   /* deduplicated */
        md_put_str(&o, v[i], (uint32_t)strlen(v[i]));
    }
    if (is_exe) md_put_bytes(&o, "\0exe", 4);   /* after the strings: no value can make it */
    uint64_t h = XXH3_64bits(o.data, o.len);
    free(o.data);
    free(v);
    return h;
}

/* ---- opening ---- */

/* rustc's errors for a file it cannot use: E0786 with a note. */
static void report_invalid(DiagCtx *dc, Span sp, const char *crate, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
static void report_invalid(DiagCtx *dc, Span sp, const char *crate, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    char *note = xvasprintf(fmt, ap);
    va_end(ap);
    Diag *d = diag_error(dc, DC_E0786, sp, "found invalid metadata files for crate `%s`", crate);
    diag_note(d, "%s", note);
    diag_emit(d);
    free(note);
}

/* The crate a file would be, for messages before its header is read:
 * `libNAME-extra.rlib` -> NAME. */
static char *crate_from_path(const char *path) {
    const char *b = strrchr(path, '/');
    b = b ? b + 1 : path;
    if (strncmp(b, "lib", 3) == 0) b += 3;
    size_t n = strcspn(b, "-.");
    return xstrndup(b, n);
}

static bool ar_decimal(const uint8_t *p, size_t n, uint64_t *out) {
    uint64_t v = 0;
    size_t i = 0;
    while (i < n && p[i] == ' ') i++;
    size_t digits = 0;
    for (; i < n && p[i] >= '0' && p[i] <= '9'; i++, digits++) {
        if (v > (UINT64_MAX - 9) / 10) return false;
        v = v * 10 + (uint64_t)(p[i] - '0');
    }
    while (i < n && p[i] == ' ') i++;
    if (i != n || !digits) return false;
    *out = v;
    return true;
}

/* Finds member `lib.rmeta` of the ar archive [p, p+n). Returns NULL with
 * *why set (the `object` crate's wording, as rustc's note shows it) or
 * with *why NULL when the archive is fine but has no such member. */
static const uint8_t *ar_find_rmeta(const uint8_t *p, size_t n, size_t *len, const char **why) {
    *why = NULL;
    size_t at = 8;
    const uint8_t *longnames = NULL;
    size_t longlen = 0;
    while (at < n) {
        if (n - at < 60) {
            *why = "Invalid archive member header";
            return NULL;
        }
        const uint8_t *h = p + at;
        uint64_t size;
        if (h[58] != '`' || h[59] != '\n') {
            *why = "Invalid archive terminator";
            return NULL;
        }
        if (!ar_decimal(h + 48, 10, &size)) {
            *why = "Invalid archive member size";
            return NULL;
        }
        size_t data = at + 60;
        if (size > n - data) {
            *why = "Archive member size is too large";
            return NULL;
        }
        /* the member's name: `lib.rmeta/` (GNU), `lib.rmeta` (BSD-less
         * SysV), or `/OFFSET` into the long-name table `//` */
        const uint8_t *name = h;
        size_t nlen = 16;
        while (nlen > 0 && name[nlen - 1] == ' ') nlen--;
        if (nlen == 2 && name[0] == '/' && name[1] == '/') {
            longnames = p + data;
            longlen = (size_t)size;
        } else if (nlen > 1 && name[0] == '/' && name[1] >= '0' && name[1] <= '9') {
            uint64_t off;
            if (!longnames || !ar_decimal(name + 1, nlen - 1, &off) || off >= longlen) {
                *why = "Invalid archive extended name offset";
                return NULL;
            }
            name = longnames + off;
            nlen = 0;
            while (off + nlen < longlen && name[nlen] != '\n') nlen++;
        }
        if (nlen > 0 && name[nlen - 1] == '/' && !(nlen == 1)) nlen--;
        if (nlen == 9 && memcmp(name, "lib.rmeta", 9) == 0) {
            *len = (size_t)size;
            return p + data;
        }
        at = data + (size_t)size + (size & 1);
    }
    return NULL;
}

/* The `.rmeta` section of the ELF64 object [p, p+n) (an rlib's
 * lib.rmeta member, as rustc and rcc write it). Returns NULL with *why
 * set when the object is malformed or has no such section. */
static const uint8_t *elf_rmeta_section(const uint8_t *p, size_t n, size_t *len, const char **why) {
    *why = "the object file is malformed";
    if (n < 64 || p[4] != 2 || p[5] != 1) return NULL;
    uint64_t shoff = md_rd64(p + 0x28);
    uint32_t shentsize = (uint32_t)(p[0x3a] | p[0x3b] << 8), shnum = (uint32_t)(p[0x3c] | p[0x3d] << 8),
             shstrndx = (uint32_t)(p[0x3e] | p[0x3f] << 8);
    if (shentsize < 64 || shoff > n || (uint64_t)shnum * shentsize > n - shoff || shstrndx >= shnum) return NULL;
    const uint8_t *shs = p + shoff + (uint64_t)shstrndx * shentsize;
    uint64_t stroff = md_rd64(shs + 0x18), strsize = md_rd64(shs + 0x20);
    if (stroff > n || strsize > n - stroff) return NULL;
    for (uint32_t i = 0; i < shnum; i++) {
        const uint8_t *sh = p + shoff + (uint64_t)i * shentsize;
        uint32_t name = md_rd32(sh);
        if (name >= strsize || strsize - name < 7 || memcmp(p + stroff + name, ".rmeta", 7) != 0) continue;
        uint64_t off = md_rd64(sh + 0x18), size = md_rd64(sh + 0x20);
        if (md_rd32(sh + 4) != 1 /* SHT_PROGBITS */ || off > n || size > n - off) return NULL;
        *len = (size_t)size;
        return p + off;
    }
    *why = "no `.rmeta` section";
    return NULL;
}

MdFile *md_open(const char *path, Symbol want_name, DiagCtx *dc, Span sp) {
    char *crate = want_name ? xstrdup(sym_str(want_name)) : crate_from_path(path);
    MdFile *f = NULL;
    size_t dlen = 0;
    const uint8_t *data = NULL;
    void *map = MAP_FAILED;
    size_t maplen = 0;
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    bool is_rlib = false;
    if (fd < 0 || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        int err = fd < 0 ? errno : EISDIR;
        if (fd >= 0) close(fd);
        report_invalid(dc, sp, crate, "failed to mmap metadata: '%s': %s (os error %d)", path, strerror(err), err);
        goto out;
    }
    maplen = (size_t)st.st_size;
    if (maplen) map = mmap(NULL, maplen, PROT_READ, MAP_PRIVATE, fd, 0);
    close(fd);
    if (maplen && map == MAP_FAILED) {
        int err = errno;
        report_invalid(dc, sp, crate, "failed to mmap metadata: '%s': %s (os error %d)", path, strerror(err), err);
        goto out;
    }
    data = maplen ? map : (const uint8_t *)"";
    dlen = maplen;
    if (dlen >= 8 && memcmp(data, "!<arch>\n", 8) == 0) {
        is_rlib = true;
        const char *why;
        size_t mlen = 0;
        const uint8_t *m = ar_find_rmeta(data, dlen, &mlen, &why);
        if (!m) {
            if (why) report_invalid(dc, sp, crate, "failed to parse rlib '%s': %s", path, why);
            else report_invalid(dc, sp, crate, "metadata not found in rlib '%s'", path);
            goto out;
        }
        /* the member is an ELF object holding the blob in `.rmeta` */
        if (mlen >= 4 && memcmp(m, "\x7f" "ELF", 4) == 0) {
            m = elf_rmeta_section(m, mlen, &mlen, &why);
            if (!m) {
                report_invalid(dc, sp, crate, "failed to read .rmeta section in '%s': %s", path, why);
                goto out;
            }
        }
        data = m;
        dlen = mlen;
    } else if (dlen >= 4 && memcmp(data, "\x7f" "ELF", 4) == 0) {
        /* a proc-macro crate's shared object: the blob is its `.rmeta` section */
        const char *why;
        size_t mlen = 0;
        const uint8_t *m = elf_rmeta_section(data, dlen, &mlen, &why);
        if (!m) {
            report_invalid(dc, sp, crate, "failed to read .rmeta section in '%s': %s", path, why);
            goto out;
        }
        data = m;
        dlen = mlen;
    } else {
        size_t n = strlen(path);
        if (n > 5 && strcmp(path + n - 5, ".rlib") == 0) {
            report_invalid(dc, sp, crate, "failed to parse rlib '%s': %s", path,
                           dlen < 8 ? "Invalid archive size" : "Unsupported archive identifier");
            goto out;
        }
    }
    (void)is_rlib;
    if (dlen < HDR_FIXED || memcmp(data, MD_MAGIC, 8) != 0 || md_rd32(data + 8) != MD_FORMAT_VERSION) {
        report_invalid(dc, sp, crate, "invalid metadata version found: %s", path);
        goto out;
    }
    if (dlen > UINT32_MAX) {
        report_invalid(dc, sp, crate, "the metadata in '%s' is corrupt: it is larger than 4 GiB", path);
        goto out;
    }
    uint8_t id[16];
    build_id(id);
    if (memcmp(data + 16, id, 16) != 0) {
        Diag *d = diag_error(dc, DC_E0514, sp, "found crate `%s` compiled by an incompatible version of rcc", crate);
        diag_help(d, "please recompile that crate using this compiler (%s) (consider running `cargo clean` first)",
                  rcc_version_string());
        diag_note(d, "the following crate versions were found:\ncrate `%s` compiled by another rcc: %s", crate, path);
        diag_emit(d);
        goto out;
    }
    uint32_t hlen = md_rd32(data + 12);
    if (hlen < HDR_FIXED || hlen > dlen) {
        report_invalid(dc, sp, crate, "the metadata in '%s' is corrupt: bad header length", path);
        goto out;
    }
    f = xcalloc(1, sizeof *f);
    MdCursor c = md_cursor(data + HDR_FIXED, hlen - HDR_FIXED);
    uint32_t nlen;
    const char *name = get_name(&c, &nlen);
    f->crate_name = name ? sym_intern(name, nlen) : 0;
    f->stable_id = md_get_u64(&c);
    f->hash = md_get_u64(&c);
    f->edition = md_get_u8(&c);
    f->panic_strategy = md_get_u8(&c);
    f->flags = md_get_u8(&c);
    uint32_t ndeps = md_get_v32(&c);
    if (!c.bad && ndeps > (uint32_t)(c.end - c.p) / 17) c.bad = true;   /* each takes >= 17 bytes */
    if (!c.bad && ndeps) f->deps = xcalloc(ndeps, sizeof *f->deps);
    for (uint32_t i = 0; i < ndeps && !c.bad; i++) {
        const char *dn = get_name(&c, &nlen);
        f->deps[i].name = dn ? sym_intern(dn, nlen) : 0;
        f->deps[i].stable_id = md_get_u64(&c);
        f->deps[i].hash = md_get_u64(&c);
        f->ndeps = i + 1;
    }
    const char *what = "bad header";
    const uint8_t *table = c.p;
    uint32_t nsec = md_get_v32(&c);
    for (uint32_t i = 0; i < nsec && !c.bad; i++) {
        uint8_t tag = md_get_u8(&c);
        uint32_t off = md_get_u32(&c), len = md_get_u32(&c);
        if (c.bad) break;
        if (tag == 0 || tag >= MDS__COUNT || f->sections[tag].off) {
            what = "bad section table";
            c.bad = true;
        } else if (off < hlen || off > dlen || len > dlen - off) {
            what = "a section lies outside the file";
            c.bad = true;
        } else {
            f->sections[tag].off = off;
            f->sections[tag].len = len;
        }
    }
    if (!c.bad && c.p != c.end) c.bad = true;   /* the header length must be exact */
    /* a proc-macro crate, and only one, lists its macros */
    if (!c.bad && (f->flags >= 16 || ((f->flags & MD_CRATE_PROC_MACRO) != 0) != (f->sections[MDS_PROC_MACROS].len != 0))) {
        what = "bad crate flags";
        c.bad = true;
    }
    if (c.bad) {
        report_invalid(dc, sp, crate, "the metadata in '%s' is corrupt: %s", path, what);
        goto fail;
    }
    if (content_hash(table, (size_t)(data + hlen - table), data + hlen, dlen - hlen) != f->hash) {
        report_invalid(dc, sp, crate, "the metadata in '%s' is corrupt: its crate hash does not match its contents",
                       path);
        goto fail;
    }
    f->path = xstrdup(path);
    f->data = data;
    f->len = (uint32_t)dlen;
    f->map_base = map == MAP_FAILED ? NULL : map;
    f->map_len = maplen;
    map = MAP_FAILED;
    goto out;
fail:
    free(f->deps);
    free(f);
    f = NULL;
out:
    if (map != MAP_FAILED) munmap(map, maplen);
    free(crate);
    return f;
}

void md_close(MdFile *f) {
    if (!f) return;
    if (f->map_base) munmap(f->map_base, f->map_len);
    free((char *)f->path);
    free(f->deps);
    free(f);
}
