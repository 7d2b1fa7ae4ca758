#!/usr/bin/env python3
"""Side-by-side bench: Armoury against the tools organisers use today.

Two jobs, each run as whole processes on the same input, Armoury and its
yardstick alternating (the ratio of medians is fairer on a busy machine than
absolute times):

- roster: `armoury roster import` of a 10,000-row and a 100,000-row roster
  (id;Player;Character;Group;Class;Height, accented names) into a fresh
  database, against the sqlite3 shell's `.import` of the same file into a WAL
  database with synchronous=FULL; and Armoury's peak memory at 100,000 rows
  against its own at 10,000.
- tags: `armoury tag --content` of 1,000 signed tags on A4 sheets
  (tag-a4-3x8, 42 pages), against `glabels-3-batch` merging the same 1,000
  rows (text and a QR code each) into 70 x 37 mm labels
  (benches/yardstick/tags.glabels).

It builds the release binary first (`--no-build` skips that), prints each
side's median wall time, CPU time and peak resident memory, and the ratio
Armoury / yardstick against the goals of issue 31 (roster within 1.5x at 10,000
rows and 2x at 100,000, its memory at 100,000 at most 1.5x that at 10,000; tags at
most 0.06x and no more memory than gLabels). A yardstick that is not installed is
said plainly and its job is timed for Armoury alone.

Usage: scripts/side_by_side.py [--runs N] [--only roster|tags] [--no-build] [--binary PATH]
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import random
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
YARDSTICK = REPO / "benches" / "yardstick"
# Roster sizes and the most Armoury's import may take against sqlite3 at each.
ROSTER_GOALS = {10_000: 1.5, 100_000: 2.0}
# Peak memory at the largest size against the smallest.
ROSTER_MEMORY_GOAL = 1.5
TAGS = 1_000


def write_roster(path, rows):
    """The roster of roster_anchor.sh (same seed, same rows at 10,000), with
    ids one digit wider from 100,000 rows."""
    random.seed(7)
    width = max(5, len(str(rows - 1)))
    first = ["Kalev", "Mari", "Aoife", "Tõnu", "Siobhán", "Jüri", "Liis", "Cian", "Éabha", "Rasmus"]
    last = ["Tamm", "Saar", "Mägi", "Kask", "Ó Briain", "Murphy", "Lepp", "Kuusk", "Pärn", "Walsh"]
    with open(path, "w", encoding="utf-8") as f:
        f.write("id;Player;Character;Group;Class;Height\n")
        for i in range(rows):
            f.write(
                f"C{i:0{width}d};P{i:0{width}d} {random.choice(first)} {random.choice(last)};"
                f"Char{i:0{width}d} {random.choice(first)};Band {i % 40};"
                f"{'Healer' if i % 7 == 0 else 'Warrior'};{random.randint(150, 200)}\n"
            )


def write_tags(csv_path, toml_path, key_path):
    """The same 1,000 tags for both: gLabels' merge CSV (as make_csv.py) and
    Armoury's content file, plus the event key that signs Armoury's QR codes."""
    import csv

    with open(csv_path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["serial", "event", "item", "owner", "inspector", "dates", "qr"])
        for i in range(TAGS):
            w.writerow([f"{i:06d}", "Nordic Summer 2027", "melee - one-handed, 95 cm, 620 g",
                        f"Player {i:05d} / Char {i:05d}", "Inspector: Mari Tamm",
                        "2027-07-14, valid to 2027-07-18", f"ARM1:NS27:{i:06d}:9f3a2c1b7e"])
    with open(toml_path, "w", encoding="utf-8") as f:
        for i in range(TAGS):
            f.write(
                f'[[tag]]\nserial = "NS27-{i:06d}"\nevent = "Nordic Summer 2027"\n'
                f'event_code = "NS27"\nkind = "melee"\nlength_category = "one-handed"\n'
                f'length = "95 cm"\nweight = "620 g"\nplayer = "Player {i:05d}"\n'
                f'character = "Char {i:05d}"\ninspector = "Mari Tamm"\n'
                f'date = "2027-07-14"\nvalid_until = "2027-07-18"\n\n'
            )
    Path(key_path).write_bytes(b"side-by-side bench event key, 32b")


GNU_TIME = shutil.which("time")


def run(argv, cwd=None, check=lambda out: None):
    """Runs one process and measures it: wall time, CPU time (wait4) and
    peak resident memory.

    The peak comes from GNU time (`%M`) when it is installed: a child forked
    from this Python process starts as a copy of it, and the kernel counts
    that copy's resident size (about 15 MB) in the child's own `ru_maxrss`,
    which then hides the peak of any smaller program. Without GNU time the
    peak is `ru_maxrss`, and is marked as at least Python's size."""
    marker = None
    if GNU_TIME:
        fd, marker = tempfile.mkstemp(prefix="armoury-peak-")
        os.close(fd)
        argv = [GNU_TIME, "-f", "%M", "-o", marker, *map(str, argv)]
    start = time.perf_counter()
    proc = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    # Read the pipes on threads so a chatty child cannot block; reap with
    # wait4 to get this child's own resource usage.
    chunks = {"out": [], "err": []}

    def drain(stream, key):
        chunks[key].append(stream.read())

    readers = [threading.Thread(target=drain, args=(proc.stdout, "out")),
               threading.Thread(target=drain, args=(proc.stderr, "err"))]
    for r in readers:
        r.start()
    _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    for r in readers:
        r.join()
    proc.returncode = os.waitstatus_to_exitcode(status)
    out = b"".join(chunks["out"]).decode(errors="replace")
    err = b"".join(chunks["err"]).decode(errors="replace")
    if proc.returncode != 0:
        sys.exit(f"{' '.join(map(str, argv))} failed (exit {proc.returncode}):\n{out}{err}")
    check(out)
    peak_kib = usage.ru_maxrss
    if marker:
        with open(marker) as f:
            peak_kib = int(f.read().split()[-1])
        os.unlink(marker)
    return wall, usage.ru_utime + usage.ru_stime, peak_kib / 1024.0


def expect(text):
    def check(out):
        if text not in out:
            sys.exit(f"expected {text!r} in the output, got:\n{out}")
    return check


def report(job, runs, sides, goal_ratio, memory_goal):
    print(f"\n{job} ({runs} alternating runs each; medians)")
    medians = {}
    for name, samples in sides.items():
        if not samples:
            continue
        wall = statistics.median(s[0] for s in samples)
        cpu = statistics.median(s[1] for s in samples)
        rss = statistics.median(s[2] for s in samples)
        medians[name] = (wall, cpu, rss)
        print(f"  {name:<12} {wall:7.3f} s wall  {cpu:7.3f} s CPU  {rss:6.1f} MiB peak")
    if len(medians) < 2:
        return
    (a_wall, a_cpu, a_rss), (y_wall, y_cpu, y_rss) = medians["armoury"], list(medians.values())[1]
    ratio = a_wall / y_wall
    met = ratio <= goal_ratio and (not memory_goal or a_rss <= y_rss)
    print(f"  ratio Armoury / yardstick: {ratio:.3f}x wall, {a_cpu / y_cpu:.3f}x CPU, "
          f"{a_rss / y_rss:.2f}x memory  (goal: at most {goal_ratio}x wall"
          f"{', memory at most the yardstick' if memory_goal else ''}): "
          f"{'met' if met else 'NOT met'}")


def main():
    if not GNU_TIME:
        print("GNU time is not installed (apt-get install time): peak memory is measured "
              "with Python's own size included, so a peak below about 15 MiB is not seen")
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--only", choices=["roster", "tags"])
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--binary", type=Path, help="another armoury binary (implies --no-build)")
    args = parser.parse_args()

    # The build folder cargo uses (CARGO_TARGET_DIR, as .ci/run sets it, or target/).
    target = Path(os.environ.get("CARGO_TARGET_DIR") or REPO / "target")
    binary = args.binary or target / "release" / "armoury"
    if not args.no_build and not args.binary:
        subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "armoury"],
                       cwd=REPO, check=True)
    if not binary.exists():
        sys.exit(f"no release binary at {binary}: run without --no-build")
    load = os.getloadavg()
    print(f"machine: {os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")

    work = Path(tempfile.mkdtemp(prefix="armoury-side-by-side-"))
    try:
        if args.only in (None, "roster"):
            roster(work, binary, args.runs)
        if args.only in (None, "tags"):
            tags(work, binary, args.runs)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    load = os.getloadavg()
    print(f"\nload average at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")


def roster(work, binary, runs):
    sqlite = shutil.which("sqlite3")
    if not sqlite:
        print("\nroster: the yardstick `sqlite3` is not installed (apt-get install sqlite3): "
              "timing Armoury alone")
    peaks = {}
    for rows, goal in ROSTER_GOALS.items():
        csv = work / f"roster-{rows}.csv"
        write_roster(csv, rows)

        def armoury(n):
            return run([binary, "--db", work / f"armoury-{rows}-{n}.db", "roster", "import", csv],
                       check=expect(f"{rows} new"))

        def yardstick(n):
            db = work / f"sqlite-{rows}-{n}.db"
            sample = run(
                [sqlite, db, "-cmd", "PRAGMA journal_mode=WAL", "-cmd", "PRAGMA synchronous=FULL",
                 "-cmd", ".mode csv", "-cmd", ".separator ;", "-cmd", f".import {csv} roster",
                 ".quit"])
            count = subprocess.run([sqlite, db, "select count(*) from roster"],
                                   capture_output=True, text=True, check=True).stdout.strip()
            if count != str(rows):
                sys.exit(f"sqlite3 imported {count} rows, not {rows}")
            return sample

        sides = alternate(runs, armoury, ("sqlite3", yardstick if sqlite else None))
        report(f"roster: import {rows:,} rows into a fresh database", runs, sides, goal, False)
        peaks[rows] = statistics.median(s[2] for s in sides["armoury"])
        for db in work.glob("*.db*"):
            db.unlink()
    small, large = min(peaks), max(peaks)
    ratio = peaks[large] / peaks[small]
    print(f"\nroster: Armoury's peak memory at {large:,} rows is {ratio:.2f}x that at {small:,} "
          f"({peaks[large]:.1f} / {peaks[small]:.1f} MiB; goal: at most {ROSTER_MEMORY_GOAL}x): "
          f"{'met' if ratio <= ROSTER_MEMORY_GOAL else 'NOT met'}")


def tags(work, binary, runs):
    csv, content, key = work / "tags.csv", work / "tags.toml", work / "event.key"
    write_tags(csv, content, key)
    glabels = shutil.which("glabels-3-batch")
    if not glabels:
        print("\ntags: the yardstick `glabels-3-batch` is not installed (apt-get install glabels): "
              "timing Armoury alone")
    pdfinfo = shutil.which("pdfinfo")
    want_pages = (TAGS + 23) // 24

    def pages(pdf):
        if pdfinfo:
            info = subprocess.run([pdfinfo, pdf], capture_output=True, text=True, check=True).stdout
            found = next((l.split()[1] for l in info.splitlines() if l.startswith("Pages:")), "?")
            if found != str(want_pages):
                sys.exit(f"{pdf}: {found} pages, expected {want_pages}")

    def armoury(n):
        pdf = work / f"armoury-{n}.pdf"
        sample = run(
            [binary, "--db", work / "unused.db", "tag", "--content", content,
             "--template", "tag-a4-3x8", "--key-file", key, "--out", pdf],
            check=expect(f"{TAGS} item(s) on {want_pages} page(s)"))
        pages(pdf)
        return sample

    def yardstick(n):
        pdf = work / f"glabels-{n}.pdf"
        # The template's <Merge src="tags.csv"> is opened relative to the
        # working directory: run where the CSV is.
        sample = run([glabels, "-o", pdf, YARDSTICK / "tags.glabels"], cwd=work)
        pages(pdf)
        return sample

    sides = alternate(runs, armoury, ("glabels", yardstick if glabels else None))
    report("tags: 1,000 signed tags on A4 sheets (42 pages)", runs, sides, 0.06, True)


def alternate(runs, armoury, yardstick):
    """One unmeasured warm-up of each (page cache, binary), then `runs` of
    each in turn, swapping which goes first every round."""
    name, other = yardstick
    jobs = [("armoury", armoury)] + ([(name, other)] if other else [])
    for _, job in jobs:
        job("warm-up")
    sides = {label: [] for label, _ in jobs}
    for n in range(runs):
        for label, job in jobs if n % 2 == 0 else reversed(jobs):
            sides[label].append(job(n))
    return sides


if __name__ == "__main__":
    main()
