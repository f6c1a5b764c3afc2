"""The review and the play checker at the table, without a browser: the controller with its review, the views."""

from __future__ import annotations

import asyncio
import json

from hearts.analysis import DealReview, analysis_seed, evaluate, summarize
from hearts.cards import Card
from hearts.web.review.run import CheckQuestion, ReviewRun, check_question
from hearts.web.review.sheet import check_view, label_count, review_view
from hearts.web.review.state import TableReview
from hearts.web.statistics.decisions import decisions_chart
from hearts.web.storage.reviews import ReviewBook
from hearts.web.table.choices import PlayChoices
from hearts.web.table.controller import Controller
from hearts.web.table.state import HUMAN
from hearts.web.ui.tree import html_of, walk
from hearts.words.review import outcome_text, reason_text
from tests.helpers.expert import light_review
from tests.helpers.page import INSTANT, nap, play_out_deal
from tests.helpers.reviews import planted_record, planted_review

GAME = 48213907


class Kept:
    """Reviews kept in memory, and what was kept and marked."""

    def __init__(self) -> None:
        self.seen: dict[str, list[object]] = {"checked": [], "reviews": []}
        self.book: dict[tuple[str, int], DealReview] = {}

    def find(self, match_id: str, deal: int) -> DealReview | None:
        return self.book.get((match_id, deal))

    def keep(self, match_id: str, level: str | None, deal: int, review: DealReview) -> bool:
        self.book[(match_id, deal)] = review
        self.seen["reviews"].append(deal)
        return True

    def mark_checked(self, match_id: str) -> None:
        self.seen["checked"].append(match_id)


def make(checker: float | None) -> tuple[Controller, TableReview, dict[str, list[object]]]:
    kept = Kept()
    choices = PlayChoices(level="easy", timing=INSTANT)
    controller = Controller(lambda: None, game_number=GAME, choices=choices, sleep=nap)
    review = TableReview(controller, kept, checker)
    controller.reviewer = review
    return controller, review, kept.seen


async def _until_your_turn(controller: Controller) -> None:
    for _ in range(200):
        await controller.idle()
        table = controller.table
        if table.your_turn and len(table.round.legal_plays()) > 1:
            return
        if table.stage == "trick":
            controller.press("continue")
        elif table.stage == "passing" and table.choosing_pass:
            for card in table.hand[:3]:
                controller.tap_card(card.code)
            controller.press("pass")
        elif table.your_turn:
            controller.tap_card(table.round.legal_plays()[0].code)
        await asyncio.sleep(0)
    raise AssertionError("no choice came")


def test_the_checker_asks_before_a_costly_card_and_plays_the_experts_at_once() -> None:
    async def scenario() -> None:
        controller, review, seen = make(checker=1.0)
        controller.start()
        for _ in range(13):
            await _until_your_turn(controller)
            table = controller.table
            view = table.round.view(HUMAN)
            evaluation = evaluate(view, analysis_seed(GAME, table.match.hand_index, HUMAN))
            costly = [v.cards[0] for v in evaluation.choices if check_question(evaluation, v.cards[0], 1.0)]
            if costly:
                break
            controller.tap_card(evaluation.best.cards[0].code)
            await asyncio.sleep(0.05)
            assert review.question is None
        else:
            raise AssertionError("no costly card")
        plays = table.plays_made
        controller.tap_card(costly[0].code)
        while review.checker.checking:
            await asyncio.sleep(0.01)
        assert review.question is not None and review.question.card == costly[0]
        assert table.plays_made == plays  # asked, not played
        controller.tap_card(evaluation.best.cards[0].code)  # taps wait for the answer
        assert table.plays_made == plays
        controller.press("check-cancel")
        assert review.question is None and table.your_turn
        controller.tap_card(costly[0].code)
        while review.checker.checking:
            await asyncio.sleep(0.01)
        controller.press("check-play")
        assert review.question is None and table.plays_made == plays + 1
        assert seen["checked"] and set(seen["checked"]) == {table.match_id}
        controller._cancel()

    asyncio.run(scenario())


def test_with_the_checker_off_nothing_about_play_changes() -> None:
    async def scenario() -> None:
        controller, review, seen = make(checker=None)
        controller.start()
        assert await play_out_deal(controller) == 13
        assert review.question is None and not seen["checked"] and not review.checker.evaluations

    asyncio.run(scenario())


def test_a_deal_is_reviewed_once_and_the_review_can_be_left() -> None:
    async def scenario() -> None:
        controller, review, seen = make(checker=None)
        controller.start()
        await play_out_deal(controller)
        controller.press("review")
        run = review.run
        assert run is not None and run.review is None
        await asyncio.sleep(0.05)
        controller.press("close-review")  # leaving cancels it
        assert review.run is None
        await asyncio.sleep(0.05)
        assert not seen["reviews"]
        controller.press("review")
        task = review.task
        assert task is not None
        await task
        assert review.run is not None and review.run.review is not None
        assert seen["reviews"] == [0]
        controller.press("close-review")
        controller.press("review")  # kept: shown at once, not analysed again
        assert review.run is not None and review.run.review is not None
        assert review.task is None and seen["reviews"] == [0]

    with light_review():  # running once, progress and keeping do not depend on the search's budget
        asyncio.run(scenario())


def test_the_review_view_shows_progress_then_a_verdict_on_every_decision() -> None:
    match = planted_record().replay()
    running = html_of(review_view(ReviewRun(0, done=30, total=120), match))
    assert 'value="25"' in running and "25% done" in running and "close-review" in running
    review = planted_review()
    done = html_of(review_view(ReviewRun(0, review=review), match))
    assert done.count('class="rv-item') == len(review.decisions)
    planted = next(d for d in review.decisions if d.label == "blunder")
    assert f'id="review-step-{planted.step}"' in done and f'data-review-step="{planted.step}"' in done
    assert "The Q♠ won her own trick" in done and "Blunder" in done
    assert f"{review.total_cost:.1f} points" in done
    final = match.rounds[0]
    outcome = outcome_text(summarize(review, final.points, final.moon_shooter))
    assert outcome.startswith("You took ") and f'<p class="rv-outcome">{outcome}</p>' in done
    ranked = [d for d in review.decisions if d.ranking()]
    assert ranked and done.count('class="rv-ranking"') == len(ranked) and done.count("· yours") == len(ranked)
    assert f"<small>−{planted.cost:.1f} · yours</small>" in done
    for label in ("blunder", "mistake", "inaccuracy", "good", "best"):
        count = review.count(label)
        if count:
            assert f'rv-{label}">{label_count(label, count)}</span>' in done


def test_verdict_counts_read_as_english() -> None:
    assert [label_count("mistake", n) for n in (0, 1, 3)] == ["0 mistakes", "1 mistake", "3 mistakes"]
    assert label_count("inaccuracy", 2) == "2 inaccuracies" and label_count("inaccuracy", 1) == "1 inaccuracy"
    assert label_count("blunder", 4) == "4 blunders"
    assert label_count("good", 4) == "4 good" and label_count("best", 1) == "1 best"


def test_the_checkers_question_names_both_cards() -> None:
    question = CheckQuestion(Card.parse("KS"), Card.parse("9S"), 2.43)
    assert (
        question.text
        == "The Expert would play the 9 of spades here: about 2.4 points better. Play the King of spades anyway?"
    )
    html = html_of(check_view(question))
    assert "check-play" in html and "check-cancel" in html and 'role="alertdialog"' in html


def test_the_chart_draws_one_line_from_the_data() -> None:
    assert decisions_chart([]) is None
    chart = decisions_chart([1.0, 4.0, 0.0])
    assert chart is not None and chart.get("viewBox") == "0 0 320 120"
    nodes = list(walk(chart))
    assert [n.tag for n in nodes].count("circle") == 3
    line = next(n for n in nodes if n.tag == "polyline")
    points = [tuple(map(float, p.split(","))) for p in (line.get("points") or "").split()]
    assert [x for x, _ in points] == sorted(x for x, _ in points)
    assert points[1][1] < points[0][1] < points[2][1]  # 4 is highest on the page, 0 lowest
    label = next(n for n in nodes if n.tag == "text")
    assert label.children == ("average 1.7",) and (chart.get("aria-label") or "").endswith(
        "last 3 reviewed deals: average 1.7"
    )
    one = decisions_chart([11.1])
    assert one is not None and (one.get("aria-label") or "").endswith("your one reviewed deal: average 11.1")


def test_the_history_review_lies_over_the_replays_steps() -> None:
    from hearts.record.replay import replay_game
    from hearts.web.review.sheet import LABEL_ORDER
    from hearts.web.review.summary import decision_key, summary_view, verdict_view
    from hearts.web.storage.history_reviews import REVIEWS, kept_review, kept_with
    from hearts.web.ui.tree import find_all, text_of

    record = planted_record()
    review = planted_review()
    deal = replay_game(record).deals[0]
    steps = {step.key.id: step for step in deal.steps}
    for decision in review.decisions:
        step = steps[decision_key(0, decision)]
        if decision.kind == "play":
            assert step.seat == HUMAN and step.card == decision.choice[0]
        else:
            assert step.key.kind == "dealt"
    kept = {REVIEWS: kept_with({}, 0, review)}
    again = kept_review(json.loads(json.dumps(kept)), 0)
    assert again is not None and kept_review(kept, 1) is None
    assert [(d.step, d.label, d.choice) for d in again.decisions] == [
        (d.step, d.label, d.choice) for d in review.decisions
    ]
    assert kept_review({REVIEWS: {"0": {"decisions": "broken"}}}, 0) is None
    offer = summary_view(deal, None, None, name="You")
    assert [b.get("data-history-action") for b in find_all(offer, "button")] == ["review"]
    running = summary_view(deal, None, 0.4, name="You")
    assert "40% done" in text_of(running) and find_all(running, "progress")
    done = summary_view(deal, review, None, name="You")
    jumps = [b for b in find_all(done, "button") if b.get("data-history-action") == "step"]
    planted = review.largest[0]
    assert jumps and deal.steps[int(jumps[0].get("data-step") or -1)].key.id == decision_key(0, planted)
    assert f"{review.total_cost:.1f} points" in text_of(done)
    said = outcome_text(summarize(review, deal.points, deal.moon_shooter))
    assert said.startswith("You took ") and said in text_of(done)
    imported = text_of(summary_view(deal, review, None, name="South"))
    assert outcome_text(summarize(review, deal.points, deal.moon_shooter), you=False) in imported
    chips = [text_of(chip) for chip in find_all(done, "span") if "rv-chip" in (chip.get("class") or "")]
    assert chips == [label_count(label, review.count(label)) for label in LABEL_ORDER if review.count(label)]
    verdict = text_of(verdict_view(planted))
    assert "Blunder" in verdict and reason_text(planted.reason) in verdict
    assert "Ranked" in verdict and f"−{planted.cost:.1f} · yours" in verdict


def test_the_statistics_section_names_the_deals_its_chart_shows() -> None:
    from hearts.web.statistics.decisions import decisions_section
    from hearts.web.ui.tree import find_all, text_of

    assert "Review a deal from its score sheet" in text_of(decisions_section(ReviewBook()))
    review = planted_review()
    one = decisions_section(ReviewBook().added("m-0", 0, "hard", review))
    (caption,) = find_all(one, "figcaption")
    assert text_of(caption).startswith("Points lost in your one reviewed deal so far;")
    book = ReviewBook()
    for n in range(3):
        book = book.added(f"m-{n}", 0, "easy", review)
    (caption,) = find_all(decisions_section(book), "figcaption")
    assert text_of(caption).startswith("Points lost in your last 3 reviewed deals, oldest first;")
    assert len(find_all(decisions_section(book), "circle")) == 3
