import Foundation
@testable import KuriosaCore
import Testing

@Suite struct MoneyFormatterTests {
    /// Amounts are laid out from their minor units by integer arithmetic; every amount,
    /// sign, currency exponent (0, 2, 3, 4) and locale gives the text the `Decimal` layout
    /// gives.
    /// A whole number is laid out from its digits, as the `Decimal` layout lays it out.
    @Test func wholeNumbersLayOutAsTheirDecimal() throws {
        for value in [1.0, -1, 7, 2013, -2013, 12_500, 999_999, 1_234_567, -98_765_432, 1e14, 999_999_999_999_999] {
            for locale in ["en-US", "de-CH", "fr-FR", "es-ES", "de-DE"] {
                var conventions = NumberLocale.named(locale)
                conventions.minimumGroupingDigits = max(2, conventions.minimumGroupingDigits)
                let decimal = try #require(DecimalMath.decimal(value))
                let expected = NumberText.string(decimal, locale: conventions, minFractionDigits: 0, maxFractionDigits: 6)
                #expect(NumberText.plain(value, locale: locale, maxFractionDigits: 6) == expected, "\(value) \(locale)")
            }
        }
    }

    @Test func minorUnitsLayOutAsTheirDecimal() {
        let amounts: [Int64] = [0, 1, -1, 5, 99, 100, -100, 645050, -645050, 1_000_000, 123_456_789_012, .max, .min + 1]
        for code in ["JPY", "CHF", "BHD", "CLF"] {
            for locale in ["en-US", "de-CH", "fr-FR", "es-ES", "de-DE"] {
                for minor in amounts {
                    let money = Money(minorUnits: minor, currency: code)
                    let digits = money.minorUnitDigits
                    let expected = NumberText.string(money.decimalAmount, locale: NumberLocale.named(locale),
                                                     minFractionDigits: digits, maxFractionDigits: digits)
                    #expect(NumberText.string(minorUnits: minor, digits: digits, locale: NumberLocale.named(locale)) == expected,
                            "\(minor) \(code) \(locale)")
                }
            }
        }
    }

    static let chf = Money(minorUnits: 645050, currency: "CHF")

    @Test(arguments: [
        ("en-US", "CHF\u{00A0}6,450.50"),
        ("en-GB", "CHF\u{00A0}6,450.50"),
        ("de-CH", "CHF\u{00A0}6\u{2019}450.50"),
        ("de-DE", "6.450,50\u{00A0}CHF"),
        ("de-AT", "CHF\u{00A0}6\u{00A0}450,50"),
        ("fr-FR", "6\u{202F}450,50\u{00A0}CHF"),
        ("it-IT", "6.450,50\u{00A0}CHF"),
        ("it-CH", "CHF\u{00A0}6\u{2019}450.50"),
        ("es-ES", "6450,50\u{00A0}CHF"),
        ("de_CH", "CHF\u{00A0}6\u{2019}450.50"),
        ("fr", "6\u{202F}450,50\u{00A0}CHF"),
        ("fr-CA", "6\u{202F}450,50\u{00A0}CHF"),
        ("ja-JP", "CHF\u{00A0}6,450.50"),
        ("", "CHF\u{00A0}6,450.50"),
    ])
    func formatsPerLocale(locale: String, text: String) {
        #expect(MoneyFormatter.string(Self.chf, locale: locale) == text)
    }

    @Test(arguments: [
        (Money(minorUnits: 1645050, currency: "EUR"), "es-ES", "16.450,50\u{00A0}EUR"),
        (Money(minorUnits: 35000, currency: "JPY"), "en-US", "JPY\u{00A0}35,000"),
        (Money(minorUnits: 35000, currency: "JPY"), "de-DE", "35.000\u{00A0}JPY"),
        (Money(minorUnits: 1235, currency: "KWD"), "en-US", "KWD\u{00A0}1.235"),
        (Money(minorUnits: -1250, currency: "CHF"), "de-CH", "CHF\u{00A0}-12.50"),
        (Money(minorUnits: -1250, currency: "EUR"), "fr-FR", "-12,50\u{00A0}EUR"),
        (Money(minorUnits: 5, currency: "USD"), "en-US", "USD\u{00A0}0.05"),
        (Money(minorUnits: 0, currency: "USD"), "en-US", "USD\u{00A0}0.00"),
        (Money(minorUnits: 123456789012, currency: "CHF"), "de-CH", "CHF\u{00A0}1\u{2019}234\u{2019}567\u{2019}890.12"),
        (Money(minorUnits: 100, currency: "XYZ"), "en-US", "XYZ\u{00A0}1.00"),
    ])
    func formatsAmounts(money: Money, locale: String, text: String) {
        #expect(MoneyFormatter.string(money, locale: locale) == text)
    }
}

@Suite struct NumberTextTests {
    @Test(arguments: [
        (6450.5, "en-US", 3, "6,450.5"),
        (6450.5, "de-CH", 3, "6\u{2019}450.5"),
        (6450.5, "de-DE", 3, "6.450,5"),
        (6450.5, "fr-FR", 3, "6\u{202F}450,5"),
        (6450.5, "it-IT", 3, "6.450,5"),
        (6450.5, "es-ES", 3, "6450,5"),
        (16450.5, "es-ES", 3, "16.450,5"),
        (48, "en-US", 3, "48"),
        (1.0005, "en-US", 3, "1.001"),
        (1.005, "en-US", 2, "1.01"),
        (-1.005, "en-US", 2, "-1.01"),
        (-0.0004, "en-US", 3, "0"),
        (2.5, "en-US", 0, "3"),
        (0.1 + 0.2, "en-US", 10, "0.3"),
        (1_234_567, "de-CH", 0, "1\u{2019}234\u{2019}567"),
        (1e-7, "en-US", 10, "0.0000001"),
        (123.456789, "en-US", 4, "123.4568"),
    ])
    func formats(value: Double, locale: String, digits: Int, text: String) {
        #expect(NumberText.string(value, locale: locale, maxFractionDigits: digits) == text)
    }
}
