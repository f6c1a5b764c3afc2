"""Computer players: four levels, hints, and search that never freezes a page.

Use
---
>>> from hearts import Round, deal_hands
>>> from hearts import bots
>>> rnd = Round(deal_hands(7, 0), pass_direction="left")
>>> bot = bots.create("easy", seed=bots.seed_for(7, 0, 1))
>>> three = bot.choose_pass(rnd.view(1))
>>> len(three)
3

``bots.create(level, seed)`` returns a bot of one of :data:`LEVELS`
(``"easy"``, ``"medium"``, ``"hard"``, ``"expert"``). A bot sees only what it
is given: one seat's :class:`~hearts.view.SeatView`.

- ``bot.choose_pass(view)`` -> the cards to pass (a sorted tuple of ``view.rules.pass_count``), while
  the seat still has to pass.
- ``bot.choose_play(view)`` -> a legal card, when it is the seat's turn.

Determinism: a choice is a pure function of the seed and the view. At the
table, seed each seat's bot with :func:`seed_for` ``(game_number,
hand_index, seat)`` so that replaying a numbered game with the same choices
gives the same game on every Python (the generator is SplitMix64; nothing
depends on hash randomisation or set order).

Hints: :func:`hint_play` and :func:`hint_pass` answer with the Expert level.

Never freezing the page
-----------------------
Searching can take longer than a browser should be busy at once, so every bot
also offers its decisions in slices:

- ``bot.play_steps(view)`` is a generator that yields ``None`` after each
  small slice of work (a few milliseconds) and finally *returns* the card (the
  ``StopIteration`` value);
- ``bot.pass_steps(view)`` does the same for the cards to pass.

``choose_play`` and ``choose_pass`` simply run these to the end, so the result
is the same. In the browser, drive them with ``await asyncio.sleep(0)``
between slices::

    async def think(bot, view):
        steps = bot.play_steps(view)
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value
            await asyncio.sleep(0)

:func:`hint_play_steps` and :func:`hint_pass_steps` are the sliced hints.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ..cards import Card
from ..levels import LEVELS
from ..view import SeatView
from .base import Bot, PassSteps, PlaySteps, run_steps
from .easy import EasyBot
from .expert import ExpertBot
from .hard import HardBot
from .medium import MediumBot
from .rng import seed_for

__all__ = [
    "LEVELS",
    "Bot",
    "PassSteps",
    "PlaySteps",
    "create",
    "hint_pass",
    "hint_pass_steps",
    "hint_play",
    "hint_play_steps",
    "run_steps",
    "seed_for",
]


_FACTORIES: dict[str, Callable[[int], Bot]] = {bot.level: bot for bot in (EasyBot, MediumBot, HardBot, ExpertBot)}

HINT_LEVEL: Final = "expert"


def create(level: str, seed: int = 0) -> Bot:
    """A computer player of ``level`` (one of :data:`LEVELS`) with its own seed."""
    factory = _FACTORIES.get(level) if isinstance(level, str) else None
    if factory is None:
        raise ValueError(f"Unknown level {level!r}; choose one of {', '.join(LEVELS)}.")
    return factory(seed)


def _hint_bot(seed: int) -> Bot:
    return create(HINT_LEVEL, seed)


def hint_play(view: SeatView, seed: int = 0) -> Card:
    """The card the Expert level would play from this view."""
    return _hint_bot(seed).choose_play(view)


def hint_pass(view: SeatView, seed: int = 0) -> tuple[Card, ...]:
    """The cards the Expert level would pass from this view."""
    return _hint_bot(seed).choose_pass(view)


def hint_play_steps(view: SeatView, seed: int = 0) -> PlaySteps:
    """:func:`hint_play` in slices (see the module docs)."""
    return _hint_bot(seed).play_steps(view)


def hint_pass_steps(view: SeatView, seed: int = 0) -> PassSteps:
    """:func:`hint_pass` in slices (see the module docs)."""
    return _hint_bot(seed).pass_steps(view)
