"""Pyodide's module made a classic script (scripts/classic_runtime.py)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.helpers import ROOT
from tests.helpers.scripts import load_script

classic_runtime = load_script("classic_runtime")
MODULE = ROOT / "node_modules" / "pyodide" / "pyodide.asm.mjs"
QUIET = "".join(change.before + "0;" for change in classic_runtime.CHANGES)
"""The code the classic script changes, each piece once."""
SMALL = (
    "async function _createPyodideModule(m={}){var s=import.meta.url;"
    + QUIET
    + 'return new URL("pyodide.asm.wasm",import.meta.url).href}export default _createPyodideModule;\n'
)


def test_the_export_goes_and_the_module_address_becomes_the_script_address() -> None:
    script = classic_runtime.classic_script(SMALL)
    changed = "".join(change.after + "0;" for change in classic_runtime.CHANGES)
    assert script == (
        "var pyodideAsmScriptURL = globalThis.document?.currentScript?.src;\n"
        "async function _createPyodideModule(m={}){var s=pyodideAsmScriptURL;"
        + changed
        + 'return new URL("pyodide.asm.wasm",pyodideAsmScriptURL).href}\n'
    )


def test_the_script_makes_each_change_once() -> None:
    script = classic_runtime.classic_script(SMALL)
    for change in classic_runtime.CHANGES:
        assert script.count(change.after) == 1, change.name
    assert "safeBool(()=>obj.constructor.name)" not in script
    assert "if(writtenInJavaScript(func)){setWasmTableEntry(ret,convertJsFunctionToWasm(func,sig))}else try{" in script


@pytest.mark.parametrize("change", classic_runtime.CHANGES, ids=lambda change: change.name)
@pytest.mark.parametrize("copies", [0, 2])
def test_code_to_change_found_other_than_once_fails_the_build(change: object, copies: int) -> None:
    assert isinstance(change, classic_runtime.Change)
    source = SMALL.replace(change.before, change.before * copies, 1)
    said = f"{copies} copies of the code changed so that {change.name}"
    with pytest.raises(classic_runtime.ClassicRuntimeError, match=said):
        classic_runtime.classic_script(source)


@pytest.mark.parametrize(
    ("source", "said"),
    [
        ("export default function f(){}", "does not end by exporting _createPyodideModule"),
        ("async function _createPyodideModule(){}\nexport { _createPyodideModule };", "does not end by exporting"),
        (
            "async function _createPyodideModule(){import.meta.resolve('x')}"
            + QUIET
            + "export default _createPyodideModule;",
            "still says 'import.meta'",
        ),
        (
            "export const v=1;async function _createPyodideModule(){" + QUIET + "}export default _createPyodideModule;",
            "still says 'export'",
        ),
    ],
)
def test_a_module_in_another_form_fails_the_build_with_a_reason(source: str, said: str) -> None:
    with pytest.raises(classic_runtime.ClassicRuntimeError, match=re.escape(said)):
        classic_runtime.classic_script(source)


@pytest.mark.node
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


@pytest.mark.node
@pytest.mark.skipif(not MODULE.is_file() or shutil.which("node") is None, reason="npm packages or Node.js missing")
def test_pyodide_starts_from_the_script_without_a_javascript_function_refused_by_the_table(tmp_path: Path) -> None:
    """Pyodide started in Node.js from the classic script: no function written in JavaScript is offered to the
    WebAssembly table to be refused (Emscripten's way of finding out, a TypeError each), the one-function
    modules that wrap them are compiled once for each signature, and Python runs, objects with no constructor
    included."""
    script = classic_runtime.write_classic_runtime(MODULE.parent, tmp_path)
    check = tmp_path / "check.mjs"
    check.write_text(
        """import fs from "node:fs";
import { pathToFileURL } from "node:url";
const [script, folder] = process.argv.slice(2);
const counts = { refused: 0, wrappers: 0, wrapped: 0 };
const signatures = new Set();
const set = WebAssembly.Table.prototype.set;
WebAssembly.Table.prototype.set = function (...args) {
  try {
    return set.apply(this, args);
  } catch (error) {
    if (error instanceof TypeError) counts.refused += 1;
    throw error;
  }
};
const isWrapper = (bytes) => ArrayBuffer.isView(bytes) && bytes.byteLength < 64;
WebAssembly.Module = new Proxy(WebAssembly.Module, {
  construct(target, args) {
    if (isWrapper(args[0])) {
      counts.wrappers += 1;
      signatures.add(Array.from(args[0]).join());
    }
    return Reflect.construct(target, args);
  },
});
WebAssembly.Instance = new Proxy(WebAssembly.Instance, {
  construct(target, args) {
    if (typeof args[1]?.e?.f === "function") counts.wrapped += 1;
    return Reflect.construct(target, args);
  },
});
globalThis.document = { currentScript: { src: pathToFileURL(script).href } };
(0, eval)(fs.readFileSync(script, "utf8"));
delete globalThis.document;
const { loadPyodide } = await import(pathToFileURL(folder + "/pyodide.mjs").href);
const python = await loadPyodide({ indexURL: folder + "/", createPyodideModule: globalThis._createPyodideModule });
const bare = "import js\\nbare = js.eval('Object.create(null)')\\nbare.x = 40\\n";
counts.answer = python.runPython(bare + "f'{bare.x + 2} {type(bare).__name__}'");
counts.signatures = signatures.size;
console.log(JSON.stringify(counts));
""",
        encoding="utf-8",
    )
    done = subprocess.run(
        ["node", str(check), str(script), str(MODULE.parent)], capture_output=True, text=True, check=True, timeout=120
    )
    counts = json.loads(done.stdout.strip().splitlines()[-1])
    assert counts["answer"] == "42 JsProxy"
    assert counts["refused"] == 0
    assert counts["wrapped"] > 200  # Pyodide's start puts this many functions written in JavaScript in the table
    assert counts["wrappers"] == counts["signatures"] < counts["wrapped"] / 3  # one module for each signature
