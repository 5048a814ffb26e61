/// A header cell prepared for matching in normalized form
/// (docs/import-rules.md#header-matching) and for a unit or currency in a trailing `(x)` or
/// `[x]` (docs/import-rules.md#units-and-currencies-in-a-header).
package struct HeaderLabel: Sendable, Equatable {
    /// The header as written (trimmed), for reports.
    public let written: String
    /// The whole header in the normalized form of docs/import-rules.md#header-matching.
    public let normalized: String
    /// The normalized text before a trailing bracket, when there is one: `Gewicht (g)` → `gewicht`.
    public let normalizedBase: String?
    /// What the trailing bracket holds, trimmed and as written: `g`, `EUR`, `h`.
    public let bracket: String?

    public init(_ header: String) {
        written = Self.unquoted(CellTrimming.trim(header))
        normalized = TextNormalizer.normalize(written)
        if let (base, inner) = Self.splitBracket(written) {
            normalizedBase = TextNormalizer.normalize(base)
            bracket = inner
        } else {
            normalizedBase = nil
            bracket = nil
        }
    }

    /// A header still in double quotes (uCoin writes `"Ano", "Var."`: the space after the comma
    /// keeps the quotes in the cell) reads without them (docs/import.md#header-cells-in-quotes).
    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return CellTrimming.trim(text.dropFirst().dropLast().replacingOccurrences(of: "\"\"", with: "\""))
    }

    /// True for an empty header cell (the unnamed columns of
    /// docs/import-rules.md#unknown-and-duplicate-columns).
    public var isEmpty: Bool { written.isEmpty }

    /// `Label (x)` or `Label [x]` with a non-empty label and x.
    private static func splitBracket(_ text: String) -> (Substring, String)? {
        guard let last = text.last, last == ")" || last == "]" else { return nil }
        let open: Character = last == ")" ? "(" : "["
        guard let openIndex = text.lastIndex(of: open) else { return nil }
        let base = text[..<openIndex]
        let inner = CellTrimming.trim(text[text.index(after: openIndex)..<text.index(before: text.endIndex)])
        guard !CellTrimming.trim(base).isEmpty, !inner.isEmpty else { return nil }
        return (base, inner)
    }
}
