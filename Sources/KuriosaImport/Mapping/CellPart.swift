import KuriosaCore

/// Which part of its cell a planned column reads. uCoin writes a coin's mint letter into its
/// year (`2008 D`): a preset's `markAfterNumber` reads the number as the year and the letters
/// as the mint mark, instead of keeping the whole cell in the notes as no number
/// (docs/import.md#mappings-and-presets).
package enum CellPart: Sendable, Equatable {
    case whole
    /// The number of a cell `<digits> <1–3 letters>`; any other cell whole.
    case number
    /// The letters of such a cell; nothing of any other cell.
    case mark

    /// The part of `text` this column reads.
    func of(_ text: String) -> String {
        guard self != .whole else { return text }
        guard let (number, mark) = Self.split(text) else { return self == .mark ? "" : text }
        return self == .number ? number : mark
    }

    /// `2008 D` → (`2008`, `D`); nil for a cell of any other shape (`2008`, `ND`, `1995-1997`).
    static func split(_ text: String) -> (number: String, mark: String)? {
        let trimmed = CellTrimming.trim(text)
        guard let space = trimmed.lastIndex(of: " ") else { return nil }
        let number = CellTrimming.trim(trimmed[..<space])
        let mark = trimmed[trimmed.index(after: space)...]
        guard !number.isEmpty, number.count <= 4, number.allSatisfy({ $0.isASCII && $0.isNumber }),
              (1...3).contains(mark.count), mark.allSatisfy({ $0.isLetter }) else { return nil }
        return (number, String(mark))
    }
}
