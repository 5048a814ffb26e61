import Foundation
import KuriosaCore
import KuriosaStore

extension ExportBuilder {
    /// One piece with a cell for each column that has a value.
    /// - Parameter fields: the piece's fields (`fields(of:)`), read once by the caller.
    func piece(_ item: ItemRecord, columns: [ExportColumn], fields: [String: FieldValue]) -> ExportPiece {
        let collection = catalog.collections.first { $0.id == item.collectionID }
        let t = collection.flatMap(catalog.template(of:))
        let wishFields = (try? ItemFields.parse(item.wishFields.text).values) ?? [:]
        var cells: [String: ExportCell] = [:]
        var evaluator: CalculationEvaluator?
        let units = units(of: item, template: t)
        for column in columns {
            switch column.source {
            case let .standard(standard):
                if let cell = standardCell(standard, item: item, template: t, units: units) { cells[column.id] = cell }
            case let .field(key):
                guard let t, let field = t.field(key), isExported(field, in: t, forCSV: false),
                      column.templateID == nil || column.templateID == t.id else { continue }
                if field.type == .calculation {
                    if evaluator == nil {
                        evaluator = CalculationEvaluator(template: t, fields: fields, purchasePrice: item.purchasePrice,
                                                         estimatedValue: item.estimatedValue)
                    }
                    if let result = evaluator?.result(for: key) { cells[column.id] = values.calculation(result) }
                } else if let value = fields[key] {
                    cells[column.id] = values.cell(value, field: field)
                }
            case let .wishField(key):
                guard item.kind == .wish, let wishlist = catalog.wishlistTemplate, let field = wishlist.field(key),
                      let value = wishFields[key] else { continue }
                cells[column.id] = values.cell(value, field: field)
            }
        }
        let media = catalog.media[item.id] ?? []
        var photos = media.filter { $0.kind == .photo }
        if let primary = item.primaryPhotoID, let index = photos.firstIndex(where: { $0.id == primary }) {
            photos.insert(photos.remove(at: index), at: 0)
        }
        return ExportPiece(
            id: item.id, number: ItemNumber.display(item.number), title: item.title,
            collectionName: collection.map { collectionPath($0.id) } ?? "", cells: cells,
            photos: photos.map(Self.media), documents: media.filter { $0.kind == .document }.map(Self.media),
            units: units)
    }

    /// A standard attribute's cell, nil when the piece has no value.
    /// - Parameter units: the piece's count now (`units(of:template:)`), worked out once.
    func standardCell(_ column: StandardColumn, item: ItemRecord, template: Template?, units: ExportTotals.Units?) -> ExportCell? {
        let language = options.language
        switch column {
        case .number: return ItemNumber.display(item.number).map { ExportCell(text: $0) }
        case .title: return ExportCell(text: item.title)
        case .collection: return ExportCell(text: collectionPath(item.collectionID))
        case .place:
            guard let id = item.locationID, catalog.locations.contains(where: { $0.id == id }) else { return nil }
            return ExportCell(text: placePath(id))
        case .status: return ExportCell(text: ExportStrings.status(item.status.rawValue, language: language))
        case .condition:
            return item.condition.map { ExportCell(text: ExportStrings.condition($0.rawValue, language: language)) }
        case .purchaseDate: return item.purchaseDate.map { ExportCell(text: values.date($0), csv: $0) }
        case .purchasePrice: return item.purchasePrice.map(values.money)
        case .estimatedValue: return item.estimatedValue.map(values.money)
        case .wishTarget: return item.wishTarget.map(values.money)
        case .source: return item.source.map { ExportCell(text: $0) }
        case .notes: return item.notes.map { ExportCell(text: $0) }
        case .wishPriority: return item.wishPriority.map { ExportCell(text: String($0)) }
        case .wishID: return item.kind == .wish ? ExportCell(text: item.id) : nil
        case .tags:
            let names = catalog.tags.filter { item.tagIDs.contains($0.id) }.map(\.name)
            return names.isEmpty ? nil : ExportCell(text: names.joined(separator: ", "))
        // The thumbnail is drawn, not written; the files and the day of a status are the
        // import's columns, never an export template's (`StandardColumn.isExportColumn`).
        case .photo, .photos, .documents, .statusSince: return nil
        case .stamp: return ExportCell(text: ExportStamp.cell(updatedAt: item.updatedAt))
        case .valuedOn:
            return catalog.timeline?.lastValuation(of: item).map { ExportCell(text: values.date($0.day), csv: $0.day) }
        case .count:
            guard let units else { return nil }
            return ExportCell(text: unitsText(units), csv: ExportValueText.plain(units.count))
        case .unitPrice:
            // Only where it tells something: a piece of several units whose journal has a
            // purchase with both a price and a count.
            guard let units, units.count != 1,
                  let price = journal(of: item).pricePerUnit else { return nil }
            let cell = values.money(price)
            return ExportCell(text: cell.text + " / " + units.one, csv: cell.csv)
        }
    }

    /// The piece's journal, as the app reads it from the item's columns.
    func journal(of item: ItemRecord) -> Journal {
        let events = (try? JournalEntry.entries(storedText: item.events.text)) ?? []
        return Journal(purchaseDate: item.purchaseDate, purchasePrice: item.purchasePrice,
                       source: item.source, purchaseQuantity: item.purchaseQuantity, events: events)
    }

    /// How many units a piece of a counted collection holds now, with the template's unit
    /// names (or the toolkit's `unit`/`units` when it names none); nil when the collection
    /// does not count or the piece has no count.
    func units(of item: ItemRecord, template: Template?) -> ExportTotals.Units? {
        guard let template, template.counts, let count = journal(of: item).count else { return nil }
        let language = options.language
        let ownOne = template.quantity?.one?.text(for: language), ownOther = template.quantity?.other?.text(for: language)
        let one = ownOne ?? ExportStrings.word("unit.one", language: language)
        var other = ownOther ?? ExportStrings.word("unit.other", language: language)
        // Only the template's own names can be a copied singular; the toolkit's words are not.
        if let ownOne, ownOther == ownOne { other = Self.plural(of: ownOne, template: template, language: language) }
        return ExportTotals.Units(one: one, other: other, count: count)
    }

    /// The plural of a unit name whose template gives the singular for both (the migration
    /// from version 10 copies a unit option's label, `Round`, into `one` and `other`): the
    /// shipped template's plural when it is the same built-in with the same singular
    /// (`Rounds`, capitalised as the library writes it), else `× Bag (250 g)`, which reads
    /// right after any number ("8 × Bag (250 g)") where "8 Bag (250 g)" did not.
    static func plural(of one: String, template: Template, language: String) -> String {
        if let shipped = (try? BuiltinTemplates.template(id: template.id)) ?? nil,
           let shippedOne = shipped.quantity?.one?.text(for: language), shippedOne.lowercased() == one.lowercased(),
           let shippedOther = shipped.quantity?.other?.text(for: language) {
            guard one.first?.isUppercase == true else { return shippedOther }
            return shippedOther.prefix(1).uppercased() + shippedOther.dropFirst()
        }
        return "× " + one
    }

    /// `12 bottles` in the document's locale.
    func unitsText(_ units: ExportTotals.Units) -> String {
        ExportDocument.unitsText(units, language: options.language, locale: options.locale)
    }


    /// A media row as the renderers need it. A cut-out is shown only when the row says so
    /// and has one (catalog schema, "Media cut-outs"); it is turned, never cropped.
    static func media(_ record: MediaRecord) -> ExportMedia {
        let cutout = record.kind == .photo && record.showsCutout && record.cutoutContentType != nil
        return ExportMedia(id: record.id, contentType: record.contentType, filename: record.filename, caption: record.caption,
                           rotation: record.rotation, crop: cutout ? nil : record.crop.map { [$0.x, $0.y, $0.width, $0.height] },
                           showsCutout: cutout)
    }
}
