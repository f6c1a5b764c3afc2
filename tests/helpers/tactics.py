"""The tactics suite: positions from real deals, each with the card a much larger search agrees on.

Each position (a line of ``tests/data/tactics.jsonl``) is one seat's view of a
numbered deal (``hearts.deals.deal_hands`` of a game number and hand index,
passing by hand index), rebuilt exactly by replaying its passes and plays
through the engine. Its answers are the cards (or, for a pass, the three-card
passes) that a reference search rates best, each within :data:`~hearts.puzzles.clarity.ACCEPT` points
of the best; every other card rates clearly worse. The reference search and the
finder that gathered the positions are lab tools (``research/tactics.py``); the
suite itself is read, rebuilt and scored here.

Themes:

- ``queen``: the Q♠ on a spade trick (keep it off a low lead; do not overtake
  with the A♠ or K♠ while the queen is out);
- ``moon_stop``: another seat has taken every point card so far (five hearts, or the Q♠ and one);
- ``moon_shoot``: this seat has (as many);
- ``duck``: following suit with cards both under and over the trick's best;
- ``pass``: the three cards to pass.

:func:`scores` gives a level's share of solved positions, per theme; with
``seeds`` above 1 each position is decided that many times (the table's seed,
then seeds drawn from it), so a searching level's score depends less on the
luck of one seed.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Final, Protocol

from hearts import bots
from hearts.bots import Bot
from hearts.bots.rng import mix
from hearts.cards import Card, format_cards, parse_cards
from hearts.deals import deal_hands
from hearts.puzzles.clarity import ACCEPT as ACCEPT
from hearts.round import Round
from hearts.seats import pass_direction_for_hand
from hearts.view import SeatView
from tests.helpers import DATA

THEMES: Final = ("queen", "moon_stop", "moon_shoot", "duck", "pass")
SUITE: Final = DATA / "tactics.jsonl"


@dataclasses.dataclass(frozen=True, slots=True)
class Tactic:
    """One position of the suite: a seat's view of a numbered deal, and the answers."""

    theme: str
    game: int
    hand: int
    seat: int
    passes: tuple[str, ...] | None
    """The four seats' passes (played positions of a passing deal), or ``None``."""
    plays: str
    """The cards played so far, in order."""
    answers: tuple[str, ...]
    """The cards (a pass: the three cards, sorted, as one string) the reference search rates best."""
    method: str
    """How the answer was found, e.g. ``"sampled 4000"`` or ``"all 1680 layouts"``."""
    values: dict[str, float]
    """Each candidate's rating against the best, in points per deal (0 for the best)."""

    def round(self) -> Round:
        """The deal replayed to the position."""
        rnd = Round(deal_hands(self.game, self.hand), pass_direction_for_hand(self.hand))
        if self.passes is not None:
            for seat, cards in enumerate(self.passes):
                rnd.pass_cards(seat, parse_cards(cards))
        for card in parse_cards(self.plays):
            rnd.play(card)
        return rnd

    def view(self) -> SeatView:
        rnd = self.round()
        view = rnd.view(self.seat)
        if self.theme == "pass":
            ready = view.phase == "passing" and view.passed is None
        else:
            ready = view.phase == "playing" and view.to_play == self.seat
        if not ready:
            raise ValueError(f"The position {self.key} is not this seat's decision.")
        return view

    @property
    def key(self) -> str:
        return f"{self.game}/{self.hand}/{self.seat}/{len(parse_cards(self.plays))}"

    def solved_by(self, choice: Card | Sequence[Card]) -> bool:
        if isinstance(choice, Card):
            return choice.code in self.answers
        return format_cards(sorted(choice)) in self.answers

    def to_data(self) -> dict[str, Any]:
        return {
            "theme": self.theme,
            "game": self.game,
            "hand": self.hand,
            "seat": self.seat,
            "passes": list(self.passes) if self.passes is not None else None,
            "plays": self.plays,
            "answers": list(self.answers),
            "method": self.method,
            "values": {key: round(value, 2) for key, value in self.values.items()},
        }

    def line(self) -> str:
        """The position as one line of the suite's file."""
        return json.dumps(self.to_data(), separators=(",", ":")) + "\n"

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> Tactic:
        passes = data.get("passes")
        return cls(
            theme=str(data["theme"]),
            game=int(data["game"]),
            hand=int(data["hand"]),
            seat=int(data["seat"]),
            passes=tuple(str(p) for p in passes) if passes is not None else None,
            plays=str(data["plays"]),
            answers=tuple(str(a) for a in data["answers"]),
            method=str(data["method"]),
            values={str(k): float(v) for k, v in data.get("values", {}).items()},
        )


def load(path: Path = SUITE) -> list[Tactic]:
    """The suite's positions, in file order."""
    if not path.is_file():
        return []
    with path.open(encoding="utf-8") as lines:
        return [Tactic.from_data(json.loads(line)) for line in lines if line.strip()]


BotMaker = Callable[[str, int], Bot]
"""Makes a player of a level with a seed (:func:`hearts.bots.create`, or one that knows more levels)."""


class Seated(Protocol):
    """A decision of a numbered deal's seat (a tactic, a puzzle): what the table's seed is drawn from."""

    @property
    def game(self) -> int: ...
    @property
    def hand(self) -> int: ...
    @property
    def seat(self) -> int: ...


def choose(
    level: str, tactic: Seated, view: SeatView, trial: int = 0, make: BotMaker = bots.create
) -> Card | tuple[Card, ...]:
    """``level``'s choice with the table's seed for the seat (``trial`` 0) or another seed drawn from it."""
    seed = bots.seed_for(tactic.game, tactic.hand, tactic.seat)
    bot = make(level, seed if trial == 0 else mix(seed, trial))
    if view.phase == "passing":
        return tuple(bot.choose_pass(view))
    return bot.choose_play(view)


def scores(
    level: str, suite: Sequence[Tactic], seeds: int = 1, make: BotMaker = bots.create
) -> dict[str, tuple[int, int]]:
    """For each theme (and ``"all"``), the decisions ``level`` solves and the decisions there are.

    Each position is decided ``seeds`` times: with the table's seed, then with ``seeds - 1`` others.
    """
    out: dict[str, tuple[int, int]] = {}
    for tactic in suite:
        view = tactic.view()
        for trial in range(seeds):
            solved = tactic.solved_by(choose(level, tactic, view, trial, make))
            for name in (tactic.theme, "all"):
                got, total = out.get(name, (0, 0))
                out[name] = (got + solved, total + 1)
    return out
