// Compile a folder of Python sources to bytecode with the Pyodide the page
// runs (its Python version and magic number), for ./scripts/build.
// node scripts/compile_pyc.mjs PYODIDE_DIR FOLDER
// Writes NAME.pyc beside each NAME.py (the layout Python's zipimport reads,
// the page importing the package straight from its zips), as
// "unchecked-hash" pycs: valid whatever the times the zip gives the files,
// so the page imports without compiling. Their code names its file
// hearts.zip/hearts/..., where the page's Python finds it. The docstrings of
// modules and functions are left out (the page never reads them: a smaller
// download, less to load); those of classes stay, since a dataclass without
// one works one out from its signature as it is made.
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
import ast, importlib.util, os
from importlib._bootstrap_external import _code_to_hash_pyc


def without_docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            first = body[0] if body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                body.pop(0)
                if not body:
                    body.append(ast.copy_location(ast.Pass(), first))
    return tree


compiled = 0
for root, _, files in os.walk("/build"):
    for name in sorted(files):
        if not name.endswith(".py"):
            continue
        source_path = os.path.join(root, name)
        with open(source_path, "rb") as file:
            source = file.read()
        shown = "hearts.zip" + source_path.removeprefix("/build")
        tree = without_docstrings(ast.parse(source, shown))
        code = compile(tree, shown, "exec", dont_inherit=True)
        with open(source_path + "c", "wb") as file:
            file.write(bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), False)))
        compiled += 1
compiled > 0
`);
if (!ok) {
  console.error("compile_pyc: no Python source to compile");
  process.exit(1);
}
