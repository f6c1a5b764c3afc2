"""The page's views in a spread of states, for the page's markup tests.

Each function yields ``(name, ...)`` with what one view needs to be drawn:
the states come from games played by a fixed rule (no computer player), so
they never change with the engine's search. ``python -m tests.helpers.markup_states``
writes the views' markup of every state to :data:`MARKUP`, which the tests
compare with what the views draw; run it only after a change meant to alter
what the page shows, and look at the difference first.
"""

from __future__ import annotations

import json
import lzma
import random
import re
from collections.abc import Iterator
from typing import Any, Final

from hearts.cards import Card
from hearts.learn import LESSONS, PassPosition, Progress
from hearts.learn.session import PAGES, LearnRoute, Practice
from hearts.match import Match
from hearts.record import GameRecord
from hearts.rules import Rules
from hearts.web.storage.history import HistoryEntry
from hearts.web.storage.saved_game import SavedGame
from hearts.web.table.saved_form import resume_table
from hearts.web.table.state import Table
from tests.helpers import DATA

MARKUP: Final = DATA / "markup.json.xz"
"""The views' markup in every state: ``{"names": {state: index}, "markup": [markup, …]}`` (xz-compressed JSON)."""
GAME: Final = 48213907
NOW: Final = "2026-12-01 09:30"
RULE_SETS: Final = {
    "standard": Rules(),
    "black-maria": Rules.preset("black-maria"),
    "omnibus": Rules.preset("omnibus"),
    "spot": Rules.preset("spot"),
}


def load_markup() -> dict[str, str]:
    """The markup kept in :data:`MARKUP`, by state name."""
    with lzma.open(MARKUP, "rt", encoding="utf-8") as stream:
        data = json.load(stream)
    markup: list[str] = data["markup"]
    return {name: markup[index] for name, index in data["names"].items()}


def save_markup(views: dict[str, str]) -> None:
    """Keep ``views`` (state name: markup) in :data:`MARKUP`, each distinct markup once."""
    distinct = sorted(set(views.values()))
    index = {markup: i for i, markup in enumerate(distinct)}
    data = {"names": {name: index[markup] for name, markup in sorted(views.items())}, "markup": distinct}
    with lzma.open(MARKUP, "wt", encoding="utf-8", preset=9 | lzma.PRESET_EXTREME) as stream:
        json.dump(data, stream, ensure_ascii=False, separators=(",", ":"))


_TOKEN: Final = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=/>]+(?:=\"[^\"]*\")?)*)\s*(/?)>")
_ATTR: Final = re.compile(r'([^\s=/>]+)(?:="([^"]*)")?')
_VOID: Final = frozenset({"area", "br", "col", "hr", "img", "input", "source", "wbr"})


def canonical(markup: str, *, sort_attributes: bool = False) -> str:
    """``markup`` written as the page's trees write it (the same elements, attributes and text once parsed).

    Character references become the characters they stand for (escaped again
    where HTML needs it), a bare attribute gets an empty value, and an
    element closed by ``/>`` gets its end tag. With ``sort_attributes``
    attributes are put in name order, which the page does not depend on.
    """
    from html import escape, unescape

    written: list[str] = []
    at = 0
    for token in _TOKEN.finditer(markup):
        written.append(escape(unescape(markup[at : token.start()]), quote=False))
        at = token.end()
        closing, tag, attrs, empty = token.groups()
        if closing:
            written.append(f"</{tag}>")
            continue
        pairs = [(name, unescape(value or "")) for name, value in _ATTR.findall(attrs)]
        if sort_attributes:
            pairs.sort()
        written.append("<" + tag + "".join(f' {name}="{escape(value)}"' for name, value in pairs) + ">")
        if empty and tag not in _VOID:
            written.append(f"</{tag}>")
    written.append(escape(unescape(markup[at:]), quote=False))
    return "".join(written)


def _step(table: Table, rng: random.Random, moon: int | None = None) -> None:
    """One move of a game played by a fixed rule: random legal cards, or ``moon`` taking every trick."""
    if table.choosing_pass:
        for card in table.hand[: table.pass_count]:
            table.tap(card)
        table.pass_selected()
    elif table.stage == "passing":
        for seat in table.computers_to_pass:
            table.computer_pass(seat, table.round.hand(seat)[: table.pass_count])
    elif table.stage == "trick":
        table.continue_()
    elif table.stage == "deal-over":
        table.next_deal()
    elif table.stage == "playing":
        legal = table.round.legal_plays()
        if moon is None:
            table.play(rng.choice(legal))
        else:
            table.play(max(legal, key=lambda card: card.rank) if table.to_play == moon else min(legal))


def table_states() -> Iterator[tuple[str, Table, dict[str, Any]]]:
    """The table at every kind of moment, with the options the page draws it with (``render``'s keywords)."""
    for key, rules in RULE_SETS.items():
        table = Table(
            GAME, "hard" if key == "standard" else "easy", rules, daily="2026-12-01" if key == "spot" else None
        )
        rng = random.Random(key)
        moves = 0
        limit = 10_000 if key == "standard" else 120
        while table.stage != "match-over" and moves < limit:
            if moves % 9 == 0 or (table.stage in ("deal-over", "trick") and moves % 3 == 0):
                name = f"table-{key}-{moves}"
                yield name, table, {}
                if table.hand:
                    yield f"{name}-cursor", table, {"hand_cursor": table.hand[-1].code, "next_level": "expert"}
                yield f"{name}-menu", table, {"choosing_new_game": True, "next_level": "easy", "next_rules": rules}
                if table.stage == "playing" and table.round.tricks:
                    yield f"{name}-last", table, {"last_trick_open": True}
            _step(table, rng)
            moves += 1
        yield f"table-{key}-end", table, {"next_rules": rules}
    table = Table(GAME)
    table.tap(table.hand[2])
    table.tap(table.hand[5])
    yield "table-two-chosen", table, {}
    table.show_hint(table.hand[:3])
    yield "table-pass-hint", table, {}
    table.tap(table.hand[7])
    table.tap(table.hand[8])
    yield "table-refused", table, {}
    rng = random.Random(3)
    while table.stage != "playing":
        _step(table, rng)
    yield "table-received", table, {}
    while not table.your_turn:
        _step(table, rng)
    table.thinking_hint = True
    yield "table-thinking", table, {}
    table.thinking_hint = False
    table.show_hint(table.round.legal_plays()[:1])
    yield "table-play-hint", table, {}
    illegal = [card for card in table.hand if not table.playable(card)]
    if illegal:
        table.tap(illegal[0])
        yield "table-illegal", table, {}
    table = Table(GAME + 1)
    rng = random.Random(5)
    while table.stage not in ("deal-over", "match-over"):
        _step(table, rng, moon=2)
    yield "table-moon", table, {}
    match = _claimable()
    yield "table-claim", resume_table(SavedGame.of(match, "c-1", "easy"), match), {}
    table = Table(GAME, "medium", Rules(end_score=30, ties="share"))
    rng = random.Random(8)
    while table.stage != "match-over":
        _step(table, rng)
    yield "table-short-match", table, {"next_level": "hard", "next_rules": Rules()}


def _claimable() -> Match:
    from tests.helpers.matches import claimable_match

    return claimable_match(GAME)


def played_match(game: int, rules: Rules, seed: int, stop: int | None = None) -> Match:
    """A match played by a fixed rule, to its end (or ``stop`` moves)."""
    table = Table(game, "easy", rules)
    rng = random.Random(seed)
    moves = 0
    while table.stage != "match-over" and (stop is None or moves < stop):
        _step(table, rng)
        moves += 1
    return table.match


def history_entries() -> list[HistoryEntry]:
    finished = HistoryEntry.of_match("21-1-a", played_match(21, Rules(), 1), NOW, "hard")
    live = HistoryEntry.of_match("22-1-b", played_match(22, Rules(), 2, stop=70), NOW, "easy")
    maria = HistoryEntry.of_match("23-1-c", played_match(23, Rules.preset("black-maria"), 3), NOW, None)
    return [finished.with_kept("checked", True), live, maria]


def history_states() -> Iterator[tuple[str, str, tuple[Any, ...], dict[str, Any]]]:
    """History's views: ``(name, function name in the views, arguments, keywords)``."""
    from hearts.record.replay import replay_game
    from hearts.web.history_route import HistoryRoute

    entries = history_entries()
    yield "history-list", "list_view", (entries,), {"current": "22-1-b"}
    yield "history-list-empty", "list_view", ([],), {}
    yield "history-list-open", "list_view", (entries,), {"opening": True, "problem": "Nothing was opened: no."}
    yield "history-list-more", "list_view", (entries * 8,), {"confirm": "clear", "message": "Done."}
    for entry in entries:
        replay = replay_game(entry.record)
        route = HistoryRoute("kept", entry.id, 2)
        yield f"history-game-{entry.id}", "game_view", (entry, replay, route, 3), {"kept": True, "current": "22-1-b"}
        yield (
            f"history-game-{entry.id}-link",
            "game_view",
            (entry, replay, HistoryRoute("link", "AQ", 1), 0),
            {"kept": False, "confirm": "play", "message": "Oops", "problem": True},
        )
        yield (
            f"history-game-{entry.id}-delete",
            "game_view",
            (entry, replay, route, 9),
            {"kept": True, "confirm": "delete"},
        )
        for deal in replay.deals[:2]:
            for position in range(0, len(deal.steps), 3):
                yield f"history-stage-{entry.id}-{deal.index}-{position}", "stage_view", (deal, position), {}
            yield f"history-stage-{entry.id}-{deal.index}-end", "stage_view", (deal, 10_000), {}
    yield "history-broken", "broken_link_view", ("The game link is damaged.",), {}


def learn_states() -> Iterator[tuple[str, LearnRoute, Rules, Progress, Practice | None]]:
    """Learn's pages, and every lesson's positions as first shown, after a wrong, an illegal and the right try."""
    done = Progress()
    for lesson in LESSONS[:2]:
        for position in lesson.positions:
            done = done.complete(position.id)
    first = LESSONS[2].positions[0]
    some = done.complete(first.id)
    for key, rules in RULE_SETS.items():
        for page in PAGES:
            yield f"learn-{key}-{page}", LearnRoute(page), rules, some if key == "standard" else Progress(), None
    for lesson in LESSONS:
        for index, position in enumerate(lesson.positions):
            name = f"learn-{lesson.id}-{index}"
            rules = Rules.preset("black-maria") if index == 0 and lesson is LESSONS[0] else Rules()
            practice = Practice(lesson, Progress(), index)
            yield name, LearnRoute("practice", lesson.id), rules, practice.progress, practice
            if isinstance(position, PassPosition):
                yield from _pass_tries(name, lesson, index, position)
                continue
            hand = position.round().hand(0)
            legal = set(position.round().legal_plays())
            right = [card for card in hand if card in legal and position.judge(card).correct]
            wrong = [card for card in hand if card in legal and not position.judge(card).correct]
            illegal = [card for card in hand if card not in legal]
            for kind, cards in (("wrong", wrong), ("illegal", illegal), ("right", right)):
                if cards:
                    practice = Practice(lesson, Progress(), index)
                    practice.tap(cards[0])
                    yield f"{name}-{kind}", LearnRoute("practice", lesson.id), Rules(), practice.progress, practice


def _pass_tries(
    name: str, lesson: Any, index: int, position: PassPosition
) -> Iterator[tuple[str, LearnRoute, Rules, Progress, Practice | None]]:
    from itertools import combinations

    hand = sorted(position.round().hand(0))
    practice = Practice(lesson, Progress(), index)
    practice.tap(hand[0])
    yield f"{name}-one", LearnRoute("practice", lesson.id), Rules(), practice.progress, practice
    wrong: list[Card] | None = None
    for trio in combinations(hand, 3):
        verdict = position.judge(list(trio))
        if verdict.correct:
            practice = Practice(lesson, Progress(), index)
            for card in trio:
                practice.tap(card)
            yield f"{name}-three", LearnRoute("practice", lesson.id), Rules(), practice.progress, practice
            practice.submit_pass()
            yield f"{name}-right", LearnRoute("practice", lesson.id), Rules(), practice.progress, practice
            break
        if wrong is None:
            wrong = list(trio)
    if wrong is not None:
        practice = Practice(lesson, Progress(), index)
        for card in wrong:
            practice.tap(card)
        practice.submit_pass()
        yield f"{name}-wrong", LearnRoute("practice", lesson.id), Rules(), practice.progress, practice


INPUTS: Final = MARKUP.with_name("markup-inputs.json")
"""Reviews made once by the Expert, in their stored form, with the games they judge (compact records)."""


def make_inputs() -> dict[str, Any]:
    """The reviews of :data:`INPUTS`: a finished deal and one still being played (a minute of the Expert's work)."""
    from hearts.analysis import review_deal

    whole = GameRecord.from_match(played_match(GAME, Rules(), 11))
    part = GameRecord.from_match(played_match(GAME, Rules(), 11, stop=30))
    return {
        "record": whole.to_compact(),
        "review": review_deal(whole, 0).to_data(),
        "partial_record": part.to_compact(),
        "partial": review_deal(part, 0).to_data(),
    }


def load_inputs() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(INPUTS.read_text(encoding="utf-8"))
    return data


def review_states() -> Iterator[tuple[str, Any, Match]]:
    """The review on the score sheet: ``(name, ReviewRun, the match)``."""
    from hearts.analysis import DealReview
    from hearts.web.review.run import ReviewRun

    inputs = load_inputs()
    match = GameRecord.from_compact(inputs["record"]).replay()
    review = DealReview.from_data(inputs["review"])
    yield "review-running", ReviewRun(0, done=30, total=120), match
    yield "review-starting", ReviewRun(0), match
    yield "review-done", ReviewRun(0, review=review), match
    part = GameRecord.from_compact(inputs["partial_record"]).replay()
    yield "review-partial", ReviewRun(0, review=DealReview.from_data(inputs["partial"])), part


def check_states() -> Iterator[tuple[str, Any]]:
    from hearts.web.review.run import CheckQuestion

    yield "check-ks", CheckQuestion(Card.parse("KS"), Card.parse("9S"), 2.43)
    yield "check-th", CheckQuestion(Card.parse("TH"), Card.parse("2C"), 11.0)


def summary_states() -> Iterator[tuple[str, tuple[Any, ...], dict[str, Any]]]:
    """History's review: ``(name, summary_view's arguments, keywords)``."""
    from hearts.analysis import DealReview
    from hearts.record.replay import replay_game

    inputs = load_inputs()
    deal = replay_game(GameRecord.from_compact(inputs["record"])).deals[0]
    review = DealReview.from_data(inputs["review"])
    yield "summary-offer", (deal, None, None), {"name": "You"}
    yield "summary-running", (deal, None, 0.4), {"name": "South"}
    yield "summary-done", (deal, review, None), {"name": "You", "rules": Rules()}
    yield "summary-done-south", (deal, review, None), {"name": "South"}
    part = replay_game(GameRecord.from_compact(inputs["partial_record"])).deals[0]
    yield "summary-partial", (part, DealReview.from_data(inputs["partial"]), None), {"name": "You"}


def verdict_states() -> Iterator[tuple[str, Any]]:
    from hearts.analysis import DealReview

    for key in ("review", "partial"):
        for decision in DealReview.from_data(load_inputs()[key]).decisions:
            yield f"verdict-{key}-{decision.step}", decision


def puzzle_states(stats: Any, book: Any) -> Iterator[tuple[str, str, tuple[Any, ...], dict[str, Any]]]:
    """The statistics' puzzles: none answered, one, and many over several themes (one unknown to this version)."""
    from dataclasses import dataclass
    from datetime import date, timedelta

    from hearts.web.storage.puzzle_progress import PuzzleProgress

    @dataclass(frozen=True)
    class Rated:
        id: str
        rating: float
        themes: frozenset[str]

    progress = PuzzleProgress()
    yield "puzzles-none", "puzzles_view", (stats, book, progress), {}
    day = date(2026, 12, 7)
    progress = progress.answered(Rated("a", 1400.0, frozenset({"duck"})), True, day)
    yield "puzzles-one", "puzzles_view", (stats, book, progress), {}
    themes = ("queen", "duck", "pass", "moon_stop", "last_tricks", "a-theme-to-come")
    for n in range(24):
        puzzle = Rated(f"p{n}", 1300.0 + 40 * n, frozenset({themes[n % len(themes)], themes[n % 4]}))
        progress = progress.answered(puzzle, n % 3 != 1, day + timedelta(days=n // 5))
    yield "puzzles-many", "puzzles_view", (stats, book, progress), {}


def panel_states() -> Iterator[tuple[str, str, tuple[Any, ...], dict[str, Any]]]:
    """Settings, statistics, the share box and notices: ``(name, function name, arguments, keywords)``."""
    from hearts.analysis import DealReview
    from hearts.web.storage.reviews import ReviewBook
    from hearts.web.storage.settings import Settings
    from hearts.web.storage.statistics import Statistics

    levels = {"easy": "Plays at random.", "medium": "Careful.", "hard": "Strong.", "expert": "Best."}
    settings = Settings()
    yield "settings-default", "settings_view", (settings,), {"game_level": "medium", "game_rules": Rules()}
    changed = settings.changed("difficulty", "hard").changed("rules", Rules.preset("black-maria"))
    changed = changed.changed("four_colour", True).changed("table", "blue").changed("pace", "relaxed")
    yield (
        "settings-changed",
        "settings_view",
        (changed,),
        {"game_level": "easy", "game_rules": Rules(), "levels": levels, "house_rules_open": True},
    )
    stats = Statistics()
    yield "statistics-empty", "statistics_view", (stats,), {}
    yield "statistics-confirm", "statistics_view", (stats,), {"confirming": True}
    for n, rules in enumerate((Rules(end_score=1), Rules(card_values="spot", end_score=1), Rules(end_score=1))):
        stats = stats.record_finished(played_match(70 + n, rules, n), "hard" if n else "easy", f"m{n}")
    yield "statistics-played", "statistics_view", (stats,), {}
    yield "statistics-spot", "statistics_view", (stats,), {"rules_filter": "spot"}
    review = DealReview.from_data(load_inputs()["review"])
    book = ReviewBook()
    yield "decisions-none", "decisions_view", (stats, book), {}
    book = book.added("m0", 0, "hard", review)
    yield "decisions-one", "decisions_view", (stats, book), {}
    book = book.added("m1", 0, "easy", review).marked_checked("m1")
    yield "decisions-two", "decisions_view", (stats, book), {}
    yield from puzzle_states(stats, book)
    yield "share-copying", "share_view", (5, "https://example.org/?deal=5", None), {}
    yield "share-copied", "share_view", (5, "https://example.org/?deal=5", True), {"game_link": "https://e/#game=AQ"}
    yield (
        "share-refused",
        "share_view",
        (5, "https://example.org/?deal=5", False),
        {"game_link": "https://e/#game=AQ", "link_copied": False},
    )
    yield "share-link-copied", "share_view", (7, "a", True), {"game_link": "b", "link_copied": True}
    yield "notice", "notice_view", ("Your saved game <b> could not be read.",), {}
    yield "notice-action", "notice_view", ("Stored & lost.",), {"action": ("Open", "open")}
    yield "confirm-reset", "confirm_reset_view", (), {}


def played_on(puzzle: Any) -> Any:
    """``puzzle``'s deal played on from its best answer by a fixed rule (the other seats pass their first three
    cards, each seat plays its first legal card), so the states never change with the Expert's search."""
    from hearts.web.puzzles.state import best_answered

    rnd = best_answered(puzzle)
    for seat in rnd.waiting_to_pass:
        rnd.pass_cards(seat, rnd.hand(seat)[:3])
    while not rnd.is_over:
        rnd.play(rnd.legal_plays()[0])
    return rnd


def puzzles_states() -> Iterator[tuple[str, Any]]:
    """The puzzles view: a play and a pass posed, answered, the Expert playing on, and its replay stepped from the
    answer to the end (the keys as the page hands them on)."""
    from datetime import date

    from hearts.puzzles import load_puzzles
    from hearts.web.puzzles.state import PuzzlesState
    from hearts.web.storage.puzzle_progress import PuzzleProgress

    puzzles = load_puzzles()
    for kind in ("play", "pass"):
        puzzle = next(p for p in puzzles if p.kind == kind and p.seat != 0 and (kind == "pass" or p.position.plays))
        state = PuzzlesState([puzzle], PuzzleProgress(), date(2026, 12, 7), seed=1)
        yield f"puzzle-{kind}-posed", state
        posed = state.posed
        assert posed is not None
        state.answer([Card.parse(code) for code in posed.puzzle.answer[0].split()])
        yield f"puzzle-{kind}-answered", state
        state.watch_steps()
        state.watching(posed.puzzle, 20, 52)
        yield f"puzzle-{kind}-watching", state
        state.watched(posed.puzzle, played_on(posed.puzzle))
        yield f"puzzle-{kind}-replay-first", state
        watch = state.watch
        assert watch is not None
        for key in ("ArrowRight", "PageDown", "PageDown", "End"):
            watch.key(key)
            yield f"puzzle-{kind}-replay-{key}-{watch.position}", state


PARTS: Final = ("table", "review", "drawers", "history", "learn", "puzzles")
"""The parts of the page whose markup is kept, each drawn by :func:`drawn`."""


def drawn(part: str) -> Iterator[tuple[str, str]]:
    """``(state name, markup)`` for every state of ``part`` (one of :data:`PARTS`), as the views draw it now."""
    from hearts.web.ui.tree import html_of

    if part == "table":
        from hearts.web.table.views import render

        for name, table, options in table_states():
            for region, content in render(table, **options).items():
                yield f"{name}/{region}", html_of(content)
    elif part == "review":
        from hearts.web.review.sheet import check_view, review_view
        from hearts.web.review.summary import summary_view, verdict_view

        for name, run, match in review_states():
            yield name, html_of(review_view(run, match))
        for name, question in check_states():
            yield name, html_of(check_view(question))
        for name, args, options in summary_states():
            yield name, html_of(summary_view(*args, **options))
        for name, decision in verdict_states():
            yield name, html_of(verdict_view(decision))
    elif part == "drawers":
        yield from _drawers()
    elif part == "history":
        from hearts.web.history.game_view import game_view
        from hearts.web.history.list_view import list_view
        from hearts.web.history.stage import stage_view
        from hearts.web.history.views import broken_link_view

        history = {
            "list_view": list_view,
            "game_view": game_view,
            "stage_view": stage_view,
            "broken_link_view": broken_link_view,
        }
        for name, function, args, options in history_states():
            yield name, html_of(history[function](*args, **options))
    elif part == "learn":
        from hearts.web.learn.views import learn_view

        for name, route, rules, progress, practice in learn_states():
            yield name, html_of(learn_view(route, rules, progress, practice))
    elif part == "puzzles":
        from hearts.web.puzzles.views import puzzles_view

        for name, state in puzzles_states():
            yield name, html_of(puzzles_view(state))
    else:
        raise ValueError(f"No part of the page is called {part!r}.")


def _drawers() -> Iterator[tuple[str, str]]:
    from hearts.web.settings.views import settings_view
    from hearts.web.share.views import share_view
    from hearts.web.statistics.decisions import decisions_view
    from hearts.web.statistics.puzzles import puzzles_section
    from hearts.web.statistics.views import confirm_reset_view, statistics_view
    from hearts.web.ui.dialogs import notice_view
    from hearts.web.ui.tree import Node, html_of

    views: dict[str, Any] = {
        "settings_view": settings_view,
        "statistics_view": statistics_view,
        "confirm_reset_view": confirm_reset_view,
        "share_view": share_view,
        "notice_view": notice_view,
    }
    for name, function, args, options in panel_states():
        node: Node
        if function == "decisions_view":
            node = decisions_view(statistics_view(args[0]), args[1])
        elif function == "puzzles_view":
            node = decisions_view(statistics_view(args[0]), args[1], None, puzzles_section(args[2]))
        else:
            node = views[function](*args, **options)
        yield name, html_of(node)


if __name__ == "__main__":
    save_markup({name: markup for part in PARTS for name, markup in drawn(part)})
    print(f"The markup of every view is kept in {MARKUP.name}.")
