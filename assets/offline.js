// Offline play, updates, and the gate of the runtime. A deferred classic script at the top of
// <head>: it runs once the page is parsed, before the module scripts after it (the loading screen's,
// then PyScript's), and does not hold up the parsing. Only the runtime (assets/runtime.mjs,
// pyscript.toml's interpreter) waits for `heartsRuntimeGate`; it also uses `heartsWhenReady` (below).
//
// First visit: nothing waits. The page boots from the network, and the service worker (sw.js,
// written by ./scripts/build) is registered once the table is ready and the page's late parts have
// come (<body data-parts-ready>, hearts/web/part_loader.py; or PARTS_WAIT after the table is ready),
// so that its install takes neither the processor from Python's start nor the line from the late
// parts. It stores every file of the site, taking the copies the browser has just loaded (the
// interpreter's snapshot too where the first visit, over a plainly fast line, started from it; where
// it did not, the worker downloads it), and takes over.
// Later visits: the worker answers from the start; the gate opens once the worker has said whether
// the browser's HTTP cache holds the runtime's WebAssembly (at most 2 s; assets/runtime.mjs).
// Once the table is ready and the worker answers the page, the worker is asked to make sure it has
// every file; when it has, <html> gets data-offline="ready": from then on the game loads and plays
// with no network (or "incomplete" when a file could not be stored; the next visit tries again).
// Updates: when a new build has been fetched and waits, show "A new version is ready — Reload";
// Reload lets the new version take over and loads it. The game in progress is saved after every
// action, so reloading loses nothing.

(() => {
  const ASK_WORKER = 2_000; // ms to wait for the worker to say where the runtime's WebAssembly is
  const PARTS_WAIT = 30_000; // ms after the table is ready that the worker waits at most for the late parts
  const UNSTORED = "the service worker could not store the site";

  const workers = "serviceWorker" in navigator && window.isSecureContext ? navigator.serviceWorker : null;
  let registration = null;
  let reloading = false;

  function offer() {
    const banner = document.getElementById("update");
    if (banner) banner.hidden = false;
  }

  function reload() {
    if (reloading) return;
    reloading = true;
    const waiting = registration?.waiting;
    if (waiting) waiting.postMessage("activate"); // "controllerchange" follows, then the reload
    else location.reload();
  }

  function watch(worker) {
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && workers.controller) offer();
    });
  }

  async function register() {
    try {
      return await workers.register("./sw.js", { scope: "./" });
    } catch (error) {
      console.warn("Hearts: offline play is not available:", error.message);
      return null;
    }
  }

  /** A page no worker answers: the site's worker once it is active (it has stored the site), or null if
   *  its install failed. On a first visit that is the new worker; after a reload that bypassed the
   *  worker (Shift+Reload), the one already active. */
  function installedWorker() {
    return new Promise((done) => {
      const follow = (worker) =>
        worker?.addEventListener("statechange", () => {
          if (worker.state === "activated") done(worker);
          if (worker.state === "redundant") done(null);
        });
      const worker = registration.installing ?? registration.waiting;
      if (registration.active) done(registration.active);
      else if (worker) follow(worker);
      else registration.addEventListener("updatefound", () => follow(registration.installing), { once: true });
    });
  }

  /** What the console was last told of offline play not being available (said once each). */
  let told = null;

  /** Offline play is not available yet; the next visit tries again. `reason` is the worker's, naming
   *  the files it could not store, or UNSTORED when the worker failed before its message came. */
  function incomplete(reason) {
    document.documentElement.dataset.offline = "incomplete";
    if (reason === told || (reason === UNSTORED && told !== null)) return;
    told = reason;
    console.warn("Hearts: offline play is not available yet:", reason);
  }

  /** `callback` once <body> has the attribute `name` (now if it has). */
  function whenMarked(name, callback) {
    const body = document.body;
    if (body.hasAttribute(name)) {
      callback();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!body.hasAttribute(name)) return;
      observer.disconnect();
      callback();
    });
    observer.observe(body, { attributes: true, attributeFilter: [name] });
  }

  function whenReady(callback) {
    whenMarked("data-ready", callback);
  }

  /** `callback` once the table is ready and the late parts have come, or PARTS_WAIT after the table is ready. */
  function whenPartsReady(callback) {
    whenReady(() => {
      let called = false;
      const once = () => {
        if (called) return;
        called = true;
        callback();
      };
      whenMarked("data-parts-ready", once);
      setTimeout(once, PARTS_WAIT);
    });
  }

  /** A script of the page (PyScript's core.js) could not be fetched: tell the loading screen, which
   *  listens for errors on the window (a script element's own error does not reach it). */
  function watchScripts() {
    const failed = (event) => {
      if (!(event.target instanceof HTMLScriptElement)) return;
      dispatchEvent(new ErrorEvent("error", { message: `${event.target.src} did not load` }));
    };
    addEventListener("error", failed, true);
  }

  function start() {
    if (!workers) return;
    const controlled = Boolean(workers.controller);
    document.getElementById("update-reload")?.addEventListener("click", reload);
    workers.addEventListener("controllerchange", () => {
      if (reloading) location.reload();
      else if (controlled) offer(); // another tab let a new version take over
    });
    workers.addEventListener("message", (event) => {
      if (event.data?.type === "cached") document.documentElement.dataset.offline = "ready";
      if (event.data?.type === "incomplete") incomplete(event.data.reason);
    });
    whenPartsReady(async () => {
      if (controlled) workers.controller.postMessage("complete"); // every file stored?
      registration = await register();
      if (!registration) return;
      if (!controlled) {
        const worker = await installedWorker();
        if (!worker) {
          incomplete(UNSTORED);
          return;
        }
        worker.postMessage("complete");
      }
      if (registration.waiting && controlled) offer();
      watch(registration.installing);
      registration.addEventListener("updatefound", () => watch(registration.installing));
      document.addEventListener("visibilitychange", () => {
        if (document.visibilityState === "visible") registration.update().catch(() => {});
      });
    });
  }

  /** A visit the worker answers from the start: where the runtime's WebAssembly is to come from,
   *  "http-cache" if the browser's HTTP cache holds it (the worker looks, so that the page never asks
   *  an HTTP cache that has none), else "worker"; "worker" too if the worker takes too long to say. */
  function runtimeSource() {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      const timer = setTimeout(() => resolve("worker"), ASK_WORKER);
      channel.port1.onmessage = (event) => {
        clearTimeout(timer);
        resolve(event.data === true ? "http-cache" : "worker");
      };
      workers.controller.postMessage("runtime in the HTTP cache?", [channel.port2]);
    });
  }

  watchScripts();
  const held = Boolean(workers?.controller); // a worker answers this page: it holds the site
  // assets/runtime.mjs waits for it before fetching the runtime: "network" on a first visit or with
  // no worker (the HTTP cache, or else a download), or runtimeSource()'s answer.
  globalThis.heartsRuntimeGate = held ? runtimeSource() : Promise.resolve("network");
  // `callback` once the table is ready (now if it is): assets/runtime.mjs then has the runtime's code kept.
  globalThis.heartsWhenReady = whenReady;
  start();
})();
