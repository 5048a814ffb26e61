import Foundation

/// An amount of money as the catalog stores it: whole minor units and an ISO 4217 code, so
/// that sums and comparisons are exact and no binary fraction ever reaches the catalog.
public struct Money: Sendable, Hashable {
    /// The amount in minor units of `currency` (centimes for CHF, yen for JPY).
    public var minorUnits: Int64
    /// The ISO 4217 code, for example `CHF`.
    public var currency: String

    public init(minorUnits: Int64, currency: String) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// The number of minor-unit digits used for this money: the ISO digits of its currency,
    /// or 2 for a code `Currency` does not know (the ISO default), so that unknown codes
    /// still display and calculate instead of failing.
    public var minorUnitDigits: Int { Currency.minorUnitDigits(currency) ?? 2 }

    /// The amount in major units, exact (`645050` CHF minor units → `6450.5`).
    public var decimalAmount: Decimal {
        Decimal(minorUnits) / DecimalMath.powerOfTen(minorUnitDigits)
    }

    /// Money from an amount in major units, rounded half away from zero to the currency's
    /// minor unit (`6450.505` CHF → 645051). Nil when the amount does not fit in `Int64`
    /// minor units or is not a number.
    public static func rounded(amount: Decimal, currency: String) -> Money? {
        let digits = Currency.minorUnitDigits(currency) ?? 2
        guard !amount.isNaN else { return nil }
        let scaled = DecimalMath.roundedHalfAwayFromZero(amount * DecimalMath.powerOfTen(digits), scale: 0)
        guard let minor = DecimalMath.int64(scaled) else { return nil }
        return Money(minorUnits: minor, currency: currency)
    }

    /// Money from a binary amount in major units. The double is first read as the shortest
    /// decimal that round-trips to it (`1.005`, not `1.00499999…`), so that a value a person
    /// typed rounds the way they expect.
    public static func rounded(amount: Double, currency: String) -> Money? {
        guard let decimal = DecimalMath.decimal(amount) else { return nil }
        return rounded(amount: decimal, currency: currency)
    }
}

extension Money: Codable {
    private enum CodingKeys: String, CodingKey { case minorUnits, currency }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        minorUnits = try container.decode(Int64.self, forKey: .minorUnits)
        currency = try container.decode(String.self, forKey: .currency)
    }

    /// Encodes the two members the catalog stores; their order is the encoder's (Foundation's
    /// `JSONEncoder` does not keep it): use `jsonText` for the exact stored text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(minorUnits, forKey: .minorUnits)
        try container.encode(currency, forKey: .currency)
    }
}

extension Money {
    /// The stored form, members in the catalog's order.
    public var json: FieldJSON {
        .object([("minorUnits", .number(String(minorUnits))), ("currency", .string(currency))])
    }

    /// Exactly as the catalog stores money: `{"minorUnits":645050,"currency":"CHF"}`.
    public var jsonText: String { json.text }
}

extension Money {
    /// `CHF 5000`, `5000 CHF`, `CHF 6,200.00`: an ISO code and an amount with `.` decimals
    /// (at most the currency's minor digits) and `,` `'` `’` `_` grouping by threes only, so
    /// `2500,50` (a decimal comma) is refused rather than read as 250050. The one reader of
    /// money typed on the command line: `--item-limit` and `--where` (#26).
    public init?(codeAndAmount text: String) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\u{00A0}" }).map(String.init)
        guard words.count == 2 else { return nil }
        let (code, number) = words[0].allSatisfy(\.isLetter) ? (words[0], words[1]) : (words[1], words[0])
        let currency = code.uppercased()
        guard currency.count == 3, Currency.isKnown(currency) else { return nil }
        // Grouping only between groups of three digits, so that "2500,50" (a decimal comma)
        // is refused rather than read as 250050.
        let grouping: Set<Character> = ["'", "’", "_", ","]
        let whole = number.split(separator: ".", omittingEmptySubsequences: false).first ?? ""
        let groups = whole.split(omittingEmptySubsequences: false, whereSeparator: { grouping.contains($0) })
        guard groups.count == 1 || ((1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 }),
              !number.split(separator: ".").dropFirst().contains(where: { $0.contains(where: grouping.contains) }) else { return nil }
        let plain = number.filter { !grouping.contains($0) }
        guard !plain.isEmpty, plain.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              plain.filter({ $0 == "." }).count <= 1, plain.first != ".", plain.last != ".",
              let amount = Decimal(string: plain, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        let digits = Currency.minorUnitDigits(currency) ?? 2
        let fraction = plain.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 0
        guard fraction <= digits, let money = Money.rounded(amount: amount, currency: currency) else { return nil }
        self = money
    }
}
