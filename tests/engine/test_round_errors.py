"""Illegal actions: a refused card says why as a fact (worded in a plain sentence), a refused pass in a sentence,
and a refused action leaves the round exactly as it was."""

from __future__ import annotations

import random

import pytest

from hearts import CARDS, Card, Illegal, IllegalAction, IllegalPass, IllegalPlay, Round, Rules, Suit, deal_hands
from hearts.legality import IllegalKind
from hearts.seats import PASS_CYCLE
from hearts.words import illegal_text
from tests.helpers.rounds import GAME_1_HAND_0, build_round, finish, pass_randomly, snapshot

SOUTH, WEST, NORTH, EAST = range(4)
NOT_BROKEN = "Hearts have not been broken yet, so you may not lead a heart while you hold another suit."


def test_errors_are_value_errors() -> None:
    assert issubclass(IllegalPlay, IllegalAction) and issubclass(IllegalPass, IllegalAction)
    assert issubclass(IllegalAction, ValueError)


@pytest.mark.parametrize(
    ("plays", "card", "kind", "suit", "message"),
    [
        ("", "QC", "two-of-clubs-opens", None, "The 2 of clubs leads the first trick, and you hold it: play it."),
        ("", "AH", "not-held", None, "You do not hold the Ace of hearts."),
        ("2C", "2D", "must-follow", Suit.CLUBS, "You have a club, so you must follow clubs."),
        ("2C AC KC", "AD", "must-follow", Suit.CLUBS, "You have a club, so you must follow clubs."),
        ("2C AC KC 3C 2D", "KH", "must-follow", Suit.DIAMONDS, "You have a diamond, so you must follow diamonds."),
        (
            "2C AC KC 3C",
            "4H",
            "hearts-not-broken",
            None,
            "Hearts have not been broken yet, so you may not lead a heart while you hold another suit.",
        ),
        ("2C AC KC 3C 2D 3D", "3D", "not-held", None, "You do not hold the 3 of diamonds."),
    ],
)
def test_reasons(plays: str, card: str, kind: IllegalKind, suit: Suit | None, message: str) -> None:
    rnd = build_round(GAME_1_HAND_0, plays)
    reason = rnd.why_illegal(Card.parse(card))
    assert reason == Illegal(kind, Card.parse(card), suit)
    assert illegal_text(reason) == message
    before = snapshot(rnd)
    with pytest.raises(IllegalPlay) as caught:
        rnd.play(Card.parse(card))
    assert caught.value.reason == reason
    assert str(caught.value) == str(reason) and str(caught.value).startswith(f"{card} may not be played now: ")
    assert snapshot(rnd) == before


def test_every_slot_is_unchanged_by_a_refused_card() -> None:
    rnd = build_round(GAME_1_HAND_0, "2C AC KC 3C")
    slots = {name: getattr(rnd, name) for name in Round.__slots__ if hasattr(rnd, name)}
    copies = {name: list(v) if isinstance(v, list) else v for name, v in slots.items()}
    with pytest.raises(IllegalPlay):
        rnd.play(Card.parse("4H"))
    for name, value in copies.items():
        assert getattr(rnd, name) == value, name


def test_playing_something_that_is_not_a_card() -> None:
    rnd = build_round(GAME_1_HAND_0)
    before = snapshot(rnd)
    for bad in ("2C", 0, None):
        with pytest.raises(TypeError, match="play\\(\\) needs a Card"):
            rnd.play(bad)  # type: ignore[arg-type]
    assert snapshot(rnd) == before


def test_no_play_after_the_deal_is_over() -> None:
    rnd = build_round(GAME_1_HAND_0)
    finish(rnd)
    before = snapshot(rnd)
    assert rnd.why_illegal(Card.parse("2C")) == Illegal("deal-over", Card.parse("2C"))
    assert illegal_text(Illegal("deal-over", Card.parse("2C"))) == "The deal is over."
    with pytest.raises(IllegalPlay) as caught:
        rnd.play(Card.parse("2C"))
    assert caught.value.reason == Illegal("deal-over", Card.parse("2C"))
    assert str(caught.value) == "2C may not be played now: the deal is over"
    assert snapshot(rnd) == before


@pytest.mark.parametrize("rules", [Rules(), Rules(queen_breaks_hearts=True, bonus_card="JD")])
def test_every_refused_card_in_random_deals_changes_nothing(rules: Rules) -> None:
    """At every step of random deals, every card that is not legal is refused with its reason and no effect."""
    rng = random.Random(2024)
    for game in range(1, 13):
        rnd = Round(deal_hands(game, 0), PASS_CYCLE[game % 4], rules)
        pass_randomly(rnd, rng)
        while not rnd.is_over:
            legal = rnd.legal_plays()
            before = snapshot(rnd)
            for card in rng.sample(CARDS, 8):
                reason = rnd.why_illegal(card)
                assert (reason is None) == (card in legal)
                if reason is None:
                    continue
                assert reason.card == card
                with pytest.raises(IllegalPlay) as caught:
                    rnd.play(card)
                assert caught.value.reason == reason and str(caught.value) == str(reason)
                text = illegal_text(reason)
                assert text.endswith(".") and text[0].isupper()
                assert snapshot(rnd) == before
            rnd.play(rng.choice(legal))
