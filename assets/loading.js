// The loading screen's words: PyScript reports each step of the start-up
// as a "py:progress" event; show it in plain language until Python has
// drawn the table (it then sets data-ready on <body> and the screen goes).
const text = document.getElementById("loading-text");

// Steps not listed here (storage, packages) keep the last message.
const STEPS = [
  [/^Loading (Pyodide|interpreter)/, "Starting Python in your browser…"],
  [/^Loaded (Pyodide|interpreter)/, "Python is running."],
  [/^Loading files/, "Fetching the game…"],
  [/^Loaded files/, "Shuffling the cards…"],
];

function say(message) {
  if (text && !document.body.hasAttribute("data-ready")) text.textContent = message;
}

addEventListener("py:progress", (event) => {
  const detail = String(event.detail ?? "");
  for (const [pattern, words] of STEPS) {
    if (pattern.test(detail)) {
      say(words);
      return;
    }
  }
});

addEventListener("error", () => {
  if (!document.body.hasAttribute("data-ready")) {
    document.body.classList.add("load-failed");
    say("The table could not start. Reload the page to try again.");
  }
});
