#!/usr/bin/env python3
"""Writes a Tellico collection as Tellico 4 does (syntax version 12 of its DTD's layout), for
TellicoCommandTests: a coin collection of three entries with the fields Tellico gives a new coin
collection, one field of the collector's own ("Mint location"), a table field, several values,
dates, a paragraph with line breaks, two pictures (a JPEG obverse, a PNG reverse), one picture
the file does not hold, and one entry on loan. Or a wine collection of two entries.

Usage: make-tellico.py FILE FOLDER LAYOUT
  LAYOUT zip:    a .tc (a ZIP of tellico.xml and images/)
         xml:    the bare XML, its pictures in <images> as base64
         folder: a .tc holding only tellico.xml, its pictures in NAME_files/ beside it
         wine: a .tc of a wine collection
FOLDER gets obverse.jpg. Needs Pillow.
"""
import base64, io, sys, zipfile
from xml.sax.saxutils import escape
from PIL import Image

path, folder, layout = sys.argv[1], sys.argv[2], sys.argv[3]


def picture(kind):
    out = io.BytesIO()
    img = Image.linear_gradient("L").resize((120, 90)).convert("RGB") if kind == "JPEG" else Image.new("RGB", (60, 40), (200, 160, 0))
    img.save(out, kind)
    return out.getvalue()


obverse, reverse = picture("JPEG"), picture("PNG")
open(folder + "/obverse.jpg", "wb").write(obverse)
# Tellico names a picture by the MD5 of its bytes and its format's extension.
OBV, REV, GONE = "0f3c0d3ab7c6a9f1e4b2d8c7a6e5f401.jpeg", "7a1b2c3d4e5f60718293a4b5c6d7e8f9.png", "1234567890abcdef1234567890abcdef.jpeg"

HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE tellico PUBLIC '-//Robby Stephenson/DTD Tellico V12.0//EN' 'http://periapsis.org/tellico/dtd/v12/tellico.dtd'>
<tellico xmlns="http://periapsis.org/tellico/" syntaxVersion="12">
"""


def field(name, title, type_, flags, fmt="4", category="General", allowed=None, props=()):
    a = f' allowed="{escape(allowed)}"' if allowed else ""
    inner = "".join(f'\n    <prop name="{k}">{escape(v)}</prop>' for k, v in props)
    end = f">{inner}\n   </field>" if props else "/>"
    return f'   <field title="{escape(title)}" flags="{flags}" category="{category}" format="{fmt}" type="{type_}" name="{name}"{a}{end}\n'


def date(name, y, m, d):
    return f'   <{name} calendar="gregorian">\n    <year>{y}</year>\n    <month>{m}</month>\n    <day>{d}</day>\n   </{name}>\n'


coins = [
    field("title", "Title", 1, 8, "4", props=[("template", "%{year}%{mintmark} %{type} %{denomination}")]).replace('flags="8"', 'flags="40"'),
    field("type", "Type", 1, 6, "1"),
    field("denomination", "Denomination", 1, 6),
    field("year", "Year", 6, 3),
    field("mintmark", "Mint Mark", 1, 2, "0"),
    field("country", "Country", 1, 6, "0"),
    field("currency", "Currency", 1, 6, "0"),
    field("set", "Coin Set", 4, 0),
    field("grade", "Grade", 3, 2, allowed="Proof-65;Proof-60;Mint State-65;Mint State-60;Almost Uncirculated-55;Almost Uncirculated-50;Extremely Fine-40;Very Fine-30;Very Fine-20;Fine-12;Very Good-8;Good-4;Fair"),
    field("service", "Grading Service", 3, 2, allowed="PCGS;NGC;ANACS;ICG;ASA;PCI"),
    field("pur_date", "Purchase Date", 1, 0, "3", "Personal"),
    field("pur_price", "Purchase Price", 1, 0, "4", "Personal"),
    field("location", "Location", 1, 6, "0", "Personal"),
    field("gift", "Gift", 4, 0, "4", "Personal"),
    field("obverse", "Obverse", 10, 0, "4", "Obverse"),
    field("reverse", "Reverse", 10, 0, "4", "Reverse"),
    field("comments", "Comments", 2, 0, "4", "Comments"),
    field("id", "ID", 6, 32, "4", "Personal", props=[("template", "%{@id}")]),
    field("cdate", "Date Created", 12, 16, "3", "Personal"),
    field("mdate", "Date Modified", 12, 16, "3", "Personal"),
    # The collector's own: a name Tellico made from the title, a table, several values.
    field("mint-location", "Mint Location", 1, 0, "0"),
    field("provenance", "Provenance", 8, 1, "0", props=[("columns", "2"), ("column1", "Owner"), ("column2", "Until")]),
    field("keyword", "Keywords", 1, 7, "0"),
    field("unused", "Never filled", 1, 0, "0"),
]

entries = f"""  <entry id="1">
   <title>1964D Washington Quarter 25 Cents</title>
   <type>Washington Quarter</type>
   <denomination>25 Cents</denomination>
   <year>1964</year>
   <mintmark>D</mintmark>
   <country>United States</country>
   <currency>USD</currency>
   <grade>Very Fine-30</grade>
   <service>PCGS</service>
   <pur_date>2021-05-09</pur_date>
   <pur_price>$12.50</pur_price>
   <location>Safe, tray 2</location>
   <gift>true</gift>
   <obverse>{OBV}</obverse>
   <reverse>{REV}</reverse>
   <comments>Bought at the Basel fair.&lt;br/&gt;Receipt in the box.</comments>
   <id>1</id>
{date("cdate", "2021", "05", "09")}{date("mdate", "2023", "01", "02")}   <mint-location>Denver</mint-location>
   <provenances>
    <provenance>
     <column>Estate of J. Miller</column>
     <column>1999</column>
    </provenance>
    <provenance>
     <column>Spink</column>
     <column>2021</column>
    </provenance>
   </provenances>
   <keywords>
    <keyword>Silver</keyword>
    <keyword>Americas</keyword>
   </keywords>
  </entry>
  <entry id="2">
   <title>1922 Peace Dollar 1 Dollar</title>
   <type>Peace Dollar</type>
   <denomination>1 Dollar</denomination>
   <year>1922</year>
   <country>United States</country>
   <grade>Good-4</grade>
   <pur_price>USD 31</pur_price>
   <obverse>{GONE}</obverse>
   <id>2</id>
  </entry>
  <entry id="3">
   <title>1999 Vreneli 20 Francs</title>
   <denomination>20 Francs</denomination>
   <year>1999</year>
   <country>Switzerland</country>
   <grade>Mint State-65</grade>
   <id>3</id>
  </entry>
"""

if layout == "wine":
    fields = [
        field("title", "Title", 1, 8, "1", props=[("template", "%{vintage} %{producer} %{varietal}")]),
        field("producer", "Producer", 1, 6), field("appellation", "Appellation", 1, 6), field("varietal", "Varietal", 1, 6),
        field("vintage", "Vintage", 6, 2), field("type", "Type", 3, 2, allowed="Red Wine;White Wine;Sparkling Wine"),
        field("country", "Country", 1, 6), field("quantity", "Quantity", 6, 0, "4", "Personal"),
        field("drink-by", "Drink By", 6, 2, "4", "Personal"), field("rating", "Rating", 14, 2, "4", "Personal", props=[("maximum", "5"), ("minimum", "1")]),
        field("label", "Label Image", 10, 0, "4", "Label Image"),
    ]
    entries = """  <entry id="0">
   <title>2016 Giacomo Conterno Nebbiolo</title>
   <producer>Giacomo Conterno</producer>
   <appellation>Barolo</appellation>
   <varietal>Nebbiolo</varietal>
   <vintage>2016</vintage>
   <type>Red Wine</type>
   <country>Italy</country>
   <quantity>3</quantity>
   <drink-by>2035</drink-by>
   <rating>4</rating>
  </entry>
  <entry id="1">
   <title>Krug Grande Cuvée</title>
   <producer>Krug</producer>
   <type>Sparkling Wine</type>
   <quantity>1</quantity>
  </entry>
"""
    xml = HEAD + ' <collection title="Cellar" type="7">\n  <fields>\n' + "".join(fields) + "  </fields>\n" + entries + " </collection>\n</tellico>\n"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("tellico.xml", xml)
    sys.exit(0)

inline = layout == "xml"
if layout == "folder":
    import os
    beside = os.path.splitext(path)[0] + "_files"
    os.makedirs(beside, exist_ok=True)
    open(os.path.join(beside, OBV), "wb").write(obverse)
    open(os.path.join(beside, REV), "wb").write(reverse)
images = "  <images>\n"
for ident, data, fmt, w, h in [(OBV, obverse, "JPEG", 120, 90), (REV, reverse, "PNG", 60, 40)]:
    body = base64.b64encode(data).decode() if inline else ""
    images += f'   <image width="{w}" format="{fmt}" height="{h}" id="{ident}"' + (f">{body}</image>\n" if inline else "/>\n")
images += "  </images>\n"
borrowers = """ <borrowers>
  <borrower name="Anna Keller" uid="kab12">
   <loan uid="l1" entryRef="2" loanDate="2024-03-01" dueDate="2024-06-01">For her talk at the club</loan>
  </borrower>
 </borrowers>
"""
xml = (HEAD + ' <collection title="My Coins" type="8">\n  <fields>\n' + "".join(coins) + "  </fields>\n" + entries + images
       + " </collection>\n" + borrowers + "</tellico>\n")
if inline:
    open(path, "w", encoding="utf-8").write(xml)
else:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("tellico.xml", xml)
        if layout == "zip":
            z.writestr("images/" + OBV, obverse)
            z.writestr("images/" + REV, reverse)
