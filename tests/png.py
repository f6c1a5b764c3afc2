"""``read_png`` where the browser tests still import it from. Goes once they import :mod:`tests.helpers.png`."""

from __future__ import annotations

from tests.helpers.png import read_png as read_png
