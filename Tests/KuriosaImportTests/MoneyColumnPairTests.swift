import Foundation
import KuriosaCore
import Testing
@testable import KuriosaImport

/// `X currency` beside the money column `X` is that column's currency, row by row
/// (docs/import.md#money-in-two-columns): in the five languages the export writes, only
/// beside a money column of the same file, never a column of its own.
@Suite("Money in two columns: the header")
struct MoneyColumnPairTests {
    @Test(arguments: [("en", "Estimated value currency"), ("de", "Estimated value währung"), ("fr", "Estimated value devise"),
                      ("it", "Estimated value valuta"), ("es", "Estimated value moneda")])
    func theExportsLabelNamesItsAmountColumn(language: String, label: String) {
        #expect(MoneyColumnPair.currencyLabel(of: "Estimated value", language: language) == label)
        #expect(MoneyColumnPair.amountLabel(ofCurrencyHeader: label) == "Estimated value")
        #expect(MoneyColumnPair.amountLabel(ofCurrencyHeader: label.uppercased()) == "ESTIMATED VALUE")
    }

    @Test func aHeaderThatIsOnlyTheWordNamesNothing() {
        #expect(MoneyColumnPair.amountLabel(ofCurrencyHeader: "Currency") == nil)
        #expect(MoneyColumnPair.amountLabel(ofCurrencyHeader: " currency") == nil)
        #expect(MoneyColumnPair.amountLabel(ofCurrencyHeader: "Estimated value") == nil)
    }

    @Test func thePairIsOneValueNotAnUnknownColumn() throws {
        let (plan, _) = try ImportMappingTests.plan(["Title", "Kaufpreis", "Kaufpreis Währung", "Estimated value", "Estimated value currency"])
        #expect(plan.currencyColumns == [1: 2, 3: 4], "\(plan.currencyColumns)")
        #expect(plan.unknown.isEmpty && plan.warnings.isEmpty, "\(plan.unknown) \(plan.warnings)")
    }

    /// Beside a column that holds no money, or with no amount column at all, the header is an
    /// unknown column as any other (kept by the rules for those).
    @Test func withoutItsMoneyColumnItIsUnknown() throws {
        let (plan, _) = try ImportMappingTests.plan(["Title", "Brand", "Brand currency", "Shipping currency"])
        #expect(plan.currencyColumns.isEmpty)
        #expect(plan.unknown.map(\.header) == ["Brand currency", "Shipping currency"])
    }
}
