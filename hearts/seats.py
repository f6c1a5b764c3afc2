"""Seats and pass directions.

Seats are numbered clockwise in playing order: 0 South (the person),
1 West, 2 North, 3 East. Left of a seat is seat + 1, across is seat + 2 and
right is seat + 3.

>>> pass_target(SOUTH, "left") == WEST, pass_target(SOUTH, "right") == EAST
(True, True)
"""

from __future__ import annotations

from typing import Final, Literal

__all__ = [
    "EAST",
    "NORTH",
    "PASS_CYCLE",
    "PASS_OFFSETS",
    "SEAT_NAMES",
    "SOUTH",
    "WEST",
    "PassDirection",
    "dealer_for_hand",
    "pass_direction_for_hand",
    "pass_source",
    "pass_target",
    "seat_name",
]

SOUTH: Final = 0
WEST: Final = 1
NORTH: Final = 2
EAST: Final = 3
SEAT_NAMES: Final = ("South", "West", "North", "East")

PassDirection = Literal["left", "right", "across", "hold"]
PASS_CYCLE: Final[tuple[PassDirection, ...]] = ("left", "right", "across", "hold")
PASS_OFFSETS: Final[dict[str, int]] = {"left": 1, "right": 3, "across": 2, "hold": 0}


def seat_name(seat: int) -> str:
    """``South``, ``West``, ``North`` or ``East``."""
    return SEAT_NAMES[seat]


def pass_direction_for_hand(hand_index: int, cycle: tuple[PassDirection, ...] = PASS_CYCLE) -> PassDirection:
    """The direction of hand ``hand_index`` in ``cycle`` (standard: left, right, across, hold), repeated."""
    return cycle[hand_index % len(cycle)]


def dealer_for_hand(hand_index: int) -> int:
    """Who deals hand ``hand_index`` of a match: East first, then the deal moves one seat left."""
    return (EAST + hand_index) % 4


def pass_target(seat: int, direction: str) -> int:
    """The seat that receives the cards ``seat`` passes."""
    return (seat + PASS_OFFSETS[direction]) % 4


def pass_source(seat: int, direction: str) -> int:
    """The seat whose passed cards ``seat`` receives."""
    return (seat - PASS_OFFSETS[direction]) % 4
