"""The accessibility audit the browser tests run: axe-core (from npm, never shipped) on the page as it is, then the
colour contrast alone with the gradients flattened to their worst case. Each audit's numbers are kept in
:data:`REPORT` (the a11y tests write it to test-artifacts/axe-report.json).

A table colour changes colours only (``data-table`` on ``<html>`` picks the stylesheet's variables): a view audited
whole in one colour is audited in the others for colour contrast alone (``contrast_only``). A language changes
words only: a view whose contrast was flattened in one language is audited whole in the others without the
flattened pass (``flat=False``)."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

from tests.helpers import ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SERIOUS = ("serious", "critical")

FLAT = """
html.audit-flat body { background: var(--bg-glow) !important; }
html.audit-flat .felt, html.audit-flat .loading, html.audit-flat .learn-trick { background: var(--felt-1) !important; }
html.audit-flat .panel-head { background: var(--paper) !important; }
html.audit-flat .btn.primary:not([aria-disabled="true"]) { background: #eab529 !important; }
html.audit-flat .sheet, html.audit-flat .panel { backdrop-filter: none !important; }
"""
"""The worst case for the text on them: the felt and the room painted in their lightest colour, the gold
buttons in their darkest (the end of their gradient in table.css), the drawer's head in its solid paper."""

RUN = """async ({only}) => {
  const options = {resultTypes: ['violations', 'incomplete']};
  if (only) options.runOnly = {type: 'rule', values: only};
  const result = await axe.run(document, options);
  const brief = (found) => found.map((rule) => ({
    id: rule.id, impact: rule.impact, help: rule.help,
    nodes: rule.nodes.map((node) => node.target.join(' ') + ' :: ' + (node.failureSummary || '')).slice(0, 6),
    count: rule.nodes.length,
  }));
  return {violations: brief(result.violations), incomplete: brief(result.incomplete), passes: result.passes.length};
}"""

REPORT: dict[str, dict[str, Any]] = {}


def audit(page: Page, view: str, theme: str, *, contrast_only: bool = False, flat: bool = True) -> dict[str, Any]:
    """axe on the whole page as it is now (``contrast_only``: its colour contrast alone); then (``flat``) only colour
    contrast, with the gradients flattened."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
        page.add_style_tag(content=FLAT)
    page.wait_for_timeout(50)
    found = dict(page.evaluate(RUN, {"only": ["color-contrast"] if contrast_only else None}))
    flattened: dict[str, Any] = {"violations": [], "incomplete": []}
    if flat:
        page.evaluate("() => document.documentElement.classList.add('audit-flat')")
        try:
            flattened = dict(page.evaluate(RUN, {"only": ["color-contrast"]}))
        finally:
            page.evaluate("() => document.documentElement.classList.remove('audit-flat')")
    entry = {
        "violations": {impact: 0 for impact in ("critical", "serious", "moderate", "minor")},
        "rules": [f"{v['impact']}: {v['id']} ({v['count']})" for v in found["violations"]],
        "details": found["violations"],
        "contrast_violations": sum(v["count"] for v in flattened["violations"]),
        "contrast_to_review": sum(v["count"] for v in flattened["incomplete"]),
        "contrast_details": flattened["violations"] + flattened["incomplete"],
        "passed_rules": found["passes"],
    }
    for rule in found["violations"]:
        entry["violations"][rule["impact"] or "minor"] += rule["count"]
    REPORT[f"{view} / {theme}"] = entry
    return entry


def check(entry: dict[str, Any]) -> None:
    serious = [rule for rule in entry["details"] if rule["impact"] in SERIOUS]
    assert serious == [], json.dumps(serious, indent=1)
    assert entry["details"] == [], json.dumps(entry["details"], indent=1)  # nor moderate or minor ones
    assert entry["contrast_violations"] == 0, json.dumps(entry["contrast_details"], indent=1)
    assert entry["contrast_to_review"] == 0, json.dumps(entry["contrast_details"], indent=1)
