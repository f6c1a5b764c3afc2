"""The game's icon: one drawing, written as SVG (assets/icon.svg) and painted as PNG files by the build.

The drawing lives here once, in a 64 x 64 space: a green tile, a white card and
a red heart made of a square turned 45 degrees and two half circles. The SVG
source and every PNG come from these shapes, so they cannot drift apart.
Pixels are painted in pure Python from each shape's signed distance (its
edge gets exactly the coverage of the pixel), and PNG files are written with
zlib: the build needs no image library and no browser.

    python scripts/icons.py --svg   # prints the SVG (assets/icon.svg holds it)
"""

from __future__ import annotations

import argparse
import math
import struct
import sys
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

SPACE = 64.0
"""The drawing's width and height, in its own units."""
GREEN = (0x1D, 0x6B, 0x43)
PAPER = (0xFF, 0xFD, 0xF7)
RED = (0xC8, 0x20, 0x2F)
TILE_RADIUS = 14.0
CARD = (14.0, 8.0, 36.0, 48.0, 5.0)
"""x, y, width, height and corner radius of the card."""
HEART_TIP = (32.0, 45.0)
HEART_SCALE = 22.0
"""The heart's unit shape (tip at 0, 0; 1.21 wide, 1.10 tall) times this."""
MASKABLE_SCALE = 0.8
"""A maskable icon fills its square, and its card stays inside the safe circle (40 % of the size)."""

Colour = tuple[int, int, int]


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


# ------------------------------------------------------------------ shapes


def round_box_distance(x: float, y: float, box: tuple[float, float, float, float, float]) -> float:
    """Signed distance from (x, y) to a rounded rectangle (negative inside)."""
    left, top, width, height, radius = box
    qx = abs(x - (left + width / 2)) - width / 2 + radius
    qy = abs(y - (top + height / 2)) - height / 2 + radius
    outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
    return outside + min(max(qx, qy), 0.0) - radius


def heart_distance(x: float, y: float) -> float:
    """Signed distance to the heart (a square on its corner with half circles on its upper sides)."""
    hx = abs(x - HEART_TIP[0]) / HEART_SCALE
    hy = (HEART_TIP[1] - y) / HEART_SCALE
    if hx + hy > 1.0:
        return (math.hypot(hx - 0.25, hy - 0.75) - math.sqrt(2.0) / 4.0) * HEART_SCALE
    along = 0.5 * max(hx + hy, 0.0)
    nearest = min((hx * hx + (hy - 1.0) ** 2), (hx - along) ** 2 + (hy - along) ** 2)
    return math.sqrt(nearest) * math.copysign(1.0, hx - hy) * HEART_SCALE


def heart_path() -> str:
    """The heart as an SVG path: the same square and half circles."""
    tx, ty, s = *HEART_TIP, HEART_SCALE
    radius = s * math.sqrt(2.0) / 4.0

    def n(value: float) -> str:
        return f"{value:.3f}".rstrip("0").rstrip(".")

    return (
        f"M{n(tx)} {n(ty)}L{n(tx + s / 2)} {n(ty - s / 2)}"
        f"A{n(radius)} {n(radius)} 0 0 0 {n(tx)} {n(ty - s)}"
        f"A{n(radius)} {n(radius)} 0 0 0 {n(tx - s / 2)} {n(ty - s / 2)}Z"
    )


def svg() -> str:
    """The drawing as SVG, the page's favicon and the source of the PNG files."""
    left, top, width, height, radius = CARD

    def n(value: float) -> str:
        return f"{value:g}"

    def hexa(colour: Colour) -> str:
        return "#" + "".join(f"{part:02x}" for part in colour)

    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {n(SPACE)} {n(SPACE)}">'
        f'<rect width="{n(SPACE)}" height="{n(SPACE)}" rx="{n(TILE_RADIUS)}" fill="{hexa(GREEN)}"/>'
        f'<rect x="{n(left)}" y="{n(top)}" width="{n(width)}" height="{n(height)}" rx="{n(radius)}"'
        f' fill="{hexa(PAPER)}"/>'
        f'<path fill="{hexa(RED)}" d="{heart_path()}"/>'
        "</svg>\n"
    )


# ------------------------------------------------------------------ pixels

Bounds = tuple[float, float, float, float]


@dataclass(frozen=True)
class Layer:
    """One shape of the drawing, painted over the ones before it."""

    colour: Colour
    distance: Callable[[float, float], float]
    bounds: Bounds
    """x0, y0, x1, y1: the shape is empty outside."""
    shrinks: bool
    """Drawn smaller on a maskable tile (the card and the heart; not the tile)."""
    one_span: bool
    """Along any row the shape is one span, solid between its edges (true of a rounded box, not the heart)."""


def _box(colour: Colour, box: tuple[float, float, float, float, float], *, shrinks: bool) -> Layer:
    left, top, width, height, _ = box
    bounds = (left, top, left + width, top + height)
    return Layer(colour, lambda x, y: round_box_distance(x, y, box), bounds, shrinks, one_span=True)


def layers(maskable: bool) -> list[Layer]:
    heart_half = HEART_SCALE * (0.25 + math.sqrt(2.0) / 4.0)
    heart_top = HEART_TIP[1] - HEART_SCALE * (0.75 + math.sqrt(2.0) / 4.0)
    heart_bounds = (HEART_TIP[0] - heart_half, heart_top, HEART_TIP[0] + heart_half, HEART_TIP[1])
    return [
        _box(GREEN, (0.0, 0.0, SPACE, SPACE, 0.0 if maskable else TILE_RADIUS), shrinks=False),
        _box(PAPER, CARD, shrinks=True),
        Layer(RED, heart_distance, heart_bounds, shrinks=True, one_span=False),
    ]


class Painter:
    """Paints the drawing at one size.

    Pixels a shape covers wholly are filled a span at a time; only pixels on
    some shape's edge (and every pixel near the heart) are worked out one by one.
    """

    def __init__(self, size: int, *, maskable: bool) -> None:
        if size % 2:
            raise ValueError("icons have an even size (the drawing is mirrored about its middle)")
        self.size = size
        self.unit = SPACE / size
        self.scale = MASKABLE_SCALE if maskable else 1.0
        self.layers = layers(maskable)

    def cover(self, layer: Layer, column: int, row: int) -> float:
        """How much of the pixel the shape covers, 0 to 1."""
        x, y, pixel = (column + 0.5) * self.unit, (row + 0.5) * self.unit, self.unit
        if layer.shrinks:
            middle = SPACE / 2
            x, y, pixel = middle + (x - middle) / self.scale, middle + (y - middle) / self.scale, pixel / self.scale
        x0, y0, x1, y1 = layer.bounds
        if x < x0 - pixel or x > x1 + pixel or y < y0 - pixel or y > y1 + pixel:
            return 0.0
        return min(max(0.5 - layer.distance(x, y) / pixel, 0.0), 1.0)

    def spans(self, layer: Layer, row: int) -> tuple[int, int, int, int]:
        """Columns (start, solid start, solid end, end) of the shape on a row; start == end when it is absent."""
        half = self.size // 2
        if not layer.one_span:
            x0, y0, x1, y1 = layer.bounds
            scale = self.scale if layer.shrinks else 1.0

            def place(value: float) -> float:  # drawing units to pixels
                return (SPACE / 2 + (value - SPACE / 2) * scale) / self.unit

            if not place(y0) - 2 <= row <= place(y1) + 1:
                return half, half, half, half
            start, end = max(0, math.floor(place(x0)) - 1), min(self.size, math.ceil(place(x1)) + 1)
            return start, start, start, end

        def first_column(covered: Callable[[float], bool]) -> int:
            low, high = 0, half  # the cover only grows from the left edge to the middle
            while low < high:
                middle = (low + high) // 2
                if covered(self.cover(layer, middle, row)):
                    high = middle
                else:
                    low = middle + 1
            return low

        start = first_column(lambda cover: cover > 0.0)
        solid = first_column(lambda cover: cover >= 1.0)
        return start, solid, self.size - solid, self.size - start

    def pixel(self, column: int, row: int) -> bytes:
        red = green = blue = alpha = 0.0  # premultiplied
        for layer in self.layers:
            cover = self.cover(layer, column, row)
            if cover <= 0.0:
                continue
            keep = 1.0 - cover
            red = layer.colour[0] * cover + red * keep
            green = layer.colour[1] * cover + green * keep
            blue = layer.colour[2] * cover + blue * keep
            alpha = cover + alpha * keep
        if alpha <= 0.0:
            return b"\0\0\0\0"
        return bytes((round(red / alpha), round(green / alpha), round(blue / alpha), round(alpha * 255)))

    def row(self, row: int) -> bytearray:
        pixels = bytearray(self.size * 4)
        edges: set[int] = set()
        for layer in self.layers:
            start, solid, solid_end, end = self.spans(layer, row)
            if solid < solid_end:
                pixels[solid * 4 : solid_end * 4] = bytes((*layer.colour, 255)) * (solid_end - solid)
                edges.update(range(start, solid), range(solid_end, end))
            else:
                edges.update(range(start, end))
        for column in edges:
            pixels[column * 4 : column * 4 + 4] = self.pixel(column, row)
        return pixels

    def paint(self) -> bytes:
        """RGBA pixels, row by row."""
        return b"".join(self.row(row) for row in range(self.size))


def paint(size: int, *, maskable: bool) -> bytes:
    """RGBA pixels of the icon at ``size`` x ``size``, row by row."""
    return Painter(size, maskable=maskable).paint()


def png(size: int, rgba: bytes) -> bytes:
    """A PNG file (8-bit RGBA, no filtering) of square ``rgba`` pixels."""
    if len(rgba) != size * size * 4:
        raise ValueError(f"{len(rgba)} bytes are not {size} x {size} RGBA pixels")

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    stride = size * 4
    raw = b"".join(b"\0" + rgba[row * stride : (row + 1) * stride] for row in range(size))
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def write_icons(folder: Path, icons: Iterable[Icon] = ICONS) -> list[Path]:
    """Paint every icon into ``folder``; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for icon in icons:
        target = folder / icon.name
        target.write_bytes(png(icon.size, paint(icon.size, maskable=icon.maskable)))
        written.append(target)
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--svg", action="store_true", help="print the SVG source")
    parser.add_argument("--out", type=Path, help="paint the PNG files into this folder")
    args = parser.parse_args(argv)
    if args.svg:
        sys.stdout.write(svg())
    if args.out:
        for path in write_icons(args.out):
            print(path)
    if not (args.svg or args.out):
        parser.print_help()
    return 0


if __name__ == "__main__":
    sys.exit(main())
