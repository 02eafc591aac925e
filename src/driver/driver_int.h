/* driver_int.h — what the driver's own files share with each other (not
 * part of the driver's public interface, include/rcc/driver.h).
 *
 *   options.c  argv -> Options: rustc's getopts-style scanning and the
 *              checks of build_session_options, in rustc's order
 *   cgopts.c   the -C and -Z option tables: value checking, policy
 *              (implemented / accepted / not implemented), -C/-Z help
 *   cfgspec.c  --cfg NAME / NAME="VALUE" parsing
 *   target.c   --target, target features, target CPUs, the cfg set
 *   print.c    --print, crate name, crate types, the sysroot
 *   outputs.c  output file names (rustc's OutputFilenames), dep-info,
 *              the --emit=metadata file, --json=artifacts
 *   help.c     --help, --version, -W all
 *   argfile.c  @file expansion
 *   archive.c  `ar` archives: rlibs and staticlibs written, members read
 *   locator.c  finding a crate's `.rlib`/`.rmeta` (--extern, -L, sysroot) */
#ifndef RCC_DRIVER_INT_H
#define RCC_DRIVER_INT_H

#include "rcc/driver.h"

/* vec_foreach that also works on a vector reached through a const
 * pointer (vec_foreach's iterator would be const itself). */
#define each(v, it) for (__typeof__((v)->data[0]) *it = (v)->data; it < (v)->data + (v)->len; it++)

/* Reports an option-level error (`error: MSG`, no span) in dc's current
 * format. Returns 1, the exit status, so callers can `return early_error(...)`. */
int early_error(DiagCtx *dc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The same in rustc's default format (human, coloured on a terminal),
 * whatever --error-format says: rustc reports some option errors (--cfg
 * specs, argument files, a missing input for --print) that way. */
int early_error_default(DiagCtx *dc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Switches dc to rustc's default format; returns what to restore. */
typedef struct DiagFormatSave {
    DiagFormat format;
    bool color;
} DiagFormatSave;
DiagFormatSave diag_format_default(DiagCtx *dc);
void diag_format_restore(DiagCtx *dc, DiagFormatSave save);
/* A warning at option level. Like rustc's early warnings it does not
 * count towards `N warnings emitted`. */
void early_warn(DiagCtx *dc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---- cgopts.c ---- */

/* Which table: -C (codegen) or -Z (debugging). */
typedef enum CgTable { CG_CODEGEN, CG_DEBUGGING } CgTable;

/* Checks one `-C KEY[=VALUE]` / `-Z KEY[=VALUE]` against the table and
 * appends it (key respelled with `-`) to o->cg / o->z. Returns false
 * after reporting an error (unknown option, bad value, or an option rcc
 * does not implement). */
bool cgopt_apply(Options *o, DiagCtx *dc, CgTable t, const char *arg);
/* Is NAME (spelled with `-` or `_`) an option of the table? */
bool cgopt_known(CgTable t, const char *name);
/* `-C help` / `-Z help`. */
void cgopt_print_help(CgTable t);
/* Rust's bool option values: y yes on / n no off; NULL (a bare flag) is
 * true. Returns -1 for anything else. */
int cgopt_parse_bool(const char *v);

/* ---- cfgspec.c ---- */

/* Parses one --cfg spec. Returns false after reporting rustc's error. */
bool cfgspec_parse(Options *o, DiagCtx *dc, const char *spec);

/* ---- target.c ---- */

/* Checks --target and reads a .json target spec. Returns false after
 * reporting an error. */
bool target_check(Options *o, DiagCtx *dc);
/* The triple naming the target's directory under lib/rustlib. */
const char *target_triple_name(const Options *o);
/* Warns about -C target-cpu / -C target-feature values rcc does not
 * know, as rustc's LLVM back end does. */
void target_check_features(const Options *o, DiagCtx *dc);
/* What code generation takes from the target spec and -C options: the
 * features (a .json spec's, then -C target-feature's) as one "+a,-b"
 * list, soft-float (the spec's or -C target-feature's `+soft-float`),
 * no red zone (-C no-redzone, else the spec's `disable-redzone`) and the
 * code model (-C code-model, else the spec's `code-model`; NULL: small). */
typedef struct TargetCodegen {
    const char *features;
    bool soft_float;
    bool no_redzone;
    const char *code_model;
} TargetCodegen;
TargetCodegen target_codegen(Options *o);

/* ---- print.c ---- */

/* The default sysroot (see driver.h); a string in the options arena. */
char *driver_default_sysroot(Options *o);
/* The crate types to build, in order (at most 8). */
uint32_t driver_crate_types(const Options *o, CrateType *types);

/* ---- outputs.c ---- */

/* rustc's OutputFilenames, built by the first call (which reports
 * build_output_filenames's warnings about -o). */
const OutputFiles *driver_outputs(Session *s);
/* Where an output type goes (OutputFilenames::path): --emit=KIND=PATH,
 * else -o when it names the single output, else <out-dir>/<stem>.<ext>. */
const char *driver_output_path(Session *s, EmitKind k);
/* rustc's filename_for_input: the file of a crate type. */
const char *driver_filename_for_input(Session *s, CrateType ct);
/* rustc's out_filename: where the link of a crate type writes. */
const char *driver_out_filename(Session *s, CrateType ct);
/* rustc's filename_for_metadata: the --emit=metadata file. */
const char *driver_metadata_filename(Session *s);
/* Path::file_stem / Path::file_name ("" if none), in the arena. */
char *driver_path_file_stem(Arena *a, const char *path);
const char *driver_path_file_name(Arena *a, const char *path);
/* rustc's io::Error text for errno: `No such file or directory (os error 2)`. */
const char *driver_os_error(Arena *a, int err);

/* What the dep-info file lists: the local crate's files and environment
 * variables, and (-Z binary-dep-depinfo) the files of the crates it
 * depends on, in crate order. */
struct ExpandDeps;
typedef struct DepInfoCrates {
    const struct ExpandDeps *local;
    const struct ExpandDeps *const *deps;
    uint32_t ndeps;
    /* the files of the crates read from metadata, in crate order
     * (-Zbinary-dep-depinfo lists them, as rustc lists its rlibs) */
    const char *const *dep_files;
    uint32_t ndep_files;
} DepInfoCrates;
/* rustc's prepare_outputs, after name resolution: refuses outputs that
 * would overwrite the input or are directories, writes --emit=dep-info's
 * file, creates --out-dir. Returns false after reporting an error. */
bool driver_prepare_outputs(Session *s, const DepInfoCrates *deps);
/* Writes --emit=metadata's file after analysis: the blob for crate
 * types that carry metadata, else an empty file. Returns false after
 * reporting an error. */
struct MdBuf;
bool driver_write_metadata(Session *s, const struct MdBuf *blob);
/* A `--json=artifacts` notification (`{"artifact":PATH,"emit":KIND}`). */
void driver_artifact(Session *s, const char *path, const char *emit);

/* ---- archive.c ---- */

typedef struct ArchiveMember {
    char *name;      /* the member's file name */
    uint8_t *data;
    size_t len;
} ArchiveMember;
typedef VEC(ArchiveMember) ArchiveMemberVec;
/* Writes a GNU ar archive with a symbol index of what its ELF members
 * define. Returns false after reporting an error. */
bool driver_write_archive(DiagCtx *dc, const char *out, const ArchiveMember *members, uint32_t n);
/* Appends copies of an archive's object members (not its index, long
 * names or lib.rmeta) to *out. False if it is not a well-formed archive. */
bool driver_archive_objects(const char *path, ArchiveMemberVec *out);
void driver_archive_members_free(ArchiveMemberVec *v);
/* The rlib member `lib.rmeta`: an ELF object whose `.rmeta` section is
 * the blob (md_open finds it there). */
void driver_rmeta_object(const uint8_t *blob, size_t len, ArchiveMember *m);
/* Reads a whole file (malloc'd). */
bool driver_read_file(const char *path, uint8_t **data, size_t *len);

/* ---- locator.c ---- */

struct MdFile;
typedef enum LocateResult { LOCATE_FOUND, LOCATE_NOT_FOUND, LOCATE_ERROR } LocateResult;
/* Finds and opens crate `name`'s metadata: the --extern paths for it, or
 * the -L directories (crate or dependency kind, and `all`) then the
 * sysroot's. LOCATE_NOT_FOUND reports nothing (the caller decides:
 * rustc's E0463 comes from where the crate is named); LOCATE_ERROR was
 * reported at sp (E0786, E0514, E0464, a missing --extern file). */
LocateResult driver_locate_crate(Session *s, Symbol name, bool dependency, Span sp, struct MdFile **out);
/* Finds a dependency `dep` of the crate `parent` was loaded from: in the
 * directories that search for dependencies, the library with dep's stable
 * id and crate hash. Not found is reported here (rustc's E0463 "can't
 * find crate for `a` which `b` depends on", or E0460 when only other
 * versions of it are there); LOCATE_FOUND or LOCATE_ERROR. */
struct MdDep;
LocateResult driver_locate_dependency(Session *s, const struct MdFile *parent, const struct MdDep *dep, Span sp,
                                      struct MdFile **out);

/* ---- help.c ---- */

void help_usage(bool verbose);
void help_version(bool verbose);
void help_wall(void);

#endif
