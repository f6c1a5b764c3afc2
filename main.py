"""Entry point of the page: start the Hearts table (hearts/web/app.py makes and wires every part).

The hearts package comes as hearts.zip (pyscript.toml's [files]), the
bytecode of the modules the table needs to draw a tappable hand: Python
imports it from the zip as it is, so nothing is unpacked or compiled while the
page starts; the rest comes as late parts once the hand is tappable
(hearts/web/parts.py). A start from the build's snapshot (assets/runtime.mjs)
has the page's modules imported already.
"""

import sys
from pathlib import Path

PACKAGE = str(Path("hearts.zip").resolve())
if PACKAGE not in sys.path:  # a start from the snapshot has it already
    sys.path.insert(0, PACKAGE)

from hearts.web.app import start

page = start()
