"""The History view: every game kept in the browser, its deals replayed step by step, export, import and game links.

The kept games and their budget are :mod:`hearts.web.storage.history`;
:mod:`hearts.web.storage.history_writer` is when the page writes them, :mod:`.opening` reads a file,
pasted text or a ``#game=`` link, :mod:`hearts.web.history_route` reads the view's addresses,
:mod:`.state` is the screen's state and the person's actions on it, :mod:`.views`
describes the screens as :class:`~hearts.web.ui.tree.Node` trees (all plain
Python), and :mod:`.adapter` draws them in the browser (PyScript on Pyodide
only). The replay itself is the engine's: :mod:`hearts.record.replay`.
"""
