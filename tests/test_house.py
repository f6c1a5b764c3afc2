"""The house rules of the code, checked on its source: no import cycles, the floors of the package and of the
page, no private names across modules, the browser's modules imported only by the page, and no test module
importing from another.

Every module's imports are read with :mod:`ast`: at the top, inside functions, and under
``if TYPE_CHECKING:`` alike, since each is a dependency of one module on another.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

from tests.helpers import ROOT

PACKAGE = "hearts"
CHECKED = ("hearts", "tests", "scripts", "bench", "research")
"""The folders whose modules may not use each other's private names."""
BROWSER_MODULES = ("js", "pyodide", "pyscript")
"""Modules that exist only in the browser: only the page (``hearts/web/``) imports them."""
PAGE = ROOT / "hearts" / "web"


@dataclass
class Module:
    """One source file: its dotted name, its syntax tree, and what it imports."""

    name: str
    path: Path
    tree: ast.Module
    is_package: bool
    imports: list[tuple[str, str | None, int]] = field(default_factory=list)
    """(module, name imported from it or ``None``, line) for every import statement."""


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def resolve(module: Module, node: ast.ImportFrom) -> str:
    """The absolute name of the module a ``from … import`` reads from."""
    if not node.level:
        return node.module or ""
    base = module.name.split(".")
    if not module.is_package:
        base = base[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join([*base, node.module] if node.module else base)


def read(folder: str) -> dict[str, Module]:
    modules = {}
    for path in sorted((ROOT / folder).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        module = Module(module_name(path), path, tree, path.name == "__init__.py")
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                module.imports.extend((alias.name, None, node.lineno) for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                source = resolve(module, node)
                module.imports.extend((source, alias.name, node.lineno) for alias in node.names)
        modules[module.name] = module
    return modules


@cache
def all_modules() -> dict[str, Module]:
    """Every module of the checked folders, by name (read once, when a test first asks)."""
    return {name: module for folder in CHECKED for name, module in read(folder).items()}


@cache
def engine_modules() -> dict[str, Module]:
    """The package's modules, by name."""
    return {name: module for name, module in all_modules().items() if name == PACKAGE or name.startswith(PACKAGE + ".")}


def dependencies(module: Module) -> set[str]:
    """The package's modules that ``module`` imports (a submodule when one is named, else its package)."""
    found = set()
    for source, name, _ in module.imports:
        if name is not None and f"{source}.{name}" in engine_modules():
            found.add(f"{source}.{name}")
        elif source in engine_modules():
            found.add(source)
    found.discard(module.name)
    return found


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle through each group of modules that import each other, in import order (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in sorted(graph[node]):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = set()
            while True:
                member = stack.pop()
                group.add(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return [_cycle_in(graph, group) for group in groups]


def _cycle_in(graph: dict[str, set[str]], group: set[str]) -> list[str]:
    """A path around ``group`` from its first module back to it."""
    start = min(group)
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for other in sorted(graph[node] & group):
            if other == start:
                return paths[node] + [start]
            if other not in paths:
                paths[other] = paths[node] + [other]
                queue.append(other)
    raise AssertionError(group)  # pragma: no cover  (a strongly connected group always has a cycle)


def import_graph() -> dict[str, set[str]]:
    return {name: dependencies(module) for name, module in engine_modules().items()}


def test_the_package_has_no_import_cycle() -> None:
    found = [" → ".join(cycle) for cycle in cycles(import_graph())]
    assert found == [], "import cycles: " + "; ".join(found)


def test_the_cycle_finder_names_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set(), "e": {"e"}}
    assert cycles(graph) == [["a", "b", "c", "a"]]


def test_the_import_reader_sees_every_kind_of_import() -> None:
    analysis = engine_modules()["hearts.analysis.review"]
    assert {"hearts.record", "hearts.analysis.decisions", "hearts.round"} <= dependencies(analysis)
    verdict = engine_modules()["hearts.web.review.verdict"]  # imports inside a function and under TYPE_CHECKING
    assert {"hearts.words.review", "hearts.analysis"} <= dependencies(verdict)


def package_graph(package: str) -> dict[str, set[str]]:
    """The import graph of ``package`` one level down: each subpackage and each top-level module is a node."""

    def node(name: str) -> str | None:
        parts = name.split(".")
        depth = len(package.split("."))
        return parts[depth] if name.startswith(package + ".") else None

    graph: dict[str, set[str]] = {}
    for name, module in engine_modules().items():
        source = node(name)
        if source is None:
            continue
        targets = {node(target) for target in dependencies(module)}
        graph.setdefault(source, set()).update(t for t in targets if t is not None and t != source)
    return graph


def floor_breaks(graph: dict[str, set[str]], floors: dict[str, int]) -> list[str]:
    """Each import from a higher floor (``a → b``, with both floors), and each node on no floor."""
    found = [f"{node} is on no floor" for node in sorted(graph) if node not in floors]
    for node in sorted(graph):
        for other in sorted(graph[node]):
            if node in floors and other in floors and floors[other] > floors[node]:
                found.append(f"{node} (floor {floors[node]}) → {other} (floor {floors[other]})")
    return found


def by_floor(table: dict[int, tuple[str, ...]]) -> dict[str, int]:
    return {name: floor for floor, names in table.items() for name in names}


ENGINE_FLOORS: dict[int, tuple[str, ...]] = {
    1: ("cards", "rules", "seats", "levels"),
    2: ("deals", "legality", "points", "tricks", "errors"),
    3: ("scoring", "view", "counting"),
    4: ("round", "claim", "match"),
    5: ("record",),
    6: ("bots", "arena", "analysis", "par", "puzzles"),
    7: ("words",),
    8: ("learn",),
    9: ("web", "cli", "puzzle_command", "__main__"),
}
"""The floors of ``hearts/``, as docs/ARCHITECTURE.md lists them ("The floors")."""

PAGE_FLOORS: dict[int, tuple[str, ...]] = {
    1: ("ui",),
    2: (
        "address",
        "address_bar",
        "background",
        "catalog_loader",
        "history_route",
        "language",
        "loading_words",
        "page_words",
        "part_loader",
        "parts",
        "router",
        "slicer",
    ),
    3: ("storage",),
    4: ("table", "review", "par", "history", "learn", "puzzles", "settings", "statistics", "share"),
    5: ("app", "screens"),
}
"""The floors of the page (``hearts/web/``), as docs/ARCHITECTURE.md lists them ("The page")."""

PLUG_INS = {("review", "table"), ("review", "history"), ("par", "table"), ("par", "history")}
"""The only views that import another view: the review and par plug into the table's score sheet and History's
replay (through their protocols); the table and History import no other view."""


def view_imports(graph: dict[str, set[str]], views: tuple[str, ...]) -> set[tuple[str, str]]:
    """Each (view, view it imports)."""
    return {(view, other) for view in views for other in graph.get(view, set()) if other in views}


def documented_floors(heading: str) -> dict[int, tuple[str, ...]]:
    """The floors of docs/ARCHITECTURE.md's first table under ``heading``: each row's number and its nodes."""
    text = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8").split(f"\n{heading}\n", 1)[1]
    table = text.split("\n| --- ", 1)[1].split("\n\n", 1)[0]
    floors: dict[int, tuple[str, ...]] = {}
    for row in table.splitlines()[1:]:
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        names = [name.strip("`") for name in cells[1].split(", ")]
        floors[int(cells[0].split()[0])] = tuple(name.removesuffix(".py").removesuffix("/") for name in names)
    return floors


def test_the_floors_checked_are_those_the_architecture_lists() -> None:
    assert documented_floors("## The floors") == ENGINE_FLOORS
    documented = documented_floors("## The page")
    assert {floor: set(names) for floor, names in documented.items()} == {
        floor: set(names) for floor, names in PAGE_FLOORS.items()
    }


def test_the_engine_keeps_its_floors() -> None:
    assert floor_breaks(package_graph(PACKAGE), by_floor(ENGINE_FLOORS)) == []


def test_the_page_is_a_tree_of_floors() -> None:
    graph = package_graph(f"{PACKAGE}.web")
    assert [" → ".join(cycle) for cycle in cycles(graph)] == []
    assert floor_breaks(graph, by_floor(PAGE_FLOORS)) == []
    assert view_imports(graph, PAGE_FLOORS[4]) <= PLUG_INS


def test_the_floor_check_names_a_broken_floor_and_a_node_on_none() -> None:
    graph = {"kit": set(), "view": {"kit"}, "low": {"view"}, "stray": {"kit"}}
    floors = {"kit": 1, "low": 1, "view": 2}
    assert floor_breaks(graph, floors) == ["stray is on no floor", "low (floor 1) → view (floor 2)"]
    assert floor_breaks({"a": {"b"}, "b": set()}, {"a": 2, "b": 2}) == []  # the same floor is allowed


def test_the_page_graph_sees_a_cycle_between_packages() -> None:
    graph = {"storage": {"ui"}, "ui": {"keys"}, "keys": {"router"}, "router": {"storage"}}
    assert cycles(graph) == [["keys", "router", "storage", "ui", "keys"]]
    assert view_imports({"table": {"review"}, "review": {"table"}}, ("table", "review")) == {
        ("table", "review"),
        ("review", "table"),
    }


def test_the_package_graph_reads_subpackages_and_modules_as_nodes() -> None:
    graph = package_graph(f"{PACKAGE}.web")
    assert {"ui", "storage", "table", "app", "router"} <= set(graph)
    assert "storage" in graph["table"] and "table" not in graph["storage"]


def project_modules() -> set[str]:
    return set(all_modules())


def private_uses(module: Module) -> Iterator[str]:
    """Each private name of another of the project's modules that ``module`` imports or reads."""
    ours = project_modules()
    bound: dict[str, str] = {}
    for source, name, line in module.imports:
        if name is None:
            if source in ours:
                bound[source.split(".")[0]] = source
            continue
        if source in ours and _private(name):
            yield f"{module.path.relative_to(ROOT)}:{line}: from {source} import {name}"
        if f"{source}.{name}" in ours:
            bound[name] = f"{source}.{name}"
    for node in ast.walk(module.tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname and alias.name in ours:
                    bound[alias.asname] = alias.name
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                full = f"{resolve(module, node)}.{alias.name}"
                if alias.asname and full in ours:
                    bound[alias.asname] = full
        elif isinstance(node, ast.Assign) and _loads_a_script(node.value):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    bound[target.id] = "scripts"
    for node in ast.walk(module.tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            base = _dotted(node.value)
            if base is not None and (base in bound or base in bound.values()):
                yield f"{module.path.relative_to(ROOT)}:{node.lineno}: {base}.{node.attr}"


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def _loads_a_script(value: ast.expr) -> bool:
    """Whether ``value`` is a call loading one of the scripts as a module (``load_script("…")``)."""
    return isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "load_script"


def _dotted(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return None if base is None else f"{base}.{node.attr}"
    return None


def test_no_module_uses_another_modules_private_names() -> None:
    found = [use for module in all_modules().values() for use in private_uses(module)]
    assert found == [], "private names used across modules:\n" + "\n".join(found)


def test_the_private_name_check_sees_imports_and_attributes() -> None:
    source = (
        "import hearts.cards as cards\n"
        "from hearts.analysis import _hidden\n"
        "from tests.helpers.scripts import load_script\n"
        "tool = load_script('tool')\n"
        "cards._SUITS, tool._helper, cards.Card, self._own\n"
    )
    module = Module("tests.example", ROOT / "tests" / "example.py", ast.parse(source), False)
    for node in ast.walk(module.tree):
        if isinstance(node, ast.Import):
            module.imports.extend((alias.name, None, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            module.imports.extend((resolve(module, node), alias.name, node.lineno) for alias in node.names)
    found = [use.split(": ", 1)[1] for use in private_uses(module)]
    assert found == ["from hearts.analysis import _hidden", "cards._SUITS", "tool._helper"]


@pytest.mark.parametrize("folder", CHECKED)
def test_only_the_page_imports_the_browsers_modules(folder: str) -> None:
    found = [
        f"{module.path.relative_to(ROOT)}:{line}: {source}"
        for module in all_modules().values()
        if module.name.startswith(folder) and not module.path.is_relative_to(PAGE)
        for source, _, line in module.imports
        if source.split(".")[0] in BROWSER_MODULES
    ]
    assert found == []


SHARED = ("tests.helpers",)
"""Where the tests share code (the browser tests' page driver included)."""


def imported_tests(module: Module) -> set[str]:
    """The modules of ``tests`` that ``module`` imports, other than the shared ones."""
    found = set()
    for source, name, _ in module.imports:
        imported = f"{source}.{name}" if name is not None and f"{source}.{name}" in all_modules() else source
        if imported.split(".")[0] == "tests" and not imported.startswith(SHARED) and imported != module.name:
            found.add(imported)
    return found


def test_tests_share_code_through_the_helpers_only() -> None:
    found = {
        f"{module.name}: {imported}"
        for module in all_modules().values()
        if module.name.startswith("tests.") and not module.name.startswith(SHARED)
        for imported in imported_tests(module)
    }
    assert sorted(found) == [], "import what tests share from tests.helpers"


LONGEST_PAGE_MODULE = 400
"""No module of the page is longer than this many lines (docs/ARCHITECTURE.md): a longer one does two jobs."""


def long_modules(folder: Path, longest: int = LONGEST_PAGE_MODULE) -> list[str]:
    """The modules below ``folder`` longer than ``longest`` lines, with their lengths."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > longest:
            found.append(f"{path.relative_to(ROOT)}: {lines} lines")
    return found


def test_no_module_of_the_page_is_over_four_hundred_lines() -> None:
    assert long_modules(PAGE) == []


def test_the_length_check_names_a_long_module() -> None:
    folder = ROOT / "hearts"  # a folder of the checkout, so that paths are named from its root
    assert long_modules(folder, longest=10)  # the engine has modules longer than ten lines
    assert all(line.endswith(" lines") and line.startswith("hearts/") for line in long_modules(folder, longest=10))
