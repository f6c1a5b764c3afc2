"""The History view: every game kept in the browser, its deals replayed step by step, export, import and game links.

:mod:`.book` is the kept games and their budget, :mod:`.keeping` when the page
writes them, :mod:`.opening` reads a file, pasted text or a ``#game=`` link,
:mod:`.route` reads the view's addresses, :mod:`.views` describes the screens
as :class:`~hearts.web.tree.Node` trees (all plain Python), and :mod:`.screen`
draws them in the browser (PyScript on Pyodide only). The replay itself is
the engine's: :mod:`hearts.record.replay`.
"""
