import Foundation

/// Plain numbers as text in a locale's conventions (fields of type number, calculation
/// results, measurements), with the same separators as `MoneyFormatter`.
public enum NumberText {
    /// The value rounded half away from zero to at most `maxFractionDigits` digits, trailing
    /// zeros trimmed, grouped: `6450.5` in de-CH → `6’450.5`. A negative value that rounds
    /// to zero is `0`. Infinities and NaN (which no stored value holds) give `∞`, `-∞`, `NaN`.
    public static func string(_ value: Double, locale: String, maxFractionDigits: Int = 3) -> String {
        guard let decimal = DecimalMath.decimal(value) else {
            return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞")
        }
        return string(decimal, locale: NumberLocale.named(locale), minFractionDigits: 0,
                      maxFractionDigits: maxFractionDigits)
    }

    /// A plain number of a field (not money, not a measurement): as `string`, except that a
    /// four-digit integer part is never grouped in any locale (`2013`, `1935`, `4500`), the
    /// way CLDR's minimum grouping digits of 2 work; from five digits on the locale groups
    /// (`12,500`, `12.500`, `12’500`). A year, a catalogue number or a count of four digits
    /// reads as written.
    public static func plain(_ value: Double, locale: String, maxFractionDigits: Int = 3) -> String {
        var conventions = NumberLocale.named(locale)
        conventions.minimumGroupingDigits = max(2, conventions.minimumGroupingDigits)
        // A whole number (a year, a count) is its digits: no `Decimal` needed.
        if value != 0, value == value.rounded(), abs(value) < 1e15 {
            let whole = Int64(value)
            let text = grouped(String(whole.magnitude), locale: conventions)
            return whole < 0 ? "-" + text : text
        }
        guard let decimal = DecimalMath.decimal(value) else { return string(value, locale: locale) }
        return string(decimal, locale: conventions, minFractionDigits: 0, maxFractionDigits: maxFractionDigits)
    }

    /// A count of pieces or units, grouped as the locale groups money (`1,250`, `1’250`).
    public static func count(_ value: Int, locale: String) -> String {
        string(Decimal(value), locale: NumberLocale.named(locale), minFractionDigits: 0, maxFractionDigits: 0)
    }

    /// The shared digit layout: rounds, pads the fraction to `minFractionDigits`, trims it to
    /// `maxFractionDigits` and groups the integer part.
    static func string(_ value: Decimal, locale: NumberLocale, minFractionDigits: Int, maxFractionDigits: Int) -> String {
        let rounded = DecimalMath.roundedHalfAwayFromZero(value, scale: max(0, maxFractionDigits))
        var plain = DecimalMath.plainDigits(rounded)
        let negative = plain.hasPrefix("-")
        if negative { plain.removeFirst() }
        let pieces = plain.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let integer = pieces[0]
        var fraction = pieces.count > 1 ? pieces[1] : ""
        if fraction.count < minFractionDigits {
            fraction += String(repeating: "0", count: minFractionDigits - fraction.count)
        }
        var text = grouped(integer, locale: locale)
        if !fraction.isEmpty { text += locale.decimalSeparator + fraction }
        return negative ? "-" + text : text
    }

    /// An amount of money, laid out as `string` lays out its decimal with `digits` fraction
    /// digits, from its minor units by integer arithmetic: exact, and a spreadsheet of
    /// 100,000 pieces formats three amounts a piece, which through `Decimal` cost seconds.
    static func string(minorUnits: Int64, digits: Int, locale: NumberLocale) -> String {
        let magnitude = minorUnits.magnitude
        var integer = String(magnitude)
        var fraction = ""
        if digits > 0 {
            var scale: UInt64 = 1
            for _ in 0..<digits { scale *= 10 }
            integer = String(magnitude / scale)
            let rest = String(magnitude % scale)
            fraction = String(repeating: "0", count: max(0, digits - rest.count)) + rest
        }
        var text = grouped(integer, locale: locale)
        if !fraction.isEmpty { text += locale.decimalSeparator + fraction }
        return minorUnits < 0 ? "-" + text : text
    }

    /// Inserts the grouping separator every three digits from the right, once the integer
    /// part has at least `3 + minimumGroupingDigits` digits.
    static func grouped(_ digits: String, locale: NumberLocale) -> String {
        guard digits.count >= 3 + locale.minimumGroupingDigits else { return digits }
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += locale.groupingSeparator }
            result.append(character)
        }
        return result
    }
}
