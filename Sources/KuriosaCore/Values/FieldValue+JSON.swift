import Foundation

/// Why a stored field value could not be read; names the field key so a person can find it.
public struct FieldValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The key of the field in `item.fields`, or nil when the value was read on its own.
    public var key: String?
    public var reason: String

    public init(key: String?, reason: String) {
        self.key = key
        self.reason = reason
    }

    public var description: String {
        if let key { return "Field \"\(key)\": \(reason)" }
        return "Field value: \(reason)"
    }
}

extension FieldValue {
    /// Reads a tagged value `{"type": …, "value": …}`.
    /// - Parameter key: the field key, named in errors.
    /// - Throws: `FieldValueError` for an unknown or calculation type, a missing value, or a
    ///   payload of the wrong shape.
    public init(json: FieldJSON, key: String?) throws {
        func fail(_ reason: String) -> FieldValueError { FieldValueError(key: key, reason: reason) }
        guard case .object = json else { throw fail("expected an object {\"type\", \"value\"}") }
        guard case let .string(typeName)? = json["type"] else { throw fail("missing \"type\"") }
        guard let type = FieldType(rawValue: typeName) else { throw fail("unknown type \"\(typeName)\"") }
        guard type != .calculation else { throw fail("a calculation has no stored value") }
        guard let payload = json["value"], payload != .null else { throw fail("missing \"value\" for type \(typeName)") }

        func string() throws -> String {
            guard case let .string(text) = payload else { throw fail("\(typeName) value must be a string") }
            return text
        }
        func number(_ value: FieldJSON?, _ what: String) throws -> Double {
            guard case let .number(text)? = value, let number = Double(text), number.isFinite else {
                throw fail("\(what) must be a number")
            }
            return number
        }

        switch type {
        case .text: self = .text(try string())
        case .url: self = .url(try string())
        case .date: self = .date(try string())
        case .dropdown: self = .dropdown(try string())
        case .relation: self = .relation(try string())
        case .number: self = .number(try number(payload, "number value"))
        case .measurement: self = .measurement(try number(payload, "measurement value"))
        case .checkbox:
            guard case let .bool(flag) = payload else { throw fail("checkbox value must be true or false") }
            self = .checkbox(flag)
        case .rating:
            let stars = try number(payload, "rating value")
            guard stars.rounded() == stars, abs(stars) < 1e9 else { throw fail("rating value must be a whole number") }
            self = .rating(Int(stars))
        case .multipleChoice:
            guard case let .array(items) = payload else { throw fail("multiple_choice value must be an array of option IDs") }
            self = .multipleChoice(try items.map {
                guard case let .string(id) = $0 else { throw fail("multiple_choice value must be an array of option IDs") }
                return id
            })
        case .currency:
            let minor = try number(payload["minorUnits"], "currency minorUnits")
            guard minor.rounded() == minor, abs(minor) < 9_007_199_254_740_992 else {
                throw fail("currency minorUnits must be a whole number")
            }
            guard case let .string(code)? = payload["currency"] else { throw fail("currency value needs a \"currency\" code") }
            self = .currency(Money(minorUnits: Int64(minor), currency: code))
        case .quantity:
            let amount = try number(payload["amount"], "quantity amount")
            guard case let .string(unit)? = payload["unit"] else { throw fail("quantity value needs a \"unit\" option ID") }
            self = .quantity(amount: amount, unit: unit)
        case .calculation:
            throw fail("a calculation has no stored value")
        }
    }

    /// Reads a tagged value from JSON text.
    public init(jsonText: String, key: String? = nil) throws {
        do {
            self = try FieldValue(json: try FieldJSON.parse(jsonText), key: key)
        } catch let error as JSONParseError {
            throw FieldValueError(key: key, reason: error.description)
        }
    }

    /// The tagged value as stored: `{"type":"quantity","value":{"amount":12,"unit":"bottle"}}`.
    /// Numbers are written without a fraction when whole (`48`, never `48.0`).
    public var json: FieldJSON {
        let payload: FieldJSON
        switch self {
        case let .text(text), let .url(text), let .date(text), let .dropdown(text), let .relation(text):
            payload = .string(text)
        case let .number(value), let .measurement(value): payload = .number(value)
        case let .currency(money): payload = money.json
        case let .multipleChoice(ids): payload = .array(ids.map(FieldJSON.string))
        case let .rating(stars): payload = .number(String(stars))
        case let .checkbox(flag): payload = .bool(flag)
        case let .quantity(amount, unit): payload = .object([("amount", .number(amount)), ("unit", .string(unit))])
        }
        return .object([("type", .string(type.rawValue)), ("value", payload)])
    }

    /// The compact JSON text of `json`.
    public var jsonText: String { json.text }
}
