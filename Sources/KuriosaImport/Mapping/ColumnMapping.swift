import Foundation
import KuriosaCore

/// A column mapping (docs/import-rules.md#column-mappings-come-first): which header means which
/// target, for files whose headers header matching (docs/import-rules.md#header-matching)
/// cannot know (`--mapping FILE.json`, `--preset …`), and what the words of a column's fixed
/// vocabulary mean (`ValueTranslation`). It sits in front of the rules: it renames headers
/// before header matching and translates listed cells before the cell rules, and everything
/// after that — brackets, duplicates, parsing, errors — is the rules' own.
public struct ColumnMapping: Sendable, Equatable {
    /// What a mapped header becomes.
    package enum Rule: Sendable, Equatable {
        /// A new header text, matched by docs/import-rules.md#header-matching as if the file
        /// had said it.
        case rename(String)
        /// Exactly this target, which also settles a text header matching would find ambiguous
        /// (`field:title` in the record template, whose field `title` shares its name with the
        /// standard column).
        case target(ImportTarget)
        /// The column is left out without a warning (a preset knows it is not wanted).
        case ignore
    }

    /// Header in the normalized form of docs/import-rules.md#header-matching → rule.
    package private(set) var rules: [String: Rule]
    /// Header in the normalized form of docs/import-rules.md#header-matching (as the file
    /// writes it, before any rename) → the value table of that column.
    package private(set) var values: [String: ValueTranslation]
    /// Header in normalized form → why a preset leaves that column out (`Average Rating`:
    /// "the app's average, not the collector's"). The summary names every left-out column with
    /// its reason; a column a user's own mapping ignores is named "left out by the mapping".
    public private(set) var reasons: [String: String] = [:]
    /// Header in normalized form → targets the column fills besides its own (a preset's
    /// `alsoInto`: Discogs' `Title` is the piece's title and the record template's field
    /// `title`, which would otherwise stay empty in every record).
    package var also: [String: [ImportTarget]] = [:]
    /// Header in normalized form → the target of the letters after its number (a preset's
    /// `markAfterNumber`: uCoin's year `2008 D` is the year 2008 and the mint mark `D`).
    package var marks: [String: ImportTarget] = [:]

    package init(rules: [String: Rule] = [:], values: [String: ValueTranslation] = [:]) {
        self.rules = rules
        self.values = values
    }

    /// Builds a mapping from header texts as written and rule texts: `field:KEY`,
    /// `column:KEY` (a standard column), `null`/nil to ignore, anything else a new header.
    /// - Parameter values: header as written → (cell text → the text the rules read, nil or
    ///   "" for no value); a header here needs no entry in `entries`.
    public init(_ entries: [String: String?], values: [String: [String: String?]] = [:],
                reasons: [String: String] = [:]) throws(ImportSetupError) {
        var rules: [String: Rule] = [:]
        for (header, value) in entries {
            rules[TextNormalizer.normalize(header)] = try Self.rule(value, header: header)
        }
        self.rules = rules
        self.reasons = Dictionary(reasons.map { (TextNormalizer.normalize($0.key), $0.value) }) { first, _ in first }
        self.values = values.reduce(into: [:]) { tables, entry in
            tables[TextNormalizer.normalize(entry.key)] = ValueTranslation(entry.value)
        }
    }

    /// This mapping with `other` laid over it (`--preset` with a `--mapping` file): `other`'s
    /// rule wins for a header both name, and a column's value tables are combined entry by
    /// entry, `other`'s entry winning for a cell both name. So a user keeps a preset and adds
    /// or changes single headers and words.
    public func overlaid(by other: ColumnMapping) -> ColumnMapping {
        var combined = self
        combined.rules.merge(other.rules) { $1 }
        for header in other.rules.keys { combined.also[header] = other.also[header] }
        for header in other.rules.keys { combined.marks[header] = other.marks[header] }
        for header in other.rules.keys { combined.reasons[header] = other.reasons[header] }
        for (header, table) in other.values {
            combined.values[header] = combined.values[header].map { $0.overlaid(by: table) } ?? table
        }
        return combined
    }

    /// Why the column of `header` is left out (a preset's reason, or the mapping's own null).
    package func reason(for header: HeaderLabel) -> String {
        reasons[header.normalized] ?? header.normalizedBase.flatMap { reasons[$0] } ?? "left out by the mapping"
    }

    /// The rule for a header; a header with a `(x)`/`[x]` bracket is also looked up by the
    /// text before the bracket, and the bracket is kept (`Buying price (USD)`); `bracket` is
    /// the unit or currency the column takes from its header, nil for a whole match.
    package func rule(for header: HeaderLabel) -> (rule: Rule, bracket: String?)? {
        if let rule = rules[header.normalized] { return (rule, nil) }
        if let base = header.normalizedBase, let rule = rules[base] { return (rule, header.bracket) }
        return currencyRule(for: header.normalized)
    }

    /// Where an entry's header writes `{currency}`, a header with a currency code (or symbol)
    /// in that place: uCoin writes the collector's currency into its price headers (`Preço,
    /// BRL`, `Value, UAH [My]`), so no fixed header names them all. The code found becomes the
    /// column's currency, as a bracket's does.
    private func currencyRule(for normalized: String) -> (rule: Rule, bracket: String?)? {
        for (key, rule) in rules.sorted(by: { $0.key < $1.key }) {
            guard let range = key.range(of: Self.currencyPlaceholder) else { continue }
            let prefix = key[..<range.lowerBound], suffix = key[range.upperBound...]
            guard normalized.count > prefix.count + suffix.count, normalized.hasPrefix(prefix), normalized.hasSuffix(suffix) else { continue }
            let middle = CellTrimming.trim(normalized.dropFirst(prefix.count).dropLast(suffix.count))
            guard !middle.isEmpty, !middle.contains(" "), let code = MoneyReader.currency(forIndication: middle) else { continue }
            return (rule, code)
        }
        return nil
    }

    /// The place of the currency in an entry's header (normalized, as the keys are).
    static let currencyPlaceholder = "{currency}"

    /// The value table of a column, found like its rule: by the whole header, else by the
    /// text before a `(x)`/`[x]` bracket (`Grade`'s table serves `Grade (Numista)` too).
    package func values(for header: HeaderLabel) -> ValueTranslation? {
        if let table = values[header.normalized] { return table }
        if let base = header.normalizedBase { return values[base] }
        return nil
    }

    /// The `field:KEY` targets of this mapping that `template` (and, for wishes, the
    /// wishlist template) has no field for, sorted.
    public func missingFields(in template: Template, wishlist: Template? = nil) -> [String] {
        let keys = Set(template.fields.map(\.key) + (wishlist?.fields ?? []).map(\.key))
        let named: [String] = rules.values.compactMap { if case .target(.field(let key)) = $0 { key } else { nil } }
        return Set(named).subtracting(keys).sorted()
    }

    /// Reads `--mapping FILE.json`: `{"columns": {"Header": "field:key" | "column:title" |
    /// "New header" | null}, "values": {"Header": {"cell": "text" | null}}}`, either part
    /// optional (docs/import.md).
    public static func read(contentsOf url: URL) throws(ImportSetupError) -> ColumnMapping {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ImportSetupError("\(url.path): cannot read the mapping file: \(FileErrorText.describe(error))")
        }
        return try parse(data, source: url.path)
    }

    /// Reads a mapping document; errors name `source` and the entry at fault.
    public static func parse(_ data: Data, source: String) throws(ImportSetupError) -> ColumnMapping {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw ImportSetupError("\(source): the mapping is not JSON (\(error.localizedDescription))")
        }
        guard let top = object as? [String: Any], top["columns"] != nil || top["values"] != nil else {
            throw ImportSetupError("\(source): the mapping must be an object with a \"columns\" or a \"values\" object")
        }
        for key in top.keys where key != "columns" && key != "values" {
            throw ImportSetupError("\(source): unknown key \"\(key)\" (only \"columns\" and \"values\")")
        }
        let entries = try texts(top["columns"], path: "\"columns\"", source: source)
        guard let valuesObject = top["values"] else { return try ColumnMapping(entries) }
        guard let headers = valuesObject as? [String: Any] else {
            throw ImportSetupError("\(source): \"values\" must be an object of headers")
        }
        var values: [String: [String: String?]] = [:]
        for (header, table) in headers {
            values[header] = try texts(table, path: "\"values\" → \"\(header)\"", source: source)
        }
        return try ColumnMapping(entries, values: values)
    }

    /// An object of texts or nulls (nil: the part is absent).
    private static func texts(_ value: Any?, path: String, source: String) throws(ImportSetupError) -> [String: String?] {
        guard let value else { return [:] }
        guard let object = value as? [String: Any] else { throw ImportSetupError("\(source): \(path) must be an object") }
        var entries: [String: String?] = [:]
        for (key, value) in object {
            switch value {
            case let text as String: entries[key] = text
            case is NSNull: entries[key] = .some(nil)
            default: throw ImportSetupError("\(source): \(path) → \"\(key)\" must be a text or null")
            }
        }
        return entries
    }

    private static func rule(_ value: String?, header: String) throws(ImportSetupError) -> Rule {
        guard let value else { return .ignore }
        if value.hasPrefix("field:") {
            let key = String(value.dropFirst(6))
            guard !key.isEmpty else { throw ImportSetupError("mapping of \"\(header)\": \"field:\" needs a field key") }
            return .target(.field(key))
        }
        if value.hasPrefix("column:") {
            let name = String(value.dropFirst(7))
            guard let column = StandardColumn(importKey: name), StandardColumn.importColumns.contains(column) else {
                let known = StandardColumn.importColumns.map(\.key).joined(separator: ", ")
                throw ImportSetupError("mapping of \"\(header)\": \"\(name)\" is not a standard column (\(known))")
            }
            return .target(.standard(column))
        }
        return .rename(value)
    }
}
