// Run a Python script on the page's own interpreter (Pyodide in Node.js), with the project importable.
// node scripts/run_in_pyodide.mjs PYODIDE_DIR SCRIPT.py [ARGS...]
// The current folder is mounted at /project and put first on sys.path; sys.argv is [SCRIPT, ARGS...].
// The script's output goes to stdout and stderr; a Python error exits with status 1.
import fs from "node:fs";
import path from "node:path";

const [pyodideDir, script, ...args] = process.argv.slice(2);
if (!pyodideDir || !script) {
  console.error("usage: node scripts/run_in_pyodide.mjs PYODIDE_DIR SCRIPT.py [ARGS...]");
  process.exit(2);
}
const { loadPyodide } = await import(path.resolve(pyodideDir, "pyodide.mjs"));
const py = await loadPyodide({
  indexURL: path.resolve(pyodideDir) + "/",
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
py.FS.mkdirTree("/project");
py.FS.mount(py.FS.filesystems.NODEFS, { root: process.cwd() }, "/project");
py.globals.set("script_args", py.toPy([script, ...args]));
try {
  await py.runPythonAsync('import os, sys; os.chdir("/project"); sys.path.insert(0, "/project"); sys.argv = list(script_args)');
  await py.runPythonAsync(fs.readFileSync(script, "utf8"), { filename: path.basename(script) });
} catch (error) {
  console.error(String(error.message || error));
  process.exit(1);
}
