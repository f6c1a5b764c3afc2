"""The game's PNG icons, rendered by the build from the one drawing, assets/icon.svg.

The drawing lives in the SVG alone (a green tile, a white card, a red heart in
a 64 x 64 view box); resvg (npm ``@resvg/resvg-js``, a development dependency
pinned in the lock file) renders it in Node.js at each size the site ships. A
maskable icon fills its square: the tile's colour edge to edge, the drawing
shrunk into the safe circle (40 % of the size about the middle).

    python scripts/icons.py --out DIR   # render every icon into DIR
"""

from __future__ import annotations

import argparse
import base64
import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRAWING = ROOT / "assets" / "icon.svg"
MASKABLE_SCALE = 0.8
"""A maskable icon's drawing, shrunk so that its card stays inside the safe circle."""
RENDER = """
const { Resvg } = require("@resvg/resvg-js");
const jobs = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
const done = jobs.map(({ svg, size }) =>
  new Resvg(svg, { fitTo: { mode: "width", value: size }, font: { loadSystemFonts: false } }).render().asPng(),
);
process.stdout.write(JSON.stringify(done.map((png) => Buffer.from(png).toString("base64"))));
"""


class IconError(Exception):
    """The icons could not be rendered."""


@dataclass(frozen=True)
class Icon:
    """One PNG the site ships."""

    name: str
    size: int
    maskable: bool
    """Full-bleed tile (no transparent corners), drawing shrunk into the safe zone."""
    in_manifest: bool = True
    """Listed in the web app manifest (the Apple touch icon is named by index.html instead)."""


ICONS = (
    Icon("icon-192.png", 192, maskable=False),
    Icon("icon-512.png", 512, maskable=False),
    Icon("icon-maskable-192.png", 192, maskable=True),
    Icon("icon-maskable-512.png", 512, maskable=True),
    Icon("apple-touch-icon.png", 180, maskable=True, in_manifest=False),
)


def tile_colour(svg: str) -> str:
    """The fill of the drawing's first shape, its tile."""
    first = next(iter(ElementTree.fromstring(svg)), None)
    colour = first.get("fill") if first is not None else None
    if not colour:
        raise IconError(f"{DRAWING.name}: its first shape (the tile) has no fill")
    return colour


def maskable(svg: str) -> str:
    """The drawing on a square of its tile's colour, shrunk about its middle into the safe circle."""
    margin = 64 * (1 - MASKABLE_SCALE) / 2
    side = 64 - 2 * margin
    inner = svg.replace("<svg ", f'<svg x="{margin:g}" y="{margin:g}" width="{side:g}" height="{side:g}" ', 1)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
        f'<rect width="64" height="64" fill="{tile_colour(svg)}"/>{inner.strip()}</svg>'
    )


def render(jobs: list[tuple[str, int]]) -> list[bytes]:
    """PNG files of each (SVG, size), rendered by resvg in Node.js."""
    node = shutil.which("node")
    if node is None:
        raise IconError("node is missing: install Node.js (./scripts/setup needs it for npm too)")
    done = subprocess.run(
        [node, "-e", RENDER],
        input=json.dumps([{"svg": svg, "size": size} for svg, size in jobs]),
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    if done.returncode != 0:
        raise IconError(f"rendering the icons failed (run ./scripts/setup for @resvg/resvg-js):\n{done.stderr}")
    return [base64.b64decode(png) for png in json.loads(done.stdout)]


def write_icons(folder: Path, icons: Iterable[Icon] = ICONS) -> list[Path]:
    """Render every icon into ``folder``; returns the files written."""
    chosen = list(icons)
    svg = DRAWING.read_text(encoding="utf-8")
    pictures = render([(maskable(svg) if icon.maskable else svg, icon.size) for icon in chosen])
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for icon, png in zip(chosen, pictures, strict=True):
        target = folder / icon.name
        target.write_bytes(png)
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--out", type=Path, required=True, help="render the PNG files into this folder")
    args = parser.parse_args(argv)
    try:
        for path in write_icons(args.out):
            print(path)
    except IconError as error:
        print(f"icons: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
