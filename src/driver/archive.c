/* archive.c — `ar` archives written and read by rcc itself: rlibs (the
 * crate's objects and a `lib.rmeta` member with its metadata) and
 * staticlibs (the crate's objects and those of the rlibs it links).
 *
 * The format is GNU/SysV ar, as `ar crsD` writes it and as rustc's rlibs
 * are: "!<arch>\n", a symbol index member `/` (big-endian u32 count, u32
 * member-header offsets, NUL-terminated names) so that `ld` can use the
 * archive directly, a long-name member `//` when a name has more than 15
 * bytes, then the members, named `NAME/`, with zero dates and ids and mode
 * 644 (deterministic, as `ar D`). The index lists the global and weak
 * symbols each ELF64 member defines; `lib.rmeta` defines none, so a link
 * never pulls it. */
#include "driver_int.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

typedef VEC(char *) NameVec;

/* The symbols an ELF64 little-endian relocatable object defines
 * globally (appended to *out, malloc'd). Other files define none. */
static void elf_defined_symbols(const uint8_t *p, size_t n, NameVec *out) {
#define RD16(o) ((uint16_t)(p[(o)] | p[(o) + 1] << 8))
#define RD32(o) ((uint32_t)p[(o)] | (uint32_t)p[(o) + 1] << 8 | (uint32_t)p[(o) + 2] << 16 | (uint32_t)p[(o) + 3] << 24)
#define RD64(o) ((uint64_t)RD32(o) | (uint64_t)RD32((o) + 4) << 32)
    if (n < 64 || memcmp(p, "\x7f" "ELF", 4) != 0 || p[4] != 2 || p[5] != 1) return;
    uint64_t shoff = RD64(0x28);
    uint16_t shentsize = RD16(0x3a), shnum = RD16(0x3c);
    if (shentsize < 64 || shoff > n || (uint64_t)shnum * shentsize > n - shoff) return;
    for (uint16_t i = 0; i < shnum; i++) {
        size_t sh = (size_t)(shoff + (uint64_t)i * shentsize);
        if (RD32(sh + 4) != 2 /* SHT_SYMTAB */) continue;
        uint64_t off = RD64(sh + 0x18), size = RD64(sh + 0x20), ent = RD64(sh + 0x38);
        uint32_t link = RD32(sh + 0x28);
        if (ent < 24 || off > n || size > n - off || link >= shnum) continue;
        size_t ssh = (size_t)(shoff + (uint64_t)link * shentsize);
        uint64_t stroff = RD64(ssh + 0x18), strsize = RD64(ssh + 0x20);
        if (stroff > n || strsize > n - stroff) continue;
        for (uint64_t s = ent; s + 24 <= size; s += ent) {
            size_t sym = (size_t)(off + s);
            uint32_t name = RD32(sym);
            uint8_t info = p[sym + 4];
            uint16_t shndx = RD16(sym + 6);
            uint8_t bind = info >> 4, type = info & 15;
            if (shndx == 0 /* SHN_UNDEF */ || (bind != 1 && bind != 2 && bind != 10) || type == 3 || type == 4)
                continue;
            if (name >= strsize) continue;
            const char *nm = (const char *)p + stroff + name;
            size_t len = strnlen(nm, (size_t)(strsize - name));
            if (len == 0 || len == strsize - name) continue;
            vec_push(out, xstrndup(nm, len));
        }
    }
#undef RD16
#undef RD32
#undef RD64
}

static void put_header(StrBuf *sb, const char *name, size_t size) {
    char h[96];
    snprintf(h, sizeof h, "%-16.16s%-12s%-6s%-6s%-8s%-10zu`\n", name, "0", "0", "0", "644", size);
    sb_putn(sb, h, 60);
}

static void put_be32(StrBuf *sb, uint32_t v) {
    char b[4] = {(char)(v >> 24), (char)(v >> 16), (char)(v >> 8), (char)v};
    sb_putn(sb, b, 4);
}

bool driver_write_archive(DiagCtx *dc, const char *out, const ArchiveMember *members, uint32_t n) {
    /* the long-name table, and each member's name field */
    StrBuf longnames = {0};
    char **fields = xcalloc(n + 1, sizeof *fields);
    for (uint32_t i = 0; i < n; i++) {
        size_t len = strlen(members[i].name);
        if (len <= 15) {
            fields[i] = xasprintf("%s/", members[i].name);
        } else {
            fields[i] = xasprintf("/%u", longnames.len);
            sb_puts(&longnames, members[i].name);
            sb_puts(&longnames, "/\n");
        }
    }
    /* the symbol index: its size first, then the member offsets */
    NameVec *syms = xcalloc(n + 1, sizeof *syms);
    size_t nsyms = 0, names_len = 0;
    for (uint32_t i = 0; i < n; i++) {
        elf_defined_symbols(members[i].data, members[i].len, &syms[i]);
        nsyms += syms[i].len;
        each(&syms[i], s) names_len += strlen(*s) + 1;
    }
    /* always an index, if empty: gold refuses an archive without one */
    size_t index_len = 4 + 4 * nsyms + names_len;
    size_t at = 8;
    if (index_len) at += 60 + index_len + (index_len & 1);
    if (longnames.len) at += 60 + longnames.len + (longnames.len & 1);
    uint32_t *offsets = xcalloc(n + 1, sizeof *offsets);
    bool too_big = false;
    for (uint32_t i = 0; i < n; i++) {
        if (at > UINT32_MAX) too_big = true;
        offsets[i] = (uint32_t)at;
        at += 60 + members[i].len + (members[i].len & 1);
    }
    StrBuf sb = {0};
    sb_puts(&sb, "!<arch>\n");
    if (index_len) {
        put_header(&sb, "/", index_len);
        put_be32(&sb, (uint32_t)nsyms);
        for (uint32_t i = 0; i < n; i++) each(&syms[i], s) put_be32(&sb, offsets[i]);
        for (uint32_t i = 0; i < n; i++) each(&syms[i], s) sb_putn(&sb, *s, strlen(*s) + 1);
        if (index_len & 1) sb_putc(&sb, '\n');
    }
    if (longnames.len) {
        put_header(&sb, "//", longnames.len);
        sb_putn(&sb, longnames.data, longnames.len);
        if (longnames.len & 1) sb_putc(&sb, '\n');
    }
    bool ok = !too_big;
    FILE *f = ok ? fopen(out, "wb") : NULL;
    int err = f ? 0 : too_big ? EFBIG : errno;
    if (f) {
        ok = fwrite(sb.data, 1, sb.len, f) == sb.len;
        for (uint32_t i = 0; i < n && ok; i++) {
            StrBuf h = {0};
            put_header(&h, fields[i], members[i].len);
            ok = fwrite(h.data, 1, 60, f) == 60 &&
                 (members[i].len == 0 || fwrite(members[i].data, 1, members[i].len, f) == members[i].len) &&
                 (!(members[i].len & 1) || fputc('\n', f) != EOF);
            sb_free(&h);
        }
        if (!ok) err = errno;
        if (fclose(f) != 0 && ok) {
            ok = false;
            err = errno;
        }
    } else {
        ok = false;
    }
    if (!ok) {
        Arena a;
        arena_init(&a);
        diag_emit(diag_error(dc, DC_NONE, (Span){0, 0}, "failed to build archive at `%s`: %s", out,
                             driver_os_error(&a, err ? err : EIO)));
        arena_free(&a);
        remove(out);
    }
    for (uint32_t i = 0; i < n; i++) {
        free(fields[i]);
        each(&syms[i], s) free(*s);
        vec_free(&syms[i]);
    }
    free(fields);
    free(syms);
    free(offsets);
    sb_free(&sb);
    sb_free(&longnames);
    return ok;
}

/* ---- lib.rmeta ---- */

static void put16(uint8_t *p, uint16_t v) {
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
}
static void put32(uint8_t *p, uint32_t v) {
    put16(p, (uint16_t)v);
    put16(p + 2, (uint16_t)(v >> 16));
}
static void put64(uint8_t *p, uint64_t v) {
    put32(p, (uint32_t)v);
    put32(p + 4, (uint32_t)(v >> 32));
}

/* One ELF64 section header. */
static void put_shdr(uint8_t *sh, uint32_t name, uint32_t type, uint64_t flags, uint64_t off, uint64_t size,
                     uint32_t link, uint32_t info, uint64_t align, uint64_t entsize) {
    put32(sh, name);
    put32(sh + 4, type);
    put64(sh + 8, flags);
    put64(sh + 0x18, off);
    put64(sh + 0x20, size);
    put32(sh + 0x28, link);
    put32(sh + 0x2c, info);
    put64(sh + 0x30, align);
    put64(sh + 0x38, entsize);
}

/* The rlib's `lib.rmeta` member, as rustc makes it: a relocatable ELF
 * object whose `.rmeta` section (SHF_EXCLUDE, at offset 64) holds the
 * blob (and an empty .note.GNU-stack: no executable stack), so that nm, objdump and `ld --whole-archive` take the archive;
 * it defines no symbol, so a link never pulls it. */
void driver_rmeta_object(const uint8_t *blob, size_t len, ArchiveMember *m) {
    /* names at 1, 8, 16, 24, 34 */
    static const char shstr[] = "\0.rmeta\0.symtab\0.strtab\0.shstrtab\0.note.GNU-stack";
    size_t blob_at = 64, sym_at = (blob_at + len + 7) & ~(size_t)7, str_at = sym_at + 24, shstr_at = str_at + 1;
    size_t sh_at = (shstr_at + sizeof shstr + 7) & ~(size_t)7, total = sh_at + 6 * 64;
    uint8_t *o = xcalloc(total, 1);
    static const uint8_t ident[16] = {0x7f, 'E', 'L', 'F', 2, 1, 1, 0};
    memcpy(o, ident, sizeof ident);
    put16(o + 0x10, 1);    /* ET_REL */
    put16(o + 0x12, 62);   /* EM_X86_64 */
    put32(o + 0x14, 1);
    put64(o + 0x28, sh_at);
    put16(o + 0x34, 64);
    put16(o + 0x3a, 64);
    put16(o + 0x3c, 6);
    put16(o + 0x3e, 4);
    if (len) memcpy(o + blob_at, blob, len);
    memcpy(o + shstr_at, shstr, sizeof shstr);
    uint8_t *sh = o + sh_at;
    put_shdr(sh + 64, 1, 1 /* PROGBITS */, 0x80000000u /* SHF_EXCLUDE */, blob_at, len, 0, 0, 1, 0);
    put_shdr(sh + 128, 8, 2 /* SYMTAB */, 0, sym_at, 24, 3, 1, 8, 24);
    put_shdr(sh + 192, 16, 3 /* STRTAB */, 0, str_at, 1, 0, 0, 1, 0);
    put_shdr(sh + 256, 24, 3, 0, shstr_at, sizeof shstr, 0, 0, 1, 0);
    put_shdr(sh + 320, 34, 1, 0, shstr_at, 0, 0, 0, 1, 0);   /* no executable stack */
    m->name = xstrdup("lib.rmeta");
    m->data = o;
    m->len = total;
}

/* ---- reading ---- */

bool driver_read_file(const char *path, uint8_t **data, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return false;
    StrBuf sb = {0};
    char buf[65536];
    size_t k;
    while ((k = fread(buf, 1, sizeof buf, f)) > 0) sb_putn(&sb, buf, k);
    bool ok = !ferror(f);
    fclose(f);
    if (!ok) {
        sb_free(&sb);
        return false;
    }
    *len = sb.len;
    *data = (uint8_t *)(sb.data ? sb.data : xcalloc(1, 1));
    return true;
}

static bool ar_num(const uint8_t *p, size_t n, uint64_t *out) {
    uint64_t v = 0;
    size_t i = 0, digits = 0;
    while (i < n && p[i] == ' ') i++;
    for (; i < n && p[i] >= '0' && p[i] <= '9'; i++, digits++) {
        if (v > UINT64_MAX / 16) return false;
        v = v * 10 + (uint64_t)(p[i] - '0');
    }
    while (i < n && p[i] == ' ') i++;
    *out = v;
    return digits && i == n;
}

/* The object members of an archive (not its index, long names or
 * lib.rmeta), appended to *out as copies. False if it is not a
 * well-formed archive. */
bool driver_archive_objects(const char *path, ArchiveMemberVec *out) {
    uint8_t *p;
    size_t n;
    if (!driver_read_file(path, &p, &n)) return false;
    bool ok = n >= 8 && memcmp(p, "!<arch>\n", 8) == 0;
    size_t at = 8;
    const uint8_t *longnames = NULL;
    size_t longlen = 0;
    while (ok && at < n) {
        uint64_t size;
        if (n - at < 60 || p[at + 58] != '`' || p[at + 59] != '\n' || !ar_num(p + at + 48, 10, &size) ||
            size > n - at - 60) {
            ok = false;
            break;
        }
        const uint8_t *name = p + at;
        size_t nlen = 16;
        while (nlen && name[nlen - 1] == ' ') nlen--;
        const uint8_t *data = p + at + 60;
        if ((nlen == 1 && name[0] == '/') || (nlen == 7 && memcmp(name, "/SYM64/", 7) == 0)) {
            /* the symbol index (32- or 64-bit) */
        } else if (nlen == 2 && name[0] == '/' && name[1] == '/') {
            longnames = data;
            longlen = (size_t)size;
        } else {
            if (nlen > 1 && name[0] == '/') {
                uint64_t off;
                if (!longnames || !ar_num(name + 1, nlen - 1, &off) || off >= longlen) {
                    ok = false;
                    break;
                }
                name = longnames + off;
                nlen = 0;
                while (off + nlen < longlen && name[nlen] != '\n') nlen++;
            }
            if (nlen && name[nlen - 1] == '/') nlen--;
            if (!(nlen == 9 && memcmp(name, "lib.rmeta", 9) == 0)) {
                ArchiveMember m = {xstrndup((const char *)name, nlen), xmalloc(size ? (size_t)size : 1),
                                   (size_t)size};
                memcpy(m.data, data, (size_t)size);
                vec_push(out, m);
            }
        }
        at += 60 + (size_t)size + (size & 1);
    }
    free(p);
    return ok;
}

void driver_archive_members_free(ArchiveMemberVec *v) {
    each(v, m) {
        free(m->name);
        free(m->data);
    }
    vec_free(v);
}
