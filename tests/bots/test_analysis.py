"""The review of a deal: the Expert's value of every choice, costs, labels, reasons."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from hearts.analysis import (
    BLUNDER,
    GOOD,
    LABELS,
    MISTAKE,
    AsGood,
    ChoiceValue,
    DealReview,
    Decision,
    Legacy,
    QueenOwnTrick,
    QueenRisk,
    analysis_seed,
    evaluate,
    explain,
    label_for,
    review_deal,
    review_deal_steps,
    summarize,
)
from hearts.bots.search import play_samples, play_setup
from hearts.cards import QUEEN_OF_SPADES, Card, parse_cards
from hearts.cli import main
from hearts.deals import deal_hands
from hearts.errors import InvalidRecord
from hearts.learn.lessons import LESSONS
from hearts.learn.positions import PlayPosition
from hearts.record import DealRecord, GameRecord
from hearts.round import Round
from hearts.rules import Rules
from hearts.seats import EAST, NORTH, SOUTH
from hearts.words.catalog import ENGLISH, pgettext, use_language
from hearts.words.review import MOON_ODDS_CAVEAT, note_text, outcome_text, reason_text
from tests.helpers import ROOT
from tests.helpers.expert import light_review
from tests.helpers.matches import play_match
from tests.helpers.positions import hidden_swap, random_position
from tests.helpers.reviews import PLANTED_STEP, planted_record, planted_review

QS = QUEEN_OF_SPADES
# ------------------------------------------------------------------ labels


def test_labels_follow_the_documented_thresholds() -> None:
    assert label_for(0.0, 0.0) == "best"
    assert label_for(0.5, 0.1) == "good"
    assert label_for(GOOD, 0.1) == "inaccuracy"
    assert label_for(MISTAKE, 0.1) == "mistake"
    assert label_for(BLUNDER, 0.1) == "blunder"
    assert LABELS == ("forced", "best", "good", "inaccuracy", "mistake", "blunder")


def test_a_cost_within_noise_of_zero_is_never_a_mistake() -> None:
    assert label_for(3.0, 1.6) == "good"  # under two standard errors
    assert label_for(8.0, 4.5) == "good"
    assert label_for(3.0, 1.4) == "mistake"


# ------------------------------------------------------------------ one decision


def equal_in_play(position: PlayPosition, group: tuple[Card, ...]) -> bool:
    """Cards of one suit with nothing unseen between them: any of them plays the same."""
    rnd = position.round()
    known = {*rnd.hand(SOUTH), *rnd.cards_played}
    ranks = sorted(card.rank for card in group)
    suit = group[0].suit
    return all(card.suit == suit for card in group) and all(
        Card(suit, rank) in known for rank in range(ranks[0], ranks[-1] + 1)
    )


def single_answer_positions() -> list[PlayPosition]:
    """Play positions with one right answer: one card, or cards of one suit that play the same."""
    found = []
    for lesson in LESSONS:
        for position in lesson.positions:
            if not isinstance(position, PlayPosition):
                continue
            right = [answer for answer in position.answers if answer.correct]
            if len(right) == 1 and equal_in_play(position, right[0].card_list):
                found.append(position)
    return found


@pytest.mark.parametrize("position", single_answer_positions(), ids=lambda p: p.id)
def test_the_best_card_is_the_one_the_lesson_accepts(position: PlayPosition) -> None:
    view = position.round().view(SOUTH)
    evaluation = evaluate(view, analysis_seed(1, 0, SOUTH))
    assert evaluation.best.cards[0] in position.accepted
    assert all(value.cost > 0 for value in evaluation.choices if value.cards[0] not in position.accepted)


def test_a_forced_play_costs_exactly_nothing_and_is_not_searched() -> None:
    (position,) = [p for lesson in LESSONS for p in lesson.positions if p.id == "follow-single"]
    evaluation = evaluate(position.round().view(SOUTH), 7)
    assert evaluation.forced and len(evaluation.choices) == 1
    assert (evaluation.best.cost, evaluation.best.se, evaluation.best.samples) == (0.0, 0.0, 0)


def test_dropping_the_queen_on_your_own_trick_is_a_blunder() -> None:
    position = PlayPosition(
        id="planted",
        task="",
        context="",
        south="4C 5C 3D 4D 5D 6D 2S 3S 4S QS 4H 5H",
        answers=(),
        first_leader=EAST,
        tricks=("2C 3C AC 7C",),
        trick="5S 7S 8S",
    )
    view = position.round().view(SOUTH)
    evaluation = evaluate(view, 11)
    queen = evaluation.value_of(QS)
    duck = evaluation.value_of(Card.parse("3S"))
    assert queen is not None and duck is not None
    assert evaluation.best.cards[0] in parse_cards("2S 3S 4S") and duck.cost == 0.0
    assert queen.cost > BLUNDER and queen.queen == 1.0 and duck.queen < 0.2
    assert label_for(queen.cost, queen.se) == "blunder"
    assert queen.se < 0.5


def test_every_legal_card_gets_a_value_and_equivalent_cards_share_it() -> None:
    (position,) = [p for lesson in LESSONS for p in lesson.positions if p.id == "breaking-broken"]
    view = position.round().view(SOUTH)
    evaluation = evaluate(view, 3)
    assert sorted(c for v in evaluation.choices for c in v.cards) == sorted(view.legal_plays)
    king, ace = evaluation.value_of(Card.parse("KD")), evaluation.value_of(Card.parse("AD"))
    assert king is not None and ace is not None and king.score == ace.score and king.cost == ace.cost
    assert [v.cost for v in evaluation.choices] == sorted(v.cost for v in evaluation.choices)
    assert evaluation.best.cost == 0.0 and all(v.cost >= 0 for v in evaluation.choices)
    setup = play_setup(view)
    assert evaluation.samples == play_samples(setup, 4 * 108_000, 48, 480)


def test_your_own_pass_is_judged_even_off_the_shortlist() -> None:
    (position,) = [p for lesson in LESSONS for p in lesson.positions if p.id == "pass-queen"]
    view = position.round().view(SOUTH)
    odd = tuple(parse_cards("4C 3D 3S"))  # keeps the Q♠ with no guard and the high hearts
    evaluation = evaluate(view, 5, odd)
    mine = evaluation.value_of(odd)
    assert mine is not None and mine.samples == evaluation.best.samples
    assert mine.cost > 2 * mine.se and mine.cost > GOOD
    assert QS in evaluation.best.cards


def test_a_pass_must_be_three_cards_of_the_hand() -> None:
    (position,) = [p for lesson in LESSONS for p in lesson.positions if p.id == "pass-queen"]
    with pytest.raises(ValueError, match="3 different cards"):
        evaluate(position.round().view(SOUTH), 5, tuple(parse_cards("2C 3C 4C")))


# ------------------------------------------------------------------ fairness and determinism


@pytest.mark.parametrize("case", range(3))
def test_hidden_cards_do_not_change_the_evaluation(case: int) -> None:
    rng = random.Random(2000 + case)
    while True:
        rnd, seat = random_position(rng)
        if rnd.phase != "playing" or len(rnd.legal_plays()) < 2:
            continue
        other = hidden_swap(rnd, seat, rng, swaps=rng.randrange(1, 4))
        if other is not None:
            break
    assert any(other.hand_mask(s) != rnd.hand_mask(s) for s in range(4))
    seed = rng.randrange(1 << 40)
    assert evaluate(other.view(seat), seed) == evaluate(rnd.view(seat), seed)


def test_the_review_is_deterministic_and_seeded_by_game_deal_and_seat() -> None:
    with light_review():  # the same review again whatever the search's budget
        assert review_deal(planted_record(), 0) == review_deal(planted_record(), 0)
    assert analysis_seed(1, 0, 0) != analysis_seed(1, 1, 0) != analysis_seed(2, 0, 0) != analysis_seed(1, 0, 1)


def test_the_numbers_do_not_depend_on_hash_randomisation(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(planted_record().to_json(), encoding="utf-8")
    code = (
        "import json, sys; from hearts.record import GameRecord; from hearts.analysis import review_deal;"
        "from tests.helpers.expert import light_review\n"
        "with light_review(): r = review_deal(GameRecord.from_json(open(sys.argv[1]).read()), 0)\n"
        "print(json.dumps(r.to_data()))"
    )
    out = [
        subprocess.run(
            [sys.executable, "-c", code, str(path)],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
            env={"PYTHONHASHSEED": seed, "PATH": "/usr/bin:/bin"},
        ).stdout
        for seed in ("3", "4")
    ]
    with light_review():  # the same numbers give the same review whatever the search's budget
        review = review_deal(planted_record(), 0)
    assert out[0] == out[1] == json.dumps(review.to_data()) + "\n"


# ------------------------------------------------------------------ a whole deal


def test_the_planted_queen_is_a_blunder_with_its_reason() -> None:
    review = planted_review()
    (planted,) = [d for d in review.decisions if d.step == PLANTED_STEP]
    assert planted.choice == (QS,) and planted.label == "blunder" and QS not in planted.best
    assert isinstance(planted.reason, QueenRisk) and planted.reason.fact == QueenOwnTrick(8)
    assert "The Q♠ won her own trick: you took her yourself (trick 8)." in reason_text(planted.reason)
    assert review.largest[0] == planted
    assert review.total_cost >= planted.cost


def test_every_decision_of_the_seat_gets_a_verdict() -> None:
    record = planted_record()
    review = planted_review()
    plays = record.deals[0].plays
    rnd = record.replay().rounds[0]
    mine = [i for i, play in enumerate(rnd.plays) if play.seat == SOUTH]
    assert [d.step for d in review.decisions] == [0, *mine]
    assert review.decisions[0].kind == "pass" and review.decisions[0].choice == record.deals[0].passes[0]
    assert all(d.choice == (plays[d.step],) for d in review.decisions[1:])
    assert all(d.label in LABELS and reason_text(d.reason) for d in review.decisions)
    forced = [d for d in review.decisions if d.label == "forced"]
    assert forced and all(d.cost == 0.0 and d.se == 0.0 and d.choice == d.best for d in forced)
    assert all(d.label == "forced" or d.samples > 0 or "equivalent" in reason_text(d.reason) for d in review.decisions)


def test_the_review_reports_progress_up_to_the_whole() -> None:
    steps = review_deal_steps(planted_record(), 0)
    seen = []
    while True:
        try:
            seen.append(next(steps))
        except StopIteration as done:
            assert done.value == planted_review()
            break
    assert len(seen) > 100
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    assert seen[-1][0] == seen[-1][1] and len({t for d, t in seen if d}) == 1


def test_a_review_survives_storage() -> None:
    review = planted_review()
    data = json.loads(json.dumps(review.to_data()))
    again = DealReview.from_data(data)
    assert [(d.step, d.label, d.choice, d.best, d.reason) for d in again.decisions] == [
        (d.step, d.label, d.choice, d.best, d.reason) for d in review.decisions
    ]
    assert abs(again.total_cost - review.total_cost) < 0.01
    data["decisions"][0]["label"] = "brilliant"
    with pytest.raises(InvalidRecord, match="stored review is damaged"):
        DealReview.from_data(data)


def test_a_deal_in_progress_is_reviewed_to_its_last_decision() -> None:
    record = planted_record()
    deal = record.deals[0]
    partial = GameRecord(record.game_number, record.rules, (DealRecord(deal.passes, deal.plays[:9]),))
    review = review_deal(partial, 0)
    assert not review.complete and review.decisions[-1].step < 9
    assert review.decisions == planted_review().decisions[: len(review.decisions)]


def test_a_later_deal_is_reviewed_from_its_own_dealer() -> None:
    # Under Black Maria the player left of the dealer leads first, and the deal moves round the table.
    match = play_match(3, Rules.preset("black-maria"), seed=5, stop_after=4 + 52 + 4 + 1)
    record = GameRecord.from_match(match)
    assert len(record.deals) == 2 and match.round.dealer != match.rounds[0].dealer
    seat = match.round.plays[0].seat
    review = review_deal(record, 1, seat)
    assert [(d.kind, d.step) for d in review.decisions] == [("pass", 0), ("play", 0)] and not review.complete
    assert review.decisions[1].choice == (match.round.plays[0].card,)


def test_bad_requests_get_the_records_clear_errors() -> None:
    record = planted_record()
    with pytest.raises(InvalidRecord, match="The record has 1 deal; there is no deal 3"):
        review_deal(record, 2)
    broken = GameRecord(
        record.game_number, record.rules, (DealRecord(record.deals[0].passes, tuple(parse_cards("3C"))),)
    )
    with pytest.raises(InvalidRecord, match="deal 1, play 1"):
        review_deal(broken, 0)
    with pytest.raises(ValueError, match="Seats are 0"):
        review_deal(record, 0, seat=4)


# ------------------------------------------------------------------ the summary


def costing(cost: float, seat: int = SOUTH) -> DealReview:
    """A review of one play that cost ``cost`` (labelled as the review labels it)."""
    card, best = parse_cards("9D KS")
    decision = Decision("play", 28, (card,), (best,), cost, 0.4, label_for(cost, 0.4), Legacy("A reason."))
    return DealReview(67, 0, seat, (decision,))


class Said:
    """A deal's summary as the review words it: how it ended (``outcome``) and the note, if any."""

    def __init__(
        self,
        review: DealReview,
        points: tuple[int, ...] | None,
        shooter: int | None = None,
        *,
        you: bool = True,
        rules: Rules | None = None,
    ) -> None:
        summary = summarize(review, points, shooter, rules=rules)
        self.outcome = outcome_text(summary, you=you)
        self.note = note_text(summary, you=you)


def test_a_moon_that_came_off_is_not_read_as_a_reward_for_its_risks() -> None:
    said = Said(costing(13.5), (0, 26, 26, 26), SOUTH)
    assert said.outcome == "You shot the moon: 26 points to each of the others."
    assert said.note.startswith("The moon came off this time.") and "on average" in said.note
    bonus = Said(costing(13.5), (-10, 26, 26, 26), SOUTH)  # the J♦ taken with the moon
    assert bonus.outcome == "You shot the moon: 26 points to each of the others, -10 points for you."
    subtract = Said(costing(0.0, NORTH), (0, 0, -26, 0), NORTH, you=False)
    assert subtract.outcome == "North shot the moon: no points to each of the others, -26 points for North."
    jack = Said(costing(0.0), (0, 26, 16, 26), SOUTH)  # North took the J♦
    assert jack.outcome == "You shot the moon: 26 points to West, 16 points to North, 26 points to East."
    assert subtract.note == ""  # nothing cost anything: nothing to explain


def test_a_clean_deal_with_costly_decisions_says_the_cost_is_an_average() -> None:
    lucky = Said(costing(3.0), (0, 13, 9, 4))
    assert lucky.outcome == "You took no points. West took 13 points, North 9 and East 4."
    assert lucky.note.startswith("The deal went well this time.")
    assert Said(costing(0.5), (0, 13, 9, 4)).note == ""  # good decisions: nothing to reconcile
    assert Said(costing(3.0), (2, 13, 7, 4)).note == ""  # points taken: the cost reads as it is


def test_points_dealt_by_the_cards_are_not_blamed_on_good_decisions() -> None:
    said = Said(costing(0.0), (16, 0, 6, 4))
    assert said.note.startswith("The points came from the cards") and "no better" in said.note
    shot = Said(costing(0.0), (26, 26, 0, 26), NORTH, you=False)
    assert shot.outcome == "North shot the moon: 26 points for South."
    assert "what South knew" in shot.note
    assert Said(costing(2.0), (16, 0, 6, 4)).note == ""  # a cost of its own: the points are not all the cards'


def test_costs_beyond_what_a_deal_can_swing_are_explained() -> None:
    # Game 1099 of an Easy South against Medium players: a moon let go at trick 11, given back by East's lead of
    # the 4♥ and let go again at trick 12 (44.1 and 48.0 points): 111.8 in all, more than twice the deal's 26.
    said = Said(costing(111.8), (23, 0, 0, 3))
    assert said.note.startswith("The costs add up to more than a deal can swing")
    assert Said(costing(52.0), (23, 0, 0, 3)).note == ""  # a moon given away once: within the swing
    assert Said(costing(60.0), (23, 0, 0, 3), rules=Rules.preset("black-maria")).note == ""  # 43 points a deal
    both = Said(costing(63.1), (0, 26, 26, 26), SOUTH).note
    assert both.startswith("The moon came off this time.") and both.endswith("each one let go counts again.")


def test_the_summary_waits_for_the_end_and_refuses_a_broken_score() -> None:
    assert summarize(costing(5.0), None) == summarize(costing(5.0), None, SOUTH)
    assert Said(costing(5.0), None).outcome == Said(costing(5.0), None).note == ""
    with pytest.raises(ValueError, match="four seats"):
        summarize(costing(1.0), (0, 26, 26))
    with pytest.raises(ValueError, match="shooter"):
        summarize(costing(1.0), (0, 26, 26, 26), 4)


def test_the_ranking_lists_the_experts_best_choices_with_yours_in_its_place() -> None:
    ace, seven, four, king = ((card,) for card in parse_cards("AS 7S 4S KS"))
    top = ((ace, 0.0), (seven, 0.3), (four, 2.4))
    below = Decision("play", 8, king, ace, 13.5, 1.2, "blunder", AsGood(), alternatives=top)
    assert below.ranking() == ((ace, 0.0, False), (seven, 0.3, False), (four, 2.4, False), (king, 13.5, True))
    among = Decision("play", 8, four, ace, 2.4, 0.5, "inaccuracy", AsGood(), alternatives=top)
    assert among.ranking() == ((ace, 0.0, False), (seven, 0.3, False), (four, 2.4, True))
    # The 6♠ was not listed, but it cost what the 7♠ did: equivalent to it, so it stands in its place.
    (six,) = (tuple(parse_cards("6S")),)
    twin = Decision("play", 8, six, ace, 0.3, 0.2, "good", AsGood(), alternatives=top)
    assert twin.ranking()[1] == (six, 0.3, True) and len(twin.ranking()) == 3
    again = Decision.from_data(json.loads(json.dumps(twin.to_data())))
    assert again.ranking() == twin.ranking()
    assert Decision("play", 8, ace, ace, 0.0, 0.0, "forced", AsGood(), alternatives=top).ranking() == ()
    alike = Decision("play", 0, ace, ace, 0.0, 0.0, "best", AsGood(), alternatives=((ace, 0.0), (ace, 0.0)))
    assert alike.ranking() == ()  # every card equivalent: nothing to rank


def test_every_reviewed_decision_ranks_the_experts_choices() -> None:
    for decision in planted_review().decisions:
        rows = decision.ranking()
        if decision.label == "forced":
            assert rows == ()
            continue
        if not rows:
            continue
        assert sum(yours for _, _, yours in rows) == 1
        assert rows[0][1] == pytest.approx(0.0) and [cost for _, cost, _ in rows] == sorted(c for _, c, _ in rows)
        assert next(cost for _, cost, yours in rows if yours) == pytest.approx(decision.cost, abs=5e-4)


# ------------------------------------------------------------------ the command line


def test_the_command_line_prints_each_decision_and_a_summary(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    path.write_text(planted_record().to_json(), encoding="utf-8")
    assert main(["review", str(path)]) == 0
    out = capsys.readouterr().out
    review = planted_review()
    lines = out.splitlines()
    assert lines[0] == "Game 1: South's decisions, judged by the Expert."
    rows = [line for line in lines if line.startswith("  pass ") or line.startswith("  trick ")]
    assert len(rows) == len(review.decisions)
    planted = next(d for d in review.decisions if d.step == PLANTED_STEP)
    row = next(line for line in rows if line.startswith(f"  trick {planted.trick} "))
    assert "Q♠" in row and "blunder" in row and f"{planted.cost:.1f} ± {planted.se:.1f}" in row
    assert f"  Points lost to decisions: {review.total_cost:.1f}" in lines
    assert f"    blunder at trick {planted.trick}: Q♠ cost {planted.cost:.1f}" in lines
    final = planted_record().replay().rounds[0]
    outcome = outcome_text(summarize(review, final.points, final.moon_shooter), you=False)
    assert outcome.startswith("South took ") and lines[lines.index("Deal 1 (pass left)") + 1] == f"  {outcome}"


def test_the_command_line_names_each_deals_pass_from_the_games_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Black Maria always passes right: the first deal reviewed says so (the standard cycle would say left).
    match = play_match(3, Rules.preset("black-maria"), seed=5, stop_after=4 + 8)
    path = tmp_path / "game.json"
    path.write_text(GameRecord.from_match(match).to_json(), encoding="utf-8")
    with light_review():  # the heading does not depend on the search's budget
        assert main(["review", str(path)]) == 0
    assert "Deal 1 (pass right, in progress)" in capsys.readouterr().out.splitlines()


def test_the_command_lines_columns_stay_aligned_in_a_language_of_long_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # German's "Weitergabe" and "Ungenauigkeit" are wider than English's "pass" and "inaccuracy".
    path = tmp_path / "game.json"
    path.write_text(planted_record().to_json(), encoding="utf-8")
    try:
        with light_review():  # the columns line up whatever the search's budget
            assert main(["review", str(path), "--lang", "de"]) == 0
            review = review_deal(planted_record(), 0)
        best, reasons = pgettext("review column", "best"), [reason_text(d.reason) for d in review.decisions]
    finally:
        use_language(ENGLISH)
    rows = [line for line in capsys.readouterr().out.splitlines() if f" {best} " in line]
    assert len(rows) == len(reasons) and rows[0].startswith("  Weitergabe ")
    assert len({row.index(f" {best} ") for row in rows}) == 1
    assert len({row.rindex(reason) for row, reason in zip(rows, reasons, strict=True) if reason}) == 1


def test_the_command_line_explains_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"format": "hearts-record", "version": 1, "game": 0}', encoding="utf-8")
    assert main(["review", str(path)]) == 1
    assert capsys.readouterr().err.startswith("hearts review: ")
    assert main(["review", str(tmp_path / "missing.json")]) == 2
    assert "cannot read" in capsys.readouterr().err
    path.write_text(planted_record().to_json(), encoding="utf-8")
    assert main(["review", str(path), "--deal", "4"]) == 1
    assert "there is no deal 4" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["review", str(path), "--seat", "north-west"])
    assert "is not a seat" in capsys.readouterr().err


def test_odds_of_a_moon_given_up_are_told_as_a_best_case() -> None:
    rnd = Round(deal_hands(7, 0), "hold", Rules())
    rnd.play(rnd.legal_plays()[0])
    view = rnd.view(rnd.to_play or 0)
    seven, ace = parse_cards("7S AH")
    yours = ChoiceValue((seven,), -2.0, 6.0, 6.0, 0.4, 200, 0.1, 5.0, 0.0, 0.0)
    best = ChoiceValue((ace,), -8.0, 1.0, 0.0, 0.0, 200, 0.0, 0.2, 0.92, 0.0)
    reason = reason_text(explain("play", "blunder", yours, best, view, rnd))
    assert reason == (
        "It gave up your shot at the moon: you shoot it in 0% of the sampled deals with it, 92% with the A♥. "
        + MOON_ODDS_CAVEAT
    )
    assert MOON_ODDS_CAVEAT.startswith("A best case")
