/// Splitting a cell into trimmed, non-empty parts: multiple choice and tags at `,` and `;`,
/// place paths at `›`, `>`, and `/` (docs/import-rules.md#multiple-choice-cells,
/// docs/import-rules.md#tags, docs/import-rules.md#places).
package enum SeparatedList {
    /// A set of separator characters with its ASCII members as a bit mask, made once per set
    /// instead of once per cell.
    struct Separators: Sendable {
        let characters: Set<Character>
        private let low: UInt64
        private let high: UInt64

        init(_ characters: Set<Character>) {
            self.characters = characters
            var low: UInt64 = 0
            var high: UInt64 = 0
            for separator in characters {
                guard let ascii = separator.asciiValue, separator.unicodeScalars.count == 1 else { continue }
                if ascii < 64 { low |= 1 << UInt64(ascii) } else { high |= 1 << UInt64(ascii - 64) }
            }
            self.low = low
            self.high = high
        }

        /// Whether an ASCII byte is one of the separators.
        @inline(__always)
        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : high & (1 << UInt64(byte &- 64)) != 0
        }
    }

    /// Multiple choice and tags (docs/import-rules.md#multiple-choice-cells,
    /// docs/import-rules.md#tags).
    static let choiceSeparators = Separators([",", ";"])
    /// Place paths (docs/import-rules.md#places).
    static let placeSeparators = Separators(["\u{203A}", ">", "/"])

    public static func split(_ text: String, at separators: Set<Character>) -> [String] {
        split(text, at: Separators(separators))
    }

    static func split(_ text: String, at separators: Separators) -> [String] {
        if let parts = splitASCII(text, at: separators) { return parts }
        return text.split(whereSeparator: { separators.characters.contains($0) })
            .map { CellTrimming.trim($0) }
            .filter { !$0.isEmpty }
    }

    static func splitASCII(_ text: String, at separators: Set<Character>) -> [String]? {
        splitASCII(text, at: Separators(separators))
    }

    /// `split` for ASCII text without a carriage return, where every character is one byte
    /// (a CR LF pair would be one character): the same parts, found and trimmed byte by byte
    /// instead of character by character (tags and choices of every imported row). Nil
    /// otherwise.
    static func splitASCII(_ text: String, at separators: Separators) -> [String]? {
        let utf8 = text.utf8
        guard !utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
        var parts: [String] = []
        var start = utf8.startIndex
        var index = start
        func take(_ end: String.Index) {
            var first = start
            var last = end
            while first != last, CellTrimming.isASCIIWhitespace(utf8[first]) { first = utf8.index(after: first) }
            while first != last {
                let before = utf8.index(before: last)
                guard CellTrimming.isASCIIWhitespace(utf8[before]) else { break }
                last = before
            }
            if first != last { parts.append(String(text[first..<last])) }
        }
        while index != utf8.endIndex {
            if separators.contains(utf8[index]) {
                take(index)
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        take(utf8.endIndex)
        return parts
    }
}
