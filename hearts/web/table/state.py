"""The table as plain Python: stages, pauses, what a tap means and what to announce.

The page draws a :class:`Table` and forwards taps to it; the computer players'
moves come in through the same methods. Every rule decision is the engine's:
legality and reasons from :class:`~hearts.round.Round`, scores from the round
and the :class:`~hearts.match.Match`. This module never touches the browser,
so it runs and is tested in CPython.

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
from typing import Final, Literal

from ...cards import QUEEN_OF_SPADES, Card
from ...errors import IllegalAction
from ...match import Match
from ...round import Round
from ...rules import Rules
from ...seats import pass_target
from ...tricks import Play, Trick
from ...words import count_word, illegal_text, the_card, who
from ...words.catalog import gettext as _
from ...words.catalog import ngettext
from ..storage.saved_game import new_match_id
from . import news
from .hand_order import arrange
from .news import HUMAN

__all__ = ["EVENTS", "HUMAN", "Event", "Stage", "Table"]

Stage = Literal["passing", "playing", "trick", "deal-over", "match-over"]
Event = Literal["card", "trick", "hearts", "queen", "moon"]
EVENTS: Final[tuple[Event, ...]] = ("card", "trick", "hearts", "queen", "moon")
"""What the table reports for sounds: a card played, a trick taken, hearts broken, the Queen of spades taken, a moon."""


class Table:
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
        self.match = Match(game_number, rules)
        self.level = level
        self.match_id = match_id or new_match_id(game_number)
        """This attempt at the game (a restart is a new attempt), for saving and statistics."""
        self.daily = daily
        """The date (``YYYY-MM-DD``) when this is that day's daily deal."""
        self.events: list[Event] = []
        """What happened since the page last asked (see :meth:`take_events`), for sounds."""
        self.selected: list[Card] = []
        """Cards chosen to pass, in the order they were tapped."""
        self.received_highlight: tuple[Card, ...] = ()
        """Cards just received in the pass, highlighted for a moment."""
        self.hint: tuple[Card, ...] = ()
        """The card (or the cards to pass) the hint suggests."""
        self.thinking_hint = False
        self.reason = ""
        """Why the last tap did nothing, in words (from the engine)."""
        self.announcements = 0
        """How many announcements were made (a repeated sentence is still a new one)."""
        self._announcement = ""
        self.last_play: Play | None = None
        """The latest card played (the one to animate)."""
        self.plays_made = 0
        """How many cards have been played at this table (changes with every card)."""
        self.finished_trick: Trick | None = None
        """The completed trick shown while the table pauses."""
        self.stage: Stage = "passing"
        self.suit_order = "alternating"
        self.rank_order = "ascending"
        """The order the hand is drawn in (:mod:`hearts.web.table.hand_order`); keys and screen readers follow it."""
        self._enter_deal()

    @property
    def announcement(self) -> str:
        """What just happened, for the live region."""
        return self._announcement

    @announcement.setter
    def announcement(self, text: str) -> None:
        self._announcement = text
        self.announcements += 1

    def take_events(self) -> list[Event]:
        """The events since the last call, oldest first (each is returned once)."""
        events, self.events = self.events, []
        return events

    # ----------------------------------------------------------------- state

    @property
    def game_number(self) -> int:
        return self.match.game_number

    @property
    def round(self) -> Round:
        return self.match.round

    @property
    def deal_number(self) -> int:
        """1 for the first deal of the match."""
        return self.match.hand_index + 1

    @property
    def hand(self) -> list[Card]:
        """The person's cards in the order they are drawn."""
        return arrange(self.round.hand(HUMAN), self.suit_order, self.rank_order)

    @property
    def pass_title(self) -> str:
        return news.pass_title(self.round.pass_direction, self.pass_count)

    @property
    def pass_target(self) -> int | None:
        direction = self.round.pass_direction
        return None if direction == "hold" else pass_target(HUMAN, direction)

    @property
    def has_passed(self) -> bool:
        return self.round.passed(HUMAN) is not None

    @property
    def choosing_pass(self) -> bool:
        """Whether the person is choosing the cards to pass."""
        return self.stage == "passing" and not self.has_passed

    @property
    def pass_count(self) -> int:
        """How many cards each player passes under this game's rules (3, 4 or 5)."""
        return self.match.rules.pass_count

    @property
    def pass_count_word(self) -> str:
        """``three``, ``four`` or ``five``."""
        return count_word(self.pass_count)

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
    def shown_trick(self) -> Trick:
        """The trick on the table: the finished one during the pause, else the one being played."""
        if self.finished_trick is not None and self.stage != "playing":
            return self.finished_trick
        return self.round.current_trick

    @property
    def deal_points(self) -> tuple[int, ...]:
        return self.round.points

    @property
    def totals(self) -> tuple[int, ...]:
        """Match totals, this deal included once it is over."""
        return self.match.totals

    def cards_held(self, seat: int) -> int:
        return len(self.round.hand(seat))

    # ----------------------------------------------------------- what to say

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
        """A tap on a card of the person's hand."""
        self.reason = ""
        if self.choosing_pass:
            self._toggle(card)
        elif self.stage == "playing":
            reason = self.round.why_illegal(card) if self.your_turn else self.round.view(HUMAN).why_illegal(card)
            if reason is not None:
                self._refuse(illegal_text(reason))
            else:
                self.play(card)
        elif self.stage == "passing":
            self._refuse(_("Waiting for the others to pass."))
        elif self.stage == "trick":
            # Translators: Continue is the button's name (the table's "Continue").
            self._refuse(_("Tap Continue to go on."))
        else:
            self._refuse(_("This deal is over."))

    def _refuse(self, reason: str) -> None:
        self.reason = reason
        self.announcement = reason

    def _toggle(self, card: Card) -> None:
        if card in self.selected:
            self.selected.remove(card)
        elif card not in self.hand:
            # Translators: {card} is a card with its article ("the 2 of clubs").
            self._refuse(_("You do not hold {card}.").format(card=the_card(card)))
        elif len(self.selected) >= self.pass_count:
            # Translators: {count} is a number in words ("three", "four").
            self._refuse(
                ngettext(
                    "You have chosen {count} card: tap one of them to put it back first.",
                    "You have chosen {count} cards: tap one of them to put it back first.",
                    self.pass_count,
                ).format(count=self.pass_count_word)
            )
        else:
            self.selected.append(card)

    def pass_selected(self) -> bool:
        """The Pass button: hand the engine the chosen cards. False (with a reason) if it refuses."""
        self.reason = ""
        if self.stage != "passing" or self.has_passed:
            self._refuse(_("There is nothing to pass now."))
            return False
        try:
            self.round.pass_cards(HUMAN, self.selected)
        except IllegalAction as refused:
            self._refuse(str(refused))
            return False
        self.hint = ()
        self.announcement = _("Passing…")
        return True

    @property
    def computers_to_pass(self) -> list[int]:
        """Computer seats that still have to choose their pass."""
        return [seat for seat in self.round.waiting_to_pass if seat != HUMAN] if self.has_passed else []

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

    def clear_received(self) -> None:
        self.received_highlight = ()

    def play(self, card: Card) -> Trick | None:
        """Play ``card`` for the seat to play (the person or a computer) through the engine."""
        seat = self.to_play
        if seat is None:
            raise IllegalAction("Nobody is to play now.")
        rnd = self.round
        hearts_were_broken = rnd.hearts_broken
        trick = rnd.play(card)
        self.events.append("card")
        if rnd.hearts_broken and not hearts_were_broken:
            self.events.append("hearts")
        if trick is not None:
            self.events.append("queen" if QUEEN_OF_SPADES in trick.cards else "trick")
        self.last_play = Play(seat, card)
        self.plays_made += 1
        self.hint = ()
        self.reason = ""
        if seat == HUMAN:
            self.received_highlight = ()
        said = news.play_news(seat, card)
        if trick is not None:
            self.finished_trick = trick
            self.stage = "trick"
            said += " " + self.trick_news
        elif self.your_turn:
            said += " " + _("Your turn.")
        self.announcement = said
        return trick

    def continue_(self) -> bool:
        """The Continue button after a trick. False if there is no pause to end."""
        if self.stage != "trick":
            return False
        self.finished_trick = None
        self.reason = ""
        if not self.round.is_over:
            self.stage = "playing"
            seat = self.round.to_play
            # Translators: {seat} is a computer player ("West") who leads the next trick.
            self.announcement = _("Your lead.") if seat == HUMAN else _("{seat} leads.").format(seat=who(seat or 0))
            return True
        self.stage = "match-over" if self.match.is_over else "deal-over"
        if self.round.moon_shooter is not None:
            self.events.append("moon")
        parts = [_("Deal {number} is over.").format(number=self.deal_number), self.moon_news, self.result_news]
        self.announcement = " ".join(part for part in parts if part)
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
        if self.round.pass_direction == "hold":
            self.stage = "playing"
            # Translators: {number} is the deal's number; {lead} a sentence saying who leads first.
            self.announcement = _("Deal {number}. Hold: no passing. {lead}").format(
                number=self.deal_number, lead=news.lead_news(self.round)
            )
        else:
            self.stage = "passing"
            # Translators: {number} is the deal's number; {status} the table's instruction ("Pass 3 cards…").
            self.announcement = _("Deal {number}. {status}").format(number=self.deal_number, status=self.status)

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
