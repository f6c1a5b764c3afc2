"""Guided practice: seven lessons of positions from real deals, judged by the engine.

>>> from hearts.cards import Card
>>> lesson = lesson_by_id("queen")
>>> position = lesson.positions[0]
>>> position.round().to_play, position.judge(Card.parse("QS")).correct
(0, True)
>>> position.judge(Card.parse("2H")).message
'Throwing a heart costs whoever wins the trick a point, but the Q♠ is worth 13 points: she is the danger.'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..seats import EAST, NORTH, SOUTH, WEST
from ..words.catalog import gettext as _
from ..words.catalog import noop as N_
from .content import Paragraph
from .positions import Answer, PassPosition, PlayPosition, Position, fill_numbers

__all__ = ["LESSONS", "Lesson", "lesson_by_id", "position_by_id"]


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson: a title, a one-paragraph introduction (markup) and its positions.

    Its words are catalog messages in English, worded in the player's language when shown
    (:attr:`title_text`, :attr:`intro_text` and the positions' texts).
    """

    id: str
    title: str
    intro: str
    positions: tuple[Position, ...]

    @property
    def title_text(self) -> str:
        """The title in the player's language."""
        return _(self.title)

    @property
    def intro_text(self) -> Paragraph:
        """The introduction, its numbers from the engine (standard rules)."""
        return fill_numbers(self.intro)


_PASS = Lesson(
    "pass",
    # Translators: the title of a lesson.
    N_("The pass"),
    # Translators: Learn's text is markup: *words* are emphasised, {QS} is a card shown as a picture, {=queen}
    # a number of points ("13 points") filled in when shown; keep every {…} as it is.
    N_(
        "Before each deal but every fourth, you pass three cards. Pass the cards that would cost you points later:"
        " the {QS} when she is poorly guarded, high spades, high hearts, or a short suit to make yourself void."
    ),
    (
        PassPosition(
            id="pass-queen",
            task=N_("Pass three cards to West. Get rid of the danger."),
            context=N_("You hold the {QS} with a single small spade to guard her."),
            south="4C 7C 9C 10C 3D 8D QD 3S QS 6H 10H KH AH",
            direction="left",
            must="QS",
            may="AH KH QD",
            right=N_("With one small spade the queen is hard to keep safe. She goes, with two of your highest cards."),
            missing=(
                (
                    "QS",
                    N_(
                        "When spades are led, your one small spade soon runs out and then you must play the {QS}:"
                        " {=queen} for you. Pass her."
                    ),
                ),
            ),
            why_not=(
                ("3S", N_("Keep the {3S}: a low spade lets you play under when spades are led.")),
                ("4C 7C 9C 10C 3D 8D", N_("Low and middle cards are your safe plays later. Pass high cards.")),
                ("6H 10H", N_("Low hearts let you duck heart tricks. Pass the high ones.")),
            ),
        ),
        PassPosition(
            id="pass-void",
            task=N_("Pass three cards to East so that you are void in a suit."),
            context=N_("Passing right. Your shortest suit has three cards."),
            south="5C 8C KC 2D 6D 9D JD 4S 7S 10S JS 3H 8H",
            direction="right",
            must="5C 8C KC",
            may="",
            right=N_("No clubs left: when clubs are led after the first trick, you may throw hearts or a high card."),
            missing=(
                (
                    "5C 8C KC",
                    N_("Pass all three clubs. With one club left you would still have to follow clubs."),
                ),
            ),
            why_not=(
                ("2D 6D 9D JD", N_("Diamonds are your longest suit: three cards cannot empty it.")),
                (
                    "4S 7S 10S JS",
                    N_("Four spades cannot be emptied in one pass, and low spades guard against the queen."),
                ),
                ("3H 8H", N_("Low hearts rarely win a trick: they are safe to keep.")),
            ),
        ),
        PassPosition(
            id="pass-spades",
            task=N_("You do not hold the queen of spades. Pass the cards that could catch her."),
            context=N_("Passing across, to North."),
            south="2C 6C 9C 4D 7D KD 6S KS AS 2H 5H 9H QH",
            direction="across",
            must="AS KS",
            may="KD QH",
            right=N_(
                "The {AS} and {KS} win spade tricks, and the {QS} can land on them. Without them you cannot be caught."
            ),
            missing=(
                (
                    "AS KS",
                    N_("Keep the {AS} or {KS} and you may win a spade trick with the {QS} on it: {=queen}. Pass both."),
                ),
            ),
            why_not=(
                ("6S", N_("Keep the {6S}: a low spade lets you play under when spades are led.")),
                ("2C 6C 9C 4D 7D", N_("Low cards are your safe plays later. Pass high cards.")),
                ("2H 5H 9H", N_("Low hearts let you duck heart tricks. Pass high cards.")),
            ),
        ),
    ),
)

_OPENING = Lesson(
    "opening",
    N_("The opening trick"),
    N_(
        "The {2C} leads the first trick. Nobody may play a heart or the {QS} on it unless they hold nothing else,"
        " so the first trick carries no points: a free chance to shed a high card."
    ),
    (
        PlayPosition(
            id="opening-lead",
            task=N_("You hold the {2C}. Start the deal."),
            context=N_("The first trick of a hold hand: nobody passed."),
            south="2C 5C 9C QC 3D 8D KD 4S 9S JS 2H 7H JH",
            answers=(Answer("2C", True, N_("Whoever holds the {2C} leads it: that is how every deal starts.")),),
        ),
        PlayPosition(
            id="opening-high-club",
            task=N_("You play last to the first trick. Use the free trick."),
            context=N_("West led the {2C}."),
            south="3C 7C AC 5D 10D QD 2S 8S KS 4H 6H 10H QH",
            first_leader=WEST,
            trick="2C 9C 6C",
            answers=(
                Answer(
                    "AC",
                    True,
                    N_(
                        "Nobody could play points on this trick, so winning it costs nothing, and the {AC} would be"
                        " a danger later."
                    ),
                ),
                Answer(
                    "3C 7C",
                    False,
                    N_(
                        "Safe, but a wasted chance: keep your low clubs for later and shed the {AC} while it costs"
                        " nothing."
                    ),
                ),
            ),
        ),
        PlayPosition(
            id="opening-void",
            task=N_("You have no clubs. Discard the card that would hurt you later."),
            context=N_("North led the {2C}; East played the {10C}."),
            south="4D 9D AD 3S 7S 9S QS 2H 5H 8H JH KH AH",
            first_leader=NORTH,
            trick="2C 10C",
            answers=(
                Answer(
                    "AD", True, N_("The {AD} would win a diamond trick later, perhaps full of hearts. Now it is free.")
                ),
                Answer("4D 9D", False, N_("Keep low diamonds: they let you play under later. Shed the {AD} instead.")),
                Answer(
                    "3S 7S 9S",
                    False,
                    N_("Your spades guard your queen: keep them, so you never have to play her on a spade lead."),
                ),
            ),
        ),
    ),
)

_FOLLOW = Lesson(
    "follow",
    N_("Following suit"),
    N_(
        "You must play a card of the suit led if you have one, even when it wins. Among your cards of that suit,"
        " choose one that does not take points."
    ),
    (
        PlayPosition(
            id="follow-duck",
            task=N_("Diamonds were led and East threw a heart. Do not take it."),
            context=N_("You play last to this trick."),
            south="3C JC 4D 9D QD AD 5S 8S JS 3H 7H 9H",
            first_leader=NORTH,
            tricks=("2C 7C 9C AC",),
            trick="10D 6D 2H",
            answers=(
                Answer(
                    "9D",
                    True,
                    N_(
                        "The {9D} is under the {10D}: West takes the heart. It is your highest card that loses,"
                        " so the {4D} stays for later."
                    ),
                ),
                Answer(
                    "4D",
                    True,
                    N_(
                        "The {4D} is under the {10D}, so West takes the heart. The {9D} would have ducked too and kept"
                        " your lowest diamond for later."
                    ),
                ),
                Answer("QD AD", False, N_("That diamond beats the {10D}: you would take the heart, {=trick}.")),
            ),
        ),
        PlayPosition(
            id="follow-spade",
            task=N_("Spades were led. Follow suit without risking the queen."),
            context=N_("North led the {8S}; West plays after you."),
            south="8C QC 3D 7D JD 2S 3S 4S KS 2H 6H QH",
            first_leader=EAST,
            tricks=("2C 5C 10C KC",),
            trick="8S 10S",
            pins=((WEST, "QS"),),
            answers=(
                Answer(
                    "2S 3S 4S",
                    True,
                    N_(
                        "Your low spade is under the {10S}: if West drops the {QS}, it is not on your trick. With"
                        " low spades left to play under, the {KS} is safe to keep."
                    ),
                ),
                Answer(
                    "KS",
                    False,
                    N_("The {KS} beats the {10S}, and West plays last: the {QS} could land on your trick, {=queen}."),
                ),
            ),
        ),
        PlayPosition(
            id="follow-single",
            task=N_("Hearts were led and you hold one heart. Play."),
            context=N_("Hearts were broken when North threw one on a diamond."),
            south="7C 10C QC 3D JD KD 2S 6S 9S JS KH",
            first_leader=WEST,
            tricks=("2C 8C KC 4C", "5D 9D AD 2H"),
            trick="3H 5H 4H",
            answers=(Answer("KH", True, N_("You must follow suit, even when it wins: you take the trick, {=trick}.")),),
        ),
    ),
)

_BREAKING = Lesson(
    "breaking",
    N_("Breaking hearts"),
    N_(
        "Hearts may not be led until one has been played to a trick by someone who could not follow suit (or until"
        " you hold only hearts). In these lessons the queen does not break hearts."
    ),
    (
        PlayPosition(
            id="breaking-not-yet",
            task=N_("You lead, and hearts are not broken. Lead safely."),
            context=N_("You won the first trick with the {AC}."),
            south="4C 3D 8D 5S 10S 2H 4H 7H 9H JH QH AH",
            first_leader=WEST,
            tricks=("2C 6C 9C AC",),
            answers=(
                Answer(
                    "4C 3D 5S",
                    True,
                    N_(
                        "A low card of another suit: hearts are not broken, so they may not be led yet, and a low card"
                        " lets someone else win the trick."
                    ),
                ),
                Answer(
                    "8D 10S",
                    False,
                    N_(
                        "A middle card may win the trick, and anyone out of that suit can throw hearts on it."
                        " Lead a low card."
                    ),
                ),
            ),
        ),
        PlayPosition(
            id="breaking-broken",
            task=N_("Hearts are broken. Lead your safest card."),
            context=N_("East had no club on the first trick. North threw the {3H} on a diamond, so hearts are broken."),
            south="KC AC KD AD JS KS AS 2H 4H 5H KH",
            first_leader=WEST,
            tricks=("2C 5C 7S JC", "6D 4D 3H 2D"),
            answers=(
                Answer(
                    "2H 4H 5H",
                    True,
                    N_(
                        "Hearts are broken, so you may lead one, and your low hearts are the lowest left in the suit:"
                        " someone else will take the hearts."
                    ),
                ),
                Answer(
                    "KC AC KD AD",
                    False,
                    N_(
                        "A high club or diamond wins the trick, and East, out of clubs, or North, out of diamonds, can"
                        " throw hearts on it."
                    ),
                ),
                Answer("JS KS AS", False, N_("Leading a high spade while the {QS} is out may make you take her.")),
                Answer("KH", False, N_("You may lead a heart now, but a high one wins every heart on the trick.")),
            ),
        ),
        PlayPosition(
            id="breaking-queen",
            task=N_("The queen of spades has been played but no heart yet. Lead."),
            context=N_("North threw the {QS} on a diamond; West took her."),
            south="5C 9C 4D 8D 3S 7S 4H 6H 8H 10H",
            first_leader=WEST,
            tricks=("2C 4C QC 8C", "3D 5D KD QS", "6S 9S 2S JS"),
            answers=(
                Answer(
                    "5C 9C 4D 8D 3S 7S",
                    True,
                    N_("Right: under these rules the queen does not break hearts, so you lead another suit."),
                ),
            ),
        ),
    ),
)

_QUEEN = Lesson(
    "queen",
    N_("Discarding the queen"),
    N_(
        "The {QS} is worth {=queen} to whoever wins her trick. When you cannot follow suit, or a higher spade is"
        " already on the trick, you can hand her to someone else."
    ),
    (
        PlayPosition(
            id="queen-void",
            task=N_("You are void in diamonds. Get rid of the danger."),
            context=N_("North led the {5D}; West plays after you."),
            south="3C JC 4S 8S QS 2H 5H 9H JH QH KH AH",
            first_leader=EAST,
            tricks=("2C 9C 4C KC",),
            trick="5D 9D",
            answers=(
                Answer(
                    "QS",
                    True,
                    N_(
                        "You cannot follow diamonds, so any card may go: the {QS} goes to whoever wins this trick,"
                        " {=queen} that are not yours."
                    ),
                ),
                Answer(
                    "3C JC 4S 8S",
                    False,
                    N_("Safe now, but the {QS} stays in your hand, where she can still cost you {=queen}."),
                ),
                Answer(
                    "2H 5H 9H JH QH KH AH",
                    False,
                    N_(
                        "Throwing a heart costs whoever wins the trick a point, but the {QS} is worth {=queen}:"
                        " she is the danger."
                    ),
                ),
            ),
        ),
        PlayPosition(
            id="queen-under-king",
            task=N_("North played the {KS}. Drop the queen safely."),
            context=N_("West led a spade; you play last."),
            south="6C JC 2D 7D 10D 5S QS 3H 6H 9H 10H KH",
            first_leader=NORTH,
            tricks=("2C 8C 10C AC",),
            trick="3S KS 7S",
            answers=(
                Answer("QS", True, N_("The {KS} beats your queen, so North takes her: {=queen} for North, not you.")),
                Answer(
                    "5S",
                    False,
                    N_("Safe now, but the queen stays with you. With the {KS} on the trick, she could go to North."),
                ),
            ),
        ),
        PlayPosition(
            id="queen-first-trick",
            task=N_("You have no clubs and you hold the queen. Discard on the first trick."),
            context=N_("West led the {2C}."),
            south="3D KD 2S 5S 9S QS 4H 5H 7H 10H JH QH AH",
            first_leader=WEST,
            trick="2C 7C JC",
            answers=(
                Answer(
                    "KD",
                    True,
                    N_(
                        "The queen and hearts may not go on the first trick while you have other cards, so shed the"
                        " high {KD} while it is free."
                    ),
                ),
                Answer("3D", False, N_("Keep your low diamond to play under later. Shed the high {KD} instead.")),
                Answer(
                    "2S 5S 9S",
                    False,
                    N_("Your spades guard your queen: keep them, so you never have to play her on a spade lead."),
                ),
            ),
        ),
    ),
)

_MOON = Lesson(
    "moon",
    N_("Scoring and the moon"),
    N_(
        "Each heart costs {=heart} and the {QS} {=queen}; the player who takes every one of them shoots the moon and"
        " everyone else pays instead. Keep points away from you, and stop a player who is taking them all."
    ),
    (
        PlayPosition(
            id="moon-stop",
            task=N_("West has taken every point so far. This is your last chance: stop the moon."),
            context=N_(
                "West took the {QS} and every heart played so far, and now leads hearts again. North and East"
                " are out of hearts, so the {KH} and {QH} are West's."
            ),
            south="JC 9D QD 8S 10S 2H JH",
            first_leader=WEST,
            tricks=("2C AC 3C 4C", "2D 9H 3D AD", "AS 2S QS 3S", "8H 3H 7H 4H", "KC 6H 6C 7C", "AH 5D 8C 5H"),
            trick="10H 4S 10C",
            answers=(
                Answer(
                    "JH",
                    True,
                    N_(
                        "The {JH} wins the trick: {=trick} for you, but West can no longer take every heart,"
                        " so nobody makes you pay for a moon."
                    ),
                ),
                Answer(
                    "2H",
                    False,
                    N_(
                        "West wins again and still has every point. Your {JH} cannot beat the {KH} or {QH}, so West"
                        " takes all the hearts and the queen, and you score the moon's {=moon}."
                    ),
                ),
            ),
        ),
        PlayPosition(
            id="moon-duck-queen",
            task=N_("North threw the {QS} on West's heart. Keep the points away from you."),
            context=N_("You play last to this trick."),
            south="5C QC 6D 10D KD 2S 7S JS 4H 10H AH",
            first_leader=NORTH,
            tricks=("2C 6C 9C KC", "AD JD 2H 3D"),
            trick="9H QS 5H",
            answers=(
                Answer("4H", True, N_("The {9H} stays on top: West takes the trick, {=trick}.")),
                Answer("10H AH", False, N_("That heart beats the {9H}: you would take the trick, {=trick}.")),
            ),
        ),
    ),
)

_COUNTING = Lesson(
    "counting",
    N_("Counting the cards"),
    N_(
        "Keep track of the cards played: which cards of each suit are still out, who has shown out of a suit,"
        " and whether the {QS} has gone. Settings can show the cards still out beside the table while you learn."
    ),
    (
        PlayPosition(
            id="counting-last-card",
            task=N_("You lead. Count the diamonds before you choose."),
            context=N_(
                "North led diamonds three times and everyone followed each time. You won the last trick with the {QC}."
            ),
            south="4C 7D 3S 6S 2H 5H 8H JH",
            first_leader=SOUTH,
            tricks=("2C 9C KC 5C", "AD KD 4D QD", "JD 10D 5D 9D", "8D 2D 6D 3D", "3C 7C QC 6C"),
            answers=(
                Answer(
                    "4C",
                    True,
                    N_(
                        "Every club still out is higher than your {4C}: it cannot win, so someone else takes the trick."
                    ),
                ),
                Answer(
                    "3S 6S",
                    True,
                    N_(
                        "Safe too: most spades still out are higher, so someone else almost surely wins. The {4C} is"
                        " surer: every club still out is higher."
                    ),
                ),
                Answer(
                    "7D",
                    False,
                    N_(
                        "Every other diamond has been played: the {7D} is the last one. Nobody can follow, so you win"
                        " the trick with whatever the others throw on it, the {QS} or hearts."
                    ),
                ),
            ),
        ),
        PlayPosition(
            id="counting-void",
            task=N_("Clubs are led again. Keep the points away from you."),
            context=N_(
                "On the first trick, when clubs were led, West played the {KD}. Now North leads the {8C};"
                " West plays after you."
            ),
            south="3C 10C AC 6D QD 3S 9S 4H 7H 10H",
            first_leader=NORTH,
            tricks=("2C JC 4C KD", "5D 7D AD 9D", "4S AS 8S 5S"),
            trick="8C 5C",
            pins=((WEST, "QS"),),
            answers=(
                Answer(
                    "3C",
                    True,
                    N_(
                        "The {3C} is under the {8C}, so North takes the trick. West has no clubs and may throw"
                        " anything on it: better on North's trick than on yours."
                    ),
                ),
                Answer(
                    "10C AC",
                    False,
                    N_(
                        "West showed out of clubs on the first trick and plays last: your winning club could collect"
                        " the {QS} ({=queen}) or hearts."
                    ),
                ),
            ),
        ),
    ),
)

LESSONS: tuple[Lesson, ...] = (_PASS, _OPENING, _FOLLOW, _BREAKING, _QUEEN, _MOON, _COUNTING)
"""The lessons in order."""


def lesson_by_id(lesson_id: str) -> Lesson:
    """The lesson with this id (KeyError if none)."""
    for lesson in LESSONS:
        if lesson.id == lesson_id:
            return lesson
    raise KeyError(lesson_id)


def position_by_id(position_id: str) -> tuple[Lesson, Position]:
    """The lesson and position with this position id (KeyError if none)."""
    for lesson in LESSONS:
        for position in lesson.positions:
            if position.id == position_id:
                return lesson, position
    raise KeyError(position_id)
