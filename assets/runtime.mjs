// The interpreter module PyScript loads (pyscript.toml's `interpreter`): the vendored Pyodide. Its
// WebAssembly is fetched once assets/offline.js says where from (`heartsRuntimeGate`).
//
// On a first visit, or with no service worker, the gate is open and the runtime comes from the
// network; the worker, installed once the table is ready, takes its copies from the browser's HTTP
// cache. On later visits the worker answers, and the gate waits only for it to say where the
// WebAssembly is (below); everything else starts meanwhile.
//
// The runtime's WebAssembly comes from the HTTP cache wherever it can: Chromium keeps the code it
// compiles from it better there than in a service worker's cache (docs/lab/NOTEBOOK.md). So it is
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
// the stack's end and the tab crashes (docs/lab/NOTEBOOK.md). The game never needs Python to wait
// for JavaScript in the middle of a call (pyodide.ffi.run_sync), the one thing stack switching adds.
/** Where the runtime's WebAssembly comes from: "network", "http-cache" or "worker" (offline.js). */
const gate = globalThis.heartsRuntimeGate;
/** A visit the service worker answers (offline.js's gate is "network" on any other). */
const held = Boolean(navigator.serviceWorker?.controller);
const PREPARED = { stdlib: null, snapshot: null }; // written by ./scripts/build (see "How the interpreter starts")
// A visit the service worker answers may start from the snapshot: reading the worker's inflated copy
// (30 MB) need not wait for the gate.
const keptSnapshot = PREPARED.snapshot && held ? keptInflated(PREPARED.snapshot) : Promise.resolve(null);
// A first visit asks for the snapshot at once only where the line is plainly fast: where one of the page's
// requests so far went over the network and came back whole within FAST_ROUND_TRIP ms (lineRoundTrip), and
// the browser does not ask to save data. There it starts from the snapshot if it has come in, or will within
// SNAPSHOT_WAIT ms at the pace it has come so far, when Pyodide is to start (counted from its first bytes if
// they come later); else the download stops and the visit starts the precompiled way (earlyDownload).
// Anywhere else it never asks for it: not a byte of it competes with the runtime's files for the line
// before the hand is tappable.
/** The round trip (ms) under which a line counts as plainly fast. The shortest request to 127.0.0.1 took
 *  0.7 to 3 ms on these machines (the page itself 1 to 9), and a wired line to a nearby host commonly takes
 *  5 to 20; DevTools' emulated 40 ms latency (the benchmark's slow line) makes every request take 40 and
 *  more (44 measured), and a phone's line or DSL commonly takes 30 to 100. Half the emulated latency keeps
 *  a margin on both sides. */
const FAST_ROUND_TRIP = 20;
const SNAPSHOT_WAIT = 250;
/** The longest the start waits for the snapshot's first bytes. */
const FIRST_BYTES_WAIT = 600;
const earlySnapshot = PREPARED.snapshot && !held ? firstVisitSnapshot(PREPARED.snapshot) : null;

const FOLDER = new URL("../pyodide/", import.meta.url).href;
// Pyodide's JavaScript half, as the classic script the build makes of its module (scripts/classic_runtime.py):
// Chromium keeps the code it compiles from a classic script, and compiles a module again at every visit.
// Asked for at once, beside pyodide.mjs; loadPyodide is handed the function it defines.
const factory = classicRuntime(new URL("pyodide.asm.js", FOLDER).href);
const pyodide = await import("../pyodide/pyodide.mjs");
const COMPILED = { file: "pyodide.asm.wasm", address: "pyodide.asm.wasm?v=unbuilt" }; // written by ./scripts/build

export const version = pyodide.version;

/** The shortest time one of the page's requests so far (the page itself, its scripts and style sheets) took
 *  over the network, from asking to its last byte, in ms; null if none went over the network (a copy from
 *  the HTTP cache transfers nothing). On a real line the first bytes come one round trip after the request,
 *  and the last of a small file soon after; DevTools' emulated latency (as the benchmark's slow line has it)
 *  holds back the rest of the response rather than its first bytes, which the time to the last byte counts. */
function lineRoundTrip() {
  let shortest = Infinity;
  for (const entry of [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")]) {
    if (!(entry.transferSize > 0) || !(entry.requestStart > 0) || entry.responseEnd < entry.requestStart) continue;
    shortest = Math.min(shortest, entry.responseEnd - entry.requestStart);
  }
  return shortest < Infinity ? Math.round(shortest * 10) / 10 : null;
}

/** A first visit's early download of the snapshot `made` (earlyDownload), or null where the line is not
 *  plainly fast or the browser asks to save data: then nothing is asked for, and the performance mark
 *  "hearts:snapshot-early" says so at once (tests read it). */
function firstVisitSnapshot(made) {
  const roundTrip = lineRoundTrip();
  const saveData = Boolean(globalThis.navigator?.connection?.saveData);
  if (!saveData && roundTrip !== null && roundTrip < FAST_ROUND_TRIP) {
    return earlyDownload(new URL(made.file, import.meta.url), made.bytes, roundTrip);
  }
  performance.mark("hearts:snapshot-early", { detail: { asked: false, used: false, roundTrip, saveData } });
  return null;
}

/** A file of `size` bytes (the build says; a host may send it compressed again, or in chunks without a
 *  length) asked for now and read as it comes in. `soon(wait)` resolves to `{ response }`, the promise of
 *  its response, if it has come or will within `wait` ms at its pace so far; else to null, the download
 *  stopped as soon as it is clear that it will not (or after `wait` ms). `roundTrip` (lineRoundTrip's) goes
 *  into the mark. */
function earlyDownload(url, size, roundTrip) {
  const controller = new AbortController();
  const pace = { received: 0, total: 0, since: 0, done: false };
  const response = globalThis
    .fetch(url, { signal: controller.signal })
    .then(async (answer) => {
      if (!answer.ok || !answer.body) return answer;
      pace.total = size || Number(answer.headers.get("Content-Length")) || 0;
      pace.since = performance.now();
      const reader = answer.body.getReader();
      const parts = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        pace.received += value.byteLength;
      }
      return new Response(new Blob(parts));
    })
    .catch(() => null)
    .finally(() => (pace.done = true));
  /** When the rest will have come at the pace so far (Infinity while that cannot be told). */
  const finish = (now) => {
    const { received, total, since } = pace;
    return received && total > received ? now + ((total - received) * (now - since)) / received : Infinity;
  };
  /** What the start decided, and on what (tests read it). */
  const note = (now, used) =>
    performance.mark("hearts:snapshot-early", {
      detail: {
        asked: true,
        used,
        roundTrip,
        received: pace.received,
        total: pace.total,
        left: Math.round(pace.done ? 0 : finish(now) - now),
      },
    });
  return {
    async soon(wait) {
      const asked = performance.now();
      for (;;) {
        const now = performance.now();
        // From the later of now and the first bytes (a busy server or machine may be slow to answer at all),
        // but never past FIRST_BYTES_WAIT ms after the start asked.
        const deadline = Math.min(Math.max(asked, pace.since || now) + wait, asked + FIRST_BYTES_WAIT);
        const expected = finish(now);
        if (pace.done || expected <= deadline) {
          note(now, true);
          return { response }; // not the response itself: the start goes on while the rest comes in
        }
        if (now >= deadline || (expected < Infinity && expected > deadline + wait)) {
          note(now, false);
          controller.abort();
          return null;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

/** The function the classic script at `url` defines (Pyodide's `createPyodideModule`), once it has run;
 *  rejects if it cannot be loaded. */
function classicRuntime(url) {
  const loaded = new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = url;
    script.onload = () =>
      typeof globalThis._createPyodideModule === "function"
        ? resolve(globalThis._createPyodideModule)
        : reject(new Error(`${url} did not define the runtime`));
    script.onerror = () => reject(new Error(`${url} could not be loaded`));
    document.head.append(script);
  });
  loaded.catch(() => {}); // the start rejects with it
  return loaded;
}

/** Which copy of the runtime's WebAssembly this start compiled: "address" (the HTTP cache's, or the
 *  network's) or "file" (the worker's); null until compiled() has answered. */
let compiledFrom = null;

/** The runtime's WebAssembly: from the HTTP cache (or the network) at its own address, or as a site file. */
async function compiled(fetchFile, init) {
  const file = new URL(COMPILED.file, FOLDER);
  compiledFrom = "file";
  if ((await gate) === "worker") return fetchFile(file, init);
  try {
    const response = await fetchFile(new URL(COMPILED.address, FOLDER), { ...init, cache: "force-cache" });
    if (response.ok) {
      compiledFrom = "address";
      return response;
    }
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

// How the interpreter starts (body[data-start] says which way it did):
// - "snapshot": restored from the memory snapshot the build made (snapshot.bin, gzip-compressed, see
//   scripts/prepared_runtime.py), with the page's modules already imported. On a visit the service
//   worker answers, which has stored it after the first visit; on a first visit over a plainly fast
//   line (a round trip under FAST_ROUND_TRIP ms, no request to save data), which asks for it at once and
//   starts from it where it comes in fast enough to be here by the time Pyodide starts (earlyDownload;
//   the worker then takes the copy the page loaded). On any other line a first visit never asks for it,
//   nor spends a byte of it before the hand is tappable: it starts the precompiled way, and the worker,
//   installed once the table is ready and its late parts have come, fetches the snapshot for the next
//   visit. The performance mark "hearts:snapshot-early" says what a first visit decided, and on what
//   (the round trip, how much had come, how long the rest would take). Before the restore the page
//   checks that the snapshot, the standard library and hearts.zip are the very files the build made it
//   with (their digests, in PREPARED at the top), and that Pyodide is the version it was made on;
//   Pyodide itself refuses a snapshot made on another build of its runtime (the build id the snapshot
//   names). The WebAssembly needs no digest here: it comes from its address naming its contents, or is
//   the worker's copy, whose digest the worker checked as it stored it. After the restore the page
//   makes fresh what the snapshot froze: `random`'s state, the environment as this browser gives it.
//   The worker keeps the snapshot inflated as well (made from the file whose digest it checked, and
//   naming it; its all-zero pages left out, more than half of it): the page then need not inflate it
//   at every start, which cost more than the rest of the checks together, reads 14 MB rather than 31,
//   and has only those 14 MB written into the interpreter's memory (withZeroPages).
// - "precompiled": Pyodide's own start, on the standard library with its start-up modules
//   precompiled. Every visit without the snapshot (a first visit over a line not plainly fast, or whose
//   snapshot came too slowly: not a failure), and every failure of it: a snapshot missing,
//   truncated, damaged or from another build, any file unlike the one it was made with, a browser
//   without crypto.subtle, or without DecompressionStream where the worker keeps no inflated copy, a
//   restore that throws. Then body[data-start-fallback] says why, and nothing else shows it: the
//   player's storage is never touched here.

/** Why the snapshot cannot be used: a reason for body[data-start-fallback]. */
class Unusable extends Error {}

function base64(buffer) {
  let text = "";
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text);
}

/** A file's digest as the build writes it: "sha256-" and base64. */
async function digest(buffer) {
  return "sha256-" + base64(await crypto.subtle.digest("SHA-256", buffer));
}

/** The bytes of the file at `url`: from the response `early` (a promise of it, null if that request
 *  failed), or fetched now. */
async function download(fetchFile, url, early = null) {
  const name = url.pathname.split("/").pop();
  const response = await (early ?? fetchFile(url)).catch(() => null);
  if (!response) throw new Unusable(`${name}: not available`);
  if (!response.ok) throw new Unusable(`${name}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

async function inflate(buffer) {
  const stream = new Blob([buffer]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The runtime's WebAssembly for one start, compiled as soon as it comes in. Pyodide fetches it early but
 *  compiles it only once it has the snapshot (it sizes the memory from it), and compiling it, which is
 *  reading its code back from the browser's cache, takes 60 ms and more of the main thread; compiled while
 *  the start still waits for the snapshot and its checks, it is ready when Pyodide asks for it.
 *  `answer` answers Pyodide's request through compiled() and starts the compilation with that response;
 *  `instantiate` stands for WebAssembly.instantiateStreaming while Pyodide starts: given that response, it
 *  instantiates the module compiled early, or, where that compilation failed, compiles a fresh copy as
 *  Pyodide would have; any other response goes to `streaming`, the browser's own function. */
function earlyRuntime(fetchFile, streaming) {
  let answered = null; // the response Pyodide was given
  let taken = false; // its body went to the early compilation
  let settle;
  const module = new Promise((resolve) => (settle = resolve));
  const answer = async (init) => {
    let response = null;
    try {
      response = await compiled(fetchFile, init);
      return response;
    } finally {
      answered = response;
      taken = Boolean(response?.ok) && typeof WebAssembly.compileStreaming === "function";
      settle(taken ? WebAssembly.compileStreaming(response).catch(() => null) : null);
    }
  };
  const instantiate = async (source, imports) => {
    const response = await source;
    // Not the response Pyodide was given (null too: answer() may not have run, and `module` not yet be settled).
    if (response === null || response !== answered) return streaming.call(WebAssembly, response, imports);
    const early = await module;
    if (early) return { module: early, instance: await WebAssembly.instantiate(early, imports) };
    return streaming.call(WebAssembly, taken ? compiled(fetchFile) : response, imports);
  };
  return { url: new URL(COMPILED.file, FOLDER).href, answer, instantiate };
}

/** Pyodide's loadPyodide, told where its files are (PyScript would say this file's folder) and handed the
 *  function of its classic script (`factory`), with WebAssembly's stack switching hidden; `answers` maps
 *  the URL of a file it fetches to the function that answers that one request instead of the network. The
 *  runtime's WebAssembly is answered and compiled by earlyRuntime(). */
function start(config, answers) {
  const fetchFile = globalThis.fetch;
  const streaming = WebAssembly.instantiateStreaming;
  const runtime = earlyRuntime(fetchFile, streaming);
  const pending = new Map([...answers, [runtime.url, runtime.answer]]);
  const watching = (resource, init) => {
    const answer = pending.get(String(resource));
    if (!answer) return fetchFile(resource, init);
    pending.delete(String(resource));
    if (pending.size === 0) globalThis.fetch = fetchFile;
    return answer(init);
  };
  const restore = () => {
    if (globalThis.fetch === watching) globalThis.fetch = fetchFile;
    if (WebAssembly.instantiateStreaming === runtime.instantiate) WebAssembly.instantiateStreaming = streaming;
  };
  globalThis.fetch = watching;
  if (typeof streaming === "function") WebAssembly.instantiateStreaming = runtime.instantiate;
  const loading = factory.then((createPyodideModule) =>
    withoutStackSwitching(() => pyodide.loadPyodide({ ...config, indexURL: FOLDER, createPyodideModule })),
  );
  loading.then(restore, restore);
  return loading;
}

/** The snapshot's bytes, once every file it was made with is checked to be the one here; rejects with
 *  Unusable otherwise. The standard library it checks is the copy Pyodide is given (`answers`). */
async function checkedSnapshot(fetchFile, answers, early) {
  const made = PREPARED.snapshot;
  if (made.pyodide !== pyodide.version) throw new Unusable("another Pyodide");
  const stdlibURL = new URL(PREPARED.stdlib, FOLDER);
  const stdlib = download(fetchFile, stdlibURL);
  stdlib.catch(() => {}); // Pyodide then fetches it itself
  answers.set(stdlibURL.href, (init) =>
    stdlib.then(
      (buffer) => new Response(buffer, { headers: { "Content-Type": "application/zip" } }),
      () => fetchFile(stdlibURL, init),
    ),
  );
  const [snapshot, library, hearts] = await Promise.all([
    keptSnapshot,
    stdlib,
    download(fetchFile, new URL(made.heartsFile, import.meta.url)),
  ]);
  const packed = snapshot ? null : await download(fetchFile, new URL(made.file, import.meta.url), early);
  const checks = [
    ["standard library", library, made.stdlib],
    ["hearts.zip", hearts, made.hearts],
    ...(packed ? [["snapshot", packed, made.digest]] : []),
  ];
  for (const [name, buffer, expected] of checks) {
    if ((await digest(buffer)) !== expected) throw new Unusable(`another ${name} than the snapshot's`);
  }
  if (!snapshot && typeof DecompressionStream !== "function") throw new Unusable("no DecompressionStream");
  const bytes =
    snapshot ??
    (await inflate(packed).catch(() => {
      throw new Unusable("the snapshot does not inflate");
    }));
  return bytes;
}

/** The snapshot as the service worker keeps it inflated (sw.js), if it does: made from the very file the
 *  build lists, whose digest the worker checked and names in the copy's header; else null. Asked of the
 *  worker's caches directly: no such file is on the server. */
async function keptInflated(made) {
  try {
    const response = await globalThis.caches?.match(new URL(made.inflated, import.meta.url).href);
    if (response?.ok && response.headers.get("X-Inflated-From") === made.digest) {
      const bytes = withZeroPages(await response.arrayBuffer());
      if (bytes) performance.mark("hearts:snapshot-kept"); // tests look for it: the start read the worker's copy
      return bytes;
    }
  } catch {
    // no copy: the compressed file
  }
  return null;
}

/** The inflated snapshot from the worker's copy, which leaves out its all-zero pages (sw.js's PAGES says
 *  how); null unless the copy is exactly in that form. The array has the snapshot's length but holds only
 *  its header, which Pyodide reads first; its writeMemory(heap, start) writes the pages kept from `start` on
 *  into the interpreter's memory, all zeros until then, which Pyodide's restore calls in place of copying
 *  the whole image (scripts/classic_runtime.py, SPARSE_RESTORE): half the bytes, and no copy made here. */
function withZeroPages(buffer) {
  const MAGIC = 0x31706868;
  if (buffer.byteLength < 16) return null;
  const [magic, length, page, count] = new Uint32Array(buffer, 0, 4);
  const start = 16 + 4 * count;
  if (magic !== MAGIC || page === 0 || start > buffer.byteLength) return null;
  const pages = []; // [where in the snapshot, where in `buffer`, size]
  let at = start;
  let last = -1;
  for (const index of new Uint32Array(buffer, 16, count)) {
    const offset = index * page;
    const size = Math.min(page, length - offset);
    if (index <= last || size <= 0 || at + size > buffer.byteLength) return null;
    pages.push([offset, at, size]);
    at += size;
    last = index;
  }
  if (at !== buffer.byteLength || pages[0]?.[0] !== 0 || pages[0][2] < 8) return null;
  // The header's length, Pyodide's second word: the memory image starts there.
  const header = Math.min(new DataView(buffer, start, 8).getUint32(4, true), length);
  const whole = new Uint8Array(length);
  for (const [offset, from, size] of pages) {
    if (offset >= header) break;
    whole.set(new Uint8Array(buffer, from, Math.min(size, header - offset)), offset);
  }
  whole.writeMemory = (heap, image) => {
    for (const [offset, from, size] of pages) {
      const skip = Math.max(0, image - offset);
      if (skip < size) heap.set(new heap.constructor(buffer, from + skip, size - skip), offset + skip - image);
    }
  };
  return whole;
}

/** Why this browser cannot start from this build's snapshot, or null. */
function unusable() {
  if (!PREPARED.snapshot) return "no snapshot in this build";
  if (!globalThis.crypto?.subtle) return "no crypto.subtle";
  return null;
}

/** Make fresh what the snapshot froze: `random`'s state (the browser's randomness seeds it), and the
 *  environment as this start gives it (LANG from the browser's language, as Pyodide sets it, and the
 *  variables loadPyodide is given). */
function refresh(python, config) {
  const language = (globalThis.navigator?.languages?.[0] || "C").replace("-", "_") + ".UTF-8";
  const globals = python.toPy({ environment: { ...config.env, LANG: language } });
  try {
    python.runPython(
      `import os, random, tempfile
os.environ.update(environment)
random.seed()
tempfile._name_sequence = None`,
      { globals },
    );
  } finally {
    globals.destroy();
  }
}

function mark(way, fallback) {
  document.body.dataset.start = way;
  if (fallback) document.body.dataset.startFallback = fallback;
}

/** PyScript's call (with `indexURL`, `stdout`, `stderr` and the lock file): from the snapshot where it
 *  can, else Pyodide's own start on the precompiled standard library. */
export async function loadPyodide(options = {}) {
  const fetchFile = globalThis.fetch;
  const config = PREPARED.stdlib ? { ...options, stdLibURL: new URL(PREPARED.stdlib, FOLDER).href } : { ...options };
  // A first visit on a line not plainly fast, or where the snapshot comes too slowly, starts without it:
  // not a failure.
  const early = (await earlySnapshot?.soon(SNAPSHOT_WAIT))?.response ?? null;
  const trying = held || early !== null;
  let fallback = trying ? unusable() : null;
  if (trying && !fallback) {
    const answers = new Map();
    try {
      const snapshot = checkedSnapshot(fetchFile, answers, early);
      snapshot.catch(() => {}); // loadPyodide rejects with it
      const python = await start({ ...config, _loadSnapshot: snapshot }, answers);
      refresh(python, options);
      mark("snapshot");
      keepCompiledCode(python);
      return python;
    } catch (error) {
      fallback = error instanceof Unusable ? error.message : `the restore failed: ${error?.message ?? error}`;
    }
  }
  const python = await start(config, new Map());
  mark(PREPARED.stdlib ? "precompiled" : "source", fallback);
  keepCompiledCode(python);
  return python;
}

// The runtime's compiled code, kept for the next visit. Chromium keeps the code V8 compiled from the
// runtime's WebAssembly beside the copy it came from, and a start that finds it there compiles nothing
// on the page's main thread: V8 records which of the runtime's functions had run, and compiles them
// again in the background as the code is read back. Without it, a start compiles some 1,900 of the
// runtime's functions on the main thread as Python first calls them, 100 to 230 ms on these machines
// (docs/lab/NOTEBOOK.md). But V8 writes that code when a megabyte more of it has been
// optimised since it last wrote (in practice never otherwise), and an idle table seldom gets there: a
// visit spent reading the rules or the statistics leaves nothing for the next. So once the table is
// ready (offline.js's `heartsWhenReady`), and only while the browser is idle, the page compiles the
// Python sources PyScript compiles at every start a few times over (a few short compilations in each
// idle moment), which has V8 optimise the interpreter's parser and compiler; that passes the
// threshold, and V8 writes the code with every function the start ran marked. It is done once for
// each copy of the runtime: localStorage's "hearts.runtime-code" names the copy it was last done for
// (the runtime's URL, and whether the HTTP cache's or the worker's copy), written ten seconds after
// the last compilation, well after V8 has written on these machines (0.5 to 2.2 s after the table was
// ready), so that a visit that closes sooner, before a busy phone's optimising compiler may have
// finished, tries again next time. A compilation takes a phone up to some 40 ms, so none starts
// while the person is playing: only once no tap or key has come for CODE_QUIET ms (a tap that comes
// meanwhile would wait for it). Nothing of it is shown, and a failure only leaves the next start
// as it would have been.
const CODE_KEY = "hearts.runtime-code";
/** Times the sources are compiled over: V8 wrote the code after 5 on these machines; 10 is a margin. */
const CODE_ROUNDS = 10;
/** Seconds after the last compilation until the copy counts as kept (V8 optimises in the background). */
const CODE_SETTLE = 10;
/** Another compilation starts in the same idle moment while the browser expects more than this many ms of it
 *  (one takes 1 to 10 ms here). */
const CODE_SLICE = 12;
/** Milliseconds without a tap or key before a compilation may start. */
const CODE_QUIET = 2000;
let lastInput = -Infinity;
for (const kind of ["pointerdown", "keydown"]) {
  addEventListener(kind, () => { lastInput = performance.now(); }, { capture: true, passive: true });
}

/** Run `task` in an idle moment once no tap or key has come for CODE_QUIET ms. */
function whenQuiet(task) {
  const wait = lastInput + CODE_QUIET - performance.now();
  if (wait > 0) setTimeout(() => whenQuiet(task), wait);
  else whenIdle((idle) => (performance.now() - lastInput < CODE_QUIET ? whenQuiet(task) : task(idle)));
}
/** The Python sources of the modules loaded (PyScript's, written at every start), and a function that
 *  compiles the one at an index as Pyodide's eval_code does (the tree, then the code). */
const SOURCES = `import ast, os, sys
sources = []
for module in list(sys.modules.values()):
    path = getattr(module, "__file__", None) or ""
    if path.endswith(".py") and os.path.isfile(path):
        with open(path, encoding="utf-8") as file:
            sources.append((file.read(), path))
count = len(sources)
def compile_one(index):
    source, path = sources[index]
    compile(ast.parse(source, path), path, "exec")`;

/** Run `task` when the browser is idle (soon after `timeout` ms at the latest), with the milliseconds the
 *  browser expects to stay idle (a function; 0 where it cannot tell). */
function whenIdle(task, timeout = 1000) {
  if (typeof globalThis.requestIdleCallback === "function") {
    requestIdleCallback((deadline) => task(() => deadline.timeRemaining()), { timeout });
  } else setTimeout(() => task(() => 0), 50);
}

/** Once the table is ready, compile the sources CODE_ROUNDS times over in idle moments, unless
 *  localStorage says this copy of the runtime has been through it. Never throws: the start goes on
 *  whatever happens here. */
function keepCompiledCode(python) {
  const copy = `${new URL(COMPILED.address, FOLDER).href} ${compiledFrom ?? "file"}`;
  try {
    if (localStorage.getItem(CODE_KEY) === copy) return;
    globalThis.heartsWhenReady?.(() => whenQuiet(() => compileSources(python, copy)));
  } catch {
    // no storage (this would run at every visit), or no page to watch: the next start as it would have been
  }
}

/** Compile the sources in idle moments, then note `copy` as kept CODE_SETTLE seconds later. */
function compileSources(python, copy) {
  const globals = python.toPy({});
  let compileOne = null;
  const release = () => {
    compileOne?.destroy();
    globals.destroy();
  };
  try {
    python.runPython(SOURCES, { globals });
    compileOne = globals.get("compile_one");
  } catch {
    return release();
  }
  const count = globals.get("count");
  const steps = count * CODE_ROUNDS;
  let step = 0;
  const next = (idle) => {
    try {
      do {
        compileOne(step % count);
        step += 1;
      } while (step < steps && idle() > CODE_SLICE);
    } catch {
      return release();
    }
    if (step < steps) return whenQuiet(next);
    release();
    setTimeout(() => {
      try {
        localStorage.setItem(CODE_KEY, copy);
      } catch {
        // a full store: the next visit compiles them again
      }
    }, CODE_SETTLE * 1000);
  };
  if (steps > 0) whenQuiet(next);
  else release();
}
