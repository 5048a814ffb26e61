/// The HTML standard's "prescan a byte stream to determine its encoding", byte for byte:
/// comments are skipped, other tags' attributes are stepped over, and only a `<meta>` whose
/// `charset`, or `http-equiv="content-type"` with a `content` naming a charset, counts.
extension EncodingSniffer {
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D || byte == 0x20
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    private static func matches(_ bytes: ArraySlice<UInt8>, at position: Int, _ ascii: String) -> Bool {
        let pattern = Array(ascii.utf8)
        guard position + pattern.count <= bytes.endIndex else { return false }
        for (offset, byte) in pattern.enumerated() where lowered(bytes[position + offset]) != byte {
            return false
        }
        return true
    }

    static func prescan(_ bytes: ArraySlice<UInt8>) -> WebEncoding? {
        var position = bytes.startIndex
        let end = bytes.endIndex
        while position < end {
            if matches(bytes, at: position, "<!--") {
                // The end of the first "-->" whose dashes come after the "<!".
                var search = position + 2
                while search + 2 < end, !(bytes[search] == 0x2D && bytes[search + 1] == 0x2D && bytes[search + 2] == 0x3E) {
                    search += 1
                }
                guard search + 2 < end else { return nil }
                position = search + 2
            } else if matches(bytes, at: position, "<meta"), position + 5 < end,
                      isSpace(bytes[position + 5]) || bytes[position + 5] == 0x2F {
                position += 6
                if let encoding = metaEncoding(bytes, position: &position) { return encoding }
                continue
            } else if position + 1 < end, bytes[position] == 0x3C,
                      isLetter(bytes[position + 1]) || (bytes[position + 1] == 0x2F && position + 2 < end && isLetter(bytes[position + 2])) {
                while position < end, !isSpace(bytes[position]), bytes[position] != 0x3E { position += 1 }
                while attribute(bytes, position: &position) != nil {}
            } else if position + 1 < end, bytes[position] == 0x3C,
                      [0x21, 0x2F, 0x3F].contains(bytes[position + 1]) {
                while position < end, bytes[position] != 0x3E { position += 1 }
            }
            position += 1
        }
        return nil
    }

    /// Steps 1–7 of the `<meta` branch; `position` is just after "<meta" and its space.
    private static func metaEncoding(_ bytes: ArraySlice<UInt8>, position: inout Int) -> WebEncoding? {
        var seen: Set<String> = []
        var gotPragma = false
        var needPragma: Bool?
        var charset: WebEncoding?
        while let (name, value) = attribute(bytes, position: &position) {
            guard seen.insert(name).inserted else { continue }
            switch name {
            case "http-equiv":
                if value == "content-type" { gotPragma = true }
            case "content":
                if charset == nil, let label = encodingLabel(inMetaContent: value),
                   let encoding = WebEncoding(label: label) {
                    charset = encoding
                    needPragma = true
                }
            case "charset":
                charset = WebEncoding(label: value)
                needPragma = false
            default:
                continue
            }
        }
        guard let needPragma, !(needPragma && !gotPragma), let charset else { return nil }
        if charset == .utf16BE || charset == .utf16LE { return .utf8 }
        if charset == .xUserDefined { return .windows1252 }
        return charset
    }

    /// "Get an attribute": a lowercased name and value, or `nil` at `>` or the end.
    private static func attribute(_ bytes: ArraySlice<UInt8>, position: inout Int) -> (String, String)? {
        let end = bytes.endIndex
        while position < end, isSpace(bytes[position]) || bytes[position] == 0x2F { position += 1 }
        guard position < end, bytes[position] != 0x3E else { return nil }
        var name: [UInt8] = []
        var value: [UInt8] = []
        func text(_ raw: [UInt8]) -> String { String(decoding: raw, as: Unicode.ASCII.self) }
        nameLoop: while true {
            guard position < end else { return nil }
            let byte = bytes[position]
            if byte == 0x3D, !name.isEmpty {
                position += 1
                break nameLoop
            } else if isSpace(byte) {
                while position < end, isSpace(bytes[position]) { position += 1 }
                guard position < end else { return nil }
                guard bytes[position] == 0x3D else { return (text(name), "") }
                position += 1
                break nameLoop
            } else if byte == 0x2F || byte == 0x3E {
                return (text(name), "")
            }
            name.append(lowered(byte))
            position += 1
        }
        while position < end, isSpace(bytes[position]) { position += 1 }
        guard position < end else { return nil }
        let first = bytes[position]
        if first == 0x22 || first == 0x27 {
            position += 1
            while position < end, bytes[position] != first {
                value.append(lowered(bytes[position]))
                position += 1
            }
            guard position < end else { return nil }
            position += 1
            return (text(name), text(value))
        }
        if first == 0x3E { return (text(name), "") }
        while position < end, !isSpace(bytes[position]), bytes[position] != 0x3E {
            value.append(lowered(bytes[position]))
            position += 1
        }
        guard position < end else { return nil }
        return (text(name), text(value))
    }

    /// "Extracting a character encoding from a meta element" (the `content` attribute).
    static func encodingLabel(inMetaContent content: String) -> String? {
        let scalars = Array(content.unicodeScalars)
        var position = 0
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { [" ", "\t", "\n", "\r", "\u{0C}"].contains(scalar) }
        while true {
            guard let found = index(of: "charset", in: scalars, from: position) else { return nil }
            position = found + 7
            while position < scalars.count, isSpace(scalars[position]) { position += 1 }
            guard position < scalars.count, scalars[position] == "=" else { continue }
            position += 1
            break
        }
        while position < scalars.count, isSpace(scalars[position]) { position += 1 }
        guard position < scalars.count else { return nil }
        let quote = scalars[position]
        if quote == "\"" || quote == "'" {
            guard let close = scalars[(position + 1)...].firstIndex(of: quote) else { return nil }
            return String(String.UnicodeScalarView(scalars[(position + 1)..<close]))
        }
        var stop = position
        while stop < scalars.count, !isSpace(scalars[stop]), scalars[stop] != ";" { stop += 1 }
        return String(String.UnicodeScalarView(scalars[position..<stop]))
    }

    private static func index(of word: String, in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        let pattern = Array(word.unicodeScalars)
        guard scalars.count >= pattern.count else { return nil }
        var position = start
        while position + pattern.count <= scalars.count {
            var matched = true
            for offset in 0..<pattern.count {
                let scalar = scalars[position + offset]
                let lowered = ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value | 0x20) ?? scalar : scalar
                if lowered != pattern[offset] { matched = false; break }
            }
            if matched { return position }
            position += 1
        }
        return nil
    }
}
