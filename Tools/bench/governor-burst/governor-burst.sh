#!/usr/bin/env bash
# The issue's own figure: 30 searches started at once under the default budget (20 requests in
# any 60 seconds, MUSICLIB_RATE unset) against Tools/fake-itunes. Every search waits for its slot
# (no --no-wait), so all 30 succeed; the server's arrival times then show how many requests it
# received in its busiest 60 seconds. Takes a little over a minute.
#
#   swift build && Tools/bench/governor-burst/governor-burst.sh [COUNT]
set -euo pipefail
root=$(cd "$(dirname "$0")/../../.." && pwd)
musiclib=${MUSICLIB:-$root/.build/debug/musiclib}
count=${1:-30}
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT

python3 "$root/Tools/fake-itunes/fake_itunes.py" --port 0 >"$work/server.out" 2>/dev/null &
server=$!
until grep -q '^PORT ' "$work/server.out" 2>/dev/null; do sleep 0.1; done
base="http://127.0.0.1:$(sed -n 's/^PORT //p' "$work/server.out")"

# A budget of its own: the user's (shared by every musiclib process) would count other runs.
export MUSICLIB_DATA_DIR="$work/data" MUSICLIB_RUNTIME_DIR="$work/runtime" \
  MUSICLIB_API_URL="$base" LANG=C.UTF-8
unset MUSICLIB_RATE
echo Secret12 | "$musiclib" signup --first-name Anna --last-name Smith --birth-date 1990-01-01 \
  --phone 291234567 --email anna@example.com --password-stdin >/dev/null
echo Secret12 | "$musiclib" signin --email anna@example.com --password-stdin >/dev/null

start=$(date +%s.%N)
for i in $(seq "$count"); do
  ("$musiclib" search "burst $i" >/dev/null 2>&1; echo $? >"$work/exit.$i") &
done
wait $(jobs -p | grep -v "^$server\$") 2>/dev/null || true
end=$(date +%s.%N)

curl -s "$base/__requests" | python3 -c '
import json, sys
start, end, count = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3])
times = sorted(r["time"] for r in json.load(sys.stdin) if r["path"] in ("/search", "/lookup"))
busiest = max((sum(1 for u in times if t <= u < t + 60) for t in times), default=0)
print("searches started together: %d" % count)
print("requests the server received: %d" % len(times))
print("most in any 60 s window (by arrival): %d" % busiest)
print("first 20 arrived within %.2f s; the 21st %.2f s after the first" % (
    times[min(19, len(times) - 1)] - times[0], times[20] - times[0] if len(times) > 20 else 0))
print("whole burst: %.1f s" % (end - start))
' "$start" "$end" "$count"
echo "exit codes: $(cat "$work"/exit.* | sort | uniq -c | tr -s ' ' | tr '\n' ';')"
