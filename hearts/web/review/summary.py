"""The review laid over History's replay: a summary of the deal and a verdict on the step shown.

Plain Python, as trees (see :mod:`hearts.web.ui.tree`): the replay leaves two
places for them (``#replay-summary`` and ``#replay-review``, see
:mod:`.views`). The summary offers "Review this deal", shows the progress of
a review running, or the points the decisions cost with the costliest as
buttons that step the replay to them; the verdict is the Expert's word on
South's decision at the step shown (laid out by :mod:`hearts.web.review.verdict`,
as on the score sheet). Reviews are kept with the game by
:mod:`hearts.web.storage.history_reviews`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...record.replay import DealReplay
from ...rules import Rules
from ...seats import SOUTH
from ...words import cost_text, who
from ...words.catalog import gettext as _
from ...words.catalog import pgettext
from ...words.progress import reviewing_text
from ..ui.labels import review_deal_button, your_decisions
from ..ui.tree import Node, h
from .sheet import LABEL_ORDER, all_as_good_text, label_count, review_progress_label
from .verdict import costliest_line, verdict_view

if TYPE_CHECKING:
    from ...analysis import DealReview, Decision

__all__ = ["decision_key", "summary_view", "verdict_view"]


def decision_key(deal: int, decision: Decision) -> str:
    """The replay step a decision belongs to: the hands as dealt for the pass, else the card played."""
    if decision.kind == "pass":
        return f"d{deal}"
    return f"d{deal}-t{decision.step // 4}-c{decision.step % 4}"


def summary_view(
    deal: DealReplay, review: DealReview | None, progress: float | None, *, name: str, rules: Rules | None = None
) -> Node:
    """The deal's review: the button to start it, its progress, or the points lost and links to the costliest.

    ``name`` is whose decisions they are: "You", or a seat's name for a game played elsewhere.
    """
    # Translators: the review's title for another player's decisions; {seat} is a player's name ("West").
    theirs = _("{seat}'s decisions").format(seat=name)
    title = h("h3", {"class": "rv-title"}, your_decisions() if name == who(SOUTH) else theirs)
    if review is None and progress is None:
        return h(
            "div",
            {"class": "rv-summary"},
            title,
            h("p", {}, _("The Expert can replay each of these decisions from exactly what was known then.")),
            h(
                "button",
                {"type": "button", "class": "btn primary", "data-history-action": "review"},
                review_deal_button(),
            ),
        )
    if review is None:
        percent = round((progress or 0.0) * 100)
        return h(
            "div",
            {"class": "rv-summary", "aria-busy": "true"},
            title,
            h(
                "progress",
                {"class": "rv-progress", "max": "100", "value": str(percent), "aria-label": review_progress_label()},
            ),
            h("p", {"class": "rv-percent", "role": "status"}, reviewing_text(percent / 100)),
            h(
                "button",
                {"type": "button", "class": "btn", "data-history-action": "review-cancel"},
                pgettext("button", "Stop"),
            ),
        )
    from ...analysis import summarize
    from ...words.review import note_text, outcome_text

    said = summarize(review, deal.points if deal.is_over else None, deal.moon_shooter, rules=rules)
    outcome, note = outcome_text(said, you=name == who(SOUTH)), note_text(said, you=name == who(SOUTH))
    lost = review.total_cost
    headline = (
        all_as_good_text()
        if lost < 0.05
        # Translators: {cost} is "2.4 points".
        else _("The decisions cost about {cost} in this deal.").format(cost=cost_text(lost))
    )
    chips = [
        h("span", {"class": f"rv-chip rv-{label}"}, label_count(label, review.count(label)))
        for label in LABEL_ORDER
        if review.count(label)
    ]
    positions = {step.key.id: position for position, step in enumerate(deal.steps)}
    links = [
        h(
            "li",
            {},
            h(
                "button",
                {
                    "type": "button",
                    "class": "btn quiet rv-jump",
                    "data-history-action": "step",
                    "data-step": str(positions.get(decision_key(deal.index, d), 0)),
                },
                *costliest_line(d),
            ),
        )
        for d in review.largest[:3]
    ]
    return h(
        "div",
        {"class": "rv-summary done"},
        title,
        h("p", {"class": "rv-outcome"}, outcome) if outcome else None,
        h("p", {"class": "rv-headline"}, headline),
        h("p", {"class": "rv-note"}, note) if note else None,
        h("p", {"class": "rv-chips"}, *chips),
        h("ol", {"class": "rv-largest"}, *links) if links else None,
    )
