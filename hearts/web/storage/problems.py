"""What could not be kept or restored, in whole sentences: one per kind of stored data and kind of trouble.

Plain Python. :class:`~hearts.web.storage.store.Storage` words its problems
here, in the language in use when they happen. A kind of data this module does
not know (a test's) is named by its slot's own label and consequence, in English.

>>> problem("settings", "newer")
'Your settings came from a newer version of this game, so they are back to their defaults.'
>>> problem("game", "unreadable", reason=reason("old-form"))
'Your game in progress could not be read (it is in an old form this version cannot read), so a new game was dealt.'
"""

from __future__ import annotations

from typing import Final, Literal

from ...words.catalog import gettext as _
from ...words.catalog import noop as N_

__all__ = ["KEPT_COPY", "LEFT_AS_IT_WAS", "REASONS", "Problem", "StoredFault", "problem", "reason"]

Problem = Literal["read-refused", "newer", "unreadable", "damaged", "unsaved", "save-refused"]
"""The kinds of trouble: the browser refused to read, a newer version wrote it, it could not be read (for a
reason), its text is damaged, it could not be written as text, the browser refused to save it."""

KEPT_COPY: Final = N_("A copy of the old data was kept.")
LEFT_AS_IT_WAS: Final = N_("The old data was left as it was.")

StoredFault = Literal[
    "too-long",
    "wrong-form",
    "no-version",
    "old-form",
    "newer-version",
    "newer-record",
    "impossible-game",
    "no-game-id",
    "not-an-object",
    "count-not-whole",
    "count-out-of-range",
    "counts-disagree",
    "entries-wrong-form",
    "entry-not-an-object",
    "entry-no-game",
    "entry-no-deal",
    "entry-no-level",
    "entry-no-points",
    "entry-no-points-or-par",
    "game-wrong-form",
    "game-no-id",
    "game-no-date",
    "game-no-origin",
    "game-record-damaged",
    "game-result-damaged",
    "rating-damaged",
    "entry-no-puzzle",
    "entry-no-date",
    "entry-no-result",
    "entry-no-rating",
]
"""Why stored data cannot be used, as a fact: what a decoder finds wrong (``newer-version``: the envelope's version
is newer than this game reads; ``newer-record``: the game record inside was written by a newer version)."""

REASONS: Final[dict[StoredFault, str]] = {
    "too-long": N_("it is far too long"),
    "wrong-form": N_("it is not in the expected form"),
    "no-version": N_("it has no valid version number"),
    "old-form": N_("it is in an old form this version cannot read"),
    "newer-version": N_("it came from a newer version of this game"),
    "newer-record": N_("it came from a newer version of this game"),
    "impossible-game": N_("it does not describe a possible game"),
    "no-game-id": N_("it has no valid game id"),
    "not-an-object": N_("not an object"),
    "count-not-whole": N_("a count is not a whole number"),
    "count-out-of-range": N_("a count is out of range"),
    "counts-disagree": N_("the counts do not agree"),
    "entries-wrong-form": N_("they are not in the expected form"),
    "entry-not-an-object": N_("an entry is not an object"),
    "entry-no-game": N_("an entry has no game"),
    "entry-no-deal": N_("an entry has no deal"),
    "entry-no-level": N_("an entry has no level"),
    "entry-no-points": N_("an entry has no points lost"),
    "entry-no-points-or-par": N_("an entry has no points or par"),
    "game-wrong-form": N_("a game is not in the expected form"),
    "game-no-id": N_("a game has no valid id"),
    "game-no-date": N_("a game has no valid date"),
    "game-no-origin": N_("a game has no valid origin"),
    "game-record-damaged": N_("a game's record is damaged"),
    "game-result-damaged": N_("a game's result is damaged"),
    "rating-damaged": N_("the puzzle rating is damaged"),
    "entry-no-puzzle": N_("an entry has no puzzle"),
    "entry-no-date": N_("an entry has no valid date"),
    "entry-no-result": N_("an entry has no result"),
    "entry-no-rating": N_("an entry has no rating"),
}
"""Each fault's reason (English, marked for the catalogs), the ``{reason}`` of an ``unreadable`` problem."""

_SENTENCES: Final[dict[tuple[str, str], str]] = {
    ("settings", "read-refused"): N_(
        "Your browser would not let the game read your settings, so they are back to their defaults."
    ),
    ("settings", "newer"): N_(
        "Your settings came from a newer version of this game, so they are back to their defaults."
    ),
    # Translators: {reason} says why the data could not be read ("it is far too long").
    ("settings", "unreadable"): N_("Your settings could not be read ({reason}), so they are back to their defaults."),
    ("settings", "damaged"): N_(
        "Your settings could not be read (the stored text is damaged), so they are back to their defaults."
    ),
    ("settings", "unsaved"): N_("Your settings could not be saved."),
    ("settings", "save-refused"): N_(
        "Your browser would not let the game save your settings"
        " (storage may be full or turned off), so it will be lost when you leave."
    ),
    ("game", "read-refused"): N_(
        "Your browser would not let the game read your game in progress, so a new game was dealt."
    ),
    ("game", "newer"): N_("Your game in progress came from a newer version of this game, so a new game was dealt."),
    # Translators: {reason} says why the data could not be read ("it is far too long").
    ("game", "unreadable"): N_("Your game in progress could not be read ({reason}), so a new game was dealt."),
    ("game", "damaged"): N_(
        "Your game in progress could not be read (the stored text is damaged), so a new game was dealt."
    ),
    ("game", "unsaved"): N_("Your game in progress could not be saved."),
    ("game", "save-refused"): N_(
        "Your browser would not let the game save your game in progress"
        " (storage may be full or turned off), so it will be lost when you leave."
    ),
    ("statistics", "read-refused"): N_(
        "Your browser would not let the game read your statistics, so they start again from zero."
    ),
    ("statistics", "newer"): N_(
        "Your statistics came from a newer version of this game, so they start again from zero."
    ),
    # Translators: {reason} says why the data could not be read ("it is far too long").
    ("statistics", "unreadable"): N_("Your statistics could not be read ({reason}), so they start again from zero."),
    ("statistics", "damaged"): N_(
        "Your statistics could not be read (the stored text is damaged), so they start again from zero."
    ),
    ("statistics", "unsaved"): N_("Your statistics could not be saved."),
    ("statistics", "save-refused"): N_(
        "Your browser would not let the game save your statistics"
        " (storage may be full or turned off), so it will be lost when you leave."
    ),
    ("history", "read-refused"): N_(
        "Your browser would not let the game read your history of games, so it starts afresh."
    ),
    ("history", "newer"): N_("Your history of games came from a newer version of this game, so it starts afresh."),
    # Translators: {reason} says why the data could not be read ("it is far too long").
    ("history", "unreadable"): N_("Your history of games could not be read ({reason}), so it starts afresh."),
    ("history", "damaged"): N_(
        "Your history of games could not be read (the stored text is damaged), so it starts afresh."
    ),
    ("history", "unsaved"): N_("Your history of games could not be saved."),
    ("history", "save-refused"): N_(
        "Your browser would not let the game save your history of games"
        " (storage may be full or turned off), so it will be lost when you leave."
    ),
    ("pars", "read-refused"): N_(
        "Your browser would not let the game read your deals' pars, so the statistics count pars from the next deal on."
    ),
    ("pars", "newer"): N_(
        "Your deals' pars came from a newer version of this game, so the statistics count pars from the next deal on."
    ),
    # Translators: {reason} says why the data could not be read ("it is far too long").
    ("pars", "unreadable"): N_(
        "Your deals' pars could not be read ({reason}), so the statistics count pars from the next deal on."
    ),
    ("pars", "damaged"): N_(
        "Your deals' pars could not be read (the stored text is damaged),"
        " so the statistics count pars from the next deal on."
    ),
    ("pars", "unsaved"): N_("Your deals' pars could not be saved."),
    ("pars", "save-refused"): N_(
        "Your browser would not let the game save your deals' pars"
        " (storage may be full or turned off), so they will be lost when you leave."
    ),
    ("reviews", "read-refused"): N_(
        "Your browser would not let the game read your reviewed deals, so deals are reviewed again when you ask."
    ),
    ("reviews", "newer"): N_(
        "Your reviewed deals came from a newer version of this game, so deals are reviewed again when you ask."
    ),
    # Translators: {reason} says why the data could not be read ("it is far too long").
    ("reviews", "unreadable"): N_(
        "Your reviewed deals could not be read ({reason}), so deals are reviewed again when you ask."
    ),
    ("reviews", "damaged"): N_(
        "Your reviewed deals could not be read (the stored text is damaged), so deals are reviewed again when you ask."
    ),
    ("reviews", "unsaved"): N_("Your reviewed deals could not be saved."),
    ("reviews", "save-refused"): N_(
        "Your browser would not let the game save your reviewed deals"
        " (storage may be full or turned off), so it will be lost when you leave."
    ),
    ("learn", "read-refused"): N_(
        "Your browser would not let the game read your lesson progress, so the lessons start afresh."
    ),
    ("learn", "newer"): N_("Your lesson progress came from a newer version of this game, so the lessons start afresh."),
    # Translators: {reason} says why the data could not be read ("it is far too long").
    ("learn", "unreadable"): N_("Your lesson progress could not be read ({reason}), so the lessons start afresh."),
    ("learn", "damaged"): N_(
        "Your lesson progress could not be read (the stored text is damaged), so the lessons start afresh."
    ),
    ("learn", "unsaved"): N_("Your lesson progress could not be saved."),
    ("learn", "save-refused"): N_(
        "Your browser would not let the game save your lesson progress"
        " (storage may be full or turned off), so it will be lost when you leave."
    ),
    ("puzzles", "read-refused"): N_(
        "Your browser would not let the game read your puzzle progress, so the puzzles start afresh."
    ),
    ("puzzles", "newer"): N_(
        "Your puzzle progress came from a newer version of this game, so the puzzles start afresh."
    ),
    # Translators: {reason} says why the data could not be read ("it is far too long").
    ("puzzles", "unreadable"): N_("Your puzzle progress could not be read ({reason}), so the puzzles start afresh."),
    ("puzzles", "damaged"): N_(
        "Your puzzle progress could not be read (the stored text is damaged), so the puzzles start afresh."
    ),
    ("puzzles", "unsaved"): N_("Your puzzle progress could not be saved."),
    ("puzzles", "save-refused"): N_(
        "Your browser would not let the game save your puzzle progress"
        " (storage may be full or turned off), so it will be lost when you leave."
    ),
}
"""Each kind of data's sentence for each kind of trouble (``{reason}``: one of :data:`REASONS`, worded)."""

_FALLBACK: Final[dict[str, str]] = {
    "read-refused": "your browser would not let the game read {label}, so {consequence}.",
    "newer": "{label} came from a newer version of this game, so {consequence}.",
    "unreadable": "{label} could not be read ({reason}), so {consequence}.",
    "damaged": "{label} could not be read (the stored text is damaged), so {consequence}.",
    "unsaved": "{label} could not be saved.",
    "save-refused": (
        "your browser would not let the game save {label} (storage may be full or turned off),"
        " so it will be lost when you leave."
    ),
}


def reason(fault: StoredFault) -> str:
    """Why stored data could not be read (the decoder's fault), in the language in use."""
    return _(REASONS[fault])


def problem(name: str, kind: Problem, *, reason: str = "", label: str = "", consequence: str = "") -> str:
    """The sentence for ``kind`` of trouble with the data kept as ``name`` (``reason``: why it could not be read).

    ``label`` and ``consequence`` name data this module does not know (in English).
    """
    sentence = _SENTENCES.get((name, kind))
    if sentence is not None:
        return _(sentence).format(reason=reason)
    text = _FALLBACK[kind].format(label=label, consequence=consequence, reason=reason)
    return text[:1].upper() + text[1:]
