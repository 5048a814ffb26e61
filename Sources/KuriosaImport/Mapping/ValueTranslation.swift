/// One column's value table (docs/import-rules.md#column-mappings-come-first): the words a
/// service writes for its fixed vocabularies (`Near Mint (NM or M-)`, `Red Wine`, `Mass Market
/// Paperback`) turned into texts the cell rules read (`nm`, `red`, `paperback`). It sits in
/// front of the rules and replaces none of them: a cell the table does not name reaches the
/// rules as written, so a user's own value still works, and an unknown value is still the
/// rule's error, reported with the cell as the file has it.
///
/// Cells are compared in the normalized form of docs/import-rules.md#header-matching (case,
/// accents, `_`/`-`, white space), the form the rules themselves compare options in, so `Rosé
/// Wine`, `rose wine` and `ROSE WINE` are one entry. A key ending in `*` is a prefix: `LP,*`
/// names every cell that starts with `LP,` (a Discogs format list such as `LP, Album, RE`). An
/// exact key wins over a prefix, and a longer prefix over a shorter one. A `*` anywhere else is
/// a character. A cell written exactly as a key (trimmed) takes that key's entry before the
/// normalized comparison does: CellarTracker's bottle states `1` and `-1` normalize alike.
package struct ValueTranslation: Sendable, Equatable {
    /// Normalized cell → the text the rules read ("" for no value).
    private(set) var exact: [String: String]
    /// Cell as written (trimmed, as cells reach the table) → the text the rules read: compared first.
    private(set) var written: [String: String]
    /// Normalized prefix (the key without its final `*`) → the text the rules read.
    private(set) var prefixes: [String: String]
    /// The lengths of `prefixes`' keys in characters, longest first: a look-up tries the
    /// cell's own prefixes of those lengths instead of every entry.
    private let prefixLengths: [Int]

    /// - Parameter entries: cell text as the service writes it → the text the rules then read;
    ///   nil or "" means the cell has no value.
    public init(_ entries: [String: String?]) {
        var exact: [String: String] = [:]
        var written: [String: String] = [:]
        var prefixes: [String: String] = [:]
        // Sorted, so that of two keys alike once normalized the same one wins every time.
        for (cell, replacement) in entries.sorted(by: { $0.key < $1.key }) {
            let text = replacement ?? ""
            if cell.hasSuffix("*") {
                prefixes[Self.normalizePrefix(cell.dropLast())] = text
            } else {
                exact[TextNormalizer.normalize(cell)] = text
                written[CellTrimming.trim(cell)] = text
            }
        }
        self.init(exact: exact, written: written, prefixes: prefixes)
    }

    private init(exact: [String: String], written: [String: String], prefixes: [String: String]) {
        self.exact = exact
        self.written = written
        self.prefixes = prefixes
        prefixLengths = Set(prefixes.keys.map(\.count)).sorted(by: >)
    }

    /// This table with `other`'s entries added; where both name a cell, `other`'s wins (a
    /// user's mapping file over a preset's table).
    public func overlaid(by other: ValueTranslation) -> ValueTranslation {
        ValueTranslation(exact: exact.merging(other.exact) { $1 }, written: written.merging(other.written) { $1 },
                         prefixes: prefixes.merging(other.prefixes) { $1 })
    }

    public static func == (lhs: ValueTranslation, rhs: ValueTranslation) -> Bool {
        lhs.exact == rhs.exact && lhs.written == rhs.written && lhs.prefixes == rhs.prefixes
    }

    /// True when no cell is translated (a `values` entry that is `{}`).
    public var isEmpty: Bool { exact.isEmpty && prefixes.isEmpty }

    /// The text the rules read for `cell`: its translation, or the cell unchanged.
    public func translate(_ cell: String) -> String {
        translation(of: cell) ?? cell
    }

    /// The table's entry for `cell`, or nil when the table does not name it.
    public func translation(of cell: String) -> String? {
        match(cell)?.text
    }

    /// The table's entry for `cell` and whether it names the whole cell (false: a prefix
    /// entry named its start, so the rest of the cell, `Album, RE` of `LP, Album, RE`, is not
    /// in the translation).
    func match(_ cell: String) -> (text: String, whole: Bool)? {
        if let text = written[cell] { return (text, true) }
        let key = TextNormalizer.normalize(cell)
        if let text = exact[key] { return (text, true) }
        let count = key.count
        for length in prefixLengths where length <= count {
            if let text = prefixes[String(key.prefix(length))] { return (text, false) }
        }
        return nil
    }

    /// The header-matching form (docs/import-rules.md#header-matching) of the text before a
    /// `*`, keeping one trailing space (normalizing trims it): `LP *` must not name `LPX`.
    private static func normalizePrefix(_ text: Substring) -> String {
        let core = TextNormalizer.normalize(text)
        guard let last = text.last, !core.isEmpty, last.isWhitespace || last == "-" || last == "_" else { return core }
        return core + " "
    }
}
