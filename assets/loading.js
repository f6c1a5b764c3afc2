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
const text = document.getElementById("loading-text");
const bar = document.getElementById("loading-bar");
const BOOT_KEY = "hearts.boot";

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
  if (text && message && !ready()) text.textContent = message;
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
