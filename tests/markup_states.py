"""The views' states where the markup tests still import them from. Goes once they import
:mod:`tests.helpers.markup_states`."""

from __future__ import annotations

from tests.helpers.markup_states import PARTS as PARTS
from tests.helpers.markup_states import canonical as canonical
from tests.helpers.markup_states import drawn as drawn
from tests.helpers.markup_states import load_markup as load_markup
