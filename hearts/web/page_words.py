"""The words ``index.html`` writes in English before Python runs, in the language in use.

Plain Python: each is a CSS selector, the attribute it fills (``None``: the
element's text; ``"title"``: the document's title) and the words, worded when
asked. :func:`hearts.web.catalog_loader.word_page` sets them at the start and after
every change of language.

>>> words = {(selector, attribute): text for selector, attribute, text in page_words()}
>>> words[(".topbar a[href='#history']", "aria-label")], words[("title", "title")]
('History', 'Hearts')
"""

from __future__ import annotations

from typing import Final

from ..words.catalog import gettext as _
from ..words.catalog import noop as N_
from ..words.catalog import pgettext
from .ui.labels import your_hand

__all__ = ["KEY_HELP", "page_words"]

KEY_HELP: Final = N_(
    "Keys: the arrow keys move between your cards, Enter or Space plays or chooses the card,"
    " P passes the chosen cards, H asks for a hint, C or Enter continues after a trick,"
    " L shows the last trick again (L or Escape closes it)."
)
"""The keys in one sentence (the hand's description for screen readers; ``index.html`` holds it in English)."""


def page_words() -> list[tuple[str, str | None, str]]:
    """Every word of ``index.html`` shown after the start: (selector, attribute or ``None`` for the text, words)."""
    game = _("Hearts")
    history = pgettext("top bar", "History")
    statistics = pgettext("top bar", "Statistics")
    settings = pgettext("top bar", "Settings")
    learn = pgettext("top bar", "Learn")
    puzzles = pgettext("top bar", "Puzzles")
    return [
        ("title", "title", game),
        ("meta[name='description']", "content", _("Hearts: you against three computer players, in your browser.")),
        (".topbar .brand", "aria-label", game),
        (".topbar .brand-name", None, game),
        (".topbar a[href='#history']", "aria-label", history),
        (".topbar a[href='#history'] .icon-text", None, history),
        (".topbar a[href='#statistics']", "aria-label", statistics),
        (".topbar a[href='#statistics'] .icon-text", None, statistics),
        (".topbar a[href='#settings']", "aria-label", settings),
        (".topbar a[href='#settings'] .icon-text", None, settings),
        (".topbar a[href='#puzzles']", "aria-label", puzzles),
        (".topbar a[href='#puzzles'] .icon-text", None, puzzles),
        (".topbar a[href='#learn']", "aria-label", learn),
        (".topbar .learn-link-text", None, learn),
        ("#trick", "aria-label", pgettext("region", "Trick")),
        ("#hand", "aria-label", your_hand()),
        ("#scores", "aria-label", pgettext("region", "Scores")),
        (
            "#keys-help",
            None,
            _(KEY_HELP),
        ),
        # Translators: the update banner, followed by its Reload button.
        (".update-text", None, _("A new version is ready —")),
        ("#update-reload", None, pgettext("button", "Reload")),
    ]
