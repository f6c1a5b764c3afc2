"""Pyodide's JavaScript half as a classic script, so that the browser keeps its compiled code.

Pyodide ships the JavaScript that drives its WebAssembly (1.2 MB) as an ES
module, pyodide.asm.mjs, which pyodide.mjs imports as it starts. Chromium
keeps V8's compiled code for classic scripts (in a service worker's cache
from the moment the worker stores them, in the HTTP cache from the third
load) but for a module script it keeps none: every visit parses the whole
file again on a background thread and then compiles, on the page's main
thread, each function as it is first called (docs/BENCHMARKS.md, "Page
boot", 2026-12-04 afternoon). So the build writes the same code as a classic
script, pyodide.asm.js, that defines the module's one export as a global
function, and the page's interpreter module (assets/runtime.mjs) loads it
with a ``<script>`` element and hands the function to ``loadPyodide`` as its
``createPyodideModule`` option, which Pyodide takes in place of importing its
module.

The module differs from a classic script in two ways only, and the build
checks both are as expected before it changes them, so that another Pyodide
fails the build rather than the page: its last statement exports
``_createPyodideModule``, and it names its own address with
``import.meta.url`` (to find the files beside it, and in Node.js), which a
classic script cannot say; there it is the address the script was loaded
from, which the script reads as it runs (``document.currentScript``).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Final

MODULE: Final = "pyodide.asm.mjs"
"""Pyodide's module, as npm ships it."""
SCRIPT: Final = "pyodide.asm.js"
"""The classic script the build writes in its place."""
FACTORY: Final = "_createPyodideModule"
"""The function the module exports, a global of the classic script."""
ADDRESS: Final = "pyodideAsmScriptURL"
"""The global that holds the classic script's own address, where the module says ``import.meta.url``."""
EXPORT: Final = f"export default {FACTORY};"
IMPORT_META: Final = "import.meta.url"
MODULE_SYNTAX: Final = re.compile(r"\bimport\.meta\b|^\s*export\b|[;}]\s*export\s", re.MULTILINE)
"""What only a module may say, checked for again once the two known uses are rewritten."""


class ClassicRuntimeError(Exception):
    """Pyodide's module is not in the form the classic script is made from."""


def classic_script(module: str) -> str:
    """The classic script equivalent to Pyodide's module source ``module`` (see the module's docstring)."""
    body = module.rstrip()
    if not body.endswith(EXPORT) or f"async function {FACTORY}(" not in body:
        raise ClassicRuntimeError(
            f"{MODULE} does not end by exporting {FACTORY}; "
            "another Pyodide? scripts/classic_runtime.py makes its classic script from that form."
        )
    body = body.removesuffix(EXPORT).rstrip().replace(IMPORT_META, ADDRESS)
    left = MODULE_SYNTAX.search(body)
    if left is not None:
        raise ClassicRuntimeError(
            f"{MODULE} still says {left.group().strip()!r} where a classic script cannot; "
            "another Pyodide? scripts/classic_runtime.py rewrites only its export and import.meta.url."
        )
    return f"var {ADDRESS} = globalThis.document?.currentScript?.src;\n{body}\n"


def write_classic_runtime(pyodide: Path, folder: Path) -> Path:
    """Write the classic script made from ``pyodide``'s module into ``folder``; returns its path."""
    target = folder / SCRIPT
    source = (pyodide / MODULE).read_text(encoding="utf-8")
    target.write_text(classic_script(source), encoding="utf-8")
    return target
