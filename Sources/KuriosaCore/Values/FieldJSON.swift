import Foundation

/// A JSON value that keeps what `JSONValue` (and `JSONSerialization`) lose: the order of object
/// keys, duplicate keys and the exact text of numbers. Item field objects are read and written
/// through it, so a value the toolkit does not understand is written back byte for byte, and
/// entries keep their order.
///
/// Why not `JSONValue`: that type holds the catalog's other JSON (columns, history changes,
/// templates), whose writers put keys in a fixed order and respell numbers (`40.0` → `40`),
/// so an object there is a dictionary and a number an `Int64` or `Double`. `item.fields` is
/// the one column written back as it was read, so it needs the text. Both are read by the
/// same parser (`JSONParser`) and escape strings the same way (`JSONString`).
public indirect enum FieldJSON: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number as its JSON text (`48`, `42.5`, `1e-3`).
    case number(String)
    case string(String)
    case array([FieldJSON])
    /// Object members in their order in the text.
    case object([(key: String, value: FieldJSON)])

    public static func == (lhs: FieldJSON, rhs: FieldJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case let .bool(value): hasher.combine(value)
        case let .number(text): hasher.combine(text)
        case let .string(text): hasher.combine(text)
        case let .array(items): hasher.combine(items)
        case let .object(members):
            for member in members { hasher.combine(member.key); hasher.combine(member.value) }
        }
    }

    /// The member named `key` of an object, nil for other values and missing keys.
    public subscript(key: String) -> FieldJSON? {
        guard case let .object(members) = self else { return nil }
        return members.first(where: { $0.key == key })?.value
    }

    /// A JSON number for a double: whole numbers below 2^53 without a fraction (`48`, not
    /// `48.0`), like the app; others in Swift's shortest round-trip form (`JSONNumber`).
    public static func number(_ value: Double) -> FieldJSON {
        .number(JSONNumber.text(value, wholeBelow: JSONNumber.fieldValueLimit))
    }

    /// Compact JSON text (no spaces), non-ASCII characters as they are, `/` not escaped:
    /// the form the catalog's item.fields column holds.
    public var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case let .bool(value): out += value ? "true" : "false"
        case let .number(text): out += text
        case let .string(text): FieldJSON.writeString(text, to: &out)
        case let .array(items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case let .object(members):
            out += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { out += "," }
                FieldJSON.writeString(member.key, to: &out)
                out += ":"
                member.value.write(to: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ text: String, to out: inout String) {
        JSONString.write(text, to: &out)
    }
}
