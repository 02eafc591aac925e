#!/bin/sh
# regen.sh — regenerates the golden files of tests/unit/test_diag.c from
# rustc 1.63 itself, so that they are rustc's real output, not a guess.
#
# Each NAME.rs here is a small broken program; test_diag.c rebuilds the
# same diagnostics (same spans, labels and messages) through rcc's
# diagnostics API and compares its rendering with:
#   NAME.stderr        rustc --color=never
#   NAME.color.stderr  rustc --color=always
#   NAME.short.stderr  rustc --error-format=short
#   NAME.json          rustc --error-format=json, with each code's
#                      "explanation" set to null (rcc ships none)
#   NAME.ansi.json     the same with --json=diagnostic-rendered-ansi
#   NAME.w60.stderr    rustc --color=never -Z terminal-width=60
# Only the formats listed for a case below are generated: JSON is left
# out where rustc's has lint names or suggestions, colour where rustc
# highlights parts of a message, which rcc's API cannot express.
#
# Usage (needs Debian's rustc 1.63 and python3): tests/unit/data/diag/regen.sh
set -eu
RUSTC=${RUSTC:-/usr/bin/rustc}
"$RUSTC" --version | grep -q '^rustc 1\.63\.' || { echo "regen.sh: needs rustc 1.63" >&2; exit 1; }
cd "$(dirname "$0")"
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

# gen DIR FILE NAME FORMATS: FORMATS is a string of H (human), C (colour),
# S (short), J (json), A (json with coloured "rendered"), W (60 columns).
gen() {
    dir=$1 file=$2 name=$3 formats=$4
    run() { (cd "$dir" && "$RUSTC" --crate-type=bin --out-dir "$OUT" "$@" "$file" 2>&1 >/dev/null) || true; }
    case $formats in *H*) run --color=never > "$name.stderr" ;; esac
    case $formats in *C*) run --color=always > "$name.color.stderr" ;; esac
    case $formats in *S*) run --error-format=short > "$name.short.stderr" ;; esac
    case $formats in *J*) run --error-format=json | null_explanations > "$name.json" ;; esac
    case $formats in *W*) RUSTC_BOOTSTRAP=1 run --color=never -Zterminal-width=60 > "$name.w60.stderr" ;; esac
    case $formats in *A*) run --error-format=json --json=diagnostic-rendered-ansi | null_explanations > "$name.ansi.json" ;; esac
}

# serde_json and Python's json module write the same bytes for these
# objects (compact separators, non-ASCII kept, lowercase \u escapes).
null_explanations() {
    python3 -c '
import json, sys
for line in sys.stdin:
    d = json.loads(line)
    if d.get("code"):
        d["code"]["explanation"] = None
    print(json.dumps(d, ensure_ascii=False, separators=(",", ":")))'
}

gen . single_label.rs single_label HCSJA
gen . no_text_label.rs no_text_label HJ
gen . two_labels.rs two_labels HCJ
gen . three_labels.rs three_labels HCJ
gen . far_lines.rs far_lines HJ
gen . near_lines.rs near_lines HSJ
gen . multiline_slash.rs multiline_slash HCJ
gen . multiline_underscore.rs multiline_underscore HJ
gen . multiline_labels.rs multiline_labels HCJA
gen . multiline_nested.rs multiline_nested HCJ
gen . notes_helps.rs notes_helps HCJ
gen . span_note.rs span_note HCJ
gen . multi_message.rs multi_message HJ
gen . codes.rs codes HSJ
gen . eof.rs eof HJ
gen . warnings.rs warnings HCS
gen . warning_one.rs warning_one H
gen . warning_and_error.rs warning_and_error HCS
gen . tab.rs tab HJ
gen . unicode.rs unicode HCJ
gen other_file main.rs other_file H
gen . suggest_inline.rs suggest_inline HCJ
gen . suggest_block.rs suggest_block HCJ
gen . suggest_diff.rs suggest_diff HCJ
gen . suggest_lines.rs suggest_lines HJ
gen . suggest_parens.rs suggest_parens HCS
gen . long_lines.rs long_lines HWJ
gen . bom_crlf.rs bom_crlf HJ
