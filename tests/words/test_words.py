"""The wording layer: points, lists, cards, seats, levels and replayed steps, each worded in one place."""

from __future__ import annotations

import subprocess
import sys

from hearts import Match, bots
from hearts.cards import parse_cards
from hearts.record import DealRecord, GameRecord
from hearts.record.replay import CardPlayed, Dealt, Passed, replay_game
from hearts.words import (
    card_name,
    card_names,
    card_symbols,
    level_description,
    level_name,
    level_players,
    listing,
    number,
    points_text,
    points_word,
    seat_names,
    step_words,
)
from tests.helpers import ROOT


def test_points_have_the_tables_form_and_learns() -> None:
    assert [points_text(n) for n in (0, 1, -1, 13, -10)] == [
        "no points",
        "1 point",
        "-1 point",
        "13 points",
        "-10 points",
    ]
    assert [points_word(n) for n in (0, 1, 13, -10)] == ["0 points", "1 point", "13 points", "−10 points"]
    assert number(-26) == "−26" and number(0) == "0"


def test_lists_join_with_and_before_the_last() -> None:
    assert listing([]) == "" and listing(["West"]) == "West"
    assert listing(["West", "North"]) == "West and North"
    assert listing(["South", "West", "North", "East"]) == "South, West, North and East"
    assert seat_names([3, 0]) == "East and South"


def test_cards_by_name_and_by_symbol() -> None:
    queen, ten, two = parse_cards("QS TH 2C")
    assert card_name(queen) == "Queen of spades" and card_name(two) == "2 of clubs"
    assert card_names([two, ten, queen]) == "2 of clubs, 10 of hearts and Queen of spades"
    assert card_symbols([queen, ten]) == "Q♠ 10♥"


def test_every_level_has_a_name_and_a_description() -> None:
    assert [level_name(level) for level in bots.LEVELS] == ["Easy", "Medium", "Hard", "Expert"]
    assert [level_players(level) for level in bots.LEVELS] == [
        "Easy players",
        "Medium players",
        "Hard players",
        "Expert players",
    ]
    assert all(isinstance(text, str) and text.endswith(".") for text in map(level_description, bots.LEVELS))


def test_every_kind_of_step_is_worded() -> None:
    match = Match(42)
    rnd = match.round
    for seat in range(4):
        rnd.pass_cards(seat, rnd.hand(seat)[:3])
    while not rnd.is_over:
        rnd.play(rnd.legal_plays()[0])
    steps = replay_game(GameRecord.from_match(match)).deals[0].steps
    dealt, passed, lead, *_, last = steps
    assert isinstance(dealt.event, Dealt) and isinstance(passed.event, Passed)
    assert step_words(dealt) == (
        "Deal 1, passing to the left. South passes the 2 of clubs, Ace of clubs and 6 of diamonds to West."
        " West passes the 3 of clubs, 7 of clubs and 4 of diamonds to North."
        " North passes the 4 of clubs, 6 of clubs and 10 of clubs to East."
        " East passes the 5 of clubs, 8 of clubs and 9 of clubs to South."
    )
    assert step_words(passed) == (
        "After the pass. South received the 5 of clubs, 8 of clubs and 9 of clubs."
        " West received the 2 of clubs, Ace of clubs and 6 of diamonds."
        " North received the 3 of clubs, 7 of clubs and 4 of diamonds."
        " East received the 4 of clubs, 6 of clubs and 10 of clubs."
    )
    assert isinstance(lead.event, CardPlayed) and lead.event.leads and lead.event.taken is None
    assert step_words(lead) == "Trick 1: West leads the 2 of clubs."
    assert isinstance(last.event, CardPlayed) and last.event.deal_over
    assert step_words(last) == (
        "Trick 13: North plays the Jack of hearts. East takes the trick with the 10 of spades: 3 points."
        " Deal score: South 4, West 0, North 2, East 20."
    )
    trick_end = steps[5]
    assert isinstance(trick_end.event, CardPlayed) and not trick_end.event.deal_over
    assert step_words(trick_end) == (
        "Trick 1: South plays the 5 of clubs. South takes the trick with the 5 of clubs: no points."
        " Points this deal: South 0, West 0, North 0, East 0."
    )


def test_a_hold_hand_and_a_pass_not_chosen_are_worded() -> None:
    record = GameRecord(5, deals=(DealRecord(),))
    (dealt,) = replay_game(record).deals[0].steps
    assert step_words(dealt) == (
        "Deal 1, passing to the left. South has not chosen a pass. West has not chosen a pass."
        " North has not chosen a pass. East has not chosen a pass."
    )


def test_the_words_load_neither_the_review_nor_the_computer_players() -> None:
    """The table words its points and lists through this package as the page opens."""
    code = "import sys, hearts.words; print(' '.join(sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    loaded = set(done.stdout.split())
    assert "hearts.words" in loaded and not {"hearts.analysis", "hearts.bots"} & loaded
