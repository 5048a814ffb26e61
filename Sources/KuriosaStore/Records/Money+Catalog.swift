import Foundation
import KuriosaCore

/// An amount of money as the catalog stores it: the `*_minor`/`*_currency` column pair,
/// and `{"minorUnits": n, "currency": "CHF"}` in JSON. Kept separate from the core module's
/// money type so the storage layer depends only on the columns' shape.
public struct StoredMoney: Sendable, Hashable {
    public var minorUnits: Int64
    /// ISO 4217 code, as stored.
    public var currency: String

    public init(minorUnits: Int64, currency: String) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// The stored form of the core module's money, and back: the one conversion between the
    /// two (#26; eight readers and writers did it by hand).
    public init(_ money: Money) { self.init(minorUnits: money.minorUnits, currency: money.currency) }
    public var money: Money { Money(minorUnits: minorUnits, currency: currency) }

    /// The history's JSON value of an optional amount: the object, or null.
    public static func json(_ money: StoredMoney?) -> JSONValue {
        guard let money else { return .null }
        return .object(["minorUnits": .integer(money.minorUnits), "currency": .string(money.currency)])
    }

    /// Reads `{"minorUnits": n, "currency": "…"}`; nil for null or any other shape.
    public init?(json: JSONValue) {
        guard case .object(let o) = json, case .string(let currency)? = o["currency"] else { return nil }
        switch o["minorUnits"] {
        case .integer(let n)?: self.init(minorUnits: n, currency: currency)
        case .double(let d)? where d == d.rounded():
            guard let n = Int64(exactly: d) else { return nil }
            self.init(minorUnits: n, currency: currency)
        default: return nil
        }
    }
}
