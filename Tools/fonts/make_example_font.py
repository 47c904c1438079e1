#!/usr/bin/env python3
"""Writes Examples/fonts/ExampleSans.ttf: a small TrueType font whose advances are known.

The examples and their tests need a font on every fresh clone, with widths that can be worked
out by hand, so this script writes one from scratch instead of borrowing a system font. Every
glyph is a box (a rectangle inset from its advance), drawn well enough to see where the text
is; what matters is the metrics:

- 1000 units per em; ascender 800, descender -200, line gap 0 (hhea, and OS/2 typo with
  USE_TYPO_METRICS), so a line is exactly `size` points tall with its baseline at 0.8 x size;
- advances (font units), by character:
    space and the narrow  i j l . , : ; ' ! |          250
    the wide              m w M W @                    800
    other capitals        A-Z                          600
    digits                0-9                          550
    the ellipsis          U+2026                       750
    every other printable ASCII character              500
- cmap format 4 (platform 3, encoding 1) for U+0020...U+007E and U+2026; no kerning.

The file is deterministic (fixed timestamps), so running the script again writes the same
bytes: `python3 Tools/fonts/make_example_font.py` (optionally with an output path).
"""
import os
import struct
import sys

UNITS_PER_EM = 1000
ASCENDER, DESCENDER, LINE_GAP = 800, -200, 0
FAMILY = "Example Sans"
NARROW = set(" ijl.,:;'!|")
WIDE = set("mwMW@")
ELLIPSIS = 0x2026


def advance(code):
    """The advance of a character, in font units (the table in the module docstring)."""
    if code == ELLIPSIS:
        return 750
    c = chr(code)
    if c in NARROW:
        return 250
    if c in WIDE:
        return 800
    if "A" <= c <= "Z":
        return 600
    if "0" <= c <= "9":
        return 550
    return 500


# Glyph 0 is .notdef; then U+0020...U+007E, then the ellipsis.
CODES = list(range(0x20, 0x7F)) + [ELLIPSIS]
GLYPH_OF = {code: index + 1 for index, code in enumerate(CODES)}
ADVANCES = [500] + [advance(code) for code in CODES]


def box_height(code):
    """How tall a character's box is: capitals and digits reach 700, lower case 500."""
    if code is None:
        return 700
    c = chr(code) if code < 0x80 else "."
    if c == " ":
        return 0
    if c in ".,":
        return 100
    if "A" <= c <= "Z" or "0" <= c <= "9" or c in "bdfhklt":
        return 700
    return 500


def glyph(code, adv):
    """A glyph: one rectangle contour inset 50 units from its advance, or empty for a space."""
    top = box_height(code)
    if top == 0:
        return b""
    x0, x1 = 50, max(60, adv - 50)
    bottom = -150 if code is not None and chr(code) in "gjpqy" else 0
    points = [(x0, bottom), (x0, top), (x1, top), (x1, bottom)]
    data = struct.pack(">hhhhh", 1, x0, bottom, x1, top)  # one contour and its bounds
    data += struct.pack(">H", 3)  # endPtsOfContours
    data += struct.pack(">H", 0)  # no instructions
    data += bytes([0x01] * 4)  # every point on the curve, coordinates as 16-bit deltas
    last = 0
    for x, _ in points:
        data += struct.pack(">h", x - last)
        last = x
    last = 0
    for _, y in points:
        data += struct.pack(">h", y - last)
        last = y
    if len(data) % 2:
        data += b"\0"
    return data


def table_glyf_loca():
    glyf = b""
    offsets = []
    codes = [None] + CODES
    for code, adv in zip(codes, ADVANCES):
        offsets.append(len(glyf))
        glyf += glyph(code, adv)
    offsets.append(len(glyf))
    loca = b"".join(struct.pack(">I", offset) for offset in offsets)  # long offsets
    return glyf, loca


def table_head():
    return struct.pack(
        ">IIIIHHqqhhhhHHhhh",
        0x00010000, 0x00010000,  # version, fontRevision
        0,  # checkSumAdjustment, set once the file is assembled
        0x5F0F3CF5, 0x000B, UNITS_PER_EM,
        0, 0,  # created, modified: fixed, so the output is reproducible
        0, -150, 800, 700,  # xMin, yMin, xMax, yMax
        0, 8, 2, 1, 0)  # macStyle, lowestRecPPEM, fontDirectionHint, indexToLocFormat (long), glyphDataFormat


def table_hhea():
    return struct.pack(
        ">IhhhHhhhhhhhhhhhH",
        0x00010000, ASCENDER, DESCENDER, LINE_GAP, max(ADVANCES),
        0, 0, 750,  # minLeftSideBearing, minRightSideBearing, xMaxExtent
        1, 0, 0,  # caretSlopeRise, caretSlopeRun, caretOffset
        0, 0, 0, 0,  # reserved
        0, len(ADVANCES))  # metricDataFormat, numberOfHMetrics


def table_maxp():
    return struct.pack(">IHHHHHHHHHHHHHH", 0x00010000, len(ADVANCES), 4, 1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0)


def table_os2():
    average = sum(ADVANCES) // len(ADVANCES)
    data = struct.pack(">HhHHH", 4, average, 400, 5, 0)  # version, xAvgCharWidth, weight, width, fsType
    data += struct.pack(">hhhhhhhhhh", 650, 600, 0, 75, 650, 600, 0, 350, 50, 250)  # sub/superscript, strikeout
    data += struct.pack(">h", 0)  # sFamilyClass
    data += bytes(10)  # panose
    data += struct.pack(">IIII", 1, 0, 0, 0)  # ulUnicodeRange: Basic Latin
    data += b"NONE"  # achVendID
    data += struct.pack(">HHH", 0x00C0, 0x20, ELLIPSIS)  # fsSelection: REGULAR | USE_TYPO_METRICS
    data += struct.pack(">hhh", ASCENDER, DESCENDER, LINE_GAP)  # sTypo*
    data += struct.pack(">HH", ASCENDER, -DESCENDER)  # usWinAscent, usWinDescent
    data += struct.pack(">II", 1, 0)  # ulCodePageRange: Latin 1
    data += struct.pack(">hhHHH", 500, 700, 0, 0x20, 2)  # sxHeight, sCapHeight, default, break, maxContext
    return data


def table_hmtx():
    return b"".join(struct.pack(">Hh", adv, 50 if adv else 0) for adv in ADVANCES)


def table_cmap():
    # Format 4 segments: U+0020...U+007E (one delta), U+2026, and the closing 0xFFFF.
    segments = [(0x20, 0x7E, GLYPH_OF[0x20] - 0x20), (ELLIPSIS, ELLIPSIS, GLYPH_OF[ELLIPSIS] - ELLIPSIS),
                (0xFFFF, 0xFFFF, 1)]
    count = len(segments)
    search = 2 ** (count.bit_length() - 1) * 2
    sub = struct.pack(">HHHH", count * 2, search, (search // 2).bit_length() - 1, count * 2 - search)
    sub += b"".join(struct.pack(">H", end) for _, end, _ in segments)
    sub += struct.pack(">H", 0)
    sub += b"".join(struct.pack(">H", start) for start, _, _ in segments)
    sub += b"".join(struct.pack(">H", delta % 0x10000) for _, _, delta in segments)
    sub += b"".join(struct.pack(">H", 0) for _ in segments)
    subtable = struct.pack(">HHH", 4, 6 + len(sub), 0) + sub
    return struct.pack(">HHHHI", 0, 1, 3, 1, 12) + subtable


def table_name():
    records = [(1, FAMILY), (2, "Regular"), (4, FAMILY), (6, "ExampleSans-Regular"),
               (0, "Written by Tools/fonts/make_example_font.py for the AutoLayout examples")]
    records.sort()
    strings = b""
    entries = b""
    for name_id, text in records:
        encoded = text.encode("utf-16-be")
        entries += struct.pack(">HHHHHH", 3, 1, 0x0409, name_id, len(encoded), len(strings))
        strings += encoded
    header = struct.pack(">HHH", 0, len(records), 6 + 12 * len(records))
    return header + entries + strings


def table_post():
    return struct.pack(">IIhhIIIII", 0x00030000, 0, -100, 50, 0, 0, 0, 0, 0)


def checksum(data):
    data += bytes((4 - len(data) % 4) % 4)
    return sum(struct.unpack(">%dI" % (len(data) // 4), data)) & 0xFFFFFFFF


def assemble(tables):
    tags = sorted(tables)
    count = len(tags)
    search = 2 ** (count.bit_length() - 1) * 16
    out = struct.pack(">IHHHH", 0x00010000, count, search, (search // 16).bit_length() - 1, count * 16 - search)
    offset = 12 + 16 * count
    body = b""
    directory = b""
    for tag in tags:
        data = tables[tag]
        directory += struct.pack(">4sIII", tag.encode("ascii"), checksum(data), offset + len(body), len(data))
        body += data + bytes((4 - len(data) % 4) % 4)
    font = bytearray(out + directory + body)
    # head.checkSumAdjustment makes the whole file sum to 0xB1B0AFBA.
    head_offset = offset + sum(len(tables[t]) + (4 - len(tables[t]) % 4) % 4 for t in tags[:tags.index("head")])
    adjustment = (0xB1B0AFBA - checksum(bytes(font))) & 0xFFFFFFFF
    font[head_offset + 8:head_offset + 12] = struct.pack(">I", adjustment)
    return bytes(font)


def main():
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "Examples", "fonts", "ExampleSans.ttf")
    glyf, loca = table_glyf_loca()
    font = assemble({
        "head": table_head(), "hhea": table_hhea(), "maxp": table_maxp(), "OS/2": table_os2(),
        "hmtx": table_hmtx(), "cmap": table_cmap(), "loca": loca, "glyf": glyf, "name": table_name(),
        "post": table_post(),
    })
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "wb") as f:
        f.write(font)
    print("%s: %d bytes, %d glyphs" % (path, len(font), len(ADVANCES)))


if __name__ == "__main__":
    main()
