/// docs/import-rules.md#formula-looking-cells: nothing is ever evaluated; only two exporter
/// conventions are undone on import, and the exporter side of the first one is here too so
/// exports re-import unchanged.
package enum FormulaCleanup {
    private static let triggers: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// Undoes, at most one of: a `'` before `= + - @ TAB CR` (the OWASP neutralizer), or a
    /// whole cell `="X"` with no `"` in X (Excel's text-forcing idiom). Only one, so a text
    /// that really was `="0123"` and was neutralized on export comes back as written.
    ///
    /// The reader stores line breaks as `\n`, so `'` before CR can only come from text that
    /// did not pass through it; it is kept for exactness with the exporter.
    public static func clean(_ cell: String) -> String {
        // Both conventions start with `'` or `=`: any other first byte leaves the cell as it is
        // (every cell of an import comes here).
        guard let first = cell.utf8.first, first == 0x27 || first == 0x3D else { return cell }
        if cell.hasPrefix("'"), let second = cell.unicodeScalars.dropFirst().first, triggers.contains(Character(second)) {
            return String(cell.unicodeScalars.dropFirst())
        }
        if cell.hasPrefix("=\""), cell.hasSuffix("\""), cell.unicodeScalars.count >= 3 {
            let inner = cell.unicodeScalars.dropFirst(2).dropLast()
            if !inner.contains("\"") { return String(String.UnicodeScalarView(inner)) }
        }
        return cell
    }

    /// For the exporter: a text cell starting with `= + - @ TAB CR` gets a leading `'`.
    public static func neutralize(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, triggers.contains(Character(first)) else { return text }
        return "'" + text
    }
}
