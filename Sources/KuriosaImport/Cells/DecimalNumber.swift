/// A number as written, kept as digits so money converts to minor units exactly.
package struct DecimalNumber: Sendable, Equatable {
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
        if let exact = exactDouble { return exact }
        let text = (negative ? "-" : "") + integerDigits + (fractionDigits.isEmpty ? "" : "." + fractionDigits)
        return Double(text) ?? .nan
    }

    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    /// The value without parsing text when at most 15 digits are written: the digits are a
    /// whole number a double holds exactly, 10^k is exact up to k = 22, and one correctly
    /// rounded division is then the correctly rounded value `Double(String)` gives.
    private var exactDouble: Double? {
        let digitCount = integerDigits.utf8.count + fractionDigits.utf8.count
        guard digitCount <= 15, !integerDigits.isEmpty else { return nil }
        var whole: Int64 = 0
        for byte in integerDigits.utf8 {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            whole = whole * 10 + Int64(byte - 0x30)
        }
        for byte in fractionDigits.utf8 {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            whole = whole * 10 + Int64(byte - 0x30)
        }
        let magnitude = Double(whole) / Self.powersOfTen[fractionDigits.utf8.count]
        return negative ? -magnitude : magnitude
    }

    public var isZero: Bool {
        integerDigits.utf8.allSatisfy { $0 == 0x30 } && fractionDigits.utf8.allSatisfy { $0 == 0x30 }
    }

    /// The amount in minor units of a currency with `exponent` minor digits, or nil when it
    /// has more decimals than that or does not fit in 64 bits.
    public func minorUnits(exponent: Int) -> Int64? {
        let fractionCount = fractionDigits.count
        guard fractionCount <= exponent else { return nil }
        var value: Int64 = 0
        func append(_ digit: UInt8) -> Bool {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int64(digit - 0x30))
            if overflow1 || overflow2 { return false }
            value = sum
            return true
        }
        // The digits of integer, fraction, and the zeros up to `exponent`, without joining them.
        for digit in integerDigits.utf8 where !append(digit) { return nil }
        for digit in fractionDigits.utf8 where !append(digit) { return nil }
        for _ in 0..<(exponent - fractionCount) where !append(0x30) { return nil }
        return negative ? -value : value
    }
}
