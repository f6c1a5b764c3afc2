// Run a Python script on the page's own interpreter (Pyodide in Node.js), with the project importable.
// node scripts/run_in_pyodide.mjs PYODIDE_DIR SCRIPT.py [ARGS...]
// The current folder is mounted at /project and put first on sys.path; sys.argv is [SCRIPT, ARGS...].
// The script's output goes to stdout and stderr; a Python error exits with status 1.
//
// node scripts/run_in_pyodide.mjs PYODIDE_DIR --serve
// Starts the interpreter once and runs many scripts on it, one after another (scripts without a top-level
// await): each line on stdin is a request, {"script": PATH, "args": [...]}, answered by one line on stdout,
// {"returncode": ..., "stdout": ..., "stderr": ...}. Each script runs as on a fresh interpreter: its own
// globals and sys.argv, and afterwards sys.path as it was and the modules it imported forgotten.
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";

const SERVE = `
import io, json, os, sys, traceback

def serve(source, filename, argv):
    path, modules, streams = list(sys.path), set(sys.modules), (sys.stdout, sys.stderr)
    sys.stdout, sys.stderr, sys.argv = io.StringIO(), io.StringIO(), list(argv)
    returncode = 0
    try:
        exec(compile(source, os.path.basename(filename), "exec"), {"__name__": "__main__"})
    except SystemExit as stop:
        if isinstance(stop.code, int) or stop.code is None:
            returncode = stop.code or 0
        else:
            print(stop.code, file=sys.stderr)
            returncode = 1
    except BaseException:
        traceback.print_exc()
        returncode = 1
    finally:
        out, err = sys.stdout.getvalue(), sys.stderr.getvalue()
        sys.stdout, sys.stderr = streams
        sys.path[:] = path
        for name in set(sys.modules) - modules:
            del sys.modules[name]
    return json.dumps({"returncode": returncode, "stdout": out, "stderr": err})

serve
`;
const [pyodideDir, script, ...args] = process.argv.slice(2);
if (!pyodideDir || !script) {
  console.error("usage: node scripts/run_in_pyodide.mjs PYODIDE_DIR (SCRIPT.py [ARGS...] | --serve)");
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
if (script === "--serve") {
  await py.runPythonAsync('import os, sys; os.chdir("/project"); sys.path.insert(0, "/project")');
  const serve = py.runPython(SERVE);
  for await (const line of readline.createInterface({ input: process.stdin })) {
    const request = JSON.parse(line);
    const source = fs.readFileSync(request.script, "utf8");
    process.stdout.write(serve(source, request.script, py.toPy([request.script, ...(request.args || [])])) + "\n");
  }
  process.exit(0);
}
py.globals.set("script_args", py.toPy([script, ...args]));
try {
  await py.runPythonAsync('import os, sys; os.chdir("/project"); sys.path.insert(0, "/project"); sys.argv = list(script_args)');
  await py.runPythonAsync(fs.readFileSync(script, "utf8"), { filename: path.basename(script) });
} catch (error) {
  console.error(String(error.message || error));
  process.exit(1);
}
