import Foundation
import KuriosaCore
@_spi(Fixtures) @testable import KuriosaStore
import Testing
@testable import KuriosaImport

/// Whole imports into a real encrypted library: rows, errors, tags and places, history,
/// duplicates, `--add-fields`, `--strict`, and the library left unchanged on fatal errors.
@Suite("Import into a library")
struct ImportWritingTests {
    static let watches = """
    Titel;Marke;Referenz;Gehäusedurchmesser (mm);Kaufpreis (EUR);Kaufdatum;Zustand;Standort;Tags;Komplikationen
    Speedmaster;Omega;311.30.42.30.01.005;42;6.450,50;01.04.2023;Sehr gut;Home / Office / Safe;vintage, Chrono;Chronograph
    Submariner;Rolex;124060;41;9.100;15/04/2023;Neuwertig;home>office>safe;Vintage;
    Bad;Seiko;X;zz;12;31.02.2023;meh;;;
    ;Tudor;79830;39;;;;;;
    Extra;Tudor;1;39;;;;;;;;surplus
    """

    @Test func importsRowsAndReportsErrors() throws {
        let lib = try ImportTestLibrary()
        let report = try lib.run(Self.watches, into: .newCollection(name: "Watches", template: "builtin.watch", parentPath: nil))
        #expect(report.fatal == nil)
        // Row 4's cells of optional fields that do not fit keep the row (docs/import.md#cells-that-do-not-fit);
        // only an empty title and a shifted row are rejected.
        #expect(report.created.map(\.row) == [2, 3, 4])
        #expect(report.created.map(\.number) == [1, 2, 3])
        #expect(report.errors.map(\.reason) == ["missing_value", "extra_cells"])
        #expect(report.errors.map(\.row) == [5, 6])
        #expect(report.errors.first?.column == "Titel" && report.errors.first?.columnIndex == 1)
        let extra = try #require(report.errors.last)
        #expect(extra.column == nil && extra.columnIndex == 12 && extra.text == "surplus")
        #expect(report.kept.map(\.reason) == ["invalid_measurement", "invalid_date", "invalid_option"])
        #expect(report.kept.map(\.row) == [4, 4, 4])
        #expect(report.kept.map(\.column) == ["Gehäusedurchmesser (mm)", "Kaufdatum", "Zustand"])
        #expect(report.kept.map(\.columnIndex) == [4, 6, 7])
        #expect(report.kept.map(\.text) == ["zz", "31.02.2023", "meh"])
        #expect(report.detected == .init(encoding: "UTF-8", bom: false, delimiter: ";", sepLine: false, decimalMark: ","))

        let items = try lib.items()
        #expect(items.count == 3)
        // The cells that did not fit are in the notes under their headers; the rest of the row is read.
        let bad = try #require(items.first { $0.title == "Bad" })
        #expect(bad.notes == "Gehäusedurchmesser (mm): zz\nKaufdatum: 31.02.2023\nZustand: meh")
        #expect(bad.purchaseDate == nil && bad.condition == nil)
        #expect(bad.purchasePrice == Money(minorUnits: 1200, currency: "EUR"))
        let badFields = try lib.fields(bad)
        #expect(badFields["brand"] == .text("Seiko") && badFields["reference"] == .text("X"))
        #expect(badFields["case_diameter"] == nil)
        let speedmaster = try #require(items.first { $0.title == "Speedmaster" })
        #expect(speedmaster.purchasePrice == Money(minorUnits: 645050, currency: "EUR"))
        #expect(speedmaster.purchaseDate == "2023-04-01")
        #expect(speedmaster.condition == .veryGood)
        #expect(speedmaster.status == .inCollection && speedmaster.kind == .owned)
        let fields = try lib.fields(speedmaster)
        #expect(fields["brand"] == .text("Omega"))
        #expect(fields["case_diameter"] == .measurement(42))
        #expect(fields["complications"]?.choiceIDs == ["chronograph"])
        // 15/04/2023 proves day first; 9.100 EUR is grouping (docs/import-rules.md#money).
        let submariner = try #require(items.first { $0.title == "Submariner" })
        #expect(submariner.purchaseDate == "2023-04-15")
        #expect(submariner.purchasePrice == Money(minorUnits: 910000, currency: "EUR"))

        // docs/import-rules.md#tags: `vintage` then `Vintage` is one tag; both paths find the
        // same place (docs/import-rules.md#places).
        let tags = try TagRecord.fetchAll(lib.db)
        #expect(tags.map(\.name).sorted() == ["Chrono", "vintage"])
        #expect(speedmaster.locationID != nil && speedmaster.locationID == submariner.locationID)
        let places = try LocationRecord.fetchAll(lib.db)
        #expect(places.map(\.name).sorted() == ["Home", "Office", "Safe"])

        let search = try lib.db.scalar("SELECT text FROM item_search WHERE item_id = ?", [speedmaster.id]).string
        #expect(search?.hasPrefix("speedmaster omega") == true)
        #expect(search?.hasSuffix("k 0001") == true)
        #expect(try LibraryMeta.fetch(lib.db).nextItemNumber() == 4)
    }

    @Test func oneHistoryBatchWithEveryCreatedRecord() throws {
        let lib = try ImportTestLibrary()
        let report = try lib.run(Self.watches, into: .newCollection(name: "Watches", template: "builtin.watch", parentPath: nil))
        let batch = try #require(report.batchID)
        let entries = try HistoryEntry.fetchAll(lib.db)
        #expect(Set(entries.map(\.batchID)) == [batch])
        #expect(entries.allSatisfy { $0.actor == "local" && $0.action == .create && $0.device != nil })
        var expected = Set(try lib.items().map(\.id))
        expected.formUnion(try TagRecord.fetchAll(lib.db).map(\.id))
        expected.formUnion(try LocationRecord.fetchAll(lib.db).map(\.id))
        expected.formUnion(try CollectionRecord.fetchAll(lib.db).map(\.id))
        #expect(Set(entries.map(\.entityID)) == expected)
        #expect(entries.count == expected.count)
        // The new collection stored its built-in template on first use.
        #expect(try TemplateRow.fetchOne(lib.db, id: "builtin.watch")?.json.text == BuiltinTemplates.jsonText(id: "builtin.watch"))
    }

    /// Pieces and their history entries get ascending IDs in row order (`AscendingUUIDs`),
    /// which keeps the catalog's indexes growing at their right edge.
    @Test func piecesGetAscendingIDs() throws {
        let lib = try ImportTestLibrary()
        let rows = (1...300).map { "Watch \($0);Omega;R\($0);42;100;01.04.2023;Sehr gut;Home / Safe;vintage;" }
        let csv = ([Self.watches.split(separator: "\n")[0]] + rows.map { Substring($0) }).joined(separator: "\n")
        let report = try lib.run(csv, into: .newCollection(name: "Watches", template: "builtin.watch", parentPath: nil))
        #expect(report.created.count == 300 && report.errors.isEmpty)
        let ids = report.created.map(\.id)
        #expect(ids == ids.sorted() && Set(ids).count == 300)
        let itemEntries = try HistoryEntry.fetchAll(lib.db).filter { ids.contains($0.entityID) }
        let byItem = Dictionary(uniqueKeysWithValues: itemEntries.map { ($0.entityID, $0.id) })
        let historyIDs = ids.compactMap { byItem[$0] }
        #expect(historyIDs.count == 300 && historyIDs == historyIDs.sorted())
    }

    /// Importing a file again under `skip` finds nothing new: the package stays byte for
    /// byte as it was (no save, no empty history batch).
    @Test func aRepeatedImportChangesNoByte() throws {
        let lib = try ImportTestLibrary()
        let first = try lib.run(Self.watches, into: .newCollection(name: "Watches", template: "builtin.watch", parentPath: nil))
        // Row 4 is imported too: its cells that do not fit went to its notes.
        #expect(first.created.count == 3 && first.kept.count == 3 && first.batchID != nil)
        let before = try lib.fileHashes()
        let again = try lib.run(Self.watches)
        #expect(again.created.isEmpty && again.skipped.count == 3 && again.batchID == nil)
        #expect(again.skipped.map(\.row) == [2, 3, 4] && again.kept.isEmpty)
        #expect(try lib.fileHashes() == before)
    }

    @Test func duplicatesSkipUpdateCreate() throws {
        let lib = try ImportTestLibrary()
        try lib.makeCollection("Watches", template: "builtin.watch")
        try lib.run("Title,Brand,Reference,Notes\nSpeedmaster,Omega,311,first\n")
        let again = "Title,Brand,Reference,Notes\nSPEEDMASTER,omega,311,second\n"
        let skipped = try lib.run(again)
        #expect(skipped.skipped.count == 1 && skipped.created.isEmpty)
        let updated = try lib.run(again) { $0.onDuplicate = .update }
        #expect(updated.updated.count == 1)
        let item = try #require(try lib.items().first)
        #expect(item.notes == "second" && item.title == "SPEEDMASTER")
        let updateBatch = try #require(updated.batchID)
        let update = try #require(try HistoryEntry.fetchAll(lib.db, batchID: updateBatch).first)
        #expect(update.action == .update)
        #expect(try update.changes().map(\.path) == ["fields.brand", "notes", "title"])
        let created = try lib.run(again) { $0.onDuplicate = .create }
        #expect(created.created.count == 1)
        #expect(try lib.items().count == 2)

        // Among the rows of one file only a row identical in everything is a copy of an
        // earlier one (docs/import.md#copies-on-several-rows): in an uncounted collection it is
        // skipped as a duplicate of that row's piece; a row that differs in its notes is a piece.
        let rows = try lib.run("Title,Brand,Reference,Notes\nDaytona,Rolex,116500,box\nDaytona,Rolex,116500,box\nDaytona,Rolex,116500,no box\n")
        #expect(rows.created.map(\.row) == [2, 4])
        #expect(rows.skipped.map(\.row) == [3] && rows.skipped.first?.id == rows.created.first?.id)
        #expect(try lib.items().filter { $0.title == "Daytona" }.count == 2)
    }

    @Test func addFieldsMakesACustomizedCopy() throws {
        let lib = try ImportTestLibrary()
        try lib.makeCollection("Watches", template: "builtin.watch")
        let report = try lib.run("Title,Brand,Strap colour\nA,Omega,Blue\n") { $0.addFields = true }
        // The column is no longer unknown: it says which field it now fills.
        #expect(report.warnings == [ImportReport.Warning(reason: "added_field", column: "Strap colour", columnIndex: 3, detail: "strap_colour")])
        let collection = try #require(try CollectionRecord.fetchAll(lib.db).first)
        #expect(collection.templateID.hasPrefix("custom."))
        let row = try #require(try TemplateRow.fetchOne(lib.db, id: collection.templateID))
        let template = try Template.decode(from: Data(row.json.text.utf8))
        #expect(template.basedOn == "builtin.watch")
        #expect(template.field("strap_colour")?.type == .text)
        let item = try #require(try lib.items().first)
        #expect(try lib.fields(item)["strap_colour"] == .text("Blue"))
        let batch = try #require(report.batchID)
        let entries = try HistoryEntry.fetchAll(lib.db, batchID: batch)
        #expect(entries.contains { $0.entity == "collection" && $0.action == .update })

        // Into an existing collection without --add-fields, a column no field takes stays unknown.
        let plain = try lib.run("Title,Brand,Lug shape\nB,Rolex,Straight\n")
        #expect(plain.warnings.map(\.reason) == ["unknown_column"] && plain.created.count == 1)
        // A collection the import makes keeps every column some row has a value in
        // (docs/import.md#columns-no-field-takes); a column empty in every row makes no field.
        let made = try lib.run("Title,Brand,Lug shape,Box code\nC,Tudor,Twisted,\n",
                               into: .newCollection(name: "Straps", template: "builtin.watch", parentPath: nil))
        #expect(made.warnings == [ImportReport.Warning(reason: "added_field", column: "Lug shape", columnIndex: 3, detail: "lug_shape"),
                                  ImportReport.Warning(reason: "empty_column", column: "Box code", columnIndex: 4)])
        let straps = try #require(try CollectionRecord.fetchAll(lib.db).first { $0.name == "Straps" })
        #expect(straps.templateID.hasPrefix("custom."))
        let strapsRow = try #require(try TemplateRow.fetchOne(lib.db, id: straps.templateID))
        let strapsTemplate = try Template.decode(from: Data(strapsRow.json.text.utf8))
        #expect(strapsTemplate.basedOn == "builtin.watch")
        #expect(strapsTemplate.field("lug_shape")?.type == .text && strapsTemplate.field("box_code") == nil)
        let c = try #require(try lib.items().first { $0.title == "C" })
        #expect(try lib.fields(c)["lug_shape"] == .text("Twisted"))
    }

    @Test func strictRefusesTheWholeFileAndLeavesTheLibrary() throws {
        let lib = try ImportTestLibrary()
        try lib.makeCollection("Watches", template: "builtin.watch")
        let before = try lib.fileHashes()
        // A row without its required brand is rejected; under --strict, so is the whole file.
        let report = try lib.run("Title,Brand,Year of production\nA,Omega,1969\nB,,1970\n") { $0.strict = true }
        #expect(report.fatal?.reason == "rows_rejected")
        #expect(report.created.isEmpty && report.errors.map(\.reason) == ["missing_value"])
        #expect(report.errors.first?.column == "Brand" && report.errors.first?.row == 3)
        #expect(try lib.fileHashes() == before)
        // A cell that does not fit an optional field rejects no row, so --strict refuses nothing.
        let kept = try lib.run("Title,Brand,Year of production\nA,Omega,1969\nB,Rolex,soon\n") { $0.strict = true }
        #expect(kept.fatal == nil && kept.created.count == 2 && kept.errors.isEmpty)
        #expect(kept.kept.map(\.reason) == ["invalid_number"] && kept.kept.first?.row == 3)
    }

    static let fatalFiles: [(csv: String, reason: String, row: Int?, target: String?)] = [
        ("", "empty_file", nil, nil),
        ("Title,Brand\nA,\"Omega\nB,Rolex\n", "unterminated_quote", 2, nil),
        ("Title,Model\nA,B\n", "missing_required_column", nil, "brand"),
        ("Marke\nOmega\n", "missing_required_column", nil, "title"),
    ]

    @Test(arguments: fatalFiles)
    func fatalLeavesTheLibraryByteForByte(_ example: (csv: String, reason: String, row: Int?, target: String?)) throws {
        let lib = try ImportTestLibrary()
        try lib.makeCollection("Watches", template: "builtin.watch")
        let before = try lib.fileHashes()
        let report = try lib.run(example.csv)
        #expect(report.fatal?.reason == example.reason)
        #expect(report.fatal?.row == example.row)
        #expect(report.fatal?.target == example.target)
        #expect(report.created.isEmpty)
        #expect(try lib.fileHashes() == before)
    }

    @Test func dryRunWritesNothing() throws {
        let lib = try ImportTestLibrary()
        try lib.makeCollection("Watches", template: "builtin.watch")
        let before = try lib.fileHashes()
        let report = try lib.run("Title,Brand\nA,Omega\n") { $0.dryRun = true }
        #expect(report.created.count == 1 && report.dryRun)
        #expect(try lib.fileHashes() == before)
    }

    @Test func relationsByNumberOrUniqueTitle() throws {
        let lib = try ImportTestLibrary()
        let template = try #require(try BuiltinTemplates.template(id: "builtin.watch"))
        var custom = template.customizedCopy(id: UUID())
        custom.addField(label: "Pairs with", type: .relation)
        let url = lib.folder.appendingPathComponent("t.json")
        try custom.encoded().write(to: url)
        try lib.run("Title,Brand\nSpeedmaster,Omega\n", into: .newCollection(name: "Watches", template: url.path, parentPath: nil))
        let report = try lib.run("Title,Brand,Pairs with\nA,X,K-0001\nB,Y,Speedmaster\nC,Z,Nothing\n")
        #expect(report.created.count == 2)
        #expect(report.errors.map(\.reason) == ["invalid_relation"])
        let first = try #require(try lib.items().first { $0.title == "Speedmaster" })
        let a = try #require(try lib.items().first { $0.title == "A" })
        #expect(try lib.fields(a)["pairs_with"] == .relation(first.id))
    }

    @Test func jsonReportHasTheIssueShape() throws {
        let lib = try ImportTestLibrary()
        try lib.makeCollection("Watches", template: "builtin.watch")
        let report = try lib.run("Title,Brand,Brand,Foo\nA,Omega,Rolex,1\n")
        let object = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        #expect(Set(object.keys) == ["fatal", "warnings", "errors", "kept", "recognised", "kind", "kindFromPreset", "changes", "missing", "conflicts", "created", "updated", "skipped", "reencoded",
                                     "detected"])
        #expect((object["kept"] as? [Any])?.isEmpty == true)
        #expect(object["recognised"] is NSNull)
        let errors = try #require(object["errors"] as? [[String: Any]])
        #expect(errors.first?["reason"] as? String == "conflicting_values")
        #expect(errors.first?["columnIndex"] as? Int == 3)
        #expect(errors.first?["text"] as? String == "Rolex")
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["reason"] as? String } == ["duplicate_column", "unknown_column"])
        #expect(warnings.first?["sameAs"] as? Int == 2)
        let detected = try #require(object["detected"] as? [String: Any])
        #expect(Set(detected.keys) == ["encoding", "bom", "delimiter", "sepLine", "decimalMark"])
        #expect(object["fatal"] is NSNull)
        _ = try report.jsonData()
        // A cell kept in the notes has the shape of an error.
        let keeping = try lib.run("Title,Brand,Year of production\nB,Omega,soon\n")
        let keepingObject = try #require(try JSONSerialization.jsonObject(with: keeping.jsonData()) as? [String: Any])
        let kept = try #require(keepingObject["kept"] as? [[String: Any]])
        #expect(kept.count == 1)
        #expect(Set(try #require(kept.first).keys) == ["row", "column", "columnIndex", "reason", "text"])
        #expect(kept.first?["reason"] as? String == "invalid_number" && kept.first?["text"] as? String == "soon")
        #expect(kept.first?["row"] as? Int == 2 && kept.first?["columnIndex"] as? Int == 3)
        #expect((keepingObject["errors"] as? [Any])?.isEmpty == true)
        _ = try keeping.jsonData()
    }

    @Test func countsAndWishes() throws {
        let lib = try ImportTestLibrary()
        try lib.makeCollection("Wine", template: "builtin.wine")
        let report = try lib.run("Name,Producer,Anzahl,Purchase price\nBarolo,Conterno,6 Flaschen,CHF 120\n", into: .collectionPath("wine"))
        #expect(report.errors.isEmpty)
        let wine = try #require(try lib.items().first)
        #expect(wine.purchaseQuantity == 6)
        // In a counted collection a row identical to an earlier one but for its count adds
        // its count to that row's piece (docs/import.md#copies-on-several-rows); another
        // vintage is a piece of its own.
        let copies = try lib.run("Name,Producer,Vintage,Anzahl\nBarbaresco,Gaja,2019,6\nBarbaresco,Gaja,2019,3\nBarbaresco,Gaja,2018,2\n",
                                 into: .collectionPath("Wine"))
        #expect(copies.created.map(\.row) == [2, 4] && copies.skipped.isEmpty && copies.errors.isEmpty)
        #expect(copies.updated.map(\.id) == [copies.created[0].id])
        let barbaresco = try #require(try ItemRecord.fetchOne(lib.db, id: copies.created[0].id))
        #expect(barbaresco.purchaseQuantity == 9)
        let wishes = try lib.run("Name,Producer,Purchase price\nMonfortino,Conterno,CHF 900\n", into: .collectionPath("Wine")) { $0.kind = .wish }
        let wishID = try #require(wishes.created.first?.id)
        let wish = try #require(try ItemRecord.fetchOne(lib.db, id: wishID))
        #expect(wish.kind == .wish && wish.number == nil && wish.wishTarget == Money(minorUnits: 90000, currency: "CHF"))
        #expect(wish.purchasePrice == nil)
    }
}
