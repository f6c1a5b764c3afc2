"""Entry point of the page: start the Hearts table (hearts/web/page.py).

The hearts package comes as hearts.zip (pyscript.toml's [files]), with its
bytecode beside each module: Python imports it from the zip as it is, so
nothing is unpacked or compiled while the page starts.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path("hearts.zip").resolve()))

from hearts.web.page import start

page = start()
