/// The text-shaped columns: URLs, tags, and place paths (docs/import-rules.md#text-and-urls,
/// docs/import-rules.md#tags, docs/import-rules.md#places).
package enum TextCells {
    /// `http(s)://host…`; a cell starting with `www.` gets `https://` in front.
    public static func url(_ cell: String) throws(CellError) -> ParsedCell {
        guard !cell.contains(where: \.isWhitespace) else { throw CellError(.invalidURL) }
        let lower = cell.lowercased()
        for scheme in ["http://", "https://"] where lower.hasPrefix(scheme) {
            let host = cell.dropFirst(scheme.count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            guard !host.isEmpty else { throw CellError(.invalidURL) }
            return .url(cell)
        }
        if lower.hasPrefix("www."), cell.count > 4 { return .url("https://" + cell) }
        throw CellError(.invalidURL)
    }

    /// Tags split at `,` and `;`, each once ignoring case; the first spelling is kept. Only
    /// separators is no value (nil).
    public static func tags(_ cell: String) -> ParsedCell? {
        var seen = Set<String>()
        var tags: [String] = []
        for tag in SeparatedList.split(cell, at: SeparatedList.choiceSeparators) where seen.insert(tagKey(tag)).inserted {
            tags.append(tag)
        }
        return tags.isEmpty ? nil : .tags(tags)
    }

    /// The case-insensitive identity of a tag name (docs/import-rules.md#tags: `vintage` =
    /// `Vintage`).
    public static func tagKey(_ name: String) -> String {
        name.lowercased()
    }

    /// A place path from the top level, split at `›`, `>`, and `/`.
    public static func place(_ cell: String) -> ParsedCell? {
        let path = SeparatedList.split(cell, at: SeparatedList.placeSeparators)
        return path.isEmpty ? nil : .place(path)
    }
}
