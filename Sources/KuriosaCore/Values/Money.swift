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
