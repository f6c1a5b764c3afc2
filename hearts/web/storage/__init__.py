"""What the page keeps in the browser: saved game, settings, statistics, history and reviews.

Each is a small model over one crash-proof store (:mod:`.store`), in plain
Python; :mod:`.restore_and_save` restores and saves the game, the settings and the
statistics by the rules of saved play, :mod:`.other_tabs` follows what
another tab wrote, and :mod:`.local` is the browser's ``localStorage`` under
them all.
"""
