import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing

/// The two golden packages open with each of their secrets, every sealed file opens to its
/// plaintext, and writes are atomic and refuse to overwrite another writer's catalog.
@Suite struct LibraryPackageTests {
    struct Golden: Sendable, CustomTestStringConvertible {
        let name: String
        var testDescription: String { name }
        var info: [String: Any] { ((try? Fixtures.json("packages.json")) ?? [:])[name] as? [String: Any] ?? [:] }
        var packagePath: String { info["package"] as? String ?? "" }
        var dataKey: [UInt8] { [UInt8](hex: info["dataKeyHex"] as? String ?? "") ?? [] }
    }

    static let goldens = [Golden(name: "golden-v1"), Golden(name: "golden-v10")]

    @Test(arguments: goldens)
    func unlocksWithEverySecret(_ g: Golden) throws {
        let package = try LibraryPackage(url: Fixtures.url(g.packagePath))
        #expect(package.libraryID == g.info["libraryID"] as? String)
        let key = try RecoveryKey(parsing: g.info["recoveryKey"] as? String ?? "")
        #expect(try package.unlock(.recoveryKey(key)) == g.dataKey)
        #expect(try package.unlock(.passphrase(g.info["passphrase"] as? String ?? "")) == g.dataKey)
        #expect(throws: StoreError.self) { try package.unlock(.passphrase("wrong")) }
        #expect(throws: StoreError.self) { try package.unlock(.recoveryKey(try RecoveryKey.generate())) }
    }

    @Test(arguments: goldens)
    func everySealedFileOpens(_ g: Golden) throws {
        let library = try LibraryPackage(url: Fixtures.url(g.packagePath)).open(.dataKey(g.dataKey))
        let catalog = try KEF1.openFile(at: library.package.catalogURL, key: g.dataKey, context: "catalog")
        #expect(SHA256.hash(catalog).hexString == g.info["catalogSHA256"] as? String)
        #expect(catalog == (try Fixtures.data("\(g.name)/catalog.db")))
        let media = g.info["mediaFiles"] as? [[String: Any]] ?? []
        #expect(!media.isEmpty)
        for m in media {
            let file = m["file"] as? String ?? ""
            guard let parsed = MediaKind.parse(fileName: URL(fileURLWithPath: file).lastPathComponent) else {
                Issue.record("unparsed media name \(file)"); continue
            }
            #expect(parsed.kind.context(id: parsed.id) == m["context"] as? String)
            let plain = try library.readMedia(id: parsed.id, kind: parsed.kind)
            #expect(plain == (try Fixtures.data("\(g.name)/\(m["plaintext"] as? String ?? "")")))
        }
        #expect(library.mediaFiles().count == media.count)
    }

    @Test(arguments: goldens)
    func openingMigratesInMemoryOnly(_ g: Golden) throws {
        let (folder, url) = try Fixtures.copyPackage(g.packagePath)
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try Data(contentsOf: url.appendingPathComponent("catalog.db.enc"))
        let session = try LibraryPackage(url: url).open(.dataKey(g.dataKey)).openCatalog()
        #expect(session.versionOnDisk == g.info["userVersion"] as? Int)
        #expect(try session.db.userVersion == 16)
        #expect(try Data(contentsOf: url.appendingPathComponent("catalog.db.enc")) == before)
        try session.save()
        let again = try LibraryPackage(url: url).open(.dataKey(g.dataKey)).openCatalog()
        #expect(again.versionOnDisk == 16)
        let expected = try String(contentsOf: Fixtures.url("\(g.name)/expected-v16.sql"), encoding: .utf8)
        #expect(try CatalogDump.canonical(again.db) == expected)
    }

    @Test func manifestKeepsUnknownKeysAndSlots() throws {
        let text = try Fixtures.data("golden-v10/Golden-v10.kuriosa/manifest.json")
        let manifest = try Manifest.parse(text, path: "manifest.json")
        #expect(!manifest.otherKeys.isEmpty)
        let unknown = manifest.keySlots.filter { if case .unknown = $0.kind { true } else { false } }
        #expect(unknown.count == 2)
        let again = try Manifest.parse(try manifest.encoded(), path: "again")
        #expect(again == manifest)
    }

    @Test func refusesNewerFormatAndBadManifests() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, String)] = [
            (#"{"createdAt":"2026-09-21T14:13:20Z","formatVersion":2,"keySlots":[],"libraryID":"beda320a-c536-433a-a148-c6948d42ee7d"}"#, "newer"),
            (#"{"createdAt":"2026-09-21T14:13:20Z","formatVersion":1.0,"keySlots":[],"libraryID":"beda320a-c536-433a-a148-c6948d42ee7d"}"#, "not an integer"),
            (#"{"createdAt":"2026-09-21T14:13:20Z","formatVersion":1,"keySlots":[],"libraryID":"BEDA320A-C536-433A-A148-C6948D42EE7D"}"#, "lowercase UUID"),
            (#"{"createdAt":"2026-02-30T14:13:20Z","formatVersion":1,"keySlots":[],"libraryID":"beda320a-c536-433a-a148-c6948d42ee7d"}"#, "createdAt"),
            ("not json", "not valid JSON"),
        ]
        for (text, expected) in cases {
            let url = folder.appendingPathComponent("manifest.json")
            try Data(text.utf8).write(to: url)
            let error = #expect(throws: StoreError.self) { try LibraryPackage(url: folder) }
            #expect("\(error.map { "\($0)" } ?? "")".contains(expected))
            #expect("\(error.map { "\($0)" } ?? "")".contains(url.path), "names the file")
        }
    }

    @Test func locatesThePackageInAChosenFolder() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Zeta", "Kuriosa Library.kuriosa", "Kuriosa Library"] {
            try FileManager.default.copyItem(at: Fixtures.url("golden-v1/Golden.kuriosa"), to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Aaa not a package"), withIntermediateDirectories: true)
        #expect(try LibraryPackage.locate(in: folder).lastPathComponent == "Kuriosa Library")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Kuriosa Library"))
        #expect(try LibraryPackage.locate(in: folder).lastPathComponent == "Kuriosa Library.kuriosa")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Kuriosa Library.kuriosa"))
        #expect(try LibraryPackage.locate(in: folder).lastPathComponent == "Zeta")
        let inside = folder.appendingPathComponent("Zeta")
        #expect(try LibraryPackage.locate(in: inside) == inside)
        #expect(throws: StoreError.self) { try LibraryPackage.locate(in: folder.appendingPathComponent("Aaa not a package")) }
    }

    @Test func createMakesAPackageThatOpens() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("New.kuriosa")
        let (_, key) = try LibraryPackage.create(at: url, passphrase: "Grüezi", iterations: 1000)
        let package = try LibraryPackage(url: url)
        #expect(package.manifest.keySlots.count == 2)
        let session = try package.open(.recoveryKey(key)).openCatalog()
        #expect(session.versionOnDisk == 16)
        #expect(try SchemaCheck.differences(of: session.db).isEmpty)
        #expect(try package.unlock(.passphrase("Grüezi")) == package.unlock(.recoveryKey(key)))
        // Manifest bytes: sorted keys, no escaped slashes, no trailing newline.
        let text = try String(contentsOf: package.manifestURL, encoding: .utf8)
        #expect(!text.hasSuffix("\n") && !text.contains("\\/"))
        #expect(throws: StoreError.self) { try LibraryPackage.create(at: url) }
    }

    /// A save over a catalog another writer changed merges it and writes both
    /// (docs/merge.md#writing-into-a-package-that-changed).
    @Test func saveMergesWhenAnotherWriterChangedTheCatalog() throws {
        let (folder, url) = try Fixtures.copyPackage("golden-v1/Golden.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let key = Self.goldens[0].dataKey
        let library = try LibraryPackage(url: url).open(.dataKey(key))
        let mine = try library.openCatalog()
        let theirs = try library.openCatalog()
        try theirs.db.execute("INSERT INTO tag (id, name) VALUES ('t-theirs', 'Theirs')")
        try theirs.save()
        try mine.db.execute("INSERT INTO tag (id, name) VALUES ('t-mine', 'Mine')")
        try mine.save()
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        try theirs.db.execute("INSERT INTO tag (id, name) VALUES ('t-again', 'Again')")
        try theirs.save()
        #expect(try library.openCatalog().db.scalar("SELECT count(*) FROM tag WHERE id IN ('t-theirs', 't-mine', 't-again')").int == 3)
    }

    @Test func mediaWritesAreAtomicAndImmutable() throws {
        let (folder, url) = try Fixtures.copyPackage("golden-v1/Golden.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try LibraryPackage(url: url).open(.dataKey(Self.goldens[0].dataKey))
        let id = SecureRandom.uuid()
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0) })
        try library.writeMedia(id: id, kind: .original, data: bytes)
        #expect(try library.readMedia(id: id, kind: .original) == bytes)
        #expect(throws: StoreError.self) { try library.readMedia(id: id, kind: .thumbnail) }
        #expect(throws: StoreError.self) { try library.writeMedia(id: id, kind: .original, data: Data([1])) }
        // A file renamed to another ID does not open: the context binds it to its name.
        let other = SecureRandom.uuid()
        try FileManager.default.copyItem(at: library.mediaURL(id: id, kind: .original), to: library.mediaURL(id: other, kind: .original))
        #expect(throws: StoreError.self) { try library.readMedia(id: other, kind: .original) }
    }

    @Test func plainCatalogFileWorksLikeAPackage() throws {
        let folder = try TestFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.db")
        try FileManager.default.copyItem(at: Fixtures.url("golden-v10/catalog.db"), to: url)
        let session = try CatalogSession(plainFile: url)
        #expect(session.versionOnDisk == 10)
        try session.save()
        let again = try CatalogSession(plainFile: url)
        #expect(again.versionOnDisk == 16)
        try Data("not sqlite at all, just text".utf8).write(to: url)
        #expect(throws: StoreError.self) { try CatalogSession(plainFile: url) }
    }
}
