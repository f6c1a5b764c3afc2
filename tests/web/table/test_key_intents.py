"""The table's keys and focus in plain Python: what each key means at each stage, and where focus goes."""

from __future__ import annotations

import pytest

from hearts.web.page_words import KEY_HELP
from hearts.web.table.key_intents import (
    SHORTCUTS,
    Actions,
    Focus,
    Intent,
    cursor_card,
    key_intent,
    refocus,
    second_row,
)
from hearts.web.table.state import Table
from hearts.web.ui.keyboard import Press
from tests.helpers import ROOT
from tests.helpers.page import at_trick_pause, at_your_turn, pass_all

GAME = 48213907


def codes(table: Table) -> list[str]:
    return [card.code for card in table.hand]


def test_arrows_home_and_end_move_along_the_hand_and_stop_at_its_ends() -> None:
    table = Table(GAME)
    hand = codes(table)
    on = Focus("card", hand[5])
    assert key_intent(Press("ArrowRight"), table, on, hand) == Intent("move", hand[6])
    assert key_intent(Press("ArrowDown"), table, on, hand) == Intent("move", hand[6])
    assert key_intent(Press("ArrowLeft"), table, on, hand) == Intent("move", hand[4])
    assert key_intent(Press("ArrowUp"), table, on, hand) == Intent("move", hand[4])
    assert key_intent(Press("Home"), table, on, hand) == Intent("move", hand[0])
    assert key_intent(Press("End"), table, on, hand) == Intent("move", hand[-1])
    assert key_intent(Press("ArrowLeft"), table, Focus("card", hand[0]), hand) == Intent("move", hand[0])
    assert key_intent(Press("ArrowRight"), table, Focus("card", hand[-1]), hand) == Intent("move", hand[-1])


def test_up_and_down_move_between_the_two_rows_of_a_phone_and_stop_at_its_edges() -> None:
    table = Table(GAME)
    hand = codes(table)  # 13 cards: 7 in the first row, 6 in the second

    def move(key: str, card: str, cards: list[str] = hand) -> str | None:
        intent = key_intent(Press(key), table, Focus("card", card), cards, two_rows=True)
        return None if intent is None else intent.value

    assert second_row(13) == 7 and second_row(8) == 4 and second_row(7) is None
    assert move("ArrowDown", hand[0]) == hand[7]
    assert move("ArrowDown", hand[5]) == hand[12]
    assert move("ArrowDown", hand[6]) == hand[12]  # nothing below the first row's last card: the second row's last
    assert move("ArrowUp", hand[12]) == hand[5]
    assert move("ArrowUp", hand[7]) == hand[0]
    assert move("ArrowUp", hand[3]) == hand[3]  # the first row: Up stays
    assert move("ArrowDown", hand[9]) == hand[9]  # the second row: Down stays
    assert move("ArrowRight", hand[6]) == hand[7]  # left and right still run along the whole hand
    assert move("ArrowLeft", hand[7]) == hand[6]
    eight = hand[:8]
    assert move("ArrowDown", eight[3], eight) == eight[7] and move("ArrowUp", eight[7], eight) == eight[3]
    seven = hand[:7]  # seven cards are one row whatever the width: Up and Down run along it
    assert move("ArrowDown", seven[2], seven) == seven[3] and move("ArrowUp", seven[2], seven) == seven[1]


def test_arrows_bring_focus_into_the_hand_from_nowhere_but_leave_other_controls_alone() -> None:
    table = Table(GAME)
    hand = codes(table)
    assert key_intent(Press("ArrowRight"), table, Focus("none"), hand) == Intent("move", hand[0])
    assert key_intent(Press("End"), table, Focus("none"), hand) == Intent("move", hand[-1])
    assert key_intent(Press("ArrowRight"), table, Focus("action", "hint"), hand) is None
    assert key_intent(Press("ArrowRight"), table, Focus("other"), hand) is None
    assert key_intent(Press("ArrowRight"), table, Focus("none"), []) is None


def test_p_passes_only_while_choosing_and_asks_the_engine_whatever_the_count() -> None:
    table = Table(GAME)
    hand = codes(table)
    on = Focus("card", hand[0])
    assert key_intent(Press("p"), table, on, hand) == Intent("press", "pass")  # the engine explains a wrong count
    assert key_intent(Press("P"), table, on, hand) == Intent("press", "pass")
    assert key_intent(Press("p", modified=True), table, on, hand) is None
    pass_all(table)
    assert key_intent(Press("p"), table, on, codes(table)) is None


def test_h_asks_for_a_hint_when_one_can_be_given() -> None:
    table = Table(GAME)
    hand = codes(table)
    assert key_intent(Press("h"), table, Focus("none"), hand) == Intent("press", "hint")
    table.thinking_hint = True
    assert key_intent(Press("h"), table, Focus("none"), hand) is None
    table.thinking_hint = False
    pass_all(table)
    while table.your_turn or table.stage == "trick":  # until a computer is to play
        if table.stage == "trick":
            table.continue_()
        else:
            table.play(table.round.legal_plays()[0])
    assert key_intent(Press("h"), table, Focus("none"), codes(table)) is None
    at_your_turn(table)
    assert key_intent(Press("H"), table, Focus("none"), codes(table)) == Intent("press", "hint")


def test_c_or_enter_on_a_card_continues_at_a_trick_pause_only() -> None:
    table = at_trick_pause(pass_all(Table(GAME)))
    hand = codes(table)
    for press, focus in [
        (Press("c"), Focus("card", hand[0])),
        (Press("C"), Focus("action", "share")),
        (Press("Enter"), Focus("card", hand[0])),
        (Press("Enter"), Focus("none")),
    ]:
        assert key_intent(press, table, focus, hand) == Intent("press", "continue"), (press, focus)
    assert key_intent(Press("Enter"), table, Focus("action", "new-game-menu"), hand) is None  # the button's own
    assert key_intent(Press(" "), table, Focus("card", hand[0]), hand) is None  # the card's own tap
    table.continue_()
    assert key_intent(Press("c"), table, Focus("none"), codes(table)) is None
    assert key_intent(Press("Enter"), table, Focus("card", codes(table)[0]), codes(table)) is None


def test_other_keys_are_left_to_the_browser() -> None:
    table = Table(GAME)
    hand = codes(table)
    for key in ("Tab", "Escape", "x", "Enter", " ", "F5"):
        assert key_intent(Press(key), table, Focus("card", hand[0]), hand) is None, key


def test_the_tab_stop_stays_on_the_card_last_focused_else_the_first_playable() -> None:
    assert cursor_card(["2C", "5D", "KS"], "KS", ["5D"]) == "KS"
    assert cursor_card(["2C", "5D", "KS"], "QH", ["5D"]) == "5D"
    assert cursor_card(["2C", "5D", "KS"], None) == "2C"
    assert cursor_card([], "KS") is None


def test_a_card_played_hands_focus_to_the_card_in_its_place() -> None:
    before = ["2C", "5D", "KS", "AH"]
    nothing = Actions()
    assert refocus(Focus("card", "5D"), before, before, nothing) == Focus("card", "5D")
    assert refocus(Focus("card", "5D"), before, ["2C", "KS", "AH"], nothing) == Focus("card", "KS")
    assert refocus(Focus("card", "AH"), before, ["2C", "5D", "KS"], nothing) == Focus("card", "KS")
    assert refocus(Focus("card", "AH"), before, [], Actions(("next-deal",), "next-deal")) == Focus(
        "action", "next-deal"
    )
    assert refocus(Focus("card", "AH"), before, [], nothing) == Focus("prompt")  # waits there for Continue


def test_a_button_that_went_away_hands_focus_to_the_hand() -> None:
    hand = ["2C", "5D", "KS"]
    shown = Actions(("share", "hint"))
    assert refocus(Focus("action", "hint"), hand, hand, shown) == Focus("action", "hint")
    for gone in ("pass", "continue", "next-deal", "new-game", "close-sheet", "restart", "daily"):
        assert refocus(Focus("action", gone), hand, hand, shown, cursor="5D") == Focus("card", "5D"), gone
        assert refocus(Focus("action", gone), hand, hand, shown) == Focus("card", "2C"), gone
    assert refocus(Focus("action", "continue"), [], [], Actions(("next-deal",), "next-deal")) == Focus(
        "action", "next-deal"
    )
    assert refocus(Focus("action", "share"), hand, hand, Actions()) is None  # not the table's to move
    menu = Actions(("share", "new-game-menu", "hint"))
    assert refocus(Focus("action", "close-sheet"), hand, hand, menu) == Focus("action", "new-game-menu")


def test_the_prompt_holds_focus_until_its_button_or_a_hand_comes() -> None:
    waiting = Focus("prompt")
    assert refocus(waiting, [], [], Actions(("share",))) == waiting
    assert refocus(waiting, [], [], Actions(("share", "continue"), "continue")) == Focus("action", "continue")
    assert refocus(waiting, [], ["2C", "KH"], Actions(("share", "hint")), cursor="KH") == Focus("card", "KH")
    assert refocus(waiting, [], ["2C"], Actions(("pass",), "pass")) == Focus("action", "pass")


def test_keys_work_from_the_prompt_as_from_nowhere() -> None:
    table = at_trick_pause(pass_all(Table(GAME)))
    hand = codes(table)
    assert key_intent(Press("Enter"), table, Focus("prompt"), hand) == Intent("press", "continue")
    assert key_intent(Press("ArrowLeft"), table, Focus("prompt"), hand) == Intent("move", hand[0])


def test_focus_elsewhere_is_left_alone() -> None:
    assert refocus(Focus("none"), ["2C"], ["2C"], Actions(("hint",), "hint")) is None
    assert refocus(Focus("other"), ["2C"], ["2C"], Actions(("hint",), "hint")) is None


@pytest.mark.parametrize("action", sorted(SHORTCUTS))
def test_each_shortcut_is_the_key_that_presses_its_button(action: str) -> None:
    letter = SHORTCUTS[action]
    table = Table(GAME)
    if action == "continue":
        at_trick_pause(pass_all(table))
    if action == "last-trick":  # there is a last trick once the first is over
        at_trick_pause(pass_all(table)).continue_()
    assert key_intent(Press(letter.lower()), table, Focus("none"), codes(table)) == Intent("press", action)


def test_the_page_describes_the_keys_to_screen_readers() -> None:
    index = (ROOT / "index.html").read_text(encoding="utf-8")
    assert f'<p id="keys-help" class="sr-only">{KEY_HELP}</p>' in index
    assert 'aria-describedby="keys-help"' in index
