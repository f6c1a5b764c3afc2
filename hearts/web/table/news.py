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
from ...words import card_names, count_word, moon_words, points_text, shared_win, the_card, who
from ...words.catalog import gettext as _
from ...words.catalog import ngettext
from ...words.catalog import noop as N_

__all__ = [
    "HUMAN",
    "card_news",
    "deal_news",
    "deal_over_news",
    "hint_news",
    "lead_news",
    "moon_news",
    "next_lead_news",
    "opening_lead",
    "pass_news",
    "pass_title",
    "play_news",
    "result_news",
    "resumed_news",
    "status",
    "trick_news",
]

HUMAN: Final = SOUTH
"""The person's seat (the seat :func:`hearts.words.who` calls "you")."""

_OPENING_LEADS: Final = {
    "two-of-clubs": N_("Your lead: the 2 of clubs opens the deal."),
    "any-club": N_("Your lead: open the deal with any club."),
    "any-card": N_("Your lead: open the deal with any card you may lead."),
}


def pass_title(direction: str, count: int) -> str:
    """``Pass 3 cards to the left``, ``Pass 4 cards across``, ``Hold: no passing``."""
    if direction == "left":
        return ngettext("Pass {count} card to the left", "Pass {count} cards to the left", count).format(count=count)
    if direction == "right":
        return ngettext("Pass {count} card to the right", "Pass {count} cards to the right", count).format(count=count)
    if direction == "across":
        return ngettext("Pass {count} card across", "Pass {count} cards across", count).format(count=count)
    if direction == "hold":
        # Translators: a deal where nobody passes cards ("hold" is the pass direction's name in Hearts).
        return _("Hold: no passing")
    raise KeyError(direction)


def opening_lead(rules: Rules) -> str:
    """The instruction when the person leads the deal's first trick, as the rules open it."""
    return _(_OPENING_LEADS[rules.first_lead])


def status(stage: str, rnd: Round, deal_number: int, finished: Trick | None) -> str:
    """The table's one-line instruction or news at ``stage`` of the round (``finished``: the trick just taken).

    >>> status("passing", Match(1).round, 1, None)
    'Pass 3 cards to the left: choose three for West.'
    """
    if stage == "passing":
        if rnd.passed(HUMAN) is not None:
            return _("Passing the cards…")
        count = rnd.rules.pass_count
        target = who(pass_target(HUMAN, rnd.pass_direction))
        # Translators: {title} is "Pass 3 cards to the left"; {count} a number in words ("three"); {seat} a player.
        return _("{title}: choose {count} for {seat}.").format(
            title=pass_title(rnd.pass_direction, count), count=count_word(count), seat=target
        )
    if stage == "playing":
        seat = rnd.to_play
        if seat == HUMAN:
            return opening_lead(rnd.rules) if not rnd.tricks and not rnd.current_trick.cards else your_turn_news()
        # Translators: {seat} is a computer player ("West") who is choosing a card.
        return _("{seat} to play…").format(seat=who(seat)) if seat is not None else ""
    if stage == "trick":
        return trick_news(finished)
    if stage == "deal-over":
        return deal_over(deal_number)
    return _("The game is over.")


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
            _("You are left of the dealer: you lead first, with any card.")
            if you
            else _("{seat}, left of the dealer, leads first with any card.").format(seat=who(seat))
        )
    if rules.first_lead == "any-club":
        return (
            _("You hold the 2 of clubs: you lead first, with any club.")
            if you
            else _("{seat} holds the 2 of clubs and leads first with any club.").format(seat=who(seat))
        )
    return _("You lead the 2 of clubs.") if you else _("{seat} leads the 2 of clubs.").format(seat=who(seat))


def pass_news(rnd: Round) -> str:
    """The cards the person passed and received once the pass is made, and who leads."""
    direction = rnd.pass_direction
    passed = card_names(rnd.passed(HUMAN) or ())
    received = card_names(rnd.received(HUMAN) or ())
    # Translators: {passed} and {received} are lists of cards ("2 of clubs, 5 of hearts and Queen of spades");
    # {target} and {source} are players ("West"); {lead} is a sentence saying who leads first.
    return _("You passed the {passed} to {target} and received the {received} from {source}. {lead}").format(
        passed=passed,
        target=who(pass_target(HUMAN, direction)),
        received=received,
        source=who(pass_source(HUMAN, direction)),
        lead=lead_news(rnd),
    )


def play_news(seat: int, card: Card) -> str:
    """``You play the 2 of clubs.`` or ``West plays the Queen of spades.``"""
    if seat == HUMAN:
        # Translators: {card} is a card with its article ("the 2 of clubs", "the Queen of spades").
        return _("You play {card}.").format(card=the_card(card))
    # Translators: {seat} is a computer player ("West"); {card} a card with its article ("the Queen of spades").
    return _("{seat} plays {card}.").format(seat=who(seat), card=the_card(card))


def trick_news(trick: Trick | None) -> str:
    """Who took a finished trick, with which card, and its points (empty for no finished trick)."""
    if trick is None or trick.winner is None:
        return ""
    play = trick.winning_play
    assert play is not None
    # Translators: {seat} is a player ("You", "West"); {card} a card with its article ("the Queen of spades");
    # {points} "no points", "3 points".
    return _("{seat} took the trick with {card}: {points}.").format(
        seat=who(trick.winner), card=the_card(play.card), points=points_text(trick.points)
    )


def moon_news(rnd: Round) -> str:
    """E.g. "North shot the moon: 0 for North, 26 for everyone else."; empty if nobody did."""
    shooter = rnd.moon_shooter
    return "" if shooter is None else moon_words(shooter, rnd.points)


def result_news(match: Match) -> str:
    """The end of the match, or why it goes on (empty while it simply goes on)."""
    if match.is_over:
        winners = match.winners
        if winners == (HUMAN,):
            return _("You win the game!")
        if len(winners) == 1:
            return _("{seat} wins the game.").format(seat=who(winners[0]))
        return shared_win(winners)
    if match.tied_at_end:
        return _("The lowest score is tied, so another deal decides the game.")
    return ""


def hint_news(cards: Sequence[Card]) -> str:
    """``Hint: play the 2 of clubs.`` or ``Hint: pass the …, … and ….``"""
    names = card_names(cards)
    if len(cards) > 1:
        # Translators: {cards} is a list of cards ("2 of clubs, 5 of hearts and Queen of spades").
        return _("Hint: pass the {cards}.").format(cards=names)
    # Translators: {card} is a card with its article ("the 2 of clubs").
    return _("Hint: play {card}.").format(card=the_card(cards[0]))


def deal_news(rnd: Round, deal_number: int) -> str:
    """A deal begins: its number and what to pass, or that nobody passes and who leads."""
    if rnd.pass_direction == "hold":
        # Translators: {number} is the deal's number; {lead} a sentence saying who leads first.
        return _("Deal {number}. Hold: no passing. {lead}").format(number=deal_number, lead=lead_news(rnd))
    # Translators: {number} is the deal's number; {status} the table's instruction ("Pass 3 cards…").
    return _("Deal {number}. {status}").format(number=deal_number, status=status("passing", rnd, deal_number, None))


def resumed_news(game_number: int, deal_number: int, instruction: str) -> str:
    """A saved game comes back: its number, the deal, and the table's instruction."""
    # Translators: {game} is the game's number; {deal} the deal's number; {status} the table's instruction.
    return _("Game {game} resumed at deal {deal}. {status}").format(
        game=game_number, deal=deal_number, status=instruction
    )


def your_turn_news() -> str:
    return _("Your turn.")


def deal_over(deal_number: int) -> str:
    return _("Deal {number} is over.").format(number=deal_number)


def card_news(seat: int, card: Card, trick: Trick | None, your_turn: bool) -> str:
    """A card played, with the trick it took (if it ended one) or "Your turn." when play comes to the person."""
    said = play_news(seat, card)
    if trick is not None:
        return said + " " + trick_news(trick)
    return said + " " + your_turn_news() if your_turn else said


def next_lead_news(seat: int) -> str:
    """After a trick's pause: who leads the next trick."""
    # Translators: {seat} is a computer player ("West") who leads the next trick.
    return _("Your lead.") if seat == HUMAN else _("{seat} leads.").format(seat=who(seat))


def deal_over_news(deal_number: int, match: Match) -> str:
    """The deal is over: its number, a moon if one was shot, and the end of the match or why it goes on."""
    parts = [deal_over(deal_number), moon_news(match.round), result_news(match)]
    return " ".join(part for part in parts if part)
