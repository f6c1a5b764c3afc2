"""Claiming the rest at the table: when the engine offers it, what the button says, and playing it out.

The proof is the engine's (:mod:`hearts.claim`); the table only asks, on the
person's turn. Accepting plays every remaining card through the table's own
play path, in the engine's fixed claim order, so the deal is scored and saved
exactly as if it had been played card by card. Computer players never claim.
"""

from __future__ import annotations

from ...claim import Claim, claim_play, claimable
from ...words import points_text
from ...words.catalog import gettext as _
from ...words.catalog import ngettext, pgettext
from .news import HUMAN
from .state import Table

__all__ = ["accept_claim", "claim_label", "claim_note", "claim_offer"]


def claim_offer(table: Table) -> Claim | None:
    """The claim the person may make now (their turn, a proof from the engine), else ``None``."""
    if not table.your_turn:
        return None
    return claimable(table.round, HUMAN)


def claim_label(claim: Claim) -> str:
    """The button: "Claim the rest" when every trick is yours, "Finish the deal" when no point is left."""
    return pgettext("button", "Claim the rest") if claim.kind == "all" else pgettext("button", "Finish the deal")


def claim_note(claim: Claim) -> str:
    """One line saying why the claim is offered."""
    if claim.kind == "all":
        return _("The rest is yours, whatever anyone plays.")
    return _("No points are left: the score is settled.")


def accept_claim(table: Table) -> bool:
    """Play the rest of the deal out at once; False (and nothing changes) if no claim is offered now."""
    claim = claim_offer(table)
    if claim is None:
        return False
    rnd = table.round
    queue = table.sound_queue
    events = list(queue.events)
    before = rnd.points
    while not rnd.is_over:
        if table.stage == "trick":
            table.continue_()
        else:
            table.play(claim_play(rnd))
    queue.events = [*events, "trick"]
    table.continue_()
    if claim.kind == "all":
        gained = rnd.points[HUMAN] - before[HUMAN] if rnd.moon_shooter is None else None
        count = claim.tricks_left
        if gained is not None:
            # Translators: {points} is "no points", "1 point", "5 points".
            news = ngettext(
                "You claimed the last {count} trick and took {points}.",
                "You claimed the last {count} tricks and took {points}.",
                count,
            ).format(count=count, points=points_text(gained))
        else:
            news = ngettext(
                "You claimed the last {count} trick.", "You claimed the last {count} tricks.", count
            ).format(count=count)
    else:
        news = _("The deal is finished: no points were left to take.")
    # Translators: {claimed} is the claim's news; {news} what the table says next ("Deal 2 is over. …").
    table.announcement = _("{claimed} {news}").format(claimed=news, news=table.announcement)
    return True
