// The service worker of the Hearts site: after one visit the game loads and plays with no network.
//
// ./scripts/build writes dist/sw.js from this file, replacing the PRECACHE line with the site's
// version (a hash of every file's contents), the list of its files with their SHA-256 digests, and
// the address naming its contents of each file the page asks the browser's HTTP cache for first.
// Every file of the list is fetched once (or an identical copy is reused from an older version's
// cache), its digest checked, and the response stored as it came in a cache named after the version;
// requests for the site's files are answered from that cache.
//
// The page registers this worker once the table is ready, so a first visit boots with nothing of
// the worker's in the way. Each version stores every file of the list as it installs: copies the
// browser's HTTP cache already holds (the page has just loaded them) are taken from there, and
// scripts stored while the worker installs get their compiled code kept beside them at once. The
// first version then takes over; a later one waits until the page lets it (below).
//
// Requests are answered without running this script where the browser can: the worker declares,
// as it installs, that a GET of any of the site's addresses (with no query) comes straight from its
// version's cache, or from the network when that lacks the file (the Service Worker static routing
// API). Only the rest reaches the fetch handler below: addresses with a query (?deal=123 is the
// page itself), and every request in a browser without static routes.
//
// The runtime's WebAssembly is the exception. Chromium keeps the code it compiles from it next to
// the copy it came from, and keeps it better in the HTTP cache than in a service worker's cache
// (there it writes once per compilation, an early and partial snapshot; see docs/lab/NOTEBOOK.md).
// So the page (assets/runtime.mjs) asks for it at an address naming its contents, which this worker
// leaves to the browser's HTTP cache. On later visits the page first asks this worker whether the
// HTTP cache holds it ("runtime in the HTTP cache?"), and asks for the plain address, answered
// here, when it does not (a private window, the HTTP cache cleared or full) or when the network
// is gone. The worker's own copy is taken from the HTTP cache, where the page's first visit has put
// it, so the first visit downloads it once.
//
// The interpreter's snapshot ships gzip-compressed; this worker keeps an inflated copy beside it (made
// once, from the stored file whose digest it has checked; no such file is on the server), so that the
// page restores the snapshot without inflating 30 MB at every start (assets/runtime.mjs). The copy
// leaves out the snapshot's pages that are all zeros, more than half of it: the page reads 14 MB from
// this cache rather than 31 MB, and puts the zeros back by allocating the whole.
//
// Once this worker answers the page, the page sends "complete": the worker makes sure every file is
// stored and answers "cached", or "incomplete" if a file could not be fetched or is not the one
// listed (it is never kept; the next visit tries again). An install that cannot store every file
// stores all the others, then tells the pages "incomplete" and fails; the page registers the worker
// again on its next visit, which fetches only what is missing.
// A new build stores its whole list while the old version still serves, then waits: the page offers
// "A new version is ready — Reload", whose button sends "activate"; the new version takes over and
// deletes the old caches.

const PRECACHE = { version: "unbuilt", files: [], fromHttpCache: {}, inflated: {} }; // written by ./scripts/build

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
/** URL of a gzip-compressed file -> the address of the inflated copy this worker keeps beside it (the
 *  interpreter's snapshot: the page restores it from that copy without inflating it at every start). */
const INFLATED = new Map(
  Object.entries(PRECACHE.inflated ?? {}).map(([path, copy]) => [new URL(path, SCOPE).href, new URL(copy, SCOPE).href]),
);
/** The header of an inflated copy that names the digest of the file it was inflated from. */
const INFLATED_FROM = "X-Inflated-From";

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

const storing = new Map(); // URL -> the promise of its file being in this version's cache

/** Make sure the file at `url` (one of the list) is in this version's cache, fetching it at most once. */
function ensure(url) {
  if (!storing.has(url)) {
    const stored = store(url, FILES.get(url)).then(() => inflated(url));
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
  // The HTTP cache's copy, whatever its age, if it is the file listed: the one the page has just loaded.
  // The runtime's WebAssembly at the address the page asks for, so that the page's copy is found (or,
  // downloaded here, is in the HTTP cache for the page's next visit).
  const address = FROM_HTTP_CACHE.get(url) ?? url;
  const copy = await fetch(address, { cache: "force-cache", credentials: "same-origin" }).catch(() => null);
  if (await put(ours, url, copy, expected)) return;
  // "no-cache": the server confirms the browser's copy (or sends the file), so nothing stale is kept.
  const fetched = await fetch(url, { cache: "no-cache", credentials: "same-origin" });
  if (!(await put(ours, url, fetched, expected))) {
    throw new Error(`${url}: not the file this version lists (HTTP ${fetched.status})`);
  }
}

/** The format of an inflated copy (read by assets/runtime.mjs, which checks all of it): four
 *  little-endian 32-bit words (MAGIC, the inflated length, PAGE, the number of pages kept), the index
 *  of each page kept (in increasing order), then those pages' bytes; the pages left out are all zeros,
 *  and the last page may be shorter than PAGE. */
const PAGES = { MAGIC: 0x31706868, PAGE: 65536 };

/** `bytes` without its all-zero pages, in the format of PAGES. */
function withoutZeroPages(bytes) {
  const { MAGIC, PAGE } = PAGES;
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  const kept = [];
  for (let start = 0; start < bytes.length; start += PAGE) {
    const end = Math.min(start + PAGE, bytes.length);
    let zero = true;
    const wordEnd = end >>> 2;
    for (let word = start >>> 2; zero && word < wordEnd; word++) zero = words[word] === 0;
    for (let byte = wordEnd << 2; zero && byte < end; byte++) zero = bytes[byte] === 0;
    if (!zero) kept.push(start / PAGE);
  }
  const head = new Uint32Array([MAGIC, bytes.length, PAGE, kept.length, ...kept]);
  const parts = [head, ...kept.map((page) => bytes.subarray(page * PAGE, Math.min((page + 1) * PAGE, bytes.length)))];
  return new Blob(parts);
}

/** Keep the inflated copy of the file at `url` (stored, its digest checked) if it has one, naming the
 *  file's digest; without it (no DecompressionStream, a file that does not inflate) the page inflates
 *  the file itself. */
async function inflated(url) {
  const copy = INFLATED.get(url);
  const ours = await cache();
  if (!copy || (await ours.match(copy))) return;
  try {
    const packed = await ours.match(url);
    const body = await new Response(packed.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    const headers = { "Content-Type": "application/octet-stream", [INFLATED_FROM]: FILES.get(url) };
    await ours.put(copy, new Response(withoutZeroPages(new Uint8Array(body)), { headers }));
  } catch {
    // the page inflates the file
  }
}

/** Every file of the list in this version's cache. It waits for every file, so that one that cannot be
 *  stored leaves all the others stored (the next try fetches only what is missing, and nothing is
 *  reported before the rest is in); then it rejects, naming each file that could not be stored. */
async function storeAll() {
  const results = await Promise.allSettled([...FILES.keys()].map(ensure));
  const failed = results.filter(({ status }) => status === "rejected").map(({ reason }) => reason?.message ?? reason);
  if (failed.length > 0) throw new Error(failed.join("; "));
}

async function complete(client) {
  try {
    await storeAll();
  } catch (error) {
    client?.postMessage({ type: "incomplete", version: PRECACHE.version, reason: String(error) });
    return;
  }
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

/** Store every file (a new version: before it is offered); the first version then takes over at once. */
async function install() {
  try {
    await storeAll();
  } catch (error) {
    const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    const message = { type: "incomplete", version: PRECACHE.version, reason: String(error) };
    for (const page of pages) page.postMessage(message);
    throw error;
  }
  if (!self.registration.active) await self.skipWaiting();
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
 *  stores it again). */
function route(event) {
  if (!event.addRoutes) return Promise.resolve();
  const folder = new URL(SCOPE).pathname;
  const site = { pathname: folder + "*", search: "" };
  const browser = [...LEFT_TO_THE_BROWSER].map((address) => {
    const { pathname, search } = new URL(address);
    return { condition: { urlPattern: { pathname, search: search.slice(1) } }, source: "network" };
  });
  return event.addRoutes([
    ...browser,
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
