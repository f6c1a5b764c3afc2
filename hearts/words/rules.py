"""The rules in words: a rule set's name and summary, and a line for each house rule in play.

>>> from hearts.rules import Rules
>>> rules_summary(Rules()), rules_summary(Rules.preset("omnibus").with_options(end_score=50))
('standard rules', 'omnibus rules, game to 50')
>>> preset_title("black-maria"), preset_title("omnibus"), preset_title("custom")
('Black Maria: A♠ 7, K♠ 10, Q♠ 13', 'Omnibus: the Jack of diamonds scores −10', 'Custom house rules')
>>> rule_lines(Rules(queen_breaks_hearts=True, moon="subtract"))
['The Queen of spades breaks hearts.', 'Shooting the moon: the shooter scores −26, everyone else 0.']
"""

from __future__ import annotations

from ..rules import PRESETS, Rules
from ..scoring import NO_TRICKS_BONUS
from .cards import card_symbol, the_card
from .catalog import gettext as _
from .catalog import ngettext, pgettext
from .lists import series
from .numbers import number, points_text
from .values import bonus_card, bonus_line, values_in_short, values_line

__all__ = [
    "direction_word",
    "hearts_any_time",
    "preset_title",
    "queen_breaks_title",
    "rule_lines",
    "rules_summary",
    "shooting_the_moon",
]


def shooting_the_moon() -> str:
    """Shooting the moon, named: the rule's title in the settings, the example's in Learn."""
    return _("Shooting the moon")


def queen_breaks_title() -> str:
    """The house rule (and the rule set) by which the Queen of spades breaks hearts."""
    return _("The Queen of spades breaks hearts")


def hearts_any_time() -> str:
    """The house rule by which hearts need not be broken."""
    return _("Hearts may be led at any time.")


def direction_word(direction: str) -> str:
    """A pass direction as a word: ``left``, ``right``, ``across``, ``hold``."""
    # Translators: where the cards are passed in a deal, as a short word ("Pass: left"); "hold": no passing.
    words = {
        "left": pgettext("pass direction", "left"),
        "right": pgettext("pass direction", "right"),
        "across": pgettext("pass direction", "across"),
        "hold": pgettext("pass direction", "hold"),
    }
    return words[direction]


def preset_title(name: str) -> str:
    """A rule set as Settings and Statistics offer it: ``Black Maria: A♠ 7, K♠ 10, Q♠ 13``.

    Any name that is no preset (``"custom"``) is the person's own house rules.
    """
    if name not in PRESETS:
        return _("Custom house rules")
    rules = PRESETS[name]
    bonus = bonus_card(rules)
    if bonus is not None:
        card, value = bonus
        # Translators: a rule set; {card} is the bonus card with its article ("the Jack of diamonds"), {points}
        # what it scores ("−10").
        return _("Omnibus: {card} scores {points}").format(card=the_card(card), points=number(value))
    if name == "queen-breaks":
        return queen_breaks_title()
    if name == "spot":
        # Translators: a rule set; {values} the penalty cards besides hearts with their points ("Q♠ 25").
        return _("Spot hearts: hearts at face value, {values}").format(values=values_in_short(rules))
    if name == "black-maria":
        # Translators: a rule set; {values} the penalty spades with their points ("A♠ 7, K♠ 10, Q♠ 13").
        return _("Black Maria: {values}").format(values=values_in_short(rules))
    titles = {
        "standard": pgettext("rule set", "Standard"),
        "parlor": _("Parlor: tied players share the win"),
        "no-hold": _("No hold hand: left, right, across"),
        "sun": _("Standard with shooting the sun"),
    }
    return titles[name]


def rules_summary(rules: Rules) -> str:
    """The rules in a few words: ``standard rules``, ``omnibus rules, game to 50``, ``custom rules, game to 100``."""
    preset = rules.base_preset
    # Translators: the rules of a game in a few words, within a sentence ("This game: Medium players, standard
    # rules.").
    if preset is None:
        words = _("custom rules")
    elif preset == "omnibus-10d":
        bonus = bonus_card(rules)
        assert bonus is not None
        # Translators: {card} is the bonus card's symbol ("10♦").
        words = _("omnibus rules with the {card}").format(card=card_symbol(bonus[0]))
    else:
        short = {
            "standard": _("standard rules"),
            "parlor": _("parlor rules"),
            "queen-breaks": _("queen-breaks-hearts rules"),
            "omnibus": _("omnibus rules"),
            "no-hold": _("no-hold rules"),
            "spot": pgettext("rules in short", "Spot hearts"),
            "black-maria": pgettext("rules in short", "Black Maria"),
            "sun": _("standard rules with the sun"),
        }
        words = short[preset]
    if preset is not None and rules.end_score == Rules().end_score:
        return words
    # Translators: {rules} is the rules in a few words ("omnibus rules"); {score} the score that ends the game.
    return _("{rules}, game to {score}").format(rules=words, score=rules.end_score)


def rule_lines(rules: Rules) -> list[str]:
    """A plain sentence for each option that differs from the standard rules (none for the standard rules)."""
    lines = []
    if rules.queen_breaks_hearts:
        lines.append(_("The Queen of spades breaks hearts."))
    if rules.bonus_card != "none":
        lines.append(bonus_line(rules))
    total = rules.total
    # Translators: {points} is the moon's total as a score below zero ("−26", with a minus sign).
    if rules.moon == "subtract":
        lines.append(
            _("Shooting the moon: the shooter scores {points}, everyone else 0.").format(points=number(-total))
        )
    elif rules.moon == "best":
        # Translators: {total} is the moon's total ("26"); {points} the same as a score below zero ("−26").
        said = _(
            "Shooting the moon: everyone else scores {total}, unless that would make the shooter lose;"
            " then the shooter scores {points} instead."
        )
        lines.append(said.format(total=total, points=number(-total)))
    elif rules.moon == "none":
        lines.append(_("No shooting the moon: taking every penalty card simply scores them."))
    if rules.ties == "share":
        lines.append(_("Players tied for the lowest total share the win."))
    if rules.end_score != Rules().end_score:
        # Translators: {points} is the score that ends the game ("50 points").
        lines.append(_("The game ends when someone reaches {points}.").format(points=points_text(rules.end_score)))
    return lines + _house_rule_lines(rules)


def _house_rule_lines(rules: Rules) -> list[str]:
    standard = Rules()
    lines = []
    cycle = rules.pass_cycle
    if cycle == ("hold",):
        lines.append(_("No passing: every deal is a hold hand."))
    elif len(cycle) == 1:
        always = {
            "left": _("Passing: always left."),
            "right": _("Passing: always right."),
            "across": _("Passing: always across."),
        }
        lines.append(always[cycle[0]])
    elif cycle != standard.pass_cycle:
        # Translators: {directions} are the pass directions in turn ("left, right, across").
        said = _("Passing: {directions}, then again.")
        lines.append(said.format(directions=series([direction_word(d) for d in cycle])))
    if rules.pass_count != standard.pass_count:
        count = rules.pass_count
        lines.append(
            ngettext("Each player passes {count} card.", "Each player passes {count} cards.", count).format(count=count)
        )
    if rules.first_lead == "any-club":
        lines.append(_("The holder of the 2 of clubs may open with any club."))
    elif rules.first_lead == "any-card":
        lines.append(_("The player left of the dealer leads the first trick with any card."))
    if rules.points_on_first_trick:
        lines.append(_("Penalty cards may be played to the first trick."))
    if not rules.hearts_must_be_broken:
        lines.append(hearts_any_time())
    if rules.lead_hearts_over_queen:
        lines.append(_("Holding only hearts and the Queen of spades, you may lead a heart."))
    values = values_line(rules)
    if values:
        lines.append(values)
    if rules.shoot_the_sun:
        # Translators: {total} is what shooting the sun is worth ("52").
        lines.append(_("Taking all 13 tricks shoots the sun, worth {total}.").format(total=2 * rules.total))
    if rules.no_tricks_bonus:
        # Translators: {points} is a score below zero ("−5", with a minus sign).
        said = _("A player who takes no trick scores {points} (not when the moon is shot).")
        lines.append(said.format(points=number(NO_TRICKS_BONUS)))
    return lines
