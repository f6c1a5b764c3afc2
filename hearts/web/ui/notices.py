"""The notice banner's messages: what could not be restored or saved, and other news to read once.

Plain Python. A message is shown after those already showing, never twice;
Dismiss clears them all. :meth:`Notices.flush` takes whatever the storage met
since the last call (``take``, the keeper's :meth:`~hearts.web.storage.restore_and_save.Keeper.take_notice`).
The banner's adapter (:mod:`.notice_box`) draws :attr:`Notices.text` whenever it changes.

>>> shown = []
>>> notices = Notices(lambda: None, shown.append)
>>> notices.notify("Your settings could not be read.")
>>> notices.notify("Your settings could not be read.")
>>> notices.notify("This game is open in another tab too.")
>>> shown[-1]
'Your settings could not be read. This game is open in another tab too.'
>>> notices.dismiss()
>>> shown[-1] is None
True
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["Notices"]


class Notices:
    """The messages showing; ``show`` gets the banner's text after each change (``None``: the banner is closed)."""

    def __init__(self, take: Callable[[], str | None], show: Callable[[str | None], None] = lambda text: None) -> None:
        self.take = take
        self.show = show
        self.messages: list[str] = []

    @property
    def text(self) -> str | None:
        """The banner's text: every message showing, in the order they came; ``None`` when there is none."""
        return " ".join(self.messages) or None

    def notify(self, message: str) -> None:
        """Show ``message`` (plain text) after those showing, unless it is showing already."""
        if message in self.messages:
            return
        self.messages.append(message)
        self.show(self.text)

    def flush(self) -> None:
        """Show whatever could not be restored or saved since the last call."""
        message = self.take()
        if message:
            self.notify(message)

    def dismiss(self) -> None:
        """Close the banner: every message showing is read."""
        self.messages = []
        self.show(None)
