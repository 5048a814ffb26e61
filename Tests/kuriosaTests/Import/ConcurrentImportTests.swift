import Foundation
import KuriosaTestSupport
import Testing

/// docs/import.md#two-imports-at-once: two `kuriosa import` processes of the same file at once
/// (two terminals, a cron job and a person) create every piece once. Both are started together
/// on a file long enough that each has read the catalog before either saves; the second waits
/// for the package lock, then finds the first one's pieces and skips them.
@Suite("kuriosa import: two at once", .serialized)
struct ConcurrentImportTests {

    @Test func twoImportsOfOneFileCreateEachPieceOnce() throws {
        let lib = try CLILibrary()
        let seed = try lib.write("seed.csv", "Title,Brand\nSeed,Omega\n")
        #expect(try lib.importFile(seed, ImportCommandTests.newWatches).status == 0)
        let rows = 2_500
        var text = "Title,Brand,Year of production\n"
        for index in 1...rows { text += "Piece \(index),Brand \(index % 7),\(1900 + index % 120)\n" }
        let csv = try lib.write("many.csv", text)
        let arguments = ["import", lib.library.path, csv, "--recovery-key-file", lib.key.path, "--json"] + ImportCommandTests.watches
        let environment = lib.environment
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 2) { n in
            results.set(n, Result { try TestProcess.kuriosa(arguments, environment: environment) })
        }
        var created = 0, skipped = 0
        for n in 0..<2 {
            let result = try results.get(n).get()
            #expect(result.status == 0, "\(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            created += (json["created"] as? [Any])?.count ?? 0
            skipped += (json["skipped"] as? [Any])?.count ?? 0
        }
        #expect(created == rows && skipped == rows)
        let info = try TestProcess.kuriosa(["info", lib.library.path, "--recovery-key-file", lib.key.path, "--json"], environment: lib.environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        #expect((object["counts"] as? [String: Any])?["pieces"] as? Int == rows + 1)
    }

    /// Two `--new-collection Uhren` at once: one makes it, the other finds it and is refused
    /// (exit 64), instead of two collections of the same name.
    @Test func twoNewCollectionsOfOneNameAtOnceMakeOne() throws {
        let lib = try CLILibrary()
        var text = "Title,Brand\n"
        for index in 1...2_500 { text += "Piece \(index),Brand \(index % 7)\n" }
        let csv = try lib.write("many.csv", text)
        let arguments = ["import", lib.library.path, csv, "--recovery-key-file", lib.key.path,
                         "--new-collection", "Uhren", "--template", "builtin.watch"]
        let environment = lib.environment
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 2) { n in
            results.set(n, Result { try TestProcess.kuriosa(arguments, environment: environment) })
        }
        let runs = try (0..<2).map { try results.get($0).get() }
        #expect(runs.map(\.status).sorted() == [0, 64], "\(runs.map(\.stderr))")
        let info = try TestProcess.kuriosa(["info", lib.library.path, "--recovery-key-file", lib.key.path, "--json"], environment: lib.environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any])
        #expect((object["collections"] as? [Any])?.count == 1)
        #expect((object["counts"] as? [String: Any])?["pieces"] as? Int == 2_500)
    }

    /// The results of processes run at once, by their number (shared with `UndoRaceTests`).
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Int: Result<TestProcess.Result, any Error>] = [:]
        func set(_ n: Int, _ value: Result<TestProcess.Result, any Error>) { lock.withLock { values[n] = value } }
        func get(_ n: Int) -> Result<TestProcess.Result, any Error> { lock.withLock { values[n]! } }
    }
}
