import Foundation
import KuriosaTestSupport
import Testing

/// The merge report in words (#29, docs/merge.md#the-report-in-words): a field the two copies
/// held differently is listed with both values and the one kept, a renumbered piece as
/// `K-0002 → K-0003`, by number and title, not UUID; `--json` too.
@Suite("Merge report in words")
struct MergeWordsTests {
    @Test func disagreementsAndRenumberingsAreNamed() throws {
        let lib = try CLILibrary()
        #expect(try lib.importFile(try lib.write("w.csv", "Title,Estimated value\nSpeedmaster,CHF 5000\n"),
                                   ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let copy = lib.folder.appendingPathComponent("Copy")
        try FileManager.default.copyItem(at: lib.library, to: copy)
        func importInto(_ library: URL, _ csv: String, _ extra: [String]) throws {
            let r = try TestProcess.kuriosa(["import", library.path, try lib.write(UUID().uuidString + ".csv", csv), "--collection", "Watches",
                                             "--recovery-key-file", lib.key.path] + extra, environment: lib.environment)
            #expect(r.status == 0, "\(r.stderr)")
        }
        try importInto(lib.library, "No.,Title,Estimated value\nK-0001,Speedmaster,CHF 6000\n", ["--on-duplicate", "update"])
        try importInto(copy, "No.,Title,Estimated value\nK-0001,Speedmaster,CHF 6500\n", ["--on-duplicate", "update"])
        try importInto(lib.library, "Title\nSubmariner\n", [])
        try importInto(copy, "Title\nBlack Bay\n", [])
        let merged = try lib.run(["merge", copy.path])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.contains("  K-0002 → K-0003  Black Bay"), "\(merged.stdout)")
        #expect(merged.stdout.contains("  K-0001 Speedmaster: estimatedValue CHF\u{A0}6,000.00 here, CHF\u{A0}6,500.00 in the other copy; kept the other copy's"),
                "\(merged.stdout)")

        // Merged once more from a fresh copy of the same state: the JSON says the same.
        let again = lib.folder.appendingPathComponent("Again")
        try FileManager.default.copyItem(at: copy, to: again)
        try importInto(again, "No.,Title,Estimated value\nK-0001,Speedmaster,CHF 7000\n", ["--on-duplicate", "update"])
        let json = try lib.run(["merge", again.path, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let disagreements = try #require(object["disagreements"] as? [[String: Any]])
        let value = try #require(disagreements.first { $0["path"] as? String == "estimatedValue" })
        #expect(value["number"] as? String == "K-0001" && value["otherText"] as? String == "CHF\u{A0}7,000.00" && value["kept"] as? String == "other",
                "\(value)")
    }
}
