import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing

/// Writing into a package that changed: save() merges, conflict copies are combined and
/// removed, two processes saving at once lose nothing, and the two commands.
@Suite struct MergeSaveTests {
    static let keyHex = "9e6a19228d8c88e561f9d270e73c8668af564623f4a46000f7ce59ac5ea25cf3"
    static let recoveryKey = "QWPQ-NXGC-AVCC-0SSG-X5WA-K73Y-X2Z0-82TS"

    func open(_ url: URL) throws -> Library {
        try LibraryPackage(url: url).open(.dataKey(try #require([UInt8](hex: Self.keyHex))))
    }

    func addTag(_ session: CatalogSession, _ name: String) throws {
        let writer = HistoryWriter(device: nil)
        let tag = TagRecord(id: SecureRandom.uuid(), name: name)
        try tag.insert(session.db)
        try writer.create(tag, in: session.db)
    }

    func tagNames(_ library: Library) throws -> Set<String> {
        Set(try TagRecord.fetchAll(try library.openCatalog().db).map(\.name))
    }

    @Test func saveMergesAnotherWritersCatalogAndKeepsBoth() throws {
        let (folder, url) = try Fixtures.copyPackage("golden-v1/Golden.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try open(url)
        let mine = try library.openCatalog(), theirs = try library.openCatalog()
        try addTag(theirs, "Theirs")
        try theirs.save()
        try addTag(mine, "Mine")
        try mine.save()
        #expect(try tagNames(library).isSuperset(of: ["Theirs", "Mine"]))
        // The session now expects what it wrote: a further save needs no merge.
        try addTag(mine, "Mine again")
        try mine.save()
        #expect(try tagNames(library).isSuperset(of: ["Theirs", "Mine", "Mine again"]))
    }

    @Test func conflictCopiesAreMergedThenRemovedAndUnreadableOnesLeftAlone() throws {
        let (folder, url) = try Fixtures.copyPackage("golden-v1/Golden.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try open(url)
        // A copy another device saved, left by the provider beside the catalog.
        let other = try library.openCatalog()
        try addTag(other, "From the phone")
        let copyURL = url.appendingPathComponent("catalog.db 2.enc")
        try KEF1.sealData(try other.db.serialize(), to: copyURL, key: try #require([UInt8](hex: Self.keyHex)), context: "catalog")
        let junk = url.appendingPathComponent("catalog.db (conflicted copy).enc")
        try Data("not sealed".utf8).write(to: junk)

        let session = try library.openCatalog()
        let dry = try session.mergeConflictCopies(dryRun: true)
        #expect(dry.copies.map(\.merged) == [false, true])
        #expect(dry.report.tables.first { $0.table == "tag" }?.added.count == 1)
        #expect(try TagRecord.fetchOne(session.db, name: "From the phone") == nil, "a dry run changes nothing")

        let (copies, _) = try session.mergeConflictCopies()
        #expect(copies.first { !$0.merged }?.url.lastPathComponent == "catalog.db (conflicted copy).enc")
        try session.save()
        #expect(!FileManager.default.fileExists(atPath: copyURL.path), "merged copy removed after the save")
        #expect(FileManager.default.fileExists(atPath: junk.path), "a copy that does not open is left alone")
        #expect(try tagNames(library).contains("From the phone"))
    }

    /// A second process saves the package 40 times while this one saves 40 times too; each
    /// save adds a tag and a numbered piece. Afterwards every change of both is there and
    /// every number is unique.
    @Test func twoProcessesSavingAtOnceLoseNothing() throws {
        let (folder, url) = try Fixtures.copyPackage("golden-v1/Golden.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = 40
        let p = Process()
        p.executableURL = TestProcess.executable("kuriosa-concurrent-writer")
        p.arguments = [url.path, Self.keyHex, "other", String(count)]
        let err = Pipe()
        p.standardOutput = FileHandle.nullDevice
        p.standardError = err
        try p.run()
        let library = try open(url)
        let session = try library.openCatalog()
        for n in 1...count {
            let writer = HistoryWriter(device: nil)
            try session.db.transaction {
                let tag = TagRecord(id: SecureRandom.uuid(), name: "mine-\(n)")
                try tag.insert(session.db)
                try writer.create(tag, in: session.db)
                let collection = try #require(try CollectionRecord.fetchAll(session.db, includingDeleted: false).first)
                let item = ItemRecord(id: SecureRandom.uuid(), collectionID: collection.id, kind: .owned, title: "mine piece \(n)",
                                      createdAt: writer.occurredAt, updatedAt: writer.occurredAt, number: try ItemNumbers.assignNext(session.db))
                try item.insert(session.db)
                try writer.create(item, in: session.db)
            }
            try session.save()
        }
        p.waitUntilExit()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(p.terminationStatus == 0, "\(stderr)")
        let db = try library.openCatalog().db
        let names = Set(try TagRecord.fetchAll(db).map(\.name))
        for n in 1...count {
            #expect(names.contains("mine-\(n)") && names.contains("other-\(n)"), "tag \(n)")
        }
        let titles = try db.rows("SELECT title FROM item WHERE title LIKE '% piece %'").compactMap { $0[0].string }
        #expect(titles.count == 2 * count)
        #expect(try db.scalar("SELECT count(DISTINCT number) = count(number) FROM item").int == 1)
        #expect(try CatalogCheck.run(db).isEmpty)
        // Both gave out numbers from the same next_item_number: the merges repaired clashes.
        #expect((try db.scalar("SELECT count(*) FROM history WHERE actor = 'merge'").int ?? 0) > 0, "the writers overlapped")
    }

    /// The test: a second process saves the package many times while `kuriosa
    /// import` imports CSV files into it; afterwards every change of both is there.
    @Test func importingWhileAnotherProcessSavesLosesNothing() throws {
        let (folder, url) = try Fixtures.copyPackage("golden-v1/Golden.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = 60, rows = 25
        let p = Process()
        p.executableURL = TestProcess.executable("kuriosa-concurrent-writer")
        p.arguments = [url.path, Self.keyHex, "phone", String(count)]
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        // Imports go on while the writer saves (at least 3, at most 40), so the two overlap
        // however slowly either starts on a loaded machine (3 fixed imports could all finish
        // before the writer's first save).
        var imports = 0
        while imports < 3 || (p.isRunning && imports < 40) {
            imports += 1
            let run = imports
            let csv = folder.appendingPathComponent("import-\(run).csv")
            try Data((["Title,Brand"] + (1...rows).map { "Imported \(run)-\($0),Brand \($0)" }).joined(separator: "\n").utf8).write(to: csv)
            let result = try TestProcess.kuriosa(["import", url.path, csv.path, "--collection", "Watches", "--json"],
                                                 environment: ["KURIOSA_RECOVERY_KEY": Self.recoveryKey])
            #expect(result.status == 0, "import \(run): \(result.stderr) \(result.stdout)")
        }
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let db = try open(url).openCatalog().db
        let imported = try db.scalar("SELECT count(*) FROM item WHERE title LIKE 'Imported %' AND deleted_at IS NULL").int
        #expect(imported == imports * rows)
        let names = Set(try TagRecord.fetchAll(db).map(\.name))
        #expect((1...count).allSatisfy { names.contains("phone-\($0)") })
        #expect(try db.scalar("SELECT count(*) FROM item WHERE title LIKE 'phone piece %'").int == count)
        // Imports and the writer gave out numbers from the same next_item_number meanwhile.
        #expect((try db.scalar("SELECT count(*) FROM history WHERE actor = 'merge'").int ?? 0) > 0, "the writers overlapped")
        #expect(try db.scalar("SELECT count(DISTINCT number) = count(number) FROM item").int == 1)
        #expect(try CatalogCheck.run(db).isEmpty)
    }

    @Test func mergeAndSyncCommands() throws {
        let (folder, url) = try Fixtures.copyPackage("golden-v1/Golden.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let otherFolder = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: otherFolder, withIntermediateDirectories: true)
        let otherURL = otherFolder.appendingPathComponent("Golden.kuriosa")
        try FileManager.default.copyItem(at: url, to: otherURL)
        let other = try open(otherURL).openCatalog()
        try addTag(other, "Elsewhere")
        try other.save()
        let env = ["KURIOSA_RECOVERY_KEY": Self.recoveryKey]

        let dry = try TestProcess.kuriosa(["merge", url.path, otherURL.path, "--dry-run", "--json"], environment: env)
        #expect(dry.status == 0, "\(dry.stderr)")
        let dryJSON = try JSONSerialization.jsonObject(with: Data(dry.stdout.utf8)) as? [String: Any] ?? [:]
        #expect(dryJSON["saved"] as? Bool == false)
        #expect(try !tagNames(try open(url)).contains("Elsewhere"))

        let merged = try TestProcess.kuriosa(["merge", url.path, otherURL.path], environment: env)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.contains("tag: 1 added"))
        #expect(try tagNames(try open(url)).contains("Elsewhere"))
        let again = try TestProcess.kuriosa(["merge", url.path, otherURL.path], environment: env)
        #expect(again.stdout.contains("Nothing to merge"), "\(again.stdout)")

        // Another library is refused.
        let stranger = folder.appendingPathComponent("Stranger")
        _ = try LibraryPackage.create(at: stranger, passphrase: nil)
        let refused = try TestProcess.kuriosa(["merge", url.path, stranger.path], environment: env)
        #expect(refused.status == 2 && refused.stderr.contains("belongs to library"), "\(refused.stderr)")

        let sync = try TestProcess.kuriosa(["sync", url.path, "--json"], environment: env)
        #expect(sync.status == 0, "\(sync.stderr)")
        #expect(try TestProcess.kuriosa(["merge", "--help"]).stdout.contains("Exit codes"))
        #expect(try TestProcess.kuriosa(["sync", "--help"]).stdout.contains("Exit codes"))
    }
}
