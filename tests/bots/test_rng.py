"""The computer players' generator: its shuffle and the sampler's counting check."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from hearts.bots.rng import Rng
from hearts.bots.sampling import group_needs, groups_fit
from hearts.deals import SplitMix64


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=0, max_value=52))
def test_shuffle_draws_each_index_as_below_does(seed: int, length: int) -> None:
    items = list(range(length))
    Rng(seed).shuffle(items)
    expected = list(range(length))
    gen = SplitMix64(seed)
    for i in range(length - 1, 0, -1):
        j = gen.below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected
    # The generator goes on from where the shuffle left it.
    rng = Rng(seed)
    rng.shuffle(list(range(length)))
    assert rng.bits() == gen.next()


def test_shuffle_is_a_permutation_that_moves_cards() -> None:
    items = list(range(52))
    Rng(7).shuffle(items)
    assert sorted(items) == list(range(52))
    assert items != list(range(52))


@given(
    st.dictionaries(st.integers(min_value=1, max_value=6), st.integers(min_value=0, max_value=13), max_size=6),
    st.lists(st.integers(min_value=0, max_value=13), min_size=3, max_size=3),
    st.integers(min_value=0, max_value=13),
)
def test_fits_agrees_with_halls_condition(counts: dict[int, int], caps: list[int], free: int) -> None:
    assert groups_fit(group_needs({**counts, 7: free}), caps) == halls_condition(counts, caps, free)


def halls_condition(counts: dict[int, int], caps: list[int], free: int) -> bool:
    """Every group of seats has room for the cards only they may hold (``free`` cards: any seat)."""
    for group in range(1, 8):
        need = sum(count for eligible, count in counts.items() if eligible & ~group == 0) + (free if group == 7 else 0)
        room = sum(caps[slot] for slot in range(3) if group >> slot & 1)
        if need > room:
            return False
    return True
