/// Splitting a cell into trimmed, non-empty parts: multiple choice and tags at `,` and `;`,
/// place paths at `›`, `>`, and `/` (rules 16 and 21).
public enum SeparatedList {
    public static func split(_ text: String, at separators: Set<Character>) -> [String] {
        if let parts = splitASCII(text, at: separators) { return parts }
        return text.split(whereSeparator: { separators.contains($0) })
            .map { CellTrimming.trim($0) }
            .filter { !$0.isEmpty }
    }

    /// `split` for ASCII text without a carriage return, where every character is one byte
    /// (a CR LF pair would be one character): the same parts, found byte by byte instead of
    /// character by character (tags and choices of every imported row). Nil otherwise.
    static func splitASCII(_ text: String, at separators: Set<Character>) -> [String]? {
        var mask: (low: UInt64, high: UInt64) = (0, 0)
        for separator in separators {
            guard let ascii = separator.asciiValue, separator.unicodeScalars.count == 1 else { continue }
            if ascii < 64 { mask.low |= 1 << UInt64(ascii) } else { mask.high |= 1 << UInt64(ascii - 64) }
        }
        let utf8 = text.utf8
        guard !utf8.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
        var parts: [String] = []
        var start = utf8.startIndex
        var index = start
        func take(_ end: String.Index) {
            let part = CellTrimming.trim(text[start..<end])
            if !part.isEmpty { parts.append(part) }
        }
        while index != utf8.endIndex {
            let byte = utf8[index]
            let isSeparator = byte < 64 ? mask.low & (1 << UInt64(byte)) != 0 : mask.high & (1 << UInt64(byte - 64)) != 0
            if isSeparator {
                take(index)
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        take(utf8.endIndex)
        return parts
    }
}
