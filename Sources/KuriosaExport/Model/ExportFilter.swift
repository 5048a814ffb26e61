import Foundation
import KuriosaCore

/// Which pieces an export takes and in which order when a person says so on the command line
/// (`--tag`, `--place`, `--status`, `--kind`, `--where`, `--sort`) instead of writing an
/// export template. Each list that is given replaces the template's list of the same kind
/// (`selection.tags`, …, `sort`); lists not given keep the template's. Conditions
/// (`--where FIELD=VALUE`) come on top of the selection, all of them must hold.
/// The rules are in docs/cli.md ("Selection and order"); `ExportBuilder` checks the names
/// against the catalog (`validateFilter`) and applies them (`ExportBuilder+Filter.swift`).
public struct ExportFilter: Sendable, Hashable {
    /// One `--where FIELD<op>VALUE`.
    public struct Condition: Sendable, Hashable {
        /// How the value is compared (docs/cli.md, "Selection and order").
        public enum Operator: String, Sendable, Hashable, CaseIterable {
            case equal = "=", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
            /// The value holds the text (case ignored).
            case contains = "~"
        }

        /// A field key (`brand`, also `field:brand`) or a standard column (`condition`).
        public var field: String
        /// Compared, ignoring case and surrounding spaces, with the forms a person and the CSV
        /// read the value in; empty means "has no value".
        public var value: String
        public var op: Operator

        public init(field: String, value: String, op: Operator = .equal) {
            self.field = field
            self.value = value
            self.op = op
        }
    }

    /// Tag IDs or names; a piece needs one of them.
    public var tags: [String]?
    /// Place IDs or names; a piece kept there or in a place inside it.
    public var places: [String]?
    /// Item statuses (`in_collection`, …); they apply to owned pieces, as in templates.
    public var statuses: [String]?
    /// `owned`, `wish` or both.
    public var kinds: [String]?
    public var conditions: [Condition]

    public init(tags: [String]? = nil, places: [String]? = nil, statuses: [String]? = nil, kinds: [String]? = nil,
                conditions: [Condition] = []) {
        self.tags = tags; self.places = places; self.statuses = statuses; self.kinds = kinds
        self.conditions = conditions
    }

    /// The item statuses a selection may name, in the app's order.
    public static let statusNames = ["in_collection", "lent_out", "at_service", "sold", "given_away", "lost"]
    /// The kinds of piece.
    public static let kindNames = ["owned", "wish"]

    /// The template's selection with the lists of this filter laid over it.
    func selection(over selection: ExportTemplate.Selection) -> ExportTemplate.Selection {
        var s = selection
        if let tags { s.tags = tags }
        if let places { s.places = places }
        if let statuses { s.statuses = statuses }
        if let kinds { s.kinds = kinds }
        return s
    }

    /// Reads `FIELD<op>VALUE`: the first operator splits (`!=`, `<=`, `>=` before `=`, `<`,
    /// `>`, `~`); the value may hold more of them.
    /// - Throws: `ExportFilterError` for text without an operator or without a field.
    public static func condition(parsing text: String) throws(ExportFilterError) -> Condition {
        guard let at = text.firstIndex(where: { "=!<>~".contains($0) }) else {
            throw ExportFilterError("--where takes FIELD=VALUE (or !=, <, <=, >, >=, ~), not '\(text)'")
        }
        let rest = text[at...]
        let op: Condition.Operator
        if rest.hasPrefix("!=") { op = .notEqual } else if rest.hasPrefix("<=") { op = .lessOrEqual } else if rest.hasPrefix(">=") {
            op = .greaterOrEqual
        } else if rest.hasPrefix("=") { op = .equal } else if rest.hasPrefix("<") { op = .less } else if rest.hasPrefix(">") {
            op = .greater
        } else if rest.hasPrefix("~") { op = .contains } else {
            throw ExportFilterError("--where takes FIELD=VALUE (or !=, <, <=, >, >=, ~), not '\(text)'")
        }
        let field = text[..<at].trimmingCharacters(in: .whitespaces)
        guard !field.isEmpty else { throw ExportFilterError("--where '\(text)' names no field before '\(op.rawValue)'") }
        return Condition(field: field, value: String(rest.dropFirst(op.rawValue.count)), op: op)
    }

    /// Reads `COLUMN[:desc]` or `COLUMN:asc`: a standard column (`number`, `estimated_value`),
    /// `field:KEY`, or a bare field key (`brand`, meaning `field:brand`; a standard column of
    /// the same name wins, `field:condition` names the field).
    public static func sortKey(parsing text: String) throws(ExportFilterError) -> ExportTemplate.SortKey {
        var column = text.trimmingCharacters(in: .whitespaces)
        var descending = false
        for (suffix, down) in [(":desc", true), (":asc", false)] where column.lowercased().hasSuffix(suffix) {
            column = String(column.dropLast(suffix.count))
            descending = down
        }
        guard !column.isEmpty else { throw ExportFilterError("--sort takes COLUMN[:desc], not '\(text)'") }
        if StandardColumn(exportName: column) == nil && !column.hasPrefix("field:") { column = "field:" + column }
        return ExportTemplate.SortKey(column: column, descending: descending)
    }
}

/// A selection or order the catalog cannot follow: an unknown field, column, status, tag or
/// place. The command line reports it as wrong usage (exit code 64), naming it.
public struct ExportFilterError: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String
    public init(_ message: String) { description = message }
}
