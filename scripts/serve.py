"""Serve a built site (dist/) on 127.0.0.1 with the right types for modules and WebAssembly.

``python scripts/serve.py [--port 8000] [--dir dist]``. Also imported by the
browser tests and the boot benchmark, which start :func:`start_server` in a
thread.

Files are served compressed the way static hosts serve precompressed files
(nginx's ``gzip_static`` and ``brotli_static``, Caddy's ``precompressed``):
a request for ``a.js`` whose ``Accept-Encoding`` allows ``br`` gets the
build's ``a.js.br`` (scripts/precompress.py), else one that allows ``gzip``
gets ``a.js.gz``, with ``Content-Encoding``, ``Vary: Accept-Encoding`` and
``a.js``'s own type; any other request, or a file without siblings, gets the
file itself. A sibling older than its file (the file changed since the
build) is stale and never served.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import functools
import gzip
import http
import http.server
import io
import os
import re
import socket
import sys
import threading
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from precompress import ENCODINGS

ROOT = Path(__file__).resolve().parent.parent

TYPES = {
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".toml": "text/plain",
    ".py": "text/plain",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".css": "text/css",
    ".html": "text/html",
    ".webmanifest": "application/manifest+json",
}


_PAGE_POLICY = re.compile(r'<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"', re.IGNORECASE)


def accepted_codings(header: str) -> dict[str, float]:
    """The content codings of an ``Accept-Encoding`` header with their weights (``q``, 1 when not given)."""
    codings: dict[str, float] = {}
    for part in header.split(","):
        name, *parameters = (piece.strip() for piece in part.split(";"))
        if not name:
            continue
        weight = 1.0
        for parameter in parameters:
            key, _, value = parameter.partition("=")
            if key.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        codings[name.lower()] = weight
    return codings


def accepts(header: str, coding: str) -> bool:
    """Whether a request with this ``Accept-Encoding`` takes ``coding`` (named, or by ``*``, with a weight above 0)."""
    codings = accepted_codings(header)
    return codings.get(coding, codings.get("*", 0.0)) > 0


def fresh_siblings(path: Path) -> dict[str, Path]:
    """The precompressed siblings of ``path`` by content coding, in the order they are preferred; a sibling
    older than its file is left out."""
    try:
        changed = path.stat().st_mtime_ns
    except OSError:
        return {}
    found = {}
    for coding, suffix in ENCODINGS.items():
        sibling = path.with_name(path.name + suffix)
        try:
            if sibling.is_file() and sibling.stat().st_mtime_ns >= changed:
                found[coding] = sibling
        except OSError:
            continue
    return found


def not_modified_since(header: str | None, mtime: float) -> bool:
    """Whether an ``If-Modified-Since`` header says the client's copy of a file changed at ``mtime`` is current."""
    if not header:
        return False
    with contextlib.suppress(TypeError, ValueError, IndexError, OverflowError):
        return email.utils.parsedate_to_datetime(header).timestamp() >= int(mtime)
    return False


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with explicit types, their precompressed siblings (see the module), no directory listings,
    and quiet logs.

    A page's own Content-Security-Policy (its ``<meta http-equiv>``) is also sent
    as a header, with ``frame-ancestors 'none'``, which only a header can carry.
    """

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}  # noqa: RUF012 (as the base)
    varies = False
    """The file being answered has siblings: the answer depends on ``Accept-Encoding``."""

    def end_headers(self) -> None:
        policy = self.page_policy()
        if policy:
            self.send_header("Content-Security-Policy", f"{policy}; frame-ancestors 'none'")
        self.send_header("X-Content-Type-Options", "nosniff")
        if self.varies:
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def requested_file(self) -> Path | None:
        """The file the request names (a folder's ``index.html`` when the address ends in /), if it is one."""
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?", 1)[0].split("#", 1)[0].endswith("/"):
            path = path / "index.html"
        return path if path.is_file() else None

    def send_head(self) -> Any:
        self.varies = False
        path = self.requested_file()
        siblings = fresh_siblings(path) if path is not None else {}
        if path is None or not siblings:
            return self.send_plain_head(path)
        self.varies = True
        header = self.headers.get("Accept-Encoding", "")
        for coding, sibling in siblings.items():
            if accepts(header, coding):
                return self.send_encoded(path, coding, sibling)
        return super().send_head()

    def send_plain_head(self, path: Path | None) -> Any:
        """The answer for a file without siblings (or no file): as it is."""
        return super().send_head()

    def send_encoded(self, path: Path, coding: str, sibling: Path) -> Any:
        """Answer with ``sibling``, ``path`` compressed in ``coding``: its headers, and the open sibling."""
        try:
            body = sibling.open("rb")
        except OSError:
            return super().send_head()
        stat = os.fstat(body.fileno())
        if not_modified_since(self.headers.get("If-Modified-Since"), stat.st_mtime):
            body.close()
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return body

    def page_policy(self) -> str | None:
        """The policy in the meta tag of the page being served, if any."""
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if path.suffix != ".html" or not path.is_file():
            return None
        found = _PAGE_POLICY.search(path.read_text(encoding="utf-8", errors="replace"))
        return found.group(1) if found else None

    def list_directory(self, path: str | bytes) -> None:  # type: ignore[override]
        self.send_error(404, "Not found")
        return None

    def log_message(self, format: str, *args: object) -> None:
        if self.server_quiet:
            return
        super().log_message(format, *args)

    server_quiet = False


class QuietHandler(SiteHandler):
    server_quiet = True


COMPRESSED_TYPES = ("text/", "application/javascript", "application/json", "application/wasm", "image/svg+xml")
"""What common static hosts compress on the fly (their lists vary; these they agree on). Not zips, images or
unknown types (``application/octet-stream``): the site's snapshot ships compressed for that reason."""


@functools.lru_cache(maxsize=64)
def _gzipped(path: str, mtime_ns: int, size: int) -> bytes:
    return gzip.compress(Path(path).read_bytes(), compresslevel=6, mtime=0)


class HostLikeHandler(QuietHandler):
    """As a common static host serves files: precompressed siblings where the build wrote them, and a file
    without any of the compressible types gzip-compressed on the way (level 6, as hosts do) for a browser that
    takes it, the rest as they are. For benchmarks: what a visitor downloads, from any folder (another build, a
    page on Pyodide as npm ships it)."""

    def send_plain_head(self, path: Path | None) -> Any:
        if path is None:
            return super().send_plain_head(path)
        kind = self.guess_type(str(path))
        if not (accepts(self.headers.get("Accept-Encoding", ""), "gzip") and kind.startswith(COMPRESSED_TYPES)):
            return super().send_plain_head(path)
        stat = path.stat()
        self.varies = True
        if not_modified_since(self.headers.get("If-Modified-Since"), stat.st_mtime):
            self.send_response(http.HTTPStatus.NOT_MODIFIED)
            self.end_headers()
            return None
        body = _gzipped(str(path), stat.st_mtime_ns, stat.st_size)
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return io.BytesIO(body)


class SiteServer(http.server.ThreadingHTTPServer):
    """A browser that drops a download halfway (a tab closed, a service worker stopped) is no error of the server."""

    def handle_error(self, request: socket.socket | tuple[bytes, socket.socket], client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(
    directory: Path, port: int = 0, *, quiet: bool = True, compress: bool = False
) -> http.server.ThreadingHTTPServer:
    """A server for ``directory`` on 127.0.0.1 (``port`` 0 picks a free one); ``compress``: files without
    precompressed siblings too, as a common static host would (:class:`HostLikeHandler`)."""
    kind = HostLikeHandler if compress else QuietHandler if quiet else SiteHandler
    handler = functools.partial(kind, directory=str(directory))
    server = SiteServer(("127.0.0.1", port), handler)
    server.daemon_threads = True
    return server


def start_server(
    directory: Path, port: int = 0, *, compress: bool = False
) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve ``directory`` from a daemon thread; returns the server and its base URL (ending in /)."""
    server = make_server(directory, port, compress=compress)
    threading.Thread(target=server.serve_forever, name="site-server", daemon=True).start()
    host, bound = server.server_address[:2]
    return server, f"http://{host!s}:{bound}/"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the built site on 127.0.0.1.")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    parser.add_argument("--dir", type=Path, default=ROOT / "dist", help="folder to serve (default dist/)")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").is_file():
        print(f"serve: {args.dir} has no index.html; run ./scripts/build first", file=sys.stderr)
        return 1
    try:
        server = make_server(args.dir, args.port, quiet=False)
    except OSError as error:
        print(f"serve: cannot listen on 127.0.0.1:{args.port}: {error.strerror}", file=sys.stderr)
        return 1
    print(f"Hearts is being served at http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C stops it)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print()
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
