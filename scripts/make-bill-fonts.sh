#!/usr/bin/env bash
# `npm run fonts:bill`: the bill PDFs' fonts (assets/fonts/bill-sans-{regular,bold}.ttf), made from
# Debian's Noto fonts (apt-get install fonts-noto-core python3-fonttools): Noto Sans cut to Latin and
# the rupee sign, merged with Noto Sans Bengali and Devanagari, shaping tables kept (decision 041).
# The outputs are committed: a fresh machine needs neither the packages nor this script.
set -euo pipefail
noto="${NOTO_DIR:-/usr/share/fonts/truetype/noto}"
out="$(cd "$(dirname "$0")/.." && pwd)/assets/fonts"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for weight in Regular Bold; do
  /usr/bin/python3 -m fontTools.subset "$noto/NotoSans-$weight.ttf" \
    --unicodes="U+0020-007E,U+00A0-00FF,U+2010-2027,U+2030-203A,U+20B9,U+2212" \
    --layout-features='*' --output-file="$work/NotoSans-$weight.ttf"
  /usr/bin/python3 -m fontTools.merge --output-file="$out/bill-sans-${weight,,}.ttf" \
    "$work/NotoSans-$weight.ttf" "$noto/NotoSansBengali-$weight.ttf" "$noto/NotoSansDevanagari-$weight.ttf"
done
ls -l "$out"/bill-sans-*.ttf
