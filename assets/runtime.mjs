// The interpreter module PyScript loads (pyscript.toml's `interpreter`): the vendored Pyodide,
// imported once assets/offline.js says the runtime may be fetched.
//
// On the first visit, PyScript itself starts at once, while the service worker installs; only
// the runtime waits until the worker answers the page (offline.js's `heartsRuntimeGate`), so that
// it comes from the worker's cache and the browser keeps its compiled code next to that copy.
// On later visits, or with no service worker, the gate is already open.
await globalThis.heartsRuntimeGate;

const pyodide = await import("../pyodide/pyodide.mjs");
const FOLDER = new URL("../pyodide/", import.meta.url).href;

export const version = pyodide.version;

/** Pyodide's own loadPyodide, told where its files are (PyScript would say this file's folder). */
export function loadPyodide(options = {}) {
  return pyodide.loadPyodide({ ...options, indexURL: FOLDER });
}
