"""A deal's par on the page: computed in the background when the deal ends, kept with the game, shown on the
score sheet (:mod:`hearts.par` plays the deal again with the Expert in your seat)."""
