"""What the score sheet shows from outside the table: the protocol through which the review and par plug in.

The table draws its score sheet; the Expert's review (or the play checker's
question) may take the sheet's place, and a deal's par shows on it. The
table knows them only as :class:`SheetPart`: each is asked for its tree when
the table is drawn, and draws its own progress through the
:class:`SheetDrawing` it is handed. The page wires them (``hearts.web.app``);
without one (:class:`NoPart`) the sheet shows the table's own.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..ui.tree import Node

__all__ = ["NoPart", "SheetDrawing", "SheetPart"]


class SheetDrawing(Protocol):
    """What a part of the sheet may ask of the table's drawing."""

    def draw(self) -> None:
        """Draw the table again."""
        ...

    def show_progress(self, bar: str, words: str, fraction: float) -> bool:
        """Set the sheet's progress bar (selector ``bar``) and its words (``words``); whether both showed."""
        ...

    def covered(self) -> bool:
        """Whether the score sheet is out of sight: something took its place, or the new-game sheet shows."""
        ...


class SheetPart(Protocol):
    """A part of the score sheet drawn from outside the table."""

    def attach(self, drawing: SheetDrawing) -> None:
        """``drawing`` is the table's, from now on (the part draws its progress through it)."""
        ...

    def view(self) -> Node | None:
        """The part's tree now, or ``None`` when it shows nothing."""
        ...

    def escape(self) -> str | None:
        """The table's action Escape asks for while the part shows (``None``: it shows nothing)."""
        ...

    def on_click(self, event: Any) -> bool:
        """A click on the table: whether the part took it."""
        ...


class NoPart:
    """No part: the sheet shows the table's own."""

    def attach(self, drawing: SheetDrawing) -> None:
        pass

    def view(self) -> Node | None:
        return None

    def escape(self) -> str | None:
        return None

    def on_click(self, event: Any) -> bool:
        return False
