// GENERATED FILE: do not edit. Made by scripts/embed-export-templates.py from
// ExportTemplates/*.json; edit those documents and run the script again.
// BuiltinExportTemplateTests checks that this file matches the documents.

/// The built-in export templates, compiled in so that every installation has them.
enum BuiltinExportTemplateData {
    /// Template ID → the exact text of `ExportTemplates/<name>.json`.
    static let documents: [String: String] = [
        "builtin.insurance": #"""
{
  "id": "builtin.insurance",
  "version": 1,
  "name": {"en": "Insurance report", "de": "Versicherungsbericht", "fr": "Rapport d'assurance", "it": "Rapporto assicurativo", "es": "Informe para el seguro"},
  "description": {
    "en": "A cover page, a summary per collection with a value chart, then each piece with its photos, purchase, value and documents.",
    "de": "Deckblatt, Übersicht pro Sammlung mit Wertdiagramm, dann jedes Objekt mit Fotos, Kauf, Wert und Dokumenten.",
    "fr": "Page de garde, résumé par collection avec graphique des valeurs, puis chaque objet avec photos, achat, valeur et documents.",
    "it": "Copertina, riepilogo per collezione con grafico dei valori, poi ogni oggetto con foto, acquisto, valore e documenti.",
    "es": "Portada, resumen por colección con gráfico de valores y luego cada pieza con fotos, compra, valor y documentos."
  },
  "formats": ["pdf", "html"],
  "selection": {"kinds": ["owned"], "statuses": ["in_collection", "lent_out", "at_service"]},
  "grouping": "collection",
  "subtotals": true,
  "sort": [{"column": "number"}],
  "columns": [
    {"standard": "number"},
    {"standard": "title"},
    {"fields": "identifying"},
    {"standard": "quantity"},
    {"standard": "purchase_date"},
    {"standard": "purchase_price"},
    {"standard": "unit_price"},
    {"standard": "source"},
    {"standard": "estimated_value"},
    {"standard": "condition"},
    {"standard": "place"},
    {"standard": "status"}
  ],
  "totals": {"count": true, "sums": ["estimated_value", "purchase_price"]},
  "pdf": {"layout": "pages", "paper": "a4", "orientation": "portrait", "cover": true, "summary": true, "chart": true, "documents": true, "photosPerPiece": 3}
}

"""#,
        "builtin.inventory": #"""
{
  "id": "builtin.inventory",
  "version": 1,
  "name": {"en": "Inventory", "de": "Inventar", "fr": "Inventaire", "it": "Inventario", "es": "Inventario"},
  "description": {
    "en": "A printable list of what is held, by collection, with thumbnails and subtotals.",
    "de": "Eine druckbare Liste des Bestands nach Sammlung, mit Vorschaubildern und Zwischensummen.",
    "fr": "Une liste imprimable des objets détenus, par collection, avec vignettes et sous-totaux.",
    "it": "Un elenco stampabile di ciò che si possiede, per collezione, con miniature e subtotali.",
    "es": "Una lista imprimible de lo que se tiene, por colección, con miniaturas y subtotales."
  },
  "formats": ["pdf", "html", "csv", "xlsx"],
  "selection": {"kinds": ["owned"], "statuses": ["in_collection", "lent_out", "at_service"]},
  "grouping": "collection",
  "subtotals": true,
  "sort": [{"column": "number"}],
  "columns": [
    {"standard": "number"},
    {"standard": "photo"},
    {"standard": "title"},
    {"fields": "highlights"},
    {"standard": "quantity"},
    {"standard": "place"},
    {"standard": "condition"},
    {"standard": "estimated_value"}
  ],
  "totals": {"count": true, "sums": ["estimated_value"]},
  "pdf": {"layout": "table", "paper": "a4", "orientation": "landscape"}
}

"""#,
        "builtin.spreadsheet": #"""
{
  "id": "builtin.spreadsheet",
  "version": 1,
  "name": {"en": "Spreadsheet", "de": "Tabelle", "fr": "Tableur", "it": "Foglio di calcolo", "es": "Hoja de cálculo"},
  "description": {
    "en": "Every visible, non-sensitive field as CSV; imports back as it is.",
    "de": "Jedes sichtbare, nicht vertrauliche Feld als CSV; lässt sich unverändert wieder importieren.",
    "fr": "Chaque champ visible et non confidentiel en CSV ; se réimporte tel quel.",
    "it": "Ogni campo visibile e non riservato in CSV; si reimporta così com'è.",
    "es": "Cada campo visible y no confidencial en CSV; se vuelve a importar tal cual."
  },
  "formats": ["csv", "html", "xlsx"],
  "selection": {"kinds": ["owned"]},
  "grouping": "none",
  "sort": [{"column": "number"}],
  "columns": [
    {"standard": "number"},
    {"standard": "title"},
    {"standard": "collection"},
    {"standard": "wish_id"},
    {"fields": "importable"},
    {"fields": "wishlist"},
    {"standard": "quantity"},
    {"standard": "purchase_date"},
    {"standard": "purchase_price"},
    {"standard": "unit_price"},
    {"standard": "wish_target"},
    {"standard": "wish_priority"},
    {"standard": "source"},
    {"standard": "estimated_value"},
    {"standard": "valued_on"},
    {"standard": "condition"},
    {"standard": "status"},
    {"standard": "place"},
    {"standard": "tags"},
    {"standard": "notes"},
    {"standard": "export_stamp"}
  ],
  "totals": {"count": false, "sums": []}
}

"""#,
        "builtin.wishlist": #"""
{
  "id": "builtin.wishlist",
  "version": 1,
  "name": {"en": "Wishlist", "de": "Wunschliste", "fr": "Liste de souhaits", "it": "Lista dei desideri", "es": "Lista de deseos"},
  "description": {
    "en": "The wishes by priority, with target price and where to buy them.",
    "de": "Die Wünsche nach Priorität, mit Zielpreis und Bezugsquelle.",
    "fr": "Les souhaits par priorité, avec prix visé et où les acheter.",
    "it": "I desideri per priorità, con prezzo obiettivo e dove acquistarli.",
    "es": "Los deseos por prioridad, con precio objetivo y dónde comprarlos."
  },
  "formats": ["pdf", "html", "csv"],
  "selection": {"kinds": ["wish"]},
  "grouping": "none",
  "sort": [{"column": "wish_priority"}, {"column": "title"}],
  "columns": [
    {"standard": "wish_priority"},
    {"standard": "title"},
    {"standard": "collection"},
    {"standard": "wish_target"},
    {"wishField": "shop_url"},
    {"standard": "notes"}
  ],
  "totals": {"count": true, "sums": ["wish_target"]},
  "pdf": {"layout": "table", "paper": "a4", "orientation": "portrait"}
}

"""#,
    ]
}
