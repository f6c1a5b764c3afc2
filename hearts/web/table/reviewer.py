"""What the controller asks of the review and the play checker, and the buttons it hands them.

The page gives the controller a :class:`~hearts.web.review.state.TableReview`;
the controller knows it only as a :class:`Reviewer`, so the table does not
depend on the review. Without one (:class:`NoReview`) every tap goes to the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Protocol

if TYPE_CHECKING:
    from ...cards import Card

__all__ = ["REVIEW_ACTIONS", "NoReview", "Reviewer", "Watcher"]

REVIEW_ACTIONS: Final = ("review", "close-review", "check-play", "check-cancel")
"""The table's buttons the controller hands to its :class:`Reviewer` (``data-action`` values)."""


class Reviewer(Protocol):
    """The review and the play checker, as the controller asks them (see :mod:`hearts.web.review.state`)."""

    def takes(self, card: Card) -> bool:
        """Whether a tap on ``card`` stops before the table (the checker asks about it, or is busy)."""
        ...

    def press(self, action: str) -> None:
        """One of :data:`REVIEW_ACTIONS`: it redraws as it needs."""
        ...

    def close(self) -> None:
        """The sheet closes (the review and the checker's question with it)."""
        ...

    def new_table(self) -> None:
        """Another table is dealt."""
        ...

    def after_move(self) -> None:
        """A move was made, or play came to the person."""
        ...


class NoReview:
    """No review and no checker: every tap goes to the table."""

    def takes(self, card: Card) -> bool:
        return False

    def press(self, action: str) -> None:
        return None

    def close(self) -> None:
        return None

    def new_table(self) -> None:
        return None

    def after_move(self) -> None:
        return None


class Watcher(Protocol):
    """Background work that follows the game at the table (a deal's par): told of moves and of new tables."""

    def after_move(self) -> None:
        """A move was made, or play came to the person (a deal may be over)."""
        ...

    def new_table(self) -> None:
        """Another table is dealt."""
        ...
