"""What follows each drawing of the table: the sounds of what just happened, and the address kept on the game.

Plain Python: the page hands in whether sounds are on, how a sound is
played (:class:`~hearts.web.table.audio.Audio`) and how the address's query
is replaced (so that a reload resumes the game being played, see
:func:`~hearts.web.table.session.address_query`).

>>> from hearts.web.table.state import Table
>>> played, addresses = [], []
>>> after = SoundAndAddress(lambda: True, played.append, addresses.append)
>>> table = Table(48213907)
>>> after(table); after(table)
>>> addresses
['?deal=48213907']
"""

from __future__ import annotations

from collections.abc import Callable

from .session import address_query
from .sound_queue import Event
from .state import Table

__all__ = ["SoundAndAddress"]


class SoundAndAddress:
    """Called with the table after each of its drawings."""

    def __init__(
        self, sounds_on: Callable[[], bool], play: Callable[[Event], None], set_query: Callable[[str], None]
    ) -> None:
        self.sounds_on = sounds_on
        self.play = play
        self.set_query = set_query
        self._addressed: str | None = None

    def __call__(self, table: Table) -> None:
        """Play the sounds of what happened; keep the address on the game being played."""
        events = table.sound_queue.take()
        if self.sounds_on():
            for event in events:
                self.play(event)
        if table.match_id != self._addressed:
            self._addressed = table.match_id
            self.set_query(address_query(table.game_number))
