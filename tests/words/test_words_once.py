"""Each thing is worded once: card values, points, levels, seats and lists come from :mod:`hearts.words`.

Every string the package's code writes (its docstrings aside) is read, and
one that words a card value (``Q♠ 13``, ``{QS} 13``, ``−10``), points
(``13 points``, ``{n} points``), a level (``Easy``, ``Hard players``), a seat
(``South``, ``You``) or joins a list by hand (``" and ".join``) fails the
test outside :mod:`hearts.words`, unless it is one of the few places below,
each kept for its reason.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from typing import Final

from tests.helpers import ROOT

PACKAGE = ROOT / "hearts"

CARD_VALUE: Final = re.compile(r"(?:[2-9JQKA]|10)[♠♥♦♣] ?\d|\{(?:[2-9JQKA]|10|T)[SHDC]\} \d|−\d|(?:^|[\s(:])-\d")
POINTS: Final = re.compile(r"(?:\d|\{\}) points?\b|^ points?\b")
LEVEL: Final = re.compile(r"^(?:Easy|Medium|Hard|Expert)$|\b(?:Easy|Medium|Hard|Expert) players\b")
SEAT: Final = re.compile(r"^(?:South|West|North|East|You|you)$")
NUMBER: Final = re.compile(r"^-?\d+$")
"""A number alone (``"-1"``, a tab index) is no wording."""

KEPT: Final = {
    ("hearts/rules.py", "value"): "where each preset comes from, cited as the sources write it (not shown in play)",
    ("hearts/seats.py", "seat"): "the engine's seat names, which hearts.words.seats reads and the command line parses",
    ("hearts/arena.py", "points"): "the arena's measurement report, a tool's output rather than the game's words",
    ("hearts/web/table/adapter.py", "seat"): 'the page\'s data-turn attribute ("you", "computer", "none")',
}
"""The places that may keep such a string, and why."""


def strings(tree: ast.Module) -> Iterator[tuple[int, str]]:
    """Each string the code writes, docstrings aside; an f-string with ``{}`` for each placeholder."""
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skipped.add(id(node.value))
        elif isinstance(node, ast.JoinedStr):
            skipped.update(id(part) for part in node.values)
            text = "".join(part.value if isinstance(part, ast.Constant) else "{}" for part in node.values)
            yield node.lineno, text
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skipped:
            yield node.lineno, node.value


def worded(text: str) -> list[str]:
    """What ``text`` words by hand: ``value``, ``points``, ``level``, ``seat``, ``list``."""
    if NUMBER.match(text):
        return []
    kinds = [
        kind
        for kind, pattern in (("value", CARD_VALUE), ("points", POINTS), ("level", LEVEL), ("seat", SEAT))
        if pattern.search(text)
    ]
    return kinds + (["list"] if text in (" and ", ", and ") else [])


def found() -> list[str]:
    """Every string outside :mod:`hearts.words` that words one of these things, but for the places kept."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        if name.startswith("hearts/words/"):
            continue
        for line, text in strings(ast.parse(path.read_text(encoding="utf-8"))):
            for kind in worded(text):
                if (name, kind) not in KEPT:
                    found.append(f"{name}:{line}: {kind}: {text!r}")
    return found


def test_the_scan_finds_each_kind_of_wording() -> None:
    assert worded("Black Maria: A♠ 7, K♠ 10, Q♠ 13") == ["value"]
    assert worded("Each heart 1 point, the {QS} 13 points; {} in all.") == ["value", "points"]
    assert worded("Omnibus: the Jack of diamonds scores −10") == ["value"]
    assert worded("{} took the trick: {} points.") == ["points"] and worded("4 points") == ["points"]
    assert worded("Hard") == ["level"] and worded("This game: Medium players, {}.") == ["level"]
    assert worded("You") == ["seat"] and worded(" and ") == ["list"]
    assert worded("-1") == [] and worded("Your lead.") == [] and worded("The Expert's best") == []
    tree = ast.parse('"""Q♠ 13 in a docstring."""\nx = f"{a} points"\ny = "West"\n')
    assert list(strings(tree)) == [(2, "{} points"), (3, "West")]


def test_cards_points_levels_seats_and_lists_are_worded_in_the_wording_layer_only() -> None:
    assert found() == []


def test_each_place_kept_still_needs_keeping() -> None:
    """A place kept for its reason that no longer words anything by hand is dropped from :data:`KEPT`."""
    used = set()
    for name, kind in KEPT:
        tree = ast.parse((ROOT / name).read_text(encoding="utf-8"))
        if any(kind in worded(text) for _, text in strings(tree)):
            used.add((name, kind))
    assert used == set(KEPT)
