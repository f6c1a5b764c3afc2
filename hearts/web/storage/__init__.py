"""What the page keeps in the browser: saved game, settings, statistics, history and reviews.

Each is a small model over one crash-proof store (:mod:`.store`).
"""
