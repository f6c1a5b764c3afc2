"""The shipped set of puzzles: a compressed JSON-lines file in the package, read once.

The file is ``hearts/puzzles/data/puzzles.jsonl.gz`` (one puzzle a line, see
:mod:`hearts.puzzles.puzzle`), written by ``research/puzzles.py ship``.
Reading checks every field; a position is replayed when it is posed
(:meth:`~hearts.puzzles.Puzzle.view`, :func:`~hearts.puzzles.judge`), so
loading a large set stays quick, and one that does not replay raises
:class:`~hearts.puzzles.DamagedPuzzle` then.
"""

from __future__ import annotations

import json
import pkgutil
import zlib
from functools import cache
from typing import Final

from .errors import DamagedPuzzle
from .puzzle import Puzzle

__all__ = ["DATA_FILE", "load_puzzles", "read_puzzles"]

DATA_FILE: Final = "puzzles.jsonl.gz"
_GZIP: Final = 16 + zlib.MAX_WBITS
"""zlib's window bits for a gzip stream."""


def read_puzzles(raw: bytes) -> tuple[Puzzle, ...]:
    """The puzzles of a compressed set; :class:`DamagedPuzzle` names the first damaged line."""
    try:
        text = zlib.decompress(raw, _GZIP).decode("utf-8")  # zlib alone: the page need not load gzip
    except (zlib.error, UnicodeDecodeError) as error:
        raise DamagedPuzzle(f"The puzzle set is not a readable compressed file: {error}") from error
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as error:
            raise DamagedPuzzle(f"Line {number} of the puzzle set is not JSON: {error}") from error
        try:
            puzzle = Puzzle.from_data(data)
        except DamagedPuzzle as error:
            raise DamagedPuzzle(f"Line {number} of the puzzle set: {error}") from error
        if puzzle.id in seen:
            raise DamagedPuzzle(f"Line {number} of the puzzle set repeats the puzzle {puzzle.id}.")
        seen.add(puzzle.id)
        puzzles.append(puzzle)
    if not puzzles:
        raise DamagedPuzzle("The puzzle set is empty.")
    return tuple(puzzles)


@cache
def load_puzzles() -> tuple[Puzzle, ...]:
    """The shipped set, in file order.

    Read through the package's own loader (:func:`pkgutil.get_data`): on the page the package comes in a zip of
    the late part, whose finder ``importlib.resources`` does not reach there (the start's standard library holds
    only the folder of ``importlib.resources``, so that it imports as an empty namespace)."""
    raw = pkgutil.get_data(__package__ or "hearts.puzzles", f"data/{DATA_FILE}")
    if raw is None:
        raise DamagedPuzzle(f"The puzzle set {DATA_FILE} is missing.")
    return read_puzzles(raw)
