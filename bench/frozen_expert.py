"""The Expert as it stood on 2026-12-01, before its Q♠ rule and finalists, for the benchmarks only.

The game never imports this. It writes the whole ``hearts`` package of one
commit (:data:`FROZEN_COMMIT`, read from the repository's own history with
``git show``) into a temporary folder as the package ``hearts_frozen`` and plays
that package's Expert. The frozen player is handed today's views (a view is
plain data: cards, tricks, rules) and its cards are mapped back to today's by
index, so it plays in today's engine exactly as it played then.

Any other commit's Expert, or any level of it, plays the same way
(:func:`package_at`, :class:`ExpertAt`): ``bench/bench_bots.py`` seats it as
``expert@<commit>`` (or ``hard@<commit>``, and so on), to measure a change
against the player as it stood before it.
"""

from __future__ import annotations

import atexit
import importlib
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from types import ModuleType
from typing import Any, Final

from hearts.arena import BotPlayer
from hearts.bots import Bot, PassSteps, PlaySteps
from hearts.cards import CARDS
from hearts.view import SeatView

__all__ = [
    "FROZEN_COMMIT",
    "ExpertAt",
    "ExpertAtPlayer",
    "FrozenExpert",
    "FrozenExpertPlayer",
    "frozen_package",
    "package_at",
]

FROZEN_COMMIT: Final = "93df828cd2337cfcb38c9645d89b74d8ff0eaff5"
PACKAGE: Final = "hearts_frozen"
ROOT: Final = Path(__file__).resolve().parent.parent
_loaded: dict[str, ModuleType] = {}


def frozen_package() -> ModuleType:
    """The ``hearts`` package of :data:`FROZEN_COMMIT`, imported as ``hearts_frozen`` (once per process)."""
    return package_at(FROZEN_COMMIT, PACKAGE)


def _git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], check=True, capture_output=True, text=True).stdout


def package_at(commit: str, name: str = "") -> ModuleType:
    """The ``hearts`` package of ``commit``, imported as ``name`` (``hearts_at_<commit>`` by default), once."""
    try:
        commit = _git("rev-parse", "--verify", f"{commit}^{{commit}}").strip()
        files = _git("ls-tree", "-r", "--name-only", commit, "hearts").split()
    except (OSError, subprocess.CalledProcessError) as error:
        raise RuntimeError(f"The Expert of commit {commit[:12]!r} needs the repository's history: {error}") from None
    if commit in _loaded:
        return _loaded[commit]
    package_name = name or (PACKAGE if commit == FROZEN_COMMIT else f"hearts_at_{commit[:12]}")
    folder = Path(tempfile.mkdtemp(prefix="hearts-frozen-" if package_name == PACKAGE else "hearts-at-"))
    atexit.register(shutil.rmtree, folder, True)
    for file in files:
        if not file.endswith(".py") or file.startswith("hearts/web/"):
            continue
        target = folder / package_name / Path(file).relative_to("hearts")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(_git("show", f"{commit}:{file}"), encoding="utf-8")
    sys.path.insert(0, str(folder))
    package = importlib.import_module(package_name)
    importlib.import_module(f"{package_name}.bots")
    _loaded[commit] = package
    return package


class ExpertAt(Bot):
    """A level (the Expert by default) of one commit behind today's bot interface.

    It sees a view and answers with today's cards.
    """

    level = "expert@"

    def __init__(self, seed: int = 0, commit: str = FROZEN_COMMIT, level: str = "expert") -> None:
        super().__init__(seed)
        package = package_at(commit)
        bots_module: Any = importlib.import_module(f"{package.__name__}.bots")
        self.bot = bots_module.create(level, seed)

    def play_steps(self, view: SeatView) -> PlaySteps:
        card = yield from self.bot.play_steps(view)
        index: int = card.index
        return CARDS[index]

    def pass_steps(self, view: SeatView) -> PassSteps:
        cards = yield from self.bot.pass_steps(view)
        return tuple(CARDS[card.index] for card in cards)


class FrozenExpert(ExpertAt):
    """The frozen Expert (:data:`FROZEN_COMMIT`)."""

    level = "frozen"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, FROZEN_COMMIT)


class FrozenExpertPlayer(BotPlayer):
    """An arena player: the frozen Expert, seeing only its seat's view."""

    def __init__(self, seed: int) -> None:
        self.label = "frozen"
        self.bot = FrozenExpert(seed)


class ExpertAtPlayer(BotPlayer):
    """An arena player: the ``level`` (the Expert by default) of ``commit``, labelled ``<level>@<commit>``."""

    def __init__(self, commit: str, seed: int, level: str = "expert") -> None:
        self.label = f"{level}@{commit}"
        self.bot = ExpertAt(seed, commit, level)
