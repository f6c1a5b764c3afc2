"""A deal with a planted blunder, and its review: what the tests of the review and of its keeping look at."""

from __future__ import annotations

from functools import cache

from hearts import Match, bots
from hearts.analysis import DealReview, review_deal
from hearts.cards import QUEEN_OF_SPADES
from hearts.record import GameRecord
from hearts.seats import SOUTH

QS = QUEEN_OF_SPADES
PLANTED_GAME = 1
PLANTED_STEP = 31
"""In game 1, deal 1 (Hard players everywhere), South is last to a spade trick it can duck at card 32."""


@cache
def planted_record() -> GameRecord:
    """Game 1, first deal, four Hard players, except that South drops the Q♠ on a spade trick it could duck."""
    match = Match(PLANTED_GAME)
    rnd = match.round
    players = [bots.create("hard", bots.seed_for(PLANTED_GAME, 0, seat)) for seat in range(4)]
    for seat in rnd.waiting_to_pass:
        rnd.pass_cards(seat, players[seat].choose_pass(rnd.view(seat)))
    while not rnd.is_over:
        seat = rnd.to_play
        assert seat is not None
        if len(rnd.cards_played) == PLANTED_STEP:
            assert seat == SOUTH and rnd.is_legal(QS) and len(rnd.current_trick.cards) == 3
            rnd.play(QS)
            continue
        rnd.play(players[seat].choose_play(rnd.view(seat)))
    return GameRecord.from_match(match)


@cache
def planted_review() -> DealReview:
    """The review of :func:`planted_record`'s deal: South's Q♠ is the blunder."""
    return review_deal(planted_record(), 0)
