import Foundation
import KuriosaTestSupport
import Testing

/// Which library and collection (docs/import.md#which-collection-collectionpaths): the summary
/// names the library and the collection path written to; a folder of several packages is
/// refused unless one is named.
@Suite("kuriosa import: which library and collection", .serialized)
struct ImportLibraryChoiceTests {

    @Test func theSummaryNamesTheLibraryAndTheCollectionPath() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("uhren.csv", "Title,Brand\nSpeedmaster,Omega\n")
        #expect(try lib.importFile(csv, ["--new-collection", "Uhren", "--template", "builtin.watch"]).status == 0)
        let straps = try lib.write("straps.csv", "Title\nNATO\n")
        let result = try lib.importFile(straps, ["--new-collection", "Bänder", "--template", "builtin.strap", "--parent", "Uhren"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"Uhren \u{203A} Bänder\""), "\(result.stdout)")
        #expect(result.stdout.contains(lib.library.path), "\(result.stdout)")
    }

    @Test func aFolderOfSeveralLibrariesIsRefusedUnlessOneIsNamed() throws {
        let lib = try CLILibrary()
        let other = lib.folder.appendingPathComponent("Kuriosa Library")
        let made = try TestProcess.kuriosa(["init", other.path, "--recovery-key-out", lib.folder.appendingPathComponent("key2").path],
                                           environment: lib.environment)
        try #require(made.status == 0, "\(made.stderr)")
        let csv = try lib.write("uhren.csv", "Title,Brand\nSpeedmaster,Omega\n")
        let before = try lib.fileHashes()
        let refused = try TestProcess.kuriosa(["import", lib.folder.path, csv, "--recovery-key-file", lib.key.path,
                                               "--new-collection", "Uhren", "--template", "builtin.watch"], environment: lib.environment)
        #expect(refused.status == 64, "\(refused.stderr)")
        #expect(refused.stderr.contains(lib.library.path) && refused.stderr.contains(other.path), "\(refused.stderr)")
        #expect(try lib.fileHashes() == before)
        #expect(try lib.importFile(csv, ["--new-collection", "Uhren", "--template", "builtin.watch"]).status == 0)
    }
}
