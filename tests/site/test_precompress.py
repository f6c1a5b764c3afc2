"""The build's precompressed siblings (scripts/precompress.py) and what the service worker makes of them."""

from __future__ import annotations

import gzip
import hashlib
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from tests.helpers.scripts import load_script

precompress = load_script("precompress")
offline_files = load_script("offline_files")

TEXT = b"".join(b"function card%d() { return %d; }\n" % (n, n * n) for n in range(400))


def write_zip(path: Path, compression: int) -> None:
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(zipfile.ZipInfo("hearts/round.pyc"), TEXT, compress_type=compression)
        archive.writestr(zipfile.ZipInfo("hearts/"), b"", compress_type=zipfile.ZIP_STORED)


def site(folder: Path) -> Path:
    """A small built site: text and code, a tiny file, a picture, zips stored and deflated, a gzip snapshot."""
    (folder / "assets").mkdir(parents=True)
    (folder / "locale").mkdir()
    (folder / "index.html").write_bytes(b"<!doctype html>" + TEXT)
    (folder / "assets" / "site.css").write_bytes(TEXT.replace(b"function", b".card"))
    (folder / "assets" / "tiny.js").write_bytes(b"x")  # compressed, it only grows
    (folder / "assets" / "icon.png").write_bytes(b"\x89PNG" + TEXT)
    (folder / "locale" / "de.mo").write_bytes(TEXT)
    (folder / "locale" / "loading.json").write_bytes(json.dumps({"de": TEXT.decode()}).encode())
    (folder / "runtime.wasm").write_bytes(b"\0asm" + TEXT)
    (folder / "sw.js").write_bytes(TEXT)
    write_zip(folder / "hearts.zip", zipfile.ZIP_STORED)
    write_zip(folder / "stdlib.zip", zipfile.ZIP_DEFLATED)
    (folder / "snapshot.bin").write_bytes(gzip.compress(TEXT))
    return folder


def test_text_code_and_zips_with_stored_entries_are_compressed_pictures_and_deflated_zips_not(tmp_path: Path) -> None:
    folder = site(tmp_path)
    (folder / "sw.js.gz").write_bytes(b"an old sibling")
    names = [path.relative_to(folder).as_posix() for path in precompress.candidates(folder)]
    assert names == [
        "assets/site.css",
        "assets/tiny.js",
        "hearts.zip",
        "index.html",
        "locale/de.mo",
        "locale/loading.json",
        "runtime.wasm",
        "sw.js",
    ]
    assert precompress.sibling_of(folder / "sw.js.gz") == folder / "sw.js"
    assert precompress.sibling_of(folder / "sw.js") is None and precompress.sibling_of(folder / "other.js.br") is None


def node_brotli_decompress(path: Path) -> bytes:
    script = "process.stdout.write(require('zlib').brotliDecompressSync(require('fs').readFileSync(process.argv[1])))"
    node = shutil.which("node")
    assert node is not None
    return subprocess.run([node, "-e", script, str(path)], capture_output=True, check=True).stdout


def digests(folder: Path) -> dict[str, str]:
    return {
        path.relative_to(folder).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in folder.rglob("*")
        if path.suffix in (".br", ".gz")
    }


@pytest.mark.node
@pytest.mark.skipif(shutil.which("node") is None, reason="Node.js is missing")
def test_each_sibling_is_its_file_compressed_smaller_with_its_time_the_same_every_build(tmp_path: Path) -> None:
    folder = site(tmp_path / "site")
    (folder / "sw.js.gz").write_bytes(b"an old sibling")
    cache = tmp_path / "cache"
    done = {item.name: item for item in precompress.precompress(folder, cache)}
    assert set(done) == {path.relative_to(folder).as_posix() for path in precompress.candidates(folder)}
    assert done["assets/tiny.js"] == precompress.Compressed("assets/tiny.js", 1, None, None)
    assert not (folder / "assets" / "tiny.js.br").exists() and not (folder / "assets" / "tiny.js.gz").exists()
    for name, item in done.items():
        if name == "assets/tiny.js":
            continue
        path = folder / name
        br, gz = path.with_name(path.name + ".br"), path.with_name(path.name + ".gz")
        assert item.br == br.stat().st_size < item.gzip == gz.stat().st_size < item.size == path.stat().st_size
        assert gzip.decompress(gz.read_bytes()) == path.read_bytes()
        assert node_brotli_decompress(br) == path.read_bytes()
        assert br.stat().st_mtime_ns == gz.stat().st_mtime_ns == path.stat().st_mtime_ns
    assert not {p.name for p in folder.rglob("*")} & {"icon.png.br", "stdlib.zip.gz", "snapshot.bin.br"}
    first = digests(folder)
    precompress.precompress(folder, None)
    assert digests(folder) == first
    # The brotli copies made before are kept by the digest of what they compress, and taken from there.
    key = hashlib.sha256((folder / "index.html").read_bytes()).hexdigest()
    kept = {path.name for path in cache.iterdir()}
    assert kept == {f"{hashlib.sha256((folder / name).read_bytes()).hexdigest()}.br" for name in done}
    (cache / f"{key}.br").write_bytes(b"as kept")
    precompress.precompress(folder, cache)
    assert (folder / "index.html.br").read_bytes() == b"as kept"


def test_the_service_worker_lists_no_sibling(tmp_path: Path) -> None:
    folder = site(tmp_path)
    for name in ("index.html", "hearts.zip", "sw.js"):
        for suffix in (".br", ".gz"):
            (folder / (name + suffix)).write_bytes(b"compressed")
    (folder / "data.gz").write_bytes(b"a file of its own, no sibling")
    listed = [name for name, _ in offline_files.precache(folder)]
    assert listed[0] == "./" and {"index.html", "hearts.zip", "data.gz"} <= set(listed)
    assert not [name for name in listed if name.endswith((".br", ".html.gz", ".zip.gz"))]
