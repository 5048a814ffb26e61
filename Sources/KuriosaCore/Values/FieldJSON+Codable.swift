import Foundation

/// Lets field values sit inside other `Codable` documents (history changes, exports).
/// Through `Codable` the number text and object order are those of the coder in use; the
/// byte-exact path is `FieldJSON.parse` and `text`.
extension FieldJSON: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: Key.self) {
            self = .object(try container.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
                (key: $0.stringValue, value: try container.decode(FieldJSON.self, forKey: $0))
            })
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var items: [FieldJSON] = []
            while !container.isAtEnd { items.append(try container.decode(FieldJSON.self)) }
            self = .array(items)
            return
        }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let whole = try? container.decode(Int64.self) {
            self = .number(String(whole))
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case let .bool(flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case let .number(text):
            var container = encoder.singleValueContainer()
            if let whole = Int64(text) {
                try container.encode(whole)
            } else if let number = Double(text), number.rounded() == number, abs(number) < 9_007_199_254_740_992 {
                try container.encode(Int64(number))
            } else {
                try container.encode(Double(text) ?? 0)
            }
        case let .string(text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case let .array(items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case let .object(members):
            var container = encoder.container(keyedBy: Key.self)
            for member in members { try container.encode(member.value, forKey: Key(stringValue: member.key)) }
        }
    }
}

extension FieldValue: Codable {
    /// Decodes `{"type": …, "value": …}`; errors name the key the value sits under.
    public init(from decoder: any Decoder) throws {
        let json = try FieldJSON(from: decoder)
        try self.init(json: json, key: decoder.codingPath.last?.stringValue)
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

extension ItemFields: Codable {
    public init(from decoder: any Decoder) throws {
        try self.init(json: try FieldJSON(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}
