"""How far a long piece of work has come (a review, a par), worded once for every progress bar.

>>> done_text(0.384), reviewing_text(1.0)
('38% done', 'Reviewing: 100% done')
"""

from __future__ import annotations

from .catalog import gettext as _
from .numbers import percent

__all__ = ["done_text", "reviewing_text", "whole_percent"]


def whole_percent(fraction: float) -> int:
    """``fraction`` (0 to 1) as the whole percent a progress bar shows: ``0.384`` → ``38``."""
    return round(fraction * 100)


def done_text(fraction: float) -> str:
    """How far the work has come, as a whole percent: ``38% done``."""
    # Translators: how far a review or a par has come; {percent} is "38%" as the language writes it.
    return _("{percent} done").format(percent=percent(whole_percent(fraction) / 100))


def reviewing_text(fraction: float) -> str:
    """How far a review has come, as a whole percent: ``Reviewing: 38% done``."""
    # Translators: {percent} is "38%" (written as the language writes a percentage).
    return _("Reviewing: {percent} done").format(percent=percent(whole_percent(fraction) / 100))
