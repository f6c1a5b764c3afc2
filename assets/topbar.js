// The top bar's buttons keep their icons only when their words would squeeze the
// game's facts (#info: the game number, the deal, the level) out of sight. How
// long the words are depends on the language, so the bar measures instead of
// guessing a width: the class "compact" is set when #info overflows.
const bar = document.querySelector(".topbar");
const info = document.getElementById("info");
if (bar && info && "ResizeObserver" in window) {
  const fit = () => {
    bar.classList.remove("compact");
    if (info.scrollWidth > info.clientWidth + 1) bar.classList.add("compact");
  };
  new ResizeObserver(fit).observe(bar);
  new MutationObserver(fit).observe(info, { childList: true, subtree: true, characterData: true });
  new MutationObserver(fit).observe(bar, { childList: true, subtree: true, characterData: true });
}
