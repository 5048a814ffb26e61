/// Splitting a cell into trimmed, non-empty parts: multiple choice and tags at `,` and `;`,
/// place paths at `›`, `>`, and `/` (rules 16 and 21).
public enum SeparatedList {
    public static func split(_ text: String, at separators: Set<Character>) -> [String] {
        text.split(whereSeparator: { separators.contains($0) })
            .map { CellTrimming.trim($0) }
            .filter { !$0.isEmpty }
    }
}
