"""The build's last step: a brotli (``.br``) and a gzip (``.gz``) copy beside each file of the site that compresses.

Static hosts that serve precompressed files (nginx's ``gzip_static`` and
``brotli_static``, Caddy's ``precompressed``, scripts/serve.py) send such a
sibling, with ``Content-Encoding``, to a browser that accepts it, and the file
itself to any other. Compressed once here at the best settings, a file costs
the host nothing to serve and the visitor the fewest bytes: brotli at quality
11 with Node.js's zlib (scripts/brotli.mjs), gzip at level 9.

Which files: text and code (JavaScript, WebAssembly, JSON, HTML, CSS, SVG, the
manifest, TOML, Python, message catalogs) and the zips that hold stored
(uncompressed) entries, such as hearts.zip with its bytecode; not images, not
zips whose entries are all deflated, not the snapshot (already gzip). A
sibling is kept only where it is smaller than the file. Both encoders give the
same bytes for the same file, and each sibling gets its file's modification
time, so every build writes the same siblings and a host can tell a stale one
(a file changed after the build) by its age.

A sibling is the same file for the browser: the service worker does not list it
(scripts/offline_files.py).
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import shutil
import subprocess
import sys
import zipfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENCODINGS = {"br": ".br", "gzip": ".gz"}
"""Each content coding and the suffix of its sibling, in the order a server prefers them."""
COMPRESSIBLE = frozenset(
    {".js", ".mjs", ".wasm", ".json", ".html", ".css", ".svg", ".webmanifest", ".toml", ".py", ".mo", ".txt", ".xml"}
)
"""Suffixes of the files that compress; zips are looked into (:func:`compressible`)."""
GZIP_LEVEL = 9


class PrecompressError(Exception):
    """A file could not be compressed."""


@dataclass(frozen=True)
class Compressed:
    """One file of the site and the siblings kept beside it (bytes; ``None`` where none was kept)."""

    name: str
    size: int
    br: int | None
    gzip: int | None


def sibling_of(path: Path) -> Path | None:
    """The file ``path`` is a precompressed sibling of (``a.js`` for ``a.js.br``), or ``None``."""
    if path.suffix not in ENCODINGS.values():
        return None
    original = path.with_suffix("")
    return original if original.is_file() else None


def stored_entries(path: Path) -> bool:
    """Whether the zip ``path`` holds a non-empty entry stored as it is (those compress; deflated ones do not)."""
    try:
        with zipfile.ZipFile(path) as archive:
            return any(info.compress_type == zipfile.ZIP_STORED and info.file_size for info in archive.infolist())
    except zipfile.BadZipFile:
        return False


def compressible(path: Path) -> bool:
    """Whether ``path`` is worth compressing: text and code by suffix, a zip when it has stored entries."""
    if path.suffix == ".zip":
        return stored_entries(path)
    return path.suffix in COMPRESSIBLE


def candidates(out: Path) -> list[Path]:
    """The files of ``out`` to compress, sorted; never a sibling."""
    return sorted(path for path in out.rglob("*") if path.is_file() and sibling_of(path) is None and compressible(path))


def gzip_bytes(data: bytes) -> bytes:
    """``data`` gzip-compressed at level 9, with no name and no time in its header: the same bytes every time."""
    return gzip.compress(data, compresslevel=GZIP_LEVEL, mtime=0)


CACHE = ROOT / "build" / "brotli"
"""Brotli copies made by earlier builds, by the SHA-256 of what they compress: the same file gives the same
bytes, and compressing the runtime's WebAssembly at quality 11 takes half a minute."""


def write_brotli(paths: list[Path], cache: Path | None = CACHE) -> None:
    """``PATH.br`` beside each of ``paths``: from ``cache`` where an earlier build made it, else with Node.js
    (scripts/brotli.mjs), then kept in ``cache``."""
    keys = {path: hashlib.sha256(path.read_bytes()).hexdigest() for path in paths}
    missing = []
    for path, key in keys.items():
        kept = cache / f"{key}.br" if cache is not None else None
        if kept is not None and kept.is_file():
            shutil.copyfile(kept, path.with_name(path.name + ENCODINGS["br"]))
        else:
            missing.append(path)
    compress_brotli(missing)
    if cache is None:
        return
    cache.mkdir(parents=True, exist_ok=True)
    for path in missing:
        partial = cache / f"{keys[path]}.{os.getpid()}.part"
        shutil.copyfile(path.with_name(path.name + ENCODINGS["br"]), partial)
        partial.replace(cache / f"{keys[path]}.br")


def compress_brotli(paths: list[Path]) -> None:
    """``PATH.br`` beside each of ``paths``, with Node.js (scripts/brotli.mjs)."""
    if not paths:
        return
    node = shutil.which("node")
    if node is None:
        raise PrecompressError("node is missing: install Node.js (./scripts/setup needs it for npm too)")
    done = subprocess.run(
        [node, str(ROOT / "scripts" / "brotli.mjs"), *map(str, paths)], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise PrecompressError(f"brotli.mjs failed:\n{done.stdout}{done.stderr}")


def keep_if_smaller(path: Path, sibling: Path) -> int | None:
    """Keep ``sibling`` (with ``path``'s modification time) if it is smaller than ``path``; its size, or ``None``."""
    size = sibling.stat().st_size
    if size >= path.stat().st_size:
        sibling.unlink()
        return None
    stat = path.stat()
    os.utime(sibling, ns=(stat.st_atime_ns, stat.st_mtime_ns))
    return size


def precompress(out: Path, cache: Path | None = CACHE) -> list[Compressed]:
    """Write the siblings of every compressible file of the site ``out`` (old siblings removed first); brotli
    copies made before are taken from ``cache`` (``None``: none kept)."""
    for path in list(out.rglob("*")):
        if path.is_file() and sibling_of(path) is not None:
            path.unlink()
    paths = candidates(out)
    write_brotli(paths, cache)
    done = []
    for path in paths:
        br = keep_if_smaller(path, path.with_name(path.name + ENCODINGS["br"]))
        packed = path.with_name(path.name + ENCODINGS["gzip"])
        packed.write_bytes(gzip_bytes(path.read_bytes()))
        gz = keep_if_smaller(path, packed)
        done.append(Compressed(path.relative_to(out).as_posix(), path.stat().st_size, br, gz))
    return done


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write the .br and .gz siblings of a built site's files.")
    parser.add_argument("--dir", type=Path, default=ROOT / "dist", help="the built site (default dist/)")
    args = parser.parse_args(argv)
    try:
        done = precompress(args.dir)
    except PrecompressError as error:
        print(f"precompress: {error}", file=sys.stderr)
        return 1
    for item in done:
        print(f"{item.name}: {item.size:,} B, br {item.br or '-'}, gzip {item.gzip or '-'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
