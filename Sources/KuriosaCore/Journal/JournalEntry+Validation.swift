/// The rules of `item.events` a writer keeps, checked before an entry is stored or imported.
extension JournalEntry {
    /// Every rule this entry breaks, empty when it may be stored.
    public var problems: [JournalError] {
        var found: [JournalError] = []
        func add(_ key: String, _ reason: String) {
            found.append(.invalidEntry(id: id, key: key, reason: reason))
        }
        if id.isEmpty { add("id", "is empty") }
        if let date, Self.wellFormedDay(date) == nil { add("date", "\"\(date)\" is not a day YYYY-MM-DD") }
        if let dueDate, Self.wellFormedDay(dueDate) == nil {
            add("dueDate", "\"\(dueDate)\" is not a day YYYY-MM-DD")
        }
        if dueDate != nil, !kind.canBeDue { add("dueDate", "only lent_out and at_service entries are due back") }
        if let quantity, !(quantity.isFinite && quantity > 0) { add("quantity", "\(quantity) is not more than zero") }
        if let price, Currency.minorUnitDigits(price.currency) == nil {
            add("price", "\"\(price.currency)\" is not an ISO 4217 currency")
        }
        return found
    }

    /// Throws the first rule this entry breaks.
    /// - Throws: `JournalError.invalidEntry` naming the entry and the key.
    public func validate() throws {
        if let first = problems.first { throw first }
    }
}
