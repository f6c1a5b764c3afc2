"""What several test modules share; no test module imports from another.

- :mod:`tests.helpers.rounds`: rounds from explicit hands, the layouts several tests deal, playing policies,
  random and strong deals, snapshots of a round, the engine's reason for refusing a card as the player reads it.
- :mod:`tests.helpers.matches`: :func:`~tests.helpers.matches.play_match`, the one way the tests play a match
  (to its end or for a number of actions), a match's state to compare, and a deal played until South may claim.
- :mod:`tests.helpers.positions`: positions played by the Medium level, and the same deal with hidden cards
  swapped.
- :mod:`tests.helpers.reviews`: a deal with a planted blunder and its review.
- :mod:`tests.helpers.expert`: the Expert on a quarter of its search, for tests that hold at any budget.
- :mod:`tests.helpers.house_rules`: a Hypothesis strategy for any combination of house rules.
- :mod:`tests.helpers.openspiel`: OpenSpiel's numbering of cards and seats.
- :mod:`tests.helpers.tactics`: the tactics suite (``tests/data/tactics.jsonl``) and its scoring.
- :mod:`tests.helpers.page`: the page's plain-Python state driven as a player would: the table, its controller,
  History's entries.
- :mod:`tests.helpers.markup_states`: the page's views in a spread of states, and the markup kept for them.
- :mod:`tests.helpers.scripts`: the product's scripts loaded as modules, and a script run on Pyodide.
- :mod:`tests.helpers.png`: a PNG reader for the icons.
- :mod:`tests.helpers.site_build`: the built site, made once per run beside the tests that do not need it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent.parent
"""The repository."""
DATA: Final = ROOT / "tests" / "data"
"""Files the tests read: kept markup, stored reviews, the tactics suite."""
DIST: Final = Path(os.environ.get("HEARTS_SITE_DIR") or ROOT / "dist")
"""The built site (HEARTS_SITE_DIR picks another build, e.g. one made with ./scripts/build --out DIR)."""
