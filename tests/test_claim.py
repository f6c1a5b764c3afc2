"""``claimable_match`` where the page's tests still import it from (the claim's tests are in ``tests/engine/``).
Goes once they import :mod:`tests.helpers.matches`."""

from __future__ import annotations

from tests.helpers.matches import claimable_match as claimable_match
