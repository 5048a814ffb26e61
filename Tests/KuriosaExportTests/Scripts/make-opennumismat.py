#!/usr/bin/env python3
"""Writes an OpenNumismat collection as OpenNumismat 1.9 does (collection version 10), or in the
layout of version 2 (the pictures in an `images` table) or 1 (each picture in its coin's column),
for OpenNumismatCommandTests: five coins (owned, for sale, sold, a wish, a demo), three pictures
(a JPEG obverse, a PNG reverse, a GIF edge), two tags and a price.

Usage: make-opennumismat.py FILE.db FOLDER LAYOUT   (LAYOUT: 10, 2 or 1; FOLDER gets obverse.jpg)
Needs Pillow.
"""
import sqlite3, sys, io
from PIL import Image
path, folder, layout = sys.argv[1], sys.argv[2], sys.argv[3]
# The coins table as OpenNumismat 1.9 (collection version 10) creates it: its fields in order, each with its SQL type.
fields = """id INTEGER PRIMARY KEY|title TEXT|value NUMERIC|unit TEXT|country TEXT|year INTEGER|period TEXT|mint TEXT|mintmark TEXT|issuedate TEXT|type TEXT|series TEXT|subjectshort TEXT|status TEXT|material TEXT|fineness INTEGER|shape TEXT|diameter NUMERIC|thickness NUMERIC|weight NUMERIC|grade TEXT|edge TEXT|edgelabel TEXT|obvrev TEXT|quality TEXT|mintage INTEGER|dateemis TEXT|catalognum1 TEXT|catalognum2 TEXT|catalognum3 TEXT|catalognum4 TEXT|rarity TEXT|price1 NUMERIC|price2 NUMERIC|price3 NUMERIC|price4 NUMERIC|variety TEXT|obversevar TEXT|reversevar TEXT|edgevar TEXT|paydate TEXT|payprice NUMERIC|totalpayprice NUMERIC|saller TEXT|payplace TEXT|payinfo TEXT|saledate TEXT|saleprice NUMERIC|totalsaleprice NUMERIC|buyer TEXT|saleplace TEXT|saleinfo TEXT|note TEXT|image INTEGER|obverseimg INTEGER|obversedesign TEXT|obversedesigner TEXT|reverseimg INTEGER|reversedesign TEXT|reversedesigner TEXT|edgeimg INTEGER|subject TEXT|photo1 INTEGER|photo2 INTEGER|photo3 INTEGER|photo4 INTEGER|defect TEXT|storage TEXT|features TEXT|createdat TEXT|updatedat TEXT|quantity INTEGER|url TEXT|barcode TEXT|ruler TEXT|region TEXT|obverseengraver TEXT|reverseengraver TEXT|obversecolor TEXT|reversecolor TEXT|varietydesc TEXT|varietyimg INTEGER|format TEXT|condition TEXT|category TEXT|sort_id INTEGER|emitent TEXT|signaturetype TEXT|signature TEXT|signatureimg INTEGER|address TEXT|latitude NUMERIC|longitude NUMERIC|photo5 INTEGER|photo6 INTEGER|grader TEXT|seat TEXT|native_year TEXT|composition TEXT|material2 TEXT|width NUMERIC|height NUMERIC|technique TEXT|modification TEXT|axis INTEGER|real_weight NUMERIC|real_diameter NUMERIC|rating TEXT|buying_invoice TEXT|sale_invoice TEXT""".split("|")
db = sqlite3.connect(path)
db.execute("CREATE TABLE settings (title CHAR NOT NULL UNIQUE, value CHAR)")
db.executemany("INSERT INTO settings VALUES (?, ?)", [("Version", "10"), ("Type", "OpenNumismat"), ("Password", "")])
db.execute("CREATE TABLE coins (" + ", ".join(fields) + ")")
# The fields' titles by their place in the app's list: the collector named the first catalogue.
db.execute("CREATE TABLE fields (id INTEGER NOT NULL PRIMARY KEY, title TEXT, enabled INTEGER)")
db.executemany("INSERT INTO fields VALUES (?, ?, 1)", [(i, f.split()[0]) for i, f in enumerate(fields)])
db.execute("UPDATE fields SET title = 'KM#' WHERE id = 27")
db.execute("UPDATE fields SET title = '2#' WHERE id = 28")
db.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY, title TEXT, image BLOB, author TEXT, license TEXT, source TEXT)")
db.execute("CREATE TABLE images (id INTEGER PRIMARY KEY, image BLOB)")
db.execute("CREATE TABLE tags (id INTEGER NOT NULL PRIMARY KEY, tag TEXT, parent_id INTEGER, position INTEGER, description TEXT, icon BLOB)")
db.execute("CREATE TABLE coins_tags (coin_id INTEGER, tag_id INTEGER)")
db.execute("CREATE TABLE prices (id INTEGER NOT NULL PRIMARY KEY, coin_id INTEGER, action TEXT, date TEXT, quantity INTEGER, price NUMERIC, currency TEXT, commission NUMERIC, shipping NUMERIC, grade TEXT)")
def picture(kind, color):
    out = io.BytesIO()
    img = Image.linear_gradient("L").resize((120, 90)).convert("RGB") if kind == "JPEG" else Image.new("RGB", (60, 40), color)
    img.save(out, kind)
    return out.getvalue()
obverse = picture("JPEG", None)
open(folder + "/obverse.jpg", "wb").write(obverse)
pictures = [obverse, picture("PNG", (200, 160, 0)), picture("GIF", (200, 0, 0))]
# Version 3 on: the photos table, and images for the previews; version 2: the pictures in
# images; version 1: each picture in its coin's column.
table = {"10": "photos", "2": "images", "1": None}[layout]
if layout != "10":
    db.execute("DROP TABLE photos")
    db.execute("DROP TABLE images")
if layout == "2":
    db.execute("CREATE TABLE images (id INTEGER PRIMARY KEY, title TEXT, image BLOB)")
if table:
    for index, data in enumerate(pictures):
        db.execute(f"INSERT INTO {table} (id, title, image) VALUES (?, 'a picture', ?)", (index + 1, data))
if layout == "10":
    db.execute("INSERT INTO images (id, image) VALUES (1, ?)", (picture("PNG", (0, 0, 0)),))
coins = [
    dict(title="5 Francs Tell", value=5, unit="Francs", country="Switzerland", year=1968, mintmark="B", status="owned", material="Silver",
         fineness=835, diameter=31.45, weight=15, grade="XF", quality="BU", mintage=13500000, catalognum1="KM# 40", saller="Münzen Basel",
         paydate="2023-04-01", payprice=12.5, storage="Safe / Tray 2", note="bought with the 2 Francs", image=1, obverseimg=1, reverseimg=2,
         createdat="2023-04-01T10:00:00", period="Confederation", sort_id=1),
    dict(title="1 Rubel", value=1, unit="Ruble", country="Russia", year=1997, status="sale", material="Copper-nickel", grade="UNC", edgeimg=3,
         catalognum1="Y# 604", quantity=2, sort_id=2),
    dict(title="½ Penny", value=0.5, unit="Penny", country="United Kingdom", year=1971, status="sold", saledate="2024-02-02", saleprice=3,
         buyer="Anna", sort_id=3),
    dict(title="2 Euro Berlin", value=2, unit="Euro", country="Germany", year=2018, status="wish", sort_id=4),
    dict(title="Demo coin", value=1, unit="Dollar", country="USA", year=2000, status="demo", sort_id=5),
]
for coin in coins:
    if layout == "1":
        for column in ("obverseimg", "reverseimg", "edgeimg"):
            if column in coin: coin[column] = pictures[coin[column] - 1]
        coin.pop("image", None)
    names = ", ".join(coin)
    db.execute(f"INSERT INTO coins ({names}) VALUES ({', '.join('?' * len(coin))})", list(coin.values()))
db.execute("INSERT INTO tags (id, tag, parent_id, position) VALUES (1, 'Silver', NULL, 1), (2, 'Europe', NULL, 2)")
db.execute("INSERT INTO coins_tags VALUES (1, 1), (1, 2), (2, 2)")
db.execute("INSERT INTO prices (coin_id, action, date, quantity, price, currency) VALUES (1, 'pay', '2023-04-01', 1, 12.5, 'CHF')")
db.commit()
        
