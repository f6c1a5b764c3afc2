"""The page listens to the address and to the keyboard once: one ``hashchange``, one ``keydown``, one ``focusin``.

Every listener the page adds is a call of ``addEventListener`` or of the
kit's ``listen`` with the event's name: the modules of ``hearts/web`` are
parsed and those calls counted. Clicks and changes stay with each view's
own root. And no module decides who has the keyboard by reading the body's
classes.
"""

from __future__ import annotations

import ast
from collections import Counter

from tests.helpers import ROOT

WEB = ROOT / "hearts" / "web"
ONCE = ("hashchange", "keydown", "focusin")


def listened() -> Counter[str]:
    """How many times each event name is listened to, over every module of the page."""
    counted: Counter[str] = Counter()
    for path in sorted(WEB.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name not in ("addEventListener", "listen"):
                continue
            for argument in node.args:
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                    counted[f"{argument.value}"] += 1
    return counted


def test_the_address_and_the_keyboard_are_each_listened_to_once() -> None:
    counted = listened()
    assert {name: counted[name] for name in ONCE} == dict.fromkeys(ONCE, 1)
    assert counted["click"] >= 5  # the scan does find listeners: each view's own clicks


def test_the_address_is_listened_to_by_the_address_bar_and_keys_by_the_keyboard() -> None:
    assert '"hashchange"' in (WEB / "address_bar.py").read_text(encoding="utf-8")
    keys = (WEB / "ui" / "keyboard.py").read_text(encoding="utf-8")
    assert '"keydown"' in keys and '"focusin"' in keys


def test_no_module_reads_the_body_s_classes_to_decide_who_has_the_keyboard() -> None:
    readers = [
        path.relative_to(WEB).as_posix()
        for path in sorted(WEB.rglob("*.py"))
        if "classList.contains" in path.read_text(encoding="utf-8")
    ]
    assert readers == []
