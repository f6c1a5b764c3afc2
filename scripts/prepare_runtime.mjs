// The prepared interpreter the page starts from, made by ./scripts/build in Node.js with the
// pinned Pyodide (the page's own runtime):
//
//   node scripts/prepare_runtime.mjs PYODIDE_DIR HEARTS_ZIP STDLIB_OUT SNAPSHOT_OUT IMPORT...
//
// 1. STDLIB_OUT: Pyodide's standard library with every module the page imports as it starts
//    precompiled, as "unchecked-hash" .pyc files in place of their sources (Pyodide ships only
//    sources, and compiles each module it imports at every start); the other modules stay sources.
//    The modules are found by starting Pyodide, writing HEARTS_ZIP where the page's [files] puts
//    it (/home/pyodide/hearts.zip) and importing IMPORT... (the modules main.py imports).
// 2. SNAPSHOT_OUT: a memory snapshot of Pyodide started on STDLIB_OUT, with the same modules
//    imported, gzip-compressed. A snapshot holds memory, not files: the page must write the same
//    hearts.zip at the same path and mount the same standard library, which the build ties to it.
//    Made without WebAssembly stack switching (Node 20 has none), as the page loads it
//    (assets/runtime.mjs). The environment and sys.executable are those of a browser's start,
//    except LANG, which the page sets from the browser's language after the restore.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const [pyodideDir, heartsZip, stdlibOut, snapshotOut, ...imports] = process.argv.slice(2);
if (!pyodideDir || !heartsZip || !stdlibOut || !snapshotOut || imports.length === 0) {
  console.error("usage: node scripts/prepare_runtime.mjs PYODIDE_DIR HEARTS_ZIP STDLIB_OUT SNAPSHOT_OUT IMPORT...");
  process.exit(2);
}
const indexURL = path.resolve(pyodideDir) + "/";
const { loadPyodide } = await import(path.join(indexURL, "pyodide.mjs"));
const HOME = "/home/pyodide";
const quiet = { stdout: () => {}, stderr: console.error };

/** Write hearts.zip where the page has it and import `imports` from it, as main.py does. */
function importPage(py) {
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

// 1. The standard library, its start-up modules compiled.
const first = await loadPyodide({ indexURL, ...quiet });
importPage(first);
first.runPython(`
import importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

ZIP = "/lib/python%d%d.zip" % sys.version_info[:2]
used = {module.__file__ for module in list(sys.modules.values()) if (getattr(module, "__file__", None) or "").startswith(ZIP + "/")}
with zipfile.ZipFile(ZIP) as source, zipfile.ZipFile("/tmp/stdlib.zip", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as target:
    for info in source.infolist():
        data = source.read(info)
        name = info.filename
        if f"{ZIP}/{name}" in used:
            code = compile(data, f"{ZIP}/{name}", "exec", dont_inherit=True)
            data = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), False))
            name += "c"
        copy = zipfile.ZipInfo(name, info.date_time)
        copy.external_attr = info.external_attr
        target.writestr(copy, data, zipfile.ZIP_STORED if info.is_dir() else zipfile.ZIP_DEFLATED)
`);
fs.writeFileSync(stdlibOut, first.FS.readFile("/tmp/stdlib.zip"));

// 2. The snapshot, on that standard library.
const second = await loadPyodide({
  indexURL,
  stdLibURL: path.resolve(stdlibOut),
  _makeSnapshot: true,
  _sysExecutable: "./this.program", // the browser's: sys.executable is /home/pyodide/this.program
  env: { _: "./this.program" },
  ...quiet,
});
importPage(second);
const memory = second.makeMemorySnapshot();
fs.writeFileSync(snapshotOut, zlib.gzipSync(memory, { level: 9 }));
