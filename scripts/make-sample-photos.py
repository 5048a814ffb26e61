#!/usr/bin/env python3
"""Draws the sample photos in Samples/csv/photos (run once by a maintainer; the JPEGs are
committed, so making the sample library needs only the toolkit). Needs Pillow.

The pictures are drawings, not photographs of real watches, coins or bottles: no one's
copyright, and small enough to keep in the repository (1200 x 900, JPEG quality 80).
"""
import math
import os
import sys

from PIL import Image, ImageDraw, ImageFont

W, H = 1200, 900
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Samples", "csv", "photos")


def font(size):
    for path in ("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"):
        if os.path.exists(path):
            return ImageFont.truetype(path, size)
    return ImageFont.load_default()


def backdrop(top, bottom):
    img = Image.new("RGB", (W, H))
    d = ImageDraw.Draw(img)
    for y in range(H):
        t = y / (H - 1)
        d.line([(0, y), (W, y)], fill=tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)))
    return img, d


def centered(d, xy, text, size, fill):
    f = font(size)
    box = d.textbbox((0, 0), text, font=f)
    d.text((xy[0] - (box[2] - box[0]) / 2, xy[1] - (box[3] - box[1]) / 2), text, font=f, fill=fill)


def watch(name, dial, bezel, brand, back=False, pocket=False, bg=((70, 80, 95), (20, 22, 28))):
    img, d = backdrop(*bg)
    cx, cy, r = W // 2, H // 2 + (30 if pocket else 0), 330
    if pocket:
        d.ellipse([cx - 40, cy - r - 70, cx + 40, cy - r + 10], fill=(190, 160, 70))
        d.ellipse([cx - 70, cy - r - 140, cx + 70, cy - r - 40], outline=(190, 160, 70), width=14)
    else:
        for side in (-1, 1):  # bracelet
            d.rectangle([cx - 130, cy + side * r - (0 if side > 0 else 260), cx + 130, cy + side * r + (260 if side > 0 else 0)],
                        fill=(150, 150, 155))
            for k in range(1, 5):
                y = cy + side * (r + k * 55)
                d.line([(cx - 130, y), (cx + 130, y)], fill=(110, 110, 115), width=4)
    d.ellipse([cx - r - 30, cy - r - 30, cx + r + 30, cy + r + 30], fill=bezel)
    d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=dial)
    if back:
        for k in range(0, 360, 10):
            a = math.radians(k)
            d.line([(cx + 40 * math.cos(a), cy + 40 * math.sin(a)), (cx + 300 * math.cos(a), cy + 300 * math.sin(a))],
                   fill=tuple(max(0, c - 25) for c in dial), width=3)
        centered(d, (cx, cy), brand.upper(), 46, (60, 60, 60))
        centered(d, (cx, cy + 70), "NO. 1931", 30, (60, 60, 60))
    else:
        ink = (240, 240, 235) if sum(dial) < 300 else (25, 25, 25)
        for h in range(12):
            a = math.radians(h * 30 - 90)
            inner = 250 if h % 3 else 220
            d.line([(cx + inner * math.cos(a), cy + inner * math.sin(a)), (cx + 300 * math.cos(a), cy + 300 * math.sin(a))],
                   fill=ink, width=14 if h % 3 == 0 else 8)
        centered(d, (cx, cy - 120), brand.upper(), 44, ink)
        for angle, length, width in ((-30, 170, 16), (110, 260, 10)):
            a = math.radians(angle - 90)
            d.line([(cx, cy), (cx + length * math.cos(a), cy + length * math.sin(a))], fill=ink, width=width)
        d.ellipse([cx - 18, cy - 18, cx + 18, cy + 18], fill=ink)
    img.save(os.path.join(OUT, name), quality=80)


def coin(name, metal, text, year):
    img, d = backdrop((35, 35, 40), (80, 70, 60))
    cx, cy, r = W // 2, H // 2, 340
    dark = tuple(int(c * 0.7) for c in metal)
    d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=dark)
    d.ellipse([cx - r + 30, cy - r + 30, cx + r - 30, cy + r - 30], fill=metal)
    for k in range(0, 360, 4):
        a = math.radians(k)
        d.line([(cx + (r - 8) * math.cos(a), cy + (r - 8) * math.sin(a)), (cx + r * math.cos(a), cy + r * math.sin(a))], fill=metal, width=3)
    centered(d, (cx, cy - 40), text, 90, dark)
    centered(d, (cx, cy + 90), year, 60, dark)
    img.save(os.path.join(OUT, name), quality=80)


def bottle(name, glass, label, lines):
    img, d = backdrop((230, 225, 215), (170, 160, 150))
    cx = W // 2
    d.rounded_rectangle([cx - 150, 300, cx + 150, 860], radius=60, fill=glass)
    d.polygon([(cx - 150, 360), (cx - 55, 200), (cx + 55, 200), (cx + 150, 360)], fill=glass)
    d.rectangle([cx - 55, 40, cx + 55, 220], fill=glass)
    d.rectangle([cx - 58, 40, cx + 58, 110], fill=(120, 20, 30))
    d.rectangle([cx - 130, 470, cx + 130, 740], fill=label)
    for k, line in enumerate(lines):
        centered(d, (cx, 520 + k * 70), line, 40 if k == 0 else 32, (40, 30, 30))
    img.save(os.path.join(OUT, name), quality=80)


def strap(name, color, stitch):
    img, d = backdrop((245, 242, 236), (205, 200, 190))
    d.rounded_rectangle([120, 370, 1080, 530], radius=70, fill=color)
    d.rounded_rectangle([150, 395, 1050, 505], radius=50, outline=stitch, width=4)
    for x in range(700, 1000, 60):
        d.ellipse([x - 12, 438, x + 12, 462], fill=(40, 30, 25))
    d.rectangle([60, 340, 140, 560], outline=(170, 170, 175), width=18)
    img.save(os.path.join(OUT, name), quality=80)


def main():
    os.makedirs(OUT, exist_ok=True)
    watch("speedmaster-front.jpg", (20, 20, 22), (30, 30, 32), "Omega")
    watch("speedmaster-back.jpg", (175, 175, 180), (150, 150, 155), "Omega", back=True)
    watch("submariner.jpg", (15, 18, 20), (20, 90, 45), "Rolex")
    watch("black-bay.jpg", (25, 25, 30), (120, 40, 35), "Tudor", bg=((120, 90, 60), (40, 28, 20)))
    watch("longines-front.jpg", (245, 240, 225), (200, 165, 80), "Longines", pocket=True, bg=((90, 30, 40), (30, 10, 15)))
    watch("longines-back.jpg", (210, 175, 90), (190, 155, 70), "Longines", back=True, pocket=True, bg=((90, 30, 40), (30, 10, 15)))
    watch("seiko.jpg", (30, 60, 120), (60, 60, 65), "Seiko", bg=((200, 210, 220), (110, 120, 135)))
    strap("calf-strap.jpg", (105, 60, 30), (230, 215, 190))
    strap("nato-strap.jpg", (40, 60, 45), (40, 60, 45))
    coin("vreneli.jpg", (225, 185, 70), "20 FR", "1935")
    coin("thaler.jpg", (200, 200, 205), "TALER", "1780")
    coin("shooting-thaler.jpg", (195, 195, 200), "5 FR", "1865")
    bottle("monfortino.jpg", (40, 55, 35), (240, 232, 210), ["Monfortino", "Riserva", "2013"])
    bottle("chablis.jpg", (120, 140, 70), (250, 248, 235), ["Chablis", "Les Clos", "2019"])
    print("photos in", os.path.normpath(OUT), file=sys.stderr)


if __name__ == "__main__":
    main()
