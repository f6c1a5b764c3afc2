// The service worker of the Hearts site: after one visit the game loads and plays with no network.
//
// ./scripts/build writes dist/sw.js from this file, replacing the PRECACHE line with the site's
// version (a hash of every file's contents) and the list of its files with their SHA-256 digests.
// Install fetches them all (or reuses an identical copy already cached), checks each digest and
// stores them in a cache named after the version; requests for the site's own files are then
// answered from that cache. A new build installs next to the old one and waits: the page offers
// "A new version is ready — Reload", whose button sends "activate"; the new version then takes
// over and deletes the old caches. The very first install takes over at once.

const PRECACHE = { version: "unbuilt", files: [] }; // written by ./scripts/build

const SCOPE = self.registration.scope; // the folder of this file, ending in "/"
const PREFIX = `hearts ${SCOPE} `;
const CACHE = PREFIX + PRECACHE.version;

function base64(buffer) {
  let text = "";
  for (const byte of new Uint8Array(buffer)) text += String.fromCharCode(byte);
  return btoa(text);
}

async function digest(body) {
  return "sha256-" + base64(await crypto.subtle.digest("SHA-256", body));
}

/** The file as a stored response, if its body has the expected digest. */
async function checked(response, expected) {
  if (!response || !response.ok) return null;
  const body = await response.arrayBuffer();
  if ((await digest(body)) !== expected) return null;
  const headers = new Headers(response.headers);
  return new Response(body, { status: 200, statusText: "OK", headers });
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
