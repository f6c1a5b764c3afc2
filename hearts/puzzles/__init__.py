"""Hearts puzzles: one moment of a real deal seen from one seat, and one best answer."""
