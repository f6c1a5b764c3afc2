#!/bin/sh
# Build bench/xinxin/driver.cc against xinxin's sources, outside the repository.
#
#   bench/xinxin/build.sh [SOURCES] [OUT]
#
# SOURCES is a checkout of https://github.com/nathansttt/hearts at commit 6ba11548af49 (the commit OpenSpiel
# builds, open_spiel/scripts/global_variables.sh); without it, the script clones that commit into ~/xinxin/src.
# OUT (default ~/xinxin) receives the driver, ``xinxin-driver``. The sources are compiled as OpenSpiel's
# open_spiel/bots/xinxin/CMakeLists.txt compiles them: every file of the library except the program's own
# main.cpp and statistics.cpp, as C++17, optimised.
set -eu

HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${2:-$HOME/xinxin}
SOURCES=${1:-$OUT/src}
COMMIT=6ba11548af49

if [ ! -f "$SOURCES/Hearts.cpp" ]; then
    echo "fetching xinxin $COMMIT into $SOURCES"
    git clone --quiet https://github.com/nathansttt/hearts "$SOURCES"
    git -C "$SOURCES" checkout --quiet "$COMMIT"
fi

mkdir -p "$OUT/obj"
FILES="Algorithm CardGameState CardProbabilityData Game GameState Hearts HeartsGameData HeartsGameHistories Player
ProblemState States Timer UCT algorithmStates fpUtil hash iiGameState iiMonteCarlo mt_random"
OBJECTS=""
for name in $FILES; do
    object="$OUT/obj/$name.o"
    if [ ! -f "$object" ] || [ "$SOURCES/$name.cpp" -nt "$object" ]; then
        echo "compiling $name.cpp"
        ${CXX:-g++} -std=c++17 -O2 -w -c "$SOURCES/$name.cpp" -I "$SOURCES" -o "$object"
    fi
    OBJECTS="$OBJECTS $object"
done
echo "linking $OUT/xinxin-driver"
# shellcheck disable=SC2086  # the objects are a list of paths without spaces
${CXX:-g++} -std=c++17 -O2 -Wall -isystem "$SOURCES" "$HERE/driver.cc" $OBJECTS -lpthread -o "$OUT/xinxin-driver"
echo "built $OUT/xinxin-driver"
