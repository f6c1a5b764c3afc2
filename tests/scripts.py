"""``load_script`` where the browser tests still import it from. Goes once they import
:mod:`tests.helpers.scripts`."""

from __future__ import annotations

from tests.helpers.scripts import load_script as load_script
