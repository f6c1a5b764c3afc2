// Offline play, updates, and the start of Python.
//
// First visit: register the service worker (sw.js, written by ./scripts/build) and let it fetch and
// keep every file of the site, then start PyScript. The game then loads from the worker's copy: the
// browser keeps the compiled runtime next to that copy, and every later visit needs no network. The
// loading screen shows the download (assets/loading.js listens for "hearts:download" events). If the
// worker cannot be installed, or its download stalls, the game starts from the network anyway.
// Later visits: the worker already answers; PyScript starts at once.
// Updates: when a new build has been fetched and waits, show "A new version is ready — Reload";
// Reload lets the new version take over and loads it. The game in progress is saved after every
// action, so reloading loses nothing.

const STALL = 30_000; // ms without news from the installing worker before the game starts without it

const banner = document.getElementById("update");
const button = document.getElementById("update-reload");
const workers = "serviceWorker" in navigator && window.isSecureContext ? navigator.serviceWorker : null;
let registration = null;
let reloading = false;

function offer() {
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

/** First visit: wait until the new worker has every file and answers this page (or gives up). */
function installed() {
  return new Promise((resolve) => {
    let timer = setTimeout(resolve, STALL);
    const done = () => {
      clearTimeout(timer);
      workers.removeEventListener("message", news);
      resolve();
    };
    const news = (event) => {
      if (event.data?.type !== "download") return;
      clearTimeout(timer);
      timer = setTimeout(done, STALL);
      dispatchEvent(new CustomEvent("hearts:download", { detail: event.data }));
    };
    workers.addEventListener("message", news);
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

async function start() {
  if (workers && !workers.controller) {
    registration = await register();
    if (registration && !registration.active) await installed();
  }
  const controlled = Boolean(workers?.controller);
  try {
    await import("../pyscript/core.js");
  } catch (error) {
    dispatchEvent(new ErrorEvent("error", { message: String(error), error }));
    return;
  }
  if (!workers) return;
  button?.addEventListener("click", reload);
  workers.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
    else if (controlled) offer(); // another tab let a new version take over
  });
  whenReady(async () => {
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

start();
