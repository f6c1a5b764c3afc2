// The prepared interpreter the page starts from, made by ./scripts/build in Node.js with the
// pinned Pyodide (the page's own runtime). Two steps:
//
//   node scripts/prepare_runtime.mjs modules PYODIDE_DIR HEARTS_ZIP PYSCRIPT_CORE OUT_DIR START... -- SWEEP...
//
// 1. Which modules the page imports, written to OUT_DIR/modules.json, with the bytecode of each
//    standard-library module it may import in OUT_DIR/stdlib/ (as "unchecked-hash" .pyc files, named
//    as in Pyodide's standard library zip, compiled by the page's own Python without docstrings and
//    asserts, but for Pyodide's own modules):
//    - "start": the modules in sys.modules once Pyodide has started, the modules PyScript's own Python
//      package imports as it loads (its sources are read from PYSCRIPT_CORE, the core chunk that writes
//      them into the page's file system), START... imported from HEARTS_ZIP (written where the
//      page's [files] puts it, /home/pyodide/hearts.zip), and every absolute import written anywhere in
//      the package modules those import (inside functions too): what the table imports before its hand
//      is tappable, or may import before the late parts have come;
//    - "later": the modules imported on top of those by importing every package module named in
//      SWEEP... (packages and their submodules, each imported in turn; "!NAME" leaves NAME and its
//      submodules out), and every absolute import
//      written anywhere in the package's sources (inside functions too: what a view imports as it is
//      used);
//    - "failed": the package modules that could not be imported here, with the reason.
//
//   node scripts/prepare_runtime.mjs snapshot PYODIDE_DIR HEARTS_ZIP STDLIB_ZIP SNAPSHOT_OUT IMPORT...
//
// 2. SNAPSHOT_OUT: a memory snapshot of Pyodide started on STDLIB_OUT (the page's start part of the
//    standard library), with IMPORT... imported from HEARTS_ZIP, gzip-compressed. A snapshot holds
//    memory, not files: the page must write the same hearts.zip at the same path and mount the same
//    standard library, which the build ties to it. Made without WebAssembly stack switching (Node 20
//    has none), as the page loads it (assets/runtime.mjs). The environment and sys.executable are those
//    of a browser's start, except LANG, which the page sets from the browser's language after the
//    restore.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

const [step, pyodideDir, ...rest] = process.argv.slice(2);
const usage = () => {
  console.error(
    "usage: node scripts/prepare_runtime.mjs modules PYODIDE_DIR HEARTS_ZIP PYSCRIPT_CORE OUT_DIR START... -- SWEEP...\n" +
      "       node scripts/prepare_runtime.mjs snapshot PYODIDE_DIR HEARTS_ZIP STDLIB_ZIP SNAPSHOT_OUT IMPORT...",
  );
  process.exit(2);
};
if (!pyodideDir || !["modules", "snapshot"].includes(step)) usage();
const indexURL = path.resolve(pyodideDir) + "/";
const { loadPyodide } = await import(path.join(indexURL, "pyodide.mjs"));
const HOME = "/home/pyodide";
const quiet = { stdout: () => {}, stderr: console.error };

/** Write hearts.zip where the page has it and import `imports` from it, as main.py does. */
function importPage(py, heartsZip, imports) {
  py.FS.writeFile(`${HOME}/hearts.zip`, fs.readFileSync(heartsZip));
  py.globals.set("page_modules", py.toPy(imports));
  py.runPython(`
import importlib, sys
if "" in sys.path:
    sys.path.remove("")  # the restore puts it back first
sys.path.insert(0, "${HOME}/hearts.zip")
for name in page_modules:
    importlib.import_module(name)
del page_modules
`);
}

/** The end of the JavaScript value (object or string) that starts at `start` in `text`. */
function valueEnd(text, start) {
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    const char = text[at];
    if (char === '"' || char === "'" || char === "`") {
      for (at += 1; text[at] !== char; at++) if (text[at] === "\\") at += 1;
    } else if (char === "{") depth += 1;
    else if (char === "}" && --depth === 0) return at + 1;
  }
  throw new Error("the value does not end");
}

/** PyScript's own Python package, as its core chunk writes it into the page's file system:
 *  `{pyscript: {"__init__.py": "...", ...}}`. */
function pyscriptPackage(core) {
  const text = fs.readFileSync(core, "utf8");
  const start = text.indexOf('{pyscript:{"__init__.py":');
  if (start < 0) throw new Error(`${core} does not write PyScript's Python package`);
  return vm.runInNewContext("(" + text.slice(start, valueEnd(text, start)) + ")");
}

/** Write the files of `tree` under `folder` in Pyodide's file system. */
function writeTree(py, folder, tree) {
  py.FS.mkdirTree(folder);
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === "string") py.FS.writeFile(`${folder}/${name}`, value);
    else writeTree(py, `${folder}/${name}`, value);
  }
}

const FIND_MODULES = `
import ast, importlib, importlib.util, json, os, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

ZIP = "/lib/python%d%d.zip" % sys.version_info[:2]
PACKAGE = "${HOME}/hearts.zip"


def stdlib_files():
    """The standard library's files of the modules imported so far (their names in its zip)."""
    return {
        module.__file__.removeprefix(ZIP + "/")
        for module in list(sys.modules.values())
        if (getattr(module, "__file__", None) or "").startswith(ZIP + "/")
    }


def imported_names(tree, anywhere):
    """The absolute imports of a module's tree: at its top level only, or anywhere in it."""
    nodes = ast.walk(tree) if anywhere else top_level(tree)
    for node in nodes:
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            yield node.module
            yield from (f"{node.module}.{alias.name}" for alias in node.names)


def top_level(node):
    """The nodes of a tree that run as the module loads: all but the bodies of its functions."""
    for child in ast.iter_child_nodes(node):
        if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            yield child
            yield from top_level(child)


def try_import(name):
    """Import \`name\` if it is a module of the standard library (or Pyodide's), quietly otherwise."""
    if name.split(".")[0] in ("hearts", "js", "pyscript", "polyscript", "_pyscript", "pyodide_js"):
        return
    try:
        importlib.import_module(name)
    except Exception:
        pass


def within(module, roots):
    return any(module == root or module.startswith(root + ".") for root in roots)


# PyScript's Python package: the standard library modules its modules import as they load.
for folder, _, files in os.walk("${HOME}/pyscript"):
    for file in files:
        if file.endswith(".py"):
            with open(os.path.join(folder, file), encoding="utf-8") as source:
                for name in imported_names(ast.parse(source.read()), anywhere=False):
                    try_import(name)
with zipfile.ZipFile(PACKAGE) as package:
    sources = {info.filename: package.read(info) for info in package.infolist() if info.filename.endswith(".py")}
sys.path.insert(0, PACKAGE)
for name in start_imports:
    importlib.import_module(name)
hearts_start = sorted(name for name in sys.modules if within(name, ["hearts"]))
# What the start's modules import inside their functions: the table may ask for it before the late parts come.
for module in hearts_start:
    path = module.replace(".", "/")
    for imported in imported_names(ast.parse(sources.get(path + ".py") or sources[path + "/__init__.py"]), anywhere=True):
        try_import(imported)
start = stdlib_files()

failed = {}
for name in sorted(sources):
    module = name.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
    if not within(module, sweep) or within(module, left_out):
        continue
    for imported in imported_names(ast.parse(sources[name]), anywhere=True):
        try_import(imported)
    try:
        importlib.import_module(module)
    except BaseException as error:  # SystemExit too
        failed[module] = f"{type(error).__name__}: {error}"
later = stdlib_files() - start

os.makedirs("/out/stdlib", exist_ok=True)
with zipfile.ZipFile(ZIP) as library:
    for name in sorted(start | later):
        data = library.read(name)
        # Without docstrings and asserts (as python -OO compiles), but for Pyodide's own modules, which read
        # their docstrings as the interpreter starts.
        optimize = 0 if name.startswith(("pyodide/", "_pyodide/")) else 2
        code = compile(data, f"{ZIP}/{name}", "exec", dont_inherit=True, optimize=optimize)
        target = f"/out/stdlib/{name}c"
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as file:
            file.write(bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), False)))
with open("/out/modules.json", "w", encoding="utf-8") as file:
    json.dump({"start": sorted(start), "later": sorted(later), "hearts": hearts_start, "failed": failed}, file, indent=1)
`;

if (step === "modules") {
  const [heartsZip, core, outDir, ...names] = rest;
  const split = names.indexOf("--");
  if (!heartsZip || !core || !outDir || split < 1) usage();
  const py = await loadPyodide({ indexURL, ...quiet });
  writeTree(py, HOME, pyscriptPackage(core));
  py.FS.writeFile(`${HOME}/hearts.zip`, fs.readFileSync(heartsZip));
  fs.mkdirSync(outDir, { recursive: true });
  py.FS.mkdirTree("/out");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: path.resolve(outDir) }, "/out");
  py.globals.set("start_imports", py.toPy(names.slice(0, split)));
  const sweep = names.slice(split + 1);
  py.globals.set("sweep", py.toPy(sweep.filter((name) => !name.startsWith("!"))));
  py.globals.set("left_out", py.toPy(sweep.filter((name) => name.startsWith("!")).map((name) => name.slice(1))));
  py.runPython(FIND_MODULES);
} else {
  const [heartsZip, stdlib, snapshotOut, ...imports] = rest;
  if (!heartsZip || !stdlib || !snapshotOut || imports.length === 0) usage();
  const py = await loadPyodide({
    indexURL,
    stdLibURL: path.resolve(stdlib),
    _makeSnapshot: true,
    _sysExecutable: "./this.program", // the browser's: sys.executable is /home/pyodide/this.program
    env: { _: "./this.program" },
    ...quiet,
  });
  importPage(py, heartsZip, imports);
  const memory = py.makeMemorySnapshot();
  fs.writeFileSync(snapshotOut, zlib.gzipSync(memory, { level: 9 }));
}
