"""What a game keeps per deal in its History entry: ``kept[name]`` is ``{"0": data, …}``, by deal (from 0).

>>> kept = {"pars": with_deal({}, "pars", 2, {"par": 9})}
>>> deal_data(kept, "pars", 2), deal_data(kept, "pars", 1), deal_data({"pars": "broken"}, "pars", 2)
({'par': 9}, None, None)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = ["deal_data", "with_deal"]


def deal_data(kept: Mapping[str, Any], name: str, deal: int) -> Any:
    """The data kept under ``name`` for ``deal``, or ``None`` (none kept, or not kept by deal)."""
    by_deal = kept.get(name)
    if not isinstance(by_deal, dict):
        return None
    return by_deal.get(str(deal))


def with_deal(kept: Mapping[str, Any], name: str, deal: int, data: Any) -> dict[str, Any]:
    """What is kept under ``name``, with ``data`` for ``deal`` added (or put in place of the old)."""
    by_deal = kept.get(name)
    found = dict(by_deal) if isinstance(by_deal, dict) else {}
    found[str(deal)] = data
    return found
