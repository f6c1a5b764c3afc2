"""Build dist/, the whole deployable site (run through ./scripts/build).

dist/ holds the page (index.html, pyscript.toml, main.py, assets/), the
page's Python in parts (scripts/prepared_runtime.py): hearts.zip, the
package's modules the table needs to draw a tappable hand (written as it is
by PyScript's [files] and imported from the zip, as bytecode compiled by the
page's own Python, so nothing is unpacked or compiled while the page boots),
in place of Pyodide's standard library one of just the modules the page
imports before the hand, precompiled, and the late parts in parts/ (the rest
of the package with the libraries from PyPI it imports, copied from their
installed distributions as scripts/late_libraries.py says, the rest of the
standard library); and only the runtime
files the page loads: three of Pyodide's files, its JavaScript half as a
classic script (scripts/classic_runtime.py), and the PyScript chunks core.js
imports as it starts. Beside them comes a memory snapshot of the interpreter
with the page's modules imported, tied to this build. PyScript's chunk names carry content
hashes, so that list is worked out here from the import statements of the
installed package, never written by hand; index.html gets a modulepreload
link for each, so that they are all fetched at once. The page's stylesheets
are joined into one, assets/site.css: PyScript starts only once every
stylesheet of the page has arrived, and each request costs the browser time
while it starts.
Every URL in the site is relative: dist/ works from any static host and
sub-path. Then come the web app manifest with its icons, and the service
worker that lists every file for offline play (scripts/offline_files.py).
Last, a brotli and a gzip copy beside each file that compresses, for hosts
that serve precompressed files (scripts/precompress.py).
"""

from __future__ import annotations

import argparse
import itertools
import json
import re
import shutil
import sys
import tempfile
import tomllib
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import classic_runtime
import late_libraries
import offline_files
import precompress
import prepared_runtime

ROOT = Path(__file__).resolve().parent.parent
PAGE_FILES = ("index.html", "pyscript.toml", "main.py")
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
"""Pyodide's files the page loads as they are; its standard library comes precompiled (scripts/prepared_runtime.py)
and its JavaScript half as a classic script (scripts/classic_runtime.py)."""
PYSCRIPT_PLUGINS = ("deprecations-manager", "donkey", "error", "py-editor", "py-game", "py-terminal")
PYSCRIPT_ALWAYS = ("toml",)
"""Chunks core loads for this page whatever the plugins: the parser of pyscript.toml."""
ZIP_TIME = (2026, 1, 1, 0, 0, 0)
_STATIC_IMPORT = re.compile(r'(?:from|import)\s*"(\./[^"]+\.js)"')
_DYNAMIC_IMPORT = re.compile(r'import\("(\./[^"]+\.js)"\)')
_CHUNK_NAME = re.compile(r"^(?P<stem>.+)-[A-Za-z0-9_-]{8}\.js$")


class BuildError(Exception):
    """Something the build needs is missing."""


def chunk_stem(name: str) -> str:
    """``core-C9KDLldu.js`` -> ``core``; ``core.js`` -> ``core``."""
    found = _CHUNK_NAME.match(name)
    return found.group("stem") if found else name.removesuffix(".js")


def pyscript_chunks(dist: Path, wanted: set[str]) -> list[str]:
    """core.js and every chunk it loads: static imports, and the core's dynamic imports whose stem is ``wanted``.

    Dynamic imports of other chunks (an editor's code highlighter, a
    terminal) happen only when a page uses those features; this one does not.
    """
    todo = ["core.js"]
    found: list[str] = []
    while todo:
        name = todo.pop()
        if name in found:
            continue
        path = dist / name
        if not path.is_file():
            raise BuildError(f"PyScript chunk {name} is missing from {dist}")
        found.append(name)
        text = path.read_text(encoding="utf-8")
        todo.extend(target[2:] for target in _STATIC_IMPORT.findall(text))
        if chunk_stem(name) == "core":
            todo.extend(target[2:] for target in _DYNAMIC_IMPORT.findall(text) if chunk_stem(target[2:]) in wanted)
    return sorted(found)


def wanted_chunks(config: dict[str, object]) -> set[str]:
    """The stems of the chunks core.js imports as it starts: the TOML parser and every plugin.

    Every plugin is shipped, even one that pyscript.toml leaves out with
    ``"!name"``: PyScript 0.7 then skips it for Python, but its MicroPython
    side, which reads no configuration, still imports them all.
    """
    plugins = config.get("plugins", [])
    if not isinstance(plugins, list):
        raise BuildError("pyscript.toml: plugins must be a list")
    return set(PYSCRIPT_ALWAYS) | set(PYSCRIPT_PLUGINS)


PRELOAD_MARK = re.compile(r"^([ \t]*)<!-- modulepreload:[^>]*-->\n", re.MULTILINE)


def with_module_preloads(html: str, chunks: list[str], interpreter: str) -> str:
    """The page with its marker comment replaced by a ``modulepreload`` link for each module PyScript starts with.

    PyScript's core.js finds its chunks one import at a time, and the
    interpreter module (pyscript.toml's ``interpreter``) only once it has read
    its configuration: listed in the page's head, they are all fetched at
    once, while the page is parsed.
    """
    found = PRELOAD_MARK.search(html)
    if found is None:
        raise BuildError("index.html has no <!-- modulepreload: ... --> line for the build to fill")
    indent = found.group(1)
    modules = [f"./pyscript/{name}" for name in sorted(chunks, key=lambda name: name != "core.js")]
    links = "".join(f'{indent}<link rel="modulepreload" href="{url}">\n' for url in [*modules, interpreter])
    return html[: found.start()] + links + html[found.end() :]


STYLESHEET = re.compile(r'^([ \t]*)<link rel="stylesheet" href="\./assets/([\w-]+\.css)">\n', re.MULTILINE)
STYLES = "site.css"
"""The one stylesheet of the built page: the page's own sheets, joined in their order."""


def with_one_stylesheet(html: str) -> tuple[str, list[str]]:
    """The page with its stylesheets (``./assets/NAME.css`` links) replaced by one link to
    ``./assets/site.css``, where the first of them was, and the names of the sheets it replaces."""
    links = list(STYLESHEET.finditer(html))
    if not links:
        raise BuildError("index.html links no stylesheet from ./assets/")
    names = [link.group(2) for link in links]
    if len(set(names)) < len(names):
        raise BuildError("index.html links the same stylesheet twice")
    kept = [html[: links[0].start()], f'{links[0].group(1)}<link rel="stylesheet" href="./assets/{STYLES}">\n']
    kept += [html[before.end() : link.start()] for before, link in itertools.pairwise(links)]
    kept.append(html[links[-1].end() :])
    return "".join(kept), names


def joined_stylesheets(assets: Path, names: list[str]) -> str:
    """The sheets ``names`` of ``assets``, one after the other, each under a comment naming it: the
    cascade is the same as with one link for each, in the page's order."""
    parts = []
    for name in names:
        path = assets / name
        if not path.is_file():
            raise BuildError(f"index.html links ./assets/{name}, which is missing")
        text = path.read_text(encoding="utf-8")
        if re.search(r"@import|@charset", text):
            raise BuildError(f"assets/{name}: a sheet with @import or @charset cannot be joined to others")
        parts.append(f"/* assets/{name} */\n{text.strip()}\n")
    return "\n".join(parts)


def interpreter(config: dict[str, object]) -> str:
    """pyscript.toml's ``interpreter``: the page's own module that imports the vendored Pyodide."""
    module = config.get("interpreter")
    if not isinstance(module, str) or not module.startswith("./") or not module.endswith((".mjs", ".js")):
        raise BuildError("pyscript.toml: interpreter must be the page's own module, such as ./assets/runtime.mjs")
    return module


def package_files(package: Path) -> list[Path]:
    """The package's source files: no tests, caches or compiled files."""
    files = []
    for path in sorted(package.rglob("*")):
        parts = path.relative_to(package.parent).parts
        if not path.is_file() or any(part in ("__pycache__", "tests") or part.startswith(".") for part in parts):
            continue
        if parts[1:2] == (CATALOGS,):
            continue
        if path.suffix in (".pyc", ".pyo") or path.name.startswith("test_"):
            continue
        files.append(path)
    return files


def write_zip(target: Path, base: Path, files: list[Path]) -> int:
    """A reproducible zip of ``files``, named relative to ``base`` (fixed times, sorted names).

    Bytecode is stored as it is, the rest compressed: the page's Python reads
    each module's bytecode twice as it imports it (zipimport finds the module's
    file name by reading its code), and inflating it each time cost more than
    the larger download. Sources are read only for a traceback.
    """
    with zipfile.ZipFile(target, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for path in sorted(files):
            info = zipfile.ZipInfo(path.relative_to(base).as_posix(), ZIP_TIME)
            info.compress_type = zipfile.ZIP_STORED if path.suffix == ".pyc" else zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())
    return len(files)


def compile_bytecode(pyodide: Path, folder: Path) -> None:
    """Compile every .py under ``folder`` with the page's own Python (Pyodide in Node.js).

    The page then imports the package without compiling it, which is a good
    part of the time its Python takes to start.
    """
    try:
        prepared_runtime.run_node("compile_pyc.mjs", str(pyodide), str(folder))
    except prepared_runtime.PreparedRuntimeError as error:
        raise BuildError(f"compiling the package with Pyodide failed: {error}") from error


def staged_package(stage: Path, package: Path, pyodide: Path) -> list[Path]:
    """The package's sources copied under ``stage`` with the libraries from PyPI its late code imports
    (scripts/late_libraries.py), each with its bytecode for the page's Python beside it."""
    for path in package_files(package):
        copy = stage / path.relative_to(package.parent)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, copy)
    try:
        late_libraries.stage_libraries(stage)
    except late_libraries.LibraryError as error:
        raise BuildError(str(error)) from error
    compile_bytecode(pyodide, stage)
    files = [path for path in stage.rglob("*") if path.is_file()]
    if not any(path.suffix == ".pyc" for path in files):
        raise BuildError("compiling the package with Pyodide wrote no bytecode")
    return files


def pyscript_core(pyscript: Path, chunks: list[str]) -> Path:
    """PyScript's core chunk (``core-HASH.js``), which writes its Python package into the page's file system."""
    cores = [name for name in chunks if name != "core.js" and chunk_stem(name) == "core"]
    if len(cores) != 1:
        raise BuildError(f"PyScript's core chunk is not one file: {cores}")
    return pyscript / cores[0]


def write_code(out: Path, pyodide: Path, core: Path) -> None:
    """The page's Python code in its parts: what the table needs to draw a tappable hand first, the rest in the
    late parts, as the modules the page imports decide (scripts/prepared_runtime.py)."""
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        stage = work / "package"
        files = staged_package(stage, ROOT / "hearts", pyodide)
        write_zip(work / "hearts.zip", stage, files)  # the whole package, to find what the page imports
        try:
            modules = prepared_runtime.find_modules(pyodide, work / "hearts.zip", core, work / "modules")
            prepared_runtime.write_parts(out, pyodide, modules, stage)
        except prepared_runtime.PreparedRuntimeError as error:
            raise BuildError(str(error)) from error


CATALOGS = "locale"
"""The package's catalogs (hearts/locale/): kept out of hearts.zip, since the page fetches only the compiled catalog of
the language in use, from the site's own locale/ folder."""


def write_catalogs(out: Path) -> None:
    """``out/locale/``: each language's compiled catalog (``<folder>.mo``, the pseudo-language's too) and the
    loading screen's words (``loading.json``), made by scripts/catalogs.py; warns when the template is out of date
    with the sources. Changes no file git tracks (the compiled catalogs beside the PO files are ignored)."""
    try:
        import catalogs  # Babel, a development tool: only this step of the build needs it
    except ImportError as error:
        raise BuildError(f"the catalogs need Babel ({error}): run ./scripts/setup") from error
    try:
        __, warnings = catalogs.write_site(out)
    except catalogs.CatalogError as error:
        raise BuildError(f"catalogs: {error}") from error
    for warning in warnings:
        print(f"build: warning: {warning}", file=sys.stderr)


def installed_version(package_dir: Path) -> str:
    return str(json.loads((package_dir / "package.json").read_text(encoding="utf-8"))["version"])


def check_runtime(modules: Path) -> tuple[Path, Path]:
    pins = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))["dependencies"]
    pyodide, pyscript = modules / "pyodide", modules / "@pyscript" / "core"
    for name, folder in (("pyodide", pyodide), ("@pyscript/core", pyscript)):
        if not (folder / "package.json").is_file():
            raise BuildError(f"{name} is not installed: run ./scripts/setup (it runs npm ci)")
        if installed_version(folder) != pins[name]:
            found = installed_version(folder)
            raise BuildError(f"{name} {found} is installed but package.json pins {pins[name]}: run ./scripts/setup")
    return pyodide, pyscript / "dist"


def build(out: Path) -> list[Path]:
    """Make the site in ``out`` (emptied first). Returns the files written."""
    pyodide, pyscript = check_runtime(ROOT / "node_modules")
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for name in PAGE_FILES:
        shutil.copy2(ROOT / name, out / name)
    shutil.copytree(ROOT / "assets", out / "assets")
    (out / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, out / "pyodide" / name)
    try:
        classic_runtime.write_classic_runtime(pyodide, out / "pyodide")
    except classic_runtime.ClassicRuntimeError as error:
        raise BuildError(str(error)) from error
    (out / "pyscript").mkdir()
    chunks = pyscript_chunks(pyscript, wanted_chunks(config))
    for name in chunks:
        shutil.copy2(pyscript / name, out / "pyscript" / name)
    write_code(out, pyodide, pyscript_core(pyscript, chunks))
    page = out / "index.html"
    html = with_module_preloads(page.read_text(encoding="utf-8"), chunks, interpreter(config))
    html, sheets = with_one_stylesheet(html)
    (out / "assets" / STYLES).write_text(joined_stylesheets(out / "assets", sheets), encoding="utf-8")
    for name in sheets:
        (out / "assets" / name).unlink()
    page.write_text(html, encoding="utf-8")
    write_catalogs(out)
    try:
        prepared_runtime.write_prepared_runtime(out, pyodide, interpreter(config), installed_version(pyodide))
    except prepared_runtime.PreparedRuntimeError as error:
        raise BuildError(str(error)) from error
    try:
        offline_files.write_runtime_address(out, interpreter(config))
        offline_files.write_manifest(out)
        offline_files.write_service_worker(out)  # it lists every other file
    except offline_files.OfflineFilesError as error:
        raise BuildError(str(error)) from error
    compress_siblings(out)  # last: a sibling of every file that compresses, the service worker included
    return sorted(path for path in out.rglob("*") if path.is_file())


def compress_siblings(out: Path) -> None:
    """The ``.br`` and ``.gz`` siblings of the site's files, for hosts that serve precompressed files
    (scripts/precompress.py)."""
    try:
        precompress.precompress(out)
    except precompress.PrecompressError as error:
        raise BuildError(str(error)) from error


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where to build the site (default: dist/)")
    parser.add_argument("--list", action="store_true", help="list every file built, with its size")
    args = parser.parse_args(argv)
    try:
        files = build(args.out)
    except BuildError as error:
        print(f"build: {error}", file=sys.stderr)
        return 1
    size = sum(path.stat().st_size for path in files)
    print(f"build: {len(files)} files, {size / 1e6:.1f} MB in {args.out}")
    if args.list:
        for path in files:
            print(f"  {path.relative_to(args.out)}  {path.stat().st_size:,} B")
    return 0


if __name__ == "__main__":
    sys.exit(main())
