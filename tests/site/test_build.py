"""./scripts/build: which runtime files go into dist/, and the package zip."""

from __future__ import annotations

import gzip
import json
import re
import tomllib
import zipfile
from pathlib import Path

import pytest

from hearts.web.parts import LATE_PARTS
from tests.helpers import ROOT
from tests.helpers.scripts import load_script

build_site = load_script("build_site")


def test_chunk_names_lose_their_hash() -> None:
    assert build_site.chunk_stem("core-C9KDLldu.js") == "core"
    assert build_site.chunk_stem("py-editor-C4XsZtn7.js") == "py-editor"
    assert build_site.chunk_stem("codemirror_lang-python-r-dBg-Wd.js") == "codemirror_lang-python"
    assert build_site.chunk_stem("core.js") == "core"


def test_chunks_follow_static_imports_and_only_the_wanted_dynamic_ones(tmp_path: Path) -> None:
    files = {
        "core.js": 'export{a}from"./core-AAAAAAAA.js";',
        "core-AAAAAAAA.js": 'x=()=>import("./toml-BBBBBBBB.js");y=()=>import("./editor-CCCCCCCC.js");',
        "toml-BBBBBBBB.js": "",
        "editor-CCCCCCCC.js": 'import{b}from"./core-AAAAAAAA.js";z=()=>import("./toml-DDDDDDDD.js");',
        "toml-DDDDDDDD.js": "",
        "unused-EEEEEEEE.js": "",
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    assert build_site.pyscript_chunks(tmp_path, {"toml"}) == ["core-AAAAAAAA.js", "core.js", "toml-BBBBBBBB.js"]
    assert build_site.pyscript_chunks(tmp_path, {"toml", "editor"}) == [
        "core-AAAAAAAA.js",
        "core.js",
        "editor-CCCCCCCC.js",
        "toml-BBBBBBBB.js",
    ]
    (tmp_path / "toml-BBBBBBBB.js").unlink()
    with pytest.raises(build_site.BuildError):
        build_site.pyscript_chunks(tmp_path, {"toml"})


def test_every_plugin_is_shipped_as_pyscript_imports_them_all() -> None:
    wanted = build_site.wanted_chunks({"plugins": ["!py-editor", "!py-game"]})
    assert wanted == {"toml", *build_site.PYSCRIPT_PLUGINS}
    with pytest.raises(build_site.BuildError):
        build_site.wanted_chunks({"plugins": "!py-game"})
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    assert build_site.interpreter(config) == "./assets/runtime.mjs"
    assert config["files"] == {"./hearts.zip": "./hearts.zip"}
    for bad in ({}, {"interpreter": "https://cdn.example/pyodide.mjs"}, {"interpreter": "./assets/runtime.py"}):
        with pytest.raises(build_site.BuildError):
            build_site.interpreter(bad)


def test_the_page_preloads_each_module_pyscript_starts_with() -> None:
    html = "<head>\n  <meta charset=utf-8>\n  <!-- modulepreload: here -->\n  <link rel=icon>\n</head>\n"
    out = build_site.with_module_preloads(html, ["toml-B.js", "core-A.js", "core.js"], "./assets/runtime.mjs")
    assert out == (
        "<head>\n  <meta charset=utf-8>\n"
        '  <link rel="modulepreload" href="./pyscript/core.js">\n'
        '  <link rel="modulepreload" href="./pyscript/toml-B.js">\n'
        '  <link rel="modulepreload" href="./pyscript/core-A.js">\n'
        '  <link rel="modulepreload" href="./assets/runtime.mjs">\n'
        "  <link rel=icon>\n</head>\n"
    )
    with pytest.raises(build_site.BuildError):
        build_site.with_module_preloads("<head></head>", ["core.js"], "./assets/runtime.mjs")


def test_the_page_gets_one_stylesheet_joining_its_own_in_their_order(tmp_path: Path) -> None:
    html = (
        "<head>\n"
        '  <link rel="icon" href="./assets/icon.svg">\n'
        '  <link rel="stylesheet" href="./assets/loading.css">\n'
        '  <link rel="stylesheet" href="./assets/table.css">\n'
        '  <script type="module" src="./assets/loading.js"></script>\n'
        '  <link rel="stylesheet" href="./assets/layout.css">\n'
        "</head>\n"
    )
    page, sheets = build_site.with_one_stylesheet(html)
    assert sheets == ["loading.css", "table.css", "layout.css"]
    assert page == (
        "<head>\n"
        '  <link rel="icon" href="./assets/icon.svg">\n'
        '  <link rel="stylesheet" href="./assets/site.css">\n'
        '  <script type="module" src="./assets/loading.js"></script>\n'
        "</head>\n"
    )
    (tmp_path / "loading.css").write_text(".a { color: red; }\n")
    (tmp_path / "table.css").write_text("\n.b {}\n\n")
    (tmp_path / "layout.css").write_text(".a { color: blue; }")
    joined = build_site.joined_stylesheets(tmp_path, sheets)
    assert joined == (
        "/* assets/loading.css */\n.a { color: red; }\n\n"
        "/* assets/table.css */\n.b {}\n\n"
        "/* assets/layout.css */\n.a { color: blue; }\n"
    )
    with pytest.raises(build_site.BuildError, match="missing"):
        build_site.joined_stylesheets(tmp_path, ["themes.css"])
    (tmp_path / "themes.css").write_text('@import "x.css";\n')
    with pytest.raises(build_site.BuildError, match="@import"):
        build_site.joined_stylesheets(tmp_path, ["themes.css"])
    with pytest.raises(build_site.BuildError, match="no stylesheet"):
        build_site.with_one_stylesheet("<head></head>")
    twice = '<link rel="stylesheet" href="./assets/a.css">\n' * 2
    with pytest.raises(build_site.BuildError, match="twice"):
        build_site.with_one_stylesheet(twice)


def test_the_zip_holds_the_package_without_tests_or_caches(tmp_path: Path) -> None:
    package = tmp_path / "hearts"
    for name in ("__init__.py", "web/__init__.py", "web/page.py", "tests/test_x.py", "__pycache__/a.cpython-311.pyc"):
        (package / name).parent.mkdir(parents=True, exist_ok=True)
        (package / name).write_text("x = 1\n")
    (package / "test_thing.py").write_text("")
    target = tmp_path / "hearts.zip"
    files = build_site.package_files(package)
    assert build_site.write_zip(target, tmp_path, files) == 3
    with zipfile.ZipFile(target) as archive:
        assert archive.namelist() == ["hearts/__init__.py", "hearts/web/__init__.py", "hearts/web/page.py"]
        assert {info.date_time for info in archive.infolist()} == {build_site.ZIP_TIME}
        assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_DEFLATED}
    compiled = tmp_path / "hearts" / "web" / "page.pyc"
    compiled.write_bytes(b"\x00" * 64)
    build_site.write_zip(target, tmp_path, [*files, compiled])
    with zipfile.ZipFile(target) as archive:  # bytecode as it is: the page reads it without inflating
        assert archive.getinfo("hearts/web/page.pyc").compress_type == zipfile.ZIP_STORED
        assert archive.getinfo("hearts/web/page.py").compress_type == zipfile.ZIP_DEFLATED
        assert archive.read("hearts/web/page.pyc") == b"\x00" * 64
    first = target.read_bytes()
    build_site.write_zip(target, tmp_path, [*files, compiled])
    assert target.read_bytes() == first


@pytest.mark.node
@pytest.mark.skipif(not (ROOT / "node_modules" / "pyodide").is_dir(), reason="npm packages not installed")
def test_a_whole_build_has_the_page_the_package_and_the_runtime(built_site: Path) -> None:
    out = built_site  # the build the other tests use (./scripts/build, or made once for the run by the fixture)
    built = {path.relative_to(out).as_posix() for path in out.rglob("*") if path.is_file()}
    files = {name for name in built if not name.endswith((".br", ".gz"))}  # the precompressed siblings: below
    assert {"index.html", "pyscript.toml", "main.py", "hearts.zip", "assets/site.css", "pyscript/core.js"} <= files
    sheets = re.findall(r'<link rel="stylesheet" href="\./assets/([\w-]+\.css)">', (ROOT / "index.html").read_text())
    assert len(sheets) > 1 and not {f"assets/{name}" for name in sheets} & files
    styles = (out / "assets" / "site.css").read_text()
    places = [styles.index(f"/* assets/{name} */") for name in sheets]
    assert places == sorted(places)
    assert all((ROOT / "assets" / name).read_text().strip() in styles for name in sheets)
    assert {f"pyodide/{name}" for name in build_site.PYODIDE_FILES} <= files
    # Pyodide's JavaScript half as a classic script (Chromium keeps a classic script's compiled code), not its module.
    assert "pyodide/pyodide.asm.js" in files and "pyodide/pyodide.asm.mjs" not in files
    classic = (out / "pyodide" / "pyodide.asm.js").read_text()
    module_source = (ROOT / "node_modules" / "pyodide" / "pyodide.asm.mjs").read_text()
    assert classic == build_site.classic_runtime.classic_script(module_source)
    assert not any(name.endswith((".map", ".d.ts")) or "codemirror" in name or "xterm" in name for name in files)
    html = (out / "index.html").read_text()
    assert not re.search(r'(src|href)="(https?:)?//', html)
    assert re.findall(r'<link rel="stylesheet" href="([^"]+)">', html) == ["./assets/site.css"]
    # The game's code in two parts: what the table needs to draw a tappable hand, and the rest; bytecode only
    # (the sources are not shipped), stored, each module once.
    with zipfile.ZipFile(out / "hearts.zip") as archive:
        start = set(archive.namelist())
        assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}
    with zipfile.ZipFile(out / "parts" / "later.zip") as archive:
        later = set(archive.namelist())
        assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}
    package = {
        (path.with_suffix(".pyc") if path.suffix == ".py" else path).relative_to(ROOT).as_posix()
        for path in build_site.package_files(ROOT / "hearts")
    }
    late_code = {name for name in later if name.startswith("hearts/")}
    assert start | late_code == package and not start & late_code
    assert {
        "hearts/web/app.pyc",
        "hearts/web/table/adapter.pyc",
        "hearts/round.pyc",
        "hearts/words/catalog.pyc",
    } <= start
    assert "hearts/puzzles/data/puzzles.jsonl.gz" in later  # the puzzle set comes with the late part
    assert {"hearts/web/table/sounds.pyc", "hearts/web/share/views.pyc", "hearts/web/ui/dialogs.pyc"} <= start
    late = ("hearts/analysis/", "hearts/learn/", "hearts/bots/", "hearts/web/history/adapter", "hearts/web/statistics/")
    assert not any(name.startswith(late) for name in start)
    assert {"hearts/analysis/__init__.pyc", "hearts/bots/search/play.pyc", "hearts/learn/lessons.pyc"} <= later
    # The libraries from PyPI the late code imports (the puzzles' rating), with their licences, come with it.
    libraries = {name for name in later if name.split("/")[0] in build_site.late_libraries.LATE_LIBRARIES.values()}
    assert {"glicko2/__init__.pyc", "glicko2/glicko2.pyc", "glicko2/LICENSE"} <= libraries
    assert not any(name.startswith("glicko2/") for name in start) and "hearts/puzzles/rating.pyc" in later
    preloaded = re.findall(r'<link rel="modulepreload" href="\./([^"]+)">', html)
    assert sorted(preloaded) == sorted(["assets/runtime.mjs", *(n for n in files if n.startswith("pyscript/"))])
    assert "<!-- modulepreload" not in html
    # Offline and installable: the manifest, its icons, and a service worker listing every other file.
    assert {"sw.js", "manifest.webmanifest", "assets/icons/icon-512.png", "assets/icons/icon-maskable-512.png"} <= files
    worker = (out / "sw.js").read_text()
    listed = {path for path, *_ in build_site.offline_files.precache(out)}
    assert listed == (files - {"sw.js"}) | {"./"} and all(f'["{path}","sha256-' in worker for path in listed)
    assert not re.search(r'\.(br|gz)"', worker)  # the precompressed siblings are the same files for the browser
    # Last, the siblings for hosts that serve precompressed files: the code and text, and the zips with stored
    # entries (hearts.zip's bytecode); not the pictures, zips all deflated, or the snapshot (gzip already).
    siblings = built - files
    for name in ("index.html", "sw.js", "assets/site.css", "pyodide/pyodide.asm.wasm", "hearts.zip"):
        assert {f"{name}.br", f"{name}.gz"} <= siblings
        assert (out / f"{name}.br").stat().st_size < (out / f"{name}.gz").stat().st_size < (out / name).stat().st_size
        assert gzip.decompress((out / f"{name}.gz").read_bytes()) == (out / name).read_bytes()
    assert not {name for name in siblings if name.startswith(("snapshot.bin", "assets/icons/"))}
    zips = {name for name in files if name.endswith(".zip")}
    stored = {name for name in zips if build_site.precompress.stored_entries(out / name)}
    assert "hearts.zip" in stored and {name for name in zips if f"{name}.gz" in siblings} == stored
    # The runtime's WebAssembly is asked of the HTTP cache at an address naming its contents: the same in both.
    address = build_site.offline_files.content_address(out, "pyodide/pyodide.asm.wasm")
    assert re.fullmatch(r"pyodide/pyodide\.asm\.wasm\?v=[0-9a-f]{16}", address)
    assert f'"fromHttpCache":{{"pyodide/pyodide.asm.wasm":"{address}"}}' in worker
    assert '"inflated":{"snapshot.bin":"snapshot.pages.bin"}' in worker
    module = (out / "assets" / "runtime.mjs").read_text()
    assert f'"address":"{address.removeprefix("pyodide/")}"' in module and "unbuilt" not in module
    # The prepared interpreter: the standard library in two parts (in place of Pyodide's own): the modules the
    # page imports, precompiled and stored, and the rest as sources in a late part; and a gzip-compressed
    # snapshot, tied to this build's files by their digests.
    assert "pyodide/python_stdlib.zip" not in files and {"pyodide/python_stdlib_compiled.zip", "snapshot.bin"} <= files
    assert {f"parts/{name}.zip" for name in LATE_PARTS} <= files
    with zipfile.ZipFile(out / "pyodide" / "python_stdlib_compiled.zip") as archive:
        stdlib = {info.filename for info in archive.infolist() if not info.is_dir()}
        assert {info.compress_type for info in archive.infolist()} == {zipfile.ZIP_STORED}
    with zipfile.ZipFile(out / "parts" / "library.zip") as archive:
        library = set(archive.namelist())
    with zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip") as archive:
        pyodides = {info.filename for info in archive.infolist() if not info.is_dir()}
    assert {"asyncio/base_events.pyc", "random.pyc", "json/decoder.pyc", "gettext.pyc"} <= stdlib  # the page's
    assert {"urllib/parse.pyc"} <= stdlib  # imported inside a function of the table's (sharing a link)
    assert all(name.endswith(".pyc") for name in stdlib)
    assert {"xml/dom/minidom.py", "sqlite3/__init__.py", "argparse.py"} <= library  # never imported by the page
    late_library = {name.removesuffix("c") for name in later - late_code - libraries}
    assert {"secrets.py"} <= late_library  # imported by the Expert's search only: it comes with it
    assert {name.removesuffix("c") for name in stdlib} | late_library | library == pyodides
    assert not {name.removesuffix("c") for name in stdlib} & late_library and not late_library & library
    memory = gzip.decompress((out / "snapshot.bin").read_bytes())
    assert len(memory) > 20_000_000
    found = re.search(r"^const PREPARED = (.*?);", module, re.MULTILINE)
    assert found is not None
    prepared = json.loads(found.group(1))
    digest = build_site.offline_files.digest
    assert prepared["stdlib"] == "python_stdlib_compiled.zip"
    assert prepared["snapshot"] == {
        "file": "../snapshot.bin",
        "inflated": "../snapshot.pages.bin",
        "digest": digest((out / "snapshot.bin").read_bytes()),
        "bytes": (out / "snapshot.bin").stat().st_size,
        "pyodide": build_site.installed_version(ROOT / "node_modules" / "pyodide"),
        "stdlib": digest((out / "pyodide" / "python_stdlib_compiled.zip").read_bytes()),
        "hearts": digest((out / "hearts.zip").read_bytes()),
        "heartsFile": "../hearts.zip",
    }
