"""The settings in force: kept when they change, and handed to everything that follows them.

Plain Python over the :class:`~hearts.web.storage.restore_and_save.Keeper`. Each part
of the page that depends on the settings (the page's colours and card backs,
the controller's timing and choices, the play checker) :meth:`follows
<CurrentSettings.follow>` them: it gets them at once and after every change.
A change made here is kept; one made in another tab (:meth:`CurrentSettings.adopt`)
was kept there already.

>>> from hearts.web.storage.settings import SETTINGS_SLOT
>>> from hearts.web.storage.slots import MemoryStore
>>> keeper = Keeper(MemoryStore())
>>> current = CurrentSettings(keeper, keeper.settings)
>>> levels = []
>>> current.follow(lambda settings: levels.append(settings.difficulty))
>>> current.choose_difficulty("expert")
>>> current.choose_difficulty("grandmaster")
>>> levels, keeper.storage.load(SETTINGS_SLOT).value.difficulty
(['medium', 'expert'], 'expert')
"""

from __future__ import annotations

from collections.abc import Callable

from ..storage.restore_and_save import Keeper
from ..storage.settings import Settings

__all__ = ["CurrentSettings"]


class CurrentSettings:
    """The settings in force; whatever storage could not do goes to ``flush`` as a notice."""

    def __init__(self, keeper: Keeper, settings: Settings, flush: Callable[[], None] = lambda: None) -> None:
        self.keeper = keeper
        self.value = settings
        self.flush = flush
        self._followers: list[Callable[[Settings], None]] = []

    def follow(self, apply: Callable[[Settings], None]) -> None:
        """Call ``apply`` with the settings now and after every change."""
        self._followers.append(apply)
        apply(self.value)

    def change(self, settings: Settings) -> None:
        """Use ``settings`` from now on and keep them."""
        if settings == self.value:
            return
        self.value = settings
        self.keeper.save_settings(settings)
        self._apply()
        self.flush()

    def choose_difficulty(self, level: str) -> None:
        """A level picked on the new-game sheet is the difficulty setting too (an unknown level changes nothing)."""
        try:
            settings = self.value.changed("difficulty", level)
        except ValueError:
            return
        self.change(settings)

    def adopt(self) -> None:
        """Another tab changed the settings, and the keeper read them: follow them here too."""
        self.value = self.keeper.settings
        self._apply()

    def _apply(self) -> None:
        for apply in self._followers:
            apply(self.value)
