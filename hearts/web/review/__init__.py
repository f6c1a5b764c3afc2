"""The Expert's review of a deal and the play checker: running them in slices, their views, their adapters."""
