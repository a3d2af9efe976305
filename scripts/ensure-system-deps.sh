#!/usr/bin/env bash
# Installs the system packages the test suite needs, from Debian's packages:
#   chromium-headless-shell -> /usr/bin/chromium-headless-shell, driven by playwright-core in e2e/
#                  (Chromium's own headless build; the full `chromium` is only the Lighthouse bench's)
#   postgresql  -> initdb/pg_ctl, for the API suite on a real PostgreSQL (scripts/with-postgres.ts)
# As root it installs what is missing; otherwise it prints the exact command and fails.
# It never skips silently: every check prints one line.
set -euo pipefail

missing=()
# The path e2e/helpers/chromium.ts launches.
headless_shell=/usr/bin/chromium-headless-shell

if [[ -x $headless_shell ]]; then
  echo "system deps: chromium-headless-shell found ($("$headless_shell" --version 2>/dev/null | head -n1 || echo "$headless_shell"))"
else
  echo "system deps: chromium-headless-shell missing ($headless_shell)"
  missing+=(chromium-headless-shell)
fi

find_initdb() {
  local candidate
  for candidate in /usr/lib/postgresql/*/bin/initdb; do
    [[ -x "$candidate" ]] && { echo "$candidate"; return 0; }
  done
  return 1
}

if initdb_path="$(find_initdb)"; then
  echo "system deps: postgresql found ($initdb_path)"
else
  echo "system deps: postgresql missing (no /usr/lib/postgresql/*/bin/initdb)"
  missing+=(postgresql)
fi

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

install_cmd="apt-get update && apt-get install -y ${missing[*]}"
if [[ "$(id -u)" -ne 0 ]]; then
  echo "system deps: missing ${missing[*]}; not root, so install them yourself:" >&2
  echo "  sudo sh -c '$install_cmd'" >&2
  exit 1
fi

echo "system deps: installing ${missing[*]} (apt-get)"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y "${missing[@]}"

# Check again: an install that "succeeded" without the files is a failure.
if [[ ! -x $headless_shell ]]; then
  echo "system deps: chromium-headless-shell still missing after install" >&2
  exit 1
fi
if ! find_initdb >/dev/null; then
  echo "system deps: postgresql initdb still missing after install" >&2
  exit 1
fi
echo "system deps: installed ${missing[*]}"
