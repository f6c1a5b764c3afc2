"""Every sentence of :mod:`hearts.words` comes from the catalogs: with every message wrapped in ``⟦ ⟧``, no English
is left outside the brackets.

The messages are extracted from the package's source with Babel, as the build
extracts them, and compiled into a catalog where each says itself between
``⟦`` and ``⟧``; the words of a replayed deal, a review's summary, the rules
and the record problems are then read for letters outside any bracket.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

import pytest
from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo

from hearts import Match, Rules
from hearts.analysis import DealSummary
from hearts.cards import parse_cards
from hearts.errors import InvalidRecord
from hearts.record import GameRecord
from hearts.record.replay import replay_game
from hearts.words import (
    card_names,
    level_description,
    level_players,
    points_word,
    record_problem,
    rule_lines,
    rules_summary,
    seat_label,
    step_words,
)
from hearts.words.catalog import use_catalog
from hearts.words.languages import ENGLISH
from hearts.words.review import outcome_text
from hearts.words.settings import settings_unread, statistics_unread
from hearts.words.values import values_sentence
from tests.helpers import ROOT

KEYWORDS = {"_": None, "gettext": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "N_": None}


def wrapped_catalog() -> bytes:
    """Every message of ``hearts/words`` wrapped in ``⟦ ⟧``, compiled."""
    catalog = Catalog(locale="pl")
    for __, __, message, __, context in extract_from_dir(
        ROOT / "hearts" / "words", method_map=[("**.py", "python")], keywords=KEYWORDS
    ):
        if isinstance(message, tuple):
            catalog.add(message, tuple(f"⟦{message[min(form, 1)]}⟧" for form in range(3)), context=context)
        else:
            catalog.add(message, f"⟦{message}⟧", context=context)
    compiled = io.BytesIO()
    write_mo(compiled, catalog)
    return compiled.getvalue()


@pytest.fixture(scope="module")
def compiled() -> bytes:
    return wrapped_catalog()


@pytest.fixture
def wrapped(compiled: bytes) -> Iterator[None]:
    use_catalog("pl", compiled)
    yield
    use_catalog(ENGLISH, None)


def outside(text: str) -> str:
    """The text outside every ``⟦ ⟧``, brackets within brackets included."""
    depth, kept = 0, []
    for char in text:
        if char == "⟦":
            depth += 1
        elif char == "⟧":
            depth -= 1
        elif depth == 0:
            kept.append(char)
    return "".join(kept)


def said() -> Iterator[str]:
    match = Match(42)
    for seat in range(4):
        match.round.pass_cards(seat, match.round.hand(seat)[:3])
    for __ in range(8):
        match.round.play(match.round.legal_plays()[0])
    steps = replay_game(GameRecord.from_match(match)).deals[0].steps
    yield from (step_words(step) for step in steps)
    yield outcome_text(DealSummary(0, (16, 0, 3, 7)))
    yield outcome_text(DealSummary(2, (0, 26, -26, 13), 2), you=False)
    yield outcome_text(DealSummary(0, (-5, 13, 10, 8)), you=False)
    for rules in (
        Rules(queen_breaks_hearts=True, moon="best", pass_count=4, end_score=50, ties="share"),
        Rules.preset("black-maria"),
        Rules.preset("spot"),
        Rules.preset("omnibus"),
        Rules(pass_cycle=("left", "right"), first_lead="any-club", shoot_the_sun=True, no_tricks_bonus=True),
    ):
        yield from rule_lines(rules)
        yield rules_summary(rules)
        yield values_sentence(rules, lambda card: card.symbol)
    yield statistics_unread(["all", "easy", "rules"])
    yield settings_unread(["sounds", "pace"])
    yield card_names(parse_cards("2C QS TH"))
    yield f"{seat_label(0)}{level_players('hard')}{level_description('expert')}{points_word(1.5)}"
    for text in ("#game=AAAA!", "{}", '{"format":"hearts-record","version":1,"game":5,"deals":[{"plays":"3C"}]}'):
        try:
            GameRecord.from_text(text).replay()
        except InvalidRecord as error:
            yield record_problem(error)


@pytest.mark.usefixtures("wrapped")
def test_no_english_escapes_the_catalogs() -> None:
    for text in said():
        assert re.search(r"[A-Za-z]{2,}", outside(text)) is None, text
