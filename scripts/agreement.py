"""How often the rules of thumb play the card a player played: how well the Expert's playouts model it.

    .venv/bin/python scripts/agreement.py RUN.jsonl[,MORE.jsonl] [...]

Reads games saved by ``bench_bots.py ... --save`` that were played without
passing (``ismcts``, ``table --hold``): the saved cards replay from the dealt
hands. At every choice from the second trick on between cards that do not
play alike (the Expert's own groups of cards, from
:func:`hearts.bots.search.play_setup`), it asks Hard's rules of thumb
(:class:`hearts.bots.hard.HardBot`, the policy every seat follows in the
Expert's playouts) what they would play from that seat's view, and counts the
choice as agreed when the card played is that card or one that plays alike.
The report gives each player (by label) the share agreed, for leads, follows
(following suit) and discards, over the whole deal and in three parts of it:
tricks 2 to 4, 5 to 9 and 10 to 13.

Against the Expert's own choices this measures how far its playouts' model
of its later play is from its search; against other players (ISMCTS), how far
the model of its opponents is from them.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # bench_bots, beside this one

from bench_bots import read_rows

from hearts import bots
from hearts.arena import game_number_for
from hearts.bots.search import play_setup
from hearts.cards import parse_cards
from hearts.deals import deal_hands
from hearts.errors import IllegalAction
from hearts.round import Round
from hearts.rules import Rules

KINDS = ("lead", "follow", "discard")
PARTS = ("tricks 2-4", "tricks 5-9", "tricks 10-13")

Counts = dict[tuple[str, str, str], list[int]]
"""(player label, kind, part or "all") -> [choices agreed, choices]."""


class AgreementError(ValueError):
    """A saved game that cannot be read as one played without passing."""


def _part(trick: int) -> str:
    """The part of the deal that trick ``trick`` (1 to 13) falls in."""
    return PARTS[0] if trick <= 4 else PARTS[1] if trick <= 9 else PARTS[2]


def _not_a_hold_game(row: dict[str, Any], what: str) -> AgreementError:
    return AgreementError(
        f"Seed {row['seed']}, deal {row['deal']}: the saved cards do not replay without passing ({what}). "
        "agreement reads games played without passing (bench_bots.py ismcts, or table --hold)."
    )


def agreement_counts(rows: Iterable[dict[str, Any]]) -> Counts:
    """Count, per player label, kind of choice and part of the deal, the choices the rules of thumb agree with."""
    rules_of_thumb = bots.create("hard", 0)
    counts: Counts = {}
    for row in rows:
        hands = deal_hands(game_number_for(row["seed"], row["deal"]), row["deal"] % 4)
        round_ = Round(hands, "hold", Rules(), dealer=3)
        cards = parse_cards(row["cards"])
        if len(cards) != 52:
            raise AgreementError(f"Seed {row['seed']}, deal {row['deal']}: the game has {len(cards)} cards, not 52.")
        for index, card in enumerate(cards):
            seat = round_.to_play
            if index >= 4 and seat is not None:
                view = round_.view(seat)
                if card not in view.legal_plays:
                    raise _not_a_hold_game(row, f"{card} was not a legal card for seat {seat}")
                groups = play_setup(view).groups
                if len(groups) > 1:
                    alike = next(group for group in groups if card.index in group)
                    agreed = rules_of_thumb.choose_play(view).index in alike
                    position = index % 4
                    led = cards[index - position].suit
                    kind = "lead" if position == 0 else "follow" if card.suit == led else "discard"
                    label = row["labels"][seat]
                    for part in (_part(index // 4 + 1), "all"):
                        tally = counts.setdefault((label, kind, part), [0, 0])
                        tally[0] += agreed
                        tally[1] += 1
            try:
                round_.play(card)
            except IllegalAction as error:
                raise _not_a_hold_game(row, str(error)) from None
    return counts


def agreement_report(counts: Counts) -> str:
    """The share of choices agreed, a line per player and kind of choice, a column per part of the deal."""
    labels = sorted({label for label, _, _ in counts})
    header = f"{'player':<10} {'choice':<8} {'all':>17}" + "".join(f" {part:>17}" for part in PARTS)
    lines = ["Choices the rules of thumb agree with (agreed of choices between cards that do not play alike)", header]
    for label in labels:
        for kind in ("all", *KINDS):
            cells = []
            for part in ("all", *PARTS):
                if kind == "all":
                    agreed = sum(counts.get((label, each, part), [0, 0])[0] for each in KINDS)
                    total = sum(counts.get((label, each, part), [0, 0])[1] for each in KINDS)
                else:
                    agreed, total = counts.get((label, kind, part), [0, 0])
                cells.append(f"{agreed / total:6.1%} of {total:>6}" if total else f"{'-':>17}")
            lines.append(f"{label:<10} {kind:<8} " + " ".join(f"{cell:>17}" for cell in cells))
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("files", nargs="+", help="JSON-lines files written by bench_bots.py --save (hold games)")
    args = parser.parse_args(argv)
    try:
        print(agreement_report(agreement_counts(row for spec in args.files for row in read_rows(spec))))
    except KeyError as error:
        raise SystemExit(
            f"agreement: a saved game has no {error} field (read files written by bench_bots.py --save)"
        ) from None
    except (AgreementError, OSError, json.JSONDecodeError) as error:
        raise SystemExit(f"agreement: {error}") from None
    return 0


if __name__ == "__main__":
    sys.exit(main())
