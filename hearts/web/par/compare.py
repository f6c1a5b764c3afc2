"""Your play of a deal beside the Expert's play of your hand (its par deal): where it passed differently, the
first card it played differently, and what came of it — as facts, then as a tree for History's replay.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...seats import SOUTH
from ...words.catalog import gettext as _
from ...words.par import par_text
from ..ui.cards import card_refs
from ..ui.sentence import sentence
from ..ui.tree import Node, h
from .views import PAR_AND_REVIEW

if TYPE_CHECKING:
    from ...cards import Card
    from ...record.replay import DealReplay

__all__ = ["Comparison", "compare", "comparison_view"]


@dataclass(frozen=True, slots=True)
class Comparison:
    """How the Expert's play of ``seat``'s hand differed from the deal as played."""

    seat: int
    your_pass: tuple[Card, ...] | None
    """The seat's pass in the deal (``None`` when nobody passed)."""
    its_pass: tuple[Card, ...] | None
    """The Expert's pass in the par deal."""
    trick: int | None
    """The first trick (from 0) where the seat's card differed, ``None`` when every card was the same."""
    your_card: Card | None
    its_card: Card | None
    your_points: int
    its_points: int

    @property
    def same_pass(self) -> bool:
        return sorted(self.your_pass or ()) == sorted(self.its_pass or ())


def _cards_of(deal: DealReplay, seat: int) -> list[Card]:
    return [card for trick in deal.tricks for player, card in trick.plays if player == seat]


def compare(yours: DealReplay, its: DealReplay, seat: int = SOUTH) -> Comparison:
    """The deal as played (``yours``) beside its par deal (``its``), for ``seat``."""
    mine, expert = _cards_of(yours, seat), _cards_of(its, seat)
    trick = next((index for index, (a, b) in enumerate(zip(mine, expert, strict=False)) if a != b), None)
    return Comparison(
        seat,
        yours.passes[seat],
        its.passes[seat],
        trick,
        mine[trick] if trick is not None else None,
        expert[trick] if trick is not None else None,
        yours.points[seat],
        its.points[seat],
    )


def comparison_view(comparison: Comparison) -> Node:
    """The comparison beside the Expert's replay: its pass, its first different card, and the points of both."""
    lines: list[Node] = []
    if comparison.your_pass is not None and comparison.its_pass is not None:
        if comparison.same_pass:
            lines.append(h("li", {}, _("The Expert passed the same cards as you.")))
        else:
            lines.append(
                h(
                    "li",
                    {},
                    # Translators: {yours} and {its} are three cards each, as symbols.
                    *sentence(
                        _("You passed {yours}; the Expert passed {its}."),
                        yours=card_refs(sorted(comparison.your_pass)),
                        its=card_refs(sorted(comparison.its_pass)),
                    ),
                )
            )
    if comparison.trick is None or comparison.your_card is None or comparison.its_card is None:
        lines.append(h("li", {}, _("The Expert played every card as you did.")))
    else:
        lines.append(
            h(
                "li",
                {},
                # Translators: the first trick where the Expert's card differed; {number} is the trick's number,
                # {yours} and {its} are cards, as symbols.
                *sentence(
                    _("Trick {number}: you played {yours}, the Expert played {its}."),
                    number=str(comparison.trick + 1),
                    yours=card_refs((comparison.your_card,)),
                    its=card_refs((comparison.its_card,)),
                ),
            )
        )
    lines.append(
        h("li", {"class": "par-outcome"}, h("strong", {}, par_text(comparison.your_points, comparison.its_points)))
    )
    return h(
        "div",
        {"class": "par-compare"},
        h("h3", {}, _("Beside your play")),
        h("ul", {}, *lines),
        h("p", {"class": "par-note"}, _(PAR_AND_REVIEW)),
    )
