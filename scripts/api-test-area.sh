#!/usr/bin/env bash
# Places API test files in their area folder under api/test/ (docs/decisions/api-test-layout.md).
#   bash scripts/api-test-area.sh area <name.test.ts>   prints the area folder for a test file name
#   bash scripts/api-test-area.sh place [files...]      git mv's each flat api/test/*.test.ts (or the
#                                                       files named) into its area and deepens its
#                                                       relative imports by one level
# A name no rule knows prints nothing and is refused by `place`: add it to the table below.
set -euo pipefail

area_of() {
  case "$(basename "$1")" in
    accounts-* | auth-* | profile.* | visitor-identity.* | signing.*) echo accounts ;;
    admin-* | bulk-delete-* | dashboard-* | overview* | site-settings.* | map-tiles-* | customer-ranking.*) echo admin ;;
    catalogue-search.* | search-* | saved-searches.*) echo search ;;
    catalogue-* | listing-* | product-* | property-* | similar-listings.* | media.* | visibility.* | one-list-read.*) echo catalogue ;;
    checkout-* | promo-*) echo checkout ;;
    order-* | mail-*) echo orders ;;
    social-*) echo social ;;
    partner-* | openapi-* | spec-payloads.* | authorization-*) echo partner ;;
    graphiql.* | graphql-* | object-id-* | persisted-* | compiled-queries.* | response-cache.*) echo graphql ;;
    app-shell.* | http-* | compression.* | server-error-page.*) echo http ;;
    page-* | sitemap.*) echo pages ;;
    backup-* | cluster-* | database-* | durable-* | job-* | metrics.* | overload.* | pglite-* | seed.* | demo-activity.* | \
      server-* | storage-* | supervisor.* | work-queue.*) echo platform ;;
  esac
}

place() {
  local file=$1 area
  area=$(area_of "$file")
  if [[ -z "$area" ]]; then echo "no area for $file: add it to scripts/api-test-area.sh" >&2; return 1; fi
  mkdir -p "api/test/$area"
  git mv "$file" "api/test/$area/"
  # One folder deeper: '../src', '../../web' and './helpers' each gain a level; other strings stay.
  sed -i -E \
    -e "s#(['\"\`])\.\./(src|\.\.)#\1../../\2#g" \
    -e "s#(['\"\`])\./(helpers|generated)/#\1../\2/#g" \
    "api/test/$area/$(basename "$file")"
}

case "${1:-}" in
  area) area_of "$2" ;;
  place)
    shift
    if [[ $# -eq 0 ]]; then set -- api/test/*.test.ts; fi
    for file in "$@"; do place "$file"; done
    ;;
  *) echo "usage: $0 area <file> | place [api/test/<file>.test.ts...]" >&2; exit 2 ;;
esac
