#!/usr/bin/env bash
# `npm test`: every check and test, the README's one test command. The type check and lint each keep one core busy,
# so the browser tests' web build runs beside them instead of after them (docs/decisions/0284-ci-time.md); then the
# unit and API tests, then the browser tests on that build.
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser tests' server is on this port (playwright.config.ts reads it), so their build is the one made here.
E2E_PORT=${E2E_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
export E2E_PORT
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
step() { # name, command...: runs in the background, output kept for the end
  local name=$1; shift
  (
    started_at=$(date +%s) rc=0
    "$@" >"$logs/$name.log" 2>&1 || rc=$?
    echo "$rc $(( $(date +%s) - started_at ))" >"$logs/$name.rc"
  ) &
}
step e2e-build node node_modules/tsx/dist/cli.mjs e2e/support/build-web.ts
step typecheck npm run typecheck
step lint npm run lint
wait
failed=0
for name in typecheck lint e2e-build; do
  read -r rc took <"$logs/$name.rc"
  echo "--- $name (${took} s, exit ${rc})"
  cat "$logs/$name.log"
  [ "$rc" = 0 ] || failed=1
done
[ "$failed" = 0 ] || { echo "--- a check or a build failed"; exit 1; }

echo "--- unit and API tests"
npm run test:api
echo "--- browser tests"
npm run test:e2e
