// GENERATED FILE: do not edit. Made by scripts/embed-label-sheets.py from LabelSheets/*.json;
// edit those documents and run the script again. LabelSheetTests checks this file is current.

/// The label sheet presets, compiled in so that every installation has them.
enum BuiltinLabelSheetData {
    /// Preset ID → the exact text of `LabelSheets/<name>.json`.
    static let documents: [String: String] = [
        "builtin.avery_5160": #"""
{
  "id": "builtin.avery_5160",
  "name": "Avery 5160",
  "aliases": ["5160", "8160", "5960"],
  "description": "Address labels 2⅝ × 1 in, 30 (3 × 10) on US Letter",
  "unit": "in",
  "page": {"width": 8.5, "height": 11},
  "label": {"width": 2.625, "height": 1, "cornerRadius": 0.0625},
  "grid": {"columns": 3, "rows": 10},
  "margins": {"top": 0.5, "left": 0.1875},
  "pitch": {"horizontal": 2.75, "vertical": 1},
  "padding": {"horizontal": 0.08, "vertical": 0.06}
}

"""#,
        "builtin.avery_5163": #"""
{
  "id": "builtin.avery_5163",
  "name": "Avery 5163",
  "aliases": ["5163", "8163", "5963"],
  "description": "Shipping labels 4 × 2 in, 10 (2 × 5) on US Letter",
  "unit": "in",
  "page": {"width": 8.5, "height": 11},
  "label": {"width": 4, "height": 2, "cornerRadius": 0.125},
  "grid": {"columns": 2, "rows": 5},
  "margins": {"top": 0.5, "left": 0.15625},
  "pitch": {"horizontal": 4.1875, "vertical": 2},
  "padding": {"horizontal": 0.125, "vertical": 0.1}
}

"""#,
        "builtin.avery_l7160": #"""
{
  "id": "builtin.avery_l7160",
  "name": "Avery L7160",
  "aliases": ["l7160", "j8160", "7160"],
  "description": "Address labels 63.5 × 38.1 mm, 21 (3 × 7) on A4",
  "unit": "mm",
  "page": {"width": 210, "height": 297},
  "label": {"width": 63.5, "height": 38.1, "cornerRadius": 1.76},
  "grid": {"columns": 3, "rows": 7},
  "margins": {"top": 15.15, "left": 7.25},
  "pitch": {"horizontal": 66.0, "vertical": 38.1},
  "padding": {"horizontal": 2.5, "vertical": 2.0}
}

"""#,
        "builtin.avery_l7163": #"""
{
  "id": "builtin.avery_l7163",
  "name": "Avery L7163",
  "aliases": ["l7163", "j8163", "7163"],
  "description": "Address labels 99.1 × 38.1 mm, 14 (2 × 7) on A4",
  "unit": "mm",
  "page": {"width": 210, "height": 297},
  "label": {"width": 99.1, "height": 38.1, "cornerRadius": 1.76},
  "grid": {"columns": 2, "rows": 7},
  "margins": {"top": 15.15, "left": 4.65},
  "pitch": {"horizontal": 101.6, "vertical": 38.1},
  "padding": {"horizontal": 2.5, "vertical": 2.0}
}

"""#,
        "builtin.avery_l7651": #"""
{
  "id": "builtin.avery_l7651",
  "name": "Avery L7651",
  "aliases": ["l7651", "j8651", "l7551", "8651"],
  "description": "Mini labels 38.1 × 21.2 mm, 65 (5 × 13) on A4",
  "unit": "mm",
  "page": {"width": 210, "height": 297},
  "label": {"width": 38.1, "height": 21.2, "cornerRadius": 1.76},
  "grid": {"columns": 5, "rows": 13},
  "margins": {"top": 10.7, "left": 4.75},
  "pitch": {"horizontal": 40.6, "vertical": 21.2},
  "padding": {"horizontal": 1.5, "vertical": 1.2}
}

"""#,
        "builtin.brother_dk22205": #"""
{
  "id": "builtin.brother_dk22205",
  "name": "Brother DK-22205",
  "aliases": ["dk-22205", "dk22205", "brother-62", "brother-62mm"],
  "description": "62 mm continuous paper roll (QL printers), one 62 × 40 mm label a page",
  "unit": "mm",
  "continuous": true,
  "page": {"width": 62, "height": 40},
  "label": {"width": 62, "height": 40, "cornerRadius": 0},
  "grid": {"columns": 1, "rows": 1},
  "margins": {"top": 0, "left": 0},
  "pitch": {"horizontal": 62, "vertical": 40},
  "padding": {"horizontal": 1.5, "vertical": 3.0}
}

"""#,
        "builtin.dymo_99012": #"""
{
  "id": "builtin.dymo_99012",
  "name": "DYMO 99012",
  "aliases": ["99012", "dymo-large-address"],
  "description": "Large address labels 89 × 36 mm on a LabelWriter roll, one a page",
  "unit": "mm",
  "page": {"width": 89, "height": 36},
  "label": {"width": 89, "height": 36, "cornerRadius": 0},
  "grid": {"columns": 1, "rows": 1},
  "margins": {"top": 0, "left": 0},
  "pitch": {"horizontal": 89, "vertical": 36},
  "padding": {"horizontal": 3.0, "vertical": 2.0}
}

"""#,
        "builtin.herma_4360": #"""
{
  "id": "builtin.herma_4360",
  "name": "HERMA 4360",
  "aliases": ["4360"],
  "description": "Labels 70 × 36 mm, 24 (3 × 8) on A4, cut to the sheet's edges",
  "unit": "mm",
  "page": {"width": 210, "height": 297},
  "label": {"width": 70, "height": 36, "cornerRadius": 0},
  "grid": {"columns": 3, "rows": 8},
  "margins": {"top": 4.5, "left": 0},
  "pitch": {"horizontal": 70, "vertical": 36},
  "padding": {"horizontal": 5.0, "vertical": 2.5}
}

"""#,
    ]
}
