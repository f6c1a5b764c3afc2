"""The puzzles view's state in plain Python: the puzzle posed, the choice of puzzles, the answer and your progress.

A puzzle is posed from South's chair (:func:`from_south`: the deal turned so that the seat to decide sits at the
bottom, as at the table). The page hands the state each tap; it answers what to say, and keeps the progress
(:class:`~hearts.web.storage.puzzle_progress.PuzzleProgress`) for the page to store. Every rule is the engine's:
which cards may be played and why not (the seat's view), and how an answer went (:func:`hearts.puzzles.judge`).

>>> from datetime import date
>>> from hearts.puzzles import load_puzzles
>>> from hearts.web.storage.puzzle_progress import PuzzleProgress
>>> state = PuzzlesState(load_puzzles(), PuzzleProgress(), date(2026, 12, 7), seed=1)
>>> state.posed is not None and state.posed.puzzle.seat
0
>>> card = state.posed.puzzle.answer[0]
>>> state.tap(card).right, state.result is not None and state.result.after > state.result.before
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Generator, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from typing import Final

from ... import bots
from ...analysis import MoonLetThrough, Reason
from ...cards import Card, parse_cards
from ...errors import IllegalPass
from ...par import PAR_LEVEL, Progress, play_out_steps
from ...puzzles import DamagedPuzzle, Judgement, Position, Puzzle, daily, judge
from ...puzzles.choose import NoPuzzle, next_puzzle
from ...record.replay import DealReplay, Step, replay_round
from ...round import Round
from ...view import SeatView
from ...words import illegal_text, pass_full_text, pass_refusal_text
from ...words.catalog import gettext as _
from ...words.catalog import ngettext
from ..slicer import share_done
from ..storage.puzzle_progress import PuzzleProgress
from ..ui.replay_steps import key_step

__all__ = [
    "DAILY",
    "MIXED",
    "OWN",
    "UNRATED",
    "Entry",
    "Posed",
    "PuzzlesState",
    "Result",
    "Tapped",
    "Watch",
    "best_answered",
    "from_south",
]

MIXED: Final = "mixed"
"""The choice of every theme at once."""
DAILY: Final = "daily"
"""The choice of the puzzle of the day."""
OWN: Final = "own"
"""The choice of your own mistakes due today."""
UNRATED: Final = 1500.0
"""The rating a puzzle not yet rated counts as (the middle of the scale)."""


def _turned(seats: tuple[str, str, str, str], seat: int) -> tuple[str, str, str, str]:
    return (seats[seat], seats[(seat + 1) % 4], seats[(seat + 2) % 4], seats[(seat + 3) % 4])


def _turned_reason(reason: Reason, seat: int) -> Reason:
    if isinstance(reason, MoonLetThrough) and reason.shooter is not None:
        return replace(reason, shooter=(reason.shooter - seat) % 4)
    return reason


def from_south(puzzle: Puzzle) -> Puzzle:
    """``puzzle`` with its deal turned so that the seat to decide is South (the pass directions, being relative,
    stay): the same decision, seen from the table's own chair."""
    seat = puzzle.seat
    if seat == 0:
        return puzzle
    position = puzzle.position
    turned = Position(
        _turned(position.hands, seat),
        position.direction,
        position.rules,
        None if position.passes is None else _turned(position.passes, seat),
        position.plays,
        0,
    )
    facts = {name: _turned_reason(reason, seat) for name, reason in puzzle.facts.items()}
    return replace(puzzle, position=turned, seat=0, facts=facts)


def best_answered(puzzle: Puzzle) -> Round:
    """``puzzle``'s deal with its best answer made (the card played, or the pass chosen)."""
    rnd = puzzle.position.round()
    best = parse_cards(puzzle.answer[0])
    if puzzle.kind == "play":
        rnd.play(best[0])
    else:
        rnd.pass_cards(puzzle.seat, best)
    return rnd


@dataclass(frozen=True, slots=True)
class Entry:
    """A puzzle as choosing and rating see it: its id, its rating (:data:`UNRATED` until rated), its themes."""

    id: str
    rating: float
    themes: frozenset[str]

    @classmethod
    def of(cls, puzzle: Puzzle) -> Entry:
        return cls(puzzle.id, UNRATED if puzzle.rating is None else puzzle.rating, frozenset(puzzle.themes))


@dataclass(frozen=True, slots=True)
class Posed:
    """The puzzle posed (from South), its seat's view, where it came from (the set, the day, your mistakes) and
    the key of your mistake (``own`` only)."""

    puzzle: Puzzle
    view: SeatView
    source: str
    key: str | None = None
    done: frozenset[str] = frozenset()
    """The pass through the set once this puzzle is answered (from the set only)."""

    @property
    def rating(self) -> float:
        return Entry.of(self.puzzle).rating


@dataclass(frozen=True, slots=True)
class Result:
    """How the answer went, and your rating before and after (``None`` when the answer moved no rating)."""

    judgement: Judgement
    before: float | None
    after: float | None

    @property
    def change(self) -> int | None:
        if self.before is None or self.after is None:
            return None
        return round(self.after) - round(self.before)


@dataclass(slots=True)
class Watch:
    """The Expert playing the rest of the deal from the answer (``puzzle``'s): the cards played so far of all of
    the deal's; once played to its end, the deal in replay from the answer on (``first``, the answer's step) and the
    step shown (``position``)."""

    puzzle: Puzzle
    replay: DealReplay | None = None
    first: int = 0
    position: int = 0
    progress: Progress = (0, 52)

    @property
    def fraction(self) -> float:
        return share_done(*self.progress, self.replay is not None)

    @property
    def step(self) -> Step | None:
        """The step shown, once the deal is played."""
        return None if self.replay is None else self.replay.steps[self.position]

    def finished(self, played: Round) -> None:
        """The deal as the Expert played it on: its replay begins at the answer (the pass, or the card played)."""
        replay = replay_round(played)
        before = len(parse_cards(self.puzzle.position.plays))
        plays = len(played.cards_played)
        self.replay = replay
        self.first = 0 if self.puzzle.kind == "pass" else len(replay.steps) - plays + before
        self.position = self.first

    def step_to(self, position: int) -> Step | None:
        """Show step ``position`` (kept within the replay); the step shown, or ``None`` if nothing moved."""
        if self.replay is None:
            return None
        target = max(self.first, min(position, len(self.replay.steps) - 1))
        if target == self.position:
            return None
        self.position = target
        return self.replay.steps[target]

    def key(self, key: str) -> Step | None:
        """A step key (:data:`~hearts.web.ui.replay_steps.STEP_KEYS`): the step it shows, or ``None``."""
        if self.replay is None:
            return None
        target = key_step(self.replay, self.position, key, first=self.first)
        return None if target is None else self.step_to(target)


@dataclass(frozen=True, slots=True)
class Tapped:
    """What a tap did: what to say, whether it answered the puzzle, right or not (``None``: not answered)."""

    said: str
    right: bool | None = None


@dataclass
class PuzzlesState:
    """The puzzles view: the set, your progress, today, the choice (``mode``) and the puzzle posed."""

    puzzles: Sequence[Puzzle]
    progress: PuzzleProgress
    today: date
    seed: int | None = None
    mode: str = MIXED
    posed: Posed | None = None
    selected: tuple[Card, ...] = ()
    result: Result | None = None
    refusal: str | None = None
    problem: str | None = None
    """Why no puzzle is posed, or what could not be read, in words."""
    changed: bool = False
    """Whether the progress changed since the page last kept it (the page clears it)."""
    watch: Watch | None = None
    """The Expert playing on from the answer, once asked for."""
    _rng: random.Random = field(init=False, repr=False)
    _entries: list[Entry] = field(init=False, repr=False)
    """The set as choosing sees it, made once."""
    _by_id: dict[str, Puzzle] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self._rng = random.Random(self.seed)
        self._entries = [Entry.of(puzzle) for puzzle in self.puzzles]
        self._by_id = {puzzle.id: puzzle for puzzle in self.puzzles}
        self.next()

    # ---------------------------------------------------------------- choosing

    def choose(self, mode: str) -> None:
        """Take puzzles of ``mode`` (a theme, :data:`MIXED`, :data:`DAILY` or :data:`OWN`) from now on."""
        self.mode = mode
        self.next()

    def advance(self) -> None:
        """Next puzzle: after the puzzle of the day, mixed ones follow."""
        if self.mode == DAILY:
            self.mode = MIXED
        self.next()

    def due(self) -> int:
        """How many of your own mistakes are due today."""
        return len(self.progress.mistakes_due(self.today))

    def next(self) -> None:
        """Pose the next puzzle of the choice (``problem`` says why none is)."""
        self.selected, self.result, self.refusal, self.problem, self.watch = (), None, None, None, None
        if self.mode == DAILY:
            self.posed = self._posed(daily(self.today, self.puzzles), DAILY) if self.puzzles else None
        elif self.mode == OWN:
            self.posed = self._own()
        else:
            self.posed = self._from_set(None if self.mode == MIXED else self.mode)
        if self.posed is None and self.problem is None:
            self.problem = _("There is no puzzle to show.")

    def _posed(self, puzzle: Puzzle, source: str, key: str | None = None, done: frozenset[str] = frozenset()) -> Posed:
        turned = from_south(puzzle)
        return Posed(turned, turned.view(), source, key, done)

    def _from_set(self, theme: str | None) -> Posed | None:
        try:
            pick = next_puzzle(self._entries, self.progress.rating.value, self.progress.done, self._rng, theme)
        except NoPuzzle:
            return None
        return self._posed(self._by_id[pick.puzzle_id], "set", done=pick.done)

    def _own(self) -> Posed | None:
        damaged = 0
        for entry in self.progress.mistakes_due(self.today):
            try:
                return self._posed(Puzzle.from_data(entry.puzzle), OWN, entry.key)
            except DamagedPuzzle:
                damaged += 1
        if damaged:
            self.problem = ngettext(
                "{count} of your own puzzles could not be read.",
                "{count} of your own puzzles could not be read.",
                damaged,
            ).format(count=damaged)
        else:
            self.problem = _("None of your own mistakes is due today.")
        return None

    # ---------------------------------------------------------------- answering

    def tap(self, code: str) -> Tapped:
        """A tap on a card of the hand: a play answers (the engine says why a card may not be played), a pass
        chooses the card or puts it back."""
        posed = self.posed
        if posed is None or self.result is not None:
            return Tapped("")
        card = Card.parse(code)
        if card not in posed.view.hand:
            return Tapped("")
        self.refusal = None
        if posed.puzzle.kind == "play":
            why = posed.view.why_illegal(card)
            if why is not None:
                self.refusal = illegal_text(why)
                return Tapped(self.refusal)
            return self.answer((card,))
        count = posed.view.rules.pass_count
        if card in self.selected:
            self.selected = tuple(c for c in self.selected if c != card)
        elif len(self.selected) < count:
            self.selected = (*self.selected, card)
        else:
            self.refusal = pass_full_text(count)
            return Tapped(self.refusal)
        return Tapped("")

    def submit_pass(self) -> Tapped:
        """The Pass button: the chosen cards answer, if the engine takes them as a pass there (tried on a copy of
        the position; a pass it refuses is worded as the table words it)."""
        posed = self.posed
        if posed is None or self.result is not None or posed.puzzle.kind != "pass":
            return Tapped("")
        try:
            posed.puzzle.position.round().pass_cards(posed.puzzle.seat, self.selected)
        except IllegalPass as refused:
            self.refusal = pass_refusal_text(refused.refusal)
            return Tapped(self.refusal)
        return self.answer(self.selected)

    def answer(self, cards: Sequence[Card]) -> Tapped:
        """Judge the answer, keep how it went and move the rating (not for your own mistakes, nor the puzzle of
        the day answered again)."""
        posed = self.posed
        assert posed is not None
        judgement = judge(posed.puzzle, list(cards))
        right = judgement.right
        progress = self.progress
        before: float | None = progress.rating.value
        if posed.source == OWN:
            assert posed.key is not None
            progress = progress.mistake_answered(posed.key, right, self.today)
            before = None
        elif posed.source == DAILY and self.today in progress.daily:
            before = None  # the day's puzzle counts once
        else:
            progress = progress.answered(Entry.of(posed.puzzle), right, self.today)
            if posed.source == DAILY:
                progress = progress.daily_answered(self.today, posed.puzzle.id, right)
            else:
                progress = progress.with_done(posed.done)
        self.progress = progress
        self.changed = True
        self.result = Result(judgement, before, None if before is None else progress.rating.value)
        self.selected = tuple(parse_cards(judgement.choice)) if posed.puzzle.kind == "pass" else ()
        return Tapped("", right)

    # ---------------------------------------------------------------- the Expert plays on

    def watch_steps(self) -> Generator[Progress, None, Round]:
        """Start watching the Expert play the rest of the deal with the best answer (the Expert in every seat, each
        from its own view): the steps to run in slices, yielding (cards played, 52), returning the deal played."""
        posed = self.posed
        assert posed is not None and self.result is not None, "the Expert plays on once the puzzle is answered"
        puzzle = posed.puzzle
        self.watch = Watch(puzzle)
        players = [bots.create(PAR_LEVEL, seat) for seat in range(4)]
        return play_out_steps(best_answered(puzzle), players)

    def watching(self, puzzle: Puzzle, done: int, total: int) -> bool:
        """How far the Expert has come, if it still plays ``puzzle``'s deal; whether it does."""
        watch = self.watch
        if watch is None or watch.puzzle is not puzzle:
            return False
        watch.progress = (done, total)
        return True

    def watched(self, puzzle: Puzzle, played: Round) -> bool:
        """The deal as the Expert played it on, if ``puzzle`` is still the one shown; whether it is."""
        watch = self.watch
        if watch is None or watch.puzzle is not puzzle:
            return False
        watch.finished(played)
        return True
