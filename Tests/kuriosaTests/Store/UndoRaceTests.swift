import Foundation
import KuriosaTestSupport
import Testing

/// #28: an undo started while an import runs planned from its own stale snapshot, undid an
/// older batch over the import's edit, and both exited 0. Undo now plans under the package
/// lock (docs/history.md#undo-under-the-lock): it waits for the import, sees its batch, and
/// is refused as it is when run after it, leaving the import's edit in place.
@Suite("kuriosa undo racing an import", .serialized)
struct UndoRaceTests {
    @Test func anUndoStartedDuringAnImportSeesTheImport() throws {
        let lib = try CLILibrary()
        let seed = try lib.write("seed.csv", "Title,Brand\nOld title,Omega\n")
        #expect(try lib.importFile(seed, ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let history = try TestProcess.kuriosa(["history", lib.library.path, "--json", "--recovery-key-file", lib.key.path], environment: lib.environment)
        let batches = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])["batches"] as? [[String: Any]]
        let seedBatch = try #require(batches?.first?["batchID"] as? String)
        // An edit of K-0001 among many new rows, so the import runs long enough to be raced.
        var text = "No.,Title,Brand\nK-0001,New title,Omega\n"
        for index in 1...4_000 { text += ",Piece \(index),Brand \(index % 7)\n" }
        let edit = try lib.write("edit.csv", text)
        let environment = lib.environment
        let importArguments = ["import", lib.library.path, edit, "--collection", "Watches", "--recovery-key-file", lib.key.path]
        let undoArguments = ["undo", lib.library.path, "--batch", seedBatch, "--recovery-key-file", lib.key.path]
        let results = ConcurrentImportTests.Results()
        DispatchQueue.concurrentPerform(iterations: 2) { n in
            if n == 0 {
                results.set(0, Result { try TestProcess.kuriosa(importArguments, environment: environment) })
            } else {
                Thread.sleep(forTimeInterval: 0.3)
                results.set(1, Result { try TestProcess.kuriosa(undoArguments, environment: environment) })
            }
        }
        let imported = try results.get(0).get(), undone = try results.get(1).get()
        #expect(imported.status == 0, "\(imported.stderr)")
        // The seed's piece was changed later by the import: the undo is refused, as it is
        // when run after the import.
        #expect(undone.status == 2, "\(undone.stdout) \(undone.stderr)")
        let out = lib.folder.appendingPathComponent("after.csv").path
        #expect(try TestProcess.kuriosa(["export", lib.library.path, "--template", "spreadsheet", "--format", "csv", "-o", out,
                                         "--recovery-key-file", lib.key.path], environment: environment).status == 0)
        let exported = try String(contentsOfFile: out, encoding: .utf8)
        #expect(exported.contains("K-0001,New title"), "the import's edit stands")
        #expect(CSVText.records(exported).filter { $0.first?.hasPrefix("K-") == true }.count == 4_001)
    }

    /// Two undos of one batch at once: one undoes it, the other waits and is refused as
    /// already undone (before, both wrote an "undo of" batch, and the import could never be
    /// undone again).
    @Test func twoUndosOfOneBatchUndoItOnce() throws {
        let lib = try CLILibrary()
        var text = "Title,Brand\n"
        for index in 1...2_000 { text += "Piece \(index),Brand \(index % 7)\n" }
        #expect(try lib.importFile(try lib.write("many.csv", text), ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let history = try TestProcess.kuriosa(["history", lib.library.path, "--json", "--recovery-key-file", lib.key.path], environment: lib.environment)
        let batches = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])["batches"] as? [[String: Any]]
        let batch = try #require(batches?.first?["batchID"] as? String)
        let arguments = ["undo", lib.library.path, "--batch", batch, "--recovery-key-file", lib.key.path]
        let environment = lib.environment
        let results = ConcurrentImportTests.Results()
        DispatchQueue.concurrentPerform(iterations: 2) { n in
            results.set(n, Result { try TestProcess.kuriosa(arguments, environment: environment) })
        }
        let runs = try (0..<2).map { try results.get($0).get() }
        #expect(runs.map(\.status).sorted() == [0, 2], "\(runs.map(\.stderr))")
        #expect(runs.contains { $0.stderr.contains("undone by batch") })
        let after = try TestProcess.kuriosa(["history", lib.library.path, "--json", "--recovery-key-file", lib.key.path], environment: lib.environment)
        let all = try #require(try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [String: Any])["batches"] as? [[String: Any]]
        #expect(all?.filter { $0["isUndo"] as? Bool == true }.count == 1)
    }
}
