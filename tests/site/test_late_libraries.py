"""The libraries from PyPI the page's late code imports: pinned, copied from the installed distribution, and
shipped in the late part, never in the first."""

from __future__ import annotations

import zipfile
from pathlib import Path, PurePosixPath

import pytest

from tests.helpers.scripts import load_script

late_libraries = load_script("late_libraries")
prepared_runtime = load_script("prepared_runtime")


def test_the_rating_library_is_pinned_and_installed_as_pinned() -> None:
    pins = late_libraries.pinned_versions()
    assert pins["glicko2"] == "2.1.0"
    assert set(late_libraries.LATE_LIBRARIES) <= set(pins)


def test_only_the_librarys_package_and_its_licence_are_copied(tmp_path: Path) -> None:
    files = late_libraries.library_files("glicko2", "glicko2", late_libraries.pinned_versions())
    assert [str(target) for _, target in files] == ["glicko2/LICENSE", "glicko2/__init__.py", "glicko2/glicko2.py"]
    sources = dict((str(target), source) for source, target in files)
    assert "Permission is hereby granted" in sources["glicko2/LICENSE"].read_text()
    assert "def update_player" in sources["glicko2/glicko2.py"].read_text()
    written = late_libraries.stage_libraries(tmp_path)
    assert sorted(path.relative_to(tmp_path).as_posix() for path in written) == [str(t) for _, t in files]
    assert not (tmp_path / "tests").exists()  # the stray package glicko2's wheel installs stays behind


def test_a_library_not_pinned_or_not_as_pinned_stops_the_build(tmp_path: Path) -> None:
    with pytest.raises(late_libraries.LibraryError, match="not pinned"):
        late_libraries.library_files("glicko2", "glicko2", {})
    with pytest.raises(late_libraries.LibraryError, match="pins 9.9"):
        late_libraries.library_files("glicko2", "glicko2", {"glicko2": "9.9"})
    with pytest.raises(late_libraries.LibraryError, match="not installed"):
        late_libraries.library_files("no-such-library-here", "nothing", {"no-such-library-here": "1.0"})
    with pytest.raises(late_libraries.LibraryError, match="no package"):
        late_libraries.library_files("glicko2", "tests_of_nothing", {"glicko2": "2.1.0"})


def test_pins_are_read_exactly_from_the_dependencies(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(
        '[project]\ndependencies = ["Glicko_2 == 1.0", "loose>=2", "other==3.1 ; python_version>\'3\'", "x==4"]\n'
    )
    assert late_libraries.pinned_versions(pyproject) == {"glicko-2": "1.0", "x": "4"}


def test_files_beside_the_package_go_to_the_late_part(tmp_path: Path) -> None:
    """What the build stages beside ``hearts/`` (a library and its licence) goes into ``parts/later.zip`` whole;
    the package's modules imported to open go into ``hearts.zip`` as before."""
    stage, pyodide, compiled, out = (tmp_path / name for name in ("stage", "pyodide", "compiled", "out"))
    for name in (
        "hearts/__init__.pyc",
        "hearts/web/app.pyc",
        "hearts/puzzles/rating.pyc",
        "hearts/data.json",
        "glicko2/__init__.pyc",
        "glicko2/glicko2.pyc",
        "glicko2/glicko2.py",
        "glicko2/LICENSE",
    ):
        (stage / name).parent.mkdir(parents=True, exist_ok=True)
        (stage / name).write_bytes(name.encode())
    pyodide.mkdir()
    with zipfile.ZipFile(pyodide / "python_stdlib.zip", "w") as library:
        library.writestr("os.py", "")
        library.writestr("math_extra.py", "")
    compiled.mkdir()
    (compiled / "os.pyc").write_bytes(b"os")
    (out / "pyodide").mkdir(parents=True)
    opening = frozenset({"hearts", "hearts.web.app"})
    modules = prepared_runtime.Modules(frozenset({"os.py"}), frozenset(), opening, compiled)
    prepared_runtime.write_parts(out, pyodide, modules, stage)
    with zipfile.ZipFile(out / "hearts.zip") as archive:
        start = set(archive.namelist())
    with zipfile.ZipFile(out / prepared_runtime.LATER) as archive:
        later = set(archive.namelist())
        assert archive.read("glicko2/LICENSE") == b"glicko2/LICENSE"
    assert start == {"hearts/__init__.pyc", "hearts/web/app.pyc", "hearts/data.json"}
    assert later == {"hearts/puzzles/rating.pyc", "glicko2/__init__.pyc", "glicko2/glicko2.pyc", "glicko2/LICENSE"}


def test_the_names_shipped_are_posix_paths() -> None:
    files = late_libraries.library_files("glicko2", "glicko2", late_libraries.pinned_versions())
    assert all(isinstance(target, PurePosixPath) and not target.is_absolute() for _, target in files)
