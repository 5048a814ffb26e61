/// The item's own amounts a calculation can use (`{"item": "purchasePrice"}`).
public enum ItemAmount: String, Sendable, Hashable, Codable, CaseIterable {
    case purchasePrice
    case estimatedValue
}

/// One side of a formula: another field's value, one of the item's amounts, or a fixed
/// number. In JSON an object with exactly one key.
public indirect enum Operand: Sendable, Hashable {
    case field(String)
    case item(ItemAmount)
    case number(Double)

    /// The field key when the operand is a field.
    public var fieldKey: String? {
        if case .field(let key) = self { return key }
        return nil
    }
}

extension Operand {
    init(json: JSONValue, path: String) throws {
        guard case .object(let o) = json else {
            throw TemplateDecodingError(path: path, key: nil, message: "expected an operand object, found \(json.typeName)")
        }
        guard o.count == 1, let (key, value) = o.first else {
            throw TemplateDecodingError(
                path: path, key: nil,
                message: "an operand has exactly one key (field, item, or number), found \(o.keys.sorted())")
        }
        switch (key, value) {
        case ("field", .string(let k)): self = .field(k)
        case ("item", .string(let s)):
            guard let a = ItemAmount(rawValue: s) else {
                throw TemplateDecodingError(path: path, key: key, message: "unknown item amount \"\(s)\" (known: purchasePrice, estimatedValue)")
            }
            self = .item(a)
        case ("number", .integer), ("number", .double): self = .number(value.doubleValue ?? 0)
        case ("field", _), ("item", _):
            throw TemplateDecodingError(path: path, key: key, message: "expected a string, found \(value.typeName)")
        case ("number", _):
            throw TemplateDecodingError(path: path, key: key, message: "expected a number, found \(value.typeName)")
        default:
            throw TemplateDecodingError(path: path, key: key, message: "unknown operand kind (known: field, item, number)")
        }
    }

    var node: JSONWriter.Node {
        switch self {
        case .field(let k): .object([("field", .value(.string(k)))])
        case .item(let a): .object([("item", .value(.string(a.rawValue)))])
        case .number(let n): .object([("number", .value(.number(n)))])
        }
    }
}
