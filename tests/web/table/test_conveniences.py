"""The table's conveniences without a browser: the last trick, claims, forced cards, the hand's order, the pace."""

from __future__ import annotations

import asyncio

import pytest

from hearts import Card
from hearts.claim import play_out
from hearts.web.settings.form import read_setting
from hearts.web.settings.views import settings_view
from hearts.web.storage.saved_game import SavedGame
from hearts.web.storage.settings import PACES, RANK_ORDERS, SUIT_ORDERS, Settings, decode_settings
from hearts.web.table.choices import PlayChoices, Timing
from hearts.web.table.claiming import accept_claim, claim_label, claim_offer
from hearts.web.table.controller import Controller
from hearts.web.table.hand_order import SUIT_SEQUENCES, arrange
from hearts.web.table.key_intents import Focus, Intent, key_intent
from hearts.web.table.last_trick import last_trick, last_trick_news, last_trick_view, pile_view
from hearts.web.table.pace import pause_seconds
from hearts.web.table.saved_form import resume_table
from hearts.web.table.state import HUMAN, Table
from hearts.web.table.views import hand_view, prompt_view
from hearts.web.ui.keyboard import Press
from hearts.web.ui.tree import find_all, html_of
from tests.helpers.matches import claimable_match
from tests.helpers.page import at_trick_pause, at_your_turn, pass_all

GAME = 48213907
INSTANT = Timing(computer_delay=0, received_highlight=0, trick_linger=0, forced_pause=0)


async def _nap(seconds: float) -> None:
    await asyncio.sleep(0)


def make(table: Table | None = None) -> tuple[Controller, list[str]]:
    drawn: list[str] = []
    holder: list[Controller] = []

    def redraw() -> None:
        drawn.append(holder[0].table.stage)

    controller = Controller(
        redraw, table=table, game_number=GAME, choices=PlayChoices(level="easy", timing=INSTANT), sleep=_nap
    )
    holder.append(controller)
    return controller, drawn


def after_first_trick() -> Table:
    table = at_trick_pause(pass_all(Table(GAME)))
    table.continue_()
    return at_your_turn(table)


# ------------------------------------------------------------------ last trick


def test_the_last_trick_shows_its_cards_by_seat_who_led_and_who_took_it() -> None:
    table = Table(GAME)
    assert last_trick(table) is None and html_of(pile_view(table)) == "" and html_of(last_trick_view(table, True)) == ""
    table = after_first_trick()
    trick = table.round.tricks[0]
    assert last_trick(table) == trick
    html = html_of(last_trick_view(table, True))
    assert html.count('role="img"') == 4 and "(led)" in html and "took it" in html
    assert html_of(last_trick_view(table, False)) == ""
    news = last_trick_news(trick)
    assert news.startswith("Last trick: ") and "2 of clubs" in news and "took it" in news
    assert 'data-action="last-trick"' in html_of(pile_view(table)) and "1 trick taken" in html_of(pile_view(table))
    assert 'aria-pressed="true"' in html_of(prompt_view(table, True)) and 'aria-pressed="false"' in html_of(
        prompt_view(table)
    )


def test_looking_at_the_last_trick_changes_nothing_and_the_key_l_and_escape_toggle_it() -> None:
    controller, _ = make(after_first_trick())
    table = controller.table
    before = (table.round.to_play, table.plays_made, table.stage, table.status)
    hand = [card.code for card in table.hand]
    assert key_intent(Press("l"), table, Focus("card", hand[0]), hand) == Intent("press", "last-trick")
    assert key_intent(Press("Escape"), table, Focus("card", hand[0]), hand) is None
    controller.press("last-trick")
    assert controller.last_trick_open
    assert table.announcement.startswith("Last trick:")
    assert (table.round.to_play, table.plays_made, table.stage, table.status) == before
    assert key_intent(Press("Escape"), table, Focus("none"), hand, last_trick_open=True) == Intent(
        "press", "last-trick"
    )
    controller.press("last-trick")
    assert not controller.last_trick_open
    assert (table.round.to_play, table.plays_made, table.stage, table.status) == before


def test_the_last_trick_closes_by_itself_when_the_next_trick_is_shown() -> None:
    controller, _ = make(after_first_trick())
    controller.press("last-trick")
    table = controller.table
    at_trick_pause(table)
    assert not controller.last_trick_open


def test_playing_your_card_closes_the_last_trick() -> None:
    async def scenario() -> None:
        controller, _ = make(after_first_trick())
        controller.press("last-trick")
        table = controller.table
        card = table.round.legal_plays()[0]
        controller.tap_card(card.code)
        assert card in [play.card for play in table.round.plays]
        assert not controller.last_trick_open
        await controller.idle()

    asyncio.run(scenario())


# ----------------------------------------------------------------------- claims


def claimable_table() -> Table:
    """Game 48213907 at a moment South may claim every remaining trick."""
    match = claimable_match(GAME)
    return resume_table(SavedGame.of(match, "c-1", "easy"), match)


def test_a_claim_is_offered_on_your_turn_and_accepting_scores_exactly_as_play_would() -> None:
    table = claimable_table()
    claim = claim_offer(table)
    assert claim is not None and claim_label(claim) == "Claim the rest"
    assert 'data-action="claim"' in html_of(prompt_view(table))
    expected = table.round.copy()
    play_out(expected)
    saved: list[Table] = []
    controller, _ = make(table)
    controller.on_save = saved.append
    controller.press("claim")
    assert table.round.is_over and table.stage in ("deal-over", "match-over")
    assert table.deal_points == expected.points
    assert table.plays_made == 52 and saved
    assert table.announcement.startswith(f"You claimed the last {claim.tricks_left} tricks")
    assert not accept_claim(table)  # nothing left to claim


def test_no_claim_is_offered_when_it_is_not_your_turn_or_cannot_be_proved() -> None:
    table = Table(GAME)
    assert claim_offer(table) is None and 'data-action="claim"' not in html_of(prompt_view(table))
    table = after_first_trick()
    assert claim_offer(table) is None
    assert not accept_claim(table)


# ------------------------------------------------------------------ forced cards


def south_leads() -> Table:
    """A game whose first deal South opens: South keeps the 2 of clubs, passing its three highest cards."""
    two = Card.parse("2C")
    for game in range(GAME, GAME + 500):
        table = Table(game)
        if two not in table.hand:
            continue
        for card in table.hand[-3:]:
            table.tap(card)
        assert table.pass_selected()
        for seat in table.computers_to_pass:
            table.computer_pass(seat, table.round.hand(seat)[:3])
        if table.your_turn:
            return table
    raise AssertionError("no game found")


def test_forced_cards_are_off_by_default() -> None:
    assert Settings().forced_cards is False
    controller, _ = make(south_leads())
    controller.start()
    asyncio.run(controller.idle())
    table = controller.table
    assert table.your_turn and not table.round.plays and table.hint == ()


def test_a_forced_card_is_marked_and_announced_then_played_after_the_pause() -> None:
    controller, _ = make(south_leads())
    pauses: list[float] = []

    async def nap(seconds: float) -> None:
        pauses.append(seconds)
        await asyncio.sleep(0)

    controller._sleep = nap
    controller.timing = INSTANT._replace(forced_pause=0.5)
    table = controller.table
    two = Card.parse("2C")

    async def scenario() -> None:
        controller.set_forced_cards(True)
        assert table.hint == (two,) and "hinted" in html_of(hand_view(table))  # marked during the pause
        assert table.announcement == "Only the 2 of clubs can be played: playing it for you."
        assert not table.round.plays
        await controller.idle()

    asyncio.run(scenario())
    assert table.round.plays[0] == (HUMAN, two)
    assert pauses[0] == 0.5


# ------------------------------------------------------------------- hand order


def test_every_hand_order_draws_each_suit_together_in_its_order_and_ranks_as_asked() -> None:
    cards = Table(GAME).round.hand(HUMAN)
    for suits in SUIT_ORDERS:
        for ranks in RANK_ORDERS:
            drawn = arrange(cards, suits, ranks)
            assert sorted(drawn) == sorted(cards)
            order = [SUIT_SEQUENCES[suits].index(card.suit) for card in drawn]
            assert order == sorted(order)
            for suit in SUIT_SEQUENCES[suits]:
                got = [card.rank for card in drawn if card.suit == suit]
                assert got == sorted(got, reverse=ranks == "descending")
    assert arrange(cards) == cards  # the default is the order the table always drew: ♣ ♦ ♠ ♥, low to high


def test_every_order_and_pace_the_settings_accept_is_one_the_table_knows() -> None:
    assert list(SUIT_SEQUENCES) == list(SUIT_ORDERS)
    pauses = [pause_seconds(pace, 0.0) for pace in PACES]
    assert pauses == sorted(pauses) and len(set(pauses)) == len(PACES)
    assert pause_seconds("normal", 0.0) == pause_seconds("unknown", 0.0) and "normal" in PACES


def test_the_drawn_hand_and_the_keyboard_follow_the_hand_order() -> None:
    controller, _ = make()
    controller.set_hand_order("bridge", "descending")
    table = controller.table
    codes = [card.code for card in table.hand]
    assert codes == [card.code for card in arrange(table.round.hand(HUMAN), "bridge", "descending")]
    html = html_of(hand_view(table))
    assert [html.index(f'data-card="{code}"') for code in codes] == sorted(
        html.index(f'data-card="{code}"') for code in codes
    )
    assert key_intent(Press("ArrowRight"), table, Focus("card", codes[0]), codes) == Intent("move", codes[1])
    controller.new_game(GAME + 1)
    assert (controller.table.suit_order, controller.table.rank_order) == ("bridge", "descending")


# --------------------------------------------------------------------- settings


def test_old_settings_without_the_new_fields_load_and_the_pace_follows_their_animation_speed() -> None:
    old = {"table": "red", "animation": "off", "sounds": False, "pause_after_trick": False}
    decoded = decode_settings(old)
    assert decoded.partial is None
    value = decoded.value
    assert value.table == "red" and value.sounds is False
    assert (value.suit_order, value.rank_order, value.forced_cards) == ("alternating", "ascending", False)
    assert value.pace == "quick"
    assert decode_settings({"animation": "slow"}).value.pace == "relaxed"
    assert decode_settings({}).value.pace == "normal"
    again = decode_settings(Settings(pace="relaxed", animation="off", suit_order="bridge").to_data()).value
    assert (again.pace, again.animation, again.suit_order) == ("relaxed", "off", "bridge")


def test_bad_new_fields_fall_back_on_their_own() -> None:
    decoded = decode_settings({"suit_order": "random", "rank_order": 3, "forced_cards": "yes", "pace": "warp"})
    assert decoded.value == Settings()
    assert decoded.partial is not None and "suit order" in decoded.partial and "players' pace" in decoded.partial


def test_the_settings_view_offers_and_reads_the_new_settings() -> None:
    view = settings_view(Settings(), game_level="medium", game_rules=Settings().rules)
    names = {dict(node.attrs).get("name") for node in find_all(view, "select")}
    names |= {dict(node.attrs).get("name") for node in find_all(view, "input")}
    assert {"suit_order", "rank_order", "forced_cards", "pace"} <= names
    settings = read_setting(Settings(), "suit_order", "hearts-first", False)
    settings = read_setting(settings, "rank_order", "descending", False)
    settings = read_setting(settings, "forced_cards", "on", True)
    settings = read_setting(settings, "pace", "quick", True)
    assert (settings.suit_order, settings.rank_order, settings.forced_cards, settings.pace) == (
        "hearts-first",
        "descending",
        True,
        "quick",
    )
    with pytest.raises(ValueError):
        read_setting(Settings(), "pace", "warp", True)


def test_the_pace_is_apart_from_the_animation_speed_and_normal_is_unchanged() -> None:
    assert Timing.named("normal") == Timing.named("normal", "normal") == Timing(0.65, 2.5, 1.4, 0.9)
    quick = Timing.named("off", "quick")
    assert quick.computer_delay <= 0.05 and quick.trick_linger <= 0.25
    assert Timing.named("off", "relaxed").computer_delay > Timing.named("off", "normal").computer_delay
    assert Timing.named("slow", "quick").computer_delay >= 0.6  # never quicker than a card's animation
