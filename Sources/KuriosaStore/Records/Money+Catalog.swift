import Foundation
import KuriosaCore

/// Core's `Money` as the catalog stores it: the `*_minor`/`*_currency` column pair, and
/// `{"minorUnits": n, "currency": "CHF"}` in the history's JSON. The store reads and writes
/// `Money` itself (#26: a second money type, `Money`, and eight hand conversions
/// between the two are gone); only the JSON shape is the store's.
extension Money {
    /// The history's JSON value of an optional amount: the object, or null.
    public static func catalogJSON(_ money: Money?) -> JSONValue {
        guard let money else { return .null }
        return .object(["minorUnits": .integer(money.minorUnits), "currency": .string(money.currency)])
    }

    /// Reads `{"minorUnits": n, "currency": "…"}`; nil for null or any other shape.
    public init?(catalogJSON json: JSONValue) {
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
