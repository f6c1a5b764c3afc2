"""Hearts puzzles: a moment of a real deal seen from one seat, with one clearly best answer.

- :mod:`~hearts.puzzles.position`: the position, as the record of the deal up to it;
- :mod:`~hearts.puzzles.puzzle`: a puzzle (its answer, every choice's value, the facts, themes, rating);
- :mod:`~hearts.puzzles.collection`: the shipped set, read from the package's data;
- :mod:`~hearts.puzzles.judge`: an answer judged;
- :mod:`~hearts.puzzles.daily`: the puzzle of the day;
- :mod:`~hearts.puzzles.rating`: the player's puzzle rating (Glicko-2);
- :mod:`~hearts.puzzles.choose`: the next puzzle, near the player's rating, none repeated within a pass.

``python -m hearts puzzle`` poses one in the terminal (:mod:`hearts.puzzle_command`).

The set is found by ``research/puzzles.py`` from deals the computer players
played: a position is kept only when every other choice rates at least two
points worse than the answer, clearly, in two reference runs of the Expert's
evaluation with ten times its samples.

>>> puzzle = load_puzzles()[0]
>>> view = puzzle.view()
>>> view.seat == puzzle.seat
True
>>> judge(puzzle, puzzle.answer[0]).loss
0.0
"""

from __future__ import annotations

from .collection import DATA_FILE, load_puzzles, read_puzzles
from .daily import DAILY_SEED, daily
from .errors import DamagedPuzzle, IllegalAnswer
from .judge import Judgement, RunnerUp, judge, runner_up
from .position import Position
from .puzzle import KINDS, THEMES, Puzzle

__all__ = [
    "DAILY_SEED",
    "DATA_FILE",
    "KINDS",
    "THEMES",
    "DamagedPuzzle",
    "IllegalAnswer",
    "Judgement",
    "Position",
    "Puzzle",
    "RunnerUp",
    "daily",
    "judge",
    "load_puzzles",
    "read_puzzles",
    "runner_up",
]
