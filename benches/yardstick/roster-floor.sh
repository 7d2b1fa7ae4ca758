#!/usr/bin/env bash
# What SQLite alone needs to write a roster into Armoury's tables: the sqlite3
# shell reads ROSTER.csv (id;Player;Character;Group;Class;Height, as
# scripts/side_by_side.py and `make_event roster` write it) into a temporary
# table, then writes it with INSERT … SELECT into a file that already holds
# Armoury's schema (made by BIN), with foreign keys on, WAL and
# synchronous=FULL, no row checked. Also into lighter schemas, to show what
# each part costs, and into the yardstick's own plain table by the same
# route. Five runs of each; prints the times in ms.
# Usage: benches/yardstick/roster-floor.sh BIN ROSTER.csv
set -eu
bin=$1 csv=$(readlink -f "$2")
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
"$bin" --db "$t/base.db" event list >/dev/null
sqlite3 "$t/base.db" "PRAGMA wal_checkpoint(TRUNCATE)" >/dev/null

players="INSERT INTO players(event_id, id, name) SELECT 'default', id, Player FROM temp.r WHERE true
  ON CONFLICT(event_id, id) DO UPDATE SET name = coalesce(excluded.name, players.name);"
characters="INSERT INTO characters(event_id, id, name, player_id, group_name, class, height_cm)
  SELECT 'default', id, Character, id, grp, Class, Height FROM temp.r;"
one_table="CREATE TABLE c2 (pk INTEGER PRIMARY KEY, event_id TEXT NOT NULL REFERENCES events(id),
  id TEXT NOT NULL, name TEXT NOT NULL, player_id TEXT NOT NULL, player_name TEXT, group_name TEXT,
  class TEXT, height_cm REAL, hit_points INTEGER, UNIQUE (event_id, id));"
into_one_table="INSERT INTO c2(event_id, id, name, player_id, player_name, group_name, class, height_cm)
  SELECT 'default', id, Character, id, Player, grp, Class, Height FROM temp.r;"

run() { # LABEL SETUP WRITE
  local times=()
  for _ in 1 2 3 4 5; do
    cp "$t/base.db" "$t/c.db"; rm -f "$t/c.db-wal" "$t/c.db-shm"
    sqlite3 "$t/c.db" "$2" >/dev/null
    local s e
    s=$(date +%s%N)
    sqlite3 "$t/c.db" -cmd "PRAGMA journal_mode=WAL" -cmd "PRAGMA synchronous=FULL" \
      -cmd "PRAGMA foreign_keys=ON" -cmd "PRAGMA temp_store=MEMORY" \
      -cmd "CREATE TEMP TABLE r(id, Player, Character, grp, Class, Height)" \
      -cmd ".mode csv" -cmd ".separator ;" -cmd ".import --skip 1 $csv r" "BEGIN; $3 COMMIT;" >/dev/null
    e=$(date +%s%N)
    times+=($(( (e - s) / 1000000 )))
  done
  echo "$1: ${times[*]} ms"
}
run "Armoury's schema" "SELECT 1" "$players $characters"
run "without the index of characters by player" "DROP INDEX characters_by_player" "$players $characters"
run "one table: the player's name on the character, no players table" "$one_table" "$into_one_table"
run "the yardstick's plain table" "CREATE TABLE y(id, Player, Character, grp, Class, Height)" "INSERT INTO y SELECT * FROM temp.r;"
