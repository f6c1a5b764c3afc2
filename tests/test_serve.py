"""The local server of the built site (scripts/serve.py)."""

from __future__ import annotations

import urllib.request
from pathlib import Path

import pytest

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parent.parent


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
