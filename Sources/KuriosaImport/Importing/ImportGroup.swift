import KuriosaCore

/// One collection's share of an import: where its rows go, how the header reads for its
/// template, and which rows are its own. An import into one collection has one group that takes
/// every row; a file with a `Collection` column has a group per collection it names
/// (docs/import.md#where-each-row-goes-collectionrouter), each read with its own template and
/// written in the import's one batch.
struct ImportGroup {
    var destination: ImportDestination
    var plan: ColumnPlan
    /// The `Collection` cells (as `CollectionRouter.key` writes them) of this group's rows;
    /// nil: every row of the file.
    var paths: Set<String>?
    /// The group's rows (every row when `paths` is nil: the first pass counts them then).
    var total: Int
    var columns: [RowMapper.Column] = []
    /// How its rows are written (decided after the first pass, `CSVImporter.firstPass`).
    var writePlan = ImportWritePlan.unplanned
    /// Set for the collection a `--new-collection` import makes: its template is shaped to the
    /// file after the first pass (docs/import.md#columns-no-field-takes).
    var shaping: Shaping?
    /// Rating columns read on a ten-star field: column index → factor (2: five stars with halves).
    var ratingFactors: [Int: Int] = [:]
    /// A file that names its pieces but lacks the title or a required column: `title` or the
    /// field key; its rows update pieces, and a row that would be new is refused for it.
    var missingForNew: String?

    struct Shaping {
        let qualifiers: TemplateQualifiers
    }

    /// The column warnings of every group, each once. A column one template does not know is
    /// `unknown_column` only when no group's template knows it: in a file of coins and
    /// watches, the coins do not read the watches' `Movement`, and that is no problem.
    static func warnings(_ groups: [ImportGroup]) -> [ImportReport.Warning] {
        let unknown = unknownEverywhere(groups)
        var seen = Set<String>()
        var out: [ImportReport.Warning] = []
        for group in groups {
            for warning in group.plan.warnings {
                if warning.reason == "unknown_column", !unknown.contains(warning.columnIndex - 1) { continue }
                if seen.insert("\(warning.reason) \(warning.columnIndex)").inserted { out.append(warning) }
            }
        }
        return out
    }

    /// The 0-based columns that every group reports as unknown.
    static func unknownEverywhere(_ groups: [ImportGroup]) -> Set<Int> {
        guard let first = groups.first else { return [] }
        var unknown = Set(first.plan.unknown.map(\.index))
        for group in groups.dropFirst() { unknown.formIntersection(group.plan.unknown.map(\.index)) }
        return unknown
    }
}
