"""Any combination of house rules, as a Hypothesis strategy."""

from __future__ import annotations

from hypothesis import strategies as st

from hearts import Rules
from hearts.rules import BONUS_OPTIONS, CARD_VALUE_OPTIONS, MOON_OPTIONS, PASS_DIRECTIONS

any_house_rules = st.builds(
    lambda cycle, count, lead, points, broken, over, values, bonus, moon, sun, no_tricks, queen: Rules(
        pass_cycle=tuple(cycle),
        pass_count=count,
        first_leader="left-of-dealer" if lead == "any-card" else "two-of-clubs",
        first_lead=lead,
        points_on_first_trick=points,
        hearts_must_be_broken=broken,
        lead_hearts_over_queen=over,
        card_values=values,
        bonus_card=bonus,
        moon=moon,
        shoot_the_sun=sun and moon != "none",
        no_tricks_bonus=no_tricks,
        queen_breaks_hearts=queen,
    ),
    st.lists(st.sampled_from(PASS_DIRECTIONS), min_size=1, max_size=5),
    st.sampled_from((3, 4, 5)),
    st.sampled_from(("two-of-clubs", "any-club", "any-card")),
    st.booleans(),
    st.booleans(),
    st.booleans(),
    st.sampled_from(CARD_VALUE_OPTIONS),
    st.sampled_from(BONUS_OPTIONS),
    st.sampled_from(MOON_OPTIONS),
    st.booleans(),
    st.booleans(),
    st.booleans(),
)
