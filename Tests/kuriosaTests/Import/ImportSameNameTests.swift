import Foundation
import KuriosaCore
import KuriosaStore
import KuriosaTestSupport
import Testing

/// Collections with the same name (docs/import.md#which-collection-collectionpaths), through
/// the real `kuriosa import`: a new collection whose path exists is refused, a path naming two
/// is an error listing them, and `info` shows the IDs that tell them apart.
@Suite("kuriosa import: collections with the same name", .serialized)
struct ImportSameNameTests {

    /// `kuriosa info LIBRARY --json`.
    static func info(_ lib: CLILibrary) throws -> [String: Any] {
        let result = try TestProcess.kuriosa(["info", lib.library.path, "--recovery-key-file", lib.key.path, "--json"],
                                             environment: lib.environment)
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
    }

    // MARK: Collections with the same name

    @Test func aNewCollectionWhosePathExistsIsWrongUsage() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("uhren.csv", "Title,Brand\nSpeedmaster,Omega\n")
        #expect(try lib.importFile(csv, ["--new-collection", "Uhren", "--template", "builtin.watch"]).status == 0)
        let before = try lib.fileHashes()
        let again = try lib.importFile(csv, ["--new-collection", "uhren", "--template", "builtin.watch"])
        #expect(again.status == 64, "\(again.stderr)")
        #expect(again.stderr.contains("--collection \"Uhren\""), "\(again.stderr)")
        #expect(try lib.fileHashes() == before)
        let collections = try #require(try Self.info(lib)["collections"] as? [[String: Any]])
        #expect(collections.count == 1)
    }

    @Test func aPathNamingTwoCollectionsListsTheirPathsAndIDs() throws {
        let lib = try CLILibrary()
        // Two "Uhren" at the top level, as the app (or an older toolkit) can make them.
        let csv = try lib.write("uhren.csv", "Title,Brand\nSpeedmaster,Omega\n")
        #expect(try lib.importFile(csv, ["--new-collection", "Uhren", "--template", "builtin.watch"]).status == 0)
        let session = try ImportCountColumnTests.session(lib)
        let now = Timestamp.now()
        let second = CollectionRecord(id: SecureRandom.uuid(), name: "Uhren", parentID: nil, templateID: "builtin.watch", sortIndex: 5,
                                      createdAt: now, updatedAt: now)
        try second.insert(session.db)
        try session.save()
        let first = try #require((try Self.info(lib)["collections"] as? [[String: Any]])?.compactMap { $0["id"] as? String }.first { $0 != second.id })
        let before = try lib.fileHashes()
        let result = try lib.importFile(csv, ["--collection", "Uhren"])
        #expect(result.status != 0 && result.status != 3, "\(result.stderr)")
        #expect(result.stderr.contains(first) && result.stderr.contains(second.id) && result.stderr.contains("--collection-id"), "\(result.stderr)")
        #expect(try lib.fileHashes() == before)
        // `info` shows the IDs that tell them apart.
        let info = try TestProcess.kuriosa(["info", lib.library.path, "--recovery-key-file", lib.key.path], environment: lib.environment)
        #expect(info.stdout.contains(first) && info.stdout.contains(second.id), "\(info.stdout)")
        // An ID settles it.
        #expect(try lib.importFile(csv, ["--collection-id", second.id]).status == 0)
    }
}
