#!/usr/bin/env bash
# Builds David N. Hill's Minesweeper solver (github.com/DavidNHill/Minesweeper, commit 0806bb8)
# headless, with the harness in src/ against cli/target/minesift.jar, and runs one of:
#   compare BOARD FIRST_CLICK START SEED FROM TO OUT [PLAYER]
#       boards FROM..TO-1 of `minesift play`'s stream, each played by Hill's solver and by PLAYER
#       (default players/strong-max.json); one line per game to OUT, progress every 1,000 games
#   summary FILE...     the paired figures of one or more OUT files (e.g. two halves of a range)
#   sanity GAMES        Hill's own bulk runner on his own boards (his seed 450637648), expert,
#                       safe first click in the corner, one worker
# HILL_DIR is a clone at 0806bb8; when it does not exist the script clones it there. Nothing of
# his is copied into this repository (his repository carries no licence): the classes are built
# under target/hill-compare/.
#
# Usage: scripts/hill-compare/run.sh HILL_DIR compare|summary|sanity ARGS...   (from the repo root,
# after `mvn -q -DskipTests package`). Java 17. Runs under `nice -n 10`, one thread per process.
set -euo pipefail

COMMIT=0806bb8
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
jar="$root/cli/target/minesift.jar"
build="$root/target/hill-compare"

die() { echo "hill-compare: $*" >&2; exit 2; }
[[ $# -ge 2 ]] || die "usage: run.sh HILL_DIR compare|summary|sanity ARGS... (see the head of run.sh)"
hill="$1"; mode="$2"; shift 2
[[ -f "$jar" ]] || die "$jar is missing: run 'mvn -q -DskipTests package' first"

if [[ ! -e "$hill" ]]; then
    git clone -q https://github.com/DavidNHill/Minesweeper.git "$hill"
    git -C "$hill" checkout -q "$COMMIT"
fi
if [[ -d "$hill/.git" || -f "$hill/.git" ]]; then
    head="$(git -C "$hill" rev-parse --short=7 HEAD)"
    [[ "$head" == "$COMMIT" ]] || echo "hill-compare: warning: $hill is at $head, the figures in README.md are of $COMMIT" >&2
fi
[[ -d "$hill/MineSweeperSolver/src" ]] || die "$hill has no MineSweeperSolver/src: not a clone of DavidNHill/Minesweeper"

# His solver, game model and bulk runner only (no JavaFX), built once.
if [[ ! -f "$build/hill.ok" ]]; then
    rm -rf "$build/hill" && mkdir -p "$build/hill"
    find "$hill/Asynchronous/src" "$hill/MinesweeperGameState/src" "$hill/MineSweeperSolver/src" \
        "$hill/MinesweeperBulk/src" -name '*.java' > "$build/hill-sources.txt"
    javac -nowarn -encoding UTF-8 -d "$build/hill" @"$build/hill-sources.txt" 2> "$build/hill-javac.log" \
        || die "compiling Hill's solver failed, see $build/hill-javac.log"
    touch "$build/hill.ok"
fi
# The harness, rebuilt when its sources change (not under a run that is using it otherwise).
if [[ ! -f "$build/harness.ok" || -n "$(find "$here/src" "$jar" -newer "$build/harness.ok")" ]]; then
    rm -rf "$build/harness" && mkdir -p "$build/harness"
    javac -nowarn -encoding UTF-8 -d "$build/harness" -cp "$build/hill:$jar" "$here"/src/hillcompare/*.java
    touch "$build/harness.ok"
fi
cp="$build/harness:$build/hill:$jar"

case "$mode" in
    compare)
        [[ $# -ge 7 && $# -le 8 ]] || die "usage: run.sh HILL_DIR compare BOARD FIRST_CLICK START SEED FROM TO OUT [PLAYER]"
        player="${8:-$root/players/strong-max.json}"
        exec nice -n 10 java -cp "$cp" hillcompare.HillCompare "$1" "$2" "$3" "$4" "$5" "$6" "$player" "$7" ;;
    summary)
        exec java -cp "$cp" hillcompare.Summary "$@" ;;
    sanity)
        [[ $# -eq 1 ]] || die "usage: run.sh HILL_DIR sanity GAMES"
        exec nice -n 10 java -cp "$cp" hillcompare.HillSanity "$1" ;;
    *) die "unknown mode '$mode': use compare, summary or sanity" ;;
esac
