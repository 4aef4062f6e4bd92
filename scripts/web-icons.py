#!/usr/bin/env python3
"""Draws the web app's icons (a white card with a red heart on the app's
green), 192 and 512 px PNG, with the standard library alone.

    python3 scripts/web-icons.py OUT-DIR
"""
import struct
import sys
import zlib

GREEN = (0x14, 0x53, 0x2D)
WHITE = (0xFF, 0xFF, 0xFF)
RED = (0xB9, 0x1C, 0x1C)


def pixel(x, y):
    """The colour at (x, y) in a unit square."""
    # The card: a rounded rectangle.
    left, right, top, bottom, r = 0.24, 0.76, 0.14, 0.86, 0.06
    cx = min(max(x, left + r), right - r)
    cy = min(max(y, top + r), bottom - r)
    if (x - cx) ** 2 + (y - cy) ** 2 > r * r:
        return GREEN
    # The heart: (u² + v² − 1)³ − u² v³ ≤ 0 around the card's middle.
    u, v = (x - 0.5) / 0.17, -(y - 0.52) / 0.17
    if (u * u + v * v - 1) ** 3 - u * u * v ** 3 <= 0:
        return RED
    return WHITE


def png(size):
    rows = []
    for j in range(size):
        row = bytearray([0])
        for i in range(size):
            row.extend(pixel((i + 0.5) / size, (j + 0.5) / size))
        rows.append(bytes(row))

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    head = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", head)
            + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "web/dist"
    for size in (192, 512):
        with open(f"{out}/icon-{size}.png", "wb") as f:
            f.write(png(size))
