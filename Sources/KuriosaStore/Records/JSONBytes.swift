import KuriosaCore

/// Compact JSON written straight into UTF-8 bytes, for the two JSON texts of every imported
/// piece (`item.fields` and the history entry's `changes`). It writes exactly what the
/// catalog's own writers write (`FieldJSON.text`, `JSONValue.catalogJSONText`): the same
/// escapes (quote, backslash, control characters, `\u00xx` in lower case), `/` and non-ASCII
/// as they are, whole numbers without a fraction. Building the bytes directly spares the
/// value trees, dictionaries and sorting those writers need, per row.
struct JSONBytes {
    var bytes: [UInt8] = []

    init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Text that needs no escaping (punctuation, keys known to be plain).
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func raw(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    mutating func byte(_ b: UInt8) {
        bytes.append(b)
    }

    /// A JSON string.
    mutating func string(_ text: String) {
        bytes.append(0x22)
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for i in 0..<utf8.count {
                let b = utf8[i]
                guard b < 0x20 || b == 0x22 || b == 0x5C else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<i]))
                start = i + 1
                bytes.append(0x5C)
                switch b {
                case 0x22: bytes.append(0x22)
                case 0x5C: bytes.append(0x5C)
                case 0x0A: bytes.append(0x6E)  // n
                case 0x0D: bytes.append(0x72)  // r
                case 0x09: bytes.append(0x74)  // t
                case 0x08: bytes.append(0x62)  // b
                case 0x0C: bytes.append(0x66)  // f
                default:
                    bytes.append(contentsOf: [0x75, 0x30, 0x30, Self.hex[Int(b >> 4)], Self.hex[Int(b & 0x0F)]])  // u00xx
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
        }
        bytes.append(0x22)
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    mutating func integer(_ value: Int64) {
        if value >= 0 && value < 10 {
            bytes.append(0x30 + UInt8(value))
            return
        }
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A number as `FieldJSON.number` writes it: whole numbers below 2^53 as integers, others
    /// in Swift's shortest round-trip form. For finite values this is also the catalog
    /// history's spelling (`JSONValue.catalogJSONText` reads the text back the same).
    mutating func fieldNumber(_ value: Double) {
        if value.rounded() == value, abs(value) < 9_007_199_254_740_992 {
            integer(Int64(value))
        } else {
            bytes.append(contentsOf: "\(value)".utf8)
        }
    }

    /// A number as the history writes a double (`JSONValue.numberText`): whole numbers below
    /// 10^15 as integers, others in the shortest round-trip form.
    mutating func historyNumber(_ value: Double) {
        if value == value.rounded(), abs(value) < 1e15, let whole = Int64(exactly: value) {
            integer(whole)
        } else {
            bytes.append(contentsOf: "\(value)".utf8)
        }
    }

    /// Money as the catalog stores it: `{"minorUnits":645050,"currency":"CHF"}`.
    mutating func money(minorUnits: Int64, currency: String) {
        raw("{\"minorUnits\":")
        integer(minorUnits)
        raw(",\"currency\":")
        string(currency)
        byte(0x7D)
    }

    /// A tagged field value exactly as `FieldValue.jsonText` writes it.
    mutating func fieldValue(_ value: FieldValue) {
        raw("{\"type\":")
        string(value.type.rawValue)
        raw(",\"value\":")
        switch value {
        case let .text(text), let .url(text), let .date(text), let .dropdown(text), let .relation(text):
            string(text)
        case let .number(number), let .measurement(number):
            fieldNumber(number)
        case let .currency(money):
            self.money(minorUnits: money.minorUnits, currency: money.currency)
        case let .multipleChoice(ids):
            byte(0x5B)
            for (i, id) in ids.enumerated() {
                if i > 0 { byte(0x2C) }
                string(id)
            }
            byte(0x5D)
        case let .rating(stars):
            integer(Int64(stars))
        case let .checkbox(flag):
            flag ? raw("true") : raw("false")
        case let .quantity(amount, unit):
            raw("{\"amount\":")
            fieldNumber(amount)
            raw(",\"unit\":")
            string(unit)
            byte(0x7D)
        }
        byte(0x7D)
    }

    /// Whether a value has a number JSON cannot hold (NaN, infinity): the catalog's writers
    /// refuse those, so such a row takes the general path and fails as it always did.
    static func isWritable(_ value: FieldValue) -> Bool {
        switch value {
        case let .number(number), let .measurement(number), let .quantity(number, _): number.isFinite
        default: true
        }
    }
}
