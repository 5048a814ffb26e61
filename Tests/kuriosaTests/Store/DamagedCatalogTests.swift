import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing

/// A catalog that decrypts correctly but whose SQLite pages are damaged is never sealed again
/// (docs/store.md#a-damaged-catalog-is-never-sealed-again): writers refuse it with SQLite's
/// messages and leave the package byte for byte, and `check` reports the damage as a finding
/// (exit 1). Real packages, real processes.
@Suite struct DamagedCatalogTests {
    /// A new library whose catalog's `backup_event` table has a root page of an invalid type,
    /// sealed with the library's own key: KEF1 authenticates, SQLite does not.
    static func makeDamagedLibrary(_ folder: URL) throws -> (url: URL, key: String) {
        let url = folder.appendingPathComponent("Lib")
        let (library, key) = try LibraryPackage.create(at: url)
        try KEF1.sealData(try damagedCatalog(of: library), to: library.package.catalogURL, key: library.dataKey, context: "catalog")
        return (url, key.displayForm)
    }

    /// The bytes of `library`'s catalog with `backup_event`'s root page made invalid.
    static func damagedCatalog(of library: Library) throws -> Data {
        let session = try library.openCatalog()
        let root = try #require(try session.db.scalar("SELECT rootpage FROM sqlite_master WHERE name = 'backup_event'").int)
        let pageSize = try #require(try session.db.scalar("PRAGMA page_size").int)
        var bytes = try session.db.serialize()
        bytes[(root - 1) * pageSize] = 0x07
        return bytes
    }

    @Test func writersRefuseToSealADamagedCatalog() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (url, key) = try Self.makeDamagedLibrary(folder)
        let catalog = url.appendingPathComponent(LibraryPackage.catalogName)
        let before = try Data(contentsOf: catalog)
        let csv = folder.appendingPathComponent("p.csv")
        try Data("Title,Brand\nSpeedmaster,Omega\n".utf8).write(to: csv)
        let env = ["KURIOSA_RECOVERY_KEY": key]
        let runs = [
            ("import", try TestProcess.kuriosa(["import", url.path, csv.path, "--new-collection", "Watches", "--template", "builtin.watch"], environment: env)),
            ("previews on", try TestProcess.kuriosa(["previews", "on", url.path], environment: env)),
        ]
        for (name, r) in runs {
            #expect(r.status == 2, "\(name): \(r.stdout)\(r.stderr)")
            #expect(r.stderr.contains("the catalog decrypts, but its SQLite database is damaged"), "\(name): \(r.stderr)")
            #expect(try Data(contentsOf: catalog) == before, "\(name) sealed the damage again")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: url.path).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    /// Readers say the documented message too, never SQLite's "error 11 … in: SELECT", and
    /// exit non-zero (#28: `info` printed counts of a damaged catalog and exited 0).
    @Test func readersSayTheCatalogIsDamaged() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (url, key) = try Self.makeDamagedLibrary(folder)
        let env = ["KURIOSA_RECOVERY_KEY": key]
        for arguments in [["info", url.path], ["export", url.path, "--template", "spreadsheet", "-o", folder.appendingPathComponent("x.csv").path],
                          ["history", url.path], ["find", url.path, "K-0001"]] {
            let r = try TestProcess.kuriosa(arguments, environment: env)
            // The others read no damaged page of this catalog (the damage is in backup_event).
            if arguments[0] == "info" {
                #expect(r.status == 2 && r.stderr.contains("the catalog decrypts, but its SQLite database is damaged"), "\(r.stdout)\(r.stderr)")
            }
            #expect(!r.stderr.contains("SQLite error"), "\(arguments[0]): \(r.stderr)")
        }
    }

    @Test func checkReportsTheDamageAsAFinding() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (url, key) = try Self.makeDamagedLibrary(folder)
        let r = try TestProcess.kuriosa(["check", url.path, "--json"], environment: ["KURIOSA_RECOVERY_KEY": key])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let checks = try #require(json["checks"] as? [[String: Any]])
        let sqlite = try #require(checks.first { $0["name"] as? String == "SQLite integrity" })
        let problems = sqlite["problems"] as? [String] ?? []
        #expect(problems.contains { $0.hasPrefix("integrity_check: ") }, "\(problems)")
        let text = try TestProcess.kuriosa(["check", url.path], environment: ["KURIOSA_RECOVERY_KEY": key])
        #expect(text.status == 1)
        #expect(text.stdout.contains("problem(s) found."), "\(text.stdout)")
    }

    @Test func aDamagedConflictCopyIsNotMerged() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The damaged catalog, sealed for a sound library, as its conflict copy.
        let url = folder.appendingPathComponent("Lib")
        let (library, key) = try LibraryPackage.create(at: url)
        try KEF1.sealData(try Self.damagedCatalog(of: library), to: url.appendingPathComponent("catalog.db 2.enc"), key: library.dataKey, context: "catalog")
        let before = try Data(contentsOf: library.package.catalogURL)
        let r = try TestProcess.kuriosa(["sync", url.path], environment: ["KURIOSA_RECOVERY_KEY": key.displayForm])
        #expect(r.status == 3, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("left alone: catalog.db 2.enc") && r.stdout.contains("SQLite database is damaged"), "\(r.stdout)")
        #expect(try Data(contentsOf: library.package.catalogURL) == before)
    }
}
