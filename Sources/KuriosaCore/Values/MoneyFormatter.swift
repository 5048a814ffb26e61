import Foundation

/// Money as people read it, the same on every machine: the ISO code and the amount with all
/// of its minor-unit digits, laid out by an explicit table (`NumberLocale`).
public enum MoneyFormatter {
    /// `CHF 6’450.50` (de-CH), `6 450,50 CHF` (fr-FR), `JPY 35,000` (en-US). The code and
    /// the amount are separated by a no-break space (U+00A0); a minus sign (`-`) stands
    /// directly before the digits (`CHF -12.50`, `-12,50 CHF`).
    public static func string(_ money: Money, locale: String) -> String {
        let conventions = NumberLocale.named(locale)
        let amount = NumberText.string(minorUnits: money.minorUnits, digits: money.minorUnitDigits, locale: conventions)
        return conventions.currencyCodeFirst
            ? money.currency + "\u{00A0}" + amount
            : amount + "\u{00A0}" + money.currency
    }
}
