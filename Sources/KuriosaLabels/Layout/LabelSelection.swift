import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore

/// Which pieces get a label and what each shows. The selection is the export's (the
/// `inventory` template's pieces — owned, held, lent out or at service — with the same
/// `--collection`, `--tag`, `--place`, `--status`, `--kind`, `--where` and `--sort`), so a
/// sheet of labels always matches the inventory printed with the same options.
public struct LabelSelection {
    /// Field keys or standard columns (`brand`, `place`) shown under the title, at most two.
    public var fields: [String]
    /// A field whose value is the code to print (a serial number), instead of the piece's
    /// first code; pieces without a value fall back to the usual rule.
    public var payloadField: String?

    public init(fields: [String] = [], payloadField: String? = nil) {
        self.fields = fields
        self.payloadField = payloadField
    }

    static func column(_ key: String) -> (spec: ExportColumnSpec, id: String) {
        let bare = key.hasPrefix("field:") ? String(key.dropFirst(6)) : key
        if !key.hasPrefix("field:"), let standard = StandardColumn(exportName: key) {
            return (.standard(standard), "standard:\(standard.rawValue)")
        }
        return (.field(bare), "field:\(bare)")
    }

    /// The labels in export order: a piece with a code in `item_code` shows its first one
    /// (by `created_at`), one without gets a new payload (`isNew`), unique in the library.
    /// - Throws: `LabelError.usage` for more than two fields or a field no chosen
    ///   collection's template shows; `ExportFilterError`/`ExportError` for the selection.
    public func items(db: Database, options: ExportOptions) throws -> [LabelItem] {
        if fields.count > 2 { throw LabelError.usage("--fields takes at most two fields, not \(fields.count)") }
        guard var template = try BuiltinExportTemplates.template(named: "inventory") else {
            throw LabelError.render("the built-in inventory template is missing")
        }
        let wanted = (fields + [payloadField].compactMap { $0 }).map(Self.column)
        template.columns = [.standard(.number), .standard(.title)] + wanted.map(\.spec)
        template.subtotals = false
        let catalog = try ExportCatalog(db: db)
        let document = try ExportBuilder(catalog: catalog, template: template, options: options).build()
        let known = Set(document.groups.flatMap(\.columns).map(\.id))
        for (key, column) in zip(fields + [payloadField].compactMap { $0 }, wanted) where !known.contains(column.id) && !document.pieces.isEmpty {
            throw LabelError.usage("no template of the chosen collections shows a field “\(key)” (or it is sensitive or hidden)")
        }
        let first = try ItemCodeLinks.firstCodes(in: db)
        var taken = Set<String>()
        var out: [LabelItem] = []
        out.reserveCapacity(document.pieces.count)
        for piece in document.pieces {
            let values = wanted.prefix(fields.count).compactMap { piece.cells[$0.id]?.text }.filter { !$0.isEmpty }
            var payload: String
            var isNew = false
            if let key = payloadField, let value = piece.cells[Self.column(key).id]?.csv, !value.isEmpty {
                payload = value
                let linked = try ItemCodeRecord.fetchOne(db, payload: value)
                if let linked, linked.itemID != piece.id {
                    let other = try ItemRecord.fetchOne(db, id: linked.itemID).map(ItemCodeLinks.name) ?? linked.itemID
                    throw LabelError.usage("the \(key) “\(value)” of \(piece.number ?? piece.title) is the code of \(other) already")
                }
                isNew = linked == nil
                if let problem = ItemCodeLinks.problem(with: value) {
                    throw LabelError.usage("the \(key) of \(piece.number ?? piece.title) cannot be a code: it \(problem)")
                }
            } else if let code = first[piece.id] {
                payload = code.payload
            } else {
                repeat { payload = try LabelPayload.make() } while try taken.contains(payload) || ItemCodeRecord.fetchOne(db, payload: payload) != nil
                isNew = true
            }
            if isNew && !taken.insert(payload).inserted {
                throw LabelError.usage("two pieces would print the code “\(payload)”: codes are unique in a library")
            }
            out.append(LabelItem(itemID: piece.id, number: piece.number, title: piece.title, fields: values, payload: payload, isNew: isNew))
        }
        return out
    }
}
