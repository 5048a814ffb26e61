/// A number as written, kept as digits so money converts to minor units exactly.
public struct DecimalNumber: Sendable, Equatable {
    public let negative: Bool
    /// The whole part's digits, without grouping.
    public let integerDigits: String
    /// The digits after the decimal mark; empty when there is none.
    public let fractionDigits: String

    public init(negative: Bool, integerDigits: String, fractionDigits: String) {
        self.negative = negative
        self.integerDigits = integerDigits
        self.fractionDigits = fractionDigits
    }

    /// The value as a `Double` (for numbers, measurements, ratings, quantities).
    public var doubleValue: Double {
        let text = (negative ? "-" : "") + integerDigits + (fractionDigits.isEmpty ? "" : "." + fractionDigits)
        return Double(text) ?? .nan
    }

    public var isZero: Bool {
        (integerDigits + fractionDigits).allSatisfy { $0 == "0" }
    }

    /// The amount in minor units of a currency with `exponent` minor digits, or nil when it
    /// has more decimals than that or does not fit in 64 bits.
    public func minorUnits(exponent: Int) -> Int64? {
        guard fractionDigits.count <= exponent else { return nil }
        let digits = integerDigits + fractionDigits + String(repeating: "0", count: exponent - fractionDigits.count)
        var value: Int64 = 0
        for digit in digits.utf8 {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int64(digit - 0x30))
            if overflow1 || overflow2 { return nil }
            value = sum
        }
        return negative ? -value : value
    }
}
