"""The review of a deal, and the play checker's question, as trees for the table's sheet.

:func:`review_view` takes the match (a record's replay, or the table's own)
and a :class:`~hearts.web.review.run.ReviewRun`: while the Expert works it
shows its progress; then a verdict on every decision, the summary of the
deal and links from the costliest decisions to their place in the list.
Every number and sentence comes from :mod:`hearts.analysis`; this module
only lays them out, each verdict as :mod:`hearts.web.review.verdict` lays it
out for History too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from ...match import Match
from ...words import cost_text, who
from ...words import percent as percent_text
from ...words.catalog import gettext as _
from ...words.catalog import noop as N_
from ...words.catalog import npgettext, pgettext
from ...words.progress import done_text
from ..ui.cards import card_refs
from ..ui.labels import play_checker, play_it_button
from ..ui.sentence import sentence
from ..ui.tree import Child, Node, h
from .run import CheckQuestion, ReviewRun
from .verdict import costliest_line, verdict_view

if TYPE_CHECKING:
    from ...analysis import DealReview, Decision

__all__ = [
    "LABEL_ORDER",
    "MEASURE",
    "all_as_good_text",
    "check_view",
    "label_count",
    "review_progress_label",
    "review_view",
]

LABEL_ORDER: Final = ("blunder", "mistake", "inaccuracy", "good", "best", "forced")
MEASURE: Final = N_(
    "Cost is what a choice gave away against the Expert's best, in points: your points less the others' average,"
    " over many deals dealt to match what you could see at that moment. ± is how far off the estimate may be."
)


def _button(label: str, action: str, *, primary: bool = False) -> Node:
    return h("button", {"type": "button", "class": "btn primary" if primary else "btn", "data-action": action}, label)


def _context(decision: Decision, match: Match, deal: int) -> list[Child]:
    """What the table showed when the decision was made: the cards already on the trick."""
    rnd = match.rounds[deal]
    if decision.kind == "pass":
        target = rnd.pass_direction
        passed = {
            # Translators: the review's reminder of a pass: the cards went to the left.
            "left": pgettext("review", "Passed left"),
            "right": pgettext("review", "Passed right"),
            "across": pgettext("review", "Passed across"),
        }
        return [passed[target]] if target in passed else []
    number = decision.step // 4
    if number >= len(rnd.tricks):
        return []
    trick = rnd.tricks[number]
    before = [(seat, card) for seat, card in trick.plays][: decision.step % 4]
    if not before:
        return [pgettext("review", "You led")]
    plays: list[Child] = []
    for i, (seat, card) in enumerate(before):
        if i:
            plays.append(", ")
        # Translators: a card already on the trick: {seat} a player ("West"), {card} the card, as a symbol.
        plays += sentence(pgettext("review", "{seat} {card}"), seat=who(seat), card=card_refs((card,)))
    # Translators: what was on the trick before your card: {plays} is "West 2♣, North K♣".
    return sentence(pgettext("review", "After {plays}"), plays=plays)


def _verdict(decision: Decision, match: Match, deal: int) -> Node:
    context = _context(decision, match, deal)
    return verdict_view(decision, tag="li", element_id=f"review-step-{decision.step}", context=context)


def label_count(label: str, count: int) -> str:
    """A count of verdicts as a chip reads it: ``1 mistake``, ``3 mistakes``, ``2 inaccuracies``, ``4 good``.

    >>> label_count("inaccuracy", 2), label_count("blunder", 1), label_count("best", 6)
    ('2 inaccuracies', '1 blunder', '6 best')
    """
    counts = {
        "blunder": npgettext("verdict count", "{count} blunder", "{count} blunders", count),
        "mistake": npgettext("verdict count", "{count} mistake", "{count} mistakes", count),
        "inaccuracy": npgettext("verdict count", "{count} inaccuracy", "{count} inaccuracies", count),
        "good": npgettext("verdict count", "{count} good", "{count} good", count),
        "best": npgettext("verdict count", "{count} best", "{count} best", count),
        "forced": npgettext("verdict count", "{count} forced", "{count} forced", count),
    }
    return counts[label].format(count=count)


def _summary(review: DealReview, match: Match) -> list[Node]:
    from ...analysis import summarize
    from ...words.review import note_text, outcome_text

    final = match.rounds[review.deal_index]
    said = summarize(review, final.points if final.is_over else None, final.moon_shooter, rules=final.rules)
    lost = review.total_cost
    headline: tuple[Child, ...]
    if lost < 0.05:
        headline = (all_as_good_text(),)
    else:
        # Translators: {cost} is "2.4 points", shown in bold.
        headline = tuple(
            sentence(_("Your decisions cost about {cost} this deal."), cost=h("strong", {}, cost_text(lost)))
        )
    outcome, note = outcome_text(said), note_text(said)
    shown = [h("p", {"class": "rv-outcome"}, outcome)] if outcome else []
    shown.append(h("p", {"class": "rv-headline"}, *headline))
    if note:
        shown.append(h("p", {"class": "rv-note"}, note))
    shown.append(
        h(
            "p",
            {"class": "rv-chips"},
            *(
                h("span", {"class": f"rv-chip rv-{label}"}, label_count(label, review.count(label)))
                for label in LABEL_ORDER
                if review.count(label)
            ),
        )
    )
    largest = review.largest[:3]
    if largest:
        shown.append(h("p", {"class": "rv-sub"}, pgettext("review", "Costliest")))
        shown.append(
            h(
                "ol",
                {"class": "rv-largest"},
                *(
                    h(
                        "li",
                        {},
                        h(
                            "a",
                            {"href": f"#review-step-{d.step}", "data-review-step": str(d.step)},
                            *costliest_line(d),
                        ),
                    )
                    for d in largest
                ),
            )
        )
    return shown


def review_view(run: ReviewRun, match: Match) -> Node:
    """The review sheet: progress while it runs, then every verdict and the summary."""
    deal = run.deal
    title = h("h2", {"id": "sheet-title"}, _("Deal {number}: your decisions").format(number=deal + 1))
    back = h(
        "div", {"class": "actions"}, _button(pgettext("button", "Back to the scores"), "close-review", primary=True)
    )
    review = run.review
    if review is None:
        percent = round(run.fraction * 100)
        return h(
            "div",
            {"class": "sheet-card review-card", "aria-busy": "true"},
            title,
            h(
                "p",
                {},
                _(
                    "The Expert replays each of your decisions from exactly what you knew then,"
                    " trying every card you could have played."
                ),
            ),
            h(
                "progress",
                {"class": "rv-progress", "max": "100", "value": str(percent), "aria-label": review_progress_label()},
                percent_text(percent / 100),
            ),
            h("p", {"class": "rv-percent", "role": "status"}, done_text(percent / 100)),
            back,
        )
    partial = (
        None if review.complete else h("p", {"class": "note"}, _("This deal is not finished: its decisions so far."))
    )
    return h(
        "div",
        {"class": "sheet-card review-card done"},
        title,
        partial,
        *_summary(review, match),
        h("ol", {"class": "rv-list"}, *(_verdict(d, match, deal) for d in review.decisions)),
        h("p", {"class": "rv-measure"}, _(MEASURE)),
        back,
    )


def check_view(question: CheckQuestion) -> Node:
    """The play checker's question: play the costly card anyway, or choose again."""
    return h(
        "div",
        {
            "class": "sheet-card check-card",
            "role": "alertdialog",
            "aria-labelledby": "sheet-title",
            "aria-describedby": "check-text",
        },
        h("h2", {"id": "sheet-title"}, play_checker()),
        h(
            "p",
            {"class": "check-cards"},
            *card_refs((question.card,)),
            " ",
            h("span", {"aria-hidden": "true"}, "→"),
            " ",
            *card_refs((question.best,)),
        ),
        h("p", {"id": "check-text"}, question.text),
        h(
            "div",
            {"class": "actions"},
            _button(play_it_button(), "check-play"),
            _button(pgettext("button", "Choose again"), "check-cancel", primary=True),
        ),
    )


def all_as_good_text() -> str:
    """A review in which no decision cost anything."""
    return _("Every decision was as good as the Expert's, within the margin of its estimate.")


def review_progress_label() -> str:
    """The name of a review's progress bar."""
    return _("Review progress")
