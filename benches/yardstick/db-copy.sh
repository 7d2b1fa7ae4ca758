#!/usr/bin/env bash
# The `db copy` yardstick (issue 31): `armoury db copy` of a generated event against the shell tools
# doing the same move, alternating, one warm-up and PAIRS measured pairs each way, medians and the
# median ratio.
#   file → server: sqlite3 -csv exporting the four big tables, psql \copy loading them into
#                  tables with the same keys;
#   server → file: psql \copy … TO CSV, sqlite3 .import into tables with the same keys.
# Run inside scripts/with-postgres (it needs ARMOURY_TEST_POSTGRES, a URL that may create databases):
#   scripts/with-postgres benches/yardstick/db-copy.sh [CHARACTERS [INSPECTIONS [PAIRS]]]
# Builds the release binary and the generator (examples: make_event) first. Exits 1 when a ratio
# is above LIMIT (default 2).
set -euo pipefail
characters=${1:-10000} inspections=${2:-50000} pairs=${3:-3} limit=${LIMIT:-2}
cd "$(dirname "$0")/../.."
cargo build -q --release --bin armoury --example make_event
target=$(cargo metadata -q --format-version 1 --no-deps | python3 -c 'import json,sys; print(json.load(sys.stdin)["target_directory"])')
bin=$target/release/armoury
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
chmod 755 "$t" # the sqlite3 side reads as us, psql's \copy too: nothing needs the server's user
"$target/release/examples/make_event" event "$t/event.db" "$characters" "$inspections"
base=${ARMOURY_TEST_POSTGRES%/*}
now() { date +%s.%N; }
tables="characters items inspections tags"
keys="CREATE TABLE characters (pk bigint PRIMARY KEY, event_id text, id text, name text, player_id text, group_name text, class text, height_cm float8, hit_points int, walk_in_station text, walk_in_at text);
CREATE TABLE items (id bigint PRIMARY KEY, event_id text, character_pk bigint, kind text, name text, description text, created_at text);
CREATE TABLE inspections (id bigint PRIMARY KEY, item_id bigint, event_id text, character_pk bigint, ruleset_id text, ruleset_version text, category text, item_json text, verdict text, approved int, override_reason text, findings_json text, inspector text, station text, recorded_at text, corrects bigint, request_key text);
CREATE TABLE tags (serial text PRIMARY KEY, event_id text, seq bigint, inspection_id bigint UNIQUE, valid_until text, issued_at text);"
# The server → file runs read the event from a server database `armoury db copy` filled.
psql -q "$base/postgres" -c "CREATE DATABASE source" >/dev/null
"$bin" db copy --from "$t/event.db" --to "$base/source" >/dev/null
declare -a up_ours up_theirs down_ours down_theirs
for round in $(seq 0 "$pairs"); do
  psql -q "$base/postgres" -c "CREATE DATABASE up$round" -c "CREATE DATABASE yard$round" >/dev/null
  psql -q "$base/yard$round" -c "$keys" >/dev/null
  s=$(now); "$bin" db copy --from "$t/event.db" --to "$base/up$round" >/dev/null; e=$(now)
  ours=$(python3 -c "print($e-$s)")
  s=$(now)
  for table in $tables; do
    sqlite3 -csv "$t/event.db" "SELECT * FROM $table" >"$t/$table.csv"
    psql -q "$base/yard$round" -c "\\copy $table FROM '$t/$table.csv' CSV" >/dev/null
  done
  e=$(now); theirs=$(python3 -c "print($e-$s)")
  s=$(now); "$bin" db copy --from "$base/source" --to "$t/down$round.db" >/dev/null; e=$(now)
  back=$(python3 -c "print($e-$s)")
  sqlite3 "$t/yard$round.db" "PRAGMA journal_mode=WAL" "$keys" >/dev/null
  s=$(now)
  for table in $tables; do
    psql -q "$base/source" -c "\\copy (SELECT * FROM $table) TO '$t/$table.out.csv' CSV" >/dev/null
    sqlite3 "$t/yard$round.db" -cmd ".mode csv" ".import $t/$table.out.csv $table" >/dev/null
  done
  e=$(now); yard_back=$(python3 -c "print($e-$s)")
  psql -q "$base/postgres" -c "DROP DATABASE up$round" -c "DROP DATABASE yard$round" >/dev/null
  rm -f "$t"/down"$round".db* "$t"/yard"$round".db*
  if [ "$round" -gt 0 ]; then
    up_ours+=("$ours") up_theirs+=("$theirs") down_ours+=("$back") down_theirs+=("$yard_back")
  fi
done
python3 - "$limit" "${up_ours[*]}" "${up_theirs[*]}" "${down_ours[*]}" "${down_theirs[*]}" "$characters" "$inspections" <<'P'
import statistics, sys
limit = float(sys.argv[1])
series = [[float(x) for x in a.split()] for a in sys.argv[2:6]]
ok = True
for name, ours, theirs, yard in [("file → server", series[0], series[1], "sqlite3 -csv + psql \\copy FROM"),
                                  ("server → file", series[2], series[3], "psql \\copy TO + sqlite3 .import")]:
    ratio = statistics.median(a / b for a, b in zip(ours, theirs))
    ok &= ratio <= limit
    print(f"db copy {name}, {sys.argv[6]} characters, {sys.argv[7]} inspections: "
          f"{statistics.median(ours):.2f} s vs {yard} {statistics.median(theirs):.2f} s, "
          f"ratio {ratio:.2f} (goal ≤ {limit}); runs {' '.join(f'{x:.2f}' for x in ours)}")
sys.exit(0 if ok else 1)
P
