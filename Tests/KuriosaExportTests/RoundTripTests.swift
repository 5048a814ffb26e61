import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaImport
import KuriosaStore
import KuriosaTestSupport
import Testing

/// Export → import through the `spreadsheet` template (docs/export-templates.md#csv): a
/// collection whose template has every field type is exported to CSV and imported into an empty
/// collection of the same template; every value must come back equal. Calculations are not
/// exported and not imported
/// (docs/values-and-calculations.md#calculations-calculationevaluator); they are worked out
/// again from the values.
@Suite struct RoundTripTests {
    static let templateJSON = #"""
    {"id":"custom.roundtrip","version":1,"name":{"en":"Everything"},"icon":"star",
     "sections":[{"id":"main","label":{"en":"Main"}}],
     "fields":[
      {"key":"maker","type":"text","label":{"en":"Maker"},"section":"main","required":true,"identifying":true},
      {"key":"reserve","type":"number","label":{"en":"Reserve"},"section":"main","suffix":{"en":"h"}},
      {"key":"made_on","type":"date","label":{"en":"Made on"},"section":"main"},
      {"key":"list_price","type":"currency","label":{"en":"List price"},"section":"main"},
      {"key":"finish","type":"dropdown","label":{"en":"Finish"},"section":"main","options":[{"id":"matte","label":{"en":"Matte"}},{"id":"gloss","label":{"en":"Gloss, polished"}}]},
      {"key":"colors","type":"multiple_choice","label":{"en":"Colors"},"section":"main","options":[{"id":"red","label":{"en":"Red"}},{"id":"blue","label":{"en":"Blue"}},{"id":"green","label":{"en":"Green"}}]},
      {"key":"stars","type":"rating","label":{"en":"Stars"},"section":"main","ratingMax":5},
      {"key":"boxed","type":"checkbox","label":{"en":"Boxed"},"section":"main"},
      {"key":"link","type":"url","label":{"en":"Link"},"section":"main"},
      {"key":"warranty","type":"quantity","label":{"en":"Warranty"},"section":"main","options":[{"id":"year","label":{"en":"Years"}},{"id":"month","label":{"en":"Months"}}]},
      {"key":"width","type":"measurement","measurement":"length","label":{"en":"Width"},"section":"main","unitHint":{"metric":"mm","imperial":"in"}},
      {"key":"weight","type":"measurement","measurement":"mass","label":{"en":"Weight"},"section":"main","unitHint":{"metric":"g","imperial":"oz"}},
      {"key":"volume","type":"measurement","measurement":"volume","label":{"en":"Volume"},"section":"main","unitHint":{"metric":"ml","imperial":"fl_oz"}},
      {"key":"companion","type":"relation","label":{"en":"Companion"},"section":"main"},
      {"key":"per_hour","type":"calculation","label":{"en":"Price per hour"},"section":"main","formula":{"left":{"field":"list_price"},"operation":"divide","right":{"field":"reserve"}}}
     ],
     "quantity":{"one":{"en":"box"},"other":{"en":"boxes"}}}
    """#

    /// The pieces of the source collection: one with every value, others with the awkward
    /// ones (JPY without minor digits, formula-looking text, commas, an empty piece).
    static func pieces(collection: String, places: [String: String], tags: [String: String]) -> [ItemRecord] {
        let now = "2026-01-01T00:00:00.000Z"
        func item(_ title: String, _ values: [String: FieldValue], _ change: (inout ItemRecord) -> Void = { _ in }) -> ItemRecord {
            var record = ItemRecord(id: UUID().uuidString.lowercased(), collectionID: collection, kind: .owned, title: title,
                                    fields: JSONText(ItemFieldsJSON.any(values)), createdAt: now, updatedAt: now)
            change(&record)
            return record
        }
        let full = item("Full piece", [
            "maker": .text("Acme, \"Works\""), "reserve": .number(42.5), "made_on": .date("1961-04-12"),
            "list_price": .currency(Money(minorUnits: 645050, currency: "CHF")), "finish": .dropdown("gloss"),
            "colors": .multipleChoice(["red", "green"]), "stars": .rating(4), "boxed": .checkbox(true),
            "link": .url("https://example.com/a?b=1&c=2"), "warranty": .quantity(amount: 2, unit: "year"),
            "width": .measurement(38.5), "weight": .measurement(152.25), "volume": .measurement(750),
        ]) {
            $0.purchaseDate = "2020-02-29"; $0.purchasePrice = Money(minorUnits: 1_234_567, currency: "EUR")
            $0.source = "Auction house"; $0.estimatedValue = Money(minorUnits: 98000, currency: "USD")
            $0.condition = .veryGood; $0.locationID = places["safe"]; $0.tagIDs = [tags["vintage"], tags["gift"]].compactMap { $0 }
            $0.notes = "Two lines\nof notes; with \"quotes\""; $0.purchaseQuantity = 3
        }
        let yen = item("Yen piece", [
            "maker": .text("=cmd|' /C calc'!A0"), "list_price": .currency(Money(minorUnits: 150_000, currency: "JPY")),
            "finish": .dropdown("matte"), "colors": .multipleChoice(["blue"]), "stars": .rating(0), "boxed": .checkbox(false),
            "warranty": .quantity(amount: 18, unit: "month"), "reserve": .number(-3),
        ]) {
            $0.purchasePrice = Money(minorUnits: 2_000_000, currency: "JPY"); $0.condition = .mint
            $0.estimatedValue = Money(minorUnits: 5, currency: "GBP"); $0.locationID = places["shelf"]
            $0.source = "+41 44 000 00 00"; $0.purchaseQuantity = 1
        }
        let bare = item("Bare piece", ["maker": .text("Ünïcødé 東京")])
        return [full, yen, bare]
    }

    /// A library with the collections `Source` (the pieces, numbered) and `Target` (empty),
    /// both of the every-field-type template.
    struct Setup {
        let library: Library
        let session: CatalogSession
        let source: CollectionRecord
        let target: CollectionRecord
        let pieces: [ItemRecord]

        init(folder: URL) throws {
            let library = try LibraryPackage.create(at: folder.appendingPathComponent("lib"), passphrase: nil, iterations: 1000).library
            let session = try library.openCatalog()
            let templateFile = folder.appendingPathComponent("everything.json")
            try Data(RoundTripTests.templateJSON.utf8).write(to: templateFile)
            for name in ["Source", "Target"] {
                let options = ImportOptions(destination: .newCollection(name: name, template: templateFile.path, parentPath: nil))
                let report = try CSVImporter(session: session, library: library, options: options).run(.bytes(Array("Title,Maker\n".utf8)))
                #expect(report.fatal == nil)
            }
            let db = session.db
            let collections = try CollectionRecord.fetchAll(db)
            let source = try #require(collections.first { $0.name == "Source" })
            let target = try #require(collections.first { $0.name == "Target" })
            let now = "2026-01-01T00:00:00.000Z"
            let home = LocationRecord(id: "loc-home", name: "Home", createdAt: now, updatedAt: now)
            let safe = LocationRecord(id: "loc-safe", parentID: "loc-home", name: "Safe", createdAt: now, updatedAt: now)
            let shelf = LocationRecord(id: "loc-shelf", parentID: "loc-home", name: "Shelf", createdAt: now, updatedAt: now)
            for place in [home, safe, shelf] { try place.insert(db) }
            for tag in [TagRecord(id: "tag-vintage", name: "vintage"), TagRecord(id: "tag-gift", name: "Gift")] { try tag.insert(db) }
            var pieces = RoundTripTests.pieces(collection: source.id, places: ["safe": safe.id, "shelf": shelf.id], tags: ["vintage": "tag-vintage", "gift": "tag-gift"])
            for index in pieces.indices { pieces[index].number = try ItemNumbers.assignNext(db) }
            // The relation points at the yen piece; the importer finds it by its K-number.
            pieces[0].fields = JSONText(ItemFieldsJSON.any(
                try ItemFields.parse(pieces[0].fields.text).values.merging(["companion": .relation(pieces[1].id)]) { $1 }))
            for piece in pieces { try piece.insert(db) }
            self.library = library; self.session = session; self.source = source; self.target = target; self.pieces = pieces
        }

        /// The spreadsheet export of `Source`; `identity: false` leaves out `No.` and
        /// `Collection`, which would tie the rows to the source's pieces.
        func export(language: String, identity: Bool = true) throws -> [UInt8] {
            var template = try #require(try BuiltinExportTemplates.template(named: "spreadsheet"))
            if !identity { template.columns.removeAll { $0 == .standard(.number) || $0 == .standard(.collection) } }
            let catalog = try ExportCatalog(db: session.db, template: template)
            let builder = ExportBuilder(catalog: catalog, template: template,
                                        options: ExportOptions(language: language, collections: ["Source"], date: "2026-10-01"))
            return Array(CSVRenderer.render(try builder.build(), columns: try builder.csvColumns()))
        }
    }

    /// A copy into another collection: without the identity columns (with them, every row
    /// would be a piece of `Source`, refused in `Target`).
    @Test(arguments: ["en", "de", "fr"])
    func everyFieldTypeComesBackEqual(language: String) throws {
        let folder = try TestFolder.make("kuriosa-roundtrip")
        defer { try? FileManager.default.removeItem(at: folder) }
        let setup = try Setup(folder: folder)
        let (library, session, target, pieces) = (setup.library, setup.session, setup.target, setup.pieces)
        let csv = try setup.export(language: language, identity: false)
        let csvText = String(decoding: csv, as: UTF8.self)
        #expect(!csvText.contains("Price per hour"), "calculations are not exported:\n\(csvText)")

        var options = ImportOptions(destination: .collectionID(target.id))
        options.photosFolder = folder
        let report = try CSVImporter(session: session, library: library, options: options).run(.bytes(csv))
        #expect(report.fatal == nil, "\(String(describing: report.fatal))")
        #expect(report.warnings.isEmpty, "\(report.warnings)\n\(csvText)")
        #expect(report.errors.isEmpty, "\(report.errors)\n\(csvText)")

        let after = try ItemRecord.fetchAll(session.db, includingDeleted: false)
        for original in pieces {
            let copy = try #require(after.first { $0.collectionID == target.id && $0.title == original.title },
                                    "\(original.title) did not come back:\n\(csvText)")
            #expect(try ItemFields.parse(copy.fields.text).values == ItemFields.parse(original.fields.text).values,
                    "\(original.title):\n\(csvText)")
            #expect(copy.purchaseDate == original.purchaseDate)
            #expect(copy.purchasePrice == original.purchasePrice)
            #expect(copy.estimatedValue == original.estimatedValue)
            #expect(copy.source == original.source)
            #expect(copy.condition == original.condition)
            #expect(copy.locationID == original.locationID)
            #expect(Set(copy.tagIDs) == Set(original.tagIDs))
            #expect(copy.notes == original.notes)
            #expect(copy.purchaseQuantity == original.purchaseQuantity)
        }
    }
}

extension RoundTripTests {
    /// Law 1 (docs/import.md#the-laws): the export imported back into its collection writes
    /// nothing; law 2: changing N cells changes exactly those N values, one history path each,
    /// in one batch.
    @Test(arguments: ["en", "de"])
    func importingTheExportBackChangesOnlyTheEditedCells(language: String) throws {
        let folder = try TestFolder.make("kuriosa-roundtrip-back")
        defer { try? FileManager.default.removeItem(at: folder) }
        let setup = try Setup(folder: folder)
        let db = setup.session.db
        let csv = String(decoding: try setup.export(language: language), as: UTF8.self)
        let options = ImportOptions(destination: .collectionID(setup.source.id))
        func run(_ text: String) throws -> ImportReport {
            try CSVImporter(session: setup.session, library: setup.library, options: options).run(.bytes(Array(text.utf8)))
        }
        let before = try ItemRecord.fetchAll(db, includingDeleted: true)
        let historyBefore = try HistoryEntry.fetchAll(db).count
        let unchanged = try run(csv)
        #expect(unchanged.fatal == nil && unchanged.errors.isEmpty && unchanged.warnings.isEmpty, "\(unchanged)\n\(csv)")
        #expect(unchanged.created.isEmpty && unchanged.updated.isEmpty && unchanged.batchID == nil)
        #expect(try ItemRecord.fetchAll(db, includingDeleted: true) == before)
        #expect(try HistoryEntry.fetchAll(db).count == historyBefore)

        // Two cells of two pieces: the full piece's source, the bare piece's maker.
        let edited = csv.replacingOccurrences(of: "Auction house", with: "Dealer")
            .replacingOccurrences(of: "Ünïcødé 東京", with: "Someone else")
        let changed = try run(edited)
        #expect(changed.fatal == nil && changed.errors.isEmpty, "\(changed)")
        #expect(changed.created.isEmpty)
        #expect(Set(changed.updated.map(\.id)) == [setup.pieces[0].id, setup.pieces[2].id])
        let batch = try #require(changed.batchID)
        let entries = try HistoryEntry.fetchAll(db, batchID: batch)
        let paths = try entries.flatMap { entry in try entry.changes().map { "\(entry.entityID) \($0.path)" } }.sorted()
        #expect(paths.filter { !$0.hasSuffix("updated_at") } == ["\(setup.pieces[0].id) source", "\(setup.pieces[2].id) fields.maker"].sorted(),
                "\(paths)")
        let after = try ItemRecord.fetchAll(db, includingDeleted: true)
        for (old, new) in zip(before, after) where old.id != setup.pieces[0].id && old.id != setup.pieces[2].id {
            #expect(old == new, "\(old.title) changed")
        }

        // An emptied cell clears the value (the yen piece's source), a tag left out of the
        // cell is removed (the full piece's "Gift"); one history path each.
        let yenSource = "'+41 44 000 00 00"
        #expect(edited.contains(yenSource) && edited.contains("\"Gift, vintage\""), "\(edited)")
        let cleared = try run(edited.replacingOccurrences(of: yenSource, with: "").replacingOccurrences(of: "\"Gift, vintage\"", with: "vintage"))
        #expect(cleared.errors.isEmpty && Set(cleared.updated.map(\.id)) == [setup.pieces[0].id, setup.pieces[1].id], "\(cleared)")
        let clearedPaths = try HistoryEntry.fetchAll(db, batchID: try #require(cleared.batchID))
            .flatMap { entry in try entry.changes().map { "\(entry.entityID) \($0.path)" } }.filter { !$0.hasSuffix("updated_at") }.sorted()
        #expect(clearedPaths == ["\(setup.pieces[0].id) tagIDs", "\(setup.pieces[1].id) source"].sorted(), "\(clearedPaths)")
        let yen = try #require(try ItemRecord.fetchOne(db, id: setup.pieces[1].id))
        #expect(yen.source == nil)
        #expect(try ItemRecord.fetchOne(db, id: setup.pieces[0].id)?.tagIDs == ["tag-vintage"])
    }

    /// A row's `No.` must be a piece of the import's collection, and its `Collection` that
    /// collection: otherwise the row is refused and says why.
    @Test func numbersAndCollectionsOutsideTheImportAreRowErrors() throws {
        let folder = try TestFolder.make("kuriosa-roundtrip-rows")
        defer { try? FileManager.default.removeItem(at: folder) }
        let setup = try Setup(folder: folder)
        let csv = "No.,Title,Collection,Maker\nK-0001,Full piece,Target,Acme\nK-0099,New,Target,Acme\n,Elsewhere,Nowhere,Acme\n"
            + ",Fine,Target,Acme\n"
        let options = ImportOptions(destination: .collectionID(setup.target.id))
        let report = try CSVImporter(session: setup.session, library: setup.library, options: options).run(.bytes(Array(csv.utf8)))
        #expect(report.fatal == nil)
        #expect(report.errors.map(\.reason) == ["number_in_other_collection", "unknown_number", "unknown_collection"], "\(report.errors)")
        #expect(report.errors.map(\.row) == [2, 3, 4])
        #expect(report.created.map(\.row) == [5])
        let source = "No.,Title,Collection,Maker\n,Copy,Source,Acme\n"
        let other = try CSVImporter(session: setup.session, library: setup.library, options: options).run(.bytes(Array(source.utf8)))
        #expect(other.errors.map(\.reason) == ["other_collection"], "\(other.errors)")
    }
}

/// Field values as the JSON object an item's `fields` column holds.
enum ItemFieldsJSON {
    static func any(_ values: [String: FieldValue]) -> JSONValue {
        (try? JSONText(parsing: ItemFields(values).text).value) ?? .object([:])
    }
}
