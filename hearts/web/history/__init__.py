"""The History view: every game kept in the browser, its deals replayed step by step, export, import and game links.

:mod:`.book` keeps the games (plain Python), :mod:`.opening` reads a file, pasted
text or a ``#game=`` link, :mod:`.route` reads the view's addresses,
:mod:`.views` describes the screens as :class:`~hearts.web.tree.Node` trees,
and :mod:`.screen` draws them in the browser (PyScript on Pyodide only).
"""
