"""The local server of the built site (scripts/serve.py)."""

from __future__ import annotations

import gzip
import os
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.helpers.scripts import load_script

serve = load_script("serve")


def test_files_are_served_whatever_the_query_with_their_types(tmp_path: Path) -> None:
    (tmp_path / "runtime.wasm").write_bytes(b"\0asm")
    server, base = serve.start_server(tmp_path)
    try:
        with urllib.request.urlopen(base + "runtime.wasm?v=0123456789abcdef", timeout=10) as response:
            assert response.read() == b"\0asm"
            assert response.headers["Content-Type"] == "application/wasm"
    finally:
        server.shutdown()
        server.server_close()


def test_a_download_the_browser_dropped_is_not_reported_as_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    server = serve.make_server(tmp_path)
    try:
        try:
            raise ConnectionResetError(104, "Connection reset by peer")
        except ConnectionResetError:
            server.handle_error(None, ("127.0.0.1", 1))
        assert capsys.readouterr().err == ""
        try:
            raise ValueError("a real fault")
        except ValueError:
            server.handle_error(None, ("127.0.0.1", 1))
        assert "ValueError: a real fault" in capsys.readouterr().err
    finally:
        server.server_close()


def test_a_host_like_server_compresses_what_common_hosts_compress(tmp_path: Path) -> None:
    (tmp_path / "runtime.wasm").write_bytes(b"\0asm" * 1000)
    (tmp_path / "snapshot.bin").write_bytes(b"\x1f\x8b" * 1000)
    (tmp_path / "hearts.zip").write_bytes(b"PK" * 1000)
    server, base = serve.start_server(tmp_path, compress=True)

    def get(name: str, **headers: str) -> tuple[int, str | None, bytes]:
        request = urllib.request.Request(base + name, headers={"Accept-Encoding": "gzip, br", **headers})
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                return response.status, response.headers["Content-Encoding"], response.read()
        except urllib.error.HTTPError as error:
            return error.code, None, b""

    try:
        status, encoding, body = get("runtime.wasm?v=1")
        assert (status, encoding, gzip.decompress(body)) == (200, "gzip", b"\0asm" * 1000)
        assert get("snapshot.bin") == (200, None, b"\x1f\x8b" * 1000)  # an unknown type: as it is
        assert get("hearts.zip") == (200, None, b"PK" * 1000)
        assert get("runtime.wasm", **{"Accept-Encoding": "identity"}) == (200, None, b"\0asm" * 1000)
        later = "Wed, 01 Jan 2098 00:00:00 GMT"
        assert get("runtime.wasm", **{"If-Modified-Since": later})[0] == 304
    finally:
        server.shutdown()
        server.server_close()


def test_accept_encoding_is_read_with_its_weights() -> None:
    assert serve.accepted_codings("gzip, deflate, br, zstd") == {"gzip": 1.0, "deflate": 1.0, "br": 1.0, "zstd": 1.0}
    assert serve.accepted_codings(" br;q=0 , gzip; q=0.5,") == {"br": 0.0, "gzip": 0.5}
    assert serve.accepts("gzip, br", "br") and not serve.accepts("gzip", "br") and not serve.accepts("", "gzip")
    assert not serve.accepts("br;q=0, gzip", "br") and serve.accepts("br;q=0, gzip", "gzip")
    assert serve.accepts("*", "br") and not serve.accepts("*, br;q=0", "br") and not serve.accepts("gzip;q=x", "gzip")


def site_with_siblings(folder: Path) -> None:
    """A page and a module, each with its siblings (contents marked, to tell which was sent), and a zip without."""
    (folder / "pyodide").mkdir()
    for name, data in (("index.html", b"<!doctype html>"), ("pyodide/runtime.mjs", b"export {};" * 10)):
        path = folder / name
        path.write_bytes(data)
        for suffix in (".br", ".gz"):
            (folder / (name + suffix)).write_bytes(b"sibling " + suffix.encode())
            stat = path.stat()
            os.utime(folder / (name + suffix), ns=(stat.st_atime_ns, stat.st_mtime_ns))
    (folder / "hearts.zip").write_bytes(b"PK" * 100)


Answer = tuple[int, dict[str, str], bytes]


def ask(base: str, name: str, method: str = "GET", **headers: str) -> Answer:
    request = urllib.request.Request(base + name, headers=headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), b""


@pytest.mark.parametrize("compress", [False, True])
def test_a_precompressed_sibling_is_sent_to_a_browser_that_takes_it(tmp_path: Path, compress: bool) -> None:
    site_with_siblings(tmp_path)
    server, base = serve.start_server(tmp_path, compress=compress)
    try:
        status, headers, body = ask(base, "pyodide/runtime.mjs?v=1", **{"Accept-Encoding": "gzip, deflate, br, zstd"})
        assert (status, body) == (200, b"sibling .br")
        assert headers["Content-Encoding"] == "br" and headers["Vary"] == "Accept-Encoding"
        assert headers["Content-Type"] == "text/javascript" and headers["Content-Length"] == str(len(body))
        assert ask(base, "pyodide/runtime.mjs", **{"Accept-Encoding": "gzip"})[2] == b"sibling .gz"
        assert ask(base, "pyodide/runtime.mjs", **{"Accept-Encoding": "br;q=0, gzip"})[2] == b"sibling .gz"
        status, headers, body = ask(base, "pyodide/runtime.mjs", **{"Accept-Encoding": "identity"})
        assert (status, body, headers["Vary"]) == (200, b"export {};" * 10, "Accept-Encoding")
        assert "Content-Encoding" not in headers
        # The folder's page, with its policy header as ever; HEAD gets the same headers and no body.
        status, headers, body = ask(base, "", **{"Accept-Encoding": "br"})
        assert (status, body, headers["Content-Type"], headers["Content-Encoding"]) == (
            200,
            b"sibling .br",
            "text/html",
            "br",
        )
        status, headers, body = ask(base, "index.html", "HEAD", **{"Accept-Encoding": "gzip"})
        assert (status, body, headers["Content-Encoding"]) == (200, b"", "gzip")
        assert headers["Content-Length"] == str(len(b"sibling .gz"))
        # A copy the browser holds is still good: 304, whichever file it was sent.
        later = "Wed, 01 Jan 2098 00:00:00 GMT"
        assert ask(base, "index.html", **{"Accept-Encoding": "br", "If-Modified-Since": later})[0] == 304
        assert ask(base, "index.html", **{"If-Modified-Since": later})[0] == 304
        # A file without siblings is sent as it is by the plain server, and asks for nothing in Vary.
        status, headers, body = ask(base, "hearts.zip", **{"Accept-Encoding": "br, gzip"})
        assert (status, body, "Content-Encoding" in headers, "Vary" in headers) == (200, b"PK" * 100, False, False)
    finally:
        server.shutdown()
        server.server_close()


def test_a_sibling_older_than_its_file_is_stale_and_not_sent(tmp_path: Path) -> None:
    site_with_siblings(tmp_path)
    page = tmp_path / "index.html"
    page.write_bytes(b"<!doctype html><title>changed</title>")
    os.utime(page, ns=(page.stat().st_atime_ns, (tmp_path / "index.html.br").stat().st_mtime_ns + 1))
    server, base = serve.start_server(tmp_path)
    try:
        status, headers, body = ask(base, "index.html", **{"Accept-Encoding": "gzip, br"})
        assert (status, body) == (200, b"<!doctype html><title>changed</title>")
        assert "Content-Encoding" not in headers
        assert ask(base, "pyodide/runtime.mjs", **{"Accept-Encoding": "gzip, br"})[2] == b"sibling .br"
    finally:
        server.shutdown()
        server.server_close()
