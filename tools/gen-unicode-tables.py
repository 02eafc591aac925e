#!/usr/bin/env python3
"""gen-unicode-tables.py — writes src/lex/unicode_tables.c.

Takes the Unicode Character Database as Debian's `unicode-data` package
installs it (/usr/share/unicode, Unicode 15.0 on bookworm); gives the
compact code point range tables the lexer needs:

  - XID_Start and XID_Continue (identifiers, UAX #31), non-ASCII part only:
    the lexer handles ASCII with its own byte tables;
  - Emoji (emoji-data.txt): rustc lexes an identifier that contains emoji as
    an identifier and reports it ("identifiers cannot contain emoji");
  - zero-width characters (general categories Mn, Me, Cf, Hangul medial and
    final jamo, ZWSP; as a terminal renders them): for rustc's
    "non-printing characters" hints;
  - combining marks (Mn, Mc, Me): for the char-literal hint "this `e` is
    followed by the combining mark";
  - confusables: the characters that rustc 1.63 answers with "Unicode
    character 'X' (Name) looks like 'Y' (Name), but it is not". The list of
    (code point, ASCII look-alike) pairs below was measured by feeding every
    non-identifier code point (and every emoji: an emoji alone is lexed as
    an identifier unless it is a look-alike) to rustc 1.63 one per line;
    the names are the
    Unicode names in title case (rustc's spelling), with the few exceptions
    listed in NAME_EXCEPTIONS.

Usage: tools/gen-unicode-tables.py [UCD_DIR] > src/lex/unicode_tables.c
(stdlib only; run by hand when the Unicode version changes).
"""
import os
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"

# ASCII look-alike -> code points (hex) that rustc 1.63 says look like it.
CONFUSABLES = {
    " ": "00A0 1680 2000 2001 2002 2003 2004 2005 2006 2007 2008 2009 200A 202F 205F 3000",
    "!": "FE15 FF01",
    '"': "02DD 02F5 02F6 05F4 1CD3 201C 201D 201F 2033 2036 275D 275E 3003 FF02",
    "&": "FF06",
    "'": "00B4 02F4 0384 055A 055D 05F3 1FBD 1FBF 1FEF 1FFD 1FFE 2018 2019 201B 2032 2035 FF07 FF40 16F51 16F52",
    "(": "2768 FD3E FF08",
    ")": "2769 FD3F FF09",
    "*": "066D 204E 2217 FF0A",
    "+": "16ED 2795 FB29 FF0B",
    ",": "00B8 060D 066B 201A FF0C",
    "-": "02D7 06D4 2010 2011 2012 2013 2014 2015 2043 2212 2500 2501 2796 2F00 31D0 FE58 FF0D",
    ".": "00B7 0387 0660 06F0 0701 0702 16EB 2022 2024 2027 2219 22C5 2E31 3002 30FB A60E FE12 FF0E FF65 10101 10A50 1D16D",
    "/": "1735 2041 2044 2215 2571 27CB 29F8 2F03 31D3 FF0F 1D23A",
    ":": "02F8 0589 05C3 0703 0704 0903 0A83 16EC 1803 1809 205A 2236 A789 FE13 FE30 FF1A",
    ";": "037E FE14 FF1B",
    "<": "02C2 2039 2329 276C 276E 27E8 3008 300A 31DB FF1C 1D236",
    "=": "1400 2E40 30A0 A4FF FF1D",
    ">": "02C3 203A 232A 276D 276F 27E9 3009 300B FF1E 1D237",
    "?": "FE16 FF1F",
    "[": "2772 300C 300E 3010 3014 3016 3018 301A FF3B",
    "\\": "2216 27CD 29F5 29F9 2F02 3001 31D4 FE68 FF3C",
    "]": "2773 300D 300F 3011 3015 3017 3019 301B FF3D",
    "_": "FE4D FE4E FE4F FF3F",
    "{": "2774 FF5B 1D114",
    "}": "2775 FF5D",
}

# Where rustc's name is not the title-cased Unicode name.
NAME_EXCEPTIONS = {
    0x1680: "Ogham Space mark",
    0x31D0: "CJK Stroke H",
    0x31D3: "CJK Stroke Sp",
    0x31D4: "CJK Stroke D",
    0x31DB: "CJK Stroke Pd",
    0x1D236: "Greek Instrumental Symbol-40",
    0x1D237: "Greek Instrumental Symbol-42",
}


def parse_ranges(path, wanted):
    """(lo, hi) ranges of the code points whose property (second field) is
    in `wanted`, from a UCD-style file."""
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            if fields[1] not in wanted:
                continue
            lo, _, hi = fields[0].partition("..")
            out.append((int(lo, 16), int(hi or lo, 16)))
    return out


def unicode_data(path):
    """Names and general categories, expanding <..., First>/<..., Last> pairs."""
    names, cats = {}, {}
    first = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            fields = line.split(";")
            cp, name, cat = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                first = cp
                continue
            if name.endswith(", Last>"):
                for c in range(first, cp + 1):
                    cats[c] = cat
                continue
            names[cp] = name
            cats[cp] = cat
    return names, cats


def merge(ranges, min_cp=0x80):
    pts = sorted((max(lo, min_cp), hi) for lo, hi in ranges if hi >= min_cp)
    out = []
    for lo, hi in pts:
        if out and lo <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], hi))
        else:
            out.append((lo, hi))
    return out


def ranges_of(cps):
    return merge([(c, c) for c in sorted(cps)])


def title(name):
    return " ".join("-".join(p[:1] + p[1:].lower() for p in w.split("-")) for w in name.split(" "))


def emit_table(name, ranges, doc):
    print(f"/* {doc} */")
    print(f"const LexRange {name}[] = {{")
    for i in range(0, len(ranges), 4):
        row = ", ".join("{0x%X, 0x%X}" % r for r in ranges[i:i + 4])
        print(f"    {row},")
    print("};")
    print(f"const uint32_t {name}_len = {len(ranges)};\n")


def c_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    dcp = os.path.join(UCD, "DerivedCoreProperties.txt")
    xid_start = merge(parse_ranges(dcp, {"XID_Start"}))
    xid_cont = merge(parse_ranges(dcp, {"XID_Continue"}))
    emoji = merge(parse_ranges(os.path.join(UCD, "emoji", "emoji-data.txt"), {"Emoji"}))
    names, cats = unicode_data(os.path.join(UCD, "UnicodeData.txt"))
    zero = {c for c, k in cats.items() if k in ("Mn", "Me", "Cf") and c != 0xAD}
    zero |= set(range(0x1160, 0x1200)) | {0x200B}
    marks = {c for c, k in cats.items() if k in ("Mn", "Mc", "Me")}

    conf = []
    for ascii_ch, cps in CONFUSABLES.items():
        for h in cps.split():
            cp = int(h, 16)
            conf.append((cp, ascii_ch, NAME_EXCEPTIONS.get(cp) or title(names[cp])))
    conf.sort()

    version = "?"
    with open(os.path.join(UCD, "ReadMe.txt"), encoding="utf-8") as f:
        for line in f:
            if "Version" in line and "Unicode" in line:
                version = line.split("Version")[1].split()[0].rstrip(".")
                break

    print("/* unicode_tables.c — GENERATED by tools/gen-unicode-tables.py from the")
    print(f" * Unicode {version} Character Database; do not edit by hand.")
    print(" *")
    print(" * Takes nothing; gives sorted, disjoint code point ranges (non-ASCII")
    print(" * only) for the lexer's Unicode questions, and rustc's confusables. */")
    print('#include "lex_internal.h"\n')
    emit_table("lex_tab_xid_start", xid_start, "XID_Start (UAX #31), code points >= 0x80.")
    emit_table("lex_tab_xid_continue", xid_cont, "XID_Continue (UAX #31), code points >= 0x80.")
    emit_table("lex_tab_emoji", emoji, "Emoji (emoji-data.txt), code points >= 0x80.")
    emit_table("lex_tab_zero_width", ranges_of(zero), "Zero-width characters (Mn, Me, Cf but U+00AD; U+1160..U+11FF; U+200B).")
    emit_table("lex_tab_combining", ranges_of(marks), "Combining marks (Mn, Mc, Me).")
    print("/* Characters rustc 1.63 calls look-alikes of an ASCII character, sorted")
    print(" * by code point: {code point, ASCII character, Unicode name}. */")
    print("const LexConfusable lex_tab_confusables[] = {")
    for cp, a, n in conf:
        print("    {0x%X, %s, %s}," % (cp, "'\\''" if a == "'" else ("'\\\\'" if a == "\\" else f"'{a}'"), c_str(n)))
    print("};")
    print(f"const uint32_t lex_tab_confusables_len = {len(conf)};")


if __name__ == "__main__":
    main()
