import KuriosaCore

/// The look-up of docs/import-rules.md#header-matching: every normalized text that names a
/// target of one template — field keys, standard column keys, every field label in every
/// language, and the standard column labels — so a header written in any of the five languages,
/// with or without accents, finds its column. A text that names two targets is kept as such and
/// reported `ambiguous_column`.
///
/// Two precedences keep a header meaning what the person meant
/// (docs/import.md#template-mapping):
/// - a counted collection's count column is also named by the template's unit names in every
///   language (`Bottles`, `Flaschen`, `bouteille` for wine), because a cellar sheet calls its
///   count that;
/// - a hidden field never wins over a standard column. Built-ins keep legacy fields hidden
///   (wine's old `bottles`); a person writing `Bottles` means the count the app shows, not a
///   field the app hides. A mapping (`field:bottles`) still reaches the hidden field.
package struct HeaderMatcher: Sendable {
    /// What a header names.
    public enum Match: Sendable, Equatable {
        case none
        case one(ImportTarget)
        case ambiguous([ImportTarget])
    }

    private let lookup: [String: Set<ImportTarget>]

    /// - Parameters:
    ///   - template: the collection's template; calculation fields are targets too, so their
    ///     columns are reported `calculation_not_imported` instead of `unknown_column`.
    ///   - standards: the standard columns that apply (`quantity` only when the template counts).
    ///   - wishlist: the wishlist template when wishes are imported; its fields match like the
    ///     collection's, so a wish field sharing a text with a collection field is ambiguous.
    public init(template: Template, standards: [StandardColumn], wishlist: Template? = nil) {
        var lookup: [String: Set<ImportTarget>] = [:]
        func add(_ text: String, _ target: ImportTarget) {
            let key = TextNormalizer.normalize(text)
            guard !key.isEmpty else { return }
            lookup[key, default: []].insert(target)
        }
        for column in standards {
            add(column.key, .standard(column))
            for label in column.labels { add(label, .standard(column)) }
        }
        if standards.contains(.count), let names = template.quantity {
            for text in [names.one, names.other].compactMap({ $0 }).flatMap({ $0.texts.values }) { add(text, .standard(.count)) }
        }
        // `Price per bottle`: the unit price headed by the template's unit, in its languages.
        if standards.contains(.unitPrice), let one = template.quantity?.one {
            let phrases = ["en": "Price per", "de": "Preis pro", "fr": "Prix par", "it": "Prezzo per", "es": "Precio por"]
            for (language, unit) in one.texts { if let phrase = phrases[language] { add("\(phrase) \(unit)", .standard(.unitPrice)) } }
        }
        let standardKeys = Set(lookup.keys)
        // The export's `Collection` column is never a field's key: jewelry's field
        // `collection` is labelled "Collection or model", and a header "Collection" means the
        // path the export wrote. A mapping (`field:collection`) still reaches the field.
        let identityKeys = Set(standards.filter(StandardColumn.identity.contains).flatMap { [$0.key] + $0.labels }
            .map(TextNormalizer.normalize))
        for field in template.fields {
            func addField(_ text: String) {
                let key = TextNormalizer.normalize(text)
                // A hidden field never wins over a standard column's name.
                if field.hidden, standardKeys.contains(key) { return }
                add(text, .field(field.key))
            }
            if !identityKeys.contains(TextNormalizer.normalize(field.key)) { addField(field.key) }
            for label in field.label.texts.values { addField(label) }
        }
        for field in wishlist?.fields ?? [] {
            add(field.key, .wishField(field.key))
            for label in field.label.texts.values { add(label, .wishField(field.key)) }
        }
        self.lookup = lookup
    }

    /// The standard columns of owned pieces for a template: all but `quantity` unless the
    /// template counts, and none of the wish-only ones.
    public static func standards(for template: Template) -> [StandardColumn] {
        StandardColumn.importColumns.filter { (($0 != .count && $0 != .unitPrice) || template.counts) && !StandardColumn.wishOnly.contains($0) }
    }

    /// The standard columns of wishes: no purchase date or quantity, and the wish's priority.
    public static func wishStandards(for template: Template) -> [StandardColumn] {
        StandardColumn.importColumns.filter { ![.purchaseDate, .count, .unitPrice, .status, .statusSince].contains($0) }
    }

    /// What a text in the normalized form of docs/import-rules.md#header-matching names.
    public func match(normalized: String) -> Match {
        guard let targets = lookup[normalized], !targets.isEmpty else { return .none }
        if targets.count == 1, let only = targets.first { return .one(only) }
        return .ambiguous(targets.sorted { $0.key < $1.key })
    }
}
