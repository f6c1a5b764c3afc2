"""Pyodide's module made a classic script (scripts/classic_runtime.py)."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.scripts import load_script

classic_runtime = load_script("classic_runtime")
ROOT = Path(__file__).resolve().parent.parent
MODULE = ROOT / "node_modules" / "pyodide" / "pyodide.asm.mjs"
SMALL = (
    "async function _createPyodideModule(m={}){var s=import.meta.url;"
    'return new URL("pyodide.asm.wasm",import.meta.url).href}export default _createPyodideModule;\n'
)


def test_the_export_goes_and_the_module_address_becomes_the_script_address() -> None:
    script = classic_runtime.classic_script(SMALL)
    assert script == (
        "var pyodideAsmScriptURL = globalThis.document?.currentScript?.src;\n"
        "async function _createPyodideModule(m={}){var s=pyodideAsmScriptURL;"
        'return new URL("pyodide.asm.wasm",pyodideAsmScriptURL).href}\n'
    )


@pytest.mark.parametrize(
    ("source", "said"),
    [
        ("export default function f(){}", "does not end by exporting _createPyodideModule"),
        ("async function _createPyodideModule(){}\nexport { _createPyodideModule };", "does not end by exporting"),
        (
            "async function _createPyodideModule(){import.meta.resolve('x')}export default _createPyodideModule;",
            "still says 'import.meta'",
        ),
        (
            "export const v=1;async function _createPyodideModule(){}export default _createPyodideModule;",
            "still says 'export'",
        ),
    ],
)
def test_a_module_in_another_form_fails_the_build_with_a_reason(source: str, said: str) -> None:
    with pytest.raises(classic_runtime.ClassicRuntimeError, match=re.escape(said)):
        classic_runtime.classic_script(source)


@pytest.mark.skipif(not MODULE.is_file() or shutil.which("node") is None, reason="npm packages or Node.js missing")
def test_pyodides_own_module_becomes_a_script_that_defines_the_factory(tmp_path: Path) -> None:
    """The pinned Pyodide's module rewritten parses as a classic script and defines the function pyodide.mjs
    would import, reading its address as it runs."""
    script = classic_runtime.write_classic_runtime(MODULE.parent, tmp_path)
    assert script == tmp_path / "pyodide.asm.js"
    check = tmp_path / "check.cjs"
    check.write_text(
        """const vm = require("node:vm");
const source = require("node:fs").readFileSync(process.argv[2], "utf8");
const context = { document: { currentScript: { src: "https://example.test/pyodide/pyodide.asm.js" } } };
context.globalThis = context;
vm.runInNewContext(source, context, { filename: "pyodide.asm.js" });
console.log(typeof context._createPyodideModule, context.pyodideAsmScriptURL);
""",
        encoding="utf-8",
    )
    done = subprocess.run(["node", str(check), str(script)], capture_output=True, text=True, check=True, timeout=60)
    assert done.stdout.split() == ["function", "https://example.test/pyodide/pyodide.asm.js"]
