"""Pyodide's JavaScript half as a classic script, so that the browser keeps its compiled code.

Pyodide ships the JavaScript that drives its WebAssembly (1.2 MB) as an ES
module, pyodide.asm.mjs, which pyodide.mjs imports as it starts. Chromium
keeps V8's compiled code for classic scripts (in a service worker's cache
from the moment the worker stores them, in the HTTP cache from the third
load) but for a module script it keeps none: every visit parses the whole
file again on a background thread and then compiles, on the page's main
thread, each function as it is first called (docs/lab/NOTEBOOK.md,
2026-12-04). So the build writes the same code as a classic
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

Two more kinds of change save the page's main thread work at every start
(docs/lab/NOTEBOOK.md, 2026-12-04). The script starts
without throwing where the module throws and catches (:data:`QUIET_START`):
a TypeError that V8 raises is built with a message that names where it was
raised, and V8 finds that place by compiling the functions on the stack again
with their source positions, which it leaves out until they are asked for.
And a restore from a snapshot may leave the interpreter's fresh memory as it
is where the snapshot is all zeros (:data:`SPARSE_RESTORE`). Each change is
found exactly once in the module's text or the build fails and says which;
each leaves Pyodide doing what it did.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Final, NamedTuple

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


class Change(NamedTuple):
    """One change to the runtime's text: ``before`` (found exactly once) becomes ``after``."""

    name: str
    before: str
    after: str


QUIET_START: Final = (
    Change(
        "a JavaScript function goes into the table wrapped at once",
        # Emscripten's addFunction tries the function in the WebAssembly table and wraps it in a one-function
        # module when V8 refuses it with a TypeError, which it does for every function written in JavaScript
        # (about 260 of them as Pyodide starts). A function whose text is JavaScript source is wrapped at once;
        # any other (a WebAssembly export, a bound function, a proxy) is tried in the table as before.
        "var ret=getEmptyTableSlot();try{setWasmTableEntry(ret,func)}catch(err){",
        "var ret=getEmptyTableSlot();"
        "if(writtenInJavaScript(func)){setWasmTableEntry(ret,convertJsFunctionToWasm(func,sig))}"
        "else try{setWasmTableEntry(ret,func)}catch(err){",
    ),
    Change(
        "which functions are written in JavaScript",
        "var addFunction=(func,sig)=>{",
        "var writtenInJavaScript=func=>"
        '{try{return!Function.prototype.toString.call(func).endsWith("{ [native code] }")}catch{return false}};'
        "var addFunction=(func,sig)=>{",
    ),
    Change(
        "one wrapper module for each signature",
        # The wrapper's bytes depend on the signature alone: compiled once for each, instantiated for each function.
        "var module=new WebAssembly.Module(bytes);",
        "var key=bytes.join();var module=wrapperModules.get(key);"
        "if(!module){module=new WebAssembly.Module(bytes);wrapperModules.set(key,module)}",
    ),
    Change(
        "the wrapper modules kept",
        "var convertJsFunctionToWasm=(func,sig)=>{",
        "var wrapperModules=new Map;var convertJsFunctionToWasm=(func,sig)=>{",
    ),
    Change(
        "the name of an object's constructor, which it may lack",
        # Objects with no prototype (module namespaces, for one) have no constructor: "" as before, with nothing thrown.
        "safeBool(()=>obj.constructor.name)",
        "safeBool(()=>obj.constructor?.name)",
    ),
)
"""The changes by which the script starts without the TypeErrors the module throws and catches."""

SPARSE_RESTORE: Final = (
    Change(
        "a snapshot may write its memory itself",
        # Pyodide copies the whole memory image of a snapshot into the interpreter's fresh memory, which is all
        # zeros; more than half of the image is zeros too. A snapshot array with a writeMemory(heap, start)
        # function (assets/runtime.mjs gives one to the copy the service worker keeps without its zero pages)
        # writes its bytes from `start` on into `heap` itself; any other is copied whole, as before.
        "t=t.subarray(r);let s=(new TextDecoder).decode(i),l=JSON.parse(s);return Module.HEAP8.set(t),l}",
        "let writeMemory=t.writeMemory;t=t.subarray(r);let s=(new TextDecoder).decode(i),l=JSON.parse(s);"
        "return writeMemory?writeMemory(Module.HEAP8,r):Module.HEAP8.set(t),l}",
    ),
)
"""The change by which a restore copies only the snapshot's pages that are not all zeros."""

CHANGES: Final = QUIET_START + SPARSE_RESTORE
"""Every change the classic script makes to the module's code."""


class ClassicRuntimeError(Exception):
    """Pyodide's module is not in the form the classic script is made from."""


def changed(body: str) -> str:
    """``body`` with the changes of :data:`CHANGES` made; each must be found exactly once."""
    for change in CHANGES:
        found = body.count(change.before)
        if found != 1:
            raise ClassicRuntimeError(
                f"{MODULE} holds {found} copies of the code changed so that {change.name}, not one; "
                "another Pyodide? scripts/classic_runtime.py changes that code as the pinned Pyodide has it."
            )
        body = body.replace(change.before, change.after)
    return body


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
    return f"var {ADDRESS} = globalThis.document?.currentScript?.src;\n{changed(body)}\n"


def write_classic_runtime(pyodide: Path, folder: Path) -> Path:
    """Write the classic script made from ``pyodide``'s module into ``folder``; returns its path."""
    target = folder / SCRIPT
    source = (pyodide / MODULE).read_text(encoding="utf-8")
    target.write_text(classic_script(source), encoding="utf-8")
    return target
