#!/usr/bin/env bash
# `npm run check:upgrade`: would the newest Next.js 16 and React 19 from the registry
# break the site? In a fresh clone of HEAD (the checkout is left alone): install as
# CI does, then the newest `next@16`, `react@19` and `react-dom@19`, build, and run
# the production tests (the server in front of Next.js, its caches and its CSP are
# what an upgrade can break without a type error). Prints the versions before and
# after, and each step's outcome. Not part of CI: it needs the registry's newest
# releases, which CI must not depend on. `--keep` keeps the clone to look into.
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

versions() {
  node -e 'for (const name of ["next", "react", "react-dom"]) console.log(`  ${name} ${require(`${name}/package.json`).version}`)'
}

echo "=== install (the lockfile's versions) ==="
npm install --no-audit --no-fund --loglevel=error
echo "before:"
versions
echo "=== install the newest Next.js 16 and React 19 ==="
npm install --no-audit --no-fund --loglevel=error next@16 react@19 react-dom@19
echo "after:"
versions

failed=()
build_data=$(mktemp -d "${TMPDIR:-/tmp}/site-build-XXXXXX")
echo "=== build ==="
if env DATA_DIR="$build_data" DATABASE_URL= BASE_URL= NEXT_TELEMETRY_DISABLED=1 node scripts/start.mjs --build-only; then
  echo "=== production tests ==="
  node_modules/.bin/vitest run --config vitest.production.config.ts || failed+=("production tests")
else
  failed+=("build")
fi
rm -rf "$build_data"
[ "$keep" = true ] && echo "The clone is kept in $work/site."
if [ "${#failed[@]}" -gt 0 ]; then
  echo "The upgrade breaks: ${failed[*]}."
  exit 1
fi
echo "The newest Next.js 16 and React 19 build and pass the production tests."
