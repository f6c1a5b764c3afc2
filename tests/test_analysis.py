"""The planted review where the page's tests still import it from (the review's tests are in ``tests/bots/``).
Goes once they import :mod:`tests.helpers.reviews`."""

from __future__ import annotations

from tests.helpers.reviews import planted_record as planted_record
from tests.helpers.reviews import planted_review as planted_review
