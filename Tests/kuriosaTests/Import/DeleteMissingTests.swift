import Foundation
import KuriosaTestSupport
import Testing

/// A row deleted from an exported sheet was ignored without a note (#30); now it is listed,
/// and with `--delete-missing` deleted as the app deletes: softly, in the import's batch, so
/// `undo` brings it back (docs/import.md#pieces-the-file-leaves-out). Real processes.
@Suite("--delete-missing")
struct DeleteMissingTests {
    @Test func piecesLeftOutAreDeletedAndUndoBringsThemBack() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("w.csv", "Title,Brand\nSpeedmaster,Omega\nSubmariner,Rolex\nSeamaster,Omega\n")
        #expect(try lib.importFile(csv, ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let sheet = try lib.write("keep.csv", "No.,Title\nK-0001,Speedmaster\n")
        let before = try lib.fileHashes()
        let dry = try lib.importJSON(sheet, ["--collection", "Watches", "--delete-missing", "--dry-run"])
        #expect(dry.status == 0, "\(dry.json)")
        #expect(try lib.fileHashes() == before)
        let (status, json) = try lib.importJSON(sheet, ["--collection", "Watches", "--delete-missing"])
        #expect(status == 0, "\(json)")
        let missing = try #require((json["missing"] as? [[String: Any]])?.first)
        #expect(missing["deleted"] as? Bool == true)
        #expect((missing["pieces"] as? [[String: Any]])?.compactMap { $0["number"] as? Int } == [2, 3])
        #expect(try OtherAppsImportTests.exported(lib).compactMap { $0["No."] } == ["K-0001"])
        let undo = try TestProcess.kuriosa(["undo", lib.library.path, "--recovery-key-file", lib.key.path], environment: lib.environment)
        #expect(undo.status == 0, "\(undo.stderr)")
        #expect(try OtherAppsImportTests.exported(lib).compactMap { $0["No."] } == ["K-0001", "K-0002", "K-0003"])
        // Without the option they are listed only.
        let listed = try lib.importJSON(sheet, ["--collection", "Watches"])
        #expect((listed.json["missing"] as? [[String: Any]])?.first?["deleted"] as? Bool == false)
        #expect(try OtherAppsImportTests.exported(lib).count == 3)
    }
}
