// The service worker of the Hearts site: after one visit the game loads and plays with no network.
//
// ./scripts/build writes dist/sw.js from this file, replacing the PRECACHE line with the site's
// version (a hash of every file's contents), the list of its files with their SHA-256 digests, and
// the address naming its contents of each file the page asks the browser's HTTP cache for first.
// Every file of the list is fetched once (or an identical copy is reused from an older version's
// cache), its digest checked, and the response stored as it came in a cache named after the version;
// requests for the site's files are answered from that cache.
//
// Requests are answered without running this script where the browser can: the worker declares,
// as it installs, that a GET of any of the site's addresses (with no query) comes straight from its
// version's cache, or from the network when that lacks the file (the Service Worker static routing
// API). Only the rest reaches the fetch handler below: addresses with a query (?deal=123 is the
// page itself), and every request in a browser without static routes.
//
// The runtime's WebAssembly is the exception. Chromium keeps the code it compiles from it next to
// the copy it came from, and keeps it better in the HTTP cache than in a service worker's cache
// (there it writes once per compilation, an early and partial snapshot; see docs/BENCHMARKS.md).
// So the page (assets/runtime.mjs) asks for it at an address naming its contents, which this worker
// leaves to the browser's HTTP cache. On later visits the page first asks this worker whether the
// HTTP cache holds it ("runtime in the HTTP cache?"), and asks for the plain address, answered
// here, when it does not (a private window, the HTTP cache cleared or full) or when the network
// is gone. The worker's own copy is taken from the HTTP cache once the page has fetched it, so the
// first visit downloads it once.
//
// The first version takes over at once, while PyScript loads (assets/runtime.mjs keeps the runtime
// waiting until then), and starts fetching the runtime's other files as it installs, storing them as
// they come: the page's runtime is answered with the stored copies, so the browser compiles and keeps
// the compiled code next to the copy later visits get. The page's other files come from the
// network meanwhile. Once the table is ready the page sends "complete": the runtime's digests are
// checked and the rest of the list is cached; the worker answers "cached", or "incomplete" if a
// file could not be fetched or is not the one listed (it is never kept; the next visit tries
// again). A new build caches its whole list while the old version still serves, then waits: the
// page offers "A new version is ready — Reload", whose button sends "activate"; the new version
// takes over and deletes the old caches.

const PRECACHE = { version: "unbuilt", files: [], fromHttpCache: {} }; // written by ./scripts/build

const SCOPE = self.registration.scope; // the folder of this file, ending in "/"
const PREFIX = `hearts ${SCOPE} `;
const CACHE = PREFIX + PRECACHE.version;
const FILES = new Map(PRECACHE.files.map(([path, digest]) => [new URL(path, SCOPE).href, digest]));
/** URL of a file -> the address naming its contents at which the page asks the HTTP cache for it. */
const FROM_HTTP_CACHE = new Map(
  Object.entries(PRECACHE.fromHttpCache).map(([path, address]) => [
    new URL(path, SCOPE).href,
    new URL(address, SCOPE).href,
  ]),
);
const LEFT_TO_THE_BROWSER = new Set(FROM_HTTP_CACHE.values());

function base64(buffer) {
  let text = "";
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text);
}

async function digest(body) {
  return "sha256-" + base64(await crypto.subtle.digest("SHA-256", body));
}

/** Whether the response's body has the expected digest (read from a copy: the response stays unread). */
async function matches(response, expected) {
  return Boolean(response?.ok) && (await digest(await response.clone().arrayBuffer())) === expected;
}

let opened = null;

function cache() {
  opened ??= caches.open(CACHE);
  return opened;
}

/** The runtime's files: on the first visit the page gets them from this version's cache, so that
 *  the browser keeps their compiled code next to the copy later visits are answered with (all but
 *  those the page asks the HTTP cache for). */
const RUNTIME = [...FILES.keys()].filter((url) => url.startsWith(SCOPE + "pyodide/") && !FROM_HTTP_CACHE.has(url));

/** True from the first version's install until "complete": the page is on its first visit, and its
 *  files other than the runtime come straight from the network (where the static route does not
 *  already send them there). */
let firstVisit = false;

const storing = new Map(); // URL -> the promise of its file being in this version's cache
const unchecked = new Set(); // URLs stored on the first visit whose digest is not checked yet

/** Make sure the file at `url` (one of the list) is in this version's cache, fetching it at most once. */
function ensure(url) {
  if (!storing.has(url)) {
    const stored = store(url, FILES.get(url));
    storing.set(url, stored);
    stored.catch(() => storing.delete(url)); // try again next time
  }
  return storing.get(url);
}

/** Store the response as it came (with its URL, so that the browser can keep the compiled code of
 *  scripts and WebAssembly next to it), checking its digest meanwhile; false if it is not the file. */
async function put(ours, url, response, expected) {
  if (!response?.ok) return false;
  const [right] = await Promise.all([matches(response, expected), ours.put(url, response)]);
  if (!right) await ours.delete(url);
  return right;
}

async function store(url, expected) {
  const ours = await cache();
  if (await ours.match(url)) return;
  if (await put(ours, url, await caches.match(url), expected)) return; // an identical copy, maybe an older version's
  const address = FROM_HTTP_CACHE.get(url);
  if (address) {
    // Through the HTTP cache at the address the page asks for: the page's copy if it has fetched it,
    // else one downloaded into the HTTP cache, ready for the page's next visit.
    const copy = await fetch(address, { cache: "force-cache", credentials: "same-origin" }).catch(() => null);
    if (await put(ours, url, copy, expected)) return;
  }
  // "no-cache": the server confirms the browser's copy (or sends the file), so nothing stale is kept.
  const fetched = await fetch(url, { cache: "no-cache", credentials: "same-origin" });
  if (!(await put(ours, url, fetched, expected))) {
    throw new Error(`${url}: not the file this version lists (HTTP ${fetched.status})`);
  }
}

/** The first visit's runtime, fetched and stored at once; complete() checks its digest once the table is up. */
function storeUnchecked(url) {
  const stored = (async () => {
    const ours = await cache();
    // "no-store": the page asks the worker for these, never the HTTP cache, so no second copy is
    // written there.
    const fetched = await fetch(url, { cache: "no-store", credentials: "same-origin" });
    if (!fetched.ok) throw new Error(`${url}: HTTP ${fetched.status}`);
    await ours.put(url, fetched);
  })();
  storing.set(url, stored);
  unchecked.add(url);
  stored.catch(() => {
    storing.delete(url);
    unchecked.delete(url);
  });
}

/** Check the digests of the files stored unchecked; drop any that is not the file listed. */
async function check() {
  const ours = await cache();
  for (const url of [...unchecked]) {
    try {
      await storing.get(url);
    } catch {
      continue; // failed and forgotten: ensure() tries again
    }
    if (!(await matches(await ours.match(url), FILES.get(url)))) {
      await ours.delete(url);
      storing.delete(url);
    }
    unchecked.delete(url);
  }
}

async function complete(client) {
  try {
    await check();
    await Promise.all([...FILES.keys()].map(ensure));
  } catch (error) {
    client?.postMessage({ type: "incomplete", version: PRECACHE.version, reason: String(error) });
    return;
  }
  firstVisit = false;
  client?.postMessage({ type: "cached", version: PRECACHE.version });
}

/** Whether the browser's HTTP cache holds the runtime's WebAssembly at the address the page asks for
 *  (asked here, so that a page never logs a request its HTTP cache could not answer). */
async function inHttpCache() {
  for (const address of LEFT_TO_THE_BROWSER) {
    try {
      const response = await fetch(address, { cache: "only-if-cached", mode: "same-origin" });
      await response.body?.cancel();
      if (!response.ok) return false;
    } catch {
      return false;
    }
  }
  return LEFT_TO_THE_BROWSER.size > 0;
}

async function install() {
  if (!self.registration.active) {
    firstVisit = true;
    RUNTIME.forEach(storeUnchecked);
    await self.skipWaiting();
    return;
  }
  await Promise.all([...FILES.keys()].map(ensure)); // a new version: every file in before it is offered
}

async function activate() {
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
  }
  await self.clients.claim();
}

async function answer(request) {
  const url = new URL(request.url);
  url.search = ""; // ?deal=123 and the like are addresses of the page itself
  url.hash = "";
  if (firstVisit && !storing.has(url.href)) {
    try {
      return await fetch(request);
    } catch {
      // the network is gone: whatever is stored answers below
    }
  }
  const ours = await cache();
  let hit = await ours.match(url.href);
  if (!hit && FILES.has(url.href)) {
    try {
      await ensure(url.href);
      hit = await ours.match(url.href);
    } catch {
      // not available as listed: the network answers below
    }
  }
  if (hit) return hit;
  if (request.mode === "navigate") {
    try {
      return await fetch(request);
    } catch (error) {
      const page = await ours.match(SCOPE);
      if (page) return page;
      throw error;
    }
  }
  return fetch(request);
}

/** Routes the browser follows without starting the worker: the addresses the page asks the HTTP
 *  cache for go to the browser's network stack; a GET of one of the site's addresses (with no query)
 *  is answered from this version's cache, or from the network when it lacks the file ("complete"
 *  stores it again). The runtime's files go through the worker while it runs: on
 *  the first visit they are being stored as the page asks, and the worker answers once they are. */
function route(event) {
  if (!event.addRoutes) return Promise.resolve();
  const folder = new URL(SCOPE).pathname;
  const site = { pathname: folder + "*", search: "" };
  const runtime = { pathname: folder + "pyodide/*", search: "" };
  const browser = [...LEFT_TO_THE_BROWSER].map((address) => {
    const { pathname, search } = new URL(address);
    return { condition: { urlPattern: { pathname, search: search.slice(1) } }, source: "network" };
  });
  return event.addRoutes([
    ...browser,
    { condition: { urlPattern: runtime, runningStatus: "running" }, source: "fetch-event" },
    { condition: { urlPattern: site, requestMethod: "get" }, source: { cacheName: CACHE } },
  ]);
}

self.addEventListener("install", (event) => event.waitUntil(Promise.all([route(event), install()])));
self.addEventListener("activate", (event) => event.waitUntil(activate()));
self.addEventListener("message", (event) => {
  if (event.data === "activate") self.skipWaiting();
  if (event.data === "complete") event.waitUntil(complete(event.source));
  if (event.data === "runtime in the HTTP cache?" && event.ports[0]) {
    event.waitUntil(inHttpCache().then((found) => event.ports[0].postMessage(found)));
  }
});
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  if (LEFT_TO_THE_BROWSER.has(request.url)) return; // the HTTP cache, or the network
  event.respondWith(answer(request));
});
