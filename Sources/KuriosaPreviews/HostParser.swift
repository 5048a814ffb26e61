/// The host of an http(s) URL as the WHATWG URL Standard serializes it: ASCII lowercase,
/// percent-decoded, IPv4 numbers in any of their legacy forms (`0x7f.1`) made dotted-decimal.
///
/// Not implemented (the candidate is then "not usable", never guessed): IDNA for non-ASCII
/// hosts, and IPv6 compression (an IPv6 literal is kept as written, lowercased).
enum HostParser {
    private static let forbidden: Set<Unicode.Scalar> = [
        " ", "#", "%", "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^", "|",
    ]

    static func parse(_ input: ArraySlice<Unicode.Scalar>) -> String? {
        guard let first = input.first else { return nil }
        if first == "[" {
            guard input.count > 2, input.last == "]" else { return nil }
            let inner = input.dropFirst().dropLast()
            let allowed = inner.allSatisfy { $0.isASCII && ($0.properties.isASCIIHexDigit || $0 == ":" || $0 == ".") }
            guard allowed, inner.contains(":") else { return nil }
            return "[" + String(String.UnicodeScalarView(inner)).lowercased() + "]"
        }
        let decoded = percentDecoded(input)
        guard !decoded.isEmpty, decoded.unicodeScalars.allSatisfy(\.isASCII) else { return nil }
        let host = decoded.lowercased()
        for scalar in host.unicodeScalars where scalar.value <= 0x1F || scalar.value == 0x7F || forbidden.contains(scalar) {
            return nil
        }
        if endsInNumber(host) { return ipv4(host) }
        return host
    }

    private static func percentDecoded(_ input: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(String(String.UnicodeScalarView(input)).utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
               let value = UInt8(String(decoding: utf8[(index + 1)...(index + 2)], as: UTF8.self), radix: 16) {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func parts(_ host: String) -> [Substring] {
        var parts = host.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count > 1, parts.last == "" { parts.removeLast() }
        return parts
    }

    private static func endsInNumber(_ host: String) -> Bool {
        guard let last = parts(host).last, !last.isEmpty else { return false }
        if last.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        let lower = last.lowercased()
        return lower.hasPrefix("0x") && lower.dropFirst(2).allSatisfy(\.isHexDigit)
    }

    private static func ipv4Number(_ part: Substring) -> UInt64? {
        var text = part.lowercased()
        var radix = 10
        if text.hasPrefix("0x") {
            text.removeFirst(2)
            radix = 16
        } else if text.count > 1, text.hasPrefix("0") {
            text.removeFirst()
            radix = 8
        }
        if text.isEmpty { return 0 }
        guard text.count <= 20 else { return nil }
        return UInt64(text, radix: radix)
    }

    private static func ipv4(_ host: String) -> String? {
        let parts = parts(host)
        guard parts.count <= 4, !parts.contains(where: \.isEmpty) else { return nil }
        var numbers: [UInt64] = []
        for part in parts {
            guard let number = ipv4Number(part) else { return nil }
            numbers.append(number)
        }
        guard numbers.dropLast().allSatisfy({ $0 <= 255 }), let last = numbers.last else { return nil }
        let limit = UInt64(1) << (8 * UInt64(5 - numbers.count))
        guard last < limit else { return nil }
        var address = last
        for (index, number) in numbers.dropLast().enumerated() {
            address += number << (8 * UInt64(3 - index))
        }
        return (0..<4).reversed().map { String((address >> (8 * UInt64($0))) & 0xFF) }.joined(separator: ".")
    }
}
