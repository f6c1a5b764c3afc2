// The service worker of the Hearts site: after one visit the game loads and plays with no network.
//
// ./scripts/build writes dist/sw.js from this file, replacing the PRECACHE line with the site's
// version (a hash of every file's contents) and the list of its files, each with its SHA-256
// digest and size. Install fetches them all (or reuses an identical copy already cached), telling
// the open pages how many bytes are in, checks each digest and stores the responses as they came
// in a cache named after the version; requests for the site's own files are then answered from
// that cache. On a first visit the page waits for this before it starts Python, so the runtime is
// compiled from the cached copy and the browser keeps the compiled code next to it.
// A new build installs next to the old one and waits: the page offers "A new version is ready —
// Reload", whose button sends "activate"; the new version then takes over and deletes the old
// caches. The very first install takes over at once.

const PRECACHE = { version: "unbuilt", files: [] }; // written by ./scripts/build

const SCOPE = self.registration.scope; // the folder of this file, ending in "/"
const PREFIX = `hearts ${SCOPE} `;
const CACHE = PREFIX + PRECACHE.version;
const TOTAL = PRECACHE.files.reduce((sum, [, , size]) => sum + size, 0);
const ANNOUNCE_EVERY = 100; // ms between two reports of the download's progress

function base64(buffer) {
  let text = "";
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text);
}

async function digest(body) {
  return "sha256-" + base64(await crypto.subtle.digest("SHA-256", body));
}

let received = 0;
let announced = 0;

/** Tell the open pages (controlled or not) how much of the site is in. */
async function announce(force = false) {
  const now = Date.now();
  if (!force && now - announced < ANNOUNCE_EVERY) return;
  announced = now;
  const message = { type: "download", done: Math.min(received, TOTAL), total: TOTAL };
  for (const client of await self.clients.matchAll({ includeUncontrolled: true, type: "window" })) {
    client.postMessage(message);
  }
}

/** The bytes of a copy of the response's body, counted as they arrive. */
async function bodyOf(response) {
  if (!response.body) return new Uint8Array(0);
  const reader = response.clone().body.getReader();
  const chunks = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
    received += value.length;
    announce();
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.length;
  }
  return body;
}

/** The response itself, if its body has the expected digest. It is stored as it came (with its URL),
 *  so that the browser can keep the compiled code of scripts and WebAssembly next to it. */
async function checked(response, expected) {
  if (!response || !response.ok) return null;
  return (await digest(await bodyOf(response))) === expected ? response : null;
}

async function fetchFile(path, expected) {
  const url = new URL(path, SCOPE).href;
  const kept = await checked(await caches.match(url), expected);
  if (kept) return [url, kept];
  // "no-cache": the server confirms the browser's copy (or sends the file), so nothing stale is kept.
  const response = await fetch(url, { cache: "no-cache", credentials: "same-origin" });
  const fresh = await checked(response, expected);
  if (!fresh) throw new Error(`${path}: not the file this version lists (HTTP ${response.status})`);
  return [url, fresh];
}

async function install() {
  const files = await Promise.all(PRECACHE.files.map(([path, expected]) => fetchFile(path, expected)));
  const cache = await caches.open(CACHE);
  await Promise.all(files.map(([url, response]) => cache.put(url, response)));
  await announce(true);
  if (!self.registration.active) await self.skipWaiting(); // the first version: nothing to replace
}

async function activate() {
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
  }
  await self.clients.claim();
}

let opened = null;

async function answer(request) {
  opened ??= caches.open(CACHE);
  const cache = await opened;
  const url = new URL(request.url);
  url.search = ""; // ?deal=123 and the like are addresses of the page itself
  url.hash = "";
  const hit = await cache.match(url.href);
  if (hit) return hit;
  if (request.mode === "navigate") {
    try {
      return await fetch(request);
    } catch (error) {
      const page = await cache.match(SCOPE);
      if (page) return page;
      throw error;
    }
  }
  return fetch(request);
}

self.addEventListener("install", (event) => event.waitUntil(install()));
self.addEventListener("activate", (event) => event.waitUntil(activate()));
self.addEventListener("message", (event) => {
  if (event.data === "activate") self.skipWaiting();
});
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(answer(request));
});
