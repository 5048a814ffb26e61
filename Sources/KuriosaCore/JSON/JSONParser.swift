/// What the one JSON reader builds. `FieldJSON` keeps member order, duplicate keys and the
/// number text; `JSONValue` keeps the last of duplicate keys and reads numbers as integers or
/// doubles. The reading itself (RFC 8259, strict) is the same for both.
protocol JSONParsable {
    associatedtype Members
    static var null: Self { get }
    static func bool(_ value: Bool) -> Self
    static func string(_ text: String) -> Self
    static func array(_ items: [Self]) -> Self
    static func object(_ members: Members) -> Self
    static var noMembers: Members { get }
    static func add(_ key: String, _ value: Self, to members: inout Members)
    /// The number whose JSON text is `text`; nil when this type cannot hold it.
    /// - Parameter isInteger: the text has neither a fraction nor an exponent.
    static func number(text: String, isInteger: Bool) -> Self?
    /// A `\u` escape of half a surrogate pair becomes U+FFFD (as SQLite's `json()` reads it)
    /// when true; when false the text is refused.
    static var replacesLoneSurrogates: Bool { get }
}

/// A strict RFC 8259 reader over UTF-8 bytes; errors name the byte offset.
struct JSONParser<Value: JSONParsable> {
    /// Deeper nesting than any catalog value or template needs; stops a hostile file from
    /// using up the stack.
    static var maximumDepth: Int { 256 }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Reads one value filling the whole text (blanks around it allowed).
    static func parse<Bytes: Sequence<UInt8>>(_ utf8: Bytes) throws -> Value {
        var parser = JSONParser(bytes: Array(utf8))
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.fail("unexpected text after the value") }
        return value
    }

    private func fail(_ reason: String) -> JSONParseError { JSONParseError(offset: index, reason: reason) }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func literal(_ word: StaticString, _ value: Value) throws -> Value {
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count && word.withUTF8Buffer { Array($0) == Array(bytes[index..<index + count]) }
        guard matches else { throw fail("expected \(word)") }
        index += count
        return value
    }

    private mutating func value() throws -> Value {
        guard index < bytes.count else { throw fail("unexpected end of text") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("expected a value")
        }
    }

    private mutating func enter() throws {
        depth += 1
        guard depth <= Self.maximumDepth else { throw fail("nested deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func object() throws -> Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members = Value.noMembers
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a key in quotes") }
            let key = try string()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("expected ':' after key \"\(key)\"") }
            index += 1
            skipWhitespace()
            Value.add(key, try value(), to: &members)
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of text in an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw fail("expected ',' or '}'")
        }
    }

    private mutating func array() throws -> Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [Value] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipWhitespace()
            items.append(try value())
            skipWhitespace()
            guard index < bytes.count else { throw fail("unexpected end of text in an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            throw fail("expected ',' or ']'")
        }
    }

    private mutating func digits() -> Int {
        let from = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - from
    }

    private mutating func number() throws -> Value {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw fail("expected a digit") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw fail("leading zero") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard digits() > 0 else { throw fail("expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw fail("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Value.number(text: text, isInteger: isInteger) else {
            throw JSONParseError(offset: start, reason: "number \(text) out of range")
        }
        return value
    }

    /// The input came from a `String` or was checked as UTF-8, so runs between escapes are
    /// copied as they are.
    private mutating func string() throws -> String {
        index += 1
        let start = index
        var out: [UInt8] = []
        var runStart = index
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                guard escaped else { return String(decoding: bytes[start..<index], as: UTF8.self) }
                out.append(contentsOf: bytes[runStart..<index])
                return String(decoding: out, as: UTF8.self)
            }
            if byte < 0x20 { throw fail("control character in a string") }
            if byte != UInt8(ascii: "\\") { index += 1; continue }
            escaped = true
            out.append(contentsOf: bytes[runStart..<index])
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"): out.append(contentsOf: String(Character(try unicodeEscape())).utf8)
            default: throw fail("unknown escape")
            }
            runStart = index
        }
        throw fail("unterminated string")
    }

    /// `\uXXXX` after the `u`, joining a surrogate pair.
    private mutating func unicodeEscape() throws -> Unicode.Scalar {
        let first = try hex4()
        if (0xD800..<0xDC00).contains(first), index + 1 < bytes.count,
           bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
            let save = index
            index += 2
            let second = try hex4()
            if (0xDC00..<0xE000).contains(second), let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) {
                return scalar
            }
            guard Value.replacesLoneSurrogates else { throw fail("bad surrogate pair") }
            index = save
            return "\u{FFFD}"
        }
        if let scalar = Unicode.Scalar(first) { return scalar }
        guard Value.replacesLoneSurrogates else { throw fail("lone surrogate") }
        return "\u{FFFD}"
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("short \\u escape") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            value <<= 4
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value |= UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value |= UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value |= UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("bad hex digit in \\u escape")
            }
        }
        index += 4
        return value
    }
}
