// Offline play: once the table is ready, register the service worker (sw.js, written by
// ./scripts/build), which keeps every file of the site so the next visit needs no network.
// When a new build has been fetched and is waiting, show "A new version is ready — Reload";
// Reload lets the new version take over and loads it. The game in progress is saved after
// every action, so reloading loses nothing.

const banner = document.getElementById("update");
const button = document.getElementById("update-reload");
const workers = navigator.serviceWorker;
const controlled = Boolean(workers?.controller); // this page was loaded through the service worker
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
  worker.addEventListener("statechange", () => {
    if (worker.state === "installed" && workers.controller) offer();
  });
}

async function register() {
  try {
    registration = await workers.register("./sw.js", { scope: "./" });
  } catch (error) {
    console.warn("Hearts: offline play is not available:", error.message);
    return;
  }
  if (registration.waiting && workers.controller) offer();
  if (registration.installing) watch(registration.installing);
  registration.addEventListener("updatefound", () => watch(registration.installing));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") registration.update().catch(() => {});
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

if (workers && window.isSecureContext) {
  button?.addEventListener("click", reload);
  workers.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
    else if (controlled) offer(); // another tab let a new version take over
  });
  // After the boot, so that caching the files never competes with starting the game.
  whenReady(register);
}
