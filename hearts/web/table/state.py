"""The table as plain Python: stages, pauses, what a tap means and what to announce.

The page draws a :class:`Table` and forwards taps to it; the computer players'
moves come in through the same methods. Every rule decision is the engine's:
legality and reasons from :class:`~hearts.round.Round`, scores from the round
and the :class:`~hearts.match.Match` (asked through :class:`.MatchAtTable`,
which the table extends with the screen's state). What it says is worded in
:mod:`.news` and :mod:`.refusals` and kept in an :class:`.Announcement`; what
it reports for sounds goes to a :class:`.SoundQueue`. This module never
touches the browser, so it runs and is tested in CPython.

>>> table = Table(48213907)
>>> table.stage, table.pass_title
('passing', 'Pass 3 cards to the left')
>>> for card in table.hand[:3]:
...     table.tap(card)
>>> table.can_pass
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from ...cards import Card
from ...errors import IllegalAction, IllegalPass, IllegalPlay
from ...match import Match
from ...rules import Rules
from ...tricks import Play, Trick
from ...words import illegal_text, pass_full_text, pass_refusal_text
from ...words.illegal import not_held_text
from ...words.passes import nothing_to_pass_text, passing_text
from ..storage.saved_game import new_match_id
from . import news
from .announcement import Announcement
from .match_at_table import MatchAtTable
from .news import HUMAN
from .refusals import tap_refusal
from .sound_queue import SoundQueue, play_events

__all__ = ["HUMAN", "Stage", "Table"]

Stage = Literal["passing", "playing", "trick", "deal-over", "match-over"]


class Table(MatchAtTable):
    """One match at the table, seen from South, with the state of the screen."""

    def __init__(
        self,
        game_number: int,
        level: str = "medium",
        rules: Rules | None = None,
        *,
        match_id: str | None = None,
        daily: str | None = None,
    ) -> None:
        super().__init__(Match(game_number, rules), level, match_id or new_match_id(game_number), daily)
        self.said = Announcement()
        """What the table last said, for the live region."""
        self.sound_queue = SoundQueue()
        """What happened since the page last asked, for sounds."""
        self.selected: list[Card] = []
        """Cards chosen to pass, in the order they were tapped."""
        self.received_highlight: tuple[Card, ...] = ()
        """Cards just received in the pass, highlighted for a moment."""
        self.hint: tuple[Card, ...] = ()
        """The card (or the cards to pass) the hint suggests."""
        self.thinking_hint = False
        self.reason = ""
        """Why the last tap did nothing, in words (from the engine)."""
        self.last_play: Play | None = None
        """The latest card played (the one to animate)."""
        self.plays_made = 0
        """How many cards have been played at this table (changes with every card)."""
        self.finished_trick: Trick | None = None
        """The completed trick shown while the table pauses."""
        self.stage: Stage = "passing"
        self._enter_deal()

    @property
    def announcement(self) -> str:
        """What just happened, for the live region."""
        return self.said.text

    @announcement.setter
    def announcement(self, text: str) -> None:
        self.said.say(text)

    @property
    def announcements(self) -> int:
        """How many announcements were made (a repeated sentence is still a new one)."""
        return self.said.count

    # ----------------------------------------------------------------- state

    @property
    def choosing_pass(self) -> bool:
        """Whether the person is choosing the cards to pass."""
        return self.stage == "passing" and not self.has_passed

    @property
    def can_pass(self) -> bool:
        """Whether the Pass button works now (exactly the rules' number of cards chosen)."""
        return self.choosing_pass and len(self.selected) == self.pass_count

    @property
    def to_play(self) -> int | None:
        """The seat to play a card now (``None`` during pauses and passing)."""
        return self.round.to_play if self.stage == "playing" else None

    @property
    def your_turn(self) -> bool:
        return self.to_play == HUMAN

    @property
    def computer_to_play(self) -> int | None:
        """The computer seat that must play now, if any."""
        seat = self.to_play
        return seat if seat is not None and seat != HUMAN else None

    def playable(self, card: Card) -> bool:
        """Whether tapping ``card`` plays it now (the engine's legality)."""
        return self.your_turn and self.round.is_legal(card)

    @property
    def playable_mask(self) -> int:
        """The cards a tap plays now, as a bit mask (none when it is not your turn): asked once for a whole hand."""
        return self.round.legal_mask() if self.your_turn else 0

    @property
    def shown_trick(self) -> Trick:
        """The trick on the table: the finished one during the pause, else the one being played."""
        if self.finished_trick is not None and self.stage != "playing":
            return self.finished_trick
        return self.round.current_trick

    # ----------------------------------------------------------- what to say

    @property
    def pass_title(self) -> str:
        return news.pass_title(self.round.pass_direction, self.pass_count)

    @property
    def status(self) -> str:
        """The table's one-line instruction or news (see :func:`.news.status`)."""
        return news.status(self.stage, self.round, self.deal_number, self.finished_trick)

    @property
    def trick_news(self) -> str:
        """Who took the last trick, with which card, and its points (see :func:`.news.trick_news`)."""
        return news.trick_news(self.finished_trick)

    @property
    def moon_news(self) -> str:
        """Who shot the moon and the points it gave (see :func:`.news.moon_news`); empty if nobody did."""
        return news.moon_news(self.round)

    @property
    def result_news(self) -> str:
        """The end of the match, or why it goes on (see :func:`.news.result_news`)."""
        return news.result_news(self.match)

    # ----------------------------------------------------------------- input

    def tap(self, card: Card) -> None:
        """A tap on a card of the person's hand.

        On the person's turn the engine is asked once: it plays the card or refuses it with its reason.
        """
        self.reason = ""
        if self.choosing_pass:
            self._toggle(card)
        elif self.stage != "playing":
            self._refuse(tap_refusal(self.stage))
        elif not self.your_turn:
            reason = self.round.view(HUMAN).why_illegal(card)
            if reason is not None:
                self._refuse(illegal_text(reason))
        else:
            try:
                self.play(card)
            except IllegalPlay as refused:
                self._refuse(illegal_text(refused.reason) if refused.reason is not None else str(refused))

    def _refuse(self, reason: str) -> None:
        self.reason = reason
        self.announcement = reason

    def _toggle(self, card: Card) -> None:
        if card in self.selected:
            self.selected.remove(card)
        elif card not in self.hand:
            self._refuse(not_held_text(card))
        elif len(self.selected) >= self.pass_count:
            self._refuse(pass_full_text(self.pass_count))
        else:
            self.selected.append(card)

    def pass_selected(self) -> bool:
        """The Pass button: hand the engine the chosen cards. False (with a reason) if it refuses."""
        self.reason = ""
        if self.stage != "passing" or self.has_passed:
            self._refuse(nothing_to_pass_text())
            return False
        try:
            self.round.pass_cards(HUMAN, self.selected)
        except IllegalPass as refused:
            self._refuse(pass_refusal_text(refused.refusal))
            return False
        self.hint = ()
        self.announcement = passing_text()
        return True

    def computer_pass(self, seat: int, cards: Sequence[Card]) -> None:
        """A computer seat's pass; once all four have passed the cards change hands."""
        rnd = self.round
        rnd.pass_cards(seat, cards)
        if rnd.phase == "passing":
            return
        self.selected = []
        self.received_highlight = rnd.received(HUMAN) or ()
        self.stage = "playing"
        self.announcement = news.pass_news(rnd)

    def play(self, card: Card) -> Trick | None:
        """Play ``card`` for the seat to play (the person or a computer) through the engine.

        Raises the engine's :class:`~hearts.errors.IllegalPlay` (nothing changes) for a card it refuses.
        """
        seat = self.to_play
        if seat is None:
            raise IllegalAction("Nobody is to play now.")
        rnd = self.round
        hearts_were_broken = rnd.hearts_broken
        trick = rnd.play(card)
        self.sound_queue.add(*play_events(rnd.hearts_broken and not hearts_were_broken, trick))
        self.last_play = Play(seat, card)
        self.plays_made += 1
        self.hint = ()
        self.reason = ""
        if seat == HUMAN:
            self.received_highlight = ()
        if trick is not None:
            self.finished_trick = trick
            self.stage = "trick"
        self.announcement = news.card_news(seat, card, trick, self.your_turn)
        return trick

    def continue_(self) -> bool:
        """The Continue button after a trick. False if there is no pause to end."""
        if self.stage != "trick":
            return False
        self.finished_trick = None
        self.reason = ""
        if not self.round.is_over:
            self.stage = "playing"
            self.announcement = news.next_lead_news(self.round.to_play or HUMAN)
            return True
        self.stage = "match-over" if self.match.is_over else "deal-over"
        if self.round.moon_shooter is not None:
            self.sound_queue.add("moon")
        self.announcement = news.deal_over_news(self.deal_number, self.match)
        return True

    def next_deal(self) -> bool:
        """The Next deal button. False unless a deal has just ended and the match goes on."""
        if self.stage != "deal-over":
            return False
        self.match.next_round()
        self._enter_deal()
        return True

    def _enter_deal(self) -> None:
        self.selected = []
        self.received_highlight = ()
        self.hint = ()
        self.reason = ""
        self.finished_trick = None
        self.last_play = None
        self.stage = "playing" if self.round.pass_direction == "hold" else "passing"
        self.announcement = news.deal_news(self.round, self.deal_number)

    # ------------------------------------------------------------------ hint

    def hint_wanted(self) -> Literal["pass", "play", None]:
        """What a hint would suggest now: the cards to pass, a card to play, or nothing."""
        if self.choosing_pass:
            return "pass"
        if self.your_turn:
            return "play"
        return None

    def show_hint(self, cards: Sequence[Card]) -> None:
        self.hint = tuple(cards)
        self.announcement = news.hint_news(self.hint)
