#!/usr/bin/env bash
# `npm run check:upgrade`: would the newest Next.js 16 and React 19 from the registry
# break the site? In a fresh clone of HEAD (the checkout is left alone): install as
# CI does, then the newest `next@16`, `react@19` and `react-dom@19`, build, and run
# the production tests (the server in front of Next.js, its caches and its CSP are
# what an upgrade can break without a type error). Prints the versions before and
# after, and one line per step; a step's whole output is kept in the clone's
# `upgrade-logs/` and its last lines are printed when it fails. Not part of CI: it
# needs the registry's newest releases, which CI must not depend on. `--keep` keeps
# the clone to look into.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
keep=false
[ "${1:-}" = "--keep" ] && keep=true

work=$(mktemp -d "${TMPDIR:-/tmp}/site-upgrade-XXXXXX")
# nginx's workers (nobody, when the tests run as root) must reach the build in it.
chmod 755 "$work"
if [ "$keep" = false ]; then trap 'rm -rf "$work"' EXIT; fi
git clone --quiet "$root" "$work/site"
cd "$work/site"
logs=$work/site/upgrade-logs
mkdir -p "$logs"

versions() {
  node -e 'console.log(["next", "react", "react-dom"].map((name) => `${name} ${require(`${name}/package.json`).version}`).join(", "))'
}

# step NAME COMMAND...: runs the command with its output in upgrade-logs/NAME.log, prints how it went.
step() {
  local name=$1 started=$SECONDS
  shift
  if "$@" >"$logs/$name.log" 2>&1; then
    echo "  $name: ok ($((SECONDS - started)) s)"
  else
    echo "  $name: FAILED ($((SECONDS - started)) s); its last lines:"
    tail -n 40 "$logs/$name.log" | sed 's/^/    /'
    return 1
  fi
}

failed=()
step install npm install --no-audit --no-fund --loglevel=error
echo "  before: $(versions)"
step upgrade npm install --no-audit --no-fund --loglevel=error next@16 react@19 react-dom@19
echo "  after:  $(versions)"

build_data=$(mktemp -d "${TMPDIR:-/tmp}/site-build-XXXXXX")
if step build env DATA_DIR="$build_data" DATABASE_URL= BASE_URL= NEXT_TELEMETRY_DISABLED=1 node scripts/start.mjs --build-only; then
  step production-tests node_modules/.bin/vitest run --config vitest.production.config.ts || failed+=("production tests")
  # Vitest colours its summary even into a file: the colour codes go before the lines are matched.
  sed 's/\x1b\[[0-9;]*m//g' "$logs/production-tests.log" | grep -E '^ *(Test Files|Tests) ' | sed 's/^ */    /' || true
else
  failed+=("build")
fi
rm -rf "$build_data"
[ "$keep" = true ] && echo "The clone and its logs are kept in $work/site."
if [ "${#failed[@]}" -gt 0 ]; then
  echo "The upgrade breaks: ${failed[*]}."
  exit 1
fi
echo "The newest Next.js 16 and React 19 build and pass the production tests."
