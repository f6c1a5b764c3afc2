"""The Statistics view: the tallies and the points lost to decisions, as Node trees."""
