import Foundation
import KuriosaCore
import Testing

@Suite struct MoneyTests {
    @Test func encodesExactlyAsStored() throws {
        let money = Money(minorUnits: 645050, currency: "CHF")
        #expect(money.jsonText == #"{"minorUnits":645050,"currency":"CHF"}"#)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(money), as: UTF8.self)
        #expect(text == #"{"currency":"CHF","minorUnits":645050}"#)
        let decoded = try JSONDecoder().decode(Money.self, from: Data(#"{"currency":"JPY","minorUnits":35000}"#.utf8))
        #expect(decoded == Money(minorUnits: 35000, currency: "JPY"))
    }

    @Test(arguments: [
        ("JPY", 0), ("KRW", 0), ("CHF", 2), ("EUR", 2), ("USD", 2), ("KWD", 3), ("BHD", 3), ("JOD", 3),
        ("OMR", 3), ("TND", 3), ("LYD", 3), ("IQD", 3), ("CLF", 4), ("UYW", 4), ("UYI", 0), ("ISK", 0),
        ("XOF", 0), ("VND", 0), ("GBP", 2), ("XCG", 2), ("ZWG", 2),
    ])
    func minorUnitDigits(code: String, digits: Int) {
        #expect(Currency.minorUnitDigits(code) == digits)
    }

    @Test(arguments: ["XAU", "XXX", "XTS", "chf", "CH", "CHFF", "", "HRK", "DEM"])
    func unknownCodes(code: String) {
        #expect(Currency.minorUnitDigits(code) == nil)
        #expect(!Currency.isKnown(code))
    }

    /// `currencyExponentsOtherThan2` of shared/import-conventions.json, copied: the table
    /// must agree with every entry of it.
    @Test func agreesWithImportConventions() {
        let conventions: [String: Int] = [
            "BHD": 3, "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "IQD": 3, "ISK": 0, "JOD": 3, "JPY": 0,
            "KMF": 0, "KRW": 0, "KWD": 3, "LYD": 3, "OMR": 3, "PYG": 0, "RWF": 0, "TND": 3, "UGX": 0,
            "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        ]
        for (code, digits) in conventions { #expect(Currency.minorUnitDigits(code) == digits, "\(code)") }
        let others = Currency.allCodes.filter { Currency.minorUnitDigits($0) != 2 && conventions[$0] == nil }
        #expect(others == ["CLF", "UYI", "UYW"])
        #expect(Currency.allCodes.count > 150)
    }

    @Test(arguments: [
        ("6450.505", "CHF", Int64(645051)),
        ("6450.504", "CHF", 645050),
        ("-6450.505", "CHF", -645051),
        ("0.005", "EUR", 1),
        ("-0.005", "EUR", -1),
        ("0.004", "EUR", 0),
        ("35000.5", "JPY", 35001),
        ("-35000.5", "JPY", -35001),
        ("1.2345", "KWD", 1235),
        ("1.00005", "CLF", 10001),
        ("12", "XYZ", 1200),
    ])
    func roundsDecimalHalfAwayFromZero(amount: String, currency: String, minor: Int64) throws {
        let decimal = try #require(Decimal(string: amount, locale: Locale(identifier: "en_US_POSIX")))
        #expect(Money.rounded(amount: decimal, currency: currency) == Money(minorUnits: minor, currency: currency))
    }

    @Test(arguments: [
        (1.005, "CHF", Int64(101)),
        (2.675, "CHF", 268),
        (0.1 + 0.2, "CHF", 30),
        (-1.005, "CHF", -101),
        (1000.0 / 3.0, "CHF", 33333),
        (1.0005, "KWD", 1001),
    ])
    func roundsDoubleAsItsShortestDecimal(amount: Double, currency: String, minor: Int64) {
        #expect(Money.rounded(amount: amount, currency: currency) == Money(minorUnits: minor, currency: currency))
    }

    @Test func refusesWhatDoesNotFit() {
        #expect(Money.rounded(amount: Double.nan, currency: "CHF") == nil)
        #expect(Money.rounded(amount: Double.infinity, currency: "CHF") == nil)
        #expect(Money.rounded(amount: 1e30, currency: "CHF") == nil)
    }

    @Test func decimalAmount() {
        #expect(Money(minorUnits: 645050, currency: "CHF").decimalAmount == Decimal(string: "6450.5"))
        #expect(Money(minorUnits: 35000, currency: "JPY").decimalAmount == 35000)
        #expect(Money(minorUnits: -1235, currency: "KWD").decimalAmount == Decimal(string: "-1.235"))
    }
}
