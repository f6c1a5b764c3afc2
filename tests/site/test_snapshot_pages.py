"""The snapshot as the service worker keeps it, without its all-zero pages, restored by the built runtime.

sw.js keeps the inflated snapshot without its zero pages; assets/runtime.mjs turns that copy into the array
it hands Pyodide, holding only the snapshot's header and writing the pages kept straight into the
interpreter's memory, which the classic script's restore calls (scripts/classic_runtime.py, SPARSE_RESTORE).
Here the two functions, taken from those files as the build ships them, run in Node.js on the built site's own
snapshot, and the interpreter restored from it runs the game's code.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

import hearts

pytestmark = [pytest.mark.node, pytest.mark.skipif(shutil.which("node") is None, reason="Node.js missing")]

HARNESS = r"""
import fs from "node:fs";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const [site, check] = process.argv.slice(2);

/** The text of `function name(...) {...}` in `file`, found by its braces. */
function definition(file, name) {
  const text = fs.readFileSync(file, "utf8");
  const start = text.indexOf(`function ${name}(`);
  if (start < 0) throw new Error(`${file} defines no ${name}`);
  let depth = 0;
  for (let at = text.indexOf("{", start); at < text.length; at++) {
    if (text[at] === "{") depth += 1;
    else if (text[at] === "}" && --depth === 0) return text.slice(start, at + 1);
  }
  throw new Error(`${name} in ${file} does not end`);
}

const pages = fs.readFileSync(`${site}/sw.js`, "utf8").match(/^const PAGES = .*;$/m)[0];
const { withoutZeroPages, withZeroPages } = new Function(
  `${pages}\n${definition(`${site}/sw.js`, "withoutZeroPages")}\n` +
    `${definition(`${site}/assets/runtime.mjs`, "withZeroPages")}\nreturn { withoutZeroPages, withZeroPages };`,
)();

const memory = zlib.gunzipSync(fs.readFileSync(`${site}/snapshot.bin`));
const snapshot = new Uint8Array(memory.buffer, memory.byteOffset, memory.byteLength);
const kept = await withoutZeroPages(snapshot).arrayBuffer();
const whole = withZeroPages(kept);
const counts = { length: whole.length, snapshot: snapshot.length, kept: kept.byteLength, writes: 0 };
counts.headerOnly = whole.subarray(65536).every((byte) => byte === 0);
const writeMemory = whole.writeMemory;
whole.writeMemory = (heap, image) => {
  counts.writes += 1;
  writeMemory(heap, image);
  // The interpreter's memory holds the snapshot's image as it was made, zero pages included.
  const written = Buffer.from(heap.buffer, 0, snapshot.length - image);
  counts.same = Buffer.compare(written, Buffer.from(snapshot.subarray(image))) === 0;
};

globalThis.document = { currentScript: { src: pathToFileURL(`${site}/pyodide/pyodide.asm.js`).href } };
(0, eval)(fs.readFileSync(`${site}/pyodide/pyodide.asm.js`, "utf8"));
delete globalThis.document;
const { loadPyodide } = await import(pathToFileURL(`${site}/pyodide/pyodide.mjs`).href);
const python = await loadPyodide({
  indexURL: `${site}/pyodide/`,
  stdLibURL: `${site}/pyodide/python_stdlib_compiled.zip`,
  createPyodideModule: globalThis._createPyodideModule,
  _loadSnapshot: whole,
  stdout: () => {},
});
python.FS.writeFile("/home/pyodide/hearts.zip", fs.readFileSync(`${site}/hearts.zip`));
counts.answer = python.runPython(check);
console.log(JSON.stringify(counts));
"""

CHECK = """
import sys
restored = "hearts.web.app" in sys.modules
import hearts
f"{restored} " + hearts.format_cards(hearts.deal_hands(12345)[0])
"""


def test_the_workers_copy_without_zero_pages_restores_the_interpreter(built_site: Path, tmp_path: Path) -> None:
    harness = tmp_path / "restore.mjs"
    harness.write_text(HARNESS, encoding="utf-8")
    done = subprocess.run(
        ["node", str(harness), str(built_site), CHECK], capture_output=True, text=True, check=True, timeout=180
    )
    counts = json.loads(done.stdout.strip().splitlines()[-1])
    assert counts["length"] == counts["snapshot"]  # Pyodide sizes the interpreter's memory from it
    assert counts["kept"] < counts["snapshot"] * 0.7  # the zero pages are left out
    assert counts["headerOnly"]  # nothing past the header is copied into the array
    assert counts["writes"] == 1 and counts["same"]
    expected = hearts.format_cards(hearts.deal_hands(12345)[0])
    assert counts["answer"] == f"True {expected}"
