"""The prepared interpreter of the built site (used by scripts/build_site.py).

Two files made in Node.js with the pinned Pyodide (scripts/prepare_runtime.mjs):

- ``pyodide/python_stdlib_compiled.zip``: Pyodide's standard library with the
  modules the page imports as it starts precompiled (Pyodide's own zip holds
  only sources, compiled at every start). The page always starts on it.
- ``snapshot.bin``: the interpreter's memory once those modules and the
  page's own (``hearts.web.app``, imported by main.py) are imported,
  gzip-compressed (static hosts often leave unknown types uncompressed; the page
  inflates it with ``DecompressionStream``).

The build writes what ties them to this build into the interpreter module
(``const PREPARED = ...;`` in assets/runtime.mjs): the snapshot's digest and
size, the Pyodide it was made on, and the digests of the standard library and
hearts.zip it was made with. The page checks each before it restores the
snapshot, and starts without it when anything differs; Pyodide itself refuses
a snapshot made on another build of its WebAssembly.
"""

from __future__ import annotations

import json
import posixpath
import re
import shutil
import subprocess
from pathlib import Path

from offline_files import INFLATED, SNAPSHOT, digest

ROOT = Path(__file__).resolve().parent.parent
STDLIB = "pyodide/python_stdlib_compiled.zip"
PAGE_IMPORTS = ("hearts.web.app",)
"""The modules main.py imports as the page starts (the snapshot holds them imported)."""
PREPARED_LINE = re.compile(r"^const PREPARED = .*?;", re.MULTILINE)


class PreparedRuntimeError(Exception):
    """The prepared interpreter could not be made."""


def run_node(script: str, *args: str) -> None:
    """Run ``scripts/<script>`` in Node.js; raise with its output when it fails."""
    node = shutil.which("node")
    if node is None:
        raise PreparedRuntimeError("node is missing: install Node.js (./scripts/setup needs it for npm too)")
    done = subprocess.run([node, str(ROOT / "scripts" / script), *args], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise PreparedRuntimeError(f"{script} failed:\n{done.stdout}{done.stderr}")


def prepared(out: Path, module: str, pyodide_version: str) -> dict[str, object]:
    """What the page checks before it restores ``out``'s snapshot; addresses relative to ``module``."""
    here = posixpath.dirname(posixpath.normpath(module))
    return {
        "stdlib": STDLIB.rsplit("/", 1)[1],
        "snapshot": {
            "file": posixpath.relpath(SNAPSHOT, here),
            "inflated": posixpath.relpath(INFLATED[SNAPSHOT], here),
            "digest": digest((out / SNAPSHOT).read_bytes()),
            "bytes": (out / SNAPSHOT).stat().st_size,
            "pyodide": pyodide_version,
            "stdlib": digest((out / STDLIB).read_bytes()),
            "hearts": digest((out / "hearts.zip").read_bytes()),
            "heartsFile": posixpath.relpath("hearts.zip", here),
        },
    }


def write_prepared_runtime(out: Path, pyodide: Path, module: str, pyodide_version: str) -> list[Path]:
    """Make the compiled standard library and the snapshot in the built site ``out`` (hearts.zip and the
    runtime's files already there), and write what ties them to it into ``out/module``, the interpreter module."""
    stdlib, snapshot = out / STDLIB, out / SNAPSHOT
    run_node("prepare_runtime.mjs", str(pyodide), str(out / "hearts.zip"), str(stdlib), str(snapshot), *PAGE_IMPORTS)
    target = out / module
    text = target.read_text(encoding="utf-8")
    line = "const PREPARED = " + json.dumps(prepared(out, module, pyodide_version), separators=(",", ":")) + ";"
    written, count = PREPARED_LINE.subn(lambda _: line, text, count=1)
    if count != 1:
        raise PreparedRuntimeError(f"{target} has no line starting 'const PREPARED = '")
    target.write_text(written, encoding="utf-8")
    return [stdlib, snapshot, target]
