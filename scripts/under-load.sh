#!/usr/bin/env bash
# Runs the Storybook and e2e suites ROUNDS times in a row (default 3) while two CPU-bound processes
# keep both cores busy, as a slow phone or a loaded CI machine would. A test that passes idle and
# fails here is waiting for a fixed time instead of for the state the user waits for.
# Usage: bash scripts/under-load.sh [ROUNDS]   (after `pnpm install` and `pnpm build:packages`)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-3}"

burners=()
for _ in 1 2; do
  node -e 'for (;;) {}' &
  burners+=("$!")
done
trap 'kill "${burners[@]}" 2>/dev/null || true' EXIT

for round in $(seq 1 "$rounds"); do
  echo "== round $round of $rounds (two CPU burners running)"
  pnpm test:storybook
  pnpm test:e2e
done
echo "== the Storybook and e2e suites passed $rounds times in a row under load"
