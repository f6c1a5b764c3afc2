"""The Settings drawer's state: what it shows, and a changed control read back into kept settings.

Plain Python. The view (:func:`~hearts.web.settings.views.settings_drawer`)
shows every setting, the game in progress (``game``: its level and rules) and
what the next new game will use; once a house rule has been changed, the
house rules stay unfolded. The drawer's adapter (:mod:`.adapter`) draws the
view and hands over each change.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ...rules import Rules
from ..storage.settings import Settings
from .current import CurrentSettings
from .form import read_setting

__all__ = ["SettingsState"]

_MAIN_RULES: Final = ("rule-ties", "rule-end_score")
"""Rules controls shown above the house rules: changing them leaves the house rules folded."""


class SettingsState:
    """The settings drawer over the settings in force; ``game`` gives the level and rules of the game in progress."""

    def __init__(self, current: CurrentSettings, game: Callable[[], tuple[str, Rules]]) -> None:
        self.current = current
        self.game = game
        self.house_rules_open = False
        """Whether the house rules stay unfolded (once one of them has been changed)."""

    def change(self, name: str, value: str, checked: bool) -> Settings | None:
        """Control ``name`` changed (its ``value``, and whether it is checked): the settings now, kept.

        ``None`` for a control or value that is not a setting (nothing changes).
        """
        if name.startswith("rule-") and name not in _MAIN_RULES:
            self.house_rules_open = True
        try:
            settings = read_setting(self.current.value, name, value, checked)
        except ValueError:
            return None
        self.current.change(settings)
        return settings
