import Foundation
import KuriosaCore
import KuriosaStore

/// `kuriosa find --where` (docs/cli.md, "kuriosa find"): the export's conditions, read and
/// checked by the same rules as `export --where`, over every living piece and wish.
extension ExportBuilder {
    /// The living pieces and wishes (every status) for which every condition holds, in
    /// catalog order.
    /// - Throws: `ExportFilterError` for a field or column no collection has, an amount
    ///   ordered by something that is no amount.
    public static func matching(_ conditions: [ExportFilter.Condition], catalog: ExportCatalog, language: String) throws -> [ItemRecord] {
        guard let template = try BuiltinExportTemplates.template(named: "spreadsheet") else { return [] }
        var options = ExportOptions(language: language, date: String(Timestamp.now().prefix(10)))
        options.filter = ExportFilter(statuses: ExportFilter.statusNames, kinds: ExportFilter.kindNames, conditions: conditions)
        let builder = ExportBuilder(catalog: catalog, template: template, options: options)
        let collections = try builder.selectedCollectionIDs()
        try builder.validateFilter(collections: collections)
        return catalog.items.filter { builder.isSelected($0, collections: collections) && builder.meetsConditions($0) }
    }
}
