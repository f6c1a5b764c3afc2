"""The Expert as it stood on 2026-12-01, before its Q♠ rule and finalists, for the benchmarks only.

The game never imports this. It writes the whole ``hearts`` package of one
commit (:data:`FROZEN_COMMIT`, read from the repository's own history with
``git show``) into a temporary folder as the package ``hearts_frozen`` and plays
that package's Expert. The frozen player is handed today's views (a view is
plain data: cards, tricks, rules) and its cards are mapped back to today's by
index, so it plays in today's engine exactly as it played then.
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

__all__ = ["FROZEN_COMMIT", "FrozenExpert", "FrozenExpertPlayer", "frozen_package"]

FROZEN_COMMIT: Final = "93df828cd2337cfcb38c9645d89b74d8ff0eaff5"
PACKAGE: Final = "hearts_frozen"
ROOT: Final = Path(__file__).resolve().parent.parent
_loaded: list[ModuleType] = []


def frozen_package() -> ModuleType:
    """The ``hearts`` package of :data:`FROZEN_COMMIT`, imported as ``hearts_frozen`` (once per process)."""
    if _loaded:
        return _loaded[0]
    try:
        names = subprocess.run(
            ["git", "-C", str(ROOT), "ls-tree", "-r", "--name-only", FROZEN_COMMIT, "hearts"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.split()
    except (OSError, subprocess.CalledProcessError) as error:
        raise RuntimeError(
            f"The frozen Expert needs the repository's history (commit {FROZEN_COMMIT[:7]}): {error}"
        ) from None
    folder = Path(tempfile.mkdtemp(prefix="hearts-frozen-"))
    atexit.register(shutil.rmtree, folder, True)
    for name in names:
        if not name.endswith(".py") or name.startswith("hearts/web/"):
            continue
        text = subprocess.run(
            ["git", "-C", str(ROOT), "show", f"{FROZEN_COMMIT}:{name}"], check=True, capture_output=True, text=True
        ).stdout
        target = folder / PACKAGE / Path(name).relative_to("hearts")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    sys.path.insert(0, str(folder))
    package = importlib.import_module(PACKAGE)
    importlib.import_module(f"{PACKAGE}.bots")
    _loaded.append(package)
    return package


class FrozenExpert(Bot):
    """The frozen Expert behind today's bot interface: it sees a view and answers with today's cards."""

    level = "frozen"

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        bots_module: Any = importlib.import_module(f"{frozen_package().__name__}.bots")
        self.bot = bots_module.create("expert", seed)

    def play_steps(self, view: SeatView) -> PlaySteps:
        card = yield from self.bot.play_steps(view)
        index: int = card.index
        return CARDS[index]

    def pass_steps(self, view: SeatView) -> PassSteps:
        cards = yield from self.bot.pass_steps(view)
        return tuple(CARDS[card.index] for card in cards)


class FrozenExpertPlayer(BotPlayer):
    """An arena player: the frozen Expert, seeing only its seat's view."""

    def __init__(self, seed: int) -> None:
        self.label = "frozen"
        self.bot = FrozenExpert(seed)
