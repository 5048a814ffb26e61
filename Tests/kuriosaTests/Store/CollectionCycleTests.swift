import Foundation
@_spi(Fixtures) @testable import KuriosaStore
import KuriosaTestSupport
import Testing

/// Collections each other's parent hid their pieces: `info` left both out, the PDFs said
/// "Wrote 9 pieces" of 15, all with exit 0 (#28, docs/store.md#a-cycle-of-collections-or-places).
/// Exports and labels now refuse such a library naming the collections (exit 2, nothing
/// written); `info` shows them, marked, and exits 1. Real package made hostile through the
/// store's fixture API, real processes.
@Suite("A cycle of collections", .serialized)
struct CollectionCycleTests {
    /// A copy of the sample library whose Coins and Straps are each other's parent.
    static func cyclicSample(in folder: URL) throws -> (url: URL, key: URL) {
        let samples = RepositoryFiles.root.appendingPathComponent("Samples")
        let url = folder.appendingPathComponent("Sample Library")
        try FileManager.default.copyItem(at: samples.appendingPathComponent("Sample Library"), to: url)
        let key = samples.appendingPathComponent("SAMPLE-RECOVERY-KEY.txt")
        let library = try LibraryPackage(url: url).open(.recoveryKey(try RecoveryKey(parsing: try String(contentsOf: key, encoding: .utf8))))
        let session = try library.openCatalog()
        let coins = try #require(try session.db.scalar("SELECT id FROM collection WHERE name = 'Coins'").string)
        let straps = try #require(try session.db.scalar("SELECT id FROM collection WHERE name = 'Straps'").string)
        try session.db.execute("UPDATE collection SET parent_id = ? WHERE id = ?", [straps, coins])
        try session.db.execute("UPDATE collection SET parent_id = ? WHERE id = ?", [coins, straps])
        try session.save()
        return (url, key)
    }

    @Test func exportsAndLabelsRefuseInfoShowsTheCycle() throws {
        let folder = try TestFolder.make("kuriosa-cycle")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (url, key) = try Self.cyclicSample(in: folder)
        let unlock = ["--recovery-key-file", key.path]
        let before = try CLIFiles.snapshot(url)
        let runs: [(String, [String])] = [
            ("csv", ["export", url.path, "--template", "spreadsheet", "-o", folder.appendingPathComponent("all.csv").path]),
            ("pdf", ["export", url.path, "--template", "inventory", "--format", "pdf", "-o", folder.appendingPathComponent("inv.pdf").path]),
            ("labels", ["labels", url.path, "--sheet", "avery-l7651", "-o", folder.appendingPathComponent("labels.pdf").path]),
        ]
        for (name, arguments) in runs {
            let r = try TestProcess.kuriosa(arguments + unlock)
            #expect(r.status == 2, "\(name): \(r.stdout)\(r.stderr)")
            #expect(r.stderr.contains("the collections “Coins”, “Straps” are each under the next and the last under the first (a cycle)")
                    || r.stderr.contains("the collections “Straps”, “Coins” are each under the next and the last under the first (a cycle)"),
                    "\(name): \(r.stderr)")
            #expect(r.stderr.contains("nothing was written"), "\(name): \(r.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Sample Library"], "an output was written")

        let info = try TestProcess.kuriosa(["info", url.path, "--json"] + unlock)
        #expect(info.status == 1, "\(info.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        let cycles = try #require(json["collectionCycles"] as? [[String]])
        #expect(cycles.map { Set($0) } == [["Coins", "Straps"]])
        let collections = try #require(json["collections"] as? [[String: Any]])
        let marked = collections.filter { $0["inCycle"] as? Bool == true }
        #expect(Set(marked.compactMap { $0["name"] as? String }) == ["Coins", "Straps"], "\(collections)")
        // Every piece is counted somewhere: none is hidden.
        func pieces(_ nodes: [[String: Any]]) -> Int {
            nodes.reduce(0) { $0 + ($1["pieces"] as? Int ?? 0) + pieces($1["children"] as? [[String: Any]] ?? []) }
        }
        #expect(pieces(collections) == 15, "\(collections)")
        let text = try TestProcess.kuriosa(["info", url.path] + unlock)
        #expect(text.status == 1 && text.stderr.contains("(a cycle)") && text.stdout.contains("(cycle)"), "\(text.stdout)\(text.stderr)")
        #expect(try CLIFiles.snapshot(url) == before, "a reading command changed the library")
    }
}

/// Every file of a package by relative path, to compare before and after.
enum CLIFiles {
    static func snapshot(_ url: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = enumerator?.nextObject() as? URL {
            guard try file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            out[file.path.replacingOccurrences(of: url.path, with: "")] = try Data(contentsOf: file)
        }
        return out
    }
}
