"""xinxin (Nathan Sturtevant's Hearts program) as a player in the arena, through bench/xinxin/driver.cc.

xinxin is not part of the repository: ``bench/xinxin/build.sh`` fetches its public source (nathansttt/hearts at
commit 6ba11548af49, the one OpenSpiel builds) and compiles the driver against it into ``~/xinxin`` (or
``$XINXIN_DRIVER``'s folder). Everything here runs only where the driver is built.

The driver holds one deal with all four hands, as OpenSpiel's ``XinxinBot`` does; each seat's search sees only
that seat's information (xinxin's own model of the unseen cards, level 2). Seats are ours (South, West, North,
East, playing to seat + 1; a left pass goes to seat + 1), and so are the card codes (``QS``, ``TH``).

xinxin plays Hearts with the queen of spades breaking hearts: its matches use ``XINXIN_RULES``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from hearts.cards import Card
from hearts.round import Round
from hearts.rules import Rules

XINXIN_RULES = Rules(queen_breaks_hearts=True)
"""The rules xinxin plays: standard (2♣ leads, no points on the first trick, hearts must be broken), except that
the Q♠ breaks hearts."""


@dataclass(frozen=True)
class XinxinSettings:
    """How hard xinxin searches: its UCT over ``worlds`` sampled deals, ``playouts`` playouts in each."""

    worlds: int
    playouts: int
    epsilon: float
    """The share of playouts with random moves (xinxin's own strongest player uses 0.1)."""


SETTINGS = {
    # OpenSpiel's defaults (open_spiel/bots/xinxin/xinxin_bot.h): 20 worlds, 50 playouts each.
    "xinxin": XinxinSettings(20, 50, 0.0),
    # xinxin's strongest player (its main.cpp, player 0): 10,000 playouts over 30 worlds, 10 % random playouts.
    "xinxin-strong": XinxinSettings(30, 333, 0.1),
}


class XinxinError(RuntimeError):
    """The driver is missing, or answered with an error."""


def driver_path() -> Path:
    """Where the built driver is: ``$XINXIN_DRIVER``, else ``~/xinxin/xinxin-driver``."""
    return Path(os.environ.get("XINXIN_DRIVER", str(Path.home() / "xinxin" / "xinxin-driver")))


def available() -> bool:
    return driver_path().is_file() and os.access(driver_path(), os.X_OK)


class XinxinDriver:
    """One running driver: a line in, a line out."""

    def __init__(self, settings: XinxinSettings | None = None) -> None:
        path = driver_path()
        if not available():
            raise XinxinError(f"the xinxin driver is not built at {path}: run bench/xinxin/build.sh")
        self.process = subprocess.Popen(
            [str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.rules = int(self.ask("rules")[0])
        self.settings = settings
        if settings is not None:
            self.ask(f"settings {settings.worlds} {settings.playouts} {settings.epsilon} {self.rules}")
        self.deal_key: tuple[object, ...] | None = None
        self.passes_sent = False
        self.cards_sent = 0

    def ask(self, line: str) -> list[str]:
        """Send one command; the words of the answer after ``ok``."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()
        answer = self.process.stdout.readline()
        if not answer:
            raise XinxinError(f"the xinxin driver stopped (asked {line!r})")
        words = answer.split()
        if not words or words[0] != "ok":
            raise XinxinError(f"xinxin driver: {answer.strip()} (asked {line!r})")
        return words[1:]

    def reseed(self, seed: int) -> None:
        """Make the driver's players again, every generator of theirs seeded from ``seed`` (the deal is sent again).

        The same seed and the same game then give the same choices: a run repeats card for card.
        """
        self.ask(f"seed {seed & 0xFFFFFFFF}")
        self.deal_key = None
        self.passes_sent = False
        self.cards_sent = 0

    def close(self) -> None:
        if self.process.poll() is None:
            assert self.process.stdin is not None
            self.process.stdin.write("quit\n")
            self.process.stdin.close()
            self.process.wait(timeout=10)

    def follow(self, rnd: Round) -> None:
        """Bring the driver's deal to where ``rnd`` is: its hands, the passes once made, every card played.

        The driver follows a deal forwards; a deal that went back (the same hands played again) is dealt anew.
        """
        hands = tuple(tuple(rnd.dealt_hand(seat)) for seat in range(4))
        key = (id(rnd), hands, rnd.pass_direction)
        played = rnd.cards_played
        # A new deal, or the same hands dealt again (a duplicate match plays each deal four times).
        again = len(played) < self.cards_sent or (self.passes_sent and bool(rnd.waiting_to_pass))
        if key != self.deal_key or again:
            codes = " ".join(card.code for hand in hands for card in hand)
            self.ask(f"deal {rnd.pass_direction} {codes}")
            self.deal_key = key
            self.passes_sent = False
            self.cards_sent = 0
        if rnd.pass_direction != "hold" and not self.passes_sent and not rnd.waiting_to_pass:
            passed = [rnd.passed(seat) for seat in range(4)]
            self.ask("passes " + " ".join(card.code for cards in passed for card in cards or ()))
            self.passes_sent = True
        for card in played[self.cards_sent :]:
            self.ask(f"play {card.code}")
        self.cards_sent = len(played)

    def legal(self) -> list[Card]:
        return [Card.parse(code) for code in self.ask("legal")]

    def next_seat(self) -> int:
        return int(self.ask("next")[0])

    def score(self) -> tuple[int, ...]:
        return tuple(int(word) for word in self.ask("score"))


_DRIVERS: dict[XinxinSettings, XinxinDriver] = {}


def shared_driver(settings: XinxinSettings) -> XinxinDriver:
    """One driver per setting and process, shared by the seats that play with it (they move in turn)."""
    driver = _DRIVERS.get(settings)
    if driver is None or driver.process.poll() is not None:
        driver = _DRIVERS[settings] = XinxinDriver(settings)
    return driver


class XinxinPlayer:
    """xinxin in one seat of the arena."""

    def __init__(self, label: str, seed: int) -> None:
        if label not in SETTINGS:
            raise ValueError(f"unknown xinxin player {label!r}: one of {', '.join(SETTINGS)}")
        self.label = label
        self.driver = shared_driver(SETTINGS[label])
        self.driver.reseed(seed)

    def choose_pass(self, rnd: Round, seat: int) -> Sequence[Card]:
        self.driver.follow(rnd)
        return [Card.parse(code) for code in self.driver.ask(f"pass {seat}")]

    def choose_play(self, rnd: Round, seat: int) -> Card:
        self.driver.follow(rnd)
        if self.driver.next_seat() != seat:
            raise XinxinError(f"xinxin thinks seat {self.driver.next_seat()} is to play, not {seat}")
        card = Card.parse(self.driver.ask("choose")[0])
        self.driver.cards_sent += 1  # the driver has played it
        if card not in rnd.legal_plays():
            raise XinxinError(f"xinxin chose {card}, which is not legal here")
        return card

    def observe(self, rnd: Round, seat: int, card: Card) -> None:
        return None


def build_hint() -> str:
    here = Path(__file__).resolve().parent / "xinxin" / "build.sh"
    compiler = shutil.which("g++") or shutil.which("clang++") or "a C++ compiler"
    return f"build it with {here} (needs git and {compiler})"
