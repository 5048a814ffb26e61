/// The fixed tables of the import rules, in one place as docs/import-rules.md#header-matching
/// asks. Written from `import-conventions.json`; `ConventionsTableTests` checks that they still
/// agree with that file, entry for entry.
public enum ImportConventions {
    /// Standard column key → language → labels (docs/import-rules.md#header-matching).
    public static let standardColumns: [String: [String: [String]]] = [
        "title": ["en": ["Title", "Name"], "de": ["Titel", "Name"], "fr": ["Titre", "Nom"], "it": ["Titolo", "Nome"], "es": ["Título", "Nombre"]],
        "purchase_date": ["en": ["Purchase date"], "de": ["Kaufdatum"], "fr": ["Date d'achat"], "it": ["Data di acquisto"], "es": ["Fecha de compra"]],
        "purchase_price": ["en": ["Purchase price"], "de": ["Kaufpreis"], "fr": ["Prix d'achat"], "it": ["Prezzo di acquisto"], "es": ["Precio de compra"]],
        "source": ["en": ["Source"], "de": ["Bezugsquelle"], "fr": ["Provenance"], "it": ["Provenienza"], "es": ["Procedencia"]],
        "estimated_value": ["en": ["Estimated value"], "de": ["Schätzwert"], "fr": ["Valeur estimée"], "it": ["Valore stimato"], "es": ["Valor estimado"]],
        "condition": ["en": ["Condition"], "de": ["Zustand"], "fr": ["État"], "it": ["Condizione"], "es": ["Estado"]],
        "place": ["en": ["Place", "Location"], "de": ["Standort"], "fr": ["Emplacement"], "it": ["Posizione"], "es": ["Ubicación"]],
        "tags": ["en": ["Tags"], "de": ["Tags", "Schlagwörter"], "fr": ["Étiquettes"], "it": ["Etichette"], "es": ["Etiquetas"]],
        "notes": ["en": ["Notes"], "de": ["Notizen"], "fr": ["Notes"], "it": ["Note"], "es": ["Notas"]],
        "quantity": ["en": ["Quantity"], "de": ["Anzahl"], "fr": ["Quantité"], "it": ["Quantità"], "es": ["Cantidad"]],
    ]

    /// The standard column keys in the order the rules list them.
    public static let standardColumnKeys: [String] = ["title", "purchase_date", "purchase_price", "source", "estimated_value", "condition", "place", "tags", "notes", "quantity"]

    /// Condition id → language → label (docs/import-rules.md#dropdowns-and-conditions).
    public static let conditionLabels: [String: [String: String]] = [
        "mint": ["en": "Mint", "de": "Neuwertig", "fr": "Neuf", "it": "Come nuovo", "es": "Como nuevo"],
        "excellent": ["en": "Excellent", "de": "Ausgezeichnet", "fr": "Excellent", "it": "Eccellente", "es": "Excelente"],
        "very_good": ["en": "Very good", "de": "Sehr gut", "fr": "Très bon", "it": "Molto buono", "es": "Muy bueno"],
        "good": ["en": "Good", "de": "Gut", "fr": "Bon", "it": "Buono", "es": "Bueno"],
        "fair": ["en": "Fair", "de": "Ordentlich", "fr": "Correct", "it": "Discreto", "es": "Aceptable"],
        "poor": ["en": "Poor", "de": "Schlecht", "fr": "Mauvais", "it": "Scarso", "es": "Malo"],
    ]

    /// The condition ids in their order from best to worst.
    public static let conditionIDs: [String] = ["mint", "excellent", "very_good", "good", "fair", "poor"]

    /// Checkbox words, normalized (docs/import-rules.md#checkboxes).
    public static let checkboxTrue: [String] = ["1", "ja", "on", "oui", "si", "true", "verdadero", "vero", "vrai", "wahr", "x", "y", "yes", "✓", "✔"]
    public static let checkboxFalse: [String] = ["0", "falsch", "false", "falso", "faux", "n", "nein", "no", "non", "off"]

    /// Measurement kind → unit id → factor to the canonical unit (mm, g, ml), as exact decimal text.
    public static let unitFactorsToCanonical: [String: [String: String]] = [
        "length": ["mm": "1", "cm": "10", "m": "1000", "km": "1000000", "in": "25.4", "ft": "304.8", "mi": "1609344"],
        "mass": ["g": "1", "kg": "1000", "ct": "0.2", "gr": "0.06479891", "oz": "28.349523125", "ozt": "31.1034768", "lb": "453.59237"],
        "volume": ["ml": "1", "cl": "10", "l": "1000", "fl_oz": "29.5735295625", "gal": "3785.411784"],
    ]

    /// Measurement kind → unit id → spellings (docs/import-rules.md#measurements), lowercase.
    public static let unitSpellings: [String: [String: [String]]] = [
        "length": [
            "mm": ["mm", "millimeter", "millimeters", "millimetre", "millimetres"],
            "cm": ["cm", "centimeter", "centimeters", "centimetre", "centimetres"],
            "m": ["m", "meter", "meters", "metre", "metres"],
            "km": ["km", "kilometer", "kilometers", "kilometre", "kilometres"],
            "in": ["in", "inch", "inches", "\"", "″", "zoll", "pouce", "pouces", "pollice", "pollici", "pulgada", "pulgadas"],
            "ft": ["ft", "foot", "feet"],
            "mi": ["mi", "mile", "miles"],
        ],
        "mass": [
            "g": ["g", "gram", "grams", "gramm", "gramme", "grammes", "grammo", "grammi", "gramo", "gramos"],
            "kg": ["kg", "kilogram", "kilograms", "kilogramm", "kilogramme", "kilogrammes", "kilo", "kilos"],
            "ct": ["ct", "carat", "carats"],
            "gr": ["gr", "grain", "grains"],
            "oz": ["oz", "ounce", "ounces"],
            "ozt": ["ozt", "oz t", "troy oz", "oz troy", "troy ounce", "troy ounces"],
            "lb": ["lb", "lbs", "pound", "pounds"],
        ],
        "volume": [
            "ml": ["ml", "milliliter", "milliliters", "millilitre", "millilitres"],
            "cl": ["cl", "centiliter", "centiliters", "centilitre", "centilitres"],
            "l": ["l", "liter", "liters", "litre", "litres", "lt"],
            "fl_oz": ["fl_oz", "fl oz", "floz", "fluid ounce", "fluid ounces", "oz"],
            "gal": ["gal", "gallon", "gallons"],
        ],
    ]

    /// Currency symbol → ISO 4217 code (docs/import-rules.md#money). `¥` is JPY on purpose.
    public static let currencySymbols: [String: String] = [
        "€": "EUR", "£": "GBP", "¥": "JPY", "$": "USD", "US$": "USD", "Fr.": "CHF", "SFr.": "CHF",
    ]

    // The conventions' ISO 4217 exponents are Core's `Currency` table (its one owner, #26);
    // ConventionsTableTests checks that the two agree.

    /// Month number → names and abbreviations in en/de/fr/it/es, normalized
    /// (docs/import-rules.md#dates).
    public static let monthNames: [Int: [String]] = [
        1: ["january", "jan", "januar", "janner", "janvier", "janv", "gennaio", "gen", "enero", "ene"],
        2: ["february", "feb", "februar", "fevrier", "fevr", "fev", "febbraio", "febrero"],
        3: ["march", "mar", "marz", "maerz", "mars", "marzo"],
        4: ["april", "apr", "avril", "avr", "aprile", "abril", "abr"],
        5: ["may", "mai", "maggio", "mag", "mayo"],
        6: ["june", "jun", "juni", "juin", "giugno", "giu", "junio"],
        7: ["july", "jul", "juli", "juillet", "juil", "luglio", "lug", "julio"],
        8: ["august", "aug", "aout", "agosto", "ago"],
        9: ["september", "sep", "sept", "septembre", "settembre", "set", "septiembre", "setiembre"],
        10: ["october", "oct", "oktober", "okt", "octobre", "ottobre", "ott", "octubre"],
        11: ["november", "nov", "novembre", "noviembre"],
        12: ["december", "dec", "dezember", "dez", "decembre", "dicembre", "dic", "diciembre"],
    ]

    /// A leading `'` before one of these is the exporter's neutralizer
    /// (docs/import-rules.md#formula-looking-cells).
    public static let formulaNeutralizerTriggers: [String] = ["=", "+", "-", "@", "\t", "\r"]
    /// Place path separators (docs/import-rules.md#places).
    public static let placeSeparators: [String] = ["›", ">", "/"]
    /// Multiple-choice and tag separators (docs/import-rules.md#multiple-choice-cells,
    /// docs/import-rules.md#tags).
    public static let choiceSeparators: [String] = [",", ";"]
    /// Delimiter candidates in tie-breaking order (docs/import-rules.md#delimiter).
    public static let delimiterCandidates: [String] = [",", ";", "\t", "|"]
}
