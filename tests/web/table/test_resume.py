"""A table saved and resumed: every stage comes back where it was, through the engine's record; sound events."""

from __future__ import annotations

from hearts import Card, Rules
from hearts.web.storage.restore_and_save import Keeper
from hearts.web.storage.saved_game import SAVED_GAME_SLOT, SavedGame
from hearts.web.storage.slots import MemoryStore
from hearts.web.table.saved_form import resume_table, saved_form
from hearts.web.table.state import HUMAN, Table
from tests.helpers.page import pass_all, reload, step

GAME = 48213907


def same_position(a: Table, b: Table) -> None:
    assert b.game_number == a.game_number and b.match_id == a.match_id and b.level == a.level
    assert b.stage == a.stage
    assert b.deal_number == a.deal_number
    assert b.hand == a.hand
    assert b.round.cards_played == a.round.cards_played
    assert b.shown_trick.cards == a.shown_trick.cards
    assert b.totals == a.totals and b.deal_points == a.deal_points
    assert b.selected == a.selected
    assert b.to_play == a.to_play
    assert b.match.rules == a.match.rules


def test_mid_pass_with_cards_chosen() -> None:
    table = Table(GAME, "hard")
    for card in table.hand[4:6]:
        table.tap(card)
    again = reload(table)
    same_position(table, again)
    assert again.choosing_pass and len(again.selected) == 2
    again.tap(again.hand[0])
    assert again.can_pass


def test_after_your_pass_while_the_others_still_choose() -> None:
    table = Table(GAME)
    for card in table.hand[:3]:
        table.tap(card)
    assert table.pass_selected()
    again = reload(table)
    assert again.stage == "passing" and again.has_passed
    assert again.computers_to_pass == [1, 2, 3]
    assert again.selected == []


def test_mid_trick_at_a_trick_pause_and_at_the_score_sheet() -> None:
    table = Table(GAME, rules=Rules(end_score=1000))
    seen = set()
    for _ in range(400):
        step(table)
        again = reload(table)
        same_position(table, again)
        if table.stage == "trick":
            assert again.finished_trick == table.finished_trick
            assert again.trick_news == table.trick_news
        if table.stage == "playing" and table.round.current_trick.cards:
            seen.add("mid-trick")
        seen.add(table.stage)
        if table.deal_number == 3:
            break
    assert {"mid-trick", "trick", "deal-over", "passing", "playing"} <= seen


def test_the_end_of_a_match_comes_back_as_the_final_sheet() -> None:
    table = Table(7, rules=Rules(end_score=1))
    while table.stage != "match-over":
        step(table)
    again = reload(table)
    assert again.stage == "match-over" and again.result_news == table.result_news
    assert not again.next_deal()


def test_the_pause_after_the_last_trick_comes_back_before_the_sheet() -> None:
    table = Table(GAME)
    while not table.round.is_over:
        step(table)
    assert table.stage == "trick"
    again = reload(table)
    assert again.stage == "trick" and again.finished_trick == table.round.tricks[-1]
    assert again.continue_() and again.stage == "deal-over"


def test_resumed_table_announces_where_it_is() -> None:
    table = Table(GAME)
    pass_all(table)
    again = reload(table)
    assert again.announcement.startswith(f"Game {GAME} resumed at deal 1.")


def test_daily_date_and_difficulty_travel_with_the_game() -> None:
    from datetime import date

    from hearts.deals import daily_game_number

    day = date(2026, 11, 29)
    table = Table(daily_game_number(day), "expert", daily=day.isoformat())
    table.tap(table.hand[0])
    again = reload(table)
    assert again.daily == "2026-11-29" and again.level == "expert"


def test_sound_events_follow_the_engine() -> None:
    table = Table(GAME)
    pass_all(table)
    events: list[str] = []
    hearts_broken_at: list[int] = []
    while not table.round.is_over:
        if table.stage == "trick":
            table.continue_()
            continue
        before = table.round.hearts_broken
        trick = table.play(table.round.legal_plays()[0])
        got = table.sound_queue.take()
        assert got[0] == "card"
        assert ("hearts" in got) == (table.round.hearts_broken and not before)
        if "hearts" in got:
            hearts_broken_at.append(len(table.round.cards_played))
        if trick is None:
            assert got in (["card"], ["card", "hearts"])
        else:
            assert got[-1] == ("queen" if Card.parse("QS") in trick.cards else "trick")
        events.extend(got)
        assert table.sound_queue.take() == []
    assert events.count("card") == 52
    assert events.count("trick") + events.count("queen") == 13 and events.count("queen") == 1
    assert len(hearts_broken_at) <= 1
    table.continue_()
    assert table.sound_queue.take() == (["moon"] if table.round.moon_shooter is not None else [])


def test_a_moon_is_an_event() -> None:
    for game in range(1, 400):
        table = Table(game)
        pass_all(table)
        while not table.round.is_over:
            step(table)
        table.sound_queue.take()
        table.continue_()
        if table.round.moon_shooter is not None:
            assert table.sound_queue.take() == ["moon"]
            return
    raise AssertionError("no moon in 400 games of first-legal play")


def test_a_card_picked_to_pass_is_enough_to_save_a_new_game() -> None:
    store = MemoryStore()
    keeper = Keeper(store)
    table = Table(GAME)
    assert not keeper.save_game(saved_form(table), table.match)
    assert SAVED_GAME_SLOT.key not in store.data
    table.tap(table.hand[0])
    assert keeper.save_game(saved_form(table), table.match)
    table.tap(table.hand[0])  # put back: the same game is saved again, with nothing picked
    assert table.selected == []
    assert keeper.save_game(saved_form(table), table.match)
    restored = Keeper(store).restore()
    assert restored.saved_game is not None and restored.saved_game.pass_selection == ()
    assert restored.saved_game.match_id == table.match_id
    other = Table(GAME + 1)
    assert not keeper.save_game(saved_form(other), other.match)
    assert Keeper(store).restore().saved_game == restored.saved_game


def test_each_new_table_is_a_new_attempt() -> None:
    ids = {Table(GAME).match_id for _ in range(20)}
    assert len(ids) == 20
    assert all(match_id.startswith(f"{GAME}-") for match_id in ids)


def test_resume_uses_the_saved_rules_not_the_defaults() -> None:
    table = Table(GAME, rules=Rules.preset("omnibus"))
    table.tap(table.hand[0])
    saved = SavedGame.of(table.match, table.match_id, "easy", pass_selection=table.selected)
    again = resume_table(saved, saved.restore())
    assert again.match.rules == Rules.preset("omnibus") and again.level == "easy"
    assert HUMAN == 0
