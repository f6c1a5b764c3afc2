// Offline play, updates, and the gate of the runtime. A classic script at the top of <head>, run
// before anything else, so that the service worker is registered while the rest of the page loads.
// PyScript starts from its own module script right after; only the runtime (assets/runtime.mjs,
// pyscript.toml's interpreter) waits for `heartsRuntimeGate`.
//
// First visit: register the service worker (sw.js, written by ./scripts/build) and keep the gate
// shut until it answers this page (a moment: meanwhile PyScript loads and reads its configuration).
// The runtime then comes from the worker's cache, so the browser keeps its compiled code next to
// that copy (its WebAssembly excepted: see assets/runtime.mjs). If the worker cannot be installed,
// the runtime comes from the network anyway.
// Later visits: the worker already answers; the gate opens once the worker has said whether the
// browser's HTTP cache holds the runtime's WebAssembly (at most 2 s; assets/runtime.mjs).
// Once the table is ready, the worker is asked to cache the rest of the site; when it has every
// file, <html> gets data-offline="ready": from then on the game loads and plays with no network
// (or "incomplete" when a file could not be stored; the next visit tries again).
// Updates: when a new build has been fetched and waits, show "A new version is ready — Reload";
// Reload lets the new version take over and loads it. The game in progress is saved after every
// action, so reloading loses nothing.

(() => {
  const TAKE_OVER = 10_000; // ms to wait for a new worker before the game starts without it
  const ASK_WORKER = 2_000; // ms to wait for the worker to say where the runtime's WebAssembly is

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

  /** First visit: wait until the new worker answers this page (or fails). */
  function takenOver() {
    return new Promise((done) => {
      workers.addEventListener("controllerchange", done, { once: true });
      const worker = registration.installing ?? registration.waiting;
      worker?.addEventListener("statechange", () => {
        if (worker.state === "redundant") done(); // the install failed: start from the network
      });
      if (workers.controller || !worker) done();
    });
  }

  function whenReady(callback) {
    const body = document.body;
    if (body.hasAttribute("data-ready")) {
      callback();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!body.hasAttribute("data-ready")) return;
      observer.disconnect();
      callback();
    });
    observer.observe(body, { attributes: true, attributeFilter: ["data-ready"] });
  }

  /** First visit: register the worker; resolves once it answers this page, or cannot, or takes too long. */
  function installed() {
    const installing = (async () => {
      registration = await register();
      if (registration && !registration.active) await takenOver();
    })();
    return Promise.race([installing, new Promise((resolve) => setTimeout(resolve, TAKE_OVER))]);
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

  function parsed() {
    if (document.readyState !== "loading") return Promise.resolve();
    return new Promise((resolve) => document.addEventListener("DOMContentLoaded", resolve, { once: true }));
  }

  async function start(gate) {
    await gate;
    await parsed();
    if (!workers) return;
    const controlled = Boolean(workers.controller);
    document.getElementById("update-reload")?.addEventListener("click", reload);
    workers.addEventListener("controllerchange", () => {
      if (reloading) location.reload();
      else if (controlled) offer(); // another tab let a new version take over
    });
    workers.addEventListener("message", (event) => {
      if (event.data?.type === "cached") document.documentElement.dataset.offline = "ready";
      if (event.data?.type === "incomplete") {
        document.documentElement.dataset.offline = "incomplete"; // the next visit tries again
        console.warn("Hearts: offline play is not available yet:", event.data.reason);
      }
    });
    whenReady(async () => {
      workers.controller?.postMessage("complete"); // cache the rest of the site
      registration ??= await register();
      if (!registration) return;
      if (registration.waiting && workers.controller) offer();
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
  const gate = workers && !held ? installed() : Promise.resolve();
  // assets/runtime.mjs waits for it before fetching the runtime: "network" on a first visit or with
  // no worker (the HTTP cache, or else a download), or runtimeSource()'s answer.
  globalThis.heartsRuntimeGate = held ? runtimeSource() : gate.then(() => "network");
  start(gate);
})();
