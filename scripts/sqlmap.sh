#!/usr/bin/env bash
# Runs Debian's sqlmap (apt-get install -y sqlmap) against a running site: the blog
# search, a catalogue page, the testing-kits filters and the chat endpoint. Not part of
# `npm test` (it takes minutes and needs sqlmap); run it against a server you started:
#
#   PORT=3100 DATA_DIR=$(mktemp -d) node scripts/start.mjs &
#   scripts/sqlmap.sh http://localhost:3100
#
# Exits 1 if sqlmap calls any parameter injectable, 0 if none, 2 if it could not run.
# Only point it at a server you own: it sends thousands of attack requests.
set -uo pipefail

base="${1:-http://localhost:3000}"
base="${base%/}"
if ! command -v sqlmap >/dev/null; then
  echo "sqlmap is not installed (sudo apt-get install -y sqlmap)." >&2
  exit 2
fi
if ! curl -fsS "$base/api/health" >/dev/null; then
  echo "No site answers at $base/api/health." >&2
  exit 2
fi

out="$(mktemp -d "${TMPDIR:-/tmp}/sqlmap-site.XXXXXX")"
# A catalogue page of the seed data; any sub-category slug works.
subcategory="${SQLMAP_SUBCATEGORY:-fish-seed}"
# Level 2 also tries the Cookie header (level 3 would add User-Agent, Referer); boolean, error, union
# and time-based techniques with a short delay keep a run to a few minutes. The
# xforwardedfor tamper gives every request its own address, so the site's per-address
# limits (the chat answers 429 after a few dozen questions) do not hide a finding.
common=(--batch --level=2 --risk=1 --technique=BEUT --time-sec=2 --threads=1
  --flush-session --disable-coloring --tamper=xforwardedfor --output-dir="$out")

targets=(
  "$base/blog?q=feed&page=1&category=1"
  "$base/products/$subcategory?page=1"
  "$base/testing-kits?page=1&q=kit&category=1"
)
found=0
for url in "${targets[@]}"; do
  echo "== sqlmap GET $url"
  log="$out/$(echo "$url" | tr -c 'A-Za-z0-9' '_').log"
  sqlmap -u "$url" "${common[@]}" >"$log" 2>&1
  if grep -qiE "is vulnerable|sqlmap identified the following injection point" "$log"; then
    echo "   INJECTABLE: see $log"
    found=1
  else
    echo "   no injectable parameter ($(grep -ciE "does not seem to be injectable|not injectable" "$log") parameters tested negative)"
  fi
done

# The chat: a JSON body, from the site's own origin (the proxy refuses any other).
echo "== sqlmap POST $base/api/chat"
log="$out/chat.log"
sqlmap -u "$base/api/chat" --method=POST --data='{"question":"What is RAS*"}' \
  --headers="Origin: $base
Content-Type: application/json" "${common[@]}" >"$log" 2>&1
if grep -qiE "is vulnerable|sqlmap identified the following injection point" "$log"; then
  echo "   INJECTABLE: see $log"
  found=1
else
  echo "   no injectable parameter ($(grep -ciE "does not seem to be injectable|not injectable" "$log") parameters tested negative)"
fi

echo "Logs: $out"
if [ "$found" = 1 ]; then
  echo "sqlmap found an injectable parameter."
  exit 1
fi
echo "sqlmap found no injectable parameter."
