"""OpenSpiel ISMCTS players that play the same cards whenever they see the same deal.

OpenSpiel's ISMCTS keeps its tree in Abseil hash maps, whose order of
iteration is salted with the address of each map's memory (and a
per-process seed that address-space randomisation moves). The search breaks
ties between children in that order, so the same bot, seed and position can
choose differently from one process to the next, or from one bot to the next
in the same process, as the heap it allocates from differs.

Here each ISMCTS player runs in its own process, forked from a *zygote*: a
process started without address-space randomisation (``setarch -R``) that
imports OpenSpiel and then does nothing but fork. Every player starts from
the same memory, and its allocations depend only on the positions it is
shown. So a player given the same deal, the same seed and the same cards
played chooses the same cards: two runs of a benchmark whose lone players
play alike get the same ISMCTS games, and runs of two different lone players
play alike until those first differ (``bench_bots.py compare`` pairs them
game by game).

Python's own start allocates from the same heap, so the zygote is started
the same way from any shell or checkout: the same environment (none but a
fixed ``PYTHONHASHSEED``), the same working folder, its code given on the
command line and its control socket as its standard input. (A larger
environment alone changed 6 of 24 choices.)

The zygote and the player processes talk over Unix sockets: a player's
socket is passed from the zygote to the benchmark's process
(``socket.send_fds``), which sends each position (the deal and the cards
played, as OpenSpiel actions) and reads back the action chosen.
"""

from __future__ import annotations

import json
import os
import platform
import shutil
import signal
import socket
import struct
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

SIMULATIONS = 1000
UCT_C = 2.0


def _bot(pyspiel: Any, seed: int) -> tuple[Any, Any, Any]:
    """The game, the bot and its evaluator (which the bot uses and must outlive it)."""
    game = pyspiel.load_game("hearts", {"pass_cards": False, "qs_breaks_hearts": False})
    evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
    bot = pyspiel.ISMCTSBot(
        seed, evaluator, UCT_C, SIMULATIONS, -1, pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT, False, False
    )
    return game, bot, evaluator


def _send(sock: socket.socket, payload: bytes) -> None:
    sock.sendall(struct.pack("<I", len(payload)) + payload)


def _receive(sock: socket.socket) -> bytes | None:
    header = _read_exactly(sock, 4)
    if header is None:
        return None
    (size,) = struct.unpack("<I", header)
    return _read_exactly(sock, size)


def _read_exactly(sock: socket.socket, size: int) -> bytes | None:
    chunks = bytearray()
    while len(chunks) < size:
        chunk = sock.recv(size - len(chunks))
        if not chunk:
            return None
        chunks += chunk
    return bytes(chunks)


def _serve_player(pyspiel: Any, sock: socket.socket) -> None:
    """A player process: its seed, then positions until the socket closes."""
    seed_bytes = _read_exactly(sock, 8)
    if seed_bytes is None:
        return
    (seed,) = struct.unpack("<q", seed_bytes)
    game, bot, _evaluator = _bot(pyspiel, seed)
    while True:
        message = _receive(sock)
        if message is None:
            return
        position = json.loads(message)
        state = game.new_initial_state()
        state.apply_action(state.legal_actions()[0])  # no pass
        for action in position["deal"] + position["played"]:
            state.apply_action(action)
        _send(sock, str(bot.step(state)).encode())


def _zygote(control_fd: int) -> None:
    import pyspiel  # type: ignore[import-not-found]

    # Load the game and build one bot, so that what OpenSpiel sets up on first use is in the memory
    # every player starts from.
    _bot(pyspiel, 0)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # players are reaped by the system
    control = socket.socket(fileno=control_fd)
    while True:
        request = control.recv(1)
        if not request:
            return
        ours, theirs = socket.socketpair()
        pid = os.fork()
        if pid == 0:
            control.close()
            ours.close()
            try:
                _serve_player(pyspiel, theirs)
            finally:
                os._exit(0)
        theirs.close()
        socket.send_fds(control, [b"p"], [ours.fileno()])
        ours.close()


def fixed_layout_prefix() -> list[str]:
    """The command prefix that starts a process without address-space randomisation, or ``[]``.

    Without it (no ``setarch``, or a sandbox that refuses the personality
    flag) the players still play, but a run can no longer be repeated exactly;
    a warning says so.
    """
    setarch = shutil.which("setarch")
    if setarch is not None:
        prefix = [setarch, platform.machine(), "-R"]
        if subprocess.run([*prefix, "true"], capture_output=True, check=False).returncode == 0:
            return prefix
    print(
        "warning: cannot start the ISMCTS players without address randomisation (setarch -R);"
        " their play will differ from run to run",
        file=sys.stderr,
    )
    return []


_ZYGOTE_ENVIRONMENT = {"PYTHONHASHSEED": "0"}
"""The zygote's whole environment: the heap its players start from must not depend on the caller's."""


def _python() -> str:
    """This interpreter, named the same from any checkout that links the same virtual environment."""
    if sys.prefix != sys.base_prefix:
        return str(Path(sys.prefix).resolve() / "bin" / "python")
    return os.path.realpath(sys.executable)


class Zygote:
    """The forking process of one benchmark process (started on first use)."""

    def __init__(self) -> None:
        ours, theirs = socket.socketpair()
        # The code itself, not this file's path (which differs between checkouts), and the socket as standard input.
        command = [_python(), "-c", Path(__file__).read_text(encoding="utf-8"), "--zygote"]
        self.process = subprocess.Popen(
            [*fixed_layout_prefix(), *command], stdin=theirs, env=_ZYGOTE_ENVIRONMENT, cwd="/"
        )
        theirs.close()
        self.control = ours

    def close(self) -> None:
        """End the zygote (players already forked play on until their sockets close)."""
        self.control.close()
        self.process.wait()

    def player(self, seed: int) -> socket.socket:
        self.control.sendall(b"n")
        _, fds, _, _ = socket.recv_fds(self.control, 1, 1)
        if not fds:
            raise RuntimeError("the ISMCTS zygote did not answer")
        sock = socket.socket(fileno=fds[0])
        sock.sendall(struct.pack("<q", seed))
        return sock


_zygotes: dict[int, Zygote] = {}


def zygote() -> Zygote:
    """This process's zygote (a forked benchmark worker starts its own)."""
    pid = os.getpid()
    if pid not in _zygotes:
        _zygotes[pid] = Zygote()
    return _zygotes[pid]


class IsolatedIsmcts:
    """One ISMCTS player in its own process: ``choose(deal, played)`` returns its action."""

    def __init__(self, seed: int, parent: Zygote | None = None) -> None:
        self.sock = (parent or zygote()).player(seed)

    def choose(self, deal: Sequence[int], played: Sequence[int]) -> int:
        _send(self.sock, json.dumps({"deal": list(deal), "played": list(played)}).encode())
        answer = _receive(self.sock)
        if answer is None:
            raise RuntimeError("an ISMCTS player process ended unexpectedly")
        return int(answer)

    def close(self) -> None:
        self.sock.close()

    def __del__(self) -> None:
        self.sock.close()


if __name__ == "__main__" and sys.argv[1:2] == ["--zygote"]:
    _zygote(sys.stdin.fileno())
