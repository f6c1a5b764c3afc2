"""The table's plain-Python state: passing, taps and the engine's reasons, pauses, news and results."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from hearts import Card, Illegal, Rules, bots
from hearts.errors import IllegalAction, IllegalPass, PassRefusal
from hearts.web.table.state import HUMAN, Table
from hearts.words import illegal_text, points_text, who
from hearts.words.catalog import use_language
from tests.helpers.page import deal_over, pass_all, play_on

GAME = 48213907


def play_until_your_turn(table: Table) -> None:
    for _ in range(60):
        if table.stage == "trick":
            table.continue_()
        elif table.your_turn:
            return
        else:
            seat = table.computer_to_play
            assert seat is not None
            table.play(bots.create("easy").choose_play(table.round.view(seat)))
    raise AssertionError("never your turn")


def test_pass_directions_follow_the_deal_cycle_and_hold_starts_with_play() -> None:
    table = Table(GAME)
    titles = []
    for _ in range(4):
        titles.append(table.pass_title)
        if table.round.pass_direction == "hold":
            assert table.stage == "playing" and not table.choosing_pass
            assert "Hold: no passing." in table.announcement and "the 2 of clubs" in table.announcement
        play_on(table, lambda table: table.round.is_over)
        table.continue_()
        if not table.next_deal():
            break
    assert titles == [
        "Pass 3 cards to the left",
        "Pass 3 cards to the right",
        "Pass 3 cards across",
        "Hold: no passing",
    ]


def test_choosing_three_cards_toggles_and_refuses_a_fourth() -> None:
    table = Table(GAME)
    first, second, third, fourth = table.hand[:4]
    table.tap(first)
    table.tap(first)
    assert table.selected == [] and not table.can_pass
    for card in (first, second, third):
        table.tap(card)
    assert table.can_pass
    table.tap(fourth)
    assert table.selected == [first, second, third]
    assert table.reason.startswith("You have chosen three cards")


def test_pass_button_asks_the_engine_which_explains_a_wrong_count() -> None:
    table = Table(GAME)
    table.tap(table.hand[0])
    with pytest.raises(IllegalPass) as refused:
        table.round.pass_cards(HUMAN, table.selected)
    assert refused.value.refusal == PassRefusal("count", HUMAN, needed=3, chosen=1)
    assert not table.pass_selected()
    assert table.reason == "Pass exactly three cards, not 1."
    assert not table.has_passed


def test_a_refused_pass_reads_in_the_players_language() -> None:
    use_language("de")
    table = Table(GAME)
    table.tap(table.hand[0])
    table.tap(table.hand[1])
    assert not table.pass_selected()
    assert table.reason == "Gib genau drei Karten weiter, nicht 2."
    assert table.announcement == table.reason


def test_after_the_pass_the_received_cards_are_highlighted_and_play_begins() -> None:
    table = Table(GAME)
    mine = table.hand[-3:]
    pass_all(table, mine)
    assert table.stage == "playing"
    received = table.round.received(HUMAN)
    assert received is not None and table.received_highlight == received
    assert set(received) <= set(table.hand) and not set(mine) & set(table.hand)
    assert table.announcement.startswith("You passed the ") and "to West" in table.announcement
    assert "from East" in table.announcement


def test_a_dimmed_card_gives_the_engines_reason_and_plays_nothing() -> None:
    table = Table(GAME)
    pass_all(table)
    play_until_your_turn(table)
    hand = table.hand
    illegal = [card for card in hand if not table.playable(card)]
    while not illegal:
        table.tap(table.round.legal_plays()[0])
        play_until_your_turn(table)
        hand = table.hand
        illegal = [card for card in hand if not table.playable(card)]
    reason = table.round.why_illegal(illegal[0])
    assert reason is not None and reason.card == illegal[0]
    expected = illegal_text(reason)
    table.tap(illegal[0])
    assert table.reason == expected and table.announcement == expected
    assert table.hand == hand and table.your_turn


def test_a_tap_out_of_turn_is_explained_by_the_engine() -> None:
    table = Table(GAME)
    pass_all(table)
    while table.your_turn or table.stage != "playing":
        if table.stage == "trick":
            table.continue_()
        else:
            table.tap(table.round.legal_plays()[0])
    assert table.round.view(HUMAN).why_illegal(table.hand[0]) == Illegal("out-of-turn", table.hand[0])
    table.tap(table.hand[0])
    assert table.reason == "It is not your turn." and table.announcement == "It is not your turn."


def test_each_trick_pauses_with_its_news_until_continue() -> None:
    table = Table(GAME)
    pass_all(table)
    while table.stage != "trick":
        if table.your_turn:
            table.tap(table.round.legal_plays()[0])
        else:
            table.play(table.round.legal_plays()[0])
    trick = table.finished_trick
    assert trick is not None and trick.winner is not None
    assert table.shown_trick == trick and table.to_play is None
    winning = trick.winning_play
    assert winning is not None
    assert table.status == (
        f"{who(trick.winner)} took the trick with the {winning.card.name}: {points_text(trick.points)}."
    )
    assert table.continue_()
    assert table.stage == "playing" and table.shown_trick.cards == ()
    assert not table.continue_()


def test_every_card_played_is_announced_with_whose_turn_follows() -> None:
    table = Table(GAME)
    pass_all(table)
    said = table.announcements
    plays = 0
    while table.stage not in ("deal-over", "match-over"):
        if table.stage == "trick":
            table.continue_()
            continue
        seat = table.to_play
        assert seat is not None
        card = table.round.legal_plays()[0]
        if table.your_turn:
            table.tap(card)
        else:
            table.play(card)
        plays += 1
        news = table.announcement
        if seat == HUMAN:
            assert news.startswith(f"You play the {card.name}.")
        else:
            assert news.startswith(f"{who(seat)} plays the {card.name}.")
        if table.stage == "trick":
            assert news.endswith(table.trick_news)
        else:
            assert news.endswith(" Your turn.") == table.your_turn
        assert table.announcements > said
        said = table.announcements
    assert plays == 52


def test_the_same_words_twice_are_still_two_announcements() -> None:
    table = Table(GAME)
    pass_all(table)
    play_until_your_turn(table)
    illegal = next((card for card in table.hand if not table.playable(card)), None)
    if illegal is None:
        pytest.skip("every card is legal here")
    table.tap(illegal)
    first = (table.announcement, table.announcements)
    table.tap(illegal)
    assert table.announcement == first[0] and table.announcements == first[1] + 1


def test_a_whole_deal_ends_on_the_score_sheet_then_the_next_deal() -> None:
    table = Table(GAME)
    pass_all(table)
    play_on(table, deal_over)
    assert table.stage == "deal-over"
    assert table.totals == table.deal_points and sum(table.totals) in (26, 78)
    assert table.announcement.startswith("Deal 1 is over.")
    with pytest.raises(IllegalAction):
        table.play(table.hand[0] if table.hand else Card.parse("2C"))
    assert table.next_deal()
    assert table.deal_number == 2 and table.stage == "passing" and table.pass_title == "Pass 3 cards to the right"


def _over(points: tuple[int, ...], shooter: int | None, totals: tuple[int, ...], winners: tuple[int, ...]) -> Table:
    """A table whose deal and match look finished (for the wording only)."""
    table = Table(GAME)
    fake_round = SimpleNamespace(moon_shooter=shooter, points=points, is_over=True)
    fake_match = SimpleNamespace(
        is_over=bool(winners),
        winners=winners,
        totals=totals,
        rules=Rules(),
        round=fake_round,
        game_number=GAME,
        tied_at_end=not winners and max(totals) >= Rules().end_score,
    )
    table.match = fake_match  # type: ignore[assignment]
    return table


def test_the_moon_is_noted_for_the_shooter_and_everyone_else() -> None:
    assert _over((26, 26, 0, 26), 2, (26, 26, 0, 26), ()).moon_news == (
        "North shot the moon: 0 for North, 26 for everyone else."
    )
    assert _over((0, 26, 26, 26), 0, (0, 26, 26, 26), ()).moon_news == (
        "You shot the moon: 0 for you, 26 for everyone else."
    )
    assert _over((-26, 0, -10, 0), 0, (0, 0, 0, 0), ()).moon_news == (
        "You shot the moon: -26 for you, 0 for West, -10 for North, 0 for East."
    )
    assert _over((3, 10, 13, 0), None, (3, 10, 13, 0), ()).moon_news == ""


def test_the_end_of_the_match_names_the_winners_or_asks_for_another_deal() -> None:
    assert _over((0,) * 4, None, (40, 101, 60, 70), (HUMAN,)).result_news == "You win the game!"
    assert _over((0,) * 4, None, (80, 101, 60, 70), (2,)).result_news == "North wins the game."
    assert _over((0,) * 4, None, (60, 101, 60, 70), (0, 2)).result_news == "You and North share the win."
    assert _over((0,) * 4, None, (60, 101, 60, 70), ()).result_news == (
        "The lowest score is tied, so another deal decides the game."
    )
    assert _over((0,) * 4, None, (60, 90, 60, 70), ()).result_news == ""


def test_points_are_worded_plainly() -> None:
    assert [points_text(n) for n in (0, 1, 13, -10)] == ["no points", "1 point", "13 points", "-10 points"]
    assert [who(seat) for seat in range(4)] == ["You", "West", "North", "East"]
