"""./scripts/build's catalogs: every language compiled into the site's locale/, kept for offline play, and the
package's catalogs kept out of hearts.zip (the page fetches only the language in use)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hearts.words.languages import LANGUAGES, PSEUDO, catalog_folder
from tests.helpers.scripts import load_script

build_site = load_script("build_site")
offline_files = load_script("offline_files")


def test_the_zip_leaves_out_the_catalogs(tmp_path: Path) -> None:
    package = tmp_path / "hearts"
    names = (
        "__init__.py",
        "words/catalog.py",
        "locale/hearts.pot",
        "locale/fr/LC_MESSAGES/hearts.po",
        "locale/fr/LC_MESSAGES/hearts.mo",
        "learn/locale.py",
    )
    for name in names:
        (package / name).parent.mkdir(parents=True, exist_ok=True)
        (package / name).write_text("x = 1\n")
    files = [path.relative_to(tmp_path).as_posix() for path in build_site.package_files(package)]
    assert files == ["hearts/__init__.py", "hearts/learn/locale.py", "hearts/words/catalog.py"]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The catalogs' step of the build on its own, in a site with only a page."""
    out = tmp_path_factory.mktemp("site")
    (out / "index.html").write_text("<!doctype html>\n")
    build_site.write_catalogs(out)
    return out


def test_every_language_and_the_pseudo_language_is_compiled_into_the_site(site: Path) -> None:
    folders = {catalog_folder(tag) for tag in LANGUAGES if tag != "en"} | {catalog_folder(PSEUDO)}
    assert {path.name for path in (site / "locale").iterdir()} == {f"{name}.mo" for name in folders} | {"loading.json"}
    for name in folders:
        assert (site / "locale" / f"{name}.mo").read_bytes()[:4] == b"\xde\x12\x04\x95"  # a gettext catalog


def test_the_loading_screens_words_are_there_for_every_language(site: Path) -> None:
    loading = json.loads((site / "locale" / "loading.json").read_text(encoding="utf-8"))
    assert set(loading) == {tag for tag in LANGUAGES if tag != "en"} | {PSEUDO}
    assert all(isinstance(words, dict) for words in loading.values())


def test_the_service_worker_keeps_every_language(site: Path) -> None:
    listed = {path for path, __ in offline_files.precache(site)}
    assert {path.relative_to(site).as_posix() for path in (site / "locale").iterdir()} <= listed
