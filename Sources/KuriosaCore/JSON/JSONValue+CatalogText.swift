extension JSONValue {
    /// The one compact text of a value, as the catalog's JSON columns and the history store
    /// it: no blanks, `/` and non-ASCII written as they are, whole numbers without `.0`,
    /// object keys in `catalogKeyOrder` and then by code point. Two writers following this
    /// produce the same bytes, which is what lets a merge compare history rows as text.
    public var catalogJSONText: String {
        JSONWriter.write(.value(self), rules: .catalog)
    }

    /// Key order of the catalog's JSON shapes as the specification writes them: a history
    /// change (path, old, new), a tagged field value (type, value), money (minorUnits,
    /// currency), a quantity (amount, unit), a journal entry (id, kind, date, quantity, price,
    /// counterparty, dueDate, note), a reminder (id, lead, repeat), the version 8/9 lists
    /// (source, amount, fieldKey) and a crop (x, y, width, height). A `JSONValue` does not
    /// keep the order it was read in, so the order is fixed here; other keys follow by code
    /// point.
    public static let catalogKeyOrder: [String] = [
        "path", "old", "new",
        "id", "kind", "type", "value", "date", "amount", "fieldKey", "quantity", "price", "source",
        "counterparty", "dueDate", "note", "lead", "repeat",
        "minorUnits", "currency", "unit",
        "x", "y", "width", "height",
    ]

    private static let keyRank: [String: Int] = Dictionary(
        uniqueKeysWithValues: catalogKeyOrder.enumerated().map { ($1, $0) })

    /// Orders object keys: known keys by `catalogKeyOrder`, then the rest by code point.
    static func catalogKeyPrecedes(_ a: String, _ b: String) -> Bool {
        switch (keyRank[a], keyRank[b]) {
        case let (ra?, rb?): ra < rb
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars)
        }
    }

    /// A double of the catalog: a whole number is written without a fraction (a measurement
    /// of 40 mm is `40`, also when SQLite handed it over as a REAL); others in the shortest
    /// form that reads back the same. JSON has no NaN or infinity: those become null.
    static func numberText(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        return JSONNumber.text(d, wholeBelow: JSONNumber.catalogLimit)
    }

    /// Equal as the history sees it: the same canonical text (so 40 and 40.0 are equal).
    public func isCatalogEqual(to other: JSONValue) -> Bool {
        catalogJSONText == other.catalogJSONText
    }
}
