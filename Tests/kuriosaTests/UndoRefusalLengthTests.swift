import Foundation
import KuriosaTestSupport
import Testing

/// An undo refused because a later batch changed every piece of a large import named each
/// piece in one line: 448,941 bytes for one refusal (#28). The message names ten records per
/// later batch and counts the rest; `--json` keeps every problem.
@Suite("A refused undo of a large batch says it in a line")
struct UndoRefusalLengthTests {
    @Test func tenRecordsAndACount() throws {
        let lib = try CLILibrary()
        let rows = (1...40).map { "Watch \($0),Brand \($0)" }.joined(separator: "\n")
        #expect(try lib.importFile(try lib.write("w.csv", "Title,Brand\n\(rows)\n"), ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let history = try TestProcess.kuriosa(["history", lib.library.path, "--json", "--recovery-key-file", lib.key.path], environment: lib.environment)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])
        let first = try #require((json["batches"] as? [[String: Any]])?.first?["batchID"] as? String)
        let values = (1...40).map { String(format: "K-%04d,Maker %d", $0, $0) }.joined(separator: "\n")
        #expect(try lib.importFile(try lib.write("v.csv", "No.,Brand\n\(values)\n"), ["--collection", "Watches"]).status == 0)
        let refused = try TestProcess.kuriosa(["undo", lib.library.path, "--batch", first, "--recovery-key-file", lib.key.path],
                                              environment: lib.environment)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("and 30 more records were changed later by batch"), "\(refused.stderr)")
        #expect(refused.stderr.utf8.count < 2000, "\(refused.stderr.utf8.count) bytes")
        let asJSON = try TestProcess.kuriosa(["undo", lib.library.path, "--batch", first, "--json", "--recovery-key-file", lib.key.path],
                                             environment: lib.environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(asJSON.stdout.utf8)) as? [String: Any])
        #expect(((object["error"] as? [String: Any])?["problems"] as? [Any])?.count == 40)
    }
}
