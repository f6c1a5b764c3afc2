"""The share box: the game's address to copy, and a link to the game as played so far.

:mod:`.state` is the box's state (plain Python), :mod:`.views` its tree, and :mod:`.adapter` draws it in the
browser and copies (PyScript on Pyodide only).
"""
