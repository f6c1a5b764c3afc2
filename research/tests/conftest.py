"""The research tools' tests: the tools load as their command lines run them (research/, and bench/ for the
benchmarks' players they seat).

Run on request (``.venv/bin/python -m pytest research/tests``), not by ``./scripts/test``.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
for folder in (ROOT / "bench", ROOT / "research", ROOT):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
