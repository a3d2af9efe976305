#!/usr/bin/env bash
# npm test: everything CI checks, in order. Every step runs even when an earlier one failed (so one
# run shows all problems), and the script exits non-zero if any failed. The last line is the sum
# of all vitest runs: "N passed, M failed".
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
export CHECKPOINT_DISABLE=1
bin=node_modules/.bin

results_dir="$(mktemp -d "${TMPDIR:-/tmp}/homes-test-results-XXXXXX")"
trap 'rm -rf "$results_dir"' EXIT
# One cache of template databases for all the vitest runs below (see api/test/helpers/global-setup.ts):
# the seeded template, with its drawn pictures, is built once instead of once per run.
export TEST_CACHE_DIR="$results_dir/cache"

failed_steps=()
started_all=$SECONDS

# step NAME COMMAND...: runs one step, prints its outcome and time, records a failure.
step() {
  local name="$1"; shift
  local started=$SECONDS
  echo
  echo "=== $name"
  if "$@"; then
    echo "--- $name: ok ($((SECONDS - started)) s)"
  else
    local code=$?
    echo "--- $name: FAILED (exit $code, $((SECONDS - started)) s)"
    failed_steps+=("$name")
  fi
}

skipped() {
  echo
  echo "############################################################"
  echo "### SKIPPED: $1"
  echo "############################################################"
}

# vitest_run LABEL ARGS...: vitest with a JSON report for the final count.
reports=()
vitest_run() {
  local label="$1"; shift
  reports+=("$results_dir/$label.json")
  "$@" --reporter=default --reporter=json --outputFile.json="$results_dir/$label.json"
}

# 1. System packages: Chromium for e2e, PostgreSQL for the second API run.
step "system packages" bash scripts/ensure-system-deps.sh

# 2. Prisma client (gitignored): generate when missing or older than the schema.
prisma_generate() {
  if [[ ! -f api/src/generated/prisma/client.ts || ! -f api/src/generated/pothos-types.ts \
        || prisma/schema.prisma -nt api/src/generated/prisma/client.ts ]]; then
    "$bin/prisma" generate
  else
    echo "api/src/generated is up to date"
  fi
}
step "prisma generate" prisma_generate

# 3. Relay artifacts are committed: fail when the compiler would change them.
if [[ -f relay.config.js ]]; then
  relay_validate() {
    mkdir -p web/src/__generated__ # the compiler needs its artifactDirectory; git keeps no empty dirs
    "$bin/relay-compiler" --validate
  }
  step "relay artifacts up to date (relay-compiler --validate)" relay_validate
else
  skipped "relay-compiler --validate: no relay.config.js yet"
fi

# 4. schema.graphql is committed: fail when the printed schema differs.
if [[ -f scripts/print-schema.ts ]]; then
  step "schema.graphql up to date" "$bin/tsx" scripts/print-schema.ts --check
else
  skipped "schema.graphql check: scripts/print-schema.ts does not exist yet"
fi

# 5. Types.
# TypeScript 7 (the native compiler) checks the types; the `typescript` package is 6.x for ESLint's use.
step "typecheck (tsc --noEmit)" node node_modules/typescript-native/bin/tsc --noEmit -p .

# 5b. Lint: typescript-eslint and the import boundaries of docs/architecture.md.
step "lint (eslint, import boundaries)" "$bin/eslint" --max-warnings 0 .
# 5c. Import cycles with type-only imports counted (import-x/no-cycle above skips `import type`).
step "import cycles, types included (dependency-cruiser)" npm run --silent lint:cycles

# 6. Unit tests, the tooling's checks, and the API suite's part for the embedded PGlite (vitest.config.mts:
# api-pglite, and api-pglite-engine for PGlite's engine tests, a process each; web-isolated for the web
# files that mock a module).
step "vitest rules + api-pglite + web + tooling (PGlite)" vitest_run api-web "$bin/vitest" run --project rules --project api-pglite --project api-pglite-engine --project web --project web-isolated --project tooling

# 7. The whole API suite on a real PostgreSQL server.
step "vitest api (PostgreSQL)" vitest_run api-postgres "$bin/tsx" scripts/with-postgres.ts "$bin/vitest" run --project api

# 8. The web app build, then real-browser tests against the real server.
if [[ -f web/vite.config.mts ]]; then
  step "web build (vite build)" "$bin/vite" build --config web/vite.config.mts
else
  skipped "web build: web/vite.config.mts does not exist yet"
fi
if compgen -G "e2e/*.test.ts" >/dev/null || compgen -G "e2e/**/*.test.ts" >/dev/null; then
  step "vitest e2e (Chromium)" vitest_run e2e "$bin/vitest" run --project e2e
else
  skipped "e2e tests: no e2e/*.test.ts yet"
fi

echo
echo "=== total time $((SECONDS - started_all)) s"
if ((${#failed_steps[@]})); then
  echo "FAILED steps:"
  printf '  - %s\n' "${failed_steps[@]}"
fi

# The count, from the JSON report of every vitest run (see scripts/test-summary.mjs).
node scripts/test-summary.mjs "${reports[@]}"

((${#failed_steps[@]} == 0))
