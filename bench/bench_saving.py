"""What saving costs after each move, with a full History: characters written and read, and time, per save.

The page saves after every card picked to pass, pass, card, trick and deal (``Saving.save``). This plays the
first deal of a new game the way the table does, saving after each move, over a store that already holds
:data:`KEPT` finished games in History, and counts what each save writes to and reads from the store, and
how long it takes (CPU time of this process, CPython).

    .venv/bin/python bench/bench_saving.py               # 7 rounds of one deal each
    .venv/bin/python bench/bench_saving.py --rounds 15

Prints, for the first save of the new game (a card picked to pass: the game enters History), the saves
mid-deal, the save at the deal's end, and the work each save leaves for idle time: the median and the 90th
percentile of the time, the characters written and read (median and most).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hearts import Match, bots
from hearts.web.storage.history import HISTORY_SLOT, History, HistoryEntry
from hearts.web.storage.history_writer import HistoryKeeper
from hearts.web.storage.restore_and_save import Keeper
from hearts.web.storage.slots import MemoryStore
from hearts.web.storage.store import Storage
from hearts.web.table.saving import Saving
from hearts.web.table.state import Table
from hearts.web.ui.notices import Notices

KEPT = 200
"""Finished games already in History: a browser where the game has been played a long time."""
GAME = 48213907


class CountingStore(MemoryStore):
    """A store in a dict that counts the characters written and read."""

    def __init__(self, data: dict[str, str] | None = None) -> None:
        super().__init__(data)
        self.written = 0
        self.read = 0

    def get(self, key: str) -> str | None:
        value = super().get(key)
        self.read += len(value or "")
        return value

    def set(self, key: str, value: str) -> None:
        self.written += len(value)
        super().set(key, value)


def finished_match() -> Match:
    """One whole match, every seat playing its first legal card."""
    match = Match(7)
    while not match.is_over:
        rnd = match.round
        for seat in rnd.waiting_to_pass:
            rnd.pass_cards(seat, rnd.hand(seat)[:3])
        while not rnd.is_over:
            rnd.play(rnd.legal_plays()[0])
        if not match.is_over:
            match.next_round()
    return match


def full_store() -> CountingStore:
    """A store holding :data:`KEPT` finished games in History."""
    store = CountingStore()
    match = finished_match()
    entries = tuple(
        HistoryEntry.of_match(f"7-{1764417600000 + n}-{n:x}", match, "2026-12-01 09:30", "medium") for n in range(KEPT)
    )
    Storage(store).save(HISTORY_SLOT, History(entries))
    return store


def moves(table: Table) -> list[Callable[[], object]]:
    """The next move at the table, as the page makes it (one call per save)."""
    if table.choosing_pass:
        if len(table.selected) < table.pass_count:
            card = next(card for card in table.hand if card not in table.selected)
            return [lambda: table.tap(card)]

        def pass_all() -> None:
            table.pass_selected()
            for seat in table.computers_to_pass:
                table.computer_pass(seat, bots.create("easy", seed=seat).choose_pass(table.round.view(seat)))

        return [pass_all]
    if table.stage == "trick":
        return [table.continue_]
    return [lambda: table.play(table.round.legal_plays()[0])]


Cost = tuple[str, float, int, int]
"""What was measured (the first save, a save mid-deal, a deal's end, idle work), seconds, characters written
and read."""


def one_deal(store: CountingStore) -> list[Cost]:
    """Save after every move of a new game's first deal, as the page does (another tab's writes told by the
    browser's events), and run what the save left for idle time after it."""
    keeper = Keeper(store)
    keeper.storage.follow_other_tabs()
    keeper.restore()
    history = HistoryKeeper(keeper.storage, lambda: "2026-12-07 12:00")
    idle: list[Callable[[], None]] = []
    saving = Saving(keeper, history, Notices(keeper.take_notice), later=idle.append)
    table = Table(GAME, "medium", match_id=f"{GAME}-1-{id(store):x}")
    costs: list[Cost] = []

    def measure(kind: str, work: Callable[[], object]) -> None:
        written, read = store.written, store.read
        start = time.process_time()
        work()
        costs.append((kind, time.process_time() - start, store.written - written, store.read - read))

    while table.stage not in ("deal-over", "match-over"):
        for move in moves(table):
            move()
        kind = "first save" if not costs else "deal's end" if table.round.is_over else "save mid-deal"
        measure(kind, lambda: saving.save(table))
        while idle:
            measure("idle time", idle.pop())
    return costs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    costs: list[Cost] = []
    for _ in range(args.rounds):
        costs.extend(one_deal(full_store()))
    for kind in ("first save", "save mid-deal", "deal's end", "idle time"):
        chosen = [cost for cost in costs if cost[0] == kind]
        if not chosen:
            print(f"{kind}: none")
            continue
        times = sorted(cost[1] * 1e6 for cost in chosen)
        p90 = times[int(0.9 * (len(times) - 1))]
        written = [cost[2] for cost in chosen]
        read = [cost[3] for cost in chosen]
        print(
            f"{kind} ({len(chosen)}): {statistics.median(times):,.0f} µs median, {p90:,.0f} µs p90;"
            f" written {statistics.median(written):,.0f} chars median, {max(written):,} most;"
            f" read {statistics.median(read):,.0f} median, {max(read):,} most"
        )


if __name__ == "__main__":
    main()
