import Foundation
import KuriosaTestSupport
import Testing

/// One owner per concept (#26), seen from the command line: where two modules had their own
/// copy of a rule, the commands now give one answer.
@Suite("One owner per concept")
struct OneOwnerTests {
    /// The import read currencies by a list of its own, without the fund codes: `import
    /// --default-currency CHE` was wrong usage while `export --item-limit "CHE 5000"` was
    /// taken. Both read Core's `Currency` now.
    @Test func theImportAndTheExportKnowTheSameCurrencies() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("w.csv", "Title,Estimated value\nSpeedmaster,6200\nFund,CHW 10.50\n")
        let imported = try lib.importJSON(csv, ["--new-collection", "Watches", "--template", "builtin.watch", "--default-currency", "CHE"])
        #expect(imported.status == 0, "\(imported.json)")
        let out = try lib.run(["export", "--template", "spreadsheet", "-o", "-"])
        #expect(out.stdout.contains("CHE 6200.00") && out.stdout.contains("CHW 10.50"), "\(out.stdout)")
    }
}
