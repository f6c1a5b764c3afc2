"""The files that make the built site installable and playable offline (used by scripts/build_site.py).

- ``manifest.webmanifest``: name, colours and the icons rendered by scripts/icons.py.
- ``sw.js``: the service worker (source: sw.js at the top of the project) with the
  list of every file of the site, each with its SHA-256 digest, and a version
  that is a hash of that list. Only a change of some file's contents changes the
  version; the service worker then installs the new files next to the old ones.
- The snapshot's inflated copy, which the worker makes and keeps beside it.
- The address of the runtime's WebAssembly that names its contents
  (``pyodide/pyodide.asm.wasm?v=`` and the start of its SHA-256), written into
  the interpreter module and the service worker: the page asks the browser's
  HTTP cache for it there first, since Chromium keeps the code compiled from it
  better in that cache than in the worker's.

Every URL is relative to the file that holds it, so the site works from any sub-path.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path

import icons
import precompress

ROOT = Path(__file__).resolve().parent.parent
SERVICE_WORKER = "sw.js"
MANIFEST = "manifest.webmanifest"
ICON_FOLDER = "assets/icons"
NAME = "Hearts"
DESCRIPTION = "Hearts: you against three computer players, in your browser. Plays offline."
BACKGROUND = "#0e2a1c"
PRECACHE_LINE = re.compile(r"^const PRECACHE = .*$", re.MULTILINE)
COMPILED_RUNTIME = "pyodide/pyodide.asm.wasm"
"""The runtime's WebAssembly: the page asks the HTTP cache for it first, at its content address."""
COMPILED_LINE = re.compile(r"^const COMPILED = .*?;", re.MULTILINE)
SNAPSHOT = "snapshot.bin"
"""The interpreter's memory snapshot, gzip-compressed (scripts/prepared_runtime.py)."""
INFLATED = {SNAPSHOT: "snapshot.pages.bin"}
"""Files the worker also keeps inflated, at the address given, with their all-zero pages left out (sw.js
says how): the page then restores the snapshot without inflating it at every start, and reads less than
half of its inflated size. No such file is on the server."""
_THEME = re.compile(r'<meta\s+name="theme-color"\s+content="(#[0-9a-fA-F]{3,8})"\s*/?>')


class OfflineFilesError(Exception):
    """The sources of the offline files are not as expected."""


def theme_colour(html: str) -> str:
    """The page's ``<meta name="theme-color">``: the manifest uses the same colour."""
    found = _THEME.search(html)
    if not found:
        raise OfflineFilesError('index.html has no <meta name="theme-color" content="#...">')
    return found.group(1)


def manifest(theme: str) -> dict[str, object]:
    """The web app manifest (URLs relative to it)."""
    pictures: list[dict[str, str]] = [
        {
            "src": f"{ICON_FOLDER}/{icon.name}",
            "sizes": f"{icon.size}x{icon.size}",
            "type": "image/png",
            "purpose": "maskable" if icon.maskable else "any",
        }
        for icon in icons.ICONS
        if icon.in_manifest
    ]
    pictures.append({"src": "assets/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"})
    return {  # no "id": it would resolve against the origin; without one it is start_url, inside the sub-path
        "name": NAME,
        "short_name": NAME,
        "description": DESCRIPTION,
        "lang": "en",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "orientation": "any",
        "background_color": BACKGROUND,
        "theme_color": theme,
        "categories": ["games"],
        "icons": pictures,
    }


def write_manifest(out: Path) -> list[Path]:
    """The manifest and its PNG icons, in the built site ``out``."""
    written = icons.write_icons(out / ICON_FOLDER)
    data = manifest(theme_colour((out / "index.html").read_text(encoding="utf-8")))
    target = out / MANIFEST
    target.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    return [*written, target]


def digest(data: bytes) -> str:
    """A file's digest as the service worker writes it: ``sha256-`` and base64."""
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode("ascii")


Entry = tuple[str, str]
"""A file of the site: its path relative to the site and its digest."""


def precache(out: Path) -> list[Entry]:
    """Every file of the site but the service worker, with its digest; ``./`` (the folder's page) first.

    A precompressed sibling (``a.js.br`` beside ``a.js``, scripts/precompress.py) is the same file for the
    browser, which never asks for it by name: not listed."""
    files = []
    for path in out.rglob("*"):
        name = path.relative_to(out).as_posix()
        if path.is_file() and name != SERVICE_WORKER and precompress.sibling_of(path) is None:
            files.append((name, digest(path.read_bytes())))
    files.sort()
    pages = [entry for entry in files if entry[0] == "index.html"]
    if not pages:
        raise OfflineFilesError(f"{out} has no index.html")
    return [("./", pages[0][1]), *files]


def version(files: list[Entry]) -> str:
    """A hash of the file list: the same files give the same version."""
    return hashlib.sha256(json.dumps(files).encode("utf-8")).hexdigest()[:16]


def content_address(out: Path, path: str) -> str:
    """``path?v=`` and the start of the SHA-256 of ``out/path`` in hex: an address that changes with the contents,
    so that a copy the browser keeps at it never needs checking with the server."""
    return f"{path}?v={hashlib.sha256((out / path).read_bytes()).hexdigest()[:16]}"


def write_runtime_address(out: Path, module: str) -> Path:
    """Write the content address of the runtime's WebAssembly into the interpreter module ``out/module``
    (pyscript.toml's ``interpreter``), over its ``const COMPILED = ...;`` line. Run it before the worker is written."""
    if not (out / COMPILED_RUNTIME).is_file():
        raise OfflineFilesError(f"{out} has no {COMPILED_RUNTIME}")
    folder, file = COMPILED_RUNTIME.rsplit("/", 1)
    address = content_address(out / folder, file)
    target = out / module
    text = target.read_text(encoding="utf-8")
    line = "const COMPILED = " + json.dumps({"file": file, "address": address}, separators=(",", ":")) + ";"
    written, count = COMPILED_LINE.subn(lambda _: line, text, count=1)
    if count != 1:
        raise OfflineFilesError(f"{target} has no line starting 'const COMPILED = '")
    target.write_text(written, encoding="utf-8")
    return target


def write_service_worker(out: Path, source: Path = ROOT / SERVICE_WORKER) -> Path:
    """``out/sw.js`` from ``source``, listing the files now in ``out``. Run it after every other file is written."""
    files = precache(out)
    text = source.read_text(encoding="utf-8")
    addresses = {COMPILED_RUNTIME: content_address(out, COMPILED_RUNTIME)} if (out / COMPILED_RUNTIME).is_file() else {}
    inflated = {path: copy for path, copy in INFLATED.items() if (out / path).is_file()}
    contents = {"version": version(files), "files": files, "fromHttpCache": addresses, "inflated": inflated}
    line = "const PRECACHE = " + json.dumps(contents, separators=(",", ":")) + ";"
    written, count = PRECACHE_LINE.subn(lambda _: line, text, count=1)
    if count != 1:
        raise OfflineFilesError(f"{source} has no line starting 'const PRECACHE = '")
    target = out / SERVICE_WORKER
    target.write_text(written, encoding="utf-8")
    return target


def written_version(out: Path) -> str:
    """The version in a built ``out/sw.js``."""
    found = re.search(r'^const PRECACHE = \{"version":"([0-9a-f]+)"', (out / SERVICE_WORKER).read_text("utf-8"), re.M)
    if not found:
        raise OfflineFilesError(f"{out / SERVICE_WORKER} has no version")
    return found.group(1)
