"""The review of a deal, and the play checker's question, drawn as HTML for the table's sheet.

:func:`review_html` takes the match (a record's replay, or the table's own)
and a :class:`~hearts.web.reviewing.ReviewRun`: while the Expert works it
shows its progress; then a verdict on every decision, the summary of the
deal and links from the costliest decisions to their place in the list.
Every number and sentence comes from :mod:`hearts.analysis`; this module
only draws them, each verdict as :mod:`hearts.web.verdict` lays it out for
History too. :func:`decisions_chart` draws points lost per deal as a line,
for the statistics (a tree: see :mod:`hearts.web.tree`).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING, Final

from ..cards import Card
from ..match import Match
from ..seats import SOUTH
from .reviewing import CheckQuestion, ReviewRun
from .table import who
from .tree import Child, Node, h, html_of
from .verdict import LABEL_TITLES, card_refs, verdict_view, where

if TYPE_CHECKING:
    from ..analysis import DealReview, Decision

__all__ = ["LABEL_ORDER", "check_html", "decisions_chart", "label_count", "review_html"]

LABEL_ORDER: Final = ("blunder", "mistake", "inaccuracy", "good", "best", "forced")
_LABEL_PLURALS: Final = {"blunder": "blunders", "mistake": "mistakes", "inaccuracy": "inaccuracies"}
MEASURE: Final = (
    "Cost is what a choice gave away against the Expert's best, in points: your points less the others' average,"
    " over many deals dealt to match what you could see at that moment. ± is how far off the estimate may be."
)


def _cards(cards: Sequence[Card]) -> str:
    return "".join(html_of(ref) for ref in card_refs(cards))


def _card(card: Card) -> str:
    return _cards((card,))


def _button(label: str, action: str, *, primary: bool = False) -> str:
    classes = "btn primary" if primary else "btn"
    return f'<button type="button" class="{classes}" data-action="{action}">{escape(label)}</button>'


def _context(decision: Decision, match: Match, deal: int) -> list[Child]:
    """What the table showed when the decision was made: the cards already on the trick."""
    rnd = match.rounds[deal]
    if decision.kind == "pass":
        target = rnd.pass_direction
        return [f"Passed {target}"] if target != "hold" else []
    number = decision.step // 4
    if number >= len(rnd.tricks):
        return []
    trick = rnd.tricks[number]
    before = [(seat, card) for seat, card in trick.plays][: decision.step % 4]
    if not before:
        return ["You led"]
    shown: list[Child] = ["After "]
    for i, (seat, card) in enumerate(before):
        if i:
            shown.append(", ")
        shown += [f"{who(seat)} ", *card_refs((card,))]
    return shown


def _verdict(decision: Decision, match: Match, deal: int) -> str:
    context = _context(decision, match, deal)
    return html_of(verdict_view(decision, tag="li", element_id=f"review-step-{decision.step}", context=context))


def label_count(label: str, count: int) -> str:
    """A count of verdicts as a chip reads it: ``1 mistake``, ``3 mistakes``, ``2 inaccuracies``, ``4 good``.

    >>> label_count("inaccuracy", 2), label_count("blunder", 1), label_count("best", 6)
    ('2 inaccuracies', '1 blunder', '6 best')
    """
    word = LABEL_TITLES[label].lower()
    if count != 1:
        word = _LABEL_PLURALS.get(label, word)
    return f"{count} {word}"


def _summary(review: DealReview, match: Match) -> str:
    from ..analysis import summarize
    from ..words.review import note_text, outcome_text

    final = match.rounds[review.deal_index]
    said = summarize(review, final.points if final.is_over else None, final.moon_shooter, rules=final.rules)
    lost = review.total_cost
    counts = [(label, review.count(label)) for label in LABEL_ORDER]
    chips = "".join(
        f'<span class="rv-chip rv-{label}">{label_count(label, count)}</span>' for label, count in counts if count
    )
    if lost < 0.05:
        headline = "Every decision was as good as the Expert's, within the margin of its estimate."
    else:
        headline = f"Your decisions cost about <strong>{lost:.1f} points</strong> this deal."
    largest = review.largest[:3]
    links = ""
    if largest:
        items = "".join(
            f'<li><a href="#review-step-{d.step}" data-review-step="{d.step}">{where(d)}: {_cards(d.choice)}'
            f" — {LABEL_TITLES[d.label].lower()}, {d.cost:.1f} points</a></li>"
            for d in largest
        )
        links = f'<p class="rv-sub">Costliest</p><ol class="rv-largest">{items}</ol>'
    outcome, note = outcome_text(said), note_text(said)
    outcome = f'<p class="rv-outcome">{escape(outcome)}</p>' if outcome else ""
    note = f'<p class="rv-note">{escape(note)}</p>' if note else ""
    return f'{outcome}<p class="rv-headline">{headline}</p>{note}<p class="rv-chips">{chips}</p>{links}'


def review_html(run: ReviewRun, match: Match, *, seat: int = SOUTH) -> str:
    """The review sheet: progress while it runs, then every verdict and the summary."""
    deal = run.deal
    title = f"Deal {deal + 1}: your decisions"
    back = '<div class="actions">' + _button("Back to the scores", "close-review", primary=True) + "</div>"
    review = run.review
    if review is None:
        percent = round(run.fraction * 100)
        return (
            '<div class="sheet-card review-card" aria-busy="true">'
            f'<h2 id="sheet-title">{escape(title)}</h2>'
            "<p>The Expert replays each of your decisions from exactly what you knew then,"
            " trying every card you could have played.</p>"
            f'<progress class="rv-progress" max="100" value="{percent}" aria-label="Review progress">'
            f"{percent}%</progress>"
            f'<p class="rv-percent" role="status">{percent}% done</p>'
            f"{back}</div>"
        )
    verdicts = "".join(_verdict(d, match, deal) for d in review.decisions)
    partial = "" if review.complete else '<p class="note">This deal is not finished: its decisions so far.</p>'
    return (
        '<div class="sheet-card review-card done">'
        f'<h2 id="sheet-title">{escape(title)}</h2>{partial}'
        f"{_summary(review, match)}"
        f'<ol class="rv-list">{verdicts}</ol>'
        f'<p class="rv-measure">{escape(MEASURE)}</p>'
        f"{back}</div>"
    )


def check_html(question: CheckQuestion) -> str:
    """The play checker's question: play the costly card anyway, or choose again."""
    return (
        '<div class="sheet-card check-card" role="alertdialog"'
        ' aria-labelledby="sheet-title" aria-describedby="check-text">'
        '<h2 id="sheet-title">Play checker</h2>'
        f'<p class="check-cards">{_card(question.card)} <span aria-hidden="true">→</span> {_card(question.best)}</p>'
        f'<p id="check-text">{escape(question.text)}</p>'
        '<div class="actions">'
        + _button("Play it", "check-play")
        + _button("Choose again", "check-cancel", primary=True)
        + "</div></div>"
    )


def decisions_chart(values: Sequence[float], *, width: int = 320, height: int = 120) -> Node | None:
    """Points lost per reviewed deal, oldest first, as an SVG line (its average dashed); ``None`` without data."""
    if not values:
        return None
    top = max(5.0, max(values) * 1.1)
    pad = 8
    n = len(values)

    def x(i: int) -> str:
        return f"{pad + (width - 2 * pad) * (i / (n - 1) if n > 1 else 0.5):.1f}"

    def height_of(v: float) -> float:
        return height - pad - (height - 2 * pad) * (v / top)

    def y(v: float) -> str:
        return f"{height_of(v):.1f}"

    mean = sum(values) / n
    mean_y = height_of(mean)
    label_y = mean_y - 5 if mean_y >= 19 else mean_y + 15  # under the line when it runs along the top
    deals = f"your last {n} reviewed deals" if n > 1 else "your one reviewed deal"
    return h(
        "svg",
        {
            "class": "lost-chart",
            "viewBox": f"0 0 {width} {height}",
            "role": "img",
            "aria-label": f"Points lost to decisions in {deals}: average {mean:.1f}",
        },
        h("line", {"class": "axis", "x1": pad, "y1": height - pad, "x2": width - pad, "y2": height - pad}),
        h("line", {"class": "mean", "x1": pad, "y1": y(mean), "x2": width - pad, "y2": y(mean)}),
        h(
            "text",
            {"class": "mean-label", "x": width - pad, "y": f"{label_y:.1f}", "text-anchor": "end"},
            f"average {mean:.1f}",
        ),
        h("polyline", {"points": " ".join(f"{x(i)},{y(v)}" for i, v in enumerate(values))}),
        *(h("circle", {"cx": x(i), "cy": y(v), "r": "2.5"}) for i, v in enumerate(values)),
    )
