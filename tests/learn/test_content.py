"""Rules sections, quick reference, scoring examples, FAQ and tips: worded for the rules, numbers from the engine."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from hearts.cards import HEARTS_MASK, JACK_OF_DIAMONDS, QUEEN_OF_SPADES, Card, mask_of
from hearts.deals import MAX_GAME_NUMBER, MIN_GAME_NUMBER
from hearts.learn import (
    Block,
    BulletList,
    CardRef,
    CardRow,
    Paragraph,
    Text,
    TrickPicture,
    end_examples,
    faq,
    para,
    quick_reference,
    rule_sections,
    score_examples,
    scoring_table,
    tips,
)
from hearts.learn.wording import Points
from hearts.rules import PRESETS, Rules
from hearts.scoring import deal_scores, match_result, penalty_points
from hearts.words import number, points_word

ALL_RULES = [
    *PRESETS.values(),
    Rules(moon="subtract", end_score=50),
    Rules(moon="best", bonus_card="JD", queen_breaks_hearts=True, ties="share"),
    Rules(end_score=1),
]


def section_text(rules: Rules, section_id: str) -> str:
    return next(s for s in rule_sections(rules) if s.id == section_id).text()


def all_blocks(rules: Rules) -> Iterator[Block]:
    for section in rule_sections(rules):
        yield from section.blocks
    for entry in faq(rules):
        yield from entry.answer
    for tip in tips():
        yield from tip.blocks
    for ref in quick_reference(rules):
        yield from ref.lines
    yield scoring_table(rules)


def paragraphs(block: Block) -> Iterator[Paragraph]:
    if isinstance(block, Paragraph):
        yield block
    elif isinstance(block, BulletList):
        yield from block.items
    elif isinstance(block, (CardRow, TrickPicture)):
        yield block.caption
    else:
        for row in block.rows:
            yield from row


def test_markup() -> None:
    p = para("Lead the {2C}, *never* a heart.")
    assert p.spans == (Text("Lead the "), CardRef(Card.parse("2C")), Text(", "), Text("never", True), Text(" a heart."))
    assert p.plain() == "Lead the 2♣, never a heart."


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
def test_content_is_structured_text_never_html(rules: Rules) -> None:
    count = 0
    for block in all_blocks(rules):
        for paragraph in paragraphs(block):
            count += 1
            for span in paragraph.spans:
                if isinstance(span, Text):
                    assert "<" not in span.text and "{" not in span.text and "*" not in span.text, span.text
    assert count > 50


def test_five_sections_in_order() -> None:
    sections = rule_sections(Rules())
    assert [s.id for s in sections] == ["deal", "play", "hearts", "score", "end"]
    deal = sections[0].text()
    for word in ("left", "right", "across", "hold"):
        assert word in deal
    play = sections[1].text()
    assert "2♣" in play and "follow suit" in play and "no trumps" in play


def test_queen_breaks_hearts_wording_follows_the_rule() -> None:
    assert "breaks hearts too" in section_text(Rules(queen_breaks_hearts=True), "hearts")
    off = section_text(Rules(), "hearts")
    assert "does not break hearts" in off and "breaks hearts too" not in off
    assert "breaks hearts too" in quick_reference(Rules(queen_breaks_hearts=True))[3].lines[1].plain()


def test_jack_of_diamonds_only_with_the_rule_and_its_value_from_the_engine() -> None:
    jack = penalty_points(JACK_OF_DIAMONDS.mask, Rules(bonus_card="JD"))
    on = section_text(Rules(bonus_card="JD"), "score")
    assert points_word(jack) in on and "J♦" in on and number(jack) == "−10"
    assert "J♦" not in section_text(Rules(), "score")
    assert any(e.id == "jack" for e in score_examples(Rules(bonus_card="JD")))
    assert not any(e.id == "jack" for e in score_examples(Rules()))


@pytest.mark.parametrize("moon", ["add", "subtract", "best"])
def test_moon_wording_matches_the_engine(moon: str) -> None:
    rules = Rules(moon=moon)  # type: ignore[arg-type]
    taken = [HEARTS_MASK | QUEEN_OF_SPADES.mask, 0, 0, 0]
    added = deal_scores(taken, rules.with_options(moon="add"))
    subtracted = deal_scores(taken, rules.with_options(moon="subtract"))
    text = section_text(rules, "score")
    add_words = f"the shooter scores {number(added[0])} and everyone else {points_word(added[1])}"
    subtract_words = f"the shooter scores {number(subtracted[0])} and everyone else {points_word(subtracted[1])}"
    assert (add_words in text) == (moon != "subtract")
    assert (subtract_words in text) == (moon != "add")
    assert "not every trick" in text or "need not win every trick" in text


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
def test_score_examples_are_computed_by_the_engine(rules: Rules) -> None:
    for example in score_examples(rules):
        masks = [mask_of(cards) for cards in example.taken]
        assert example.scores == deal_scores(masks, rules, example.totals)
        table = example.table()
        assert [row[2].plain() for row in table.rows] == [number(s) for s in example.scores]
        if example.shooter is None:
            assert example.scores == tuple(penalty_points(m, rules) for m in masks)


def test_the_issue_examples() -> None:
    examples = {e.id: e for e in score_examples(Rules())}
    ordinary = examples["ordinary"]
    assert ordinary.story().plain() == "West took the Q♠ and 2 hearts, North 7 hearts, East 4 hearts, and you none."
    assert ordinary.scores == (0, 15, 7, 4)
    missed = examples["missed-moon"]
    assert missed.shooter is None and max(missed.scores) == 25
    assert examples["moon"].scores == (26, 26, 0, 26)
    best = {e.id: e for e in score_examples(Rules(moon="best"))}["best-moon"]
    assert best.scores == (-26, 0, 0, 0)
    assert best.scores != deal_scores(best.masks, Rules(moon="add"), best.totals)


def test_scoring_table_values() -> None:
    rules = Rules(bonus_card="JD")
    p = Points.of(rules)
    values = [row[1].plain() for row in scoring_table(rules).rows]
    assert values[:4] == [points_word(p.heart), points_word(p.queen), points_word(p.jack), points_word(p.deal)]
    assert p.heart == penalty_points(Card.parse("7H").mask, rules) == 1 and p.deal == 26


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
def test_end_section_and_examples_follow_end_score_and_ties(rules: Rules) -> None:
    text = section_text(rules, "end")
    assert f"{rules.end_score} or more" in text
    assert ("share the win" in text) == (rules.ties == "share")
    examples = end_examples(rules)
    assert match_result(examples[0].totals, rules) == (True, (2,))
    over, winners = examples[1].result
    assert over == (rules.ties == "share") and (winners == (1, 2) if over else winners == ())
    assert f"reaches {rules.end_score} or more" in quick_reference(rules)[5].lines[0].plain()


@pytest.mark.parametrize("rules", ALL_RULES, ids=str)
def test_trick_pictures_name_the_engines_winner(rules: Rules) -> None:
    pictures = [b for b in all_blocks(rules) if isinstance(b, TrickPicture)]
    assert len(pictures) >= 6
    for picture in pictures:
        cards = picture.trick.cards
        assert len(set(cards)) == len(cards)
        won = picture.trick.winning_play
        assert won is not None and picture.winner == won.seat
        assert won.card.symbol in picture.caption.plain()


def test_quick_reference_headings() -> None:
    ref = quick_reference(Rules())
    assert [r.heading for r in ref] == ["Deal", "Pass", "Start", "Hearts", "Score", "End"]
    text = " ".join(line.plain() for r in ref for line in r.lines)
    assert "2♣" in text and "13 points" in text and "100" in text
    for rules in ALL_RULES:  # one screen, one printed page (the browser test prints the standard one: 1 page)
        assert len(" ".join(line.plain() for r in quick_reference(rules) for line in r.lines)) < 1300


def test_faq_answers_the_required_questions() -> None:
    entries = {e.id: e for e in faq(Rules())}
    for required in (
        "how-to-play",
        "queen-points",
        "breaking-hearts",
        "queen-breaks-hearts",
        "moon",
        "first-trick",
        "who-wins",
        "no-passing",
        "computer-sees",
        "undo",
        "numbered-games",
        "saved",
    ):
        assert required in entries, required
        assert entries[required].text()
    assert f"{MIN_GAME_NUMBER:,} to {MAX_GAME_NUMBER:,}" in entries["numbered-games"].text()
    assert "?deal=N" in entries["numbered-games"].text()
    assert "Nothing leaves the device" in entries["saved"].text()
    assert entries["computer-sees"].text().startswith("Do the computer players see my cards?\nNo.")
    assert "Who wins when someone reaches 60?" in [e.question for e in faq(Rules(end_score=60))]
    variant = {e.id: e for e in faq(Rules(queen_breaks_hearts=True))}
    assert "breaks hearts too" in variant["queen-breaks-hearts"].text()


def test_tips_each_have_a_card_illustration() -> None:
    found = {t.id: t for t in tips()}
    for required in (
        "pass-high-spades",
        "void-short-suit",
        "first-trick-clubs",
        "flush-the-queen",
        "watch-voids",
        "when-to-shoot",
        "stop-the-moon",
    ):
        assert found[required].pictures, required
    for tip in tips():
        for picture in tip.pictures:
            if isinstance(picture, CardRow):
                assert set(picture.marked) <= set(picture.cards)
