import Foundation

/// A column mapping (import rules, "Coordination" 3): which header means which target, for
/// files whose headers rule 7 cannot know (`--mapping FILE.json`, `--preset …`). It sits in
/// front of the rules: it renames headers before rule 7, and everything after that — brackets,
/// duplicates, parsing — is the rules' own.
public struct ColumnMapping: Sendable, Equatable {
    /// What a mapped header becomes.
    public enum Rule: Sendable, Equatable {
        /// A new header text, matched by rule 7 as if the file had said it.
        case rename(String)
        /// Exactly this target, which also settles a text rule 7 would find ambiguous
        /// (`field:title` in the record template, whose field `title` shares its name with
        /// the standard column).
        case target(ImportTarget)
        /// The column is left out without a warning (a preset knows it is not wanted).
        case ignore
    }

    /// Header in rule 7's normalized form → rule.
    public private(set) var rules: [String: Rule]

    public init(rules: [String: Rule] = [:]) {
        self.rules = rules
    }

    /// Builds a mapping from header texts as written and rule texts: `field:KEY`,
    /// `column:KEY` (a standard column), `null`/nil to ignore, anything else a new header.
    public init(_ entries: [String: String?]) throws(ImportSetupError) {
        var rules: [String: Rule] = [:]
        for (header, value) in entries {
            rules[TextNormalizer.normalize(header)] = try Self.rule(value, header: header)
        }
        self.rules = rules
    }

    /// The rule for a header; a header with a `(x)`/`[x]` bracket is also looked up by the
    /// text before the bracket, and the bracket is kept (`Buying price (USD)`).
    public func rule(for header: HeaderLabel) -> (rule: Rule, keepsBracket: Bool)? {
        if let rule = rules[header.normalized] { return (rule, false) }
        if let base = header.normalizedBase, let rule = rules[base] { return (rule, true) }
        return nil
    }

    /// Reads `--mapping FILE.json`: `{"columns": {"Header": "field:key" | "column:title" |
    /// "New header" | null}}` (docs/import.md).
    public static func read(contentsOf url: URL) throws(ImportSetupError) -> ColumnMapping {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ImportSetupError("\(url.path): cannot read the mapping file (\(error.localizedDescription))")
        }
        return try parse(data, source: url.path)
    }

    /// Reads a mapping document; errors name `source`.
    public static func parse(_ data: Data, source: String) throws(ImportSetupError) -> ColumnMapping {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw ImportSetupError("\(source): the mapping is not JSON (\(error.localizedDescription))")
        }
        guard let top = object as? [String: Any], let columns = top["columns"] as? [String: Any] else {
            throw ImportSetupError("\(source): the mapping must be an object with a \"columns\" object")
        }
        for key in top.keys where key != "columns" {
            throw ImportSetupError("\(source): unknown key \"\(key)\" (only \"columns\")")
        }
        var entries: [String: String?] = [:]
        for (header, value) in columns {
            switch value {
            case let text as String: entries[header] = text
            case is NSNull: entries[header] = .some(nil)
            default: throw ImportSetupError("\(source): \"columns\" → \"\(header)\" must be a text or null")
            }
        }
        return try ColumnMapping(entries)
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
            guard let column = StandardColumn(rawValue: name) else {
                let known = StandardColumn.allCases.map(\.rawValue).joined(separator: ", ")
                throw ImportSetupError("mapping of \"\(header)\": \"\(name)\" is not a standard column (\(known))")
            }
            return .target(.standard(column))
        }
        return .rename(value)
    }
}
