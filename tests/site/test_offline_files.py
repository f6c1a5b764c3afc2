"""The icon, the web app manifest and the service worker's file list, as the build writes them."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path

import pytest

from tests.helpers import ROOT
from tests.helpers.png import read_png
from tests.helpers.scripts import load_script

icons = load_script("icons")
offline_files = load_script("offline_files")


GREEN, PAPER, RED = (0x1D, 0x6B, 0x43, 255), (0xFF, 0xFD, 0xF7, 255), (0xC8, 0x20, 0x2F, 255)
"""The drawing's tile, card and heart (assets/icon.svg)."""


def pixel(pixels: bytes, size: int, x: float, y: float) -> tuple[int, ...]:
    """The pixel at (x, y) in the drawing's 64-unit space."""
    column, row = int(x / 64 * size), int(y / 64 * size)
    start = (row * size + column) * 4
    return tuple(pixels[start : start + 4])


def test_the_maskable_drawing_is_the_svg_on_its_tile_colour_shrunk_about_the_middle() -> None:
    svg = (ROOT / "assets" / "icon.svg").read_text()
    assert icons.tile_colour(svg) == "#1d6b43"
    masked = icons.maskable(svg)
    assert masked.startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64"')
    assert '<svg x="6.4" y="6.4" width="51.2" height="51.2" xmlns=' in masked and svg.strip()[4:] in masked
    with pytest.raises(icons.IconError, match="no fill"):
        icons.tile_colour('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>')


@pytest.mark.node
def test_icon_files_are_the_drawing_at_each_size(tmp_path: Path) -> None:
    written = icons.write_icons(tmp_path)
    assert [path.name for path in written] == [icon.name for icon in icons.ICONS]
    for icon, path in zip(icons.ICONS, written, strict=True):
        width, height, pixels = read_png(path.read_bytes())
        size = icon.size
        assert width == height == size
        assert pixel(pixels, size, 0.1, 0.1) == (GREEN if icon.maskable else (0, 0, 0, 0))
        assert pixel(pixels, size, 32, 32) == RED
        assert pixel(pixels, size, 32, 48) == PAPER  # the card below the heart
        assert pixel(pixels, size, 32, 62) == GREEN  # the tile below the card
        if icon.maskable:  # everything but the tile inside the safe circle (40 % of the size about the middle)
            outside = [
                pixel(pixels, size, x + 0.5, y + 0.5)
                for y in range(64)
                for x in range(64)
                if (x + 0.5 - 32) ** 2 + (y + 0.5 - 32) ** 2 > (0.4 * 64) ** 2
            ]
            # the tile's colour, give or take the rounding where the shrunk tile's edge lies on it
            assert all(max(abs(a - b) for a, b in zip(found, GREEN, strict=True)) <= 2 for found in outside), icon


def test_the_manifest_names_every_manifest_icon_and_the_page_colour() -> None:
    html = (ROOT / "index.html").read_text()
    theme = offline_files.theme_colour(html)
    assert theme == re.search(r'name="theme-color" content="([^"]+)"', html).group(1)  # type: ignore[union-attr]
    data = offline_files.manifest(theme)
    assert data["theme_color"] == theme and data["start_url"] == "./" and data["scope"] == "./"
    assert "id" not in data and data["display"] == "standalone"
    listed = {(icon["src"], icon["sizes"], icon["purpose"]) for icon in data["icons"]}
    assert listed == {
        ("assets/icons/icon-192.png", "192x192", "any"),
        ("assets/icons/icon-512.png", "512x512", "any"),
        ("assets/icons/icon-maskable-192.png", "192x192", "maskable"),
        ("assets/icons/icon-maskable-512.png", "512x512", "maskable"),
        ("assets/icon.svg", "any", "any"),
    }
    with pytest.raises(offline_files.OfflineFilesError):
        offline_files.theme_colour("<head></head>")


def site(folder: Path) -> Path:
    for name, text in {"index.html": "<p>page</p>", "a/b.js": "b", "c.css": "c", "sw.js": "old"}.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    return folder


def test_the_file_list_has_the_folder_page_first_and_leaves_out_the_worker(tmp_path: Path) -> None:
    files = offline_files.precache(site(tmp_path))
    page = offline_files.digest(b"<p>page</p>")
    assert page == "sha256-" + base64.b64encode(hashlib.sha256(b"<p>page</p>").digest()).decode()
    assert files == [
        ("./", page),
        ("a/b.js", offline_files.digest(b"b")),
        ("c.css", offline_files.digest(b"c")),
        ("index.html", page),
    ]
    assert offline_files.digest(b"") == "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="
    with pytest.raises(offline_files.OfflineFilesError):
        offline_files.precache(tmp_path / "a")


def test_the_version_follows_the_contents_only(tmp_path: Path) -> None:
    folder = site(tmp_path)
    first = offline_files.version(offline_files.precache(folder))
    assert re.fullmatch(r"[0-9a-f]{16}", first)
    (folder / "sw.js").write_text("anything")
    (folder / "c.css").touch()
    assert offline_files.version(offline_files.precache(folder)) == first
    (folder / "c.css").write_text("c2")
    assert offline_files.version(offline_files.precache(folder)) != first


def test_the_worker_gets_the_list(tmp_path: Path) -> None:
    folder = site(tmp_path)
    target = offline_files.write_service_worker(folder)
    text = target.read_text()
    assert text.startswith("// The service worker of the Hearts site")
    line = next(line for line in text.splitlines() if line.startswith("const PRECACHE = "))
    data = json.loads(line.removeprefix("const PRECACHE = ").removesuffix(";"))
    assert data == {
        "version": offline_files.written_version(folder),
        "files": [list(f) for f in offline_files.precache(folder)],
        "fromHttpCache": {},
        "inflated": {},
    }
    assert offline_files.write_service_worker(folder).read_text() == text  # written again: the same file
    (folder / "snapshot.bin").write_bytes(b"\x1f\x8b")  # a site with the snapshot: the worker keeps it inflated
    line = next(
        line
        for line in offline_files.write_service_worker(folder).read_text().splitlines()
        if line.startswith("const P")
    )
    assert '"inflated":{"snapshot.bin":"snapshot.pages.bin"}' in line
    source = tmp_path / "plain.js"
    source.write_text("self.addEventListener('fetch', () => {});\n")
    with pytest.raises(offline_files.OfflineFilesError):
        offline_files.write_service_worker(folder, source)


def runtime_site(tmp_path: Path, wasm: bytes = b"") -> Path:
    """A site with the runtime's WebAssembly and an interpreter module that asks for it."""
    folder = site(tmp_path)
    (folder / "pyodide").mkdir()
    (folder / "pyodide" / "pyodide.asm.wasm").write_bytes(wasm)
    (folder / "assets").mkdir()
    (folder / "assets" / "runtime.mjs").write_text(
        'const FOLDER = "x";\nconst COMPILED = { file: "pyodide.asm.wasm", address: "unbuilt" }; // by the build\n'
    )
    return folder


def test_the_content_address_changes_with_the_contents_only(tmp_path: Path) -> None:
    folder = runtime_site(tmp_path)
    empty = "pyodide/pyodide.asm.wasm?v=e3b0c44298fc1c14"  # the start of the SHA-256 of no bytes
    assert offline_files.content_address(folder, "pyodide/pyodide.asm.wasm") == empty
    (folder / "pyodide" / "pyodide.asm.wasm").touch()
    assert offline_files.content_address(folder, "pyodide/pyodide.asm.wasm") == empty
    (folder / "pyodide" / "pyodide.asm.wasm").write_bytes(b"\0asm")
    assert offline_files.content_address(folder, "pyodide/pyodide.asm.wasm") != empty


def test_the_runtime_module_and_the_worker_get_the_same_content_address(tmp_path: Path) -> None:
    folder = runtime_site(tmp_path, b"\0asm\1\0\0\0")
    module = offline_files.write_runtime_address(folder, "./assets/runtime.mjs")
    expected = "pyodide.asm.wasm?v=" + hashlib.sha256(b"\0asm\1\0\0\0").hexdigest()[:16]
    assert module.read_text().splitlines() == [
        'const FOLDER = "x";',
        f'const COMPILED = {{"file":"pyodide.asm.wasm","address":"{expected}"}}; // by the build',
    ]
    line = next(
        line
        for line in offline_files.write_service_worker(folder).read_text().splitlines()
        if line.startswith("const PRECACHE = ")
    )
    data = json.loads(line.removeprefix("const PRECACHE = ").removesuffix(";"))
    assert data["fromHttpCache"] == {"pyodide/pyodide.asm.wasm": f"pyodide/{expected}"}
    assert ["assets/runtime.mjs", offline_files.digest(module.read_bytes())] in data["files"]


def test_the_runtime_address_needs_its_line_and_the_runtime(tmp_path: Path) -> None:
    folder = runtime_site(tmp_path)
    (folder / "assets" / "runtime.mjs").write_text("export const version = 1;\n")
    with pytest.raises(offline_files.OfflineFilesError, match="no line starting 'const COMPILED = '"):
        offline_files.write_runtime_address(folder, "./assets/runtime.mjs")
    (folder / "pyodide" / "pyodide.asm.wasm").unlink()
    with pytest.raises(offline_files.OfflineFilesError, match="has no pyodide/pyodide.asm.wasm"):
        offline_files.write_runtime_address(folder, "./assets/runtime.mjs")
