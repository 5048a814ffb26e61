import KuriosaCore

/// The words the toolkit itself writes into exports, in the five languages of the app (the
/// app's string catalog is not in the specifications). The importable standard column labels
/// are exactly the first labels of the table of docs/import-rules.md#header-matching
/// (`ImportConventions.standardColumns`), so CSV headers read back.
public enum ExportStrings {
    /// The label of a standard column in a language (`de`, `de-CH`), English fallback.
    public static func label(_ column: StandardColumn, language: String) -> String {
        text(columnLabels[column] ?? [:], language)
    }

    /// One of the fixed words (`total`, `pieces`, `page`…), English fallback.
    public static func word(_ key: String, language: String) -> String {
        text(words[key] ?? reportWords[key] ?? commandWords[key] ?? ["en": key], language)
    }

    /// A count with its noun in the right plural form: `1 piece`, `12 pieces`, `0 objet`
    /// (French takes the singular for 0 and 1), the number grouped as counts are in the
    /// locale (`1,250 pieces`). The noun comes from `key.one` / `key.other` of the tables.
    public static func counted(_ count: Int, _ key: String, language: String, locale: String) -> String {
        NumberText.count(count, locale: locale) + " " + plural(key, count: count, language: language)
    }

    /// The noun `key` for `count`: `key.one` or `key.other`.
    public static func plural(_ key: String, count: Int, language: String) -> String {
        word(key + "." + (isOne(count, language: language) ? "one" : "other"), language: language)
    }

    /// CLDR's `one` category for whole numbers in the five languages: exactly 1, and in
    /// French also 0.
    public static func isOne(_ count: Int, language: String) -> Bool {
        let base = language.split(separator: "-").first.map(String.init) ?? language
        return count == 1 || (base == "fr" && count == 0)
    }

    /// A condition as people read it (labels of import-conventions.json, so they import back).
    public static func condition(_ id: String, language: String) -> String {
        text(conditions[id] ?? ["en": id], language)
    }

    /// An item status as people read it.
    public static func status(_ id: String, language: String) -> String {
        text(ItemStatus(rawValue: id)?.labels ?? ["en": id], language)
    }

    /// "page 3 of 12" in a language.
    public static func pageOf(_ page: Int, _ total: Int, language: String) -> String {
        word("page", language: language) + " \(page) " + word("of", language: language) + " \(total)"
    }

    /// Every word, label, condition and status lacking one of the five languages, as
    /// `key: language` (empty when every report word is translated; checked by the tests).
    public static func missingTranslations() -> [String] {
        var tables: [(String, [String: String])] = []
        for table in [words, reportWords, commandWords] { tables += table.map { ($0.key, $0.value) } }
        tables += columnLabels.map { ($0.key.rawValue, $0.value) }
        tables += conditions.map { ($0.key, $0.value) } + ItemStatus.allCases.map { ($0.rawValue, $0.labels) }
        return tables.flatMap { key, table in
            ExportOptions.languages.filter { (table[$0] ?? "").isEmpty }.map { "\(key): \($0)" }
        }.sorted()
    }

    static func text(_ table: [String: String], _ language: String) -> String {
        LocalizedText(table).text(for: language)
    }

    static let columnLabels: [StandardColumn: [String: String]] = [
        .number: ["en": "No.", "de": "Nr.", "fr": "N°", "it": "N.", "es": "N.º"],
        .title: ["en": "Title", "de": "Titel", "fr": "Titre", "it": "Titolo", "es": "Título"],
        .collection: ["en": "Collection", "de": "Sammlung", "fr": "Collection", "it": "Collezione", "es": "Colección"],
        .place: ["en": "Place", "de": "Standort", "fr": "Emplacement", "it": "Posizione", "es": "Ubicación"],
        .status: ["en": "Status", "de": "Status", "fr": "Statut", "it": "Stato", "es": "Situación"],
        .condition: ["en": "Condition", "de": "Zustand", "fr": "État", "it": "Condizione", "es": "Estado"],
        .purchaseDate: ["en": "Purchase date", "de": "Kaufdatum", "fr": "Date d'achat", "it": "Data di acquisto", "es": "Fecha de compra"],
        .purchasePrice: ["en": "Purchase price", "de": "Kaufpreis", "fr": "Prix d'achat", "it": "Prezzo di acquisto", "es": "Precio de compra"],
        .source: ["en": "Source", "de": "Bezugsquelle", "fr": "Provenance", "it": "Provenienza", "es": "Procedencia"],
        .estimatedValue: ["en": "Estimated value", "de": "Schätzwert", "fr": "Valeur estimée", "it": "Valore stimato", "es": "Valor estimado"],
        .count: ["en": "Quantity", "de": "Anzahl", "fr": "Quantité", "it": "Quantità", "es": "Cantidad"],
        .tags: ["en": "Tags", "de": "Tags", "fr": "Étiquettes", "it": "Etichette", "es": "Etiquetas"],
        .notes: ["en": "Notes", "de": "Notizen", "fr": "Notes", "it": "Note", "es": "Notas"],
        .photo: ["en": "Photo", "de": "Foto", "fr": "Photo", "it": "Foto", "es": "Foto"],
        .wishPriority: ["en": "Priority", "de": "Priorität", "fr": "Priorité", "it": "Priorità", "es": "Prioridad"],
        .wishTarget: ["en": "Target price", "de": "Zielpreis", "fr": "Prix visé", "it": "Prezzo obiettivo", "es": "Precio objetivo"],
        .wishID: ["en": "Wish ID", "de": "Wunsch-ID", "fr": "ID du souhait", "it": "ID desiderio", "es": "ID del deseo"],
        .stamp: ExportStamp.headers,
        .valuedOn: ["en": "Valued on", "de": "Bewertet am", "fr": "Évalué le", "it": "Valutato il", "es": "Valorado el"],
        .unitPrice: ["en": "Price per unit", "de": "Preis pro Stück", "fr": "Prix unitaire", "it": "Prezzo unitario", "es": "Precio por unidad"],
    ]

    static let conditions: [String: [String: String]] = [
        "mint": ["en": "Mint", "de": "Neuwertig", "fr": "Neuf", "it": "Come nuovo", "es": "Como nuevo"],
        "excellent": ["en": "Excellent", "de": "Ausgezeichnet", "fr": "Excellent", "it": "Eccellente", "es": "Excelente"],
        "very_good": ["en": "Very good", "de": "Sehr gut", "fr": "Très bon", "it": "Molto buono", "es": "Muy bueno"],
        "good": ["en": "Good", "de": "Gut", "fr": "Bon", "it": "Buono", "es": "Bueno"],
        "fair": ["en": "Fair", "de": "Ordentlich", "fr": "Correct", "it": "Discreto", "es": "Aceptable"],
        "poor": ["en": "Poor", "de": "Schlecht", "fr": "Mauvais", "it": "Scarso", "es": "Malo"],
    ]


    static let words: [String: [String: String]] = [
        "total": ["en": "Total", "de": "Gesamt", "fr": "Total", "it": "Totale", "es": "Total"],
        "subtotal": ["en": "Subtotal", "de": "Zwischensumme", "fr": "Sous-total", "it": "Subtotale", "es": "Subtotal"],
        "piece.one": ["en": "piece", "de": "Objekt", "fr": "objet", "it": "oggetto", "es": "pieza"],
        "piece.other": ["en": "pieces", "de": "Objekte", "fr": "objets", "it": "oggetti", "es": "piezas"],
        // The units of a counted collection whose template names none. Not "pieces": a
        // total then reads "4 pieces · 10 units", never "4 pieces · 10 pieces".
        "unit.one": ["en": "unit", "de": "Stück", "fr": "unité", "it": "unità", "es": "unidad"],
        "unit.other": ["en": "units", "de": "Stück", "fr": "unités", "it": "unità", "es": "unidades"],
        // A column heading over counts of pieces.
        "piecesHeading": ["en": "Pieces", "de": "Objekte", "fr": "Objets", "it": "Oggetti", "es": "Piezas"],
        "field.one": ["en": "field", "de": "Feld", "fr": "champ", "it": "campo", "es": "campo"],
        "field.other": ["en": "fields", "de": "Felder", "fr": "champs", "it": "campi", "es": "campos"],
        "countsPieces": ["en": "counts pieces", "de": "zählt Stück", "fr": "compte les unités", "it": "conta le unità", "es": "cuenta unidades"],
        "countedIn": ["en": "counted in {unit}", "de": "gezählt in {unit}", "fr": "compté en {unit}", "it": "contato in {unit}", "es": "contado en {unit}"],
        "offeredAsSubcollections": ["en": "Offered as sub-collections", "de": "Als Untersammlungen angeboten", "fr": "Proposés comme sous-collections", "it": "Proposti come sottoraccolte", "es": "Ofrecidas como subcolecciones"],
        "wishlistFields": ["en": "Wishlist fields", "de": "Felder der Wunschliste", "fr": "Champs de la liste de souhaits", "it": "Campi della lista dei desideri", "es": "Campos de la lista de deseos"],
        "continued": ["en": "(continued)", "de": "(Fortsetzung)", "fr": "(suite)", "it": "(continua)", "es": "(continuación)"],
        "page": ["en": "Page", "de": "Seite", "fr": "Page", "it": "Pagina", "es": "Página"],
        "of": ["en": "of", "de": "von", "fr": "sur", "it": "di", "es": "de"],
        "owner": ["en": "Owner", "de": "Eigentümer", "fr": "Propriétaire", "it": "Proprietario", "es": "Propietario"],
        "date": ["en": "Date", "de": "Datum", "fr": "Date", "it": "Data", "es": "Fecha"],
        "summary": ["en": "Summary", "de": "Übersicht", "fr": "Résumé", "it": "Riepilogo", "es": "Resumen"],
        "documents": ["en": "Documents", "de": "Dokumente", "fr": "Documents", "it": "Documenti", "es": "Documentos"],
        "none": ["en": "No place", "de": "Ohne Standort", "fr": "Sans emplacement", "it": "Senza posizione", "es": "Sin ubicación"],
        "valueBasis": ["en": "Value basis", "de": "Wertbasis", "fr": "Base de valeur", "it": "Base del valore", "es": "Base del valor"],
        "valueBasisText": [
            "en": "Estimated values as recorded by the owner; purchase prices as paid. Amounts in different currencies are never added together.",
            "de": "Schätzwerte wie vom Eigentümer erfasst; Kaufpreise wie bezahlt. Beträge in verschiedenen Währungen werden nie zusammengezählt.",
            "fr": "Valeurs estimées saisies par le propriétaire ; prix d'achat tels que payés. Les montants en devises différentes ne sont jamais additionnés.",
            "it": "Valori stimati come registrati dal proprietario; prezzi di acquisto come pagati. Importi in valute diverse non vengono mai sommati.",
            "es": "Valores estimados según el propietario; precios de compra tal como se pagaron. Los importes en monedas distintas nunca se suman.",
        ],
        "sensitiveIncluded": [
            "en": "This report includes sensitive fields.",
            "de": "Dieser Bericht enthält vertrauliche Felder.",
            "fr": "Ce rapport contient des champs confidentiels.",
            "it": "Questo rapporto contiene campi riservati.",
            "es": "Este informe incluye campos confidenciales.",
        ],
        "yes": ["en": "yes", "de": "ja", "fr": "oui", "it": "sì", "es": "sí"],
        "no": ["en": "no", "de": "nein", "fr": "non", "it": "no", "es": "no"],
        "noPieces": ["en": "No pieces.", "de": "Keine Objekte.", "fr": "Aucun objet.", "it": "Nessun oggetto.", "es": "Ninguna pieza."],
    ]
}
