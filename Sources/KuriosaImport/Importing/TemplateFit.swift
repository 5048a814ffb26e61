import KuriosaCore
import KuriosaStore

/// A file imported into a collection whose template reads few of its columns (a watch sheet
/// into Coins: 11 of 21 columns unknown) is most likely meant for another collection. The
/// import still runs (the rows may be right), but says so with the warning `poor_fit`, which
/// names the collection whose template would read the most columns, and exits 3
/// (docs/import.md#a-file-that-fits-another-collection-better).
enum TemplateFit {
    /// The warning, or nil when the template reads at least half of the named columns, or no
    /// other collection's template reads more of them.
    static func check(_ file: CSVFile, plan: ColumnPlan, destination: ImportDestination, mapping: ColumnMapping?,
                      db: Database) throws -> ImportReport.Warning? {
        let named = file.header.cells.filter { !HeaderLabel($0).isEmpty }.count
        guard named >= 4, plan.unknown.count * 2 > named else { return nil }
        var best: (path: String, read: Int)?
        var seen = Set<String>([destination.template.id])
        for collection in try CollectionRecord.fetchAll(db, includingDeleted: false) where collection.id != destination.collection.id {
            guard seen.insert(collection.templateID).inserted,
                  let template = try? ImportDestination.storedTemplate(collection.templateID, db: db) else { continue }
            let other = ColumnPlan(header: file.header, template: template, standards: HeaderMatcher.standards(for: template), mapping: mapping)
            let read = other.columns.count
            if read > (best?.read ?? plan.columns.count) { best = (try CollectionPaths.path(of: collection, db: db), read) }
        }
        guard let best else { return nil }
        return ImportReport.Warning(reason: "poor_fit", column: "", columnIndex: 0,
                                    detail: "\(plan.unknown.count) of \(named) columns are unknown to this collection's template; "
                                        + "the template of \"\(best.path)\" reads \(best.read) of them: --collection \"\(best.path)\"?")
    }
}
