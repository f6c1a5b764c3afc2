"""What the browser tests check of a view's layout on a narrow phone, in any language."""

from __future__ import annotations

from typing import Final

from playwright.sync_api import Page, ViewportSize

NARROW: Final[ViewportSize] = {"width": 360, "height": 740}
"""The narrowest phone the page is made for."""

LAYOUT = """(atTop) => {
  const shown = (element) => {
    if (element.closest("[hidden], #loading, .sr-only")) return false;
    const style = getComputedStyle(element);
    if (style.display === "none" || style.visibility === "hidden") return false;
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;  // a box of 1 px holds words for screen readers only
  };
  const name = (element) => {
    const id = element.id ? "#" + element.id : "";
    const classes = [...element.classList].slice(0, 2).map((c) => "." + c).join("");
    const words = (element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${id}${classes} "${words}"`;
  };
  const problems = [];
  const page = document.scrollingElement;
  if (page.scrollWidth > innerWidth) problems.push(`the page scrolls sideways: ${page.scrollWidth} > ${innerWidth}`);
  // A row made to scroll sideways (its overscroll kept to itself: the puzzles' choices on a phone) is no fault, nor
  // are the items it holds beyond its edge.
  const sideways = (element) => {
    const style = getComputedStyle(element);
    return ["auto", "scroll"].includes(style.overflowX) && style.overscrollBehaviorX === "contain";
  };
  const inSidewaysRow = (element) => {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (sideways(up)) return true;
    }
    return false;
  };
  for (const element of document.body.querySelectorAll("*")) {
    if (!shown(element) || sideways(element) || inSidewaysRow(element)) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const texts = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
    if (texts && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
      problems.push(`text cut or spilling: ${name(element)} ${element.scrollWidth} > ${element.clientWidth}`);
    }
    const clips = ["hidden", "clip"].includes(style.overflowY);
    if (texts && clips && element.scrollHeight > element.clientHeight + 1) {
      problems.push(`text cut below: ${name(element)} ${element.scrollHeight} > ${element.clientHeight}`);
    }
    const scrolls = ["auto", "scroll"].includes(style.overflowX) && element.tagName !== "HTML";
    if (scrolls && element.scrollWidth > element.clientWidth + 1) {
      problems.push(`scrolls sideways: ${name(element)} ${element.scrollWidth} > ${element.clientWidth}`);
    }
    if (texts) {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (!["hidden", "clip"].includes(getComputedStyle(up).overflowX)) continue;
        const edge = up.getBoundingClientRect();
        if (box.left < edge.left - 1 || box.right > edge.right + 1) {
          problems.push(`text cut by ${name(up)}: ${name(element)}`);
        }
        break;
      }
      const parent = element.parentElement.getBoundingClientRect();
      const inline = style.display.startsWith("inline");
      const left = parent.left + Math.min(0, parseFloat(style.marginLeft));  // a negative margin widens its place
      const right = parent.right - Math.min(0, parseFloat(style.marginRight));
      if (!inline && (box.left < left - 1 || box.right > right + 1)) {
        problems.push(`text wider than its place: ${name(element)} in ${name(element.parentElement)}`);
      }
    }
    if (texts && (box.right > innerWidth + 1 || box.left < -1)) {
      problems.push(`text off the screen: ${name(element)} ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
  }
  if (!atTop) return problems;  // scrolled, a drawer's head lies over what passes under it
  const layers = ["#share", "#panel", "#sheet", "#learn", "#puzzles", "#history", "#app"];
  const top = layers.map((s) => document.querySelector(s)).find((layer) => layer && shown(layer));
  const buttons = [...top.querySelectorAll("button, a[href], select, input:not([type=hidden]), [role=button]")]
    .filter((b) => shown(b) && !b.matches("button.card, .card button, [data-learn-card]"));
  for (let i = 0; i < buttons.length; i++) {
    const a = buttons[i].getBoundingClientRect();
    for (let j = i + 1; j < buttons.length; j++) {
      if (buttons[i].contains(buttons[j]) || buttons[j].contains(buttons[i])) continue;
      const b = buttons[j].getBoundingClientRect();
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (w > 1 && h > 1) problems.push(`buttons overlap: ${name(buttons[i])} and ${name(buttons[j])}`);
    }
  }
  return problems;
}"""
"""What is wrong with the layout as it is: a sideways scroll (of the page or of a part of it), a text wider than its
box (cut, or spilling over its neighbours), cut below by its box or off the screen, two controls of the top layer
(the share box, a drawer, a sheet, Learn, the puzzles, History or the table) over each other, looked for with the
view scrolled to its top (``atTop``). The cards of a fanned hand overlap by design and are left out; so is a box of
one pixel (words for screen readers only), and a row made to scroll sideways (``overflow-x: auto`` with
``overscroll-behavior-x: contain``) with what it holds."""


def layout_problems(page: Page, *, at_top: bool = True) -> list[str]:
    """What is wrong with the layout of ``page`` as it is (see :data:`LAYOUT`); ``at_top``: the view is scrolled to
    its top, so that overlapping controls are looked for too."""
    return [str(problem) for problem in page.evaluate(LAYOUT, at_top)]
