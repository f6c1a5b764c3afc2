"""Learn in the player's language: a catalog that translates a lesson and a rule changes what Learn shows at once."""

from __future__ import annotations

from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from hearts.cards import Card
from hearts.learn import Progress, lesson_by_id
from hearts.learn.session import LearnRoute
from hearts.rules import Rules
from hearts.web.learn.state import LearnState
from hearts.web.learn.views import learn_view
from hearts.web.ui.tree import find, find_all, text_of
from hearts.words.catalog import DOMAIN, language, use_catalog
from hearts.words.languages import ENGLISH

FRENCH: dict[tuple[str | None, str], str] = {
    (None, "The pass"): "Le passage",
    (
        None,
        "The deal goes on for 13 tricks, until every card has been played.",
    ): "La donne dure 13 plis, jusqu'à ce que toutes les cartes aient été jouées.",
    (None, "Everyone follows clubs. {seat} wins with the {card}."): "Tous fournissent à trèfle. {card} : {seat} gagne.",
    (
        None,
        "Throwing a heart costs whoever wins the trick a point, but the {QS} is worth {=queen}: she is the danger.",
    ): "Un cœur coûte un point, mais la {QS} vaut {=queen} : c'est elle, le danger.",
    ("Learn tab", "Rules"): "Règles",
}
"""A few messages of Learn in French: a lesson's title, a rule, a caption and a verdict with tokens, a tab."""


def compiled(folder: Path) -> bytes:
    """The French messages as a PO file in ``folder``, compiled by Babel as the build compiles the catalogs."""
    catalog = Catalog(locale="fr", domain=DOMAIN)
    for (context, english), french in FRENCH.items():
        catalog.add(english, french, context=context)
    po = folder / "fr" / "LC_MESSAGES" / f"{DOMAIN}.po"
    po.parent.mkdir(parents=True)
    with po.open("wb") as out:
        write_po(out, catalog)
    mo = po.with_suffix(".mo")
    with po.open("rb") as source, mo.open("wb") as out:
        write_mo(out, read_po(source, locale="fr", domain=DOMAIN))
    return mo.read_bytes()


def shown(route: LearnRoute, state: LearnState | None = None) -> str:
    """Everything the Learn view shows at ``route``, as text."""
    practice = state.practice if state is not None else None
    return " ".join(text_of(part) for part in learn_view(route, Rules(), Progress(), practice))


def test_switching_the_language_changes_learns_words_and_back(tmp_path: Path) -> None:
    french = compiled(tmp_path)
    assert "The pass" in shown(LearnRoute("practice"))
    use_catalog("fr", french)
    lessons = shown(LearnRoute("practice"))
    assert "Le passage" in lessons and "The pass" not in lessons
    assert "Following suit" in lessons  # a lesson the catalog leaves alone stays in English
    top, body = learn_view(LearnRoute(), Rules(), Progress())
    assert text_of(find(top, "a", class_="learn-tab")) == "Règles"
    rules = text_of(body)
    assert "La donne dure 13 plis, jusqu'à ce que toutes les cartes aient été jouées." in rules
    assert "The deal goes on for 13 tricks" not in rules
    # The placeholders are filled after translation, in the translator's order, and the card stays a card.
    assert "Tous fournissent à trèfle. K♣ : East gagne." in rules
    caption = next(c for c in find_all(body, "figcaption") if text_of(c).startswith("Tous fournissent"))
    assert text_of(find(caption, "span", class_="card-ref")) == "K♣"
    use_catalog(ENGLISH, None)
    assert "The pass" in shown(LearnRoute("practice")) and "Le passage" not in shown(LearnRoute("practice"))
    assert "Everyone follows clubs. East wins with the K♣." in shown(LearnRoute())


def test_a_lessons_verdict_is_judged_in_the_language_in_use_with_the_engines_numbers(tmp_path: Path) -> None:
    position = lesson_by_id("queen").positions[0]
    english = position.judge(Card.parse("2H")).message
    use_catalog("fr", compiled(tmp_path))
    french = position.judge(Card.parse("2H")).message
    assert french == "Un cœur coûte un point, mais la Q♠ vaut 13 points : c'est elle, le danger."
    use_catalog(ENGLISH, None)
    assert position.judge(Card.parse("2H")).message == english


def test_the_page_is_drawn_anew_when_it_is_shown_in_another_language(tmp_path: Path) -> None:
    state = LearnState(Progress())
    assert state.go(LearnRoute("faq")) and not state.go(LearnRoute("faq"))  # the same page in the same language: kept
    use_catalog("fr", compiled(tmp_path))
    assert language() == "fr" and state.go(LearnRoute("faq")) and not state.go(LearnRoute("faq"))
    state.go(LearnRoute("practice", "pass"))
    assert "Le passage" in shown(LearnRoute("practice", "pass"), state)
