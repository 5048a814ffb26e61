import Foundation

/// Decimal helpers shared by money, number text and calculations: all rounding a person
/// sees is done on decimal digits, half away from zero, never on binary fractions.
enum DecimalMath {
    /// 10^exponent as a Decimal (exponent 0…30).
    static func powerOfTen(_ exponent: Int) -> Decimal {
        Decimal(sign: .plus, exponent: exponent, significand: 1)
    }

    /// The shortest decimal that reads back as `value` (Swift's `description` of a double),
    /// or nil for infinities and NaN.
    static func decimal(_ value: Double) -> Decimal? {
        guard value.isFinite else { return nil }
        if value == 0 { return 0 }
        return Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX"))
    }

    /// The decimal rounded half away from zero to `scale` fraction digits.
    static func roundedHalfAwayFromZero(_ value: Decimal, scale: Int) -> Decimal {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, scale, .plain)
        return result
    }

    /// The value of a whole decimal as Int64, nil when it is out of range or not whole.
    static func int64(_ value: Decimal) -> Int64? {
        guard !value.isNaN, value >= Decimal(Int64.min), value <= Decimal(Int64.max) else { return nil }
        return Int64(plainDigits(value))
    }

    /// The decimal's digits in plain notation (no exponent), with a leading `-` when negative
    /// and `.` before the fraction, for example `-6450.5`.
    static func plainDigits(_ value: Decimal) -> String {
        if value.isZero { return "0" }
        let negative = value < 0
        let magnitude = negative ? -value : value
        var digits = magnitude.significand.description
        let exponent = Int(magnitude.exponent)
        if exponent >= 0 {
            digits += String(repeating: "0", count: exponent)
        } else {
            let fractionCount = -exponent
            if digits.count <= fractionCount {
                digits = String(repeating: "0", count: fractionCount - digits.count + 1) + digits
            }
            let split = digits.index(digits.endIndex, offsetBy: -fractionCount)
            var fraction = String(digits[split...])
            while fraction.hasSuffix("0") { fraction.removeLast() }
            digits = String(digits[..<split]) + (fraction.isEmpty ? "" : "." + fraction)
        }
        return (negative ? "-" : "") + digits
    }
}

extension DecimalMath {
    /// The nearest double to a decimal, nil for NaN or a value beyond the double range.
    static func double(_ value: Decimal) -> Double? {
        guard !value.isNaN, let double = Double(plainDigits(value)), double.isFinite else { return nil }
        return double
    }
}
