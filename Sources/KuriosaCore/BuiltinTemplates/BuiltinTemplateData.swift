// GENERATED FILE: do not edit. Made by scripts/embed-templates.py from Templates/builtin/*.json;
// edit those documents and run `python3 scripts/embed-templates.py` again.
// BuiltinTemplateTests checks that this file matches the documents.

/// The built-in template documents, compiled in so that every installation of the toolkit has
/// them: a Linux executable installed elsewhere cannot find a SwiftPM resource bundle.
enum BuiltinTemplateData {
    /// Template ID → the exact text of `Templates/builtin/<name>.json`.
    static let documents: [String: String] = [
        "builtin.ammunition": #"""
{
  "id": "builtin.ammunition",
  "version": 2,
  "name": {"en": "Ammunition", "de": "Munition", "fr": "Munitions", "it": "Munizioni", "es": "Munición"},
  "icon": "circle.grid.3x3",
  "sections": [
    {"id": "details", "label": {"en": "Details", "de": "Details", "fr": "Détails", "it": "Dettagli", "es": "Detalles"}},
    {"id": "packaging", "label": {"en": "Box and price", "de": "Schachtel und Preis", "fr": "Boîte et prix", "it": "Scatola e prezzo", "es": "Caja y precio"}}
  ],
  "fields": [
    {
      "key": "caliber",
      "type": "text",
      "label": {"en": "Caliber", "de": "Kaliber", "fr": "Calibre", "it": "Calibro", "es": "Calibre"},
      "section": "details",
      "required": true,
      "identifying": true,
      "example": {"en": "9mm Luger"}
    },
    {
      "key": "manufacturer",
      "type": "text",
      "label": {"en": "Manufacturer", "de": "Hersteller", "fr": "Fabricant", "it": "Produttore", "es": "Fabricante"},
      "section": "details",
      "identifying": true,
      "example": {"en": "Sellier & Bellot"}
    },
    {
      "key": "product_line",
      "type": "text",
      "label": {"en": "Product line", "de": "Produktlinie", "fr": "Gamme", "it": "Linea", "es": "Línea"},
      "section": "details",
      "identifying": true,
      "example": {"en": "Gold Dot"}
    },
    {
      "key": "bullet_weight",
      "type": "measurement",
      "label": {"en": "Bullet weight", "de": "Geschossgewicht", "fr": "Poids de l'ogive", "it": "Peso della palla", "es": "Peso de la bala"},
      "section": "details",
      "identifying": true,
      "measurement": "mass",
      "unitHint": {"metric": "g", "imperial": "gr"}
    },
    {
      "key": "bullet_type",
      "type": "dropdown",
      "label": {"en": "Bullet type", "de": "Geschosstyp", "fr": "Type d'ogive", "it": "Tipo di palla", "es": "Tipo de bala"},
      "section": "details",
      "options": [
        {
          "id": "fmj",
          "label": {"en": "Full metal jacket (FMJ)", "de": "Vollmantel (VM)", "fr": "Blindée (FMJ)", "it": "Blindata (FMJ)", "es": "Blindada (FMJ)"}
        },
        {
          "id": "jhp",
          "label": {"en": "Jacketed hollow point (JHP)", "de": "Hohlspitz (JHP)", "fr": "Pointe creuse (JHP)", "it": "Punta cava (JHP)", "es": "Punta hueca (JHP)"}
        },
        {
          "id": "sp",
          "label": {"en": "Soft point (SP)", "de": "Teilmantel (TM)", "fr": "Pointe molle (SP)", "it": "Punta morbida (SP)", "es": "Punta blanda (SP)"}
        },
        {
          "id": "hpbt",
          "label": {
            "en": "Hollow point boat tail (HPBT)",
            "de": "Hohlspitz-Boattail (HPBT)",
            "fr": "Pointe creuse, culot conique (HPBT)",
            "it": "Punta cava boat tail (HPBT)",
            "es": "Punta hueca boat tail (HPBT)"
          }
        },
        {
          "id": "lrn",
          "label": {
            "en": "Lead round nose (LRN)",
            "de": "Blei-Rundkopf (LRN)",
            "fr": "Plomb ogival (LRN)",
            "it": "Piombo ogivale (LRN)",
            "es": "Plomo punta redonda (LRN)"
          }
        },
        {"id": "wadcutter", "label": {"en": "Wadcutter", "de": "Wadcutter", "fr": "Wadcutter", "it": "Wadcutter", "es": "Wadcutter"}},
        {"id": "shot", "label": {"en": "Shot", "de": "Schrot", "fr": "Plombs", "it": "Pallini", "es": "Perdigones"}},
        {"id": "slug", "label": {"en": "Slug", "de": "Flintenlaufgeschoss", "fr": "Balle", "it": "Palla unica", "es": "Bala"}}
      ]
    },
    {
      "key": "case_material",
      "type": "dropdown",
      "label": {"en": "Case material", "de": "Hülsenmaterial", "fr": "Matériau de l'étui", "it": "Materiale del bossolo", "es": "Material de la vaina"},
      "section": "details",
      "options": [
        {"id": "brass", "label": {"en": "Brass", "de": "Messing", "fr": "Laiton", "it": "Ottone", "es": "Latón"}},
        {
          "id": "nickel_plated",
          "label": {"en": "Nickel-plated brass", "de": "Vernickeltes Messing", "fr": "Laiton nickelé", "it": "Ottone nichelato", "es": "Latón niquelado"}
        },
        {"id": "steel", "label": {"en": "Steel", "de": "Stahl", "fr": "Acier", "it": "Acciaio", "es": "Acero"}},
        {"id": "aluminum", "label": {"en": "Aluminum", "de": "Aluminium", "fr": "Aluminium", "it": "Alluminio", "es": "Aluminio"}},
        {
          "id": "plastic",
          "label": {
            "en": "Plastic (shotshell)",
            "de": "Kunststoff (Schrotpatrone)",
            "fr": "Plastique (cartouche de chasse)",
            "it": "Plastica (cartuccia)",
            "es": "Plástico (cartucho de escopeta)"
          }
        }
      ]
    },
    {
      "key": "muzzle_velocity",
      "type": "number",
      "label": {"en": "Muzzle velocity", "de": "Mündungsgeschwindigkeit", "fr": "Vitesse initiale", "it": "Velocità alla volata", "es": "Velocidad en boca"},
      "section": "details",
      "suffix": {"en": "m/s", "de": "m/s", "fr": "m/s", "it": "m/s", "es": "m/s"},
      "example": {"en": "360"}
    },
    {
      "key": "purpose",
      "type": "dropdown",
      "label": {"en": "Purpose", "de": "Verwendung", "fr": "Usage", "it": "Impiego", "es": "Uso"},
      "section": "details",
      "options": [
        {
          "id": "training",
          "label": {
            "en": "Training and range",
            "de": "Training und Schießstand",
            "fr": "Entraînement et stand",
            "it": "Allenamento e poligono",
            "es": "Entrenamiento y galería"
          }
        },
        {"id": "match", "label": {"en": "Match", "de": "Wettkampf", "fr": "Match", "it": "Gara", "es": "Competición"}},
        {"id": "hunting", "label": {"en": "Hunting", "de": "Jagd", "fr": "Chasse", "it": "Caccia", "es": "Caza"}},
        {"id": "defense", "label": {"en": "Self-defense", "de": "Selbstverteidigung", "fr": "Défense", "it": "Difesa personale", "es": "Defensa personal"}},
        {
          "id": "collectible",
          "label": {"en": "Collector's item", "de": "Sammlerstück", "fr": "Pièce de collection", "it": "Pezzo da collezione", "es": "Pieza de colección"}
        }
      ]
    },
    {
      "key": "handload",
      "type": "checkbox",
      "label": {"en": "Handload", "de": "Wiederladung", "fr": "Rechargement", "it": "Ricarica", "es": "Recarga"},
      "section": "details"
    },
    {
      "key": "lot_number",
      "type": "text",
      "label": {"en": "Lot number", "de": "Losnummer", "fr": "Numéro de lot", "it": "Numero di lotto", "es": "Número de lote"},
      "section": "packaging",
      "example": {"en": "2307-114"}
    },
    {
      "key": "rounds_per_box",
      "type": "number",
      "label": {"en": "Rounds per box", "de": "Schuss pro Schachtel", "fr": "Cartouches par boîte", "it": "Colpi per scatola", "es": "Cartuchos por caja"},
      "section": "packaging",
      "example": {"en": "50"}
    },
    {
      "key": "box_price",
      "type": "currency",
      "label": {"en": "Price per box", "de": "Preis pro Schachtel", "fr": "Prix par boîte", "it": "Prezzo per scatola", "es": "Precio por caja"},
      "section": "packaging"
    },
    {
      "key": "price_per_round",
      "type": "calculation",
      "label": {"en": "Price per round", "de": "Preis pro Schuss", "fr": "Prix par cartouche", "it": "Prezzo per colpo", "es": "Precio por cartucho"},
      "section": "packaging",
      "formula": {"left": {"field": "box_price"}, "operation": "divide", "right": {"field": "rounds_per_box"}}
    },
    {
      "key": "rounds",
      "type": "quantity",
      "label": {"en": "Rounds", "de": "Schuss", "fr": "Cartouches", "it": "Colpi", "es": "Cartuchos"},
      "section": "details",
      "options": [
        {"id": "round", "label": {"en": "Round", "de": "Schuss", "fr": "Cartouche", "it": "Colpo", "es": "Cartucho"}},
        {"id": "box_50", "label": {"en": "Box of 50", "de": "Schachtel à 50", "fr": "Boîte de 50", "it": "Scatola da 50", "es": "Caja de 50"}}
      ],
      "hidden": true
    }
  ],
  "highlights": ["caliber", "bullet_weight", "@count"],
  "quantity": {
    "one": {"en": "round", "de": "Schuss", "fr": "cartouche", "it": "colpo", "es": "cartucho"},
    "other": {"en": "rounds", "de": "Schuss", "fr": "cartouches", "it": "colpi", "es": "cartuchos"}
  }
}

"""#,
        "builtin.art": #"""
{
  "id": "builtin.art",
  "version": 1,
  "name": {"en": "Art", "de": "Kunst", "fr": "Art", "it": "Arte", "es": "Arte"},
  "icon": "paintpalette",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {
      "id": "work",
      "label": {"en": "Medium and size", "de": "Technik und Maße", "fr": "Technique et dimensions", "it": "Tecnica e misure", "es": "Técnica y medidas"}
    },
    {
      "id": "provenance",
      "label": {
        "en": "Provenance and literature",
        "de": "Provenienz und Literatur",
        "fr": "Provenance et bibliographie",
        "it": "Provenienza e bibliografia",
        "es": "Procedencia y bibliografía"
      }
    }
  ],
  "fields": [
    {
      "key": "artist",
      "type": "text",
      "label": {"en": "Artist", "de": "Künstler", "fr": "Artiste", "it": "Artista", "es": "Artista"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Paul Klee"}
    },
    {
      "key": "title",
      "type": "text",
      "label": {"en": "Title", "de": "Titel", "fr": "Titre", "it": "Titolo", "es": "Título"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Senecio"}
    },
    {
      "key": "date",
      "type": "text",
      "label": {"en": "Date", "de": "Datierung", "fr": "Date", "it": "Datazione", "es": "Fecha"},
      "section": "identity",
      "example": {"en": "c. 1922", "de": "um 1922", "fr": "vers 1922", "it": "1922 ca.", "es": "hacia 1922"}
    },
    {
      "key": "art_type",
      "type": "dropdown",
      "label": {"en": "Category", "de": "Gattung", "fr": "Catégorie", "it": "Categoria", "es": "Categoría"},
      "section": "identity",
      "options": [
        {"id": "painting", "label": {"en": "Painting", "de": "Gemälde", "fr": "Peinture", "it": "Dipinto", "es": "Pintura"}},
        {
          "id": "work_on_paper",
          "label": {"en": "Work on paper", "de": "Arbeit auf Papier", "fr": "Œuvre sur papier", "it": "Opera su carta", "es": "Obra sobre papel"}
        },
        {"id": "print", "label": {"en": "Print", "de": "Druckgrafik", "fr": "Estampe", "it": "Stampa d'arte", "es": "Obra gráfica"}},
        {"id": "photograph", "label": {"en": "Photograph", "de": "Fotografie", "fr": "Photographie", "it": "Fotografia", "es": "Fotografía"}},
        {"id": "sculpture", "label": {"en": "Sculpture", "de": "Skulptur", "fr": "Sculpture", "it": "Scultura", "es": "Escultura"}},
        {"id": "ceramics", "label": {"en": "Ceramics", "de": "Keramik", "fr": "Céramique", "it": "Ceramica", "es": "Cerámica"}},
        {"id": "mixed_media", "label": {"en": "Mixed media", "de": "Mischtechnik", "fr": "Technique mixte", "it": "Tecnica mista", "es": "Técnica mixta"}},
        {"id": "other", "label": {"en": "Other", "de": "Andere", "fr": "Autre", "it": "Altro", "es": "Otro"}}
      ]
    },
    {
      "key": "signature",
      "type": "text",
      "label": {"en": "Signature", "de": "Signatur", "fr": "Signature", "it": "Firma", "es": "Firma"},
      "section": "identity",
      "example": {
        "en": "Signed lower right",
        "de": "Unten rechts signiert",
        "fr": "Signé en bas à droite",
        "it": "Firmato in basso a destra",
        "es": "Firmado abajo a la derecha"
      }
    },
    {
      "key": "edition",
      "type": "text",
      "label": {"en": "Edition", "de": "Auflage", "fr": "Tirage", "it": "Tiratura", "es": "Tirada"},
      "section": "identity",
      "example": {"en": "12/50"}
    },
    {
      "key": "catalogue_raisonne",
      "type": "text",
      "label": {"en": "Catalogue raisonné", "de": "Werkverzeichnis", "fr": "Catalogue raisonné", "it": "Catalogo ragionato", "es": "Catálogo razonado"},
      "section": "identity",
      "example": {"en": "Kornfeld 45"}
    },
    {
      "key": "medium",
      "type": "text",
      "label": {"en": "Medium", "de": "Technik", "fr": "Technique", "it": "Tecnica", "es": "Técnica"},
      "section": "work",
      "example": {"en": "Oil on canvas", "de": "Öl auf Leinwand", "fr": "Huile sur toile", "it": "Olio su tela", "es": "Óleo sobre lienzo"}
    },
    {
      "key": "height",
      "type": "measurement",
      "label": {"en": "Height", "de": "Höhe", "fr": "Hauteur", "it": "Altezza", "es": "Altura"},
      "section": "work",
      "measurement": "length",
      "unitHint": {"metric": "cm", "imperial": "in"}
    },
    {
      "key": "width",
      "type": "measurement",
      "label": {"en": "Width", "de": "Breite", "fr": "Largeur", "it": "Larghezza", "es": "Anchura"},
      "section": "work",
      "measurement": "length",
      "unitHint": {"metric": "cm", "imperial": "in"}
    },
    {
      "key": "depth",
      "type": "measurement",
      "label": {"en": "Depth", "de": "Tiefe", "fr": "Profondeur", "it": "Profondità", "es": "Profundidad"},
      "section": "work",
      "measurement": "length",
      "unitHint": {"metric": "cm", "imperial": "in"}
    },
    {
      "key": "weight",
      "type": "measurement",
      "label": {"en": "Weight", "de": "Gewicht", "fr": "Poids", "it": "Peso", "es": "Peso"},
      "section": "work",
      "measurement": "mass",
      "unitHint": {"metric": "kg", "imperial": "lb"}
    },
    {
      "key": "framed",
      "type": "checkbox",
      "label": {"en": "Framed", "de": "Gerahmt", "fr": "Encadré", "it": "Incorniciato", "es": "Enmarcado"},
      "section": "work"
    },
    {
      "key": "certificate",
      "type": "checkbox",
      "label": {
        "en": "Certificate of authenticity",
        "de": "Echtheitszertifikat",
        "fr": "Certificat d'authenticité",
        "it": "Certificato di autenticità",
        "es": "Certificado de autenticidad"
      },
      "section": "provenance"
    },
    {
      "key": "provenance",
      "type": "text",
      "label": {"en": "Provenance", "de": "Provenienz", "fr": "Provenance", "it": "Provenienza", "es": "Procedencia"},
      "section": "provenance",
      "multiline": true
    },
    {
      "key": "exhibitions",
      "type": "text",
      "label": {"en": "Exhibitions", "de": "Ausstellungen", "fr": "Expositions", "it": "Mostre", "es": "Exposiciones"},
      "section": "provenance",
      "multiline": true
    },
    {
      "key": "literature",
      "type": "text",
      "label": {"en": "Literature", "de": "Literatur", "fr": "Bibliographie", "it": "Bibliografia", "es": "Bibliografía"},
      "section": "provenance",
      "multiline": true
    }
  ],
  "highlights": ["artist", "title", "date"]
}

"""#,
        "builtin.banknote": #"""
{
  "id": "builtin.banknote",
  "version": 1,
  "name": {"en": "Banknotes", "de": "Banknoten", "fr": "Billets de banque", "it": "Banconote", "es": "Billetes"},
  "icon": "banknote",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "physical", "label": {"en": "Note", "de": "Schein", "fr": "Billet", "it": "Biglietto", "es": "Billete"}},
    {"id": "grading", "label": {"en": "Grading", "de": "Bewertung", "fr": "Gradation", "it": "Valutazione", "es": "Gradación"}}
  ],
  "fields": [
    {
      "key": "country",
      "type": "text",
      "label": {"en": "Country", "de": "Land", "fr": "Pays", "it": "Paese", "es": "País"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Switzerland", "de": "Schweiz", "fr": "Suisse", "it": "Svizzera", "es": "Suiza"}
    },
    {
      "key": "denomination",
      "type": "text",
      "label": {"en": "Denomination", "de": "Nominal", "fr": "Valeur faciale", "it": "Valore nominale", "es": "Valor facial"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "1000 Francs", "de": "1000 Franken", "fr": "1000 francs", "it": "1000 franchi", "es": "1000 francos"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year of issue", "de": "Ausgabejahr", "fr": "Année d'émission", "it": "Anno di emissione", "es": "Año de emisión"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "1957"}
    },
    {
      "key": "issuer",
      "type": "text",
      "label": {"en": "Issuing bank", "de": "Notenbank", "fr": "Banque émettrice", "it": "Banca emittente", "es": "Banco emisor"},
      "section": "identity",
      "example": {
        "en": "Swiss National Bank",
        "de": "Schweizerische Nationalbank",
        "fr": "Banque nationale suisse",
        "it": "Banca nazionale svizzera",
        "es": "Banco Nacional Suizo"
      }
    },
    {
      "key": "series",
      "type": "text",
      "label": {"en": "Series", "de": "Serie", "fr": "Série", "it": "Serie", "es": "Serie"},
      "section": "identity",
      "example": {"en": "5th series", "de": "5. Serie", "fr": "5e série", "it": "5ª serie", "es": "5.ª serie"}
    },
    {
      "key": "catalog_number",
      "type": "text",
      "label": {
        "en": "Catalog number (Pick)",
        "de": "Katalognummer (Pick)",
        "fr": "Numéro de catalogue (Pick)",
        "it": "Numero di catalogo (Pick)",
        "es": "Número de catálogo (Pick)"
      },
      "section": "identity",
      "example": {"en": "P-52"}
    },
    {
      "key": "serial_number",
      "type": "text",
      "label": {
        "en": "Note serial number",
        "de": "Kontrollnummer",
        "fr": "Numéro de série du billet",
        "it": "Numero di serie della banconota",
        "es": "Número de serie del billete"
      },
      "section": "identity",
      "identifying": true,
      "example": {"en": "84A1234567"}
    },
    {
      "key": "signatures",
      "type": "text",
      "label": {"en": "Signatures", "de": "Unterschriften", "fr": "Signatures", "it": "Firme", "es": "Firmas"},
      "section": "identity",
      "example": {"en": "Stopper, Schwegler"}
    },
    {
      "key": "specimen",
      "type": "checkbox",
      "label": {"en": "Specimen", "de": "Muster (Specimen)", "fr": "Spécimen", "it": "Specimen", "es": "Espécimen"},
      "section": "identity"
    },
    {
      "key": "replacement",
      "type": "checkbox",
      "label": {"en": "Replacement note", "de": "Ersatznote", "fr": "Billet de remplacement", "it": "Banconota sostitutiva", "es": "Billete de reposición"},
      "section": "identity"
    },
    {
      "key": "substrate",
      "type": "dropdown",
      "label": {"en": "Substrate", "de": "Trägermaterial", "fr": "Support", "it": "Supporto", "es": "Soporte"},
      "section": "physical",
      "options": [
        {"id": "paper", "label": {"en": "Paper", "de": "Papier", "fr": "Papier", "it": "Carta", "es": "Papel"}},
        {"id": "polymer", "label": {"en": "Polymer", "de": "Polymer", "fr": "Polymère", "it": "Polimero", "es": "Polímero"}},
        {"id": "hybrid", "label": {"en": "Hybrid", "de": "Hybrid", "fr": "Hybride", "it": "Ibrido", "es": "Híbrido"}}
      ]
    },
    {
      "key": "width",
      "type": "measurement",
      "label": {"en": "Width", "de": "Breite", "fr": "Largeur", "it": "Larghezza", "es": "Anchura"},
      "section": "physical",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "height",
      "type": "measurement",
      "label": {"en": "Height", "de": "Höhe", "fr": "Hauteur", "it": "Altezza", "es": "Altura"},
      "section": "physical",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "grade",
      "type": "dropdown",
      "label": {"en": "Grade", "de": "Erhaltung", "fr": "État de conservation", "it": "Conservazione", "es": "Conservación"},
      "section": "grading",
      "options": [
        {
          "id": "unc",
          "label": {"en": "Uncirculated (UNC)", "de": "Kassenfrisch (I)", "fr": "Neuf (NEUF)", "it": "Fior di stampa (FDS)", "es": "Sin circular (SC)"}
        },
        {
          "id": "au",
          "label": {
            "en": "About uncirculated (AU)",
            "de": "Fast kassenfrisch (I-)",
            "fr": "Presque neuf (SPL)",
            "it": "Quasi fior di stampa (qFDS)",
            "es": "Excelente+ (EBC+)"
          }
        },
        {
          "id": "xf",
          "label": {"en": "Extremely fine (XF)", "de": "Leicht gebraucht (II)", "fr": "Superbe (SUP)", "it": "Splendido (SPL)", "es": "Excelente (EBC)"}
        },
        {
          "id": "vf",
          "label": {"en": "Very fine (VF)", "de": "Gebraucht (III)", "fr": "Très très beau (TTB)", "it": "Bellissimo (BB)", "es": "Muy bien conservado (MBC)"}
        },
        {"id": "f", "label": {"en": "Fine (F)", "de": "Stark gebraucht (IV)", "fr": "Très beau (TB)", "it": "Molto bello (MB)", "es": "Bien conservado+ (BC+)"}},
        {"id": "vg", "label": {"en": "Very good (VG)", "de": "Schlecht (V)", "fr": "Beau (B)", "it": "Bello (B)", "es": "Bien conservado (BC)"}}
      ]
    },
    {
      "key": "grading_service",
      "type": "text",
      "label": {"en": "Grading service", "de": "Grading-Firma", "fr": "Société de gradation", "it": "Società di grading", "es": "Empresa de gradación"},
      "section": "grading",
      "example": {"en": "PMG"}
    },
    {
      "key": "certified_grade",
      "type": "text",
      "label": {"en": "Certified grade", "de": "Zertifizierte Note", "fr": "Note certifiée", "it": "Voto certificato", "es": "Grado certificado"},
      "section": "grading",
      "example": {"en": "66 EPQ"}
    },
    {
      "key": "certificate_number",
      "type": "text",
      "label": {"en": "Certificate number", "de": "Zertifikatsnummer", "fr": "Numéro de certificat", "it": "Numero di certificato", "es": "Número de certificado"},
      "section": "grading",
      "example": {"en": "8076543-012"}
    }
  ],
  "highlights": ["country", "denomination", "year"],
  "quantity": {},
  "showcase": "lying"
}

"""#,
        "builtin.blank": #"""
{
  "id": "builtin.blank",
  "version": 1,
  "name": {"en": "Custom collection", "de": "Eigene Sammlung", "fr": "Collection personnalisée", "it": "Collezione personalizzata", "es": "Colección personalizada"},
  "icon": "square.dashed",
  "sections": [{"id": "details", "label": {"en": "Details", "de": "Details", "fr": "Détails", "it": "Dettagli", "es": "Detalles"}}],
  "fields": [],
  "quantity": {}
}

"""#,
        "builtin.book": #"""
{
  "id": "builtin.book",
  "version": 1,
  "name": {"en": "Books", "de": "Bücher", "fr": "Livres", "it": "Libri", "es": "Libros"},
  "icon": "book.closed",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "edition", "label": {"en": "Edition", "de": "Ausgabe", "fr": "Édition", "it": "Edizione", "es": "Edición"}},
    {"id": "copy", "label": {"en": "This copy", "de": "Dieses Exemplar", "fr": "Cet exemplaire", "it": "Questo esemplare", "es": "Este ejemplar"}}
  ],
  "fields": [
    {
      "key": "author",
      "type": "text",
      "label": {"en": "Author", "de": "Autor", "fr": "Auteur", "it": "Autore", "es": "Autor"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Hermann Hesse"}
    },
    {
      "key": "isbn",
      "type": "text",
      "label": {"en": "ISBN", "de": "ISBN", "fr": "ISBN", "it": "ISBN", "es": "ISBN"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "978-3-518-36682-6"}
    },
    {
      "key": "illustrator",
      "type": "text",
      "label": {"en": "Illustrator", "de": "Illustrator", "fr": "Illustrateur", "it": "Illustratore", "es": "Ilustrador"},
      "section": "identity",
      "example": {"en": "Gunter Böhmer"}
    },
    {
      "key": "translator",
      "type": "text",
      "label": {"en": "Translator", "de": "Übersetzer", "fr": "Traducteur", "it": "Traduttore", "es": "Traductor"},
      "section": "identity",
      "example": {"en": "Basil Creighton"}
    },
    {
      "key": "genre",
      "type": "text",
      "label": {"en": "Genre", "de": "Genre", "fr": "Genre", "it": "Genere", "es": "Género"},
      "section": "identity",
      "example": {"en": "Novel", "de": "Roman", "fr": "Roman", "it": "Romanzo", "es": "Novela"}
    },
    {
      "key": "language",
      "type": "text",
      "label": {"en": "Language", "de": "Sprache", "fr": "Langue", "it": "Lingua", "es": "Idioma"},
      "section": "identity",
      "example": {"en": "German", "de": "Deutsch", "fr": "Allemand", "it": "Tedesco", "es": "Alemán"}
    },
    {
      "key": "publisher",
      "type": "text",
      "label": {"en": "Publisher", "de": "Verlag", "fr": "Éditeur", "it": "Editore", "es": "Editorial"},
      "section": "edition",
      "identifying": true,
      "example": {"en": "S. Fischer"}
    },
    {
      "key": "place_of_publication",
      "type": "text",
      "label": {"en": "Place of publication", "de": "Verlagsort", "fr": "Lieu d'édition", "it": "Luogo di pubblicazione", "es": "Lugar de edición"},
      "section": "edition",
      "example": {"en": "Berlin"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year of publication", "de": "Erscheinungsjahr", "fr": "Année de publication", "it": "Anno di pubblicazione", "es": "Año de publicación"},
      "section": "edition",
      "identifying": true,
      "example": {"en": "1927"}
    },
    {
      "key": "first_edition",
      "type": "checkbox",
      "label": {"en": "First edition", "de": "Erstausgabe", "fr": "Édition originale", "it": "Prima edizione", "es": "Primera edición"},
      "section": "edition"
    },
    {
      "key": "printing",
      "type": "text",
      "label": {"en": "Edition and printing", "de": "Auflage und Druck", "fr": "Édition et tirage", "it": "Edizione e tiratura", "es": "Edición e impresión"},
      "section": "edition",
      "example": {"en": "1st–10th thousand", "de": "1.–10. Tausend", "fr": "1er au 10e mille", "it": "Dal 1° al 10° migliaio", "es": "1.º a 10.º millar"}
    },
    {
      "key": "binding",
      "type": "dropdown",
      "label": {"en": "Binding", "de": "Einband", "fr": "Reliure", "it": "Legatura", "es": "Encuadernación"},
      "section": "edition",
      "options": [
        {"id": "hardcover", "label": {"en": "Hardcover", "de": "Gebunden", "fr": "Relié", "it": "Rilegato", "es": "Tapa dura"}},
        {"id": "cloth", "label": {"en": "Cloth", "de": "Leinen", "fr": "Toile", "it": "Tela", "es": "Tela"}},
        {"id": "half_leather", "label": {"en": "Half leather", "de": "Halbleder", "fr": "Demi-cuir", "it": "Mezza pelle", "es": "Media piel"}},
        {"id": "leather", "label": {"en": "Full leather", "de": "Ganzleder", "fr": "Plein cuir", "it": "Piena pelle", "es": "Piel entera"}},
        {"id": "paperback", "label": {"en": "Paperback", "de": "Broschiert", "fr": "Broché", "it": "Brossura", "es": "Tapa blanda"}}
      ]
    },
    {
      "key": "pages",
      "type": "number",
      "label": {"en": "Pages", "de": "Seiten", "fr": "Pages", "it": "Pagine", "es": "Páginas"},
      "section": "edition",
      "example": {"en": "288"}
    },
    {
      "key": "height",
      "type": "measurement",
      "label": {"en": "Height", "de": "Höhe", "fr": "Hauteur", "it": "Altezza", "es": "Altura"},
      "section": "edition",
      "measurement": "length",
      "unitHint": {"metric": "cm", "imperial": "in"}
    },
    {
      "key": "dust_jacket",
      "type": "checkbox",
      "label": {"en": "Dust jacket", "de": "Schutzumschlag", "fr": "Jaquette", "it": "Sovraccoperta", "es": "Sobrecubierta"},
      "section": "copy"
    },
    {"key": "signed", "type": "checkbox", "label": {"en": "Signed", "de": "Signiert", "fr": "Signé", "it": "Firmato", "es": "Firmado"}, "section": "copy"},
    {
      "key": "inscription",
      "type": "text",
      "label": {"en": "Inscription", "de": "Widmung", "fr": "Envoi", "it": "Dedica", "es": "Dedicatoria"},
      "section": "copy",
      "multiline": true
    },
    {
      "key": "provenance",
      "type": "text",
      "label": {"en": "Provenance", "de": "Provenienz", "fr": "Provenance", "it": "Provenienza", "es": "Procedencia"},
      "section": "copy",
      "example": {"en": "Bookplate of …", "de": "Exlibris von …", "fr": "Ex-libris de …", "it": "Ex libris di …", "es": "Exlibris de …"}
    },
    {"key": "read", "type": "checkbox", "label": {"en": "Read", "de": "Gelesen", "fr": "Lu", "it": "Letto", "es": "Leído"}, "section": "copy"},
    {
      "key": "my_rating",
      "type": "rating",
      "label": {"en": "My rating", "de": "Meine Bewertung", "fr": "Ma note", "it": "Il mio voto", "es": "Mi valoración"},
      "section": "copy",
      "ratingMax": 5
    }
  ],
  "highlights": ["author", "publisher", "year"],
  "showcase": "standing"
}

"""#,
        "builtin.camera": #"""
{
  "id": "builtin.camera",
  "version": 1,
  "name": {"en": "Cameras", "de": "Kameras", "fr": "Appareils photo", "it": "Fotocamere", "es": "Cámaras"},
  "icon": "camera",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "details", "label": {"en": "Details", "de": "Details", "fr": "Détails", "it": "Dettagli", "es": "Detalles"}}
  ],
  "fields": [
    {
      "key": "brand",
      "type": "text",
      "label": {"en": "Brand", "de": "Marke", "fr": "Marque", "it": "Marca", "es": "Marca"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Leica"}
    },
    {
      "key": "model",
      "type": "text",
      "label": {"en": "Model", "de": "Modell", "fr": "Modèle", "it": "Modello", "es": "Modelo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "M6"}
    },
    {
      "key": "serial_number",
      "type": "text",
      "label": {"en": "Serial number", "de": "Seriennummer", "fr": "Numéro de série", "it": "Numero di serie", "es": "Número de serie"},
      "section": "identity",
      "sensitive": true,
      "identifying": true
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year of production", "de": "Baujahr", "fr": "Année de production", "it": "Anno di produzione", "es": "Año de fabricación"},
      "section": "identity",
      "example": {"en": "1986"}
    },
    {
      "key": "camera_type",
      "type": "dropdown",
      "label": {"en": "Camera type", "de": "Bauart", "fr": "Type d'appareil", "it": "Tipo di fotocamera", "es": "Tipo de cámara"},
      "section": "identity",
      "options": [
        {"id": "rangefinder", "label": {"en": "Rangefinder", "de": "Messsucherkamera", "fr": "Télémétrique", "it": "A telemetro", "es": "Telemétrica"}},
        {"id": "slr", "label": {"en": "SLR", "de": "Spiegelreflexkamera", "fr": "Reflex", "it": "Reflex", "es": "Réflex"}},
        {
          "id": "mirrorless",
          "label": {"en": "Mirrorless", "de": "Spiegellose Systemkamera", "fr": "Hybride sans miroir", "it": "Mirrorless", "es": "Sin espejo"}
        },
        {
          "id": "tlr",
          "label": {"en": "Twin-lens reflex", "de": "Zweiäugige Spiegelreflex", "fr": "Reflex bi-objectif", "it": "Biottica", "es": "Réflex de doble objetivo"}
        },
        {"id": "compact", "label": {"en": "Compact", "de": "Kompaktkamera", "fr": "Compact", "it": "Compatta", "es": "Compacta"}},
        {"id": "view", "label": {"en": "View camera", "de": "Fachkamera", "fr": "Chambre photographique", "it": "Banco ottico", "es": "Cámara técnica"}},
        {
          "id": "instant",
          "label": {"en": "Instant camera", "de": "Sofortbildkamera", "fr": "Appareil instantané", "it": "Istantanea", "es": "Cámara instantánea"}
        },
        {"id": "cine", "label": {"en": "Cine camera", "de": "Filmkamera", "fr": "Caméra", "it": "Cinepresa", "es": "Cámara de cine"}}
      ]
    },
    {
      "key": "capture",
      "type": "dropdown",
      "label": {"en": "Film or sensor", "de": "Film oder Sensor", "fr": "Film ou capteur", "it": "Pellicola o sensore", "es": "Película o sensor"},
      "section": "identity",
      "options": [
        {"id": "film_35", "label": {"en": "35 mm film", "de": "Kleinbildfilm", "fr": "Film 24×36", "it": "Pellicola 35 mm", "es": "Película de 35 mm"}},
        {
          "id": "film_120",
          "label": {
            "en": "Medium format film (120)",
            "de": "Rollfilm (120)",
            "fr": "Film moyen format (120)",
            "it": "Pellicola medio formato (120)",
            "es": "Película de formato medio (120)"
          }
        },
        {"id": "sheet_film", "label": {"en": "Sheet film", "de": "Planfilm", "fr": "Film plan", "it": "Pellicola piana", "es": "Película en hojas"}},
        {
          "id": "instant_film",
          "label": {"en": "Instant film", "de": "Sofortbildfilm", "fr": "Film instantané", "it": "Pellicola istantanea", "es": "Película instantánea"}
        },
        {"id": "digital", "label": {"en": "Digital", "de": "Digital", "fr": "Numérique", "it": "Digitale", "es": "Digital"}}
      ]
    },
    {
      "key": "mount",
      "type": "text",
      "label": {"en": "Lens mount", "de": "Objektivanschluss", "fr": "Monture", "it": "Innesto", "es": "Montura"},
      "section": "details",
      "example": {"en": "Leica M"}
    },
    {
      "key": "finish",
      "type": "text",
      "label": {"en": "Finish", "de": "Ausführung", "fr": "Finition", "it": "Finitura", "es": "Acabado"},
      "section": "details",
      "example": {"en": "Black chrome", "de": "Schwarz verchromt", "fr": "Chrome noir", "it": "Cromo nero", "es": "Cromo negro"}
    },
    {
      "key": "shutter_count",
      "type": "number",
      "label": {"en": "Shutter count", "de": "Auslösungen", "fr": "Nombre de déclenchements", "it": "Numero di scatti", "es": "Número de disparos"},
      "section": "details",
      "example": {"en": "12500"}
    },
    {
      "key": "working",
      "type": "checkbox",
      "label": {"en": "Fully working", "de": "Voll funktionsfähig", "fr": "Entièrement fonctionnel", "it": "Perfettamente funzionante", "es": "Totalmente funcional"},
      "section": "details"
    },
    {
      "key": "last_service",
      "type": "date",
      "label": {
        "en": "Last service (CLA)",
        "de": "Letzter Service (CLA)",
        "fr": "Dernière révision (CLA)",
        "it": "Ultima revisione (CLA)",
        "es": "Última revisión (CLA)"
      },
      "section": "details"
    },
    {
      "key": "weight",
      "type": "measurement",
      "label": {"en": "Weight", "de": "Gewicht", "fr": "Poids", "it": "Peso", "es": "Peso"},
      "section": "details",
      "measurement": "mass",
      "unitHint": {"metric": "g", "imperial": "oz"}
    },
    {
      "key": "box",
      "type": "checkbox",
      "label": {"en": "Original box", "de": "Originalverpackung", "fr": "Boîte d'origine", "it": "Scatola originale", "es": "Caja original"},
      "section": "details"
    }
  ],
  "highlights": ["brand", "model", "year"],
  "suggestions": [
    {"template": "builtin.lens"},
    {"template": "builtin.blank", "name": {"en": "Accessories", "de": "Zubehör", "fr": "Accessoires", "it": "Accessori", "es": "Accesorios"}, "icon": "tray.2"}
  ]
}

"""#,
        "builtin.car": #"""
{
  "id": "builtin.car",
  "version": 1,
  "name": {"en": "Cars", "de": "Autos", "fr": "Voitures", "it": "Auto", "es": "Coches"},
  "icon": "car",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {
      "id": "technical",
      "label": {"en": "Technical data", "de": "Technische Daten", "fr": "Caractéristiques techniques", "it": "Dati tecnici", "es": "Datos técnicos"}
    },
    {"id": "registration", "label": {"en": "Registration", "de": "Zulassung", "fr": "Immatriculation", "it": "Immatricolazione", "es": "Matriculación"}},
    {"id": "service", "label": {"en": "Service", "de": "Service", "fr": "Entretien", "it": "Manutenzione", "es": "Mantenimiento"}}
  ],
  "fields": [
    {
      "key": "make",
      "type": "text",
      "label": {"en": "Make", "de": "Marke", "fr": "Marque", "it": "Marca", "es": "Marca"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Porsche"}
    },
    {
      "key": "model",
      "type": "text",
      "label": {"en": "Model", "de": "Modell", "fr": "Modèle", "it": "Modello", "es": "Modelo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "911 Carrera RS 2.7"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year of production", "de": "Baujahr", "fr": "Année de production", "it": "Anno di produzione", "es": "Año de fabricación"},
      "section": "identity",
      "example": {"en": "1973"}
    },
    {
      "key": "vin",
      "type": "text",
      "label": {
        "en": "VIN (chassis number)",
        "de": "Fahrgestellnummer (FIN)",
        "fr": "Numéro de châssis (VIN)",
        "it": "Numero di telaio (VIN)",
        "es": "Número de bastidor (VIN)"
      },
      "section": "identity",
      "sensitive": true,
      "identifying": true
    },
    {
      "key": "engine_number",
      "type": "text",
      "label": {"en": "Engine number", "de": "Motornummer", "fr": "Numéro de moteur", "it": "Numero di motore", "es": "Número de motor"},
      "section": "identity",
      "sensitive": true
    },
    {
      "key": "matching_numbers",
      "type": "checkbox",
      "label": {"en": "Matching numbers", "de": "Matching Numbers", "fr": "Numéros concordants", "it": "Numeri corrispondenti", "es": "Números coincidentes"},
      "section": "identity"
    },
    {
      "key": "body",
      "type": "dropdown",
      "label": {"en": "Body style", "de": "Karosserie", "fr": "Carrosserie", "it": "Carrozzeria", "es": "Carrocería"},
      "section": "identity",
      "options": [
        {"id": "coupe", "label": {"en": "Coupé", "de": "Coupé", "fr": "Coupé", "it": "Coupé", "es": "Cupé"}},
        {"id": "convertible", "label": {"en": "Convertible", "de": "Cabriolet", "fr": "Cabriolet", "it": "Cabriolet", "es": "Descapotable"}},
        {"id": "roadster", "label": {"en": "Roadster", "de": "Roadster", "fr": "Roadster", "it": "Roadster", "es": "Roadster"}},
        {"id": "targa", "label": {"en": "Targa", "de": "Targa", "fr": "Targa", "it": "Targa", "es": "Targa"}},
        {"id": "sedan", "label": {"en": "Sedan", "de": "Limousine", "fr": "Berline", "it": "Berlina", "es": "Berlina"}},
        {"id": "estate", "label": {"en": "Estate", "de": "Kombi", "fr": "Break", "it": "Station wagon", "es": "Familiar"}},
        {
          "id": "suv",
          "label": {"en": "SUV or off-roader", "de": "SUV oder Geländewagen", "fr": "SUV ou tout-terrain", "it": "SUV o fuoristrada", "es": "SUV o todoterreno"}
        },
        {"id": "motorcycle", "label": {"en": "Motorcycle", "de": "Motorrad", "fr": "Moto", "it": "Moto", "es": "Moto"}}
      ]
    },
    {
      "key": "exterior_color",
      "type": "text",
      "label": {"en": "Exterior color", "de": "Außenfarbe", "fr": "Couleur extérieure", "it": "Colore esterno", "es": "Color exterior"},
      "section": "identity",
      "example": {"en": "Grand Prix White", "de": "Grand-Prix-Weiß", "fr": "Blanc Grand Prix", "it": "Bianco Grand Prix", "es": "Blanco Grand Prix"}
    },
    {
      "key": "interior",
      "type": "text",
      "label": {"en": "Interior", "de": "Innenausstattung", "fr": "Intérieur", "it": "Interni", "es": "Interior"},
      "section": "identity",
      "example": {"en": "Black leatherette", "de": "Schwarzes Kunstleder", "fr": "Simili cuir noir", "it": "Similpelle nera", "es": "Polipiel negra"}
    },
    {
      "key": "engine",
      "type": "text",
      "label": {"en": "Engine", "de": "Motor", "fr": "Moteur", "it": "Motore", "es": "Motor"},
      "section": "technical",
      "example": {
        "en": "2.7 l flat-six",
        "de": "2,7-l-Sechszylinder-Boxer",
        "fr": "6 cylindres à plat 2,7 l",
        "it": "6 cilindri boxer 2,7 l",
        "es": "Bóxer de 6 cilindros 2,7 l"
      }
    },
    {
      "key": "displacement",
      "type": "number",
      "label": {"en": "Displacement", "de": "Hubraum", "fr": "Cylindrée", "it": "Cilindrata", "es": "Cilindrada"},
      "section": "technical",
      "suffix": {"en": "cm³", "de": "cm³", "fr": "cm³", "it": "cm³", "es": "cm³"},
      "example": {"en": "2687"}
    },
    {
      "key": "power_kw",
      "type": "number",
      "label": {"en": "Power", "de": "Leistung", "fr": "Puissance", "it": "Potenza", "es": "Potencia"},
      "section": "technical",
      "suffix": {"en": "kW", "de": "kW", "fr": "kW", "it": "kW", "es": "kW"},
      "example": {"en": "154"}
    },
    {
      "key": "power_ps",
      "type": "calculation",
      "label": {"en": "Power (metric hp)", "de": "Leistung (PS)", "fr": "Puissance (ch)", "it": "Potenza (CV)", "es": "Potencia (CV)"},
      "section": "technical",
      "formula": {"left": {"field": "power_kw"}, "operation": "multiply", "right": {"number": 1.35962}}
    },
    {
      "key": "transmission",
      "type": "dropdown",
      "label": {"en": "Transmission", "de": "Getriebe", "fr": "Boîte de vitesses", "it": "Cambio", "es": "Transmisión"},
      "section": "technical",
      "options": [
        {"id": "manual", "label": {"en": "Manual", "de": "Schaltgetriebe", "fr": "Manuelle", "it": "Manuale", "es": "Manual"}},
        {"id": "automatic", "label": {"en": "Automatic", "de": "Automatik", "fr": "Automatique", "it": "Automatico", "es": "Automática"}},
        {"id": "dual_clutch", "label": {"en": "Dual-clutch", "de": "Doppelkupplung", "fr": "Double embrayage", "it": "Doppia frizione", "es": "Doble embrague"}}
      ]
    },
    {
      "key": "fuel",
      "type": "dropdown",
      "label": {"en": "Fuel", "de": "Kraftstoff", "fr": "Carburant", "it": "Alimentazione", "es": "Combustible"},
      "section": "technical",
      "options": [
        {"id": "petrol", "label": {"en": "Petrol", "de": "Benzin", "fr": "Essence", "it": "Benzina", "es": "Gasolina"}},
        {"id": "diesel", "label": {"en": "Diesel", "de": "Diesel", "fr": "Diesel", "it": "Diesel", "es": "Diésel"}},
        {"id": "hybrid", "label": {"en": "Hybrid", "de": "Hybrid", "fr": "Hybride", "it": "Ibrida", "es": "Híbrido"}},
        {"id": "electric", "label": {"en": "Electric", "de": "Elektro", "fr": "Électrique", "it": "Elettrica", "es": "Eléctrico"}}
      ]
    },
    {
      "key": "right_hand_drive",
      "type": "checkbox",
      "label": {"en": "Right-hand drive", "de": "Rechtslenker", "fr": "Conduite à droite", "it": "Guida a destra", "es": "Volante a la derecha"},
      "section": "technical"
    },
    {
      "key": "mileage",
      "type": "measurement",
      "label": {"en": "Mileage", "de": "Kilometerstand", "fr": "Kilométrage", "it": "Chilometraggio", "es": "Kilometraje"},
      "section": "technical",
      "measurement": "length",
      "unitHint": {"metric": "km", "imperial": "mi"}
    },
    {
      "key": "first_registration",
      "type": "date",
      "label": {"en": "First registration", "de": "Erstzulassung", "fr": "Première immatriculation", "it": "Prima immatricolazione", "es": "Primera matriculación"},
      "section": "registration"
    },
    {
      "key": "license_plate",
      "type": "text",
      "label": {"en": "License plate", "de": "Kennzeichen", "fr": "Plaque d'immatriculation", "it": "Targa", "es": "Matrícula"},
      "section": "registration",
      "sensitive": true
    },
    {
      "key": "historic_registration",
      "type": "checkbox",
      "label": {"en": "Historic registration", "de": "Oldtimer-Zulassung", "fr": "Carte grise collection", "it": "Iscrizione storica", "es": "Matrícula histórica"},
      "section": "registration"
    },
    {
      "key": "next_inspection",
      "type": "date",
      "label": {"en": "Next inspection", "de": "Nächste Prüfung", "fr": "Prochain contrôle technique", "it": "Prossima revisione", "es": "Próxima ITV"},
      "section": "registration"
    },
    {
      "key": "last_service",
      "type": "date",
      "label": {"en": "Last service", "de": "Letzter Service", "fr": "Dernier entretien", "it": "Ultimo tagliando", "es": "Último mantenimiento"},
      "section": "service"
    },
    {
      "key": "service_cost",
      "type": "currency",
      "label": {"en": "Service cost", "de": "Servicekosten", "fr": "Coût de l'entretien", "it": "Costo del tagliando", "es": "Coste del mantenimiento"},
      "section": "service"
    },
    {
      "key": "service_history",
      "type": "checkbox",
      "label": {
        "en": "Documented service history",
        "de": "Lückenloses Serviceheft",
        "fr": "Historique d'entretien complet",
        "it": "Libretto tagliandi completo",
        "es": "Historial de mantenimiento completo"
      },
      "section": "service"
    }
  ],
  "highlights": ["make", "model", "year"],
  "showcase": "wide"
}

"""#,
        "builtin.coin": #"""
{
  "id": "builtin.coin",
  "version": 1,
  "name": {"en": "Coins", "de": "Münzen", "fr": "Pièces de monnaie", "it": "Monete", "es": "Monedas"},
  "icon": "circle.circle",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {
      "id": "physical",
      "label": {"en": "Metal and size", "de": "Metall und Maße", "fr": "Métal et dimensions", "it": "Metallo e dimensioni", "es": "Metal y dimensiones"}
    },
    {"id": "grading", "label": {"en": "Grading", "de": "Bewertung", "fr": "Gradation", "it": "Valutazione", "es": "Gradación"}}
  ],
  "fields": [
    {
      "key": "country",
      "type": "text",
      "label": {"en": "Country", "de": "Land", "fr": "Pays", "it": "Paese", "es": "País"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Switzerland", "de": "Schweiz", "fr": "Suisse", "it": "Svizzera", "es": "Suiza"}
    },
    {
      "key": "denomination",
      "type": "text",
      "label": {"en": "Denomination", "de": "Nominal", "fr": "Valeur faciale", "it": "Valore nominale", "es": "Valor facial"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "5 Francs", "de": "5 Franken", "fr": "5 francs", "it": "5 franchi", "es": "5 francos"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year", "de": "Jahr", "fr": "Année", "it": "Anno", "es": "Año"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "1931"}
    },
    {
      "key": "mint_mark",
      "type": "text",
      "label": {"en": "Mint mark", "de": "Münzzeichen", "fr": "Marque d'atelier", "it": "Segno di zecca", "es": "Marca de ceca"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "B"}
    },
    {
      "key": "km_number",
      "type": "text",
      "label": {"en": "KM number", "de": "KM-Nummer", "fr": "Numéro KM", "it": "Numero KM", "es": "Número KM"},
      "section": "identity",
      "example": {"en": "KM# 38"}
    },
    {
      "key": "ruler",
      "type": "text",
      "label": {"en": "Ruler or issuer", "de": "Herrscher oder Ausgeber", "fr": "Souverain ou émetteur", "it": "Sovrano o autorità emittente", "es": "Soberano o emisor"},
      "section": "identity",
      "example": {"en": "Victoria"}
    },
    {
      "key": "coin_type",
      "type": "dropdown",
      "label": {"en": "Type", "de": "Art", "fr": "Type", "it": "Tipo", "es": "Tipo"},
      "section": "identity",
      "options": [
        {
          "id": "circulation",
          "label": {"en": "Circulation coin", "de": "Umlaufmünze", "fr": "Pièce courante", "it": "Moneta circolante", "es": "Moneda de curso legal"}
        },
        {
          "id": "commemorative",
          "label": {"en": "Commemorative coin", "de": "Gedenkmünze", "fr": "Pièce commémorative", "it": "Moneta commemorativa", "es": "Moneda conmemorativa"}
        },
        {
          "id": "bullion",
          "label": {"en": "Bullion coin", "de": "Anlagemünze", "fr": "Pièce d'investissement", "it": "Moneta d'investimento", "es": "Moneda de inversión"}
        },
        {"id": "pattern", "label": {"en": "Pattern or trial strike", "de": "Probeprägung", "fr": "Essai", "it": "Prova di conio", "es": "Prueba"}},
        {"id": "token", "label": {"en": "Token", "de": "Token / Marke", "fr": "Jeton", "it": "Gettone", "es": "Ficha"}}
      ]
    },
    {
      "key": "mintage",
      "type": "number",
      "label": {"en": "Mintage", "de": "Auflage", "fr": "Tirage", "it": "Tiratura", "es": "Tirada"},
      "section": "identity",
      "example": {"en": "2000000"}
    },
    {
      "key": "metal",
      "type": "dropdown",
      "label": {"en": "Metal", "de": "Metall", "fr": "Métal", "it": "Metallo", "es": "Metal"},
      "section": "physical",
      "options": [
        {"id": "gold", "label": {"en": "Gold", "de": "Gold", "fr": "Or", "it": "Oro", "es": "Oro"}},
        {"id": "silver", "label": {"en": "Silver", "de": "Silber", "fr": "Argent", "it": "Argento", "es": "Plata"}},
        {"id": "platinum", "label": {"en": "Platinum", "de": "Platin", "fr": "Platine", "it": "Platino", "es": "Platino"}},
        {"id": "billon", "label": {"en": "Billon", "de": "Billon", "fr": "Billon", "it": "Mistura", "es": "Vellón"}},
        {"id": "copper", "label": {"en": "Copper", "de": "Kupfer", "fr": "Cuivre", "it": "Rame", "es": "Cobre"}},
        {"id": "bronze", "label": {"en": "Bronze", "de": "Bronze", "fr": "Bronze", "it": "Bronzo", "es": "Bronce"}},
        {"id": "brass", "label": {"en": "Brass", "de": "Messing", "fr": "Laiton", "it": "Ottone", "es": "Latón"}},
        {"id": "copper_nickel", "label": {"en": "Copper-nickel", "de": "Kupfernickel", "fr": "Cupronickel", "it": "Cupronichel", "es": "Cuproníquel"}},
        {"id": "nickel", "label": {"en": "Nickel", "de": "Nickel", "fr": "Nickel", "it": "Nichel", "es": "Níquel"}},
        {"id": "aluminum", "label": {"en": "Aluminum", "de": "Aluminium", "fr": "Aluminium", "it": "Alluminio", "es": "Aluminio"}},
        {"id": "steel", "label": {"en": "Steel", "de": "Stahl", "fr": "Acier", "it": "Acciaio", "es": "Acero"}},
        {"id": "bimetallic", "label": {"en": "Bimetallic", "de": "Bimetall", "fr": "Bimétallique", "it": "Bimetallica", "es": "Bimetálica"}}
      ]
    },
    {
      "key": "fineness",
      "type": "number",
      "label": {"en": "Fineness", "de": "Feingehalt", "fr": "Titre", "it": "Titolo", "es": "Ley"},
      "section": "physical",
      "example": {"en": "0.900", "de": "0,900", "fr": "0,900", "it": "0,900", "es": "0,900"}
    },
    {
      "key": "weight",
      "type": "measurement",
      "label": {"en": "Weight", "de": "Gewicht", "fr": "Poids", "it": "Peso", "es": "Peso"},
      "section": "physical",
      "measurement": "mass",
      "unitHint": {"metric": "g", "imperial": "ozt"}
    },
    {
      "key": "fine_weight",
      "type": "calculation",
      "label": {"en": "Fine weight", "de": "Feingewicht", "fr": "Poids de métal fin", "it": "Peso del fino", "es": "Peso de metal fino"},
      "section": "physical",
      "formula": {"left": {"field": "weight"}, "operation": "multiply", "right": {"field": "fineness"}}
    },
    {
      "key": "diameter",
      "type": "measurement",
      "label": {"en": "Diameter", "de": "Durchmesser", "fr": "Diamètre", "it": "Diametro", "es": "Diámetro"},
      "section": "physical",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "thickness",
      "type": "measurement",
      "label": {"en": "Thickness", "de": "Dicke", "fr": "Épaisseur", "it": "Spessore", "es": "Grosor"},
      "section": "physical",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "edge",
      "type": "dropdown",
      "label": {"en": "Edge", "de": "Rand", "fr": "Tranche", "it": "Contorno", "es": "Canto"},
      "section": "physical",
      "options": [
        {"id": "reeded", "label": {"en": "Reeded", "de": "Geriffelt", "fr": "Cannelée", "it": "Zigrinato", "es": "Estriado"}},
        {"id": "plain", "label": {"en": "Plain", "de": "Glatt", "fr": "Lisse", "it": "Liscio", "es": "Liso"}},
        {"id": "lettered", "label": {"en": "Lettered", "de": "Randschrift", "fr": "Inscrite", "it": "Con iscrizione", "es": "Con leyenda"}},
        {"id": "decorated", "label": {"en": "Decorated", "de": "Verziert", "fr": "Décorée", "it": "Decorato", "es": "Decorado"}}
      ]
    },
    {
      "key": "strike",
      "type": "dropdown",
      "label": {"en": "Strike", "de": "Prägequalität", "fr": "Qualité de frappe", "it": "Qualità di conio", "es": "Calidad de acuñación"},
      "section": "grading",
      "options": [
        {"id": "business", "label": {"en": "Business strike", "de": "Normalprägung", "fr": "Frappe courante", "it": "Conio normale", "es": "Acuñación normal"}},
        {
          "id": "bu",
          "label": {
            "en": "Brilliant uncirculated (BU)",
            "de": "Stempelglanz (BU)",
            "fr": "Brillant universel (BU)",
            "it": "Fior di conio (BU)",
            "es": "Brillante sin circular (BU)"
          }
        },
        {
          "id": "proof",
          "label": {"en": "Proof", "de": "Polierte Platte (PP)", "fr": "Belle épreuve (BE)", "it": "Fondo specchio (Proof)", "es": "Prueba (Proof)"}
        }
      ]
    },
    {
      "key": "grade",
      "type": "dropdown",
      "label": {"en": "Grade", "de": "Erhaltung", "fr": "État de conservation", "it": "Conservazione", "es": "Conservación"},
      "section": "grading",
      "options": [
        {
          "id": "unc",
          "label": {"en": "Uncirculated (UNC)", "de": "Stempelglanz (stgl)", "fr": "Fleur de coin (FDC)", "it": "Fior di conio (FDC)", "es": "Sin circular (SC)"}
        },
        {
          "id": "au",
          "label": {"en": "About uncirculated (AU)", "de": "Vorzüglich+ (vz+)", "fr": "Splendide (SPL)", "it": "Quasi fior di conio (qFDC)", "es": "Excelente+ (EBC+)"}
        },
        {"id": "xf", "label": {"en": "Extremely fine (XF)", "de": "Vorzüglich (vz)", "fr": "Superbe (SUP)", "it": "Splendido (SPL)", "es": "Excelente (EBC)"}},
        {
          "id": "vf",
          "label": {"en": "Very fine (VF)", "de": "Sehr schön (ss)", "fr": "Très très beau (TTB)", "it": "Bellissimo (BB)", "es": "Muy bien conservada (MBC)"}
        },
        {"id": "f", "label": {"en": "Fine (F)", "de": "Schön (s)", "fr": "Très beau (TB)", "it": "Molto bello (MB)", "es": "Bien conservada+ (BC+)"}},
        {"id": "vg", "label": {"en": "Very good (VG)", "de": "Sehr gut erhalten (sge)", "fr": "Beau (B)", "it": "Bello (B)", "es": "Bien conservada (BC)"}}
      ]
    },
    {
      "key": "sheldon_grade",
      "type": "text",
      "label": {"en": "Sheldon grade", "de": "Sheldon-Note", "fr": "Note Sheldon", "it": "Grado Sheldon", "es": "Grado Sheldon"},
      "section": "grading",
      "example": {"en": "MS 65"}
    },
    {
      "key": "grading_service",
      "type": "text",
      "label": {"en": "Grading service", "de": "Bewertungsdienst", "fr": "Société de gradation", "it": "Servizio di valutazione", "es": "Servicio de gradación"},
      "section": "grading",
      "example": {"en": "PCGS"}
    },
    {
      "key": "certificate_number",
      "type": "text",
      "label": {"en": "Certificate number", "de": "Zertifikatsnummer", "fr": "Numéro de certificat", "it": "Numero di certificato", "es": "Número de certificado"},
      "section": "grading",
      "example": {"en": "45123456"}
    }
  ],
  "highlights": ["country", "denomination", "year"],
  "quantity": {},
  "suggestions": [{"template": "builtin.banknote"}, {"name": {"en": "Medals", "de": "Medaillen", "fr": "Médailles", "it": "Medaglie", "es": "Medallas"}, "icon": "medal"}],
  "showcase": "lying"
}

"""#,
        "builtin.comic": ##"""
{
  "id": "builtin.comic",
  "version": 1,
  "name": {"en": "Comics", "de": "Comics", "fr": "Bandes dessinées", "it": "Fumetti", "es": "Cómics"},
  "icon": "magazine",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "credits", "label": {"en": "Credits", "de": "Mitwirkende", "fr": "Auteurs", "it": "Autori", "es": "Autores"}},
    {"id": "grading", "label": {"en": "Grading", "de": "Bewertung", "fr": "Gradation", "it": "Valutazione", "es": "Gradación"}}
  ],
  "fields": [
    {
      "key": "publisher",
      "type": "text",
      "label": {"en": "Publisher", "de": "Verlag", "fr": "Éditeur", "it": "Editore", "es": "Editorial"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Marvel"}
    },
    {
      "key": "series",
      "type": "text",
      "label": {"en": "Series", "de": "Serie", "fr": "Série", "it": "Serie", "es": "Serie"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "The Amazing Spider-Man"}
    },
    {
      "key": "volume",
      "type": "text",
      "label": {"en": "Volume", "de": "Band", "fr": "Tome", "it": "Volume", "es": "Volumen"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Vol. 1"}
    },
    {
      "key": "issue_number",
      "type": "text",
      "label": {"en": "Issue", "de": "Heftnummer", "fr": "Numéro", "it": "Numero", "es": "Número"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "#300"}
    },
    {
      "key": "variant",
      "type": "text",
      "label": {"en": "Cover variant", "de": "Cover-Variante", "fr": "Couverture variante", "it": "Variant cover", "es": "Portada variante"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "1:25"}
    },
    {
      "key": "cover_date",
      "type": "text",
      "label": {"en": "Cover date", "de": "Coverdatum", "fr": "Date de couverture", "it": "Data di copertina", "es": "Fecha de portada"},
      "section": "identity",
      "example": {"en": "May 1988", "de": "Mai 1988", "fr": "Mai 1988", "it": "Maggio 1988", "es": "Mayo 1988"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year", "de": "Jahr", "fr": "Année", "it": "Anno", "es": "Año"},
      "section": "identity",
      "example": {"en": "1988"}
    },
    {
      "key": "format",
      "type": "dropdown",
      "label": {"en": "Format", "de": "Format", "fr": "Format", "it": "Formato", "es": "Formato"},
      "section": "identity",
      "options": [
        {"id": "single_issue", "label": {"en": "Single issue", "de": "Einzelheft", "fr": "Fascicule", "it": "Albo spillato", "es": "Grapa"}},
        {"id": "album", "label": {"en": "Album", "de": "Album", "fr": "Album", "it": "Albo cartonato", "es": "Álbum"}},
        {
          "id": "trade_paperback",
          "label": {"en": "Trade paperback", "de": "Sammelband", "fr": "Recueil", "it": "Volume brossurato", "es": "Tomo recopilatorio"}
        },
        {"id": "hardcover", "label": {"en": "Hardcover", "de": "Hardcover", "fr": "Édition reliée", "it": "Cartonato", "es": "Tapa dura"}},
        {"id": "manga", "label": {"en": "Manga volume", "de": "Manga-Band", "fr": "Volume de manga", "it": "Volume manga", "es": "Tomo de manga"}}
      ]
    },
    {
      "key": "language",
      "type": "text",
      "label": {"en": "Language", "de": "Sprache", "fr": "Langue", "it": "Lingua", "es": "Idioma"},
      "section": "identity",
      "example": {"en": "English", "de": "Englisch", "fr": "Anglais", "it": "Inglese", "es": "Inglés"}
    },
    {
      "key": "significance",
      "type": "text",
      "label": {"en": "Significance", "de": "Bedeutung", "fr": "Intérêt", "it": "Importanza", "es": "Importancia"},
      "section": "identity",
      "example": {
        "en": "First full appearance of Venom",
        "de": "Erster voller Auftritt von Venom",
        "fr": "Première apparition complète de Venom",
        "it": "Prima apparizione completa di Venom",
        "es": "Primera aparición completa de Venom"
      }
    },
    {
      "key": "writer",
      "type": "text",
      "label": {"en": "Writer", "de": "Autor", "fr": "Scénariste", "it": "Sceneggiatore", "es": "Guionista"},
      "section": "credits",
      "example": {"en": "David Michelinie"}
    },
    {
      "key": "artist",
      "type": "text",
      "label": {"en": "Artist", "de": "Zeichner", "fr": "Dessinateur", "it": "Disegnatore", "es": "Dibujante"},
      "section": "credits",
      "example": {"en": "Todd McFarlane"}
    },
    {
      "key": "cover_artist",
      "type": "text",
      "label": {"en": "Cover artist", "de": "Cover-Zeichner", "fr": "Dessinateur de couverture", "it": "Copertinista", "es": "Portadista"},
      "section": "credits",
      "example": {"en": "Todd McFarlane"}
    },
    {"key": "signed", "type": "checkbox", "label": {"en": "Signed", "de": "Signiert", "fr": "Signé", "it": "Firmato", "es": "Firmado"}, "section": "credits"},
    {
      "key": "grading_service",
      "type": "text",
      "label": {"en": "Grading service", "de": "Grading-Firma", "fr": "Société de gradation", "it": "Società di grading", "es": "Empresa de gradación"},
      "section": "grading",
      "example": {"en": "CGC"}
    },
    {
      "key": "grade",
      "type": "number",
      "label": {"en": "Grade", "de": "Note", "fr": "Note", "it": "Voto", "es": "Nota"},
      "section": "grading",
      "example": {"en": "9.8", "de": "9,8", "fr": "9,8", "it": "9,8", "es": "9,8"}
    },
    {
      "key": "page_quality",
      "type": "dropdown",
      "label": {"en": "Page quality", "de": "Seitenqualität", "fr": "Qualité des pages", "it": "Qualità delle pagine", "es": "Calidad de las páginas"},
      "section": "grading",
      "options": [
        {"id": "white", "label": {"en": "White", "de": "Weiß", "fr": "Blanches", "it": "Bianche", "es": "Blancas"}},
        {
          "id": "off_white_to_white",
          "label": {"en": "Off-white to white", "de": "Cremeweiß bis weiß", "fr": "Blanc cassé à blanches", "it": "Da avorio a bianche", "es": "De hueso a blancas"}
        },
        {"id": "off_white", "label": {"en": "Off-white", "de": "Cremeweiß", "fr": "Blanc cassé", "it": "Avorio", "es": "Hueso"}},
        {
          "id": "cream",
          "label": {"en": "Cream to off-white", "de": "Creme bis cremeweiß", "fr": "Crème à blanc cassé", "it": "Da crema ad avorio", "es": "De crema a hueso"}
        }
      ]
    },
    {
      "key": "certificate_number",
      "type": "text",
      "label": {"en": "Certificate number", "de": "Zertifikatsnummer", "fr": "Numéro de certificat", "it": "Numero di certificato", "es": "Número de certificado"},
      "section": "grading",
      "example": {"en": "3912345001"}
    }
  ],
  "highlights": ["series", "issue_number", "year"],
  "showcase": "lying"
}

"""##,
        "builtin.console": #"""
{
  "id": "builtin.console",
  "version": 1,
  "name": {"en": "Consoles", "de": "Konsolen", "fr": "Consoles", "it": "Console", "es": "Consolas"},
  "icon": "tv.and.mediabox",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "details", "label": {"en": "Details", "de": "Details", "fr": "Détails", "it": "Dettagli", "es": "Detalles"}}
  ],
  "fields": [
    {
      "key": "manufacturer",
      "type": "text",
      "label": {"en": "Manufacturer", "de": "Hersteller", "fr": "Fabricant", "it": "Produttore", "es": "Fabricante"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Nintendo"}
    },
    {
      "key": "model",
      "type": "text",
      "label": {"en": "Model", "de": "Modell", "fr": "Modèle", "it": "Modello", "es": "Modelo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Super Nintendo"}
    },
    {
      "key": "model_number",
      "type": "text",
      "label": {"en": "Model number", "de": "Modellnummer", "fr": "Numéro de modèle", "it": "Numero di modello", "es": "Número de modelo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "SNSP-001A"}
    },
    {
      "key": "serial_number",
      "type": "text",
      "label": {"en": "Serial number", "de": "Seriennummer", "fr": "Numéro de série", "it": "Numero di serie", "es": "Número de serie"},
      "section": "identity",
      "sensitive": true,
      "identifying": true
    },
    {
      "key": "region",
      "type": "dropdown",
      "label": {"en": "Region", "de": "Region", "fr": "Région", "it": "Regione", "es": "Región"},
      "section": "identity",
      "options": [
        {"id": "pal", "label": {"en": "PAL (Europe)", "de": "PAL (Europa)", "fr": "PAL (Europe)", "it": "PAL (Europa)", "es": "PAL (Europa)"}},
        {
          "id": "ntsc_u",
          "label": {
            "en": "NTSC-U (North America)",
            "de": "NTSC-U (Nordamerika)",
            "fr": "NTSC-U (Amérique du Nord)",
            "it": "NTSC-U (Nord America)",
            "es": "NTSC-U (Norteamérica)"
          }
        },
        {"id": "ntsc_j", "label": {"en": "NTSC-J (Japan)", "de": "NTSC-J (Japan)", "fr": "NTSC-J (Japon)", "it": "NTSC-J (Giappone)", "es": "NTSC-J (Japón)"}},
        {"id": "region_free", "label": {"en": "Region-free", "de": "Regionfrei", "fr": "Sans zone", "it": "Region free", "es": "Multirregión"}}
      ]
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year of production", "de": "Baujahr", "fr": "Année de production", "it": "Anno di produzione", "es": "Año de fabricación"},
      "section": "identity",
      "example": {"en": "1992"}
    },
    {
      "key": "edition",
      "type": "text",
      "label": {"en": "Edition or color", "de": "Edition oder Farbe", "fr": "Édition ou couleur", "it": "Edizione o colore", "es": "Edición o color"},
      "section": "identity",
      "example": {"en": "Pikachu Edition"}
    },
    {
      "key": "storage",
      "type": "text",
      "label": {"en": "Storage", "de": "Speicher", "fr": "Stockage", "it": "Memoria", "es": "Almacenamiento"},
      "section": "details",
      "example": {"en": "500 GB"}
    },
    {
      "key": "completeness",
      "type": "dropdown",
      "label": {"en": "Completeness", "de": "Vollständigkeit", "fr": "Complétude", "it": "Completezza", "es": "Integridad"},
      "section": "details",
      "options": [
        {"id": "sealed", "label": {"en": "Sealed", "de": "Versiegelt", "fr": "Neuve sous blister", "it": "Sigillata", "es": "Precintada"}},
        {
          "id": "cib",
          "label": {
            "en": "Complete in box (CIB)",
            "de": "Komplett mit OVP (CIB)",
            "fr": "Complète en boîte (CIB)",
            "it": "Completa in scatola (CIB)",
            "es": "Completa en caja (CIB)"
          }
        },
        {"id": "console_only", "label": {"en": "Console only", "de": "Nur Konsole", "fr": "Console seule", "it": "Solo console", "es": "Solo consola"}}
      ]
    },
    {
      "key": "controllers",
      "type": "number",
      "label": {"en": "Controllers", "de": "Controller", "fr": "Manettes", "it": "Controller", "es": "Mandos"},
      "section": "details",
      "example": {"en": "2"}
    },
    {
      "key": "cables",
      "type": "checkbox",
      "label": {
        "en": "Cables and power supply",
        "de": "Kabel und Netzteil",
        "fr": "Câbles et alimentation",
        "it": "Cavi e alimentatore",
        "es": "Cables y fuente de alimentación"
      },
      "section": "details"
    },
    {
      "key": "modified",
      "type": "checkbox",
      "label": {"en": "Modified", "de": "Modifiziert", "fr": "Modifiée", "it": "Modificata", "es": "Modificada"},
      "section": "details"
    },
    {
      "key": "modifications",
      "type": "text",
      "label": {"en": "Modifications", "de": "Modifikationen", "fr": "Modifications", "it": "Modifiche", "es": "Modificaciones"},
      "section": "details",
      "multiline": true
    }
  ],
  "highlights": ["manufacturer", "model", "region"]
}

"""#,
        "builtin.firearm": #"""
{
  "id": "builtin.firearm",
  "version": 1,
  "name": {"en": "Firearms", "de": "Schusswaffen", "fr": "Armes à feu", "it": "Armi da fuoco", "es": "Armas de fuego"},
  "icon": "target",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {
      "id": "technical",
      "label": {"en": "Technical data", "de": "Technische Daten", "fr": "Caractéristiques techniques", "it": "Dati tecnici", "es": "Datos técnicos"}
    },
    {
      "id": "permit",
      "label": {
        "en": "Permit and care",
        "de": "Bewilligung und Pflege",
        "fr": "Autorisation et entretien",
        "it": "Licenza e manutenzione",
        "es": "Licencia y mantenimiento"
      }
    }
  ],
  "fields": [
    {
      "key": "manufacturer",
      "type": "text",
      "label": {"en": "Manufacturer", "de": "Hersteller", "fr": "Fabricant", "it": "Produttore", "es": "Fabricante"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "SIG"}
    },
    {
      "key": "model",
      "type": "text",
      "label": {"en": "Model", "de": "Modell", "fr": "Modèle", "it": "Modello", "es": "Modelo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "P210"}
    },
    {
      "key": "serial_number",
      "type": "text",
      "label": {"en": "Serial number", "de": "Seriennummer", "fr": "Numéro de série", "it": "Numero di serie", "es": "Número de serie"},
      "section": "identity",
      "sensitive": true,
      "identifying": true
    },
    {
      "key": "firearm_type",
      "type": "dropdown",
      "label": {"en": "Type", "de": "Waffenart", "fr": "Type d'arme", "it": "Tipo di arma", "es": "Tipo de arma"},
      "section": "identity",
      "options": [
        {"id": "pistol", "label": {"en": "Pistol", "de": "Pistole", "fr": "Pistolet", "it": "Pistola", "es": "Pistola"}},
        {"id": "revolver", "label": {"en": "Revolver", "de": "Revolver", "fr": "Revolver", "it": "Revolver", "es": "Revólver"}},
        {"id": "rifle", "label": {"en": "Rifle", "de": "Büchse / Gewehr", "fr": "Carabine", "it": "Carabina", "es": "Rifle"}},
        {"id": "shotgun", "label": {"en": "Shotgun", "de": "Flinte", "fr": "Fusil de chasse", "it": "Fucile a canna liscia", "es": "Escopeta"}},
        {"id": "combination", "label": {"en": "Combination gun", "de": "Kombinierte Waffe", "fr": "Arme mixte", "it": "Combinato", "es": "Arma combinada"}},
        {
          "id": "air_gun",
          "label": {"en": "Air gun", "de": "Druckluftwaffe", "fr": "Arme à air comprimé", "it": "Arma ad aria compressa", "es": "Arma de aire comprimido"}
        },
        {
          "id": "muzzleloader",
          "label": {"en": "Muzzleloader", "de": "Vorderlader", "fr": "Arme à chargement par la bouche", "it": "Avancarica", "es": "Avancarga"}
        }
      ]
    },
    {
      "key": "caliber",
      "type": "text",
      "label": {"en": "Caliber", "de": "Kaliber", "fr": "Calibre", "it": "Calibro", "es": "Calibre"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "9mm Luger"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year of production", "de": "Baujahr", "fr": "Année de production", "it": "Anno di produzione", "es": "Año de fabricación"},
      "section": "identity",
      "example": {"en": "1958"}
    },
    {
      "key": "country",
      "type": "text",
      "label": {"en": "Country of origin", "de": "Herstellungsland", "fr": "Pays de fabrication", "it": "Paese di produzione", "es": "País de fabricación"},
      "section": "identity",
      "example": {"en": "Switzerland", "de": "Schweiz", "fr": "Suisse", "it": "Svizzera", "es": "Suiza"}
    },
    {
      "key": "action",
      "type": "dropdown",
      "label": {"en": "Action", "de": "Verschluss", "fr": "Mécanisme", "it": "Meccanismo", "es": "Mecanismo"},
      "section": "technical",
      "options": [
        {
          "id": "semi_auto",
          "label": {"en": "Semi-automatic", "de": "Halbautomatisch", "fr": "Semi-automatique", "it": "Semiautomatico", "es": "Semiautomático"}
        },
        {
          "id": "bolt",
          "label": {"en": "Bolt action", "de": "Repetierer (Zylinderverschluss)", "fr": "Verrou", "it": "Otturatore girevole-scorrevole", "es": "Cerrojo"}
        },
        {"id": "lever", "label": {"en": "Lever action", "de": "Unterhebelrepetierer", "fr": "Levier de sous-garde", "it": "A leva", "es": "Palanca"}},
        {"id": "pump", "label": {"en": "Pump action", "de": "Vorderschaftrepetierer", "fr": "À pompe", "it": "A pompa", "es": "Corredera"}},
        {"id": "break", "label": {"en": "Break action", "de": "Kipplauf", "fr": "Basculant", "it": "Basculante", "es": "Basculante"}},
        {"id": "single_action", "label": {"en": "Single action", "de": "Single Action", "fr": "Simple action", "it": "Singola azione", "es": "Simple acción"}},
        {"id": "double_action", "label": {"en": "Double action", "de": "Double Action", "fr": "Double action", "it": "Doppia azione", "es": "Doble acción"}}
      ]
    },
    {
      "key": "barrel_length",
      "type": "measurement",
      "label": {"en": "Barrel length", "de": "Lauflänge", "fr": "Longueur du canon", "it": "Lunghezza della canna", "es": "Longitud del cañón"},
      "section": "technical",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "capacity",
      "type": "number",
      "label": {"en": "Magazine capacity", "de": "Magazinkapazität", "fr": "Capacité du chargeur", "it": "Capacità del caricatore", "es": "Capacidad del cargador"},
      "section": "technical",
      "example": {"en": "8"}
    },
    {
      "key": "finish",
      "type": "text",
      "label": {"en": "Finish", "de": "Oberfläche", "fr": "Finition", "it": "Finitura", "es": "Acabado"},
      "section": "technical",
      "example": {"en": "Blued", "de": "Brüniert", "fr": "Bronzé", "it": "Brunito", "es": "Pavonado"}
    },
    {
      "key": "stock",
      "type": "text",
      "label": {"en": "Stock or grips", "de": "Schaft oder Griffschalen", "fr": "Crosse ou plaquettes", "it": "Calcio o guancette", "es": "Culata o cachas"},
      "section": "technical",
      "example": {"en": "Walnut", "de": "Nussbaum", "fr": "Noyer", "it": "Noce", "es": "Nogal"}
    },
    {
      "key": "proof_marks",
      "type": "text",
      "label": {"en": "Proof marks", "de": "Beschusszeichen", "fr": "Poinçons d'épreuve", "it": "Punzoni di prova", "es": "Punzones de prueba"},
      "section": "technical",
      "example": {"en": "Swiss cross, 1958", "de": "Schweizerkreuz, 1958", "fr": "Croix suisse, 1958", "it": "Croce svizzera, 1958", "es": "Cruz suiza, 1958"}
    },
    {
      "key": "weight",
      "type": "measurement",
      "label": {"en": "Weight", "de": "Gewicht", "fr": "Poids", "it": "Peso", "es": "Peso"},
      "section": "technical",
      "measurement": "mass",
      "unitHint": {"metric": "kg", "imperial": "lb"}
    },
    {
      "key": "permit_number",
      "type": "text",
      "label": {
        "en": "Permit number",
        "de": "Nummer des Waffenerwerbsscheins",
        "fr": "Numéro du permis d'acquisition",
        "it": "Numero del porto d'armi",
        "es": "Número de licencia"
      },
      "section": "permit",
      "sensitive": true
    },
    {
      "key": "round_count",
      "type": "number",
      "label": {"en": "Round count", "de": "Schusszahl", "fr": "Nombre de coups tirés", "it": "Colpi sparati", "es": "Disparos realizados"},
      "section": "permit",
      "example": {"en": "1200"}
    },
    {
      "key": "last_cleaned",
      "type": "date",
      "label": {"en": "Last cleaned", "de": "Zuletzt gereinigt", "fr": "Dernier nettoyage", "it": "Ultima pulizia", "es": "Última limpieza"},
      "section": "permit"
    }
  ],
  "highlights": ["manufacturer", "model", "caliber"],
  "suggestions": [
    {"template": "builtin.ammunition"},
    {"template": "builtin.optic"},
    {"template": "builtin.blank", "name": {"en": "Accessories", "de": "Zubehör", "fr": "Accessoires", "it": "Accessori", "es": "Accesorios"}, "icon": "tray.2"}
  ],
  "showcase": "wide"
}

"""#,
        "builtin.handbag": #"""
{
  "id": "builtin.handbag",
  "version": 1,
  "name": {"en": "Handbags", "de": "Handtaschen", "fr": "Sacs à main", "it": "Borse", "es": "Bolsos"},
  "icon": "handbag",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "materials", "label": {"en": "Leather and color", "de": "Leder und Farbe", "fr": "Cuir et couleur", "it": "Pelle e colore", "es": "Piel y color"}},
    {"id": "dimensions", "label": {"en": "Dimensions", "de": "Abmessungen", "fr": "Dimensions", "it": "Dimensioni", "es": "Dimensiones"}},
    {
      "id": "authenticity",
      "label": {
        "en": "Authenticity and extras",
        "de": "Echtheit und Zubehör",
        "fr": "Authenticité et accessoires",
        "it": "Autenticità e accessori",
        "es": "Autenticidad y accesorios"
      }
    }
  ],
  "fields": [
    {
      "key": "brand",
      "type": "text",
      "label": {"en": "Brand", "de": "Marke", "fr": "Marque", "it": "Marca", "es": "Marca"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Hermès"}
    },
    {
      "key": "model",
      "type": "text",
      "label": {"en": "Model", "de": "Modell", "fr": "Modèle", "it": "Modello", "es": "Modelo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Birkin"}
    },
    {
      "key": "size",
      "type": "text",
      "label": {"en": "Size", "de": "Größe", "fr": "Taille", "it": "Misura", "es": "Tamaño"},
      "section": "identity",
      "example": {"en": "30"}
    },
    {
      "key": "reference",
      "type": "text",
      "label": {"en": "Reference", "de": "Referenz", "fr": "Référence", "it": "Referenza", "es": "Referencia"},
      "section": "identity",
      "example": {"en": "M41112"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year", "de": "Jahr", "fr": "Année", "it": "Anno", "es": "Año"},
      "section": "identity",
      "example": {"en": "2019"}
    },
    {
      "key": "serial_number",
      "type": "text",
      "label": {
        "en": "Serial number or date code",
        "de": "Seriennummer oder Datumscode",
        "fr": "Numéro de série ou code date",
        "it": "Numero di serie o codice data",
        "es": "Número de serie o código de fecha"
      },
      "section": "identity",
      "sensitive": true,
      "identifying": true
    },
    {
      "key": "material",
      "type": "multiple_choice",
      "label": {"en": "Material", "de": "Material", "fr": "Matière", "it": "Materiale", "es": "Material"},
      "section": "materials",
      "options": [
        {"id": "leather", "label": {"en": "Leather", "de": "Leder", "fr": "Cuir", "it": "Pelle", "es": "Piel"}},
        {"id": "exotic", "label": {"en": "Exotic leather", "de": "Exotenleder", "fr": "Cuir exotique", "it": "Pelle esotica", "es": "Piel exótica"}},
        {
          "id": "coated_canvas",
          "label": {"en": "Coated canvas", "de": "Beschichtetes Canvas", "fr": "Toile enduite", "it": "Tela spalmata", "es": "Lona recubierta"}
        },
        {"id": "suede", "label": {"en": "Suede", "de": "Wildleder", "fr": "Daim", "it": "Camoscio", "es": "Ante"}},
        {"id": "patent", "label": {"en": "Patent leather", "de": "Lackleder", "fr": "Cuir verni", "it": "Pelle verniciata", "es": "Charol"}},
        {"id": "fabric", "label": {"en": "Fabric", "de": "Stoff", "fr": "Tissu", "it": "Tessuto", "es": "Tejido"}},
        {"id": "nylon", "label": {"en": "Nylon", "de": "Nylon", "fr": "Nylon", "it": "Nylon", "es": "Nailon"}}
      ]
    },
    {
      "key": "leather_name",
      "type": "text",
      "label": {"en": "Leather name", "de": "Ledername", "fr": "Nom du cuir", "it": "Nome della pelle", "es": "Nombre de la piel"},
      "section": "materials",
      "example": {"en": "Togo"}
    },
    {
      "key": "color",
      "type": "text",
      "label": {"en": "Color", "de": "Farbe", "fr": "Couleur", "it": "Colore", "es": "Color"},
      "section": "materials",
      "example": {"en": "Etoupe"}
    },
    {
      "key": "hardware",
      "type": "dropdown",
      "label": {"en": "Hardware", "de": "Beschläge", "fr": "Quincaillerie", "it": "Minuteria", "es": "Herrajes"},
      "section": "materials",
      "options": [
        {"id": "gold", "label": {"en": "Gold", "de": "Gold", "fr": "Doré", "it": "Dorata", "es": "Dorados"}},
        {"id": "palladium", "label": {"en": "Palladium", "de": "Palladium", "fr": "Palladium", "it": "Palladio", "es": "Paladio"}},
        {"id": "silver", "label": {"en": "Silver", "de": "Silber", "fr": "Argenté", "it": "Argentata", "es": "Plateados"}},
        {"id": "rose_gold", "label": {"en": "Rose gold", "de": "Roségold", "fr": "Or rose", "it": "Oro rosa", "es": "Oro rosa"}},
        {"id": "ruthenium", "label": {"en": "Ruthenium", "de": "Ruthenium", "fr": "Ruthénium", "it": "Rutenio", "es": "Rutenio"}},
        {"id": "black", "label": {"en": "Black", "de": "Schwarz", "fr": "Noir", "it": "Nero", "es": "Negro"}}
      ]
    },
    {
      "key": "width",
      "type": "measurement",
      "label": {"en": "Width", "de": "Breite", "fr": "Largeur", "it": "Larghezza", "es": "Anchura"},
      "section": "dimensions",
      "measurement": "length",
      "unitHint": {"metric": "cm", "imperial": "in"}
    },
    {
      "key": "height",
      "type": "measurement",
      "label": {"en": "Height", "de": "Höhe", "fr": "Hauteur", "it": "Altezza", "es": "Altura"},
      "section": "dimensions",
      "measurement": "length",
      "unitHint": {"metric": "cm", "imperial": "in"}
    },
    {
      "key": "depth",
      "type": "measurement",
      "label": {"en": "Depth", "de": "Tiefe", "fr": "Profondeur", "it": "Profondità", "es": "Profundidad"},
      "section": "dimensions",
      "measurement": "length",
      "unitHint": {"metric": "cm", "imperial": "in"}
    },
    {
      "key": "authenticated",
      "type": "checkbox",
      "label": {"en": "Authenticated", "de": "Echtheit geprüft", "fr": "Authentifié", "it": "Autenticata", "es": "Autenticado"},
      "section": "authenticity"
    },
    {
      "key": "authenticated_by",
      "type": "text",
      "label": {"en": "Authenticated by", "de": "Geprüft von", "fr": "Authentifié par", "it": "Autenticata da", "es": "Autenticado por"},
      "section": "authenticity",
      "example": {"en": "Entrupy"}
    },
    {
      "key": "dust_bag",
      "type": "checkbox",
      "label": {"en": "Dust bag", "de": "Staubbeutel", "fr": "Housse (dust bag)", "it": "Dust bag", "es": "Funda antipolvo"},
      "section": "authenticity"
    },
    {
      "key": "box",
      "type": "checkbox",
      "label": {"en": "Original box", "de": "Originalverpackung", "fr": "Boîte d'origine", "it": "Scatola originale", "es": "Caja original"},
      "section": "authenticity"
    },
    {
      "key": "lock_and_keys",
      "type": "checkbox",
      "label": {"en": "Lock and keys", "de": "Schloss und Schlüssel", "fr": "Cadenas et clés", "it": "Lucchetto e chiavi", "es": "Candado y llaves"},
      "section": "authenticity"
    },
    {
      "key": "shoulder_strap",
      "type": "checkbox",
      "label": {"en": "Shoulder strap", "de": "Schulterriemen", "fr": "Bandoulière", "it": "Tracolla", "es": "Correa de hombro"},
      "section": "authenticity"
    },
    {
      "key": "receipt",
      "type": "checkbox",
      "label": {"en": "Receipt", "de": "Kaufbeleg", "fr": "Facture", "it": "Ricevuta d'acquisto", "es": "Ticket de compra"},
      "section": "authenticity"
    }
  ],
  "highlights": ["brand", "model", "color"],
  "suggestions": [
    {
      "name": {"en": "Small leather goods", "de": "Kleinlederwaren", "fr": "Petite maroquinerie", "it": "Piccola pelletteria", "es": "Pequeña marroquinería"},
      "icon": "creditcard"
    }
  ],
  "showcase": "standing"
}

"""#,
        "builtin.ink": #"""
{
  "id": "builtin.ink",
  "version": 1,
  "name": {"en": "Inks", "de": "Tinten", "fr": "Encres", "it": "Inchiostri", "es": "Tintas"},
  "icon": "drop",
  "sections": [
    {"id": "details", "label": {"en": "Details", "de": "Details", "fr": "Détails", "it": "Dettagli", "es": "Detalles"}},
    {"id": "bottle", "label": {"en": "Bottle", "de": "Flasche", "fr": "Flacon", "it": "Flacone", "es": "Frasco"}}
  ],
  "fields": [
    {
      "key": "brand",
      "type": "text",
      "label": {"en": "Brand", "de": "Marke", "fr": "Marque", "it": "Marca", "es": "Marca"},
      "section": "details",
      "identifying": true,
      "example": {"en": "Pilot"}
    },
    {
      "key": "ink_line",
      "type": "text",
      "label": {"en": "Line", "de": "Serie", "fr": "Gamme", "it": "Linea", "es": "Línea"},
      "section": "details",
      "example": {"en": "Iroshizuku"}
    },
    {
      "key": "color_name",
      "type": "text",
      "label": {"en": "Color name", "de": "Farbname", "fr": "Nom de la couleur", "it": "Nome del colore", "es": "Nombre del color"},
      "section": "details",
      "identifying": true,
      "example": {"en": "Kon-peki"}
    },
    {
      "key": "colors",
      "type": "multiple_choice",
      "label": {"en": "Colors", "de": "Farben", "fr": "Couleurs", "it": "Colori", "es": "Colores"},
      "section": "details",
      "options": [
        {"id": "blue", "label": {"en": "Blue", "de": "Blau", "fr": "Bleu", "it": "Blu", "es": "Azul"}},
        {"id": "blue_black", "label": {"en": "Blue-black", "de": "Blauschwarz", "fr": "Bleu-noir", "it": "Blu-nero", "es": "Azul-negro"}},
        {"id": "black", "label": {"en": "Black", "de": "Schwarz", "fr": "Noir", "it": "Nero", "es": "Negro"}},
        {"id": "turquoise", "label": {"en": "Turquoise", "de": "Türkis", "fr": "Turquoise", "it": "Turchese", "es": "Turquesa"}},
        {"id": "teal", "label": {"en": "Teal", "de": "Petrol", "fr": "Bleu canard", "it": "Verde petrolio", "es": "Verde azulado"}},
        {"id": "green", "label": {"en": "Green", "de": "Grün", "fr": "Vert", "it": "Verde", "es": "Verde"}},
        {"id": "red", "label": {"en": "Red", "de": "Rot", "fr": "Rouge", "it": "Rosso", "es": "Rojo"}},
        {"id": "burgundy", "label": {"en": "Burgundy", "de": "Bordeaux", "fr": "Bordeaux", "it": "Bordeaux", "es": "Burdeos"}},
        {"id": "pink", "label": {"en": "Pink", "de": "Rosa", "fr": "Rose", "it": "Rosa", "es": "Rosa"}},
        {"id": "purple", "label": {"en": "Purple", "de": "Violett", "fr": "Violet", "it": "Viola", "es": "Morado"}},
        {"id": "orange", "label": {"en": "Orange", "de": "Orange", "fr": "Orange", "it": "Arancione", "es": "Naranja"}},
        {"id": "yellow", "label": {"en": "Yellow", "de": "Gelb", "fr": "Jaune", "it": "Giallo", "es": "Amarillo"}},
        {"id": "brown", "label": {"en": "Brown", "de": "Braun", "fr": "Marron", "it": "Marrone", "es": "Marrón"}},
        {"id": "grey", "label": {"en": "Grey", "de": "Grau", "fr": "Gris", "it": "Grigio", "es": "Gris"}}
      ]
    },
    {
      "key": "shimmer",
      "type": "checkbox",
      "label": {"en": "Shimmer", "de": "Glitzerpartikel (Shimmer)", "fr": "Paillettes (shimmer)", "it": "Glitter (shimmer)", "es": "Purpurina (shimmer)"},
      "section": "details"
    },
    {
      "key": "properties",
      "type": "multiple_choice",
      "label": {"en": "Properties", "de": "Eigenschaften", "fr": "Propriétés", "it": "Caratteristiche", "es": "Propiedades"},
      "section": "details",
      "options": [
        {"id": "sheen", "label": {"en": "Sheen", "de": "Sheen", "fr": "Reflets métalliques (sheen)", "it": "Sheen", "es": "Sheen"}},
        {"id": "shading", "label": {"en": "Shading", "de": "Schattierung", "fr": "Ombrage", "it": "Sfumature", "es": "Sombreado"}},
        {
          "id": "waterproof",
          "label": {"en": "Waterproof", "de": "Dokumentenecht", "fr": "Indélébile", "it": "Resistente all'acqua", "es": "Resistente al agua"}
        },
        {"id": "iron_gall", "label": {"en": "Iron gall", "de": "Eisengallus", "fr": "Ferro-gallique", "it": "Ferrogallica", "es": "Ferrogálica"}},
        {"id": "pigmented", "label": {"en": "Pigmented", "de": "Pigmentiert", "fr": "Pigmentée", "it": "Pigmentata", "es": "Pigmentada"}},
        {"id": "scented", "label": {"en": "Scented", "de": "Duftend", "fr": "Parfumée", "it": "Profumata", "es": "Perfumada"}}
      ]
    },
    {
      "key": "rating",
      "type": "rating",
      "label": {"en": "My rating", "de": "Meine Bewertung", "fr": "Ma note", "it": "Il mio voto", "es": "Mi valoración"},
      "section": "details",
      "ratingMax": 5
    },
    {
      "key": "bottle_size",
      "type": "measurement",
      "label": {"en": "Bottle size", "de": "Flaschengröße", "fr": "Contenance", "it": "Capacità", "es": "Capacidad"},
      "section": "bottle",
      "measurement": "volume",
      "unitHint": {"metric": "ml", "imperial": "fl_oz"}
    },
    {
      "key": "limited_edition",
      "type": "checkbox",
      "label": {"en": "Limited edition", "de": "Limitierte Auflage", "fr": "Édition limitée", "it": "Edizione limitata", "es": "Edición limitada"},
      "section": "bottle"
    }
  ],
  "highlights": ["brand", "color_name", "colors"],
  "quantity": {
    "one": {"en": "bottle", "de": "Flasche", "fr": "flacon", "it": "flacone", "es": "frasco"},
    "other": {"en": "bottles", "de": "Flaschen", "fr": "flacons", "it": "flaconi", "es": "frascos"}
  },
  "showcase": "standing"
}

"""#,
        "builtin.instrument": #"""
{
  "id": "builtin.instrument",
  "version": 1,
  "name": {"en": "Instruments", "de": "Instrumente", "fr": "Instruments", "it": "Strumenti", "es": "Instrumentos"},
  "icon": "guitars",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "details", "label": {"en": "Details", "de": "Details", "fr": "Détails", "it": "Dettagli", "es": "Detalles"}},
    {"id": "service", "label": {"en": "Care", "de": "Pflege", "fr": "Entretien", "it": "Manutenzione", "es": "Mantenimiento"}}
  ],
  "fields": [
    {
      "key": "instrument_type",
      "type": "dropdown",
      "label": {"en": "Instrument", "de": "Instrument", "fr": "Instrument", "it": "Strumento", "es": "Instrumento"},
      "section": "identity",
      "options": [
        {
          "id": "electric_guitar",
          "label": {"en": "Electric guitar", "de": "E-Gitarre", "fr": "Guitare électrique", "it": "Chitarra elettrica", "es": "Guitarra eléctrica"}
        },
        {
          "id": "acoustic_guitar",
          "label": {"en": "Acoustic guitar", "de": "Westerngitarre", "fr": "Guitare folk", "it": "Chitarra acustica", "es": "Guitarra acústica"}
        },
        {
          "id": "classical_guitar",
          "label": {"en": "Classical guitar", "de": "Konzertgitarre", "fr": "Guitare classique", "it": "Chitarra classica", "es": "Guitarra clásica"}
        },
        {"id": "bass", "label": {"en": "Bass guitar", "de": "E-Bass", "fr": "Basse", "it": "Basso", "es": "Bajo"}},
        {"id": "violin", "label": {"en": "Violin", "de": "Violine", "fr": "Violon", "it": "Violino", "es": "Violín"}},
        {"id": "viola", "label": {"en": "Viola", "de": "Bratsche", "fr": "Alto", "it": "Viola", "es": "Viola"}},
        {"id": "cello", "label": {"en": "Cello", "de": "Violoncello", "fr": "Violoncelle", "it": "Violoncello", "es": "Violonchelo"}},
        {"id": "piano", "label": {"en": "Piano", "de": "Klavier", "fr": "Piano", "it": "Pianoforte", "es": "Piano"}},
        {
          "id": "keyboard",
          "label": {
            "en": "Keyboard or synthesizer",
            "de": "Keyboard oder Synthesizer",
            "fr": "Clavier ou synthétiseur",
            "it": "Tastiera o sintetizzatore",
            "es": "Teclado o sintetizador"
          }
        },
        {"id": "woodwind", "label": {"en": "Woodwind", "de": "Holzblasinstrument", "fr": "Bois", "it": "Legno", "es": "Viento madera"}},
        {"id": "brass", "label": {"en": "Brass", "de": "Blechblasinstrument", "fr": "Cuivre", "it": "Ottone", "es": "Viento metal"}},
        {
          "id": "drums",
          "label": {
            "en": "Drums and percussion",
            "de": "Schlagzeug und Perkussion",
            "fr": "Batterie et percussions",
            "it": "Batteria e percussioni",
            "es": "Batería y percusión"
          }
        },
        {
          "id": "amplifier",
          "label": {
            "en": "Amplifier or effects",
            "de": "Verstärker oder Effekte",
            "fr": "Ampli ou effets",
            "it": "Amplificatore o effetti",
            "es": "Amplificador o efectos"
          }
        },
        {"id": "other", "label": {"en": "Other", "de": "Andere", "fr": "Autre", "it": "Altro", "es": "Otro"}}
      ]
    },
    {
      "key": "maker",
      "type": "text",
      "label": {"en": "Maker or brand", "de": "Hersteller oder Marke", "fr": "Luthier ou marque", "it": "Liutaio o marchio", "es": "Luthier o marca"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Gibson"}
    },
    {
      "key": "model",
      "type": "text",
      "label": {"en": "Model", "de": "Modell", "fr": "Modèle", "it": "Modello", "es": "Modelo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Les Paul Standard"}
    },
    {
      "key": "serial_number",
      "type": "text",
      "label": {"en": "Serial number", "de": "Seriennummer", "fr": "Numéro de série", "it": "Numero di serie", "es": "Número de serie"},
      "section": "identity",
      "sensitive": true,
      "identifying": true
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year of production", "de": "Baujahr", "fr": "Année de production", "it": "Anno di produzione", "es": "Año de fabricación"},
      "section": "identity",
      "example": {"en": "1959"}
    },
    {
      "key": "country",
      "type": "text",
      "label": {"en": "Country of origin", "de": "Herstellungsland", "fr": "Pays de fabrication", "it": "Paese di produzione", "es": "País de fabricación"},
      "section": "identity",
      "example": {"en": "USA"}
    },
    {
      "key": "finish",
      "type": "text",
      "label": {"en": "Finish", "de": "Finish", "fr": "Finition", "it": "Finitura", "es": "Acabado"},
      "section": "details",
      "example": {"en": "Heritage Cherry Sunburst"}
    },
    {
      "key": "woods",
      "type": "text",
      "label": {"en": "Woods", "de": "Hölzer", "fr": "Essences de bois", "it": "Legni", "es": "Maderas"},
      "section": "details",
      "example": {
        "en": "Mahogany body, maple top",
        "de": "Mahagonikorpus, Ahorndecke",
        "fr": "Corps acajou, table érable",
        "it": "Corpo in mogano, top in acero",
        "es": "Cuerpo de caoba, tapa de arce"
      }
    },
    {
      "key": "all_original",
      "type": "checkbox",
      "label": {"en": "All original", "de": "Originalzustand", "fr": "Entièrement d'origine", "it": "Tutto originale", "es": "Totalmente original"},
      "section": "details"
    },
    {
      "key": "modifications",
      "type": "text",
      "label": {"en": "Modifications", "de": "Modifikationen", "fr": "Modifications", "it": "Modifiche", "es": "Modificaciones"},
      "section": "details",
      "multiline": true
    },
    {"key": "case", "type": "checkbox", "label": {"en": "Case", "de": "Koffer", "fr": "Étui", "it": "Custodia", "es": "Estuche"}, "section": "details"},
    {
      "key": "weight",
      "type": "measurement",
      "label": {"en": "Weight", "de": "Gewicht", "fr": "Poids", "it": "Peso", "es": "Peso"},
      "section": "details",
      "measurement": "mass",
      "unitHint": {"metric": "kg", "imperial": "lb"}
    },
    {
      "key": "last_service",
      "type": "date",
      "label": {
        "en": "Last setup or service",
        "de": "Letzte Einstellung oder Wartung",
        "fr": "Dernier réglage ou entretien",
        "it": "Ultimo setup o manutenzione",
        "es": "Último ajuste o mantenimiento"
      },
      "section": "service"
    },
    {
      "key": "strings",
      "type": "text",
      "label": {"en": "Strings", "de": "Saiten", "fr": "Cordes", "it": "Corde", "es": "Cuerdas"},
      "section": "service",
      "example": {"en": "D'Addario EXL110"}
    }
  ],
  "highlights": ["maker", "model", "year"]
}

"""#,
        "builtin.jewelry": #"""
{
  "id": "builtin.jewelry",
  "version": 1,
  "name": {"en": "Jewelry", "de": "Schmuck", "fr": "Bijoux", "it": "Gioielli", "es": "Joyas"},
  "icon": "sparkles",
  "sections": [
    {"id": "details", "label": {"en": "Details", "de": "Details", "fr": "Détails", "it": "Dettagli", "es": "Detalles"}},
    {
      "id": "materials",
      "label": {"en": "Metal and stones", "de": "Metall und Steine", "fr": "Métal et pierres", "it": "Metallo e pietre", "es": "Metal y piedras"}
    },
    {"id": "dimensions", "label": {"en": "Size and weight", "de": "Größe und Gewicht", "fr": "Taille et poids", "it": "Misura e peso", "es": "Tamaño y peso"}},
    {"id": "certificate", "label": {"en": "Certificate", "de": "Zertifikat", "fr": "Certificat", "it": "Certificato", "es": "Certificado"}}
  ],
  "fields": [
    {
      "key": "piece_type",
      "type": "dropdown",
      "label": {"en": "Type", "de": "Art", "fr": "Type", "it": "Tipo", "es": "Tipo"},
      "section": "details",
      "options": [
        {"id": "ring", "label": {"en": "Ring", "de": "Ring", "fr": "Bague", "it": "Anello", "es": "Anillo"}},
        {"id": "necklace", "label": {"en": "Necklace", "de": "Halskette", "fr": "Collier", "it": "Collana", "es": "Collar"}},
        {"id": "pendant", "label": {"en": "Pendant", "de": "Anhänger", "fr": "Pendentif", "it": "Pendente", "es": "Colgante"}},
        {"id": "bracelet", "label": {"en": "Bracelet", "de": "Armband", "fr": "Bracelet", "it": "Bracciale", "es": "Pulsera"}},
        {"id": "earrings", "label": {"en": "Earrings", "de": "Ohrringe", "fr": "Boucles d'oreilles", "it": "Orecchini", "es": "Pendientes"}},
        {"id": "brooch", "label": {"en": "Brooch", "de": "Brosche", "fr": "Broche", "it": "Spilla", "es": "Broche"}},
        {"id": "cufflinks", "label": {"en": "Cufflinks", "de": "Manschettenknöpfe", "fr": "Boutons de manchette", "it": "Gemelli", "es": "Gemelos"}},
        {"id": "set", "label": {"en": "Set", "de": "Parure", "fr": "Parure", "it": "Parure", "es": "Aderezo"}}
      ]
    },
    {
      "key": "maker",
      "type": "text",
      "label": {"en": "Maker or house", "de": "Hersteller oder Maison", "fr": "Créateur ou maison", "it": "Creatore o maison", "es": "Creador o casa"},
      "section": "details",
      "identifying": true,
      "example": {"en": "Cartier"}
    },
    {
      "key": "collection",
      "type": "text",
      "label": {"en": "Collection or model", "de": "Kollektion oder Modell", "fr": "Collection ou modèle", "it": "Collezione o modello", "es": "Colección o modelo"},
      "section": "details",
      "identifying": true,
      "example": {"en": "Love"}
    },
    {
      "key": "reference",
      "type": "text",
      "label": {"en": "Reference", "de": "Referenz", "fr": "Référence", "it": "Referenza", "es": "Referencia"},
      "section": "details",
      "identifying": true,
      "example": {"en": "B6035517"}
    },
    {
      "key": "period",
      "type": "text",
      "label": {"en": "Period", "de": "Epoche", "fr": "Époque", "it": "Epoca", "es": "Época"},
      "section": "details",
      "example": {"en": "Art déco", "de": "Art déco", "fr": "Art déco", "it": "Art déco", "es": "Art déco"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year", "de": "Jahr", "fr": "Année", "it": "Anno", "es": "Año"},
      "section": "details",
      "example": {"en": "1925"}
    },
    {
      "key": "hallmarks",
      "type": "text",
      "label": {"en": "Hallmarks", "de": "Punzen", "fr": "Poinçons", "it": "Punzoni", "es": "Contrastes"},
      "section": "details",
      "example": {
        "en": "750, maker's mark",
        "de": "750, Meisterzeichen",
        "fr": "750, poinçon de maître",
        "it": "750, marchio del produttore",
        "es": "750, marca del orfebre"
      }
    },
    {
      "key": "metal",
      "type": "multiple_choice",
      "label": {"en": "Metal", "de": "Metall", "fr": "Métal", "it": "Metallo", "es": "Metal"},
      "section": "materials",
      "options": [
        {"id": "yellow_gold", "label": {"en": "Yellow gold", "de": "Gelbgold", "fr": "Or jaune", "it": "Oro giallo", "es": "Oro amarillo"}},
        {"id": "white_gold", "label": {"en": "White gold", "de": "Weißgold", "fr": "Or gris", "it": "Oro bianco", "es": "Oro blanco"}},
        {"id": "rose_gold", "label": {"en": "Rose gold", "de": "Roségold", "fr": "Or rose", "it": "Oro rosa", "es": "Oro rosa"}},
        {"id": "platinum", "label": {"en": "Platinum", "de": "Platin", "fr": "Platine", "it": "Platino", "es": "Platino"}},
        {"id": "silver", "label": {"en": "Silver", "de": "Silber", "fr": "Argent", "it": "Argento", "es": "Plata"}},
        {"id": "gold_plated", "label": {"en": "Gold-plated", "de": "Vergoldet", "fr": "Plaqué or", "it": "Placcato oro", "es": "Chapado en oro"}},
        {"id": "steel", "label": {"en": "Stainless steel", "de": "Edelstahl", "fr": "Acier inoxydable", "it": "Acciaio inox", "es": "Acero inoxidable"}},
        {"id": "titanium", "label": {"en": "Titanium", "de": "Titan", "fr": "Titane", "it": "Titanio", "es": "Titanio"}}
      ]
    },
    {
      "key": "gold_fineness",
      "type": "dropdown",
      "label": {"en": "Gold fineness", "de": "Goldfeingehalt", "fr": "Titre de l'or", "it": "Titolo dell'oro", "es": "Ley del oro"},
      "section": "materials",
      "options": [
        {"id": "k24", "label": {"en": "24 kt (999)", "de": "24 Karat (999)", "fr": "24 carats (999)", "it": "24 carati (999)", "es": "24 quilates (999)"}},
        {"id": "k22", "label": {"en": "22 kt (916)", "de": "22 Karat (916)", "fr": "22 carats (916)", "it": "22 carati (916)", "es": "22 quilates (916)"}},
        {"id": "k18", "label": {"en": "18 kt (750)", "de": "18 Karat (750)", "fr": "18 carats (750)", "it": "18 carati (750)", "es": "18 quilates (750)"}},
        {"id": "k14", "label": {"en": "14 kt (585)", "de": "14 Karat (585)", "fr": "14 carats (585)", "it": "14 carati (585)", "es": "14 quilates (585)"}},
        {"id": "k9", "label": {"en": "9 kt (375)", "de": "9 Karat (375)", "fr": "9 carats (375)", "it": "9 carati (375)", "es": "9 quilates (375)"}}
      ]
    },
    {
      "key": "main_stone",
      "type": "text",
      "label": {"en": "Main stone", "de": "Hauptstein", "fr": "Pierre principale", "it": "Pietra principale", "es": "Piedra principal"},
      "section": "materials",
      "example": {"en": "Diamond", "de": "Diamant", "fr": "Diamant", "it": "Diamante", "es": "Diamante"}
    },
    {
      "key": "stone_weight",
      "type": "measurement",
      "label": {"en": "Carat weight", "de": "Karatgewicht", "fr": "Poids en carats", "it": "Peso in carati", "es": "Peso en quilates"},
      "section": "materials",
      "measurement": "mass",
      "unitHint": {"metric": "ct", "imperial": "ct"}
    },
    {
      "key": "stone_cut",
      "type": "text",
      "label": {"en": "Cut", "de": "Schliff", "fr": "Taille", "it": "Taglio", "es": "Talla"},
      "section": "materials",
      "example": {"en": "Brilliant", "de": "Brillant", "fr": "Brillant", "it": "Brillante", "es": "Brillante"}
    },
    {
      "key": "stone_color",
      "type": "text",
      "label": {"en": "Color grade", "de": "Farbgrad", "fr": "Couleur", "it": "Colore", "es": "Color"},
      "section": "materials",
      "example": {"en": "G"}
    },
    {
      "key": "stone_clarity",
      "type": "text",
      "label": {"en": "Clarity", "de": "Reinheit", "fr": "Pureté", "it": "Purezza", "es": "Pureza"},
      "section": "materials",
      "example": {"en": "VS1"}
    },
    {
      "key": "other_stones",
      "type": "text",
      "label": {"en": "Other stones", "de": "Weitere Steine", "fr": "Autres pierres", "it": "Altre pietre", "es": "Otras piedras"},
      "section": "materials",
      "example": {"en": "12 diamonds, 0.24 ct", "de": "12 Diamanten, 0,24 ct", "fr": "12 diamants, 0,24 ct", "it": "12 diamanti, 0,24 ct", "es": "12 diamantes, 0,24 ct"}
    },
    {
      "key": "ring_size",
      "type": "text",
      "label": {"en": "Ring size", "de": "Ringgröße", "fr": "Tour de doigt", "it": "Misura dell'anello", "es": "Talla de anillo"},
      "section": "dimensions",
      "example": {"en": "54"}
    },
    {
      "key": "length",
      "type": "measurement",
      "label": {"en": "Length", "de": "Länge", "fr": "Longueur", "it": "Lunghezza", "es": "Longitud"},
      "section": "dimensions",
      "measurement": "length",
      "unitHint": {"metric": "cm", "imperial": "in"}
    },
    {
      "key": "weight",
      "type": "measurement",
      "label": {"en": "Total weight", "de": "Gesamtgewicht", "fr": "Poids total", "it": "Peso totale", "es": "Peso total"},
      "section": "dimensions",
      "measurement": "mass",
      "unitHint": {"metric": "g", "imperial": "oz"}
    },
    {
      "key": "lab",
      "type": "text",
      "label": {"en": "Laboratory", "de": "Labor", "fr": "Laboratoire", "it": "Laboratorio", "es": "Laboratorio"},
      "section": "certificate",
      "example": {"en": "GIA"}
    },
    {
      "key": "certificate_number",
      "type": "text",
      "label": {"en": "Certificate number", "de": "Zertifikatsnummer", "fr": "Numéro de certificat", "it": "Numero di certificato", "es": "Número de certificado"},
      "section": "certificate",
      "sensitive": true,
      "identifying": true
    },
    {
      "key": "certificate_date",
      "type": "date",
      "label": {"en": "Certificate date", "de": "Zertifikatsdatum", "fr": "Date du certificat", "it": "Data del certificato", "es": "Fecha del certificado"},
      "section": "certificate"
    }
  ],
  "highlights": ["maker", "piece_type", "metal"]
}

"""#,
        "builtin.knife": #"""
{
  "id": "builtin.knife",
  "version": 1,
  "name": {"en": "Knives", "de": "Messer", "fr": "Couteaux", "it": "Coltelli", "es": "Cuchillos"},
  "icon": "fork.knife",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "blade", "label": {"en": "Blade", "de": "Klinge", "fr": "Lame", "it": "Lama", "es": "Hoja"}},
    {"id": "handle", "label": {"en": "Handle", "de": "Griff", "fr": "Manche", "it": "Manico", "es": "Mango"}},
    {"id": "dimensions", "label": {"en": "Dimensions", "de": "Abmessungen", "fr": "Dimensions", "it": "Dimensioni", "es": "Dimensiones"}}
  ],
  "fields": [
    {
      "key": "maker",
      "type": "text",
      "label": {"en": "Maker or brand", "de": "Hersteller oder Marke", "fr": "Coutelier ou marque", "it": "Coltellinaio o marchio", "es": "Cuchillero o marca"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Chris Reeve"}
    },
    {
      "key": "model",
      "type": "text",
      "label": {"en": "Model", "de": "Modell", "fr": "Modèle", "it": "Modello", "es": "Modelo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Sebenza 31"}
    },
    {
      "key": "knife_type",
      "type": "dropdown",
      "label": {"en": "Type", "de": "Art", "fr": "Type", "it": "Tipo", "es": "Tipo"},
      "section": "identity",
      "options": [
        {"id": "folding", "label": {"en": "Folding knife", "de": "Klappmesser", "fr": "Couteau pliant", "it": "Coltello pieghevole", "es": "Navaja"}},
        {
          "id": "fixed",
          "label": {"en": "Fixed blade", "de": "Feststehendes Messer", "fr": "Couteau à lame fixe", "it": "Coltello a lama fissa", "es": "Cuchillo de hoja fija"}
        },
        {
          "id": "swiss_army",
          "label": {"en": "Swiss Army knife", "de": "Schweizer Taschenmesser", "fr": "Couteau suisse", "it": "Coltellino svizzero", "es": "Navaja suiza"}
        },
        {"id": "multitool", "label": {"en": "Multitool", "de": "Multitool", "fr": "Outil multifonction", "it": "Multiuso", "es": "Multiherramienta"}},
        {
          "id": "kitchen",
          "label": {"en": "Kitchen knife", "de": "Küchenmesser", "fr": "Couteau de cuisine", "it": "Coltello da cucina", "es": "Cuchillo de cocina"}
        },
        {
          "id": "historical",
          "label": {
            "en": "Dagger or historical blade",
            "de": "Dolch oder historische Klinge",
            "fr": "Dague ou lame ancienne",
            "it": "Pugnale o lama storica",
            "es": "Daga u hoja histórica"
          }
        }
      ]
    },
    {
      "key": "custom",
      "type": "checkbox",
      "label": {"en": "Custom or handmade", "de": "Handgefertigt (Custom)", "fr": "Fait main (custom)", "it": "Artigianale (custom)", "es": "Artesanal (custom)"},
      "section": "identity"
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year", "de": "Jahr", "fr": "Année", "it": "Anno", "es": "Año"},
      "section": "identity",
      "example": {"en": "2021"}
    },
    {
      "key": "blade_steel",
      "type": "text",
      "label": {"en": "Blade steel", "de": "Klingenstahl", "fr": "Acier de la lame", "it": "Acciaio della lama", "es": "Acero de la hoja"},
      "section": "blade",
      "example": {"en": "CPM S35VN"}
    },
    {
      "key": "blade_shape",
      "type": "dropdown",
      "label": {"en": "Blade shape", "de": "Klingenform", "fr": "Forme de lame", "it": "Forma della lama", "es": "Forma de la hoja"},
      "section": "blade",
      "options": [
        {"id": "drop_point", "label": {"en": "Drop point", "de": "Drop Point", "fr": "Drop point", "it": "Drop point", "es": "Drop point"}},
        {"id": "clip_point", "label": {"en": "Clip point", "de": "Clip Point", "fr": "Clip point", "it": "Clip point", "es": "Clip point"}},
        {"id": "spear_point", "label": {"en": "Spear point", "de": "Speerspitze", "fr": "Pointe de lance", "it": "Punta a lancia", "es": "Punta de lanza"}},
        {"id": "tanto", "label": {"en": "Tanto", "de": "Tanto", "fr": "Tanto", "it": "Tanto", "es": "Tanto"}},
        {"id": "sheepsfoot", "label": {"en": "Sheepsfoot", "de": "Schafsfuß", "fr": "Pied de mouton", "it": "Piede di pecora", "es": "Pata de cabra"}},
        {"id": "wharncliffe", "label": {"en": "Wharncliffe", "de": "Wharncliffe", "fr": "Wharncliffe", "it": "Wharncliffe", "es": "Wharncliffe"}},
        {"id": "dagger", "label": {"en": "Dagger", "de": "Dolch", "fr": "Dague", "it": "Pugnale", "es": "Daga"}}
      ]
    },
    {
      "key": "edge",
      "type": "dropdown",
      "label": {"en": "Edge", "de": "Schliff", "fr": "Tranchant", "it": "Filo", "es": "Filo"},
      "section": "blade",
      "options": [
        {"id": "plain", "label": {"en": "Plain", "de": "Glatt", "fr": "Lisse", "it": "Liscio", "es": "Liso"}},
        {"id": "serrated", "label": {"en": "Serrated", "de": "Wellenschliff", "fr": "Dentelé", "it": "Seghettato", "es": "Dentado"}},
        {"id": "combo", "label": {"en": "Partly serrated", "de": "Teilwellenschliff", "fr": "Mixte", "it": "Parzialmente seghettato", "es": "Semidentado"}}
      ]
    },
    {
      "key": "lock",
      "type": "dropdown",
      "label": {"en": "Lock", "de": "Verriegelung", "fr": "Blocage", "it": "Blocco", "es": "Bloqueo"},
      "section": "blade",
      "options": [
        {
          "id": "slip_joint",
          "label": {
            "en": "Slip joint (no lock)",
            "de": "Slipjoint (ohne Arretierung)",
            "fr": "Sans blocage (slipjoint)",
            "it": "Slipjoint (senza blocco)",
            "es": "Sin bloqueo (slipjoint)"
          }
        },
        {"id": "liner", "label": {"en": "Liner lock", "de": "Liner Lock", "fr": "Liner lock", "it": "Liner lock", "es": "Liner lock"}},
        {"id": "frame", "label": {"en": "Frame lock", "de": "Frame Lock", "fr": "Frame lock", "it": "Frame lock", "es": "Frame lock"}},
        {"id": "back", "label": {"en": "Back lock", "de": "Back Lock", "fr": "Back lock", "it": "Back lock", "es": "Back lock"}},
        {
          "id": "crossbar",
          "label": {
            "en": "Crossbar or axis lock",
            "de": "Crossbar- oder Axis-Lock",
            "fr": "Crossbar ou axis lock",
            "it": "Crossbar o axis lock",
            "es": "Crossbar o axis lock"
          }
        },
        {"id": "button", "label": {"en": "Button lock", "de": "Button Lock", "fr": "Blocage à bouton", "it": "Blocco a pulsante", "es": "Bloqueo de botón"}}
      ]
    },
    {
      "key": "handle_material",
      "type": "text",
      "label": {"en": "Handle material", "de": "Griffmaterial", "fr": "Matière du manche", "it": "Materiale del manico", "es": "Material del mango"},
      "section": "handle",
      "example": {"en": "Titanium, micarta", "de": "Titan, Micarta", "fr": "Titane, micarta", "it": "Titanio, micarta", "es": "Titanio, micarta"}
    },
    {
      "key": "sheath",
      "type": "checkbox",
      "label": {"en": "Sheath or pouch", "de": "Scheide oder Etui", "fr": "Étui", "it": "Fodero", "es": "Funda"},
      "section": "handle"
    },
    {
      "key": "box",
      "type": "checkbox",
      "label": {"en": "Original box", "de": "Originalverpackung", "fr": "Boîte d'origine", "it": "Scatola originale", "es": "Caja original"},
      "section": "handle"
    },
    {
      "key": "blade_length",
      "type": "measurement",
      "label": {"en": "Blade length", "de": "Klingenlänge", "fr": "Longueur de lame", "it": "Lunghezza della lama", "es": "Longitud de la hoja"},
      "section": "dimensions",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "overall_length",
      "type": "measurement",
      "label": {"en": "Overall length", "de": "Gesamtlänge", "fr": "Longueur totale", "it": "Lunghezza totale", "es": "Longitud total"},
      "section": "dimensions",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "handle_length",
      "type": "calculation",
      "label": {"en": "Handle length", "de": "Grifflänge", "fr": "Longueur du manche", "it": "Lunghezza del manico", "es": "Longitud del mango"},
      "section": "dimensions",
      "formula": {"left": {"field": "overall_length"}, "operation": "subtract", "right": {"field": "blade_length"}}
    },
    {
      "key": "blade_thickness",
      "type": "measurement",
      "label": {"en": "Blade thickness", "de": "Klingenstärke", "fr": "Épaisseur de lame", "it": "Spessore della lama", "es": "Grosor de la hoja"},
      "section": "dimensions",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "weight",
      "type": "measurement",
      "label": {"en": "Weight", "de": "Gewicht", "fr": "Poids", "it": "Peso", "es": "Peso"},
      "section": "dimensions",
      "measurement": "mass",
      "unitHint": {"metric": "g", "imperial": "oz"}
    }
  ],
  "highlights": ["maker", "model", "blade_steel"],
  "showcase": "wide"
}

"""#,
        "builtin.lens": #"""
{
  "id": "builtin.lens",
  "version": 1,
  "name": {"en": "Lenses", "de": "Objektive", "fr": "Objectifs", "it": "Obiettivi", "es": "Objetivos"},
  "icon": "camera.aperture",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "optics", "label": {"en": "Optics", "de": "Optik", "fr": "Optique", "it": "Ottica", "es": "Óptica"}}
  ],
  "fields": [
    {
      "key": "brand",
      "type": "text",
      "label": {"en": "Brand", "de": "Marke", "fr": "Marque", "it": "Marca", "es": "Marca"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Leica"}
    },
    {
      "key": "model",
      "type": "text",
      "label": {"en": "Model", "de": "Modell", "fr": "Modèle", "it": "Modello", "es": "Modelo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Summilux-M 50 f/1.4 ASPH."}
    },
    {
      "key": "serial_number",
      "type": "text",
      "label": {"en": "Serial number", "de": "Seriennummer", "fr": "Numéro de série", "it": "Numero di serie", "es": "Número de serie"},
      "section": "identity",
      "sensitive": true,
      "identifying": true
    },
    {
      "key": "mount",
      "type": "text",
      "label": {"en": "Mount", "de": "Anschluss", "fr": "Monture", "it": "Innesto", "es": "Montura"},
      "section": "identity",
      "example": {"en": "Leica M"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year of production", "de": "Baujahr", "fr": "Année de production", "it": "Anno di produzione", "es": "Año de fabricación"},
      "section": "identity",
      "example": {"en": "2004"}
    },
    {
      "key": "lens_type",
      "type": "dropdown",
      "label": {"en": "Type", "de": "Art", "fr": "Type", "it": "Tipo", "es": "Tipo"},
      "section": "optics",
      "options": [
        {"id": "prime", "label": {"en": "Prime", "de": "Festbrennweite", "fr": "Focale fixe", "it": "Focale fissa", "es": "Focal fija"}},
        {"id": "zoom", "label": {"en": "Zoom", "de": "Zoom", "fr": "Zoom", "it": "Zoom", "es": "Zoom"}},
        {"id": "macro", "label": {"en": "Macro", "de": "Makro", "fr": "Macro", "it": "Macro", "es": "Macro"}},
        {
          "id": "tilt_shift",
          "label": {"en": "Tilt-shift", "de": "Tilt-Shift", "fr": "Décentrable (tilt-shift)", "it": "Decentrabile (tilt-shift)", "es": "Descentrable (tilt-shift)"}
        }
      ]
    },
    {
      "key": "focal_length",
      "type": "text",
      "label": {"en": "Focal length", "de": "Brennweite", "fr": "Focale", "it": "Lunghezza focale", "es": "Distancia focal"},
      "section": "optics",
      "example": {"en": "50 mm"}
    },
    {
      "key": "max_aperture",
      "type": "text",
      "label": {"en": "Maximum aperture", "de": "Lichtstärke", "fr": "Ouverture maximale", "it": "Apertura massima", "es": "Apertura máxima"},
      "section": "optics",
      "example": {"en": "f/1.4"}
    },
    {
      "key": "focus",
      "type": "dropdown",
      "label": {"en": "Focus", "de": "Fokus", "fr": "Mise au point", "it": "Messa a fuoco", "es": "Enfoque"},
      "section": "optics",
      "options": [
        {"id": "manual", "label": {"en": "Manual", "de": "Manuell", "fr": "Manuelle", "it": "Manuale", "es": "Manual"}},
        {"id": "autofocus", "label": {"en": "Autofocus", "de": "Autofokus", "fr": "Autofocus", "it": "Autofocus", "es": "Autoenfoque"}}
      ]
    },
    {
      "key": "filter_thread",
      "type": "number",
      "label": {"en": "Filter thread", "de": "Filtergewinde", "fr": "Diamètre de filtre", "it": "Diametro del filtro", "es": "Rosca de filtro"},
      "section": "optics",
      "suffix": {"en": "mm", "de": "mm", "fr": "mm", "it": "mm", "es": "mm"},
      "example": {"en": "46"}
    },
    {
      "key": "glass",
      "type": "dropdown",
      "label": {"en": "Glass condition", "de": "Zustand der Optik", "fr": "État de l'optique", "it": "Stato delle lenti", "es": "Estado de la óptica"},
      "section": "optics",
      "options": [
        {"id": "clean", "label": {"en": "Clean", "de": "Klar", "fr": "Propre", "it": "Pulite", "es": "Limpia"}},
        {"id": "dust", "label": {"en": "Some dust", "de": "Etwas Staub", "fr": "Quelques poussières", "it": "Un po' di polvere", "es": "Algo de polvo"}},
        {"id": "haze", "label": {"en": "Haze", "de": "Schleier", "fr": "Voile", "it": "Velatura", "es": "Neblina"}},
        {"id": "scratches", "label": {"en": "Scratches", "de": "Kratzer", "fr": "Rayures", "it": "Graffi", "es": "Arañazos"}},
        {"id": "fungus", "label": {"en": "Fungus", "de": "Pilz", "fr": "Champignons", "it": "Funghi", "es": "Hongos"}}
      ]
    },
    {
      "key": "weight",
      "type": "measurement",
      "label": {"en": "Weight", "de": "Gewicht", "fr": "Poids", "it": "Peso", "es": "Peso"},
      "section": "optics",
      "measurement": "mass",
      "unitHint": {"metric": "g", "imperial": "oz"}
    },
    {
      "key": "caps_hood",
      "type": "checkbox",
      "label": {"en": "Caps and hood", "de": "Deckel und Gegenlichtblende", "fr": "Bouchons et pare-soleil", "it": "Tappi e paraluce", "es": "Tapas y parasol"},
      "section": "optics"
    }
  ],
  "highlights": ["brand", "model", "mount"]
}

"""#,
        "builtin.mineral": #"""
{
  "id": "builtin.mineral",
  "version": 1,
  "name": {"en": "Minerals", "de": "Mineralien", "fr": "Minéraux", "it": "Minerali", "es": "Minerales"},
  "icon": "mountain.2",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "locality", "label": {"en": "Locality", "de": "Fundort", "fr": "Localité", "it": "Località", "es": "Localidad"}},
    {"id": "specimen", "label": {"en": "Specimen", "de": "Stufe", "fr": "Spécimen", "it": "Esemplare", "es": "Ejemplar"}}
  ],
  "fields": [
    {
      "key": "mineral_name",
      "type": "text",
      "label": {"en": "Mineral", "de": "Mineral", "fr": "Minéral", "it": "Minerale", "es": "Mineral"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Quartz", "de": "Quarz", "fr": "Quartz", "it": "Quarzo", "es": "Cuarzo"}
    },
    {
      "key": "variety",
      "type": "text",
      "label": {"en": "Variety", "de": "Varietät", "fr": "Variété", "it": "Varietà", "es": "Variedad"},
      "section": "identity",
      "example": {"en": "Smoky quartz", "de": "Rauchquarz", "fr": "Quartz fumé", "it": "Quarzo affumicato", "es": "Cuarzo ahumado"}
    },
    {
      "key": "associated",
      "type": "text",
      "label": {"en": "Associated minerals", "de": "Begleitmineralien", "fr": "Minéraux associés", "it": "Minerali associati", "es": "Minerales asociados"},
      "section": "identity",
      "example": {"en": "Adularia, chlorite", "de": "Adular, Chlorit", "fr": "Adulaire, chlorite", "it": "Adularia, clorite", "es": "Adularia, clorita"}
    },
    {
      "key": "formula",
      "type": "text",
      "label": {"en": "Chemical formula", "de": "Chemische Formel", "fr": "Formule chimique", "it": "Formula chimica", "es": "Fórmula química"},
      "section": "identity",
      "example": {"en": "SiO₂"}
    },
    {
      "key": "hardness",
      "type": "number",
      "label": {"en": "Hardness (Mohs)", "de": "Härte (Mohs)", "fr": "Dureté (Mohs)", "it": "Durezza (Mohs)", "es": "Dureza (Mohs)"},
      "section": "identity",
      "example": {"en": "7"}
    },
    {
      "key": "locality",
      "type": "text",
      "label": {"en": "Locality", "de": "Fundort", "fr": "Localité", "it": "Località", "es": "Localidad"},
      "section": "locality",
      "identifying": true,
      "example": {
        "en": "Göscheneralp, Uri, Switzerland",
        "de": "Göscheneralp, Uri, Schweiz",
        "fr": "Göscheneralp, Uri, Suisse",
        "it": "Göscheneralp, Uri, Svizzera",
        "es": "Göscheneralp, Uri, Suiza"
      }
    },
    {
      "key": "self_collected",
      "type": "checkbox",
      "label": {"en": "Self-collected", "de": "Selbst gefunden", "fr": "Récolte personnelle", "it": "Raccolto personalmente", "es": "Recogido personalmente"},
      "section": "locality"
    },
    {
      "key": "found_on",
      "type": "date",
      "label": {"en": "Date found", "de": "Funddatum", "fr": "Date de découverte", "it": "Data del ritrovamento", "es": "Fecha del hallazgo"},
      "section": "locality"
    },
    {
      "key": "ex_collection",
      "type": "text",
      "label": {"en": "Ex collection", "de": "Ex Sammlung", "fr": "Ex-collection", "it": "Ex collezione", "es": "Ex colección"},
      "section": "locality",
      "example": {"en": "Ex coll. Bally-Prior"}
    },
    {
      "key": "specimen_type",
      "type": "dropdown",
      "label": {"en": "Specimen type", "de": "Art der Stufe", "fr": "Type de spécimen", "it": "Tipo di esemplare", "es": "Tipo de ejemplar"},
      "section": "specimen",
      "options": [
        {"id": "crystal", "label": {"en": "Single crystal", "de": "Einzelkristall", "fr": "Cristal isolé", "it": "Cristallo singolo", "es": "Cristal suelto"}},
        {
          "id": "cluster",
          "label": {"en": "Crystal cluster", "de": "Kristallgruppe", "fr": "Groupe de cristaux", "it": "Gruppo di cristalli", "es": "Grupo de cristales"}
        },
        {"id": "matrix", "label": {"en": "On matrix", "de": "Auf Matrix", "fr": "Sur gangue", "it": "Su matrice", "es": "Sobre matriz"}},
        {"id": "rough", "label": {"en": "Rough", "de": "Rohstein", "fr": "Brut", "it": "Grezzo", "es": "En bruto"}},
        {
          "id": "polished",
          "label": {"en": "Cut or polished", "de": "Geschliffen oder poliert", "fr": "Taillé ou poli", "it": "Tagliato o levigato", "es": "Tallado o pulido"}
        },
        {"id": "fossil", "label": {"en": "Fossil", "de": "Fossil", "fr": "Fossile", "it": "Fossile", "es": "Fósil"}},
        {"id": "meteorite", "label": {"en": "Meteorite", "de": "Meteorit", "fr": "Météorite", "it": "Meteorite", "es": "Meteorito"}}
      ]
    },
    {
      "key": "size_class",
      "type": "dropdown",
      "label": {"en": "Size class", "de": "Größenklasse", "fr": "Catégorie de taille", "it": "Classe di dimensione", "es": "Categoría de tamaño"},
      "section": "specimen",
      "options": [
        {"id": "micromount", "label": {"en": "Micromount", "de": "Micromount", "fr": "Micromount", "it": "Micromount", "es": "Micromount"}},
        {"id": "thumbnail", "label": {"en": "Thumbnail", "de": "Thumbnail", "fr": "Thumbnail", "it": "Thumbnail", "es": "Thumbnail"}},
        {"id": "miniature", "label": {"en": "Miniature", "de": "Miniatur", "fr": "Miniature", "it": "Miniatura", "es": "Miniatura"}},
        {
          "id": "small_cabinet",
          "label": {"en": "Small cabinet", "de": "Kleine Handstufe", "fr": "Petit cabinet", "it": "Piccolo cabinet", "es": "Pequeño gabinete"}
        },
        {"id": "cabinet", "label": {"en": "Cabinet", "de": "Handstufe", "fr": "Cabinet", "it": "Cabinet", "es": "Gabinete"}},
        {"id": "museum", "label": {"en": "Museum size", "de": "Museumsstufe", "fr": "Pièce de musée", "it": "Pezzo da museo", "es": "Pieza de museo"}}
      ]
    },
    {
      "key": "width",
      "type": "measurement",
      "label": {"en": "Width", "de": "Breite", "fr": "Largeur", "it": "Larghezza", "es": "Anchura"},
      "section": "specimen",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "height",
      "type": "measurement",
      "label": {"en": "Height", "de": "Höhe", "fr": "Hauteur", "it": "Altezza", "es": "Altura"},
      "section": "specimen",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "depth",
      "type": "measurement",
      "label": {"en": "Depth", "de": "Tiefe", "fr": "Profondeur", "it": "Profondità", "es": "Profundidad"},
      "section": "specimen",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "weight",
      "type": "measurement",
      "label": {"en": "Weight", "de": "Gewicht", "fr": "Poids", "it": "Peso", "es": "Peso"},
      "section": "specimen",
      "measurement": "mass",
      "unitHint": {"metric": "g", "imperial": "oz"}
    },
    {
      "key": "fluorescent",
      "type": "checkbox",
      "label": {"en": "Fluorescent", "de": "Fluoreszierend", "fr": "Fluorescent", "it": "Fluorescente", "es": "Fluorescente"},
      "section": "specimen"
    },
    {
      "key": "radioactive",
      "type": "checkbox",
      "label": {"en": "Radioactive", "de": "Radioaktiv", "fr": "Radioactif", "it": "Radioattivo", "es": "Radiactivo"},
      "section": "specimen"
    }
  ],
  "highlights": ["mineral_name", "variety", "locality"]
}

"""#,
        "builtin.optic": #"""
{
  "id": "builtin.optic",
  "version": 1,
  "name": {"en": "Optics", "de": "Optik", "fr": "Optiques", "it": "Ottiche", "es": "Ópticas"},
  "icon": "scope",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {
      "id": "optics",
      "label": {"en": "Technical data", "de": "Technische Daten", "fr": "Caractéristiques techniques", "it": "Dati tecnici", "es": "Datos técnicos"}
    }
  ],
  "fields": [
    {
      "key": "brand",
      "type": "text",
      "label": {"en": "Brand", "de": "Marke", "fr": "Marque", "it": "Marca", "es": "Marca"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Swarovski"}
    },
    {
      "key": "model",
      "type": "text",
      "label": {"en": "Model", "de": "Modell", "fr": "Modèle", "it": "Modello", "es": "Modelo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Z8i 2-16x50"}
    },
    {
      "key": "serial_number",
      "type": "text",
      "label": {"en": "Serial number", "de": "Seriennummer", "fr": "Numéro de série", "it": "Numero di serie", "es": "Número de serie"},
      "section": "identity",
      "sensitive": true,
      "identifying": true
    },
    {
      "key": "optic_type",
      "type": "dropdown",
      "label": {"en": "Type", "de": "Art", "fr": "Type", "it": "Tipo", "es": "Tipo"},
      "section": "identity",
      "options": [
        {"id": "riflescope", "label": {"en": "Riflescope", "de": "Zielfernrohr", "fr": "Lunette de tir", "it": "Cannocchiale da puntamento", "es": "Visor"}},
        {
          "id": "red_dot",
          "label": {"en": "Red dot sight", "de": "Rotpunktvisier", "fr": "Viseur point rouge", "it": "Mirino a punto rosso", "es": "Visor de punto rojo"}
        },
        {"id": "binoculars", "label": {"en": "Binoculars", "de": "Fernglas", "fr": "Jumelles", "it": "Binocolo", "es": "Prismáticos"}},
        {"id": "spotting_scope", "label": {"en": "Spotting scope", "de": "Spektiv", "fr": "Longue-vue", "it": "Cannocchiale", "es": "Telescopio terrestre"}},
        {"id": "rangefinder", "label": {"en": "Rangefinder", "de": "Entfernungsmesser", "fr": "Télémètre", "it": "Telemetro", "es": "Telémetro"}},
        {
          "id": "thermal",
          "label": {
            "en": "Thermal or night vision",
            "de": "Wärmebild oder Nachtsicht",
            "fr": "Thermique ou vision nocturne",
            "it": "Termico o visore notturno",
            "es": "Térmico o visión nocturna"
          }
        }
      ]
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year of production", "de": "Baujahr", "fr": "Année de production", "it": "Anno di produzione", "es": "Año de fabricación"},
      "section": "identity",
      "example": {"en": "2021"}
    },
    {
      "key": "magnification",
      "type": "text",
      "label": {"en": "Magnification", "de": "Vergrößerung", "fr": "Grossissement", "it": "Ingrandimento", "es": "Aumentos"},
      "section": "optics",
      "example": {"en": "2–16×"}
    },
    {
      "key": "objective",
      "type": "measurement",
      "label": {"en": "Objective diameter", "de": "Objektivdurchmesser", "fr": "Diamètre de l'objectif", "it": "Diametro dell'obiettivo", "es": "Diámetro del objetivo"},
      "section": "optics",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "tube",
      "type": "measurement",
      "label": {"en": "Tube diameter", "de": "Mittelrohrdurchmesser", "fr": "Diamètre du tube", "it": "Diametro del tubo", "es": "Diámetro del tubo"},
      "section": "optics",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "reticle",
      "type": "text",
      "label": {"en": "Reticle", "de": "Absehen", "fr": "Réticule", "it": "Reticolo", "es": "Retícula"},
      "section": "optics",
      "example": {"en": "4A-I"}
    },
    {
      "key": "focal_plane",
      "type": "dropdown",
      "label": {"en": "Focal plane", "de": "Bildebene", "fr": "Plan focal", "it": "Piano focale", "es": "Plano focal"},
      "section": "optics",
      "options": [
        {
          "id": "first",
          "label": {
            "en": "First (FFP)",
            "de": "Erste Bildebene (FFP)",
            "fr": "Premier plan focal (FFP)",
            "it": "Primo piano focale (FFP)",
            "es": "Primer plano focal (FFP)"
          }
        },
        {
          "id": "second",
          "label": {
            "en": "Second (SFP)",
            "de": "Zweite Bildebene (SFP)",
            "fr": "Second plan focal (SFP)",
            "it": "Secondo piano focale (SFP)",
            "es": "Segundo plano focal (SFP)"
          }
        }
      ]
    },
    {
      "key": "illuminated",
      "type": "checkbox",
      "label": {"en": "Illuminated reticle", "de": "Leuchtabsehen", "fr": "Réticule lumineux", "it": "Reticolo illuminato", "es": "Retícula iluminada"},
      "section": "optics"
    },
    {
      "key": "click_value",
      "type": "text",
      "label": {"en": "Click value", "de": "Klickwert", "fr": "Valeur du clic", "it": "Valore del click", "es": "Valor del clic"},
      "section": "optics",
      "example": {"en": "1 cm / 100 m"}
    },
    {
      "key": "mount",
      "type": "text",
      "label": {"en": "Mount", "de": "Montage", "fr": "Montage", "it": "Attacchi", "es": "Montura"},
      "section": "optics",
      "example": {"en": "30 mm rings", "de": "30-mm-Ringe", "fr": "Colliers de 30 mm", "it": "Anelli da 30 mm", "es": "Anillas de 30 mm"}
    },
    {
      "key": "weight",
      "type": "measurement",
      "label": {"en": "Weight", "de": "Gewicht", "fr": "Poids", "it": "Peso", "es": "Peso"},
      "section": "optics",
      "measurement": "mass",
      "unitHint": {"metric": "g", "imperial": "oz"}
    }
  ],
  "highlights": ["brand", "model", "magnification"],
  "showcase": "wide"
}

"""#,
        "builtin.pen": #"""
{
  "id": "builtin.pen",
  "version": 1,
  "name": {"en": "Pens", "de": "Schreibgeräte", "fr": "Stylos", "it": "Penne", "es": "Plumas y bolígrafos"},
  "icon": "pencil",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {
      "id": "nib",
      "label": {"en": "Nib and filling", "de": "Feder und Füllsystem", "fr": "Plume et remplissage", "it": "Pennino e caricamento", "es": "Plumín y carga"}
    },
    {"id": "body", "label": {"en": "Body", "de": "Korpus", "fr": "Corps", "it": "Corpo", "es": "Cuerpo"}}
  ],
  "fields": [
    {
      "key": "brand",
      "type": "text",
      "label": {"en": "Brand", "de": "Marke", "fr": "Marque", "it": "Marca", "es": "Marca"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Montblanc"}
    },
    {
      "key": "model",
      "type": "text",
      "label": {"en": "Model", "de": "Modell", "fr": "Modèle", "it": "Modello", "es": "Modelo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Meisterstück 149"}
    },
    {
      "key": "pen_type",
      "type": "dropdown",
      "label": {"en": "Type", "de": "Art", "fr": "Type", "it": "Tipo", "es": "Tipo"},
      "section": "identity",
      "options": [
        {"id": "fountain", "label": {"en": "Fountain pen", "de": "Füllfederhalter", "fr": "Stylo plume", "it": "Stilografica", "es": "Pluma estilográfica"}},
        {"id": "rollerball", "label": {"en": "Rollerball", "de": "Tintenroller", "fr": "Roller", "it": "Roller", "es": "Roller"}},
        {"id": "ballpoint", "label": {"en": "Ballpoint pen", "de": "Kugelschreiber", "fr": "Stylo bille", "it": "Penna a sfera", "es": "Bolígrafo"}},
        {"id": "pencil", "label": {"en": "Mechanical pencil", "de": "Druckbleistift", "fr": "Porte-mine", "it": "Portamine", "es": "Portaminas"}},
        {"id": "dip", "label": {"en": "Dip pen", "de": "Federhalter", "fr": "Porte-plume", "it": "Cannuccia", "es": "Portaplumas"}}
      ]
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year", "de": "Jahr", "fr": "Année", "it": "Anno", "es": "Año"},
      "section": "identity",
      "example": {"en": "1952"}
    },
    {
      "key": "limited_edition",
      "type": "checkbox",
      "label": {"en": "Limited edition", "de": "Limitierte Auflage", "fr": "Édition limitée", "it": "Edizione limitata", "es": "Edición limitada"},
      "section": "identity"
    },
    {
      "key": "edition_number",
      "type": "text",
      "label": {"en": "Number in edition", "de": "Nummer der Auflage", "fr": "Numéro d'exemplaire", "it": "Numero di esemplare", "es": "Número de ejemplar"},
      "section": "identity",
      "example": {"en": "0123/4810"}
    },
    {
      "key": "nib_size",
      "type": "dropdown",
      "label": {"en": "Nib size", "de": "Federbreite", "fr": "Largeur de plume", "it": "Misura del pennino", "es": "Grosor del plumín"},
      "section": "nib",
      "options": [
        {"id": "ef", "label": {"en": "Extra fine (EF)", "de": "Extrafein (EF)", "fr": "Extra-fine (EF)", "it": "Extra fine (EF)", "es": "Extrafino (EF)"}},
        {"id": "f", "label": {"en": "Fine (F)", "de": "Fein (F)", "fr": "Fine (F)", "it": "Fine (F)", "es": "Fino (F)"}},
        {"id": "m", "label": {"en": "Medium (M)", "de": "Mittel (M)", "fr": "Moyenne (M)", "it": "Media (M)", "es": "Medio (M)"}},
        {"id": "b", "label": {"en": "Broad (B)", "de": "Breit (B)", "fr": "Large (B)", "it": "Larga (B)", "es": "Ancho (B)"}},
        {"id": "bb", "label": {"en": "Double broad (BB)", "de": "Extrabreit (BB)", "fr": "Très large (BB)", "it": "Extra larga (BB)", "es": "Extra ancho (BB)"}},
        {"id": "stub", "label": {"en": "Stub", "de": "Stub", "fr": "Stub", "it": "Stub", "es": "Stub"}},
        {"id": "italic", "label": {"en": "Italic", "de": "Kursiv", "fr": "Italique", "it": "Corsivo", "es": "Itálica"}},
        {"id": "oblique", "label": {"en": "Oblique", "de": "Schräg", "fr": "Oblique", "it": "Obliquo", "es": "Oblicuo"}},
        {"id": "flex", "label": {"en": "Flexible", "de": "Flexibel", "fr": "Flexible", "it": "Flessibile", "es": "Flexible"}}
      ]
    },
    {
      "key": "nib_material",
      "type": "dropdown",
      "label": {"en": "Nib material", "de": "Federmaterial", "fr": "Matière de la plume", "it": "Materiale del pennino", "es": "Material del plumín"},
      "section": "nib",
      "options": [
        {"id": "gold_21k", "label": {"en": "21 kt gold", "de": "21-Karat-Gold", "fr": "Or 21 carats", "it": "Oro 21 carati", "es": "Oro de 21 quilates"}},
        {"id": "gold_18k", "label": {"en": "18 kt gold", "de": "18-Karat-Gold", "fr": "Or 18 carats", "it": "Oro 18 carati", "es": "Oro de 18 quilates"}},
        {"id": "gold_14k", "label": {"en": "14 kt gold", "de": "14-Karat-Gold", "fr": "Or 14 carats", "it": "Oro 14 carati", "es": "Oro de 14 quilates"}},
        {"id": "steel", "label": {"en": "Steel", "de": "Stahl", "fr": "Acier", "it": "Acciaio", "es": "Acero"}},
        {"id": "titanium", "label": {"en": "Titanium", "de": "Titan", "fr": "Titane", "it": "Titanio", "es": "Titanio"}},
        {"id": "palladium", "label": {"en": "Palladium", "de": "Palladium", "fr": "Palladium", "it": "Palladio", "es": "Paladio"}}
      ]
    },
    {
      "key": "filling_system",
      "type": "dropdown",
      "label": {"en": "Filling system", "de": "Füllsystem", "fr": "Système de remplissage", "it": "Sistema di caricamento", "es": "Sistema de carga"},
      "section": "nib",
      "options": [
        {
          "id": "cartridge_converter",
          "label": {
            "en": "Cartridge or converter",
            "de": "Patrone oder Konverter",
            "fr": "Cartouche ou convertisseur",
            "it": "Cartuccia o convertitore",
            "es": "Cartucho o convertidor"
          }
        },
        {"id": "piston", "label": {"en": "Piston", "de": "Kolben", "fr": "Piston", "it": "Stantuffo", "es": "Pistón"}},
        {"id": "vacuum", "label": {"en": "Vacuum", "de": "Vakuum", "fr": "Dépression", "it": "Depressione", "es": "Vacío"}},
        {"id": "lever", "label": {"en": "Lever", "de": "Hebel", "fr": "Levier", "it": "Leva", "es": "Palanca"}},
        {
          "id": "button",
          "label": {"en": "Button filler", "de": "Knopffüller", "fr": "Remplissage à bouton", "it": "Caricamento a pulsante", "es": "Carga por botón"}
        },
        {"id": "eyedropper", "label": {"en": "Eyedropper", "de": "Eyedropper (Pipette)", "fr": "Compte-gouttes", "it": "Contagocce", "es": "Cuentagotas"}}
      ]
    },
    {
      "key": "current_ink",
      "type": "text",
      "label": {"en": "Currently inked with", "de": "Aktuell befüllt mit", "fr": "Encre actuelle", "it": "Attualmente caricata con", "es": "Cargada con"},
      "section": "nib",
      "example": {"en": "Pelikan 4001 Royal Blue"}
    },
    {
      "key": "writing",
      "type": "rating",
      "label": {"en": "Writing experience", "de": "Schreibgefühl", "fr": "Plaisir d'écriture", "it": "Piacere di scrittura", "es": "Sensación de escritura"},
      "section": "nib",
      "ratingMax": 5
    },
    {
      "key": "body_material",
      "type": "multiple_choice",
      "label": {"en": "Material", "de": "Material", "fr": "Matière", "it": "Materiale", "es": "Material"},
      "section": "body",
      "options": [
        {"id": "resin", "label": {"en": "Resin", "de": "Edelharz", "fr": "Résine", "it": "Resina", "es": "Resina"}},
        {"id": "celluloid", "label": {"en": "Celluloid", "de": "Zelluloid", "fr": "Celluloïd", "it": "Celluloide", "es": "Celuloide"}},
        {"id": "ebonite", "label": {"en": "Ebonite", "de": "Hartgummi (Ebonit)", "fr": "Ébonite", "it": "Ebanite", "es": "Ebonita"}},
        {"id": "acrylic", "label": {"en": "Acrylic", "de": "Acryl", "fr": "Acrylique", "it": "Acrilico", "es": "Acrílico"}},
        {
          "id": "lacquer",
          "label": {"en": "Urushi or lacquer", "de": "Urushi oder Lack", "fr": "Urushi ou laque", "it": "Urushi o lacca", "es": "Urushi o laca"}
        },
        {"id": "metal", "label": {"en": "Metal", "de": "Metall", "fr": "Métal", "it": "Metallo", "es": "Metal"}},
        {"id": "sterling", "label": {"en": "Sterling silver", "de": "Sterlingsilber", "fr": "Argent massif", "it": "Argento sterling", "es": "Plata de ley"}},
        {"id": "wood", "label": {"en": "Wood", "de": "Holz", "fr": "Bois", "it": "Legno", "es": "Madera"}}
      ]
    },
    {
      "key": "color",
      "type": "text",
      "label": {"en": "Color or pattern", "de": "Farbe oder Dekor", "fr": "Couleur ou motif", "it": "Colore o motivo", "es": "Color o motivo"},
      "section": "body",
      "example": {"en": "Black", "de": "Schwarz", "fr": "Noir", "it": "Nero", "es": "Negro"}
    },
    {
      "key": "trim",
      "type": "dropdown",
      "label": {"en": "Trim", "de": "Beschläge", "fr": "Garnitures", "it": "Finiture", "es": "Adornos"},
      "section": "body",
      "options": [
        {"id": "gold", "label": {"en": "Gold", "de": "Gold", "fr": "Or", "it": "Oro", "es": "Oro"}},
        {
          "id": "rhodium",
          "label": {"en": "Rhodium or silver", "de": "Rhodium oder Silber", "fr": "Rhodium ou argent", "it": "Rodio o argento", "es": "Rodio o plata"}
        },
        {"id": "rose_gold", "label": {"en": "Rose gold", "de": "Roségold", "fr": "Or rose", "it": "Oro rosa", "es": "Oro rosa"}},
        {"id": "black", "label": {"en": "Black", "de": "Schwarz", "fr": "Noir", "it": "Nero", "es": "Negro"}}
      ]
    },
    {
      "key": "length",
      "type": "measurement",
      "label": {"en": "Length (capped)", "de": "Länge (geschlossen)", "fr": "Longueur (fermé)", "it": "Lunghezza (chiusa)", "es": "Longitud (cerrada)"},
      "section": "body",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "weight",
      "type": "measurement",
      "label": {"en": "Weight", "de": "Gewicht", "fr": "Poids", "it": "Peso", "es": "Peso"},
      "section": "body",
      "measurement": "mass",
      "unitHint": {"metric": "g", "imperial": "oz"}
    },
    {
      "key": "box",
      "type": "checkbox",
      "label": {"en": "Original box", "de": "Originalverpackung", "fr": "Boîte d'origine", "it": "Scatola originale", "es": "Caja original"},
      "section": "body"
    }
  ],
  "highlights": ["brand", "model", "nib_size"],
  "suggestions": [{"template": "builtin.ink"}],
  "showcase": "wide"
}

"""#,
        "builtin.perfume": #"""
{
  "id": "builtin.perfume",
  "version": 1,
  "name": {"en": "Perfumes", "de": "Parfums", "fr": "Parfums", "it": "Profumi", "es": "Perfumes"},
  "icon": "drop.halffull",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "scent", "label": {"en": "Scent", "de": "Duft", "fr": "Profil olfactif", "it": "Profilo olfattivo", "es": "Perfil olfativo"}},
    {"id": "bottle", "label": {"en": "Bottle", "de": "Flakon", "fr": "Flacon", "it": "Flacone", "es": "Frasco"}}
  ],
  "fields": [
    {
      "key": "house",
      "type": "text",
      "label": {"en": "House", "de": "Marke", "fr": "Maison", "it": "Maison", "es": "Casa"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Guerlain"}
    },
    {
      "key": "fragrance",
      "type": "text",
      "label": {"en": "Fragrance", "de": "Duft", "fr": "Parfum", "it": "Fragranza", "es": "Fragancia"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Shalimar"}
    },
    {
      "key": "concentration",
      "type": "dropdown",
      "label": {"en": "Concentration", "de": "Konzentration", "fr": "Concentration", "it": "Concentrazione", "es": "Concentración"},
      "section": "identity",
      "identifying": true,
      "options": [
        {
          "id": "extrait",
          "label": {"en": "Extrait de parfum", "de": "Extrait de Parfum", "fr": "Extrait de parfum", "it": "Extrait de parfum", "es": "Extracto de perfume"}
        },
        {"id": "edp", "label": {"en": "Eau de parfum", "de": "Eau de Parfum", "fr": "Eau de parfum", "it": "Eau de parfum", "es": "Eau de parfum"}},
        {"id": "edt", "label": {"en": "Eau de toilette", "de": "Eau de Toilette", "fr": "Eau de toilette", "it": "Eau de toilette", "es": "Eau de toilette"}},
        {"id": "edc", "label": {"en": "Eau de cologne", "de": "Eau de Cologne", "fr": "Eau de cologne", "it": "Eau de cologne", "es": "Eau de cologne"}},
        {"id": "oil", "label": {"en": "Perfume oil", "de": "Parfümöl", "fr": "Huile parfumée", "it": "Olio profumato", "es": "Aceite perfumado"}}
      ]
    },
    {
      "key": "perfumer",
      "type": "text",
      "label": {"en": "Perfumer", "de": "Parfümeur", "fr": "Parfumeur", "it": "Profumiere", "es": "Perfumista"},
      "section": "identity",
      "example": {"en": "Jacques Guerlain"}
    },
    {
      "key": "launched",
      "type": "number",
      "label": {"en": "Year of launch", "de": "Lancierungsjahr", "fr": "Année de lancement", "it": "Anno di lancio", "es": "Año de lanzamiento"},
      "section": "identity",
      "example": {"en": "1925"}
    },
    {
      "key": "discontinued",
      "type": "checkbox",
      "label": {"en": "Discontinued", "de": "Eingestellt", "fr": "Arrêté", "it": "Fuori produzione", "es": "Descatalogado"},
      "section": "identity"
    },
    {
      "key": "family",
      "type": "dropdown",
      "label": {"en": "Fragrance family", "de": "Duftfamilie", "fr": "Famille olfactive", "it": "Famiglia olfattiva", "es": "Familia olfativa"},
      "section": "scent",
      "options": [
        {"id": "floral", "label": {"en": "Floral", "de": "Blumig", "fr": "Florale", "it": "Floreale", "es": "Floral"}},
        {
          "id": "amber",
          "label": {"en": "Amber (oriental)", "de": "Amber (orientalisch)", "fr": "Ambrée (orientale)", "it": "Ambrata (orientale)", "es": "Ámbar (oriental)"}
        },
        {"id": "woody", "label": {"en": "Woody", "de": "Holzig", "fr": "Boisée", "it": "Legnosa", "es": "Amaderada"}},
        {
          "id": "fresh",
          "label": {"en": "Fresh or citrus", "de": "Frisch oder zitrisch", "fr": "Hespéridée ou fraîche", "it": "Fresca o agrumata", "es": "Fresca o cítrica"}
        },
        {"id": "chypre", "label": {"en": "Chypre", "de": "Chypre", "fr": "Chyprée", "it": "Cipriata", "es": "Chipre"}},
        {"id": "fougere", "label": {"en": "Fougère", "de": "Fougère", "fr": "Fougère", "it": "Fougère", "es": "Fougère"}},
        {"id": "gourmand", "label": {"en": "Gourmand", "de": "Gourmand", "fr": "Gourmande", "it": "Gourmand", "es": "Gourmand"}},
        {"id": "leather", "label": {"en": "Leather", "de": "Leder", "fr": "Cuirée", "it": "Cuoio", "es": "Cuero"}}
      ]
    },
    {
      "key": "notes",
      "type": "text",
      "label": {"en": "Notes", "de": "Duftnoten", "fr": "Notes olfactives", "it": "Note olfattive", "es": "Notas"},
      "section": "scent",
      "example": {
        "en": "Bergamot, iris, vanilla",
        "de": "Bergamotte, Iris, Vanille",
        "fr": "Bergamote, iris, vanille",
        "it": "Bergamotto, iris, vaniglia",
        "es": "Bergamota, iris, vainilla"
      }
    },
    {
      "key": "longevity",
      "type": "rating",
      "label": {"en": "Longevity", "de": "Haltbarkeit", "fr": "Tenue", "it": "Persistenza", "es": "Duración"},
      "section": "scent",
      "ratingMax": 5
    },
    {
      "key": "sillage",
      "type": "rating",
      "label": {"en": "Sillage", "de": "Sillage", "fr": "Sillage", "it": "Scia", "es": "Estela"},
      "section": "scent",
      "ratingMax": 5
    },
    {
      "key": "my_rating",
      "type": "rating",
      "label": {"en": "My rating", "de": "Meine Bewertung", "fr": "Ma note", "it": "Il mio voto", "es": "Mi valoración"},
      "section": "scent",
      "ratingMax": 5
    },
    {
      "key": "bottle_size",
      "type": "measurement",
      "label": {"en": "Bottle size", "de": "Flakongröße", "fr": "Contenance", "it": "Capacità", "es": "Capacidad"},
      "section": "bottle",
      "identifying": true,
      "measurement": "volume",
      "unitHint": {"metric": "ml", "imperial": "fl_oz"}
    },
    {
      "key": "fill_level",
      "type": "number",
      "label": {"en": "Fill level", "de": "Füllstand", "fr": "Niveau de remplissage", "it": "Livello di riempimento", "es": "Nivel de llenado"},
      "section": "bottle",
      "suffix": {"en": "%", "de": "%", "fr": "%", "it": "%", "es": "%"},
      "example": {"en": "90"}
    },
    {
      "key": "batch_code",
      "type": "text",
      "label": {"en": "Batch code", "de": "Chargencode", "fr": "Code de lot", "it": "Codice lotto", "es": "Código de lote"},
      "section": "bottle",
      "example": {"en": "3H01"}
    },
    {
      "key": "box",
      "type": "checkbox",
      "label": {"en": "Original box", "de": "Originalverpackung", "fr": "Boîte d'origine", "it": "Scatola originale", "es": "Caja original"},
      "section": "bottle"
    },
    {
      "key": "sealed",
      "type": "checkbox",
      "label": {"en": "Sealed", "de": "Versiegelt", "fr": "Scellé", "it": "Sigillato", "es": "Precintado"},
      "section": "bottle"
    }
  ],
  "highlights": ["house", "fragrance", "concentration"],
  "suggestions": [
    {
      "name": {"en": "Samples and decants", "de": "Proben und Abfüllungen", "fr": "Échantillons et décants", "it": "Campioni e decant", "es": "Muestras y decants"},
      "icon": "drop"
    }
  ],
  "showcase": "standing"
}

"""#,
        "builtin.record": #"""
{
  "id": "builtin.record",
  "version": 1,
  "name": {"en": "Records", "de": "Schallplatten", "fr": "Disques", "it": "Dischi", "es": "Discos"},
  "icon": "opticaldisc",
  "sections": [
    {"id": "release", "label": {"en": "Release", "de": "Veröffentlichung", "fr": "Parution", "it": "Pubblicazione", "es": "Edición"}},
    {"id": "pressing", "label": {"en": "Pressing", "de": "Pressung", "fr": "Pressage", "it": "Stampa", "es": "Prensaje"}},
    {"id": "grading", "label": {"en": "Condition grades", "de": "Zustandsnoten", "fr": "Cotation", "it": "Valutazione", "es": "Gradación"}}
  ],
  "fields": [
    {
      "key": "artist",
      "type": "text",
      "label": {"en": "Artist", "de": "Künstler", "fr": "Artiste", "it": "Artista", "es": "Artista"},
      "section": "release",
      "required": true,
      "identifying": true,
      "example": {"en": "Miles Davis"}
    },
    {
      "key": "title",
      "type": "text",
      "label": {"en": "Title", "de": "Titel", "fr": "Titre", "it": "Titolo", "es": "Título"},
      "section": "release",
      "identifying": true,
      "example": {"en": "Kind of Blue"}
    },
    {
      "key": "label",
      "type": "text",
      "label": {"en": "Label", "de": "Label", "fr": "Label", "it": "Etichetta", "es": "Sello"},
      "section": "release",
      "identifying": true,
      "example": {"en": "Columbia"}
    },
    {
      "key": "catalog_number",
      "type": "text",
      "label": {"en": "Catalog number", "de": "Katalognummer", "fr": "Référence catalogue", "it": "Numero di catalogo", "es": "Número de catálogo"},
      "section": "release",
      "identifying": true,
      "example": {"en": "CL 1355"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year of release", "de": "Erscheinungsjahr", "fr": "Année de sortie", "it": "Anno di pubblicazione", "es": "Año de publicación"},
      "section": "release",
      "example": {"en": "1959"}
    },
    {
      "key": "genre",
      "type": "text",
      "label": {"en": "Genre", "de": "Genre", "fr": "Genre", "it": "Genere", "es": "Género"},
      "section": "release",
      "example": {"en": "Jazz"}
    },
    {
      "key": "format",
      "type": "dropdown",
      "label": {"en": "Format", "de": "Format", "fr": "Format", "it": "Formato", "es": "Formato"},
      "section": "release",
      "options": [
        {"id": "lp", "label": {"en": "LP (12″)", "de": "LP (12″)", "fr": "33 tours (12″)", "it": "LP 33 giri (12″)", "es": "LP (12″)"}},
        {"id": "single", "label": {"en": "Single (7″)", "de": "Single (7″)", "fr": "45 tours (7″)", "it": "45 giri (7″)", "es": "Single (7″)"}},
        {"id": "maxi", "label": {"en": "12″ single", "de": "Maxi-Single (12″)", "fr": "Maxi 45 tours (12″)", "it": "Mix 12″", "es": "Maxi single (12″)"}},
        {"id": "shellac", "label": {"en": "Shellac (78 rpm)", "de": "Schellack (78 U/min)", "fr": "78 tours", "it": "78 giri", "es": "Pizarra (78 r. p. m.)"}},
        {"id": "cd", "label": {"en": "CD", "de": "CD", "fr": "CD", "it": "CD", "es": "CD"}},
        {"id": "cassette", "label": {"en": "Cassette", "de": "Kassette", "fr": "Cassette", "it": "Musicassetta", "es": "Casete"}},
        {
          "id": "reel",
          "label": {"en": "Reel-to-reel tape", "de": "Tonband", "fr": "Bande magnétique", "it": "Nastro a bobina", "es": "Cinta de bobina abierta"}
        }
      ]
    },
    {
      "key": "discogs_url",
      "type": "url",
      "label": {"en": "Discogs page", "de": "Discogs-Seite", "fr": "Page Discogs", "it": "Pagina Discogs", "es": "Página de Discogs"},
      "section": "release"
    },
    {
      "key": "country",
      "type": "text",
      "label": {"en": "Country of pressing", "de": "Pressland", "fr": "Pays de pressage", "it": "Paese di stampa", "es": "País de prensado"},
      "section": "pressing",
      "example": {"en": "USA"}
    },
    {
      "key": "pressing",
      "type": "text",
      "label": {"en": "Pressing", "de": "Pressung", "fr": "Pressage", "it": "Stampa", "es": "Prensaje"},
      "section": "pressing",
      "example": {
        "en": "First pressing, 6-eye label",
        "de": "Erstpressung, 6-Eye-Label",
        "fr": "Premier pressage, label 6-eye",
        "it": "Prima stampa, etichetta 6-eye",
        "es": "Primera edición, etiqueta 6-eye"
      }
    },
    {
      "key": "matrix",
      "type": "text",
      "label": {"en": "Matrix / runout", "de": "Matrix / Auslaufrille", "fr": "Matrice / gravure", "it": "Matrice / runout", "es": "Matriz / runout"},
      "section": "pressing",
      "example": {"en": "XLP 47324-1A"}
    },
    {
      "key": "vinyl_color",
      "type": "text",
      "label": {"en": "Vinyl color", "de": "Vinylfarbe", "fr": "Couleur du vinyle", "it": "Colore del vinile", "es": "Color del vinilo"},
      "section": "pressing",
      "example": {"en": "Black", "de": "Schwarz", "fr": "Noir", "it": "Nero", "es": "Negro"}
    },
    {"key": "signed", "type": "checkbox", "label": {"en": "Signed", "de": "Signiert", "fr": "Signé", "it": "Firmato", "es": "Firmado"}, "section": "pressing"},
    {
      "key": "media_grade",
      "type": "dropdown",
      "label": {"en": "Media grade", "de": "Zustand Platte", "fr": "État du disque", "it": "Stato del disco", "es": "Estado del disco"},
      "section": "grading",
      "options": [
        {"id": "m", "label": {"en": "Mint (M)", "de": "Mint (M)", "fr": "Mint (M)", "it": "Mint (M)", "es": "Mint (M)"}},
        {"id": "nm", "label": {"en": "Near mint (NM)", "de": "Near mint (NM)", "fr": "Near mint (NM)", "it": "Near mint (NM)", "es": "Near mint (NM)"}},
        {
          "id": "vg_plus",
          "label": {"en": "Very good plus (VG+)", "de": "Very good plus (VG+)", "fr": "Very good plus (VG+)", "it": "Very good plus (VG+)", "es": "Very good plus (VG+)"}
        },
        {"id": "vg", "label": {"en": "Very good (VG)", "de": "Very good (VG)", "fr": "Very good (VG)", "it": "Very good (VG)", "es": "Very good (VG)"}},
        {"id": "g", "label": {"en": "Good (G)", "de": "Good (G)", "fr": "Good (G)", "it": "Good (G)", "es": "Good (G)"}},
        {"id": "p", "label": {"en": "Poor (P)", "de": "Poor (P)", "fr": "Poor (P)", "it": "Poor (P)", "es": "Poor (P)"}}
      ]
    },
    {
      "key": "sleeve_grade",
      "type": "dropdown",
      "label": {"en": "Sleeve grade", "de": "Zustand Cover", "fr": "État de la pochette", "it": "Stato della copertina", "es": "Estado de la funda"},
      "section": "grading",
      "options": [
        {"id": "m", "label": {"en": "Mint (M)", "de": "Mint (M)", "fr": "Mint (M)", "it": "Mint (M)", "es": "Mint (M)"}},
        {"id": "nm", "label": {"en": "Near mint (NM)", "de": "Near mint (NM)", "fr": "Near mint (NM)", "it": "Near mint (NM)", "es": "Near mint (NM)"}},
        {
          "id": "vg_plus",
          "label": {"en": "Very good plus (VG+)", "de": "Very good plus (VG+)", "fr": "Very good plus (VG+)", "it": "Very good plus (VG+)", "es": "Very good plus (VG+)"}
        },
        {"id": "vg", "label": {"en": "Very good (VG)", "de": "Very good (VG)", "fr": "Very good (VG)", "it": "Very good (VG)", "es": "Very good (VG)"}},
        {"id": "g", "label": {"en": "Good (G)", "de": "Good (G)", "fr": "Good (G)", "it": "Good (G)", "es": "Good (G)"}},
        {"id": "p", "label": {"en": "Poor (P)", "de": "Poor (P)", "fr": "Poor (P)", "it": "Poor (P)", "es": "Poor (P)"}}
      ]
    }
  ],
  "highlights": ["artist", "title", "year"],
  "showcase": "lying"
}

"""#,
        "builtin.scale_model": #"""
{
  "id": "builtin.scale_model",
  "version": 1,
  "name": {"en": "Scale models", "de": "Modelle", "fr": "Modèles réduits", "it": "Modellini", "es": "Maquetas y modelos a escala"},
  "icon": "car.side",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "details", "label": {"en": "Details", "de": "Details", "fr": "Détails", "it": "Dettagli", "es": "Detalles"}}
  ],
  "fields": [
    {
      "key": "maker",
      "type": "text",
      "label": {"en": "Maker or brand", "de": "Hersteller oder Marke", "fr": "Fabricant ou marque", "it": "Produttore o marchio", "es": "Fabricante o marca"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Minichamps"}
    },
    {
      "key": "subject",
      "type": "text",
      "label": {"en": "Subject", "de": "Vorbild", "fr": "Modèle réel", "it": "Soggetto", "es": "Modelo real"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Porsche 911 Carrera RS 2.7"}
    },
    {
      "key": "reference",
      "type": "text",
      "label": {"en": "Item number", "de": "Artikelnummer", "fr": "Référence", "it": "Codice articolo", "es": "Referencia"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "430065100"}
    },
    {
      "key": "scale",
      "type": "dropdown",
      "label": {"en": "Scale", "de": "Maßstab", "fr": "Échelle", "it": "Scala", "es": "Escala"},
      "section": "identity",
      "options": [
        {"id": "s1_8", "label": {"en": "1:8", "de": "1:8", "fr": "1:8", "it": "1:8", "es": "1:8"}},
        {"id": "s1_12", "label": {"en": "1:12", "de": "1:12", "fr": "1:12", "it": "1:12", "es": "1:12"}},
        {"id": "s1_18", "label": {"en": "1:18", "de": "1:18", "fr": "1:18", "it": "1:18", "es": "1:18"}},
        {"id": "s1_24", "label": {"en": "1:24", "de": "1:24", "fr": "1:24", "it": "1:24", "es": "1:24"}},
        {"id": "s1_32", "label": {"en": "1:32", "de": "1:32", "fr": "1:32", "it": "1:32", "es": "1:32"}},
        {"id": "s1_43", "label": {"en": "1:43", "de": "1:43", "fr": "1:43", "it": "1:43", "es": "1:43"}},
        {"id": "s1_64", "label": {"en": "1:64", "de": "1:64", "fr": "1:64", "it": "1:64", "es": "1:64"}},
        {"id": "s1_72", "label": {"en": "1:72", "de": "1:72", "fr": "1:72", "it": "1:72", "es": "1:72"}},
        {"id": "s1_87", "label": {"en": "1:87 (H0)", "de": "1:87 (H0)", "fr": "1:87 (H0)", "it": "1:87 (H0)", "es": "1:87 (H0)"}},
        {"id": "s1_160", "label": {"en": "1:160 (N)", "de": "1:160 (N)", "fr": "1:160 (N)", "it": "1:160 (N)", "es": "1:160 (N)"}},
        {"id": "s1_220", "label": {"en": "1:220 (Z)", "de": "1:220 (Z)", "fr": "1:220 (Z)", "it": "1:220 (Z)", "es": "1:220 (Z)"}},
        {"id": "other", "label": {"en": "Other", "de": "Andere", "fr": "Autre", "it": "Altro", "es": "Otro"}}
      ]
    },
    {
      "key": "model_type",
      "type": "dropdown",
      "label": {"en": "Type", "de": "Art", "fr": "Type", "it": "Tipo", "es": "Tipo"},
      "section": "identity",
      "options": [
        {"id": "car", "label": {"en": "Car", "de": "Auto", "fr": "Voiture", "it": "Auto", "es": "Coche"}},
        {"id": "truck", "label": {"en": "Truck or bus", "de": "Lkw oder Bus", "fr": "Camion ou bus", "it": "Camion o autobus", "es": "Camión o autobús"}},
        {"id": "motorcycle", "label": {"en": "Motorcycle", "de": "Motorrad", "fr": "Moto", "it": "Moto", "es": "Moto"}},
        {"id": "aircraft", "label": {"en": "Aircraft", "de": "Flugzeug", "fr": "Avion", "it": "Aereo", "es": "Avión"}},
        {"id": "ship", "label": {"en": "Ship", "de": "Schiff", "fr": "Navire", "it": "Nave", "es": "Barco"}},
        {"id": "railway", "label": {"en": "Railway", "de": "Eisenbahn", "fr": "Train", "it": "Treno", "es": "Tren"}},
        {
          "id": "military",
          "label": {"en": "Military vehicle", "de": "Militärfahrzeug", "fr": "Véhicule militaire", "it": "Veicolo militare", "es": "Vehículo militar"}
        },
        {"id": "figure", "label": {"en": "Figure", "de": "Figur", "fr": "Figurine", "it": "Figurino", "es": "Figura"}}
      ]
    },
    {
      "key": "material",
      "type": "dropdown",
      "label": {"en": "Material", "de": "Material", "fr": "Matière", "it": "Materiale", "es": "Material"},
      "section": "details",
      "options": [
        {
          "id": "diecast",
          "label": {"en": "Die-cast metal", "de": "Metall-Druckguss", "fr": "Métal (die-cast)", "it": "Metallo pressofuso", "es": "Metal fundido (die-cast)"}
        },
        {"id": "resin", "label": {"en": "Resin", "de": "Resin", "fr": "Résine", "it": "Resina", "es": "Resina"}},
        {"id": "plastic", "label": {"en": "Plastic", "de": "Kunststoff", "fr": "Plastique", "it": "Plastica", "es": "Plástico"}},
        {"id": "tinplate", "label": {"en": "Tinplate", "de": "Blech", "fr": "Tôle", "it": "Latta", "es": "Hojalata"}},
        {"id": "wood", "label": {"en": "Wood", "de": "Holz", "fr": "Bois", "it": "Legno", "es": "Madera"}}
      ]
    },
    {
      "key": "kit",
      "type": "checkbox",
      "label": {"en": "Built from a kit", "de": "Aus Bausatz gebaut", "fr": "Maquette montée", "it": "Kit montato", "es": "Maqueta montada"},
      "section": "details"
    },
    {
      "key": "color",
      "type": "text",
      "label": {"en": "Color or livery", "de": "Farbe oder Lackierung", "fr": "Couleur ou livrée", "it": "Colore o livrea", "es": "Color o decoración"},
      "section": "details",
      "example": {"en": "Grand Prix white", "de": "Grand-Prix-Weiß", "fr": "Blanc Grand Prix", "it": "Bianco Grand Prix", "es": "Blanco Grand Prix"}
    },
    {
      "key": "limited_edition",
      "type": "checkbox",
      "label": {"en": "Limited edition", "de": "Limitierte Auflage", "fr": "Édition limitée", "it": "Edizione limitata", "es": "Edición limitada"},
      "section": "details"
    },
    {
      "key": "edition_size",
      "type": "number",
      "label": {"en": "Edition size", "de": "Auflagenhöhe", "fr": "Tirage", "it": "Tiratura", "es": "Tirada"},
      "section": "details",
      "example": {"en": "999"}
    },
    {
      "key": "edition_number",
      "type": "text",
      "label": {"en": "Number in edition", "de": "Nummer der Auflage", "fr": "Numéro d'exemplaire", "it": "Numero di esemplare", "es": "Número de ejemplar"},
      "section": "details",
      "example": {"en": "0412/999"}
    },
    {
      "key": "length",
      "type": "measurement",
      "label": {"en": "Length", "de": "Länge", "fr": "Longueur", "it": "Lunghezza", "es": "Longitud"},
      "section": "details",
      "measurement": "length",
      "unitHint": {"metric": "cm", "imperial": "in"}
    },
    {
      "key": "box",
      "type": "checkbox",
      "label": {"en": "Original box", "de": "Originalverpackung", "fr": "Boîte d'origine", "it": "Scatola originale", "es": "Caja original"},
      "section": "details"
    }
  ],
  "highlights": ["maker", "subject", "scale"],
  "showcase": "wide"
}

"""#,
        "builtin.sealed_product": #"""
{
  "id": "builtin.sealed_product",
  "version": 1,
  "name": {"en": "Sealed products", "de": "Versiegelte Produkte", "fr": "Produits scellés", "it": "Prodotti sigillati", "es": "Productos sellados"},
  "icon": "shippingbox",
  "sections": [
    {"id": "details", "label": {"en": "Details", "de": "Details", "fr": "Détails", "it": "Dettagli", "es": "Detalles"}},
    {"id": "contents", "label": {"en": "Contents", "de": "Inhalt", "fr": "Contenu", "it": "Contenuto", "es": "Contenido"}}
  ],
  "fields": [
    {
      "key": "game",
      "type": "text",
      "label": {"en": "Game or brand", "de": "Spiel oder Marke", "fr": "Jeu ou marque", "it": "Gioco o marchio", "es": "Juego o marca"},
      "section": "details",
      "identifying": true,
      "example": {"en": "Pokémon"}
    },
    {
      "key": "set_name",
      "type": "text",
      "label": {"en": "Set", "de": "Set", "fr": "Extension", "it": "Set", "es": "Expansión"},
      "section": "details",
      "identifying": true,
      "example": {"en": "Scarlet & Violet 151"}
    },
    {
      "key": "product_type",
      "type": "dropdown",
      "label": {"en": "Product", "de": "Produkt", "fr": "Produit", "it": "Prodotto", "es": "Producto"},
      "section": "details",
      "identifying": true,
      "options": [
        {
          "id": "booster_box",
          "label": {"en": "Booster box", "de": "Display (Booster-Box)", "fr": "Display (boîte de boosters)", "it": "Box di buste", "es": "Caja de sobres"}
        },
        {"id": "booster_pack", "label": {"en": "Booster pack", "de": "Booster", "fr": "Booster", "it": "Bustina", "es": "Sobre"}},
        {
          "id": "collector_box",
          "label": {
            "en": "Collector box or ETB",
            "de": "Sammelbox oder ETB",
            "fr": "Coffret collector ou ETB",
            "it": "Box da collezione o ETB",
            "es": "Caja de colección o ETB"
          }
        },
        {
          "id": "starter_deck",
          "label": {"en": "Starter deck", "de": "Starter-Deck", "fr": "Deck de démarrage", "it": "Mazzo introduttivo", "es": "Mazo de inicio"}
        },
        {"id": "tin", "label": {"en": "Tin", "de": "Tin-Box", "fr": "Boîte métal", "it": "Scatola in latta", "es": "Lata"}},
        {"id": "case", "label": {"en": "Case", "de": "Karton (Case)", "fr": "Carton (case)", "it": "Cartone (case)", "es": "Caja de distribuidor"}}
      ]
    },
    {
      "key": "language",
      "type": "text",
      "label": {"en": "Language", "de": "Sprache", "fr": "Langue", "it": "Lingua", "es": "Idioma"},
      "section": "details",
      "identifying": true,
      "example": {"en": "English", "de": "Englisch", "fr": "Anglais", "it": "Inglese", "es": "Inglés"}
    },
    {
      "key": "release_date",
      "type": "date",
      "label": {"en": "Release date", "de": "Erscheinungsdatum", "fr": "Date de sortie", "it": "Data di uscita", "es": "Fecha de lanzamiento"},
      "section": "details"
    },
    {
      "key": "retail_price",
      "type": "currency",
      "label": {"en": "Retail price", "de": "Originalpreis", "fr": "Prix de vente d'origine", "it": "Prezzo di listino", "es": "Precio de venta original"},
      "section": "details"
    },
    {
      "key": "barcode",
      "type": "text",
      "label": {
        "en": "Barcode (EAN/UPC)",
        "de": "Barcode (EAN/UPC)",
        "fr": "Code-barres (EAN/UPC)",
        "it": "Codice a barre (EAN/UPC)",
        "es": "Código de barras (EAN/UPC)"
      },
      "section": "details",
      "example": {"en": "0820650853098"}
    },
    {
      "key": "factory_sealed",
      "type": "checkbox",
      "label": {"en": "Factory sealed", "de": "Original verschweißt", "fr": "Scellé d'usine", "it": "Sigillato di fabbrica", "es": "Precintado de fábrica"},
      "section": "details"
    },
    {
      "key": "packs",
      "type": "number",
      "label": {"en": "Packs", "de": "Booster", "fr": "Boosters", "it": "Bustine", "es": "Sobres"},
      "section": "contents",
      "example": {"en": "36"}
    },
    {
      "key": "cards_per_pack",
      "type": "number",
      "label": {"en": "Cards per pack", "de": "Karten pro Booster", "fr": "Cartes par booster", "it": "Carte per bustina", "es": "Cartas por sobre"},
      "section": "contents",
      "example": {"en": "10"}
    },
    {
      "key": "total_cards",
      "type": "calculation",
      "label": {"en": "Cards in total", "de": "Karten insgesamt", "fr": "Cartes au total", "it": "Carte in totale", "es": "Cartas en total"},
      "section": "contents",
      "formula": {"left": {"field": "packs"}, "operation": "multiply", "right": {"field": "cards_per_pack"}}
    }
  ],
  "highlights": ["set_name", "product_type", "@count"],
  "quantity": {}
}

"""#,
        "builtin.sneaker": #"""
{
  "id": "builtin.sneaker",
  "version": 1,
  "name": {"en": "Sneakers", "de": "Sneaker", "fr": "Sneakers", "it": "Sneakers", "es": "Zapatillas"},
  "icon": "shoe",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "details", "label": {"en": "Details", "de": "Details", "fr": "Détails", "it": "Dettagli", "es": "Detalles"}}
  ],
  "fields": [
    {
      "key": "brand",
      "type": "text",
      "label": {"en": "Brand", "de": "Marke", "fr": "Marque", "it": "Marca", "es": "Marca"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Nike"}
    },
    {
      "key": "model",
      "type": "text",
      "label": {"en": "Model", "de": "Modell", "fr": "Modèle", "it": "Modello", "es": "Modelo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Air Jordan 1 Retro High OG"}
    },
    {
      "key": "colorway",
      "type": "text",
      "label": {"en": "Colorway", "de": "Colorway", "fr": "Coloris", "it": "Colorway", "es": "Colorway"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Chicago"}
    },
    {
      "key": "style_code",
      "type": "text",
      "label": {"en": "Style code", "de": "Style-Code", "fr": "Code produit", "it": "Codice modello", "es": "Código de estilo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "DZ5485-612"}
    },
    {
      "key": "collaboration",
      "type": "text",
      "label": {"en": "Collaboration", "de": "Kollaboration", "fr": "Collaboration", "it": "Collaborazione", "es": "Colaboración"},
      "section": "identity",
      "example": {"en": "Off-White"}
    },
    {
      "key": "release_date",
      "type": "date",
      "label": {"en": "Release date", "de": "Release-Datum", "fr": "Date de sortie", "it": "Data di uscita", "es": "Fecha de lanzamiento"},
      "section": "identity"
    },
    {
      "key": "retail_price",
      "type": "currency",
      "label": {"en": "Retail price", "de": "Originalpreis", "fr": "Prix de vente d'origine", "it": "Prezzo di listino", "es": "Precio de venta original"},
      "section": "identity"
    },
    {
      "key": "size",
      "type": "text",
      "label": {"en": "Size", "de": "Größe", "fr": "Pointure", "it": "Numero", "es": "Talla"},
      "section": "details",
      "identifying": true,
      "example": {"en": "US 10 / EU 44"}
    },
    {
      "key": "upper",
      "type": "multiple_choice",
      "label": {"en": "Upper material", "de": "Obermaterial", "fr": "Matière de la tige", "it": "Materiale della tomaia", "es": "Material del corte"},
      "section": "details",
      "options": [
        {"id": "leather", "label": {"en": "Leather", "de": "Leder", "fr": "Cuir", "it": "Pelle", "es": "Piel"}},
        {"id": "suede", "label": {"en": "Suede", "de": "Wildleder", "fr": "Daim", "it": "Camoscio", "es": "Ante"}},
        {"id": "nubuck", "label": {"en": "Nubuck", "de": "Nubukleder", "fr": "Nubuck", "it": "Nabuk", "es": "Nobuk"}},
        {"id": "patent", "label": {"en": "Patent leather", "de": "Lackleder", "fr": "Cuir verni", "it": "Pelle verniciata", "es": "Charol"}},
        {"id": "mesh", "label": {"en": "Mesh", "de": "Mesh", "fr": "Mesh", "it": "Mesh", "es": "Malla"}},
        {"id": "knit", "label": {"en": "Knit", "de": "Strick", "fr": "Tricot", "it": "Maglia", "es": "Punto"}},
        {"id": "canvas", "label": {"en": "Canvas", "de": "Canvas", "fr": "Toile", "it": "Tela", "es": "Lona"}},
        {"id": "synthetic", "label": {"en": "Synthetic", "de": "Synthetik", "fr": "Synthétique", "it": "Sintetico", "es": "Sintético"}}
      ]
    },
    {
      "key": "wear",
      "type": "dropdown",
      "label": {"en": "Wear", "de": "Tragezustand", "fr": "Usure", "it": "Stato d'uso", "es": "Uso"},
      "section": "details",
      "options": [
        {
          "id": "deadstock",
          "label": {
            "en": "Deadstock (new, unworn)",
            "de": "Deadstock (neu, ungetragen)",
            "fr": "Deadstock (neuve, jamais portée)",
            "it": "Deadstock (nuova, mai indossata)",
            "es": "Deadstock (nuevas, sin estrenar)"
          }
        },
        {
          "id": "vnds",
          "label": {"en": "Very near deadstock (VNDS)", "de": "Fast neu (VNDS)", "fr": "Quasi neuve (VNDS)", "it": "Quasi nuova (VNDS)", "es": "Casi nuevas (VNDS)"}
        },
        {"id": "worn", "label": {"en": "Worn", "de": "Getragen", "fr": "Portée", "it": "Indossata", "es": "Usadas"}}
      ]
    },
    {
      "key": "original_box",
      "type": "checkbox",
      "label": {"en": "Original box", "de": "Originalverpackung", "fr": "Boîte d'origine", "it": "Scatola originale", "es": "Caja original"},
      "section": "details"
    },
    {
      "key": "extra_laces",
      "type": "checkbox",
      "label": {"en": "Extra laces", "de": "Ersatzschnürsenkel", "fr": "Lacets de rechange", "it": "Lacci di ricambio", "es": "Cordones de repuesto"},
      "section": "details"
    },
    {
      "key": "my_rating",
      "type": "rating",
      "label": {"en": "My rating", "de": "Meine Bewertung", "fr": "Ma note", "it": "Il mio voto", "es": "Mi valoración"},
      "section": "details",
      "ratingMax": 5
    }
  ],
  "highlights": ["brand", "model", "colorway"]
}

"""#,
        "builtin.spirits": #"""
{
  "id": "builtin.spirits",
  "version": 1,
  "name": {"en": "Spirits", "de": "Spirituosen", "fr": "Spiritueux", "it": "Distillati", "es": "Destilados"},
  "icon": "waterbottle",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {
      "id": "cask",
      "label": {"en": "Cask and bottling", "de": "Fass und Abfüllung", "fr": "Fût et mise en bouteille", "it": "Botte e imbottigliamento", "es": "Barrica y embotellado"}
    },
    {"id": "tasting", "label": {"en": "Tasting", "de": "Verkostung", "fr": "Dégustation", "it": "Degustazione", "es": "Cata"}}
  ],
  "fields": [
    {
      "key": "distillery",
      "type": "text",
      "label": {
        "en": "Distillery or producer",
        "de": "Brennerei oder Hersteller",
        "fr": "Distillerie ou producteur",
        "it": "Distilleria o produttore",
        "es": "Destilería o productor"
      },
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Springbank"}
    },
    {
      "key": "expression",
      "type": "text",
      "label": {"en": "Expression", "de": "Abfüllung", "fr": "Cuvée", "it": "Espressione", "es": "Expresión"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Local Barley"}
    },
    {
      "key": "spirit_type",
      "type": "dropdown",
      "label": {"en": "Spirit", "de": "Spirituose", "fr": "Spiritueux", "it": "Distillato", "es": "Destilado"},
      "section": "identity",
      "options": [
        {"id": "whisky", "label": {"en": "Whisky", "de": "Whisky", "fr": "Whisky", "it": "Whisky", "es": "Whisky"}},
        {"id": "bourbon", "label": {"en": "Bourbon", "de": "Bourbon", "fr": "Bourbon", "it": "Bourbon", "es": "Bourbon"}},
        {"id": "rum", "label": {"en": "Rum", "de": "Rum", "fr": "Rhum", "it": "Rum", "es": "Ron"}},
        {"id": "cognac", "label": {"en": "Cognac", "de": "Cognac", "fr": "Cognac", "it": "Cognac", "es": "Coñac"}},
        {"id": "armagnac", "label": {"en": "Armagnac", "de": "Armagnac", "fr": "Armagnac", "it": "Armagnac", "es": "Armagnac"}},
        {"id": "brandy", "label": {"en": "Brandy", "de": "Weinbrand", "fr": "Brandy", "it": "Brandy", "es": "Brandy"}},
        {
          "id": "fruit_brandy",
          "label": {"en": "Fruit brandy", "de": "Obstbrand", "fr": "Eau-de-vie de fruits", "it": "Acquavite di frutta", "es": "Aguardiente de frutas"}
        },
        {"id": "grappa", "label": {"en": "Grappa", "de": "Grappa", "fr": "Grappa", "it": "Grappa", "es": "Orujo (grappa)"}},
        {"id": "gin", "label": {"en": "Gin", "de": "Gin", "fr": "Gin", "it": "Gin", "es": "Ginebra"}},
        {"id": "vodka", "label": {"en": "Vodka", "de": "Wodka", "fr": "Vodka", "it": "Vodka", "es": "Vodka"}},
        {
          "id": "agave",
          "label": {"en": "Tequila or mezcal", "de": "Tequila oder Mezcal", "fr": "Tequila ou mezcal", "it": "Tequila o mezcal", "es": "Tequila o mezcal"}
        },
        {"id": "liqueur", "label": {"en": "Liqueur", "de": "Likör", "fr": "Liqueur", "it": "Liquore", "es": "Licor"}},
        {"id": "other", "label": {"en": "Other", "de": "Andere", "fr": "Autre", "it": "Altro", "es": "Otro"}}
      ]
    },
    {
      "key": "country",
      "type": "text",
      "label": {"en": "Country", "de": "Land", "fr": "Pays", "it": "Paese", "es": "País"},
      "section": "identity",
      "example": {"en": "Scotland", "de": "Schottland", "fr": "Écosse", "it": "Scozia", "es": "Escocia"}
    },
    {
      "key": "region",
      "type": "text",
      "label": {"en": "Region", "de": "Region", "fr": "Région", "it": "Regione", "es": "Región"},
      "section": "identity",
      "example": {"en": "Campbeltown"}
    },
    {
      "key": "age",
      "type": "number",
      "label": {"en": "Age statement", "de": "Altersangabe", "fr": "Âge", "it": "Età", "es": "Edad"},
      "section": "identity",
      "suffix": {"en": "years", "de": "Jahre", "fr": "ans", "it": "anni", "es": "años"},
      "example": {"en": "16"}
    },
    {
      "key": "abv",
      "type": "number",
      "label": {"en": "Alcohol", "de": "Alkoholgehalt", "fr": "Degré d'alcool", "it": "Gradazione alcolica", "es": "Graduación alcohólica"},
      "section": "identity",
      "suffix": {"en": "% vol", "de": "% vol", "fr": "% vol", "it": "% vol", "es": "% vol"},
      "example": {"en": "46.0", "de": "46,0", "fr": "46,0", "it": "46,0", "es": "46,0"}
    },
    {
      "key": "bottle_size",
      "type": "measurement",
      "label": {"en": "Bottle size", "de": "Flaschengröße", "fr": "Contenance", "it": "Formato", "es": "Formato"},
      "section": "identity",
      "measurement": "volume",
      "unitHint": {"metric": "cl", "imperial": "fl_oz"}
    },
    {
      "key": "distilled",
      "type": "number",
      "label": {"en": "Distilled (year)", "de": "Destilliert (Jahr)", "fr": "Distillé en", "it": "Distillato nel", "es": "Destilado en"},
      "section": "cask",
      "example": {"en": "1999"}
    },
    {
      "key": "bottled",
      "type": "number",
      "label": {"en": "Bottled (year)", "de": "Abgefüllt (Jahr)", "fr": "Mis en bouteille en", "it": "Imbottigliato nel", "es": "Embotellado en"},
      "section": "cask",
      "identifying": true,
      "example": {"en": "2016"}
    },
    {
      "key": "age_at_bottling",
      "type": "calculation",
      "label": {"en": "Age at bottling", "de": "Alter bei Abfüllung", "fr": "Âge à la mise en bouteille", "it": "Età all'imbottigliamento", "es": "Edad al embotellar"},
      "section": "cask",
      "formula": {"left": {"field": "bottled"}, "operation": "subtract", "right": {"field": "distilled"}}
    },
    {
      "key": "cask",
      "type": "text",
      "label": {"en": "Cask", "de": "Fass", "fr": "Fût", "it": "Botte", "es": "Barrica"},
      "section": "cask",
      "example": {
        "en": "First-fill sherry butt",
        "de": "First-Fill-Sherry-Butt",
        "fr": "Butt de sherry de premier remplissage",
        "it": "Botte ex sherry di primo riempimento",
        "es": "Bota de jerez de primer llenado"
      }
    },
    {
      "key": "cask_number",
      "type": "text",
      "label": {"en": "Cask number", "de": "Fassnummer", "fr": "Numéro de fût", "it": "Numero di botte", "es": "Número de barrica"},
      "section": "cask",
      "identifying": true,
      "example": {"en": "3417"}
    },
    {
      "key": "bottler",
      "type": "text",
      "label": {"en": "Bottler", "de": "Abfüller", "fr": "Embouteilleur", "it": "Imbottigliatore", "es": "Embotellador"},
      "section": "cask",
      "example": {"en": "Gordon & MacPhail"}
    },
    {
      "key": "bottle_number",
      "type": "text",
      "label": {"en": "Bottle number", "de": "Flaschennummer", "fr": "Numéro de bouteille", "it": "Numero di bottiglia", "es": "Número de botella"},
      "section": "cask",
      "example": {"en": "112/240"}
    },
    {
      "key": "characteristics",
      "type": "multiple_choice",
      "label": {"en": "Characteristics", "de": "Merkmale", "fr": "Caractéristiques", "it": "Caratteristiche", "es": "Características"},
      "section": "cask",
      "options": [
        {
          "id": "cask_strength",
          "label": {"en": "Cask strength", "de": "Fassstärke", "fr": "Brut de fût", "it": "Grado pieno (cask strength)", "es": "Graduación de barrica"}
        },
        {"id": "single_cask", "label": {"en": "Single cask", "de": "Einzelfass", "fr": "Fût unique", "it": "Singola botte", "es": "Barrica única"}},
        {
          "id": "non_chill_filtered",
          "label": {"en": "Non chill-filtered", "de": "Nicht kühlgefiltert", "fr": "Non filtré à froid", "it": "Non filtrato a freddo", "es": "Sin filtrado en frío"}
        },
        {"id": "natural_color", "label": {"en": "Natural color", "de": "Ohne Farbstoff", "fr": "Sans colorant", "it": "Colore naturale", "es": "Color natural"}}
      ]
    },
    {
      "key": "opened",
      "type": "date",
      "label": {"en": "Opened", "de": "Geöffnet am", "fr": "Ouverte le", "it": "Aperta il", "es": "Abierta el"},
      "section": "tasting"
    },
    {
      "key": "my_rating",
      "type": "rating",
      "label": {"en": "My rating", "de": "Meine Bewertung", "fr": "Ma note", "it": "Il mio voto", "es": "Mi valoración"},
      "section": "tasting",
      "ratingMax": 5
    },
    {
      "key": "tasting_notes",
      "type": "text",
      "label": {"en": "Tasting notes", "de": "Verkostungsnotizen", "fr": "Notes de dégustation", "it": "Note di degustazione", "es": "Notas de cata"},
      "section": "tasting",
      "multiline": true
    }
  ],
  "highlights": ["distillery", "expression", "age"],
  "quantity": {
    "one": {"en": "bottle", "de": "Flasche", "fr": "bouteille", "it": "bottiglia", "es": "botella"},
    "other": {"en": "bottles", "de": "Flaschen", "fr": "bouteilles", "it": "bottiglie", "es": "botellas"}
  },
  "showcase": "standing"
}

"""#,
        "builtin.stamp": #"""
{
  "id": "builtin.stamp",
  "version": 1,
  "name": {"en": "Stamps", "de": "Briefmarken", "fr": "Timbres", "it": "Francobolli", "es": "Sellos"},
  "icon": "envelope.open",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "details", "label": {"en": "Details", "de": "Details", "fr": "Détails", "it": "Dettagli", "es": "Detalles"}},
    {"id": "expertise", "label": {"en": "Expertise", "de": "Prüfung", "fr": "Expertise", "it": "Perizia", "es": "Peritaje"}}
  ],
  "fields": [
    {
      "key": "country",
      "type": "text",
      "label": {"en": "Country", "de": "Land", "fr": "Pays", "it": "Paese", "es": "País"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Switzerland", "de": "Schweiz", "fr": "Suisse", "it": "Svizzera", "es": "Suiza"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year of issue", "de": "Ausgabejahr", "fr": "Année d'émission", "it": "Anno di emissione", "es": "Año de emisión"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "1915"}
    },
    {
      "key": "catalog_number",
      "type": "text",
      "label": {"en": "Catalog number", "de": "Katalognummer", "fr": "Numéro de catalogue", "it": "Numero di catalogo", "es": "Número de catálogo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Zumstein 130"}
    },
    {
      "key": "face_value",
      "type": "text",
      "label": {"en": "Face value", "de": "Nennwert", "fr": "Valeur faciale", "it": "Valore facciale", "es": "Valor facial"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "10 c"}
    },
    {
      "key": "issue",
      "type": "text",
      "label": {"en": "Issue or set", "de": "Ausgabe oder Serie", "fr": "Émission ou série", "it": "Emissione o serie", "es": "Emisión o serie"},
      "section": "identity",
      "example": {"en": "Pro Juventute 1915"}
    },
    {
      "key": "design",
      "type": "text",
      "label": {"en": "Design", "de": "Motiv", "fr": "Motif", "it": "Soggetto", "es": "Motivo"},
      "section": "identity",
      "example": {"en": "Mail coach", "de": "Postkutsche", "fr": "Diligence postale", "it": "Diligenza postale", "es": "Diligencia postal"}
    },
    {
      "key": "color",
      "type": "text",
      "label": {"en": "Color", "de": "Farbe", "fr": "Couleur", "it": "Colore", "es": "Color"},
      "section": "details",
      "example": {"en": "Carmine", "de": "Karmin", "fr": "Carmin", "it": "Carminio", "es": "Carmín"}
    },
    {
      "key": "gum",
      "type": "dropdown",
      "label": {"en": "Mint or used", "de": "Erhaltung", "fr": "Neuf ou oblitéré", "it": "Nuovo o usato", "es": "Nuevo o usado"},
      "section": "details",
      "options": [
        {
          "id": "mnh",
          "label": {
            "en": "Mint never hinged (**)",
            "de": "Postfrisch (**)",
            "fr": "Neuf sans charnière (**)",
            "it": "Nuovo senza linguella (**)",
            "es": "Nuevo sin fijasellos (**)"
          }
        },
        {
          "id": "mh",
          "label": {
            "en": "Mint hinged (*)",
            "de": "Ungebraucht mit Falz (*)",
            "fr": "Neuf avec charnière (*)",
            "it": "Nuovo con linguella (*)",
            "es": "Nuevo con fijasellos (*)"
          }
        },
        {
          "id": "no_gum",
          "label": {"en": "Unused without gum", "de": "Ungebraucht ohne Gummi", "fr": "Neuf sans gomme", "it": "Nuovo senza gomma", "es": "Nuevo sin goma"}
        },
        {"id": "used", "label": {"en": "Used", "de": "Gestempelt", "fr": "Oblitéré", "it": "Usato", "es": "Usado"}},
        {"id": "on_cover", "label": {"en": "On cover", "de": "Auf Brief", "fr": "Sur lettre", "it": "Su busta", "es": "Sobre carta"}}
      ]
    },
    {
      "key": "format",
      "type": "dropdown",
      "label": {"en": "Format", "de": "Format", "fr": "Format", "it": "Formato", "es": "Formato"},
      "section": "details",
      "options": [
        {"id": "single", "label": {"en": "Single", "de": "Einzelmarke", "fr": "Timbre seul", "it": "Esemplare singolo", "es": "Sello suelto"}},
        {"id": "pair", "label": {"en": "Pair", "de": "Paar", "fr": "Paire", "it": "Coppia", "es": "Pareja"}},
        {"id": "block", "label": {"en": "Block", "de": "Viererblock", "fr": "Bloc de quatre", "it": "Quartina", "es": "Bloque de cuatro"}},
        {"id": "sheet", "label": {"en": "Sheet", "de": "Bogen", "fr": "Feuille", "it": "Foglio", "es": "Pliego"}},
        {"id": "souvenir_sheet", "label": {"en": "Souvenir sheet", "de": "Block", "fr": "Bloc-feuillet", "it": "Foglietto", "es": "Hoja bloque"}},
        {"id": "booklet", "label": {"en": "Booklet", "de": "Markenheftchen", "fr": "Carnet", "it": "Libretto", "es": "Carné"}},
        {
          "id": "fdc",
          "label": {"en": "First day cover", "de": "Ersttagsbrief (FDC)", "fr": "Enveloppe premier jour", "it": "Busta primo giorno", "es": "Sobre primer día"}
        }
      ]
    },
    {
      "key": "perforation",
      "type": "text",
      "label": {"en": "Perforation", "de": "Zähnung", "fr": "Dentelure", "it": "Dentellatura", "es": "Dentado"},
      "section": "details",
      "example": {"en": "11½"}
    },
    {
      "key": "watermark",
      "type": "text",
      "label": {"en": "Watermark", "de": "Wasserzeichen", "fr": "Filigrane", "it": "Filigrana", "es": "Filigrana"},
      "section": "details",
      "example": {"en": "Swiss cross", "de": "Schweizerkreuz", "fr": "Croix suisse", "it": "Croce svizzera", "es": "Cruz suiza"}
    },
    {
      "key": "postmark",
      "type": "text",
      "label": {"en": "Postmark", "de": "Stempel", "fr": "Oblitération", "it": "Annullo", "es": "Matasellos"},
      "section": "details",
      "example": {"en": "Zürich 1.XII.1915"}
    },
    {
      "key": "catalog_value",
      "type": "currency",
      "label": {"en": "Catalog value", "de": "Katalogwert", "fr": "Cote", "it": "Valore di catalogo", "es": "Valor de catálogo"},
      "section": "details"
    },
    {
      "key": "expertized",
      "type": "checkbox",
      "label": {"en": "Expertized", "de": "Geprüft", "fr": "Expertisé", "it": "Periziato", "es": "Expertizado"},
      "section": "expertise"
    },
    {
      "key": "expert",
      "type": "text",
      "label": {"en": "Expert or certificate", "de": "Prüfer oder Attest", "fr": "Expert ou certificat", "it": "Perito o certificato", "es": "Perito o certificado"},
      "section": "expertise",
      "example": {"en": "Marchand"}
    }
  ],
  "highlights": ["country", "year", "catalog_number"],
  "quantity": {},
  "suggestions": [{"name": {"en": "Covers", "de": "Briefe und Belege", "fr": "Lettres et plis", "it": "Buste e documenti", "es": "Sobres y cartas"}, "icon": "envelope"}],
  "showcase": "lying"
}

"""#,
        "builtin.strap": #"""
{
  "id": "builtin.strap",
  "version": 1,
  "name": {"en": "Straps", "de": "Armbänder", "fr": "Bracelets", "it": "Cinturini", "es": "Correas"},
  "icon": "line.3.horizontal",
  "sections": [
    {"id": "details", "label": {"en": "Details", "de": "Details", "fr": "Détails", "it": "Dettagli", "es": "Detalles"}},
    {"id": "dimensions", "label": {"en": "Dimensions", "de": "Abmessungen", "fr": "Dimensions", "it": "Dimensioni", "es": "Dimensiones"}}
  ],
  "fields": [
    {
      "key": "brand",
      "type": "text",
      "label": {"en": "Brand", "de": "Marke", "fr": "Marque", "it": "Marca", "es": "Marca"},
      "section": "details",
      "identifying": true,
      "example": {"en": "Jean Rousseau"}
    },
    {
      "key": "material",
      "type": "dropdown",
      "label": {"en": "Material", "de": "Material", "fr": "Matière", "it": "Materiale", "es": "Material"},
      "section": "details",
      "options": [
        {"id": "leather", "label": {"en": "Leather", "de": "Leder", "fr": "Cuir", "it": "Pelle", "es": "Piel"}},
        {"id": "alligator", "label": {"en": "Alligator", "de": "Alligator", "fr": "Alligator", "it": "Alligatore", "es": "Aligátor"}},
        {"id": "rubber", "label": {"en": "Rubber", "de": "Kautschuk", "fr": "Caoutchouc", "it": "Caucciù", "es": "Caucho"}},
        {"id": "nato", "label": {"en": "NATO", "de": "NATO", "fr": "NATO", "it": "NATO", "es": "NATO"}},
        {"id": "canvas", "label": {"en": "Canvas", "de": "Canvas", "fr": "Toile", "it": "Tela", "es": "Lona"}},
        {"id": "steel", "label": {"en": "Steel", "de": "Stahl", "fr": "Acier", "it": "Acciaio", "es": "Acero"}},
        {"id": "titanium", "label": {"en": "Titanium", "de": "Titan", "fr": "Titane", "it": "Titanio", "es": "Titanio"}}
      ]
    },
    {
      "key": "color",
      "type": "text",
      "label": {"en": "Color", "de": "Farbe", "fr": "Couleur", "it": "Colore", "es": "Color"},
      "section": "details",
      "example": {"en": "Dark brown", "de": "Dunkelbraun", "fr": "Brun foncé", "it": "Marrone scuro", "es": "Marrón oscuro"}
    },
    {
      "key": "clasp",
      "type": "dropdown",
      "label": {"en": "Clasp", "de": "Schließe", "fr": "Fermoir", "it": "Chiusura", "es": "Cierre"},
      "section": "details",
      "options": [
        {
          "id": "tang_buckle",
          "label": {"en": "Tang buckle", "de": "Dornschließe", "fr": "Boucle ardillon", "it": "Fibbia ad ardiglione", "es": "Hebilla de púa"}
        },
        {
          "id": "deployant",
          "label": {"en": "Deployant clasp", "de": "Faltschließe", "fr": "Boucle déployante", "it": "Chiusura déployante", "es": "Cierre desplegable"}
        }
      ]
    },
    {
      "key": "quick_release",
      "type": "checkbox",
      "label": {
        "en": "Quick-release spring bars",
        "de": "Schnellwechsel-Federstege",
        "fr": "Pompes à changement rapide",
        "it": "Barrette a sgancio rapido",
        "es": "Pasadores de cambio rápido"
      },
      "section": "details"
    },
    {
      "key": "fits",
      "type": "text",
      "label": {"en": "Fits", "de": "Passend für", "fr": "Compatible avec", "it": "Compatibile con", "es": "Compatible con"},
      "section": "details",
      "example": {"en": "Speedmaster 3861"}
    },
    {
      "key": "lug_width",
      "type": "measurement",
      "label": {"en": "Lug width", "de": "Bandanstoß", "fr": "Entrecorne", "it": "Larghezza anse", "es": "Ancho entre asas"},
      "section": "dimensions",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "buckle_width",
      "type": "measurement",
      "label": {"en": "Buckle width", "de": "Schließenbreite", "fr": "Largeur à la boucle", "it": "Larghezza alla fibbia", "es": "Ancho en la hebilla"},
      "section": "dimensions",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "length_long",
      "type": "measurement",
      "label": {"en": "Long side", "de": "Lange Seite", "fr": "Côté long", "it": "Lato lungo", "es": "Lado largo"},
      "section": "dimensions",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "length_short",
      "type": "measurement",
      "label": {"en": "Short side", "de": "Kurze Seite", "fr": "Côté court", "it": "Lato corto", "es": "Lado corto"},
      "section": "dimensions",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    }
  ],
  "highlights": ["material", "color", "lug_width"],
  "showcase": "strap"
}

"""#,
        "builtin.toy": #"""
{
  "id": "builtin.toy",
  "version": 1,
  "name": {"en": "Toys", "de": "Spielzeug", "fr": "Jouets", "it": "Giocattoli", "es": "Juguetes"},
  "icon": "teddybear",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "details", "label": {"en": "Details", "de": "Details", "fr": "Détails", "it": "Dettagli", "es": "Detalles"}}
  ],
  "fields": [
    {
      "key": "brand",
      "type": "text",
      "label": {"en": "Maker or brand", "de": "Hersteller oder Marke", "fr": "Fabricant ou marque", "it": "Produttore o marchio", "es": "Fabricante o marca"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "LEGO"}
    },
    {
      "key": "line",
      "type": "text",
      "label": {"en": "Line or theme", "de": "Serie oder Thema", "fr": "Gamme ou thème", "it": "Linea o tema", "es": "Línea o tema"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Star Wars"}
    },
    {
      "key": "set_number",
      "type": "text",
      "label": {
        "en": "Set or item number",
        "de": "Set- oder Artikelnummer",
        "fr": "Numéro de set ou d'article",
        "it": "Numero di set o articolo",
        "es": "Número de set o artículo"
      },
      "section": "identity",
      "identifying": true,
      "example": {"en": "10179"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year", "de": "Jahr", "fr": "Année", "it": "Anno", "es": "Año"},
      "section": "identity",
      "example": {"en": "2007"}
    },
    {
      "key": "toy_type",
      "type": "dropdown",
      "label": {"en": "Type", "de": "Art", "fr": "Type", "it": "Tipo", "es": "Tipo"},
      "section": "identity",
      "options": [
        {
          "id": "building_set",
          "label": {"en": "Building set", "de": "Bauset", "fr": "Set de construction", "it": "Set di costruzioni", "es": "Set de construcción"}
        },
        {
          "id": "action_figure",
          "label": {"en": "Action figure", "de": "Actionfigur", "fr": "Figurine articulée", "it": "Action figure", "es": "Figura de acción"}
        },
        {"id": "doll", "label": {"en": "Doll", "de": "Puppe", "fr": "Poupée", "it": "Bambola", "es": "Muñeca"}},
        {"id": "plush", "label": {"en": "Plush", "de": "Plüschtier", "fr": "Peluche", "it": "Peluche", "es": "Peluche"}},
        {"id": "vehicle", "label": {"en": "Vehicle", "de": "Fahrzeug", "fr": "Véhicule", "it": "Veicolo", "es": "Vehículo"}},
        {"id": "tin_toy", "label": {"en": "Tin toy", "de": "Blechspielzeug", "fr": "Jouet en tôle", "it": "Giocattolo di latta", "es": "Juguete de hojalata"}},
        {"id": "board_game", "label": {"en": "Board game", "de": "Brettspiel", "fr": "Jeu de société", "it": "Gioco da tavolo", "es": "Juego de mesa"}},
        {"id": "other", "label": {"en": "Other", "de": "Andere", "fr": "Autre", "it": "Altro", "es": "Otro"}}
      ]
    },
    {
      "key": "character",
      "type": "text",
      "label": {"en": "Character", "de": "Figur", "fr": "Personnage", "it": "Personaggio", "es": "Personaje"},
      "section": "identity",
      "example": {"en": "Darth Vader"}
    },
    {
      "key": "pieces",
      "type": "number",
      "label": {"en": "Pieces", "de": "Teile", "fr": "Pièces", "it": "Pezzi", "es": "Piezas"},
      "section": "details",
      "example": {"en": "5195"}
    },
    {
      "key": "completeness",
      "type": "dropdown",
      "label": {"en": "Completeness", "de": "Vollständigkeit", "fr": "Complétude", "it": "Completezza", "es": "Integridad"},
      "section": "details",
      "options": [
        {
          "id": "sealed",
          "label": {"en": "Sealed (MISB)", "de": "Versiegelt (MISB)", "fr": "Neuf scellé (MISB)", "it": "Sigillato (MISB)", "es": "Precintado (MISB)"}
        },
        {
          "id": "complete_box",
          "label": {"en": "Complete with box", "de": "Komplett mit OVP", "fr": "Complet avec boîte", "it": "Completo con scatola", "es": "Completo con caja"}
        },
        {
          "id": "complete",
          "label": {"en": "Complete, no box", "de": "Komplett ohne OVP", "fr": "Complet sans boîte", "it": "Completo senza scatola", "es": "Completo sin caja"}
        },
        {"id": "incomplete", "label": {"en": "Incomplete", "de": "Unvollständig", "fr": "Incomplet", "it": "Incompleto", "es": "Incompleto"}}
      ]
    },
    {
      "key": "instructions",
      "type": "checkbox",
      "label": {"en": "Instructions", "de": "Bauanleitung", "fr": "Notice", "it": "Istruzioni", "es": "Instrucciones"},
      "section": "details"
    },
    {
      "key": "height",
      "type": "measurement",
      "label": {"en": "Height", "de": "Höhe", "fr": "Hauteur", "it": "Altezza", "es": "Altura"},
      "section": "details",
      "measurement": "length",
      "unitHint": {"metric": "cm", "imperial": "in"}
    },
    {
      "key": "retail_price",
      "type": "currency",
      "label": {"en": "Retail price", "de": "Originalpreis", "fr": "Prix de vente d'origine", "it": "Prezzo di listino", "es": "Precio de venta original"},
      "section": "details"
    }
  ],
  "highlights": ["brand", "line", "set_number"],
  "showcase": "standing"
}

"""#,
        "builtin.trading_card": #"""
{
  "id": "builtin.trading_card",
  "version": 1,
  "name": {"en": "Trading cards", "de": "Sammelkarten", "fr": "Cartes à collectionner", "it": "Carte collezionabili", "es": "Cartas coleccionables"},
  "icon": "rectangle.portrait.on.rectangle.portrait",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "grading", "label": {"en": "Grading", "de": "Bewertung", "fr": "Gradation", "it": "Valutazione", "es": "Gradación"}}
  ],
  "fields": [
    {
      "key": "game",
      "type": "text",
      "label": {"en": "Game or sport", "de": "Spiel oder Sport", "fr": "Jeu ou sport", "it": "Gioco o sport", "es": "Juego o deporte"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Pokémon"}
    },
    {
      "key": "card_name",
      "type": "text",
      "label": {"en": "Card or player", "de": "Karte oder Spieler", "fr": "Carte ou joueur", "it": "Carta o giocatore", "es": "Carta o jugador"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Charizard"}
    },
    {
      "key": "set_name",
      "type": "text",
      "label": {"en": "Set", "de": "Set", "fr": "Extension", "it": "Set", "es": "Expansión"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Base Set"}
    },
    {
      "key": "card_number",
      "type": "text",
      "label": {"en": "Card number", "de": "Kartennummer", "fr": "Numéro de carte", "it": "Numero della carta", "es": "Número de carta"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "4/102"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year", "de": "Jahr", "fr": "Année", "it": "Anno", "es": "Año"},
      "section": "identity",
      "example": {"en": "1999"}
    },
    {
      "key": "language",
      "type": "text",
      "label": {"en": "Language", "de": "Sprache", "fr": "Langue", "it": "Lingua", "es": "Idioma"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "English", "de": "Englisch", "fr": "Anglais", "it": "Inglese", "es": "Inglés"}
    },
    {
      "key": "rarity",
      "type": "text",
      "label": {"en": "Rarity", "de": "Seltenheit", "fr": "Rareté", "it": "Rarità", "es": "Rareza"},
      "section": "identity",
      "example": {"en": "Holo Rare"}
    },
    {
      "key": "variant",
      "type": "multiple_choice",
      "label": {"en": "Variant", "de": "Variante", "fr": "Variante", "it": "Variante", "es": "Variante"},
      "section": "identity",
      "options": [
        {"id": "first_edition", "label": {"en": "1st edition", "de": "1. Edition", "fr": "1re édition", "it": "Prima edizione", "es": "1.ª edición"}},
        {"id": "holo", "label": {"en": "Holo", "de": "Holo", "fr": "Holo", "it": "Holo", "es": "Holo"}},
        {"id": "reverse_holo", "label": {"en": "Reverse holo", "de": "Reverse Holo", "fr": "Reverse holo", "it": "Reverse holo", "es": "Reverse holo"}},
        {"id": "foil", "label": {"en": "Foil", "de": "Foil", "fr": "Foil", "it": "Foil", "es": "Foil"}},
        {"id": "refractor", "label": {"en": "Refractor", "de": "Refractor", "fr": "Refractor", "it": "Refractor", "es": "Refractor"}},
        {"id": "rookie", "label": {"en": "Rookie card", "de": "Rookie Card", "fr": "Carte rookie", "it": "Rookie card", "es": "Tarjeta rookie"}},
        {"id": "autograph", "label": {"en": "Autograph", "de": "Autogramm", "fr": "Autographe", "it": "Autografo", "es": "Autógrafo"}},
        {
          "id": "relic",
          "label": {
            "en": "Memorabilia or patch",
            "de": "Memorabilia oder Patch",
            "fr": "Memorabilia ou patch",
            "it": "Memorabilia o patch",
            "es": "Memorabilia o parche"
          }
        },
        {"id": "promo", "label": {"en": "Promo", "de": "Promo", "fr": "Promo", "it": "Promo", "es": "Promo"}},
        {"id": "misprint", "label": {"en": "Misprint", "de": "Fehldruck", "fr": "Erreur d'impression", "it": "Errore di stampa", "es": "Error de impresión"}}
      ]
    },
    {
      "key": "numbered",
      "type": "text",
      "label": {"en": "Numbered", "de": "Nummeriert", "fr": "Numérotée", "it": "Numerata", "es": "Numerada"},
      "section": "identity",
      "example": {"en": "23/99"}
    },
    {
      "key": "grading_service",
      "type": "dropdown",
      "label": {"en": "Grading service", "de": "Grading-Firma", "fr": "Société de gradation", "it": "Società di grading", "es": "Empresa de gradación"},
      "section": "grading",
      "options": [
        {
          "id": "raw",
          "label": {"en": "Ungraded (raw)", "de": "Ungegradet (raw)", "fr": "Non gradée (raw)", "it": "Non gradata (raw)", "es": "Sin gradar (raw)"}
        },
        {"id": "psa", "label": {"en": "PSA", "de": "PSA", "fr": "PSA", "it": "PSA", "es": "PSA"}},
        {"id": "bgs", "label": {"en": "Beckett (BGS)", "de": "Beckett (BGS)", "fr": "Beckett (BGS)", "it": "Beckett (BGS)", "es": "Beckett (BGS)"}},
        {"id": "cgc", "label": {"en": "CGC", "de": "CGC", "fr": "CGC", "it": "CGC", "es": "CGC"}},
        {"id": "sgc", "label": {"en": "SGC", "de": "SGC", "fr": "SGC", "it": "SGC", "es": "SGC"}},
        {"id": "other", "label": {"en": "Other", "de": "Andere", "fr": "Autre", "it": "Altra", "es": "Otra"}}
      ]
    },
    {
      "key": "grade",
      "type": "number",
      "label": {"en": "Grade", "de": "Note", "fr": "Note", "it": "Voto", "es": "Nota"},
      "section": "grading",
      "example": {"en": "9.5", "de": "9,5", "fr": "9,5", "it": "9,5", "es": "9,5"}
    },
    {
      "key": "certificate_number",
      "type": "text",
      "label": {"en": "Certificate number", "de": "Zertifikatsnummer", "fr": "Numéro de certificat", "it": "Numero di certificato", "es": "Número de certificado"},
      "section": "grading",
      "identifying": true,
      "example": {"en": "58123456"}
    }
  ],
  "highlights": ["card_name", "set_name", "card_number"],
  "quantity": {
    "one": {"en": "copy", "de": "Exemplar", "fr": "exemplaire", "it": "copia", "es": "copia"},
    "other": {"en": "copies", "de": "Exemplare", "fr": "exemplaires", "it": "copie", "es": "copias"}
  },
  "suggestions": [{"template": "builtin.sealed_product"}],
  "showcase": "lying"
}

"""#,
        "builtin.video_game": #"""
{
  "id": "builtin.video_game",
  "version": 1,
  "name": {"en": "Video games", "de": "Videospiele", "fr": "Jeux vidéo", "it": "Videogiochi", "es": "Videojuegos"},
  "icon": "gamecontroller",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "copy", "label": {"en": "This copy", "de": "Dieses Exemplar", "fr": "Cet exemplaire", "it": "Questa copia", "es": "Esta copia"}}
  ],
  "fields": [
    {
      "key": "platform",
      "type": "text",
      "label": {"en": "Platform", "de": "Plattform", "fr": "Plateforme", "it": "Piattaforma", "es": "Plataforma"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Nintendo 64"}
    },
    {
      "key": "region",
      "type": "dropdown",
      "label": {"en": "Region", "de": "Region", "fr": "Région", "it": "Regione", "es": "Región"},
      "section": "identity",
      "identifying": true,
      "options": [
        {"id": "pal", "label": {"en": "PAL (Europe)", "de": "PAL (Europa)", "fr": "PAL (Europe)", "it": "PAL (Europa)", "es": "PAL (Europa)"}},
        {
          "id": "ntsc_u",
          "label": {
            "en": "NTSC-U (North America)",
            "de": "NTSC-U (Nordamerika)",
            "fr": "NTSC-U (Amérique du Nord)",
            "it": "NTSC-U (Nord America)",
            "es": "NTSC-U (Norteamérica)"
          }
        },
        {"id": "ntsc_j", "label": {"en": "NTSC-J (Japan)", "de": "NTSC-J (Japan)", "fr": "NTSC-J (Japon)", "it": "NTSC-J (Giappone)", "es": "NTSC-J (Japón)"}},
        {"id": "region_free", "label": {"en": "Region-free", "de": "Regionfrei", "fr": "Sans zone", "it": "Region free", "es": "Multirregión"}}
      ]
    },
    {
      "key": "edition",
      "type": "text",
      "label": {"en": "Edition", "de": "Edition", "fr": "Édition", "it": "Edizione", "es": "Edición"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Collector's Edition"}
    },
    {
      "key": "product_code",
      "type": "text",
      "label": {"en": "Product code", "de": "Produktcode", "fr": "Code produit", "it": "Codice prodotto", "es": "Código de producto"},
      "section": "identity",
      "example": {"en": "NUS-NGEP-EUR"}
    },
    {
      "key": "publisher",
      "type": "text",
      "label": {"en": "Publisher", "de": "Verlag", "fr": "Éditeur", "it": "Editore", "es": "Editorial"},
      "section": "identity",
      "example": {"en": "Nintendo"}
    },
    {
      "key": "developer",
      "type": "text",
      "label": {"en": "Developer", "de": "Entwickler", "fr": "Développeur", "it": "Sviluppatore", "es": "Desarrollador"},
      "section": "identity",
      "example": {"en": "Rare"}
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year of release", "de": "Erscheinungsjahr", "fr": "Année de sortie", "it": "Anno di uscita", "es": "Año de lanzamiento"},
      "section": "identity",
      "example": {"en": "1997"}
    },
    {
      "key": "genre",
      "type": "text",
      "label": {"en": "Genre", "de": "Genre", "fr": "Genre", "it": "Genere", "es": "Género"},
      "section": "identity",
      "example": {"en": "Shooter"}
    },
    {
      "key": "media",
      "type": "dropdown",
      "label": {"en": "Media", "de": "Datenträger", "fr": "Support", "it": "Supporto", "es": "Soporte"},
      "section": "copy",
      "options": [
        {"id": "cartridge", "label": {"en": "Cartridge", "de": "Modul", "fr": "Cartouche", "it": "Cartuccia", "es": "Cartucho"}},
        {"id": "disc", "label": {"en": "Disc", "de": "Disc", "fr": "Disque", "it": "Disco", "es": "Disco"}},
        {"id": "game_card", "label": {"en": "Game card", "de": "Spielkarte", "fr": "Carte de jeu", "it": "Scheda di gioco", "es": "Tarjeta de juego"}},
        {"id": "floppy", "label": {"en": "Floppy disk", "de": "Diskette", "fr": "Disquette", "it": "Floppy disk", "es": "Disquete"}},
        {"id": "cassette", "label": {"en": "Cassette", "de": "Kassette", "fr": "Cassette", "it": "Cassetta", "es": "Casete"}}
      ]
    },
    {
      "key": "completeness",
      "type": "dropdown",
      "label": {"en": "Completeness", "de": "Vollständigkeit", "fr": "Complétude", "it": "Completezza", "es": "Integridad"},
      "section": "copy",
      "options": [
        {"id": "sealed", "label": {"en": "Sealed", "de": "Versiegelt", "fr": "Neuf sous blister", "it": "Sigillato", "es": "Precintado"}},
        {
          "id": "cib",
          "label": {
            "en": "Complete in box (CIB)",
            "de": "Komplett mit OVP (CIB)",
            "fr": "Complet en boîte (CIB)",
            "it": "Completo in scatola (CIB)",
            "es": "Completo en caja (CIB)"
          }
        },
        {
          "id": "boxed",
          "label": {
            "en": "Boxed, no manual",
            "de": "Mit OVP, ohne Anleitung",
            "fr": "En boîte, sans notice",
            "it": "In scatola, senza manuale",
            "es": "En caja, sin manual"
          }
        },
        {
          "id": "loose",
          "label": {"en": "Loose (game only)", "de": "Lose (nur Spiel)", "fr": "Loose (jeu seul)", "it": "Sfuso (solo gioco)", "es": "Suelto (solo juego)"}
        }
      ]
    },
    {
      "key": "grading_service",
      "type": "text",
      "label": {"en": "Grading service", "de": "Grading-Firma", "fr": "Société de gradation", "it": "Società di grading", "es": "Empresa de gradación"},
      "section": "copy",
      "example": {"en": "WATA"}
    },
    {
      "key": "grade",
      "type": "text",
      "label": {"en": "Grade", "de": "Note", "fr": "Note", "it": "Voto", "es": "Nota"},
      "section": "copy",
      "example": {"en": "9.6 A+"}
    },
    {
      "key": "finished",
      "type": "checkbox",
      "label": {"en": "Finished", "de": "Durchgespielt", "fr": "Terminé", "it": "Completato", "es": "Completado"},
      "section": "copy"
    },
    {
      "key": "my_rating",
      "type": "rating",
      "label": {"en": "My rating", "de": "Meine Bewertung", "fr": "Ma note", "it": "Il mio voto", "es": "Mi valoración"},
      "section": "copy",
      "ratingMax": 5
    }
  ],
  "highlights": ["platform", "region", "year"],
  "suggestions": [
    {"template": "builtin.console"},
    {"template": "builtin.blank", "name": {"en": "Accessories", "de": "Zubehör", "fr": "Accessoires", "it": "Accessori", "es": "Accesorios"}, "icon": "tray.2"}
  ]
}

"""#,
        "builtin.watch": #"""
{
  "id": "builtin.watch",
  "version": 1,
  "name": {"en": "Watches", "de": "Uhren", "fr": "Montres", "it": "Orologi", "es": "Relojes"},
  "icon": "watch.analog",
  "sections": [
    {"id": "identity", "label": {"en": "Identity", "de": "Identität", "fr": "Identité", "it": "Identità", "es": "Identidad"}},
    {"id": "movement", "label": {"en": "Movement", "de": "Werk", "fr": "Mouvement", "it": "Movimento", "es": "Movimiento"}},
    {"id": "case", "label": {"en": "Case", "de": "Gehäuse", "fr": "Boîtier", "it": "Cassa", "es": "Caja"}},
    {
      "id": "dial_strap",
      "label": {"en": "Dial and strap", "de": "Zifferblatt und Band", "fr": "Cadran et bracelet", "it": "Quadrante e cinturino", "es": "Esfera y correa"}
    },
    {
      "id": "box_papers",
      "label": {"en": "Box and papers", "de": "Box und Papiere", "fr": "Boîte et papiers", "it": "Scatola e garanzia", "es": "Caja y papeles"}
    },
    {"id": "service", "label": {"en": "Service", "de": "Revision", "fr": "Révision", "it": "Revisione", "es": "Revisión"}}
  ],
  "fields": [
    {
      "key": "brand",
      "type": "text",
      "label": {"en": "Brand", "de": "Marke", "fr": "Marque", "it": "Marca", "es": "Marca"},
      "section": "identity",
      "required": true,
      "identifying": true,
      "example": {"en": "Rolex"}
    },
    {
      "key": "model",
      "type": "text",
      "label": {"en": "Model", "de": "Modell", "fr": "Modèle", "it": "Modello", "es": "Modelo"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "Submariner"}
    },
    {
      "key": "reference",
      "type": "text",
      "label": {"en": "Reference", "de": "Referenz", "fr": "Référence", "it": "Referenza", "es": "Referencia"},
      "section": "identity",
      "identifying": true,
      "example": {"en": "79030N"}
    },
    {
      "key": "serial_number",
      "type": "text",
      "label": {"en": "Serial number", "de": "Seriennummer", "fr": "Numéro de série", "it": "Numero di serie", "es": "Número de serie"},
      "section": "identity",
      "sensitive": true,
      "identifying": true
    },
    {
      "key": "year",
      "type": "number",
      "label": {"en": "Year of production", "de": "Baujahr", "fr": "Année de production", "it": "Anno di produzione", "es": "Año de fabricación"},
      "section": "identity",
      "example": {"en": "1968"}
    },
    {
      "key": "manufacturer_url",
      "type": "url",
      "label": {"en": "Manufacturer page", "de": "Herstellerseite", "fr": "Page du fabricant", "it": "Pagina del produttore", "es": "Página del fabricante"},
      "section": "identity"
    },
    {
      "key": "movement",
      "type": "dropdown",
      "label": {"en": "Movement", "de": "Aufzug", "fr": "Mouvement", "it": "Movimento", "es": "Movimiento"},
      "section": "movement",
      "options": [
        {"id": "automatic", "label": {"en": "Automatic", "de": "Automatik", "fr": "Automatique", "it": "Automatico", "es": "Automático"}},
        {"id": "manual", "label": {"en": "Manual winding", "de": "Handaufzug", "fr": "Remontage manuel", "it": "Carica manuale", "es": "Cuerda manual"}},
        {"id": "quartz", "label": {"en": "Quartz", "de": "Quarz", "fr": "Quartz", "it": "Quarzo", "es": "Cuarzo"}},
        {"id": "spring_drive", "label": {"en": "Spring Drive", "de": "Spring Drive", "fr": "Spring Drive", "it": "Spring Drive", "es": "Spring Drive"}},
        {"id": "solar", "label": {"en": "Solar", "de": "Solar", "fr": "Solaire", "it": "Solare", "es": "Solar"}}
      ]
    },
    {
      "key": "caliber",
      "type": "text",
      "label": {"en": "Caliber", "de": "Kaliber", "fr": "Calibre", "it": "Calibro", "es": "Calibre"},
      "section": "movement",
      "example": {"en": "3135"}
    },
    {
      "key": "power_reserve",
      "type": "number",
      "label": {"en": "Power reserve", "de": "Gangreserve", "fr": "Réserve de marche", "it": "Riserva di carica", "es": "Reserva de marcha"},
      "section": "movement",
      "suffix": {"en": "h", "de": "h", "fr": "h", "it": "h", "es": "h"},
      "example": {"en": "48"}
    },
    {
      "key": "frequency",
      "type": "number",
      "label": {"en": "Beat rate", "de": "Frequenz", "fr": "Fréquence", "it": "Frequenza", "es": "Frecuencia"},
      "section": "movement",
      "suffix": {"en": "vph", "de": "A/h", "fr": "A/h", "it": "A/h", "es": "A/h"},
      "example": {"en": "28800"}
    },
    {
      "key": "complications",
      "type": "multiple_choice",
      "label": {"en": "Complications", "de": "Komplikationen", "fr": "Complications", "it": "Complicazioni", "es": "Complicaciones"},
      "section": "movement",
      "options": [
        {"id": "date", "label": {"en": "Date", "de": "Datum", "fr": "Date", "it": "Data", "es": "Fecha"}},
        {"id": "day_date", "label": {"en": "Day and date", "de": "Tag und Datum", "fr": "Jour et date", "it": "Giorno e data", "es": "Día y fecha"}},
        {"id": "chronograph", "label": {"en": "Chronograph", "de": "Chronograph", "fr": "Chronographe", "it": "Cronografo", "es": "Cronógrafo"}},
        {
          "id": "gmt",
          "label": {
            "en": "GMT / second time zone",
            "de": "GMT / zweite Zeitzone",
            "fr": "GMT / second fuseau horaire",
            "it": "GMT / secondo fuso orario",
            "es": "GMT / segundo huso horario"
          }
        },
        {"id": "world_time", "label": {"en": "World time", "de": "Weltzeit", "fr": "Heure universelle", "it": "Ore del mondo", "es": "Hora mundial"}},
        {"id": "moon_phase", "label": {"en": "Moon phase", "de": "Mondphase", "fr": "Phases de lune", "it": "Fasi lunari", "es": "Fases lunares"}},
        {
          "id": "annual_calendar",
          "label": {"en": "Annual calendar", "de": "Jahreskalender", "fr": "Quantième annuel", "it": "Calendario annuale", "es": "Calendario anual"}
        },
        {
          "id": "perpetual_calendar",
          "label": {"en": "Perpetual calendar", "de": "Ewiger Kalender", "fr": "Quantième perpétuel", "it": "Calendario perpetuo", "es": "Calendario perpetuo"}
        },
        {
          "id": "power_reserve_indicator",
          "label": {
            "en": "Power reserve indicator",
            "de": "Gangreserveanzeige",
            "fr": "Indicateur de réserve de marche",
            "it": "Indicatore della riserva di carica",
            "es": "Indicador de reserva de marcha"
          }
        },
        {"id": "alarm", "label": {"en": "Alarm", "de": "Wecker", "fr": "Réveil", "it": "Sveglia", "es": "Alarma"}},
        {"id": "tourbillon", "label": {"en": "Tourbillon", "de": "Tourbillon", "fr": "Tourbillon", "it": "Tourbillon", "es": "Tourbillon"}},
        {
          "id": "minute_repeater",
          "label": {"en": "Minute repeater", "de": "Minutenrepetition", "fr": "Répétition minutes", "it": "Ripetizione minuti", "es": "Repetición de minutos"}
        }
      ]
    },
    {
      "key": "case_diameter",
      "type": "measurement",
      "label": {"en": "Case diameter", "de": "Gehäusedurchmesser", "fr": "Diamètre du boîtier", "it": "Diametro della cassa", "es": "Diámetro de la caja"},
      "section": "case",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "case_thickness",
      "type": "measurement",
      "label": {"en": "Case height", "de": "Gehäusehöhe", "fr": "Épaisseur du boîtier", "it": "Spessore della cassa", "es": "Grosor de la caja"},
      "section": "case",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "lug_width",
      "type": "measurement",
      "label": {"en": "Lug width", "de": "Bandanstoß", "fr": "Entrecorne", "it": "Larghezza anse", "es": "Ancho entre asas"},
      "section": "case",
      "measurement": "length",
      "unitHint": {"metric": "mm", "imperial": "in"}
    },
    {
      "key": "case_material",
      "type": "dropdown",
      "label": {"en": "Case material", "de": "Gehäusematerial", "fr": "Matériau du boîtier", "it": "Materiale della cassa", "es": "Material de la caja"},
      "section": "case",
      "options": [
        {"id": "steel", "label": {"en": "Stainless steel", "de": "Edelstahl", "fr": "Acier", "it": "Acciaio", "es": "Acero"}},
        {"id": "gold", "label": {"en": "Yellow gold", "de": "Gelbgold", "fr": "Or jaune", "it": "Oro giallo", "es": "Oro amarillo"}},
        {"id": "rose_gold", "label": {"en": "Rose gold", "de": "Roségold", "fr": "Or rose", "it": "Oro rosa", "es": "Oro rosa"}},
        {"id": "white_gold", "label": {"en": "White gold", "de": "Weißgold", "fr": "Or gris", "it": "Oro bianco", "es": "Oro blanco"}},
        {"id": "platinum", "label": {"en": "Platinum", "de": "Platin", "fr": "Platine", "it": "Platino", "es": "Platino"}},
        {"id": "two_tone", "label": {"en": "Steel and gold", "de": "Stahl/Gold", "fr": "Acier et or", "it": "Acciaio e oro", "es": "Acero y oro"}},
        {"id": "titanium", "label": {"en": "Titanium", "de": "Titan", "fr": "Titane", "it": "Titanio", "es": "Titanio"}},
        {"id": "bronze", "label": {"en": "Bronze", "de": "Bronze", "fr": "Bronze", "it": "Bronzo", "es": "Bronce"}},
        {"id": "ceramic", "label": {"en": "Ceramic", "de": "Keramik", "fr": "Céramique", "it": "Ceramica", "es": "Cerámica"}},
        {"id": "carbon", "label": {"en": "Carbon", "de": "Carbon", "fr": "Carbone", "it": "Carbonio", "es": "Carbono"}},
        {"id": "plastic", "label": {"en": "Plastic", "de": "Kunststoff", "fr": "Plastique", "it": "Plastica", "es": "Plástico"}}
      ]
    },
    {
      "key": "crystal",
      "type": "dropdown",
      "label": {"en": "Crystal", "de": "Glas", "fr": "Verre", "it": "Vetro", "es": "Cristal"},
      "section": "case",
      "options": [
        {"id": "sapphire", "label": {"en": "Sapphire", "de": "Saphirglas", "fr": "Saphir", "it": "Zaffiro", "es": "Zafiro"}},
        {"id": "mineral", "label": {"en": "Mineral glass", "de": "Mineralglas", "fr": "Verre minéral", "it": "Vetro minerale", "es": "Cristal mineral"}},
        {
          "id": "acrylic",
          "label": {"en": "Acrylic (Hesalite)", "de": "Acrylglas (Hesalit)", "fr": "Plexiglas (Hésalite)", "it": "Plexiglas (Hesalite)", "es": "Acrílico (Hesalite)"}
        }
      ]
    },
    {
      "key": "water_resistance",
      "type": "number",
      "label": {"en": "Water resistance", "de": "Wasserdichtigkeit", "fr": "Étanchéité", "it": "Impermeabilità", "es": "Resistencia al agua"},
      "section": "case",
      "suffix": {"en": "m", "de": "m", "fr": "m", "it": "m", "es": "m"},
      "example": {"en": "300"}
    },
    {
      "key": "dial",
      "type": "text",
      "label": {"en": "Dial", "de": "Zifferblatt", "fr": "Cadran", "it": "Quadrante", "es": "Esfera"},
      "section": "dial_strap",
      "example": {
        "en": "Black, luminous indices",
        "de": "Schwarz, Leuchtindizes",
        "fr": "Noir, index luminescents",
        "it": "Nero, indici luminescenti",
        "es": "Negra, índices luminiscentes"
      }
    },
    {
      "key": "strap",
      "type": "dropdown",
      "label": {"en": "Strap or bracelet", "de": "Band", "fr": "Bracelet", "it": "Cinturino", "es": "Correa"},
      "section": "dial_strap",
      "options": [
        {
          "id": "metal_bracelet",
          "label": {"en": "Metal bracelet", "de": "Metallarmband", "fr": "Bracelet métal", "it": "Bracciale in metallo", "es": "Brazalete metálico"}
        },
        {"id": "leather", "label": {"en": "Leather strap", "de": "Lederband", "fr": "Bracelet cuir", "it": "Cinturino in pelle", "es": "Correa de piel"}},
        {
          "id": "rubber",
          "label": {"en": "Rubber strap", "de": "Kautschukband", "fr": "Bracelet caoutchouc", "it": "Cinturino in caucciù", "es": "Correa de caucho"}
        },
        {
          "id": "textile",
          "label": {
            "en": "Textile or NATO strap",
            "de": "Textil- oder NATO-Band",
            "fr": "Bracelet textile ou NATO",
            "it": "Cinturino in tessuto o NATO",
            "es": "Correa textil o NATO"
          }
        }
      ]
    },
    {"key": "box", "type": "checkbox", "label": {"en": "Box", "de": "Box", "fr": "Boîte", "it": "Scatola", "es": "Caja"}, "section": "box_papers"},
    {
      "key": "papers",
      "type": "checkbox",
      "label": {"en": "Papers", "de": "Papiere", "fr": "Papiers", "it": "Garanzia", "es": "Papeles"},
      "section": "box_papers"
    },
    {
      "key": "papers_date",
      "type": "date",
      "label": {"en": "Date on papers", "de": "Datum der Papiere", "fr": "Date des papiers", "it": "Data della garanzia", "es": "Fecha de los papeles"},
      "section": "box_papers"
    },
    {
      "key": "last_service",
      "type": "date",
      "label": {"en": "Last service", "de": "Letzte Revision", "fr": "Dernière révision", "it": "Ultima revisione", "es": "Última revisión"},
      "section": "service"
    },
    {
      "key": "service_cost",
      "type": "currency",
      "label": {"en": "Service cost", "de": "Revisionskosten", "fr": "Coût de la révision", "it": "Costo della revisione", "es": "Coste de la revisión"},
      "section": "service"
    },
    {
      "key": "rate_deviation",
      "type": "number",
      "label": {"en": "Rate deviation", "de": "Gangabweichung", "fr": "Écart de marche", "it": "Scarto di marcia", "es": "Desvío de marcha"},
      "section": "service",
      "suffix": {"en": "s/d", "de": "s/Tag", "fr": "s/j", "it": "s/g", "es": "s/d"},
      "example": {"en": "+2"}
    }
  ],
  "highlights": ["brand", "model", "reference"],
  "suggestions": [
    {"template": "builtin.strap"},
    {"template": "builtin.blank", "name": {"en": "Accessories", "de": "Zubehör", "fr": "Accessoires", "it": "Accessori", "es": "Accesorios"}, "icon": "tray.2"}
  ],
  "showcase": "strap"
}

"""#,
        "builtin.wine": #"""
{
  "id": "builtin.wine",
  "version": 3,
  "name": {"en": "Wine", "de": "Wein", "fr": "Vin", "it": "Vino", "es": "Vino"},
  "icon": "wineglass",
  "sections": [
    {"id": "wine", "label": {"en": "Wine", "de": "Wein", "fr": "Vin", "it": "Vino", "es": "Vino"}},
    {"id": "cellar", "label": {"en": "Cellar", "de": "Keller", "fr": "Cave", "it": "Cantina", "es": "Bodega"}},
    {"id": "tasting", "label": {"en": "Tasting", "de": "Verkostung", "fr": "Dégustation", "it": "Degustazione", "es": "Cata"}}
  ],
  "fields": [
    {
      "key": "producer",
      "type": "text",
      "label": {"en": "Producer", "de": "Erzeuger", "fr": "Producteur", "it": "Produttore", "es": "Productor"},
      "section": "wine",
      "identifying": true,
      "example": {"en": "Château Margaux"}
    },
    {
      "key": "wine_name",
      "type": "text",
      "label": {"en": "Wine name", "de": "Weinname", "fr": "Cuvée", "it": "Nome del vino", "es": "Nombre del vino"},
      "section": "wine",
      "identifying": true,
      "example": {"en": "Pavillon Rouge"}
    },
    {
      "key": "vintage",
      "type": "number",
      "label": {"en": "Vintage", "de": "Jahrgang", "fr": "Millésime", "it": "Annata", "es": "Añada"},
      "section": "wine",
      "identifying": true,
      "example": {"en": "2015"}
    },
    {
      "key": "color",
      "type": "dropdown",
      "label": {"en": "Type", "de": "Weinart", "fr": "Type", "it": "Tipologia", "es": "Tipo"},
      "section": "wine",
      "options": [
        {"id": "red", "label": {"en": "Red", "de": "Rot", "fr": "Rouge", "it": "Rosso", "es": "Tinto"}},
        {"id": "white", "label": {"en": "White", "de": "Weiß", "fr": "Blanc", "it": "Bianco", "es": "Blanco"}},
        {"id": "rose", "label": {"en": "Rosé", "de": "Rosé", "fr": "Rosé", "it": "Rosato", "es": "Rosado"}},
        {"id": "sparkling", "label": {"en": "Sparkling", "de": "Schaumwein", "fr": "Effervescent", "it": "Spumante", "es": "Espumoso"}},
        {"id": "sweet", "label": {"en": "Sweet", "de": "Süßwein", "fr": "Liquoreux", "it": "Dolce", "es": "Dulce"}},
        {"id": "fortified", "label": {"en": "Fortified", "de": "Likörwein", "fr": "Vin muté", "it": "Fortificato", "es": "Generoso"}}
      ]
    },
    {
      "key": "country",
      "type": "text",
      "label": {"en": "Country", "de": "Land", "fr": "Pays", "it": "Paese", "es": "País"},
      "section": "wine",
      "example": {"en": "France", "de": "Frankreich", "fr": "France", "it": "Francia", "es": "Francia"}
    },
    {
      "key": "region",
      "type": "text",
      "label": {"en": "Region", "de": "Region", "fr": "Région", "it": "Regione", "es": "Región"},
      "section": "wine",
      "example": {"en": "Bordeaux"}
    },
    {
      "key": "appellation",
      "type": "text",
      "label": {"en": "Appellation", "de": "Appellation", "fr": "Appellation", "it": "Denominazione", "es": "Denominación de origen"},
      "section": "wine",
      "example": {"en": "Margaux"}
    },
    {
      "key": "classification",
      "type": "text",
      "label": {"en": "Classification", "de": "Klassifikation", "fr": "Classement", "it": "Classificazione", "es": "Clasificación"},
      "section": "wine",
      "example": {"en": "Premier Grand Cru Classé"}
    },
    {
      "key": "grapes",
      "type": "text",
      "label": {"en": "Grape varieties", "de": "Rebsorten", "fr": "Cépages", "it": "Vitigni", "es": "Variedades de uva"},
      "section": "wine",
      "example": {"en": "Cabernet Sauvignon, Merlot"}
    },
    {
      "key": "alcohol",
      "type": "number",
      "label": {"en": "Alcohol", "de": "Alkoholgehalt", "fr": "Degré d'alcool", "it": "Gradazione alcolica", "es": "Graduación alcohólica"},
      "section": "wine",
      "suffix": {"en": "% vol", "de": "% vol", "fr": "% vol", "it": "% vol", "es": "% vol"},
      "example": {"en": "13.5", "de": "13,5", "fr": "13,5", "it": "13,5", "es": "13,5"}
    },
    {
      "key": "bottle_size",
      "type": "measurement",
      "label": {"en": "Bottle size", "de": "Flaschengröße", "fr": "Contenance", "it": "Formato", "es": "Formato"},
      "section": "cellar",
      "measurement": "volume",
      "unitHint": {"metric": "cl", "imperial": "fl_oz"}
    },
    {
      "key": "drink_from",
      "type": "date",
      "label": {"en": "Drink from", "de": "Trinkreif ab", "fr": "À boire à partir de", "it": "Da bere dal", "es": "Beber a partir de"},
      "section": "cellar"
    },
    {
      "key": "drink_until",
      "type": "date",
      "label": {"en": "Drink until", "de": "Trinken bis", "fr": "À boire avant", "it": "Da bere entro", "es": "Beber antes de"},
      "section": "cellar"
    },
    {
      "key": "bottles",
      "type": "quantity",
      "label": {"en": "Bottles", "de": "Flaschen", "fr": "Bouteilles", "it": "Bottiglie", "es": "Botellas"},
      "section": "cellar",
      "options": [
        {
          "id": "bottle_750",
          "label": {"en": "Bottle (75 cl)", "de": "Flasche (75 cl)", "fr": "Bouteille (75 cl)", "it": "Bottiglia (75 cl)", "es": "Botella (75 cl)"}
        },
        {"id": "magnum", "label": {"en": "Magnum (1.5 l)", "de": "Magnum (1,5 l)", "fr": "Magnum (1,5 l)", "it": "Magnum (1,5 l)", "es": "Mágnum (1,5 l)"}},
        {
          "id": "half",
          "label": {
            "en": "Half bottle (37.5 cl)",
            "de": "Halbe Flasche (37,5 cl)",
            "fr": "Demi-bouteille (37,5 cl)",
            "it": "Mezza bottiglia (37,5 cl)",
            "es": "Media botella (37,5 cl)"
          }
        }
      ],
      "hidden": true
    },
    {
      "key": "critic_score",
      "type": "number",
      "label": {"en": "Critic score", "de": "Kritikerpunkte", "fr": "Note de la critique", "it": "Punteggio della critica", "es": "Puntuación de la crítica"},
      "section": "tasting",
      "suffix": {"en": "/100", "de": "/100", "fr": "/100", "it": "/100", "es": "/100"},
      "example": {"en": "96"}
    },
    {
      "key": "my_rating",
      "type": "rating",
      "label": {"en": "My rating", "de": "Meine Bewertung", "fr": "Ma note", "it": "Il mio voto", "es": "Mi valoración"},
      "section": "tasting",
      "ratingMax": 5
    },
    {
      "key": "tasting_notes",
      "type": "text",
      "label": {"en": "Tasting notes", "de": "Verkostungsnotizen", "fr": "Notes de dégustation", "it": "Note di degustazione", "es": "Notas de cata"},
      "section": "tasting",
      "multiline": true
    }
  ],
  "highlights": ["producer", "vintage", "@count"],
  "quantity": {
    "one": {"en": "bottle", "de": "Flasche", "fr": "bouteille", "it": "bottiglia", "es": "botella"},
    "other": {"en": "bottles", "de": "Flaschen", "fr": "bouteilles", "it": "bottiglie", "es": "botellas"}
  },
  "suggestions": [{"template": "builtin.spirits"}],
  "showcase": "standing"
}

"""#,
        "builtin.wishlist": #"""
{
  "id": "builtin.wishlist",
  "version": 1,
  "name": {"en": "Wishlist", "de": "Wunschliste", "fr": "Liste de souhaits", "it": "Lista dei desideri", "es": "Lista de deseos"},
  "icon": "star",
  "sections": [{"id": "wish", "label": {"en": "Wish", "de": "Wunsch", "fr": "Souhait", "it": "Desiderio", "es": "Deseo"}}],
  "fields": [
    {
      "key": "shop_url",
      "type": "url",
      "label": {"en": "Link to buy", "de": "Link zum Kaufen", "fr": "Lien d'achat", "it": "Link per l'acquisto", "es": "Enlace de compra"},
      "section": "wish"
    }
  ]
}

"""#,
    ]
}
