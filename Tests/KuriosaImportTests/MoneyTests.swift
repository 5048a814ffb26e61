import KuriosaCore
import Testing
@testable import KuriosaImport

@Suite("Money")
struct MoneyTests {
    static let chf = CellParser(kind: .money(fallbackCurrency: "CHF"), fileMark: .point)
    static let eurComma = CellParser(kind: .money(fallbackCurrency: "EUR"), fileMark: .comma)

    static let cases: [(cell: String, expected: String)] = [
        ("CHF 6,450.50", "CHF 645050"),
        ("6'450.50 CHF", "CHF 645050"),
        ("EUR 12,5", "EUR 1250"),
        ("eur 12,5", "EUR 1250"),
        ("12,50 €", "EUR 1250"),
        ("€12.50", "EUR 1250"),
        ("£ 3", "GBP 300"),
        ("¥1500", "JPY 1500"),
        ("¥1.500", "JPY 1500"),
        ("$1,000", "USD 100000"),
        ("US$ 20", "USD 2000"),
        ("Fr. 12.345", "CHF 1234500"),
        ("SFr. 5.20", "CHF 520"),
        ("12.500 €", "EUR 1250000"),
        ("CHF 12.345", "CHF 1234500"),
        ("BHD 1.250", "BHD 1250"),                // three minor digits: the file's mark decides
        ("KWD 12.5", "KWD 12500"),
        ("JPY 12.5", "invalid_money"),
        ("CHF 1.2345", "invalid_money"),
        ("6450.50", "CHF 645050"),               // no indication: fallback
        ("-12 €", "invalid_money"),
        ("€-12", "invalid_money"),
        ("CHF", "invalid_money"),
        ("€", "invalid_money"),
        ("ABC 12", "invalid_money"),
        ("12 kr", "invalid_money"),
        ("12 zł", "invalid_money"),
        ("$12 USD", "invalid_money"),
        ("CHF12", "CHF 1200"),
        ("12CHF", "CHF 1200"),
        ("=12", "invalid_money"),
        ("99999999999999999999", "invalid_money"),
    ]

    @Test(arguments: cases)
    func reads(_ example: (cell: String, expected: String)) {
        #expect(outcome(Self.chf, example.cell) == example.expected, "\(example.cell)")
    }

    @Test func threeMinorDigitsFollowTheFileMark() {
        #expect(outcome(Self.eurComma, "BHD 1.250") == "BHD 1250000")
        #expect(outcome(Self.eurComma, "12.500") == "EUR 1250000")
        #expect(outcome(Self.eurComma, "12,5") == "EUR 1250")
    }

    /// One owner of the currency codes (#26): the import reads amounts by Core's `Currency`,
    /// the table the store and the exports use; the conventions' exponents agree with it.
    @Test func exponents() {
        #expect(Currency.minorUnitDigits("JPY") == 0)
        #expect(Currency.minorUnitDigits("KWD") == 3)
        #expect(Currency.minorUnitDigits("CHF") == 2)
        for code in ImportConventions.currencySymbols.values {
            #expect(Currency.isKnown(code), "\(code)")
        }
    }

}
