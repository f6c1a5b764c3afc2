// The interpreter module PyScript loads (pyscript.toml's `interpreter`): the vendored Pyodide,
// imported once assets/offline.js says the runtime may be fetched.
//
// On a first visit, or with no service worker, it starts at once (offline.js's `heartsRuntimeGate`
// is open) and comes from the network; the worker, installed once the table is ready, takes its
// copies from the browser's HTTP cache. On later visits the worker answers, and the gate waits only
// for it to say where the WebAssembly is (below).
//
// The runtime's WebAssembly comes from the HTTP cache wherever it can: Chromium keeps the code it
// compiles from it better there than in a service worker's cache (docs/BENCHMARKS.md). So it is
// asked for at an address naming its contents, which the worker leaves to the browser: the HTTP
// cache answers with no request to the server (the contents cannot have changed), or the network
// on a first visit.
// On a visit the worker answers from the start, it is asked there only if the worker has found it
// in the HTTP cache (offline.js); else the worker's own copy answers, and nothing the worker holds
// is downloaded again. Where the address fails (no network and no copy) the worker's copy answers.
//
// Python runs on the page's own stack: Pyodide starts with WebAssembly's stack switching (JSPI)
// hidden from it (withoutStackSwitching, below), as in a browser without it. On the separate
// stacks that stack switching gives Python's coroutines, Chromium's sampling of memory
// allocations (its heap profiler, on in some browsers, and DevTools' memory sampling) walks past
// the stack's end and the tab crashes (docs/BENCHMARKS.md). The game never needs Python to wait
// for JavaScript in the middle of a call (pyodide.ffi.run_sync), the one thing stack switching adds.
const source = await globalThis.heartsRuntimeGate; // "network", "http-cache" or "worker"

const pyodide = await import("../pyodide/pyodide.mjs");
const FOLDER = new URL("../pyodide/", import.meta.url).href;
const COMPILED = { file: "pyodide.asm.wasm", address: "pyodide.asm.wasm?v=unbuilt" }; // written by ./scripts/build

export const version = pyodide.version;

/** The runtime's WebAssembly: from the HTTP cache (or the network) at its own address, or as a site file. */
async function compiled(fetchFile, init) {
  const file = new URL(COMPILED.file, FOLDER);
  if (source === "worker") return fetchFile(file, init);
  try {
    const response = await fetchFile(new URL(COMPILED.address, FOLDER), { ...init, cache: "force-cache" });
    if (response.ok) return response;
  } catch {
    // no network: the worker's copy
  }
  return fetchFile(file, init);
}

/** The parts of WebAssembly's stack switching (the standard's and an older draft's) Pyodide looks for. */
const STACK_SWITCHING = ["Suspending", "Suspender", "promising"];

/** Call ``start`` with WebAssembly's stack switching hidden, and put it back once the promise ``start``
 *  returns settles: Pyodide decides while it starts whether to use it. */
function withoutStackSwitching(start) {
  const hidden = [];
  for (const name of STACK_SWITCHING) {
    const descriptor = Object.getOwnPropertyDescriptor(WebAssembly, name);
    if (descriptor?.configurable && delete WebAssembly[name]) hidden.push([name, descriptor]);
  }
  const restore = () => {
    for (const [name, descriptor] of hidden) Object.defineProperty(WebAssembly, name, descriptor);
  };
  let started;
  try {
    started = start();
  } catch (error) {
    restore();
    throw error;
  }
  started.then(restore, restore);
  return started;
}

/** Pyodide's own loadPyodide, told where its files are (PyScript would say this file's folder); its
 *  one request for the WebAssembly goes through compiled(). */
export function loadPyodide(options = {}) {
  const fetchFile = globalThis.fetch;
  const wanted = new URL(COMPILED.file, FOLDER).href;
  const watching = (resource, init) => {
    if (String(resource) !== wanted) return fetchFile(resource, init);
    globalThis.fetch = fetchFile;
    return compiled(fetchFile, init);
  };
  const restore = () => {
    if (globalThis.fetch === watching) globalThis.fetch = fetchFile;
  };
  globalThis.fetch = watching;
  const loading = withoutStackSwitching(() => pyodide.loadPyodide({ ...options, indexURL: FOLDER }));
  loading.then(restore, restore);
  return loading;
}
