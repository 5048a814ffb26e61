import KuriosaCore

/// Money as two spreadsheet columns (docs/export-templates.md#money-as-two-columns): the
/// importer's one cell `CHF 6450.50` becomes an amount `6450.50` under the column's label and
/// the code `CHF` under `MoneyColumnPair.currencyLabel` (`Estimated value currency`), so a
/// sum or filter in the spreadsheet can never take francs for euros (#29). XLSX always writes
/// the pair; CSV when `--currency-columns` asks. The import reads the pair back as the one value.
extension ExportColumn {
    /// `columns` with every money column replaced by its amount column and its currency
    /// column right after it; other columns as they are.
    public static func splittingMoney(_ columns: [ExportColumn], language: String) -> [ExportColumn] {
        columns.flatMap { column -> [ExportColumn] in
            guard column.kind == .money, column.moneyPart == nil else { return [column] }
            var amount = column
            amount.moneyPart = .amount
            amount.kind = .number
            var currency = column
            currency.moneyPart = .currency
            currency.kind = .text
            currency.id = column.id + "#currency"
            currency.cellID = column.id
            currency.label = MoneyColumnPair.currencyLabel(of: column.label, language: language)
            return [amount, currency]
        }
    }

    /// The importer's form of this column's cell of a piece: the whole cell, or its amount or
    /// currency half. A cell that is not a code and an amount (text a person typed) stays
    /// whole in the amount column, with no currency, so it is not lost.
    public func csv(of piece: ExportPiece) -> String {
        let csv = piece.cells[cellID ?? id]?.csv ?? ""
        guard let moneyPart else { return csv }
        let parts = Self.moneyParts(csv)
        switch moneyPart {
        case .amount: return parts?.amount ?? csv
        case .currency: return parts?.currency ?? ""
        }
    }

    /// `CHF 6450.50` → (`6450.50`, `CHF`): a known currency code, one space, an amount — the
    /// importer's form of a money cell, split here for both spreadsheet formats.
    static func moneyParts(_ csv: String) -> (amount: String, currency: String)? {
        let parts = csv.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, Currency.minorUnitDigits(String(parts[0])) != nil, !parts[1].isEmpty else { return nil }
        return (String(parts[1]), String(parts[0]))
    }
}
