import Foundation

/// Any JSON value, for the catalog's JSON columns, history changes, the library manifest and
/// template documents: what the toolkit reads is kept whole, so keys it does not know (a
/// newer app wrote them) survive a read–write round trip.
///
/// An object is a dictionary and a number an `Int64` or a `Double`, because every writer of
/// these texts puts keys in an order of its own (`catalogJSONText`, `JSONWriter`) and spells
/// numbers one way (`JSONNumber`). Integers stay apart from doubles so that IDs, minor units
/// and versions beyond 2^53 read back exactly. `item.fields`, written back as it was read,
/// uses `FieldJSON` instead, which keeps key order and number text.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number written without fraction or exponent that fits an `Int64`.
    case integer(Int64)
    /// Any other number.
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

extension JSONValue {
    /// Reads JSON text (RFC 8259, strict). Of duplicate keys the last counts; half a surrogate
    /// pair becomes U+FFFD, as SQLite's `json()` (which wrote the catalog's history) reads it.
    /// - Throws: `JSONParseError` naming the byte offset of the first problem.
    public init(parsing text: String) throws {
        self = try JSONParser<JSONValue>.parse(text.utf8)
    }

    /// Reads UTF-8 JSON text; see `init(parsing:)`.
    /// - Throws: `JSONParseError`, also when the data is not UTF-8.
    public static func parse(_ data: Data) throws -> JSONValue {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw JSONParseError(offset: 0, reason: "the text is not UTF-8")
        }
        return try JSONValue(parsing: text)
    }

    /// A number for a double: an integer when it is whole and below 2^53 (so `.number(2)`
    /// equals what `2` reads as), a double otherwise.
    public static func number(_ value: Double) -> JSONValue {
        if value.rounded() == value, abs(value) < JSONNumber.fieldValueLimit { return .integer(Int64(value)) }
        return .double(value)
    }

    /// The text when this is a string.
    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    /// The truth value when this is a Boolean.
    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    /// The number when this is a number (an integer as the nearest double).
    public var doubleValue: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .double(let d): d
        default: nil
        }
    }

    /// The number when this is a whole number below 9·10^15 (`1` and `1.0` alike).
    public var intValue: Int? {
        guard let n = doubleValue, n.rounded() == n, abs(n) < 9.0e15 else { return nil }
        if case .integer(let i) = self { return Int(i) }
        return Int(n)
    }

    /// The elements when this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = self { return a }
        return nil
    }

    /// The members when this is an object.
    public var objectValue: [String: JSONValue]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// A short name of the value's JSON type, for error messages.
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .integer, .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue: JSONParsable {
    static var noMembers: [String: JSONValue] { [:] }
    static func add(_ key: String, _ value: JSONValue, to members: inout [String: JSONValue]) {
        members[key] = value
    }
    /// Integers beyond `Int64` fall back to a double, as every JSON reader does; beyond
    /// `Double` the text is refused.
    static func number(text: String, isInteger: Bool) -> JSONValue? {
        if isInteger, let i = Int64(text) { return .integer(i) }
        guard let d = Double(text), d.isFinite else { return nil }
        return .double(d)
    }
    static var replacesLoneSurrogates: Bool { true }
}
