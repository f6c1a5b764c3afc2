"""What History's replay shows from outside History: the protocol through which the review and par plug in.

History draws its replay; the Expert's review is laid over it (a summary of the deal, a verdict on the step
shown) and, where the replay shows the Expert's play of your hand, par's comparison stands beside it. History
knows them only as a :class:`ReplayLayer` (made for its screen, a :class:`ReplayScreen`) and a
:data:`Comparison`; the page wires them (``hearts.web.app``). Without them the replay shows neither.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from ...record.replay import DealReplay, GameReplay
    from ..storage.history import HistoryEntry
    from ..ui.tree import Node

__all__ = ["Comparison", "DealShown", "LayerMaker", "NoLayer", "ReplayLayer", "ReplayScreen", "no_comparison"]


class DealShown(Protocol):
    """The deal a replay shows: its game's entry and replay, the deal's index (from 0) and the step shown."""

    @property
    def entry(self) -> HistoryEntry: ...

    @property
    def replay(self) -> GameReplay: ...

    @property
    def deal(self) -> int: ...

    @property
    def position(self) -> int: ...


class ReplayScreen(Protocol):
    """What a layer over the replay asks of History's screen."""

    content: Any
    """The element the replay is drawn in."""

    def shown_deal(self) -> DealShown | None:
        """The deal the replay shows and its step, if any."""
        ...

    def say(self, words: str) -> None:
        """Say ``words`` to screen readers."""
        ...

    def tell(self, message: str, *, problem: bool = False) -> None:
        """Show ``message`` on the screen."""
        ...


class ReplayLayer(Protocol):
    """What is laid over the replay (the review): drawn after the replay, started and stopped by its buttons."""

    def fill(self) -> None:
        """Draw the layer over the deal and the step shown."""
        ...

    def start(self) -> None:
        """Start the work the layer shows (a review of the deal shown)."""
        ...

    def cancel(self) -> None:
        """Stop it (leaving the deal or History does)."""
        ...


LayerMaker = Callable[[ReplayScreen], ReplayLayer]
"""Makes the layer over a screen's replay."""

Comparison = Callable[["DealReplay", "DealReplay"], "Node | None"]
"""Your play of a deal and the Expert's play of your hand in it, compared as a tree to show beside the replay."""


class NoLayer:
    """Nothing laid over the replay."""

    def __init__(self, screen: ReplayScreen | None = None) -> None:
        self.screen = screen

    def fill(self) -> None:
        pass

    def start(self) -> None:
        pass

    def cancel(self) -> None:
        pass


def no_comparison(yours: DealReplay, its: DealReplay) -> Node | None:
    """No comparison beside the Expert's play."""
    return None
