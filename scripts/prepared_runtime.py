"""The prepared interpreter of the built site and the parts the page loads (used by scripts/build_site.py).

Made in Node.js with the pinned Pyodide (scripts/prepare_runtime.mjs):

- Which modules the page imports (:func:`find_modules`): those imported before the table's hand is
  tappable (Pyodide's own start, PyScript's Python package, ``PAGE_IMPORTS`` and ``START_ALSO``, and the
  standard-library modules those page modules import anywhere, inside functions too), and those the rest
  of the package imports as it is used.
- The page's Python in parts (:func:`write_parts`): the start part, ``hearts.zip`` and
  ``pyodide/python_stdlib_compiled.zip`` (the standard library the interpreter starts on), with the modules
  imported before the hand is tappable; the late parts the page loads once it is (hearts/web/parts.py):
  ``parts/later.zip``, the rest of the package, the libraries from PyPI it imports
  (scripts/late_libraries.py) and the standard-library modules only it imports, and
  ``parts/library.zip``, every other module of the standard library, so that no import can ever fail for good.
- ``snapshot.bin``: the interpreter's memory once the start's modules and the page's own
  (``PAGE_IMPORTS``, imported by main.py) are imported, gzip-compressed (static hosts often leave unknown
  types uncompressed; the page inflates it with ``DecompressionStream``).

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
import zipfile
from dataclasses import dataclass
from pathlib import Path

from offline_files import INFLATED, SNAPSHOT, digest

ROOT = Path(__file__).resolve().parent.parent
STDLIB = "pyodide/python_stdlib_compiled.zip"
LATER = "parts/later.zip"
"""The late part with the rest of the game's code (hearts/web/parts.py loads it as ``later``)."""
LIBRARY = "parts/library.zip"
"""The late part with the rest of the standard library (hearts/web/parts.py loads it as ``library``)."""
PAGE_IMPORTS = ("hearts.web.app", "hearts.words.catalog")
"""The modules main.py imports as the page starts (the snapshot holds them imported)."""
START_ALSO = ("hearts.web.table.sounds", "hearts.web.share.views", "hearts.web.ui.dialogs", "hearts.web.par.views")
"""Modules the table imports on first use, before the late parts may have arrived: the sounds of a card
played, the share box, a notice, a kept par on the score sheet of a finished deal. In the start part, not
imported by the snapshot."""
START_CODE = ("os", "random", "tempfile", "json", "inspect", "asyncio", "pathlib")
"""What the start's own Python imports: PyScript's as it writes its files and runs main.py, and
assets/runtime.mjs's as it refreshes a restored snapshot."""
NOT_ON_THE_PAGE = ("hearts.__main__", "hearts.cli", "hearts.arena", "hearts.puzzle_command")
"""Modules of the package for the command line only: the page never imports them."""
ZIP_TIME = (2026, 1, 1, 0, 0, 0)
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


@dataclass(frozen=True)
class Modules:
    """The modules the page imports, as scripts/prepare_runtime.mjs found them."""

    start: frozenset[str]
    """The standard library's files imported before the hand is tappable (names in its zip)."""
    later: frozenset[str]
    """The standard library's files the rest of the package imports."""
    hearts: frozenset[str]
    """The package's modules imported before the hand is tappable."""
    compiled: Path
    """A folder with the bytecode of each of those files (``NAME.pyc`` for ``NAME.py``)."""


def find_modules(pyodide: Path, package: Path, pyscript_core: Path, work: Path) -> Modules:
    """The modules the page imports, with the package's zip ``package`` (every module, compiled) and
    PyScript's core chunk ``pyscript_core``; ``work`` is an empty folder for the findings."""
    start = [*PAGE_IMPORTS, *START_ALSO, *START_CODE]
    sweep = ["hearts", *(f"!{name}" for name in NOT_ON_THE_PAGE)]
    run_node(
        "prepare_runtime.mjs",
        "modules",
        str(pyodide),
        str(package),
        str(pyscript_core),
        str(work),
        *start,
        "--",
        *sweep,
    )
    found = json.loads((work / "modules.json").read_text(encoding="utf-8"))
    if found["failed"]:
        failures = "\n".join(f"  {name}: {reason}" for name, reason in sorted(found["failed"].items()))
        raise PreparedRuntimeError(f"modules of the package could not be imported in Node.js:\n{failures}")
    return Modules(frozenset(found["start"]), frozenset(found["later"]), frozenset(found["hearts"]), work / "stdlib")


def module_name(path: str) -> str:
    """``hearts/web/app.pyc`` -> ``hearts.web.app``; ``hearts/web/__init__.pyc`` -> ``hearts.web``."""
    return path.rsplit(".", 1)[0].removesuffix("/__init__").replace("/", ".")


def _nearest_package(stage: Path, path: Path) -> str:
    """The package a data file belongs to: the nearest folder above it with an ``__init__``."""
    folder = path.parent
    while folder != stage and not (folder / "__init__.pyc").is_file() and not (folder / "__init__.py").is_file():
        folder = folder.parent
    return module_name(folder.relative_to(stage).as_posix() + "/__init__.pyc")


def write_parts(out: Path, pyodide: Path, modules: Modules, stage: Path) -> list[Path]:
    """The page's Python in its parts, from Pyodide's standard library and the package compiled in ``stage``:

    - the start part: ``hearts.zip``, the package's modules imported before the hand is tappable (and any other
      file of the package whose nearest package is one of them), and ``STDLIB``, the standard library's (with
      its folders);
    - ``LATER``: the rest of the package (the puzzle set's data with ``hearts.puzzles``), every file staged
      beside it (the libraries from PyPI it imports, with their licences: scripts/late_libraries.py) and the
      standard-library modules it imports;
    - ``LIBRARY``: every other file of the standard library, as sources.

    The modules are bytecode only, stored, not compressed (a host's brotli or gzip of the whole file does
    better than compressing each entry, and the page reads them without inflating); the package's sources are
    left out (a traceback still names the file and line). Entries are written in sorted order with fixed
    times: the same files make the same bytes."""
    targets = {name: out / name for name in ("hearts.zip", STDLIB, LATER, LIBRARY)}
    (out / LATER).parent.mkdir(parents=True, exist_ok=True)
    stored = {
        name: zipfile.ZipFile(target, "w", zipfile.ZIP_STORED) for name, target in targets.items() if name != LIBRARY
    }
    with (
        zipfile.ZipFile(pyodide / "python_stdlib.zip") as source,
        zipfile.ZipFile(targets[LIBRARY], "w", zipfile.ZIP_DEFLATED, compresslevel=9) as library,
        stored["hearts.zip"] as start,
        stored[STDLIB] as stdlib,
        stored[LATER] as later,
    ):
        for path in sorted(stage.rglob("*"), key=lambda path: path.relative_to(stage).as_posix()):
            name = path.relative_to(stage).as_posix()
            if path.is_dir() or path.suffix == ".py":
                continue
            if not name.startswith("hearts/"):
                part = later  # a library from PyPI (scripts/late_libraries.py): it comes with the late code
            else:
                owner = module_name(name) if path.suffix == ".pyc" else _nearest_package(stage, path)
                part = later if owner not in modules.hearts else start
            part.writestr(zip_info(name), path.read_bytes())
        for info in sorted(source.infolist(), key=lambda info: info.filename):
            name = info.filename
            if info.is_dir():
                stdlib.writestr(zip_info(name, info.external_attr), b"")
            elif name in modules.start or name in modules.later:
                part = stdlib if name in modules.start else later
                part.writestr(zip_info(name + "c", info.external_attr), (modules.compiled / (name + "c")).read_bytes())
            else:
                library.writestr(zip_info(name, info.external_attr), source.read(info), zipfile.ZIP_DEFLATED)
    return list(targets.values())


def zip_info(name: str, attributes: int = 0o644 << 16) -> zipfile.ZipInfo:
    """A zip entry named ``name`` with the build's fixed time."""
    info = zipfile.ZipInfo(name, ZIP_TIME)
    info.external_attr = attributes
    return info


def write_prepared_runtime(out: Path, pyodide: Path, module: str, pyodide_version: str) -> list[Path]:
    """Make the snapshot in the built site ``out`` (hearts.zip, the standard library and the runtime's files
    already there), and write what ties them to it into ``out/module``, the interpreter module."""
    stdlib, snapshot = out / STDLIB, out / SNAPSHOT
    run_node(
        "prepare_runtime.mjs",
        "snapshot",
        str(pyodide),
        str(out / "hearts.zip"),
        str(stdlib),
        str(snapshot),
        *PAGE_IMPORTS,
    )
    target = out / module
    text = target.read_text(encoding="utf-8")
    line = "const PREPARED = " + json.dumps(prepared(out, module, pyodide_version), separators=(",", ":")) + ";"
    written, count = PREPARED_LINE.subn(lambda _: line, text, count=1)
    if count != 1:
        raise PreparedRuntimeError(f"{target} has no line starting 'const PREPARED = '")
    target.write_text(written, encoding="utf-8")
    return [stdlib, snapshot, target]
