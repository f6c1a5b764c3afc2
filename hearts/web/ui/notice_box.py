"""The notice banner in the browser: draws :class:`~hearts.web.ui.notices.Notices` into ``#notice``.

The banner's text reaches the page as a text node only. Dismiss closes it.
The view (``notice_view``) loads with the first notice, not when the page
opens. Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

from typing import Any

import js

from .dom import absent, build
from .events import Listeners
from .notices import Notices

__all__ = ["NoticeBox"]


class NoticeBox:
    """Shows the notices' text in the banner and turns Dismiss into :meth:`Notices.dismiss`."""

    def __init__(self, notices: Notices, listeners: Listeners) -> None:
        self.notices = notices
        self.element = js.document.getElementById("notice")
        notices.show = self.show
        listeners.listen(self.element, "click", self._on_click)

    def show(self, text: str | None) -> None:
        """Draw the banner with ``text``, or close it (``None``)."""
        if text is None:
            self.element.hidden = True
            self.element.replaceChildren()
            return
        from .dialogs import notice_view

        self.element.replaceChildren(build(notice_view(text)))
        self.element.hidden = False

    def redraw(self) -> None:
        """Draw the banner again (its Dismiss in the language now in use), if it is showing."""
        self.show(self.notices.text)

    def _on_click(self, event: Any) -> None:
        if not absent(event.target.closest("[data-notice-action]")):
            self.notices.dismiss()
