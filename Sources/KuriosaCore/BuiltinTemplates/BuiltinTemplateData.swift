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
