"""The libraries from PyPI the page's late code imports, copied into the build (used by scripts/build_site.py).

Each is pinned in pyproject.toml's dependencies (``name==version``) and installed by ./scripts/setup with pip; the
build copies its import package's sources from the installed distribution, with its licence, beside the package it
compiles. The late part takes them (scripts/prepared_runtime.py: every file outside ``hearts/`` goes there), so the
page loads them once the hand is tappable, from the site itself, never on the first screen and never from another
host. The distribution's other top-level folders (``glicko2`` also installs a ``tests`` package) are left out.
"""

from __future__ import annotations

import re
import shutil
import tomllib
from importlib import metadata
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent

LATE_LIBRARIES = {"glicko2": "glicko2"}
"""Each distribution on PyPI the page imports from its late part, and the import package it ships
(``hearts/puzzles/rating.py`` rates the player with ``glicko2``)."""
LICENCE_FILE = "LICENSE"
"""The name each library's licence is shipped under, inside its package's folder."""
_PIN = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*==\s*([^\s;,]+)\s*$")
_LICENCE_NAME = re.compile(r"^(LICEN[CS]E|COPYING)(\.\w+)?$", re.IGNORECASE)


class LibraryError(Exception):
    """A library the page needs is not pinned, not installed, or not the version pinned."""


def pinned_versions(pyproject: Path = ROOT / "pyproject.toml") -> dict[str, str]:
    """The dependencies pyproject.toml pins exactly (``name==version``), by normalised name.

    A dependency that is not pinned exactly is left out: the page ships only what the build can name."""
    dependencies = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {}).get("dependencies", [])
    pins = {}
    for dependency in dependencies:
        found = _PIN.match(dependency)
        if found:
            pins[normalised(found.group(1))] = found.group(2)
    return pins


def normalised(name: str) -> str:
    """A distribution's name as PyPI compares them (``Foo_Bar`` and ``foo-bar`` are one)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def library_files(distribution: str, package: str, pins: dict[str, str]) -> list[tuple[Path, PurePosixPath]]:
    """The files of ``distribution``'s import package ``package`` as installed, each with its name in the build
    (``glicko2/glicko2.py``), and its licence as ``package/LICENSE``; only the package's Python sources (no
    compiled files, no other top-level folders)."""
    pinned = pins.get(normalised(distribution))
    if pinned is None:
        raise LibraryError(f"{distribution} is not pinned in pyproject.toml's dependencies (as {distribution}==X.Y)")
    try:
        found = metadata.distribution(distribution)
    except metadata.PackageNotFoundError as error:
        raise LibraryError(f"{distribution} is not installed: run ./scripts/setup") from error
    if found.version != pinned:
        raise LibraryError(f"{distribution} {found.version} is installed but pyproject.toml pins {pinned}")
    files: list[tuple[Path, PurePosixPath]] = []
    licences: list[Path] = []
    for name in found.files or []:
        path = Path(str(found.locate_file(name)))
        if name.parts[0] == package and name.suffix == ".py":
            files.append((path, PurePosixPath(*name.parts)))
        elif name.parts[0].endswith(".dist-info") and _LICENCE_NAME.match(name.name):
            licences.append(path)
    if not any(str(target) == f"{package}/__init__.py" for _, target in files):
        raise LibraryError(f"{distribution} has no package {package} (its files: {found.files})")
    if not licences:
        raise LibraryError(f"{distribution} has no licence file to ship with it")
    files.append((licences[0], PurePosixPath(package, LICENCE_FILE)))
    return sorted(files, key=lambda pair: str(pair[1]))


def stage_libraries(stage: Path, libraries: dict[str, str] = LATE_LIBRARIES) -> list[Path]:
    """Copy each library of ``libraries`` into ``stage`` beside the package; the files written."""
    pins = pinned_versions()
    written = []
    for distribution, package in sorted(libraries.items()):
        for source, target in library_files(distribution, package, pins):
            copy = stage / target
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, copy)
            written.append(copy)
    return written
