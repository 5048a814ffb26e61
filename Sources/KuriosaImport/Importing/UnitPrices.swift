import KuriosaCore
import KuriosaStore

/// A unit-price column (`Price per bottle`, `Preis pro Flasche`, `Unit price`) of a counted
/// collection (docs/import.md#prices-per-unit): cellar sheets price by the bottle, and taken
/// as the price of the lot it made 12 × CHF 18.90 read as CHF 1.58 a bottle. The catalog
/// keeps the lot's price (`purchase_price`) and its count; the unit price is what they give.
enum UnitPrices {
    /// A new piece: without a lot price the lot is the unit price × the row's count (1 without
    /// one). With a lot price, that is the piece's price: the export writes the unit price it
    /// and the journal give (another library's export, whose `Quantity` is the count now,
    /// after bottles were drunk), so it adds nothing.
    static func forNew(_ row: inout ImportedRow, column: PlannedColumn?) -> ImportReport.RowError? {
        guard let unit = row.unitPrice, row.purchasePrice == nil else { return nil }
        row.purchasePrice = times(unit, row.quantity ?? 1)
        return nil
    }

    /// A row that names its piece: a unit price equal to the piece's (its journal's price per
    /// unit) says nothing new; another one is an edit, and makes the first purchase's price
    /// the unit price × its count, unless the row's lot price was edited too and disagrees.
    /// - Parameter purchaseQuantity: the first purchase's count after the row (`PieceWriter.purchaseQuantity`).
    static func forUpdate(_ row: inout ImportedRow, of stored: ItemRecord, purchaseQuantity: Double?,
                          column: PlannedColumn?) -> ImportReport.RowError? {
        guard let unit = row.unitPrice else { return nil }
        let journal = Journal(purchaseDate: stored.purchaseDate, purchasePrice: stored.purchasePrice,
                              source: stored.source, purchaseQuantity: stored.purchaseQuantity,
                              events: (try? JournalEntry.entries(storedText: stored.events.text)) ?? [])
        if journal.pricePerUnit == unit { return nil }
        let count = purchaseQuantity ?? stored.purchaseQuantity ?? 1
        let storedLot = stored.purchasePrice
        if let lot = row.purchasePrice, lot != storedLot, !agree(lot: lot, unit: unit, count: count) {
            return mismatch(row, column, lot: lot, unit: unit, count: count)
        }
        row.purchasePrice = times(unit, count)
        return nil
    }

    static func times(_ unit: Money, _ count: Double) -> Money {
        Money(minorUnits: Int64((Double(unit.minorUnits) * count).rounded(.toNearestOrAwayFromZero)), currency: unit.currency)
    }

    static func agree(lot: Money, unit: Money, count: Double) -> Bool {
        guard lot.currency == unit.currency, count > 0 else { return false }
        return Int64((Double(lot.minorUnits) / count).rounded(.toNearestOrAwayFromZero)) == unit.minorUnits
    }

    private static func mismatch(_ row: ImportedRow, _ column: PlannedColumn?, lot: Money, unit: Money, count: Double) -> ImportReport.RowError {
        ImportReport.RowError(row: row.row, column: column?.header, columnIndex: (column?.index ?? -1) + 1, reason: "unit_price_mismatch",
                              text: MoneyFormatter.string(unit, locale: "en-US"),
                              detail: "the purchase price \(MoneyFormatter.string(lot, locale: "en-US")) is not \(NumberText.plain(count, locale: "en")) × "
                                  + "\(MoneyFormatter.string(unit, locale: "en-US")); change one of them, or leave the purchase price empty")
    }
}
