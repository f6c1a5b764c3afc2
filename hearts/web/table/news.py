"""What the table says: the news of a pass, a lead, a card, a trick, a deal, a match.

Plain Python over the engine's objects: who leads the first trick and with
what comes from the round and its rules, the points from the round and the
match; seats, cards, points and lists are worded by :mod:`hearts.words`.
The table (:class:`~hearts.web.table.state.Table`) announces these
sentences and its views show them.

>>> play_news(0, Card.parse("2C")), play_news(2, Card.parse("QS"))
('You play the 2 of clubs.', 'North plays the Queen of spades.')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from ...cards import Card
from ...match import Match
from ...round import Round
from ...rules import Rules
from ...seats import SOUTH, pass_source, pass_target
from ...tricks import Trick
from ...words import card_name, card_names, count_word, listing, number_text, points_text, series, who, whom

__all__ = [
    "HUMAN",
    "hint_news",
    "lead_news",
    "moon_news",
    "opening_lead",
    "pass_news",
    "pass_title",
    "play_news",
    "result_news",
    "status",
    "trick_news",
]

HUMAN: Final = SOUTH
"""The person's seat (the seat :func:`hearts.words.who` calls "you")."""

_PASS_TITLES: Final = {
    "left": "Pass {n} cards to the left",
    "right": "Pass {n} cards to the right",
    "across": "Pass {n} cards across",
    "hold": "Hold: no passing",
}
_OPENING_LEADS: Final = {
    "two-of-clubs": "Your lead: the 2 of clubs opens the deal.",
    "any-club": "Your lead: open the deal with any club.",
    "any-card": "Your lead: open the deal with any card you may lead.",
}


def pass_title(direction: str, count: int) -> str:
    """``Pass 3 cards to the left``, ``Pass 4 cards across``, ``Hold: no passing``."""
    return _PASS_TITLES[direction].format(n=count)


def opening_lead(rules: Rules) -> str:
    """The instruction when the person leads the deal's first trick, as the rules open it."""
    return _OPENING_LEADS[rules.first_lead]


def status(stage: str, rnd: Round, deal_number: int, finished: Trick | None) -> str:
    """The table's one-line instruction or news at ``stage`` of the round (``finished``: the trick just taken).

    >>> status("passing", Match(1).round, 1, None)
    'Pass 3 cards to the left: choose three for West.'
    """
    if stage == "passing":
        if rnd.passed(HUMAN) is not None:
            return "Passing the cards…"
        count = rnd.rules.pass_count
        target = who(pass_target(HUMAN, rnd.pass_direction))
        return f"{pass_title(rnd.pass_direction, count)}: choose {count_word(count)} for {target}."
    if stage == "playing":
        seat = rnd.to_play
        if seat == HUMAN:
            return opening_lead(rnd.rules) if not rnd.tricks and not rnd.current_trick.cards else "Your turn."
        return f"{who(seat)} to play…" if seat is not None else ""
    if stage == "trick":
        return trick_news(finished)
    if stage == "deal-over":
        return f"Deal {deal_number} is over."
    return "The game is over."


def lead_news(rnd: Round) -> str:
    """Who leads the first trick and with what, as the round's rules say (the 2 of clubs, any club, any card).

    >>> from dataclasses import replace
    >>> lead_news(Match(1, Rules(pass_cycle=("hold",))).round)
    'West leads the 2 of clubs.'
    >>> lead_news(Match(1, Rules(pass_cycle=("hold",), first_lead="any-club")).round)
    'West holds the 2 of clubs and leads first with any club.'
    >>> lead_news(Match(1, replace(Rules.preset("black-maria"), pass_cycle=("hold",))).round)
    'You are left of the dealer: you lead first, with any card.'
    """
    seat = rnd.to_play
    assert seat is not None, "the first trick is led once every pass is made"
    rules = rnd.rules
    you = seat == HUMAN
    if rules.first_leader == "left-of-dealer":
        return (
            "You are left of the dealer: you lead first, with any card."
            if you
            else f"{who(seat)}, left of the dealer, leads first with any card."
        )
    if rules.first_lead == "any-club":
        return (
            "You hold the 2 of clubs: you lead first, with any club."
            if you
            else f"{who(seat)} holds the 2 of clubs and leads first with any club."
        )
    return "You lead the 2 of clubs." if you else f"{who(seat)} leads the 2 of clubs."


def pass_news(rnd: Round) -> str:
    """The cards the person passed and received once the pass is made, and who leads."""
    direction = rnd.pass_direction
    passed = card_names(rnd.passed(HUMAN) or ())
    received = card_names(rnd.received(HUMAN) or ())
    return (
        f"You passed the {passed} to {who(pass_target(HUMAN, direction))}"
        f" and received the {received} from {who(pass_source(HUMAN, direction))}. {lead_news(rnd)}"
    )


def play_news(seat: int, card: Card) -> str:
    """``You play the 2 of clubs.`` or ``West plays the Queen of spades.``"""
    return f"You play the {card_name(card)}." if seat == HUMAN else f"{who(seat)} plays the {card_name(card)}."


def trick_news(trick: Trick | None) -> str:
    """Who took a finished trick, with which card, and its points (empty for no finished trick)."""
    if trick is None or trick.winner is None:
        return ""
    play = trick.winning_play
    assert play is not None
    return f"{who(trick.winner)} took the trick with the {card_name(play.card)}: {points_text(trick.points)}."


def moon_news(rnd: Round) -> str:
    """E.g. "North shot the moon: 0 for North, 26 for everyone else."; empty if nobody did."""
    shooter = rnd.moon_shooter
    if shooter is None:
        return ""
    points = rnd.points
    others = [seat for seat in range(4) if seat != shooter]
    name = who(shooter)
    own = f"{number_text(points[shooter])} for {whom(shooter)}"
    if len({points[seat] for seat in others}) == 1:
        rest = f"{number_text(points[others[0]])} for everyone else"
    else:
        rest = series([f"{number_text(points[seat])} for {who(seat)}" for seat in others])
    return f"{name} shot the moon: {own}, {rest}."


def result_news(match: Match) -> str:
    """The end of the match, or why it goes on (empty while it simply goes on)."""
    if match.is_over:
        winners = match.winners
        if winners == (HUMAN,):
            return "You win the game!"
        if len(winners) == 1:
            return f"{who(winners[0])} wins the game."
        return f"{listing([who(seat) for seat in winners])} share the win."
    if match.tied_at_end:
        return "The lowest score is tied, so another deal decides the game."
    return ""


def hint_news(cards: Sequence[Card]) -> str:
    """``Hint: play the 2 of clubs.`` or ``Hint: pass the …, … and ….``"""
    names = card_names(cards)
    return f"Hint: pass the {names}." if len(cards) > 1 else f"Hint: play the {names}."
