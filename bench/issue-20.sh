#!/bin/bash
# Issue 20's figures in one quiet run, one benchmark after the other (docs/performance.md):
# the first screen's JavaScript, Lighthouse on every step, bookings (alternating with another
# build's when BENCH_BEFORE names its server.js), the price route twice, requests in 5 rounds.
#
#   npm run build && bench/issue-20.sh                         outputs in a new /tmp/issue-20-* dir
#   BENCH_BEFORE=/work/before/apps/api/dist/server.js OUT=/tmp/figures bench/issue-20.sh
#
# PostgreSQL at DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). About 13
# minutes (BOOKING_RUNS=5, five booking runs instead of two: about two more); each step's start
# time and load average go to $OUT/meta.txt.
set -u
cd "$(dirname "$0")/.."
PG=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}
OUT=${OUT:-$(mktemp -d /tmp/issue-20-XXXX)}
mkdir -p "$OUT"
stamp() { echo "$1 $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$OUT/meta.txt"; }
stamp "commit $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
node bench/bundle-size.mjs > "$OUT/bundle.txt" 2>&1
stamp lighthouse
node bench/lighthouse.mjs --runs 3 > "$OUT/lighthouse.txt" 2>&1
for i in $(seq 1 "${BOOKING_RUNS:-2}"); do
  stamp "booking $i"
  BENCH_DATABASE_URL=$PG node bench/booking.mjs > "$OUT/booking-$i.txt" 2>&1
  if [ -n "${BENCH_BEFORE:-}" ]; then
    stamp "booking before $i"
    BENCH_SERVER=$BENCH_BEFORE BENCH_DATABASE_URL=$PG node bench/booking.mjs > "$OUT/booking-before-$i.txt" 2>&1
  fi
done
for i in 1 2; do
  stamp "pricing $i"
  DATABASE_URL=$PG node bench/pricing.mjs > "$OUT/pricing-$i.txt" 2>&1
done
stamp requests
DATABASE_URL=$PG BENCH_ROUNDS=5 node bench/requests.mjs > "$OUT/requests.txt" 2>&1
stamp end
echo "$OUT"
