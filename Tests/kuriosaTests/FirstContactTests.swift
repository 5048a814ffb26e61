import Foundation
import KuriosaTestSupport
import Testing

/// Small habits of #27 in real processes: a collection name that matches nothing lists the
/// collections (as a wrong tag lists the tags), and `find` takes a code in either case.
@Suite("First contact")
struct FirstContactTests {
    @Test func anUnknownCollectionListsTheCollections() throws {
        let lib = try CLILibrary()
        #expect(try lib.importFile(try lib.write("w.csv", "Title,Brand\nSpeedmaster,Omega\n"), ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let export = try lib.run(["export", "--template", "inventory", "--collection", "Wathces", "-o", lib.folder.appendingPathComponent("x.pdf").path])
        #expect(export.status == 2 && export.stderr.contains("no collection has the ID or name \"Wathces\"; the library's collections: Watches"),
                "\(export.stderr)")
        let imported = try lib.importFile(try lib.write("v.csv", "Title,Brand\nX,Y\n"), ["--collection", "Wathces"])
        #expect(imported.status != 0 && imported.stderr.contains("the library's collections: Watches"), "\(imported.stderr)")
    }

    @Test func findTakesACodeInEitherCase() throws {
        let lib = try CLILibrary()
        #expect(try lib.importFile(try lib.write("w.csv", "Title,Brand\nSpeedmaster,Omega\n"), ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let added = try TestProcess.kuriosa(["codes", "add", lib.library.path, "K-0001", "QX7TRS2", "--recovery-key-file", lib.key.path],
                                            environment: lib.environment)
        #expect(added.status == 0, "\(added.stderr)")
        let found = try lib.run(["find", "qx7trs2"])
        #expect(found.status == 0 && found.stdout.contains("K-0001"), "\(found.stdout)\(found.stderr)")
    }
}
