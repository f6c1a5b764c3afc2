"""The moves of the game in progress as stored: short text that grows by a few characters a card.

The saved game keeps its moves apart from its header (see :mod:`hearts.web.storage.saved_play`), as text made
to be extended rather than written anew: the game's id, a ``;``, then each deal's moves (deals separated by
``/``), each move separated by ``,``: a pass as the seat, ``:`` and the cards (``0:4CJCQS``), a card played as
its code (``QS``). :class:`MovesText` follows a live match and adds only what happened since it last looked;
:func:`read_moves` reads the text back into a :class:`~hearts.record.GameRecord` (which the engine then replays).

>>> from hearts import Match
>>> match = Match(48213907)
>>> moves = MovesText("48213907-1-a")
>>> rnd = match.round
>>> for seat in range(4):
...     rnd.pass_cards(seat, rnd.hand(seat)[:3])
>>> moves.follow(match), moves.text
(True, '48213907-1-a;0:4CJCQC,1:2C3CTC,2:5C7C9C,3:6C8C2D')
>>> _ = rnd.play(rnd.legal_plays()[0])
>>> moves.follow(match), moves.text[-3:]
(True, ',2C')
>>> moves.follow(match)
False
>>> record = read_moves(moves.text, "48213907-1-a", match.game_number, match.rules)
>>> record == GameRecord.from_match(match)
True
"""

from __future__ import annotations

from ...cards import Card, InvalidCard
from ...match import Match
from ...record import GameRecord
from ...record.game import DealRecord
from ...rules import Rules
from .slots import MAX_STORED_CHARS, StoredDataError

__all__ = ["MovesText", "moves_of", "read_moves"]


class MovesText:
    """The stored moves of one match, kept in step with it (see :meth:`follow`)."""

    def __init__(self, match_id: str) -> None:
        self.match_id = match_id
        self.text = f"{match_id};"
        """The whole text as it is stored."""
        self._deals = 1
        self._passes: set[int] = set()
        self._plays = 0
        self._empty = True

    def follow(self, match: Match) -> bool:
        """Add the moves made in ``match`` since the last call; whether the text changed.

        Only what is new is looked at and added: the current deal's passes and its cards not yet written.
        """
        rounds = match.rounds
        if len(rounds) < self._deals:
            raise ValueError("The match has fewer deals than the moves already written.")
        parts: list[str] = []
        for index in range(self._deals - 1, len(rounds)):
            if index >= self._deals:
                parts.append("/")
                self._deals, self._passes, self._plays, self._empty = index + 1, set(), 0, True
            rnd = rounds[index]
            for seat in range(4):
                cards = rnd.passed(seat) if seat not in self._passes else None
                if cards is not None:
                    self._passes.add(seat)
                    self._add(parts, f"{seat}:{''.join(card.code for card in cards)}")
            played = rnd.cards_played
            if len(played) < self._plays:
                raise ValueError("The deal has fewer cards played than the moves already written.")
            for card in played[self._plays :]:
                self._add(parts, card.code)
            self._plays = len(played)
        if not parts:
            return False
        self.text += "".join(parts)
        return True

    def _add(self, parts: list[str], move: str) -> None:
        parts.append(move if self._empty else "," + move)
        self._empty = False


def moves_of(match_id: str, match: Match) -> MovesText:
    """The stored moves of ``match`` as it stands."""
    moves = MovesText(match_id)
    moves.follow(match)
    return moves


def read_moves(text: str, match_id: str, game_number: int, rules: Rules) -> GameRecord:
    """The record the stored moves ``text`` of game ``match_id`` hold (not replayed yet).

    :class:`StoredDataError` if the text is not in this form or belongs to another game.
    """
    if len(text) > MAX_STORED_CHARS:
        raise StoredDataError("too-long")
    stored_id, mark, moves = text.partition(";")
    if not mark or stored_id != match_id:
        raise StoredDataError("impossible-game")
    return GameRecord(game_number, rules, tuple(_read_deal(deal, rules.pass_count) for deal in moves.split("/")))


def _read_deal(text: str, pass_count: int) -> DealRecord:
    passes: list[tuple[Card, ...] | None] = [None, None, None, None]
    plays: list[Card] = []
    try:
        for move in text.split(",") if text else ():
            seat, mark, cards = move.partition(":")
            if not mark:
                plays.append(Card.parse(move))
                continue
            if plays or len(seat) != 1 or seat not in "0123" or passes[int(seat)] is not None:
                raise StoredDataError("impossible-game")
            if len(cards) != 2 * pass_count:
                raise StoredDataError("impossible-game")
            passes[int(seat)] = tuple(Card.parse(cards[i : i + 2]) for i in range(0, len(cards), 2))
    except InvalidCard:
        raise StoredDataError("impossible-game") from None
    return DealRecord(tuple(passes), tuple(plays))
