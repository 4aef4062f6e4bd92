#!/usr/bin/env python3
"""Checks a printed cheat sheet (a PDF from headless Chromium) the way
issue 32 asks: exactly one page, that page A4, the last text at 90 % of
the page height or lower (so the sheet fills its page), and no text set
below 8 pt. Prints one line of figures; exits 1 if a check fails.

    python3 scripts/sheet-pdf-check.py SHEET.pdf

Uses poppler-utils: `pdfinfo` for pages and page size, `pdftotext -bbox`
for where the text lies, `pdftohtml -xml` for the sizes of the fonts the
text is set in (at zoom 3, so a size is known to a third of a point;
poppler does not zoom further). Why a script: the text boxes of
`pdftotext` carry no font size, and their heights depend on the font
subset, not on the size.
"""

import re
import subprocess
import sys

A4 = (595.28, 841.89)
MIN_FILL = 0.90
MIN_PT = 8.0
ZOOM = 3


def run(*args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def main(pdf):
    info = run("pdfinfo", pdf)
    pages = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))
    w, h = map(float, re.search(r"^Page size:\s+([\d.]+) x ([\d.]+)", info, re.M).groups())
    boxes = run("pdftotext", "-bbox", "-f", "1", "-l", "1", pdf, "-")
    bottom = max(
        (float(m) for m in re.findall(r'<word [^>]*yMax="([\d.]+)"', boxes)),
        default=0.0,
    )
    fill = bottom / h if h else 0.0
    xml = run("pdftohtml", "-xml", "-i", "-stdout", "-zoom", str(ZOOM), pdf)
    sizes = [int(s) / ZOOM for s in re.findall(r'<fontspec [^>]*size="(\d+)"', xml)]
    # Only fonts some text is set in.
    used = set(re.findall(r'<text [^>]*font="(\d+)"', xml))
    specs = re.findall(r'<fontspec id="(\d+)" size="(\d+)"', xml)
    sizes = [int(s) / ZOOM for i, s in specs if i in used] or sizes
    smallest = min(sizes, default=0.0)
    problems = []
    if pages != 1:
        problems.append(f"{pages} pages")
    if abs(w - A4[0]) > 2 or abs(h - A4[1]) > 2:
        problems.append(f"page {w:.0f} x {h:.0f} pt, not A4")
    if fill < MIN_FILL:
        problems.append(f"last text at {100 * fill:.1f} % of the page")
    if smallest < MIN_PT - 0.2:
        problems.append(f"text at {smallest:.1f} pt")
    figures = f"{pages} page{'' if pages == 1 else 's'}, A4, last text at {100 * fill:.1f} %, smallest text {smallest:.1f} pt"
    if problems:
        print(f"{figures}: " + "; ".join(problems))
        return 1
    print(figures)
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
