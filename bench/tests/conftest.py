"""The benchmarks' tests: the benchmarks load as their command lines run them, and the ISMCTS zygote ends with the run.

Run on request (``.venv/bin/python -m pytest bench/tests``), not by ``./scripts/test``.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
for folder in (ROOT / "scripts", ROOT / "bench", ROOT):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))


@pytest.fixture(scope="session", autouse=True)
def ismcts_zygote_ended() -> Iterator[None]:
    """The benchmarks' ISMCTS zygote (bench/ismcts_zygote.py) that a test started in this process, ended with the run
    rather than left running as the interpreter exits. That script is not changed for it: its text is the code its
    players start from, and their cards depend on it."""
    yield
    module = sys.modules.get("ismcts_zygote")
    started = module and module._zygotes.pop(os.getpid(), None)
    if started:
        started.close()
