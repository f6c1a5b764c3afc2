"""The local server of the built site (scripts/serve.py)."""

from __future__ import annotations

import gzip
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
