"""``python -m hearts``: see :mod:`hearts.cli`."""

import sys

from .cli import main

sys.exit(main())
