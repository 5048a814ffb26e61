import Foundation
import KuriosaCore
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing

/// `kuriosa history` and `kuriosa undo` in real processes, on batches every writer of the
/// toolkit makes (import, merge; previews write none) and on the golden libraries' own:
/// after each undo the package passes `kuriosa check`, an undone import leaves the live
/// pieces as they were before it, undoing twice gives the import back, and a refusal leaves
/// the package byte for byte as it was.
@Suite struct UndoCommandTests {
    typealias SampleCopy = ExportCommandTests.SampleCopy

    /// The live records of a package, as a person sees them: every record not deleted, with
    /// `updated_at` left out (an undo marks what it changed with its own time).
    static func live(_ sample: SampleCopy) throws -> [String] {
        let key = try RecoveryKey(parsing: try #require(sample.environment["KURIOSA_RECOVERY_KEY"]))
        let db = try LibraryPackage(url: sample.library).open(.recoveryKey(key)).openCatalog().db
        var out: [String] = []
        func add(_ r: some HistoryRecord) { out.append("\(type(of: r).entity) \(r.id) \(JSONValue.object(r.historyPaths()).catalogJSONText)") }
        try ItemRecord.fetchAll(db, includingDeleted: false).forEach(add)
        try CollectionRecord.fetchAll(db, includingDeleted: false).forEach(add)
        try LocationRecord.fetchAll(db, includingDeleted: false).forEach(add)
        try MediaRecord.fetchAll(db, includingDeleted: false).forEach(add)
        try RelationRecord.fetchAll(db).forEach(add)
        try ItemCodeRecord.fetchAll(db).forEach(add)
        try TagRecord.fetchAll(db).forEach(add)
        return out.sorted()
    }

    static func json(_ r: TestProcess.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stdout)\(r.stderr)")
    }

    static func expectCheckPasses(_ sample: SampleCopy, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let check = try sample.run(["check", sample.library.path])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)", sourceLocation: sourceLocation)
    }

    static func newestBatch(_ sample: SampleCopy) throws -> [String: Any] {
        let h = try json(try sample.run(["history", sample.library.path, "--json", "--limit", "1"]))
        return try #require((h["batches"] as? [[String: Any]])?.first)
    }

    /// Two pieces of the sample's wine cellar changed, two new ones (a new place, a new tag,
    /// a photo).
    static let wine = """
        Name,Producer,Vintage,Type,Country,Region,Bottle size,Quantity,Purchase price,Purchase date,My rating,Place,Tags,Photos
        Barolo Riserva Monfortino,Giacomo Conterno,2013,Red,Italy,Piemonte,75cl,3,EUR 990.00,4/15/2021,4,Cellar > Rack A,"nebbiolo, cellar",
        Vintage Port,Taylor's,2017,Fortified,Portugal,Douro,375 ml,2,GBP 62,12/24/2020,★★★★★,Cellar > Rack A,port,
        Sassicaia,Tenuta San Guido,2018,Red,Italy,Toscana,75 cl,6,EUR 260.00,3/3/2023,5,Cellar > Rack C,"gift, tuscany",chablis.jpg
        Champagne Brut Réserve,Charles Heidsieck,2015,Sparkling,France,Champagne,75 cl,2,EUR 55.00,12/1/2023,4,Cellar > Rack B,,

        """

    func importWine(_ sample: SampleCopy, _ text: String = wine, name: String = "wine-2.csv") throws -> TestProcess.Result {
        let csv = sample.folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: csv)
        let photos = Fixtures.root.appendingPathComponent("Samples/csv/photos").path
        return try sample.run(["import", sample.library.path, csv.path, "--collection", "Wine cellar",
                               "--on-duplicate", "update", "--photos-dir", photos])
    }

    @Test func anUndoneImportLeavesThePiecesAsBeforeAndUndoingTwiceGivesItBack() throws {
        let sample = try SampleCopy()
        let before = try Self.live(sample)
        let imported = try importWine(sample)
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let afterImport = try Self.live(sample)
        #expect(afterImport != before)

        let batch = try Self.newestBatch(sample)
        #expect(batch["words"] as? String == "import of wine-2.csv: 2 pieces updated, 2 created, 1 place created, 1 tag created, 1 photo added", "\(batch)")
        #expect((batch["name"] as? [String: Any])?["file"] as? String == "wine-2.csv")
        #expect(batch["actor"] as? String == "local" && batch["thisDevice"] as? Bool == true)
        let importID = try #require(batch["batchID"] as? String)

        // A dry run writes nothing.
        let files = try sample.files()
        let dry = try sample.run(["undo", sample.library.path, "--dry-run", "--json"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(try Self.json(dry)["batchID"] as? String == importID)
        #expect(try sample.files() == files)

        let undo = try sample.run(["undo", sample.library.path, "--json"])
        #expect(undo.status == 0, "\(undo.stderr)")
        let undoJSON = try Self.json(undo)
        #expect(undoJSON["batchID"] as? String == importID && undoJSON["saved"] as? Bool == true)
        #expect(try Self.live(sample) == before, "the undone import leaves the live pieces as before it")
        try Self.expectCheckPasses(sample)

        // A later import gets new numbers: those of the undone pieces are never given again.
        let third = try importWine(sample, """
            Name,Producer,Vintage,Type
            Cheval Blanc,Château Cheval Blanc,2010,Red

            """, name: "wine-3.csv")
        #expect(third.status == 0, "\(third.stderr)")
        let history = try sample.run(["history", sample.library.path, "--item", "K-0018"])
        #expect(history.status == 0 && history.stdout.contains("Cheval Blanc"), "\(history.stdout)\(history.stderr)")

        // The undo is older now, but the third import changed none of its records: it can be
        // undone, which is the redo of the import.
        let redo = try sample.run(["undo", sample.library.path, "--batch", try #require(undoJSON["newBatchID"] as? String)])
        #expect(redo.status == 0, "\(redo.stdout)\(redo.stderr)")
        #expect(redo.stdout.contains("redo of import of wine-2.csv") || redo.stdout.contains("undo of import of wine-2.csv"), "\(redo.stdout)")
        let cheval = try Self.live(sample).filter { !afterImport.contains($0) }
        #expect(cheval.count == 1 && cheval[0].contains("Cheval Blanc"), "only the third import's piece is new: \(cheval)")
        #expect(try Self.live(sample).filter { afterImport.contains($0) } == afterImport, "the redo gives the import's state back")
        try Self.expectCheckPasses(sample)

        // Undone twice by default (the redo, then the redo's undo): the toggle goes on.
        let again = try sample.run(["undo", sample.library.path, "--json"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try Self.live(sample).filter { !$0.contains("Cheval Blanc") } == before.filter { !$0.contains("Cheval Blanc") })
        try Self.expectCheckPasses(sample)
    }

    @Test func aLaterBatchOnTheSamePathsBlocksTheOlderUndoAndNothingIsWritten() throws {
        let sample = try SampleCopy()
        #expect(try importWine(sample).status == 0)
        let first = try #require(try Self.newestBatch(sample)["batchID"] as? String)
        // The same Barolo rated again: a later batch changes the same path.
        let later = try importWine(sample, """
            Name,Producer,Vintage,My rating
            Barolo Riserva Monfortino,Giacomo Conterno,2013,2

            """, name: "rating.csv")
        #expect(later.status == 0, "\(later.stderr)")
        let second = try #require(try Self.newestBatch(sample)["batchID"] as? String)
        let files = try sample.files()
        let refused = try sample.run(["undo", sample.library.path, "--batch", first, "--json"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(second) && refused.stderr.contains("K-0012") && refused.stderr.contains("my rating"), "\(refused.stderr)")
        let error = try #require(try Self.json(refused)["error"] as? [String: Any])
        #expect(error["reason"] as? String == "later_changes")
        #expect((error["problems"] as? [[String: Any]])?.first?["laterBatchID"] as? String == second)
        #expect(try sample.files() == files, "a refused undo leaves the package byte for byte as it was")
        // Undoing the later batch first makes the older one undoable.
        #expect(try sample.run(["undo", sample.library.path]).status == 0)
        #expect(try sample.run(["undo", sample.library.path, "--batch", first]).status == 0)
        try Self.expectCheckPasses(sample)
    }

    @Test func mergeRepairsAreShownAndLeftAloneByUndo() throws {
        let a = try SampleCopy(), b = try SampleCopy()
        let row = "Name,Producer,Vintage\nOrnellaia,Tenuta dell'Ornellaia,2016\n"
        #expect(try importWine(a, row, name: "a.csv").status == 0)
        #expect(try importWine(b, "Name,Producer,Vintage\nTignanello,Antinori,2019\n", name: "b.csv").status == 0)
        let merged = try a.run(["merge", a.library.path, b.library.path, "--json"])
        #expect(merged.status == 0, "\(merged.stderr)")
        let batches = try #require(try Self.json(try a.run(["history", a.library.path, "--json", "--limit", "3"]))["batches"] as? [[String: Any]])
        let merge = try #require(batches.first { $0["actor"] as? String == "merge" }, "\(batches)")
        #expect(merge["words"] as? String == "merge repairs: 1 number", "\(merge)")
        #expect(merge["device"] is NSNull)

        // "Undo" leaves the merge's repairs alone: it undoes the newest local batch.
        let undo = try Self.json(try a.run(["undo", a.library.path, "--json"]))
        #expect(undo["batchID"] as? String != merge["batchID"] as? String)
        #expect((undo["words"] as? String)?.hasPrefix("import of") == true, "\(undo)")
        try Self.expectCheckPasses(a)
        // Named, a number repair is refused: numbers never go back.
        let files = try a.files()
        let refused = try a.run(["undo", a.library.path, "--batch", try #require(merge["batchID"] as? String)])
        #expect(refused.status == 2 && refused.stderr.contains("number"), "\(refused.stderr)")
        #expect(try a.files() == files)
    }

    @Test func previewsWriteNoHistoryAndUndoStillUndoesTheImport() throws {
        let sample = try SampleCopy()
        #expect(try importWine(sample).status == 0)
        let importID = try #require(try Self.newestBatch(sample)["batchID"] as? String)
        let on = try sample.run(["previews", "on", sample.library.path])
        #expect(on.status == 0, "\(on.stdout)\(on.stderr)")
        #expect(try Self.newestBatch(sample)["batchID"] as? String == importID, "previews write no history batch")
        let undo = try Self.json(try sample.run(["undo", sample.library.path, "--json"]))
        #expect(undo["batchID"] as? String == importID)
        let status = try sample.run(["previews", "status", sample.library.path])
        #expect(status.stdout.contains("on"), "\(status.stdout)")
        try Self.expectCheckPasses(sample)
    }

    @Test func theGoldenLibrariesBatchesUndoneByTheCommand() throws {
        let (folder, package) = try Fixtures.copyPackage("golden-v1/Golden.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = ["KURIOSA_RECOVERY_KEY": CommandLineTests.v1Key, "KURIOSA_CONFIG_DIR": folder.appendingPathComponent("config").path]
        func run(_ args: [String]) throws -> TestProcess.Result { try TestProcess.kuriosa(args, environment: env) }
        // The notes edit the golden history undid is not undone again (its undo is undone instead).
        let files = try CommandLineTests().snapshot(package)
        let twice = try run(["undo", package.path, "--batch", "0a5a7252-4f83-4fd6-a906-b3adb6dfd664", "--json"])
        #expect(twice.status == 2 && twice.stderr.contains("undone by batch c1ffd62b-be72-484f-a316-4b5d3a2ccb73"), "\(twice.stderr)")
        #expect((try Self.json(twice)["error"] as? [String: Any])?["reason"] as? String == "already_undone")
        #expect(try CommandLineTests().snapshot(package) == files)
        // The golden undo batch undone is a redo of the notes edit.
        let redo = try run(["undo", package.path, "--batch", "c1ffd62b-be72-484f-a316-4b5d3a2ccb73"])
        #expect(redo.status == 0 && redo.stdout.contains("K-0002: notes back"), "\(redo.stdout)\(redo.stderr)")
        // The link removed for good comes back from the history.
        let link = try run(["undo", package.path, "--batch", "b130f75d-374b-4980-a477-28ab83d05b0d"])
        #expect(link.status == 0 && link.stdout.contains("link K-0006 – K-0003: made again"), "\(link.stdout)\(link.stderr)")
        // Default: the newest local batch (the link's undo), then its undo (the redo).
        #expect(try run(["undo", package.path]).stdout.contains("undo of edits in the app"))
        let check = try run(["check", package.path])
        #expect(check.status == 0, "\(check.stdout)")
        let item = try run(["history", package.path, "--item", "K-0002", "--json"])
        let entries = try #require(try Self.json(item)["entries"] as? [[String: Any]])
        #expect(entries.first?["undoesID"] is String, "the newest entry of K-0002 is the redo")
        let notes = entries.first?["changes"] as? [[String: Any]]
        #expect(notes?.first?["new"] as? String == "Box, papers and hang tag.", "\(entries.first ?? [:])")

    }

    @Test func theV10LibrarysCodesAndRefusals() throws {
        let (folder, package) = try Fixtures.copyPackage("golden-v10/Golden-v10.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = ["KURIOSA_RECOVERY_KEY": "3T1M-VWR4-DCX2-6NMP-TA6H-M45T-XANX-6W3W", "KURIOSA_CONFIG_DIR": folder.appendingPathComponent("config").path]
        func run(_ args: [String]) throws -> TestProcess.Result { try TestProcess.kuriosa(args, environment: env) }
        let files = try CommandLineTests().snapshot(package)
        let uses = try run(["undo", package.path, "--batch", "aa56945a-c288-4e00-b30b-366f80d17615"])
        #expect(uses.status == 2 && uses.stderr.contains("uses") && uses.stderr.contains("K-0008"), "\(uses.stderr)")
        let unknown = try run(["undo", package.path, "--batch", "no-such-batch"])
        #expect(unknown.status == 2 && unknown.stderr.contains("no history batch has the id no-such-batch"))
        #expect(try CommandLineTests().snapshot(package) == files)

        let code = try run(["undo", package.path, "--batch", "056f35ac-65de-456e-aba1-d4a64003ff1e"])
        #expect(code.status == 0 && code.stdout.contains("code of K-0008: removed"), "\(code.stdout)\(code.stderr)")
        let back = try run(["undo", package.path])
        #expect(back.status == 0 && back.stdout.contains("code of K-0008: made again"), "\(back.stdout)\(back.stderr)")
        #expect(try run(["check", package.path]).status == 0)
        let h = try run(["history", package.path, "--limit", "2"])
        #expect(h.stdout.contains("redo of edits in the app: code of K-0008 created"), "\(h.stdout)")
    }

    @Test func mediaDeletedForGoodIsRefusedByTheCommand() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A plain copy of the golden catalog whose deleted photo was then deleted for good.
        let db = try Database(serialized: Fixtures.data("golden-v1/catalog.db"))
        _ = try CatalogSchema.migrate(db, path: "golden-v1")
        try db.execute("DELETE FROM media WHERE id = 'e1315164-891f-42a7-8498-18916467f9fa'")
        try LibraryMeta.noteRemoved(db, id: "e1315164-891f-42a7-8498-18916467f9fa", at: "2026-10-01T10:00:00.000Z")
        let file = folder.appendingPathComponent("catalog.db")
        try db.serialize().write(to: file)
        let bytes = try Data(contentsOf: file)
        let r = try TestProcess.kuriosa(["undo", "--catalog", file.path, "--batch", "f500dfec-7df2-46e9-afad-9f7f744b2ee1", "--json"],
                                        environment: ["KURIOSA_CONFIG_DIR": folder.appendingPathComponent("config").path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("photo of K-0003 was deleted for good"), "\(r.stderr)")
        #expect((try Self.json(r)["error"] as? [String: Any])?["reason"] as? String == "deletedForGood")
        #expect(try Data(contentsOf: file) == bytes)
    }

    @Test func helpAndUsage() throws {
        for command in ["history", "undo"] {
            let help = try TestProcess.kuriosa([command, "--help"])
            #expect(help.status == 0 && help.stdout.contains("Usage: kuriosa \(command) LIBRARY") && help.stdout.contains("Exit codes"))
        }
        #expect(try TestProcess.kuriosa(["undo", "/tmp", "--force"]).status == 64, "there is no --force")
        #expect(try TestProcess.kuriosa(["history", "/tmp", "--limit", "x"]).status == 64)
        let list = try TestProcess.kuriosa(["--help"])
        #expect(list.stdout.contains("history") && list.stdout.contains("undo"))
    }
}
