/* help.c — what rcc prints about itself: --help, --version, -W all.
 *
 * The option list follows rustc's layout so that people (and scripts
 * that grep it) find things where they expect; the words are rcc's. */
#include "driver_int.h"
#include "rcc/rcc.h"

void help_usage(bool verbose) {
    fputs("Usage: rcc [OPTIONS] INPUT\n"
          "\n"
          "rcc compiles one Rust crate. INPUT is the crate root, or `-` to read it\n"
          "from standard input. The options are rustc's; options rcc does not\n"
          "implement yet are reported as errors.\n"
          "\n"
          "Options:\n"
          "    -h, --help          Print this help (with -v: all options)\n"
          "        --cfg SPEC      Set a cfg: NAME or NAME=\"VALUE\"\n"
          "    -L [KIND=]PATH      Add a library search directory; KIND is dependency,\n"
          "                        crate, native, framework or all (the default)\n"
          "    -l [KIND[:MODIFIERS]=]NAME[:RENAME]\n"
          "                        Link a native library; KIND is static, framework or\n"
          "                        dylib (the default); MODIFIERS are +/- bundle,\n"
          "                        verbatim, whole-archive, as-needed\n"
          "        --crate-type [bin|lib|rlib|dylib|cdylib|staticlib|proc-macro]\n"
          "                        What to build (comma-separated list)\n"
          "        --crate-name NAME\n"
          "                        The crate's name\n"
          "        --edition 2015|2018|2021|2024\n"
          "                        The Rust edition (default 2015; 2024 needs\n"
          "                        -Z unstable-options)\n"
          "        --emit [asm|llvm-bc|llvm-ir|obj|metadata|link|dep-info|mir]\n"
          "                        What to write (comma-separated list, KIND=PATH\n"
          "                        names the file)\n"
          "        --print [crate-name|file-names|sysroot|target-libdir|cfg|target-list|target-cpus|target-features|relocation-models|code-models|tls-models|target-spec-json|native-static-libs|stack-protector-strategies|link-args]\n"
          "                        Print compiler information on stdout\n"
          "    -g                  Same as -C debuginfo=2\n"
          "    -O                  Same as -C opt-level=2\n"
          "    -o FILENAME         Write the output to FILENAME\n"
          "        --out-dir DIR   Write outputs into DIR, with names rcc chooses\n"
          "        --explain OPT   Explain an error code\n"
          "        --test          Build a test harness\n"
          "        --target TARGET Target triple or .json target file\n"
          "    -A, --allow LINT    Set a lint to allow\n"
          "    -W, --warn LINT     Set a lint to warn\n"
          "        --force-warn LINT\n"
          "                        Set a lint to warn, whatever the crate says\n"
          "    -D, --deny LINT     Set a lint to deny\n"
          "    -F, --forbid LINT   Set a lint to forbid\n"
          "        --cap-lints LEVEL\n"
          "                        No lint is reported above LEVEL\n"
          "    -C, --codegen OPT[=VALUE]\n"
          "                        Set a codegen option (see -C help)\n"
          "    -V, --version       Print the version (with -v: in detail)\n"
          "    -v, --verbose       Verbose output\n",
          stdout);
    if (verbose) {
        fputs("        --extern NAME[=PATH]\n"
              "                        Where to find the crate NAME\n"
              "        --sysroot PATH  Use PATH as the sysroot\n"
              "    -Z FLAG             Set an unstable option (see -Z help; rcc's own:\n"
              "                        -Z stop-after=PASS, -Z continue-after-type-errors)\n"
              "        --error-format human|json|short\n"
              "                        How diagnostics are written\n"
              "        --json CONFIG   Configure JSON diagnostics\n"
              "        --color auto|always|never\n"
              "                        Colour diagnostics: auto colours them when\n"
              "                        stderr is a terminal (the default)\n"
              "        --remap-path-prefix FROM=TO\n"
              "                        Write paths starting with FROM as starting with TO\n"
              "        --check-cfg SPEC\n"
              "                        Declare expected cfg names and values\n"
              "        --diagnostic-width WIDTH\n"
              "                        Width of the terminal for diagnostics\n"
              "    @path               Read more arguments from path, one per line\n",
              stdout);
    }
    fputs("\n"
          "More help:\n"
          "    -C help             Print the codegen options\n"
          "    -Z help             Print the unstable options\n",
          stdout);
    if (!verbose) fputs("    --help -v           Print all options\n", stdout);
    fputs("\n", stdout);
}

/* The -vV fields are rustc's, for the tools that parse them:
 *  - cargo reads `release:` (the rustc release rcc matches, so cargo
 *    enables the features of that release) and `host:`, and hashes the
 *    whole output; it needs no `LLVM version:` line, and rcc has none.
 *  - The first line is the same as --version's. Linux's
 *    scripts/rust_is_available.sh takes the version from
 *    `rustc X.Y.Z` anywhere on that line, which rcc's line contains;
 *    scripts/rustc-version.sh (Kconfig's RUSTC_VERSION) takes the second
 *    word, `0.1.0`, so Kbuild's version checks will need attention when
 *    rcc aims at the kernel. */
void help_version(bool verbose) {
    printf("%s\n", rcc_version_string());
    if (!verbose) return;
    printf("binary: rcc\n"
           "commit-hash: unknown\n"
           "commit-date: unknown\n"
           "host: %s\n"
           "release: %s\n",
           RCC_HOST_TRIPLE, RCC_RUSTC_COMPAT);
}

/* `-W all` is a common mistake: say what to do instead (rustc too exits
 * with status 1 after explaining). */
void help_wall(void) {
    fputs("\n"
          "There is no `-W all` lint group: the useful lints are on by default.\n"
          "Lint levels are usually set in the crate root, with\n"
          "`#![warn(LINT_NAME)]`, rather than on the command line.\n"
          "\n",
          stdout);
}
