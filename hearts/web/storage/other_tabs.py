"""Following another tab of the page: its settings and statistics, as soon as it writes them.

Plain Python over the :class:`~hearts.web.storage.restore_and_save.Keeper`. The browser
tells every other tab which key one tab wrote (a ``storage`` event); the page
hands that key to :func:`follow`, which reads the new value into the keeper
and says what changed. The saved game and History are re-read only when next
needed (see :meth:`~hearts.web.storage.store.Storage.changed_elsewhere`): the
event marks them, so no key is read again per card to find out.

>>> from hearts.web.storage.slots import MemoryStore
>>> from hearts.web.storage.settings import Settings
>>> store = MemoryStore()
>>> here, there = Keeper(store), Keeper(store)
>>> there.save_settings(Settings(difficulty="expert"))
>>> follow(here, "hearts.settings"), here.settings.difficulty
('settings', 'expert')
>>> follow(here, "hearts.history") is None
True
"""

from __future__ import annotations

from typing import Literal

from .restore_and_save import Keeper
from .settings import SETTINGS_SLOT
from .statistics import STATISTICS_SLOT

__all__ = ["Followed", "follow"]

Followed = Literal["settings", "statistics"]


def follow(keeper: Keeper, key: str | None) -> Followed | None:
    """Read what another tab wrote under ``key`` into ``keeper``; which of its values changed, or ``None``.

    Any other key (the saved game, History) is only marked as written elsewhere: it is read again when next
    needed.
    """
    keeper.storage.written_elsewhere(key)
    if key == SETTINGS_SLOT.key:
        keeper.settings = keeper.storage.load(SETTINGS_SLOT).value
        return "settings"
    if key == STATISTICS_SLOT.key:
        keeper.statistics = keeper.storage.load(STATISTICS_SLOT).value
        return "statistics"
    return None
