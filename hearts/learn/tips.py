"""Strategy tips, each with a small card illustration.

>>> [tip.id for tip in tips()][:3]
['pass-high-spades', 'void-short-suit', 'first-trick-clubs']
"""

from __future__ import annotations

from dataclasses import dataclass

from ..seats import NORTH, WEST
from ..words import points_word
from ..words.catalog import gettext as _
from .content import Block, CardRow, TrickPicture, blocks_text, card_row, fill, para, trick_picture
from .wording import Points

__all__ = ["Tip", "tips"]


@dataclass(frozen=True, slots=True)
class Tip:
    """A strategy tip: a title, a few words and at least one card picture."""

    id: str
    title: str
    blocks: tuple[Block, ...]

    @property
    def pictures(self) -> tuple[CardRow | TrickPicture, ...]:
        return tuple(b for b in self.blocks if isinstance(b, (CardRow, TrickPicture)))

    def text(self) -> str:
        return self.title + "\n" + blocks_text(self.blocks)


def tips() -> tuple[Tip, ...]:
    """The strategy tips, in reading order."""
    from ..rules import Rules

    p = Points.of(Rules())
    return (
        Tip(
            "pass-high-spades",
            _("Pass high spades you cannot protect"),
            (
                para(
                    fill(
                        # Translators: Learn's text is markup: *words* are emphasised, {QS} is a card shown as a
                        # picture; keep every {…} as it is. {points} is the queen's points ("13 points").
                        _(
                            "Without the queen, the {AS} and {KS} are a danger: when spades are led they win the"
                            " trick, and the {QS} ({points}) can land on it. Pass them."
                        ),
                        points=points_word(p.queen),
                    )
                ),
                card_row("AS KS 4S", _("Pass the ace and king; keep the low spade."), "AS KS"),
            ),
        ),
        Tip(
            "void-short-suit",
            _("Make yourself void in a short suit"),
            (
                para(
                    _(
                        "Passing all the cards of a short suit leaves you void: when that suit is led you may throw"
                        " the {QS}, a high heart or another dangerous card."
                    )
                ),
                card_row(
                    "3D 8D KD 4C 9C JC QC 5S 7S 2H 6H 9H JH",
                    _("Three diamonds: pass them all and you are void in diamonds."),
                    "3D 8D KD",
                ),
            ),
        ),
        Tip(
            "first-trick-clubs",
            _("Shed high clubs on the first trick"),
            (
                para(
                    _(
                        "No points may be played on the first trick (unless a player holds nothing else), so winning"
                        " it is almost always free. Play your highest club there, and it cannot hurt you later."
                    )
                ),
                trick_picture(
                    WEST,
                    "2C 9C 6C AC",
                    # Translators: a trick's caption; {card} is the card that wins the trick, shown as a picture.
                    _("Nobody may play points here. You win with the {card}."),
                ),
            ),
        ),
        Tip(
            "flush-the-queen",
            _("Lead spades to flush out the queen"),
            (
                para(
                    _(
                        "If you hold no spade above the jack, lead low spades: whoever holds the {QS} must follow"
                        " suit and will run out of smaller spades, then play her to a trick won by the {KS} or {AS},"
                        " not by you."
                    )
                ),
                card_row("2S 5S 8S JS", _("Low spades, none that can win over the queen: lead them."), "2S 5S"),
            ),
        ),
        Tip(
            "watch-voids",
            _("Watch for voids"),
            (
                para(
                    _(
                        "When a player does not follow suit, they have none of it left. Lead that suit again and"
                        " they may throw hearts or the {QS} on your trick."
                    )
                ),
                trick_picture(
                    NORTH,
                    "4D 10D QD 2H",
                    # Translators: a trick's caption; {card} is the card that wins the trick, shown as a picture.
                    _("West has no diamonds and throws a heart. You win with the {card}."),
                ),
            ),
        ),
        Tip(
            "when-to-shoot",
            _("When to shoot the moon"),
            (
                para(
                    _(
                        "Try it only with a hand that can win nearly every heart trick: long, high hearts and high"
                        " cards in other suits to take the lead back. Keep the plan quiet until it is too late to"
                        " stop you."
                    )
                ),
                card_row(
                    "AC KC AD 8D AS KS QS 9H 10H JH QH KH AH",
                    _("High hearts and aces: a hand that can take every heart."),
                    "AH KH QH JH 10H 9H",
                ),
            ),
        ),
        Tip(
            "stop-the-moon",
            _("How to stop a moon"),
            (
                para(
                    fill(
                        # Translators: {points} is every penalty card's points together ("26 points").
                        _(
                            "If one player has taken every point so far, take one heart yourself: a few points for"
                            " you are better than {points} for everyone else. Keep one high heart back for this."
                        ),
                        points=points_word(p.deal),
                    )
                ),
                trick_picture(
                    WEST,
                    "10H 5H 8H JH",
                    # Translators: a trick's caption; {card} is the card that wins the trick, shown as a picture.
                    _("You win a heart trick and the moon is stopped. You win with the {card}."),
                ),
            ),
        ),
    )
