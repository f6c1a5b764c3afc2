// The loading screen: PyScript reports each step of the start-up as a "py:progress" event;
// show it in plain language and move the progress bar, until Python has drawn the table (it
// then sets data-ready on <body> and the screen goes).
//
// While the interpreter starts, the page's main thread is busy for seconds and no script runs,
// so the bar is moved by a CSS transition (which the browser runs off the main thread) towards
// the step's end, over the time the same step took on this device last time (kept in
// localStorage under "hearts.boot"); the next event puts it where the boot really is. The
// transition moves in 30 steps rather than gliding: a glide redraws the screen every frame, and
// on a phone's or a small machine's processor that takes time from Python's own start.
//
// The screen speaks the player's language: the one the address asks for (?lang=), else the one
// chosen in Settings (kept with the settings), else the first of the browser's preferred languages
// that the game speaks (as hearts.words.languages.best_language matches them), else English. Its
// words come from ./locale/loading.json ({tag: {english: translated}}, written by the build from
// the catalogs' messages of context "loading screen"); without it, or offline, the screen stays English.
const text = document.getElementById("loading-text");
const bar = document.getElementById("loading-bar");
const BOOT_KEY = "hearts.boot";
const SETTINGS_KEY = "hearts.settings";
const LANGUAGES = ["en", "es", "fr", "de", "pt-BR", "it", "nl", "pl"]; // hearts.words.languages.LANGUAGES (a test holds them equal)
const PSEUDO = "en-XA"; // the tests' pseudo-language: asked for by the address or kept in the settings only

/** `tag` as the game writes it, if it speaks it (`pt-br` → `pt-BR`); else null. */
function known(tag) {
  if (typeof tag !== "string") return null;
  const wanted = tag.trim().replace(/_/g, "-").toLowerCase();
  return [...LANGUAGES, PSEUDO].find((known) => known.toLowerCase() === wanted) ?? null;
}

/** The first preferred language with a catalog (`fr-CA` → `fr`), else English. */
function bestLanguage(preferred) {
  for (const wanted of preferred) {
    const tag = String(wanted).trim().replace(/_/g, "-").toLowerCase();
    if (!tag) continue;
    const exact = LANGUAGES.find((known) => known.toLowerCase() === tag);
    if (exact) return exact;
    const base = tag.split("-")[0];
    const near = LANGUAGES.find((known) => known.toLowerCase().split("-")[0] === base);
    if (near) return near;
  }
  return "en";
}

function chosenLanguage() {
  try {
    const data = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? "null")?.data;
    return known(data?.language);
  } catch {
    return null;
  }
}

const language =
  known(new URLSearchParams(location.search).get("lang")) ??
  chosenLanguage() ??
  bestLanguage(navigator.languages ?? [navigator.language ?? "en"]);
document.documentElement.lang = language;

let translated = {};
let shown = null; // the English of the message showing in `text`, to word it again when the words come

/** `english` in the player's language, once the words have come (English until then). */
function word(english) {
  const found = translated[english];
  return typeof found === "string" && found ? found : english;
}

/** Word the screen's own texts (those index.html writes in English). */
function wordScreen(english) {
  const title = document.querySelector(".loading-title");
  const note = document.querySelector(".loading-note");
  if (title) title.textContent = word(english.title);
  if (note) note.textContent = word(english.note);
  if (bar) bar.setAttribute("aria-label", word(english.bar));
  if (text && !ready()) text.textContent = word(shown ?? english.text);
}

if (language !== "en") {
  const english = {
    title: document.querySelector(".loading-title")?.textContent ?? "",
    note: document.querySelector(".loading-note")?.textContent ?? "",
    bar: bar?.getAttribute("aria-label") ?? "",
    text: text?.textContent ?? "",
  };
  fetch("./locale/loading.json")
    .then((response) => (response.ok ? response.json() : {}))
    .then((all) => {
      const words = all && typeof all === "object" ? all[language] : null;
      if (words && typeof words === "object") {
        translated = words;
        wordScreen(english);
      }
    })
    .catch(() => {}); // offline before the words were kept: the screen stays English
}

// Where each step leaves the bar (0 to 1), the words to show and, for a long step, how far
// the bar may glide while it lasts. Steps not listed (storage, packages) change nothing.
const STEPS = [
  [/^Loading Pyodide/, { at: 0.06, words: "Starting Python in your browser…" }],
  [/^Loading interpreter/, { at: 0.08, glide: 0.84, words: "Starting Python in your browser…", timer: "interpreter" }],
  [/^Loaded interpreter/, { at: 0.86, words: "Python is running." }],
  [/^Loading files/, { at: 0.87, words: "Fetching the game…" }],
  [/^Loaded files/, { at: 0.89, words: "Shuffling the cards…" }],
  [/^Loaded Pyodide/, { at: 0.9 }],
];

function remembered() {
  try {
    const data = JSON.parse(localStorage.getItem(BOOT_KEY) ?? "{}");
    return data && typeof data === "object" ? data : {};
  } catch {
    return {};
  }
}

const lastTime = remembered();
const started = {};

function remember(name, milliseconds) {
  try {
    localStorage.setItem(BOOT_KEY, JSON.stringify({ ...remembered(), [name]: Math.round(milliseconds) }));
  } catch {
    // private mode or a full store: the next boot guesses
  }
}

function ready() {
  return document.body.hasAttribute("data-ready");
}

function say(message) {
  if (!message) return;
  shown = message;
  if (text && !ready()) text.textContent = word(message);
}

/** Put the bar at `at` now; then, if `glide`, move it there over `milliseconds`, step by step. */
function show(at, glide, milliseconds) {
  if (!bar || ready()) return;
  bar.style.setProperty("--glide", "0ms");
  bar.style.setProperty("--done", String(at));
  bar.setAttribute("aria-valuenow", String(Math.round(at * 100)));
  if (glide) {
    bar.getBoundingClientRect(); // start the glide from `at`
    bar.style.setProperty("--glide", `${Math.round(milliseconds)}ms`);
    bar.style.setProperty("--done", String(glide));
  }
}

function timer(name, fallback) {
  const last = Number(lastTime[name]);
  return Number.isFinite(last) && last > 0 ? last : fallback;
}

addEventListener("py:progress", (event) => {
  const detail = String(event.detail ?? "");
  const now = performance.now();
  for (const [name, begun] of Object.entries(started)) {
    if (detail.startsWith("Loaded " + name)) {
      remember(name, now - begun);
      delete started[name];
    }
  }
  for (const [pattern, step] of STEPS) {
    if (!pattern.test(detail)) continue;
    say(step.words);
    if (step.timer) started[step.timer] = now;
    show(step.at, step.glide, step.timer ? timer(step.timer, 5000) : 0);
    return;
  }
});

addEventListener("py:ready", () => {
  started.table = performance.now();
  say("Dealing…");
  show(0.92, 0.99, timer("table", 1500));
});

new MutationObserver(() => {
  if (ready() && started.table !== undefined) {
    remember("table", performance.now() - started.table);
    delete started.table;
  }
}).observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });

addEventListener("error", () => {
  if (!ready()) {
    document.body.classList.add("load-failed");
    say("The table could not start. Reload the page to try again.");
  }
});
