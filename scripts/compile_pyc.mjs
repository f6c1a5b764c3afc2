// Compile a folder of Python sources to bytecode with the Pyodide the page
// runs (its Python version and magic number), for ./scripts/build.
// node scripts/compile_pyc.mjs PYODIDE_DIR FOLDER
// Writes NAME.pyc beside each NAME.py (the layout Python's zipimport reads,
// the page importing the package straight from hearts.zip), as
// "unchecked-hash" pycs: valid whatever the times the zip gives the files,
// so the page imports without compiling. Their code names its file
// hearts.zip/hearts/..., where the page's Python finds it.
import path from "node:path";

const [pyodideDir, folder] = process.argv.slice(2);
if (!pyodideDir || !folder) {
  console.error("usage: node scripts/compile_pyc.mjs PYODIDE_DIR FOLDER");
  process.exit(2);
}
const { loadPyodide } = await import(path.resolve(pyodideDir, "pyodide.mjs"));
const py = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/", stdout: () => {}, stderr: console.error });
py.FS.mkdirTree("/build");
py.FS.mount(py.FS.filesystems.NODEFS, { root: path.resolve(folder) }, "/build");
const ok = await py.runPythonAsync(`
import compileall, py_compile
compileall.compile_dir(
    "/build", quiet=1, legacy=True, ddir="hearts.zip",
    invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH,
)
`);
if (!ok) {
  console.error("compile_pyc: some files did not compile");
  process.exit(1);
}
