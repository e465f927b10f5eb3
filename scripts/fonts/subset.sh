#!/usr/bin/env bash
# The cut faces of the site's fonts (shared/src/theme/fonts.css): Inter's Latin file at the site's
# weights, and the basic-Arabic faces of its Arabic fonts (decision 0016).
# Inter's Latin file (Fontsource's, 48 KB) is on every English page's first paint (it is preloaded)
# and shares a slow connection with the app's scripts: cut to the weights the site uses (400–800),
# with every glyph and OpenType feature kept, it is 32 KB.
# Fontsource's variable Arabic files cover every Arabic block and the whole weight axis: Noto Sans
# Arabic's is 166 KB, and on a slow phone it held back the first paint of every Arabic page by
# about 0.9 s. The site's texts use Arabic's own letters (ARABIC below) and weights 400–800: those,
# with every OpenType feature (shaping needs init/medi/fina, rlig, mark…), are 32 KB (Noto) and
# 18 KB (Cairo); the whole Arabic block (U+0600–06FF) was 51 KB and 20 KB. Characters outside them
# still come from Fontsource's complete files, which a page downloads only when it has one.
# Run again after upgrading @fontsource-variable/inter, /noto-sans-arabic or /cairo (needs fonttools and
# brotli for Python: Debian's python3-fonttools python3-brotli). The fonts are under the SIL Open
# Font License 1.1 (shared/src/theme/fonts/README.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
out=shared/src/theme/fonts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# The Arabic faces' characters (shared/src/theme/fonts.css declares the same): the letters, marks,
# digits and punctuation of Arabic as it is written (Modern Standard and Quranic: a quotation's
# marks are in the same face as its letters, or they are not placed on them), the Persian letters
# common in names, and the joiners. 32 KB for Noto Sans Arabic where the whole block was 51 KB;
# the block's other letters (Urdu, Sindhi, Kurdish…) come from Fontsource's complete file.
ARABIC='U+060C,U+061B,U+061F,U+0621-063A,U+0640-065F,U+0660-066D,U+0670-0671,U+067E,U+0686,U+0698,U+06A4,U+06A9,U+06AF,U+06CC,U+06D6-06ED,U+200C-200E'
subset() { # <fontsource file> <output name> [<unicodes>, ARABIC by default]
  python3 -m fontTools.subset "$1" --unicodes="${3:-$ARABIC}" --layout-features='*' \
    --flavor=woff2 --output-file="$tmp/range.woff2"
  python3 -m fontTools.varLib.instancer "$tmp/range.woff2" wght=400:800 -o "$tmp/axis.ttf"
  python3 -m fontTools.subset "$tmp/axis.ttf" --unicodes='*' --layout-features='*' --flavor=woff2 \
    --output-file="$out/$2"
  echo "$out/$2: $(wc -c <"$out/$2") bytes"
}
subset shared/node_modules/@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2 \
  noto-sans-arabic-basic-wght-400-800.woff2
subset shared/node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2 \
  cairo-arabic-basic-wght-400-800.woff2
# Inter: every character of Fontsource's Latin file in its unicode-range (the only ones a page can
# ask of it; fonts.css declares the same range), 400–800.
subset shared/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  inter-latin-wght-400-800.woff2 \
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD'
