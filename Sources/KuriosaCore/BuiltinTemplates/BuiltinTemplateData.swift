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
