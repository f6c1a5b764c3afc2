"""The page's small kit: every view draws with it, and it knows nothing of any view.

* :mod:`.tree`: elements as :class:`~.tree.Node` trees (``h``, ``walk``, ``find``, ``text_of``) and their
  markup (``html_of``, every text and value escaped; ``fixed`` for a subtree written once);
* :mod:`.dom`: the one place trees become elements (``build``) or fill a region (``fill``);
* :mod:`.cards`: card faces, suit symbols and the suit sprite, face-up cards, card buttons, card chips;
* :mod:`.trick`: a trick's cards at their seats, a trick picture, the seats' class names;
* :mod:`.dialogs` and :mod:`.controls`: the drawer, in-page questions, notices, a drop-down row.
"""
