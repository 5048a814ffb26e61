import Foundation

/// The two columns a spreadsheet gives one money column: the amount (`Estimated value`, a
/// plain number) and its currency (`Estimated value currency`, an ISO 4217 code), row by row
/// (#29). A workbook whose money cells carry their currency only in a number format lets
/// `=SUM` add francs to euros, and a CSV save of it may drop the currency; with the code in a
/// cell of its own, a filter or `SUMIF` by currency works and nothing depends on formatting.
/// The export names the currency column and the import finds the pair by the same rule, here
/// (docs/export-templates.md#money-as-two-columns, docs/import.md#money-in-two-columns).
public enum MoneyColumnPair {
    /// The currency column's header: the amount column's, a space, and "currency" in the
    /// document's language (`Estimated value currency`, `Schätzwert Währung`).
    public static func currencyLabel(of amountLabel: String, language: String) -> String {
        amountLabel + " " + TotalsSheet.word(TotalsSheet.currencyWords, language).lowercased()
    }

    /// The amount column's header a currency column's names: the header less a trailing space
    /// and "currency" in any of the five languages (any case), `Purchase price currency` →
    /// `Purchase price`; nil for any other header. The import pairs it only when that header
    /// is a money column of the file.
    public static func amountLabel(ofCurrencyHeader header: String) -> String? {
        let trimmed = header.trimmingCharacters(in: .whitespaces)
        for word in Set(TotalsSheet.currencyWords.values) {
            let suffix = " " + word
            guard trimmed.count > suffix.count,
                  trimmed.lowercased().hasSuffix(suffix.lowercased()) else { continue }
            let base = String(trimmed.dropLast(suffix.count)).trimmingCharacters(in: .whitespaces)
            if !base.isEmpty { return base }
        }
        return nil
    }
}
