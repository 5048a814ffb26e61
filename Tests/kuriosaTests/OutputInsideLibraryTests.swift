import Foundation
import KuriosaTestSupport
import Testing

/// #28: no output of any command may be a library's file or lie inside a package
/// (docs/cli.md#outputs-never-inside-a-library): exit 64 naming the package, before any work,
/// and every file of the library as it was.
@Suite("outputs never inside a library", .serialized)
struct OutputInsideLibraryTests {
    static func commands(_ lib: CLILibrary) -> [[String]] {
        let l = lib.library.path, key = ["--recovery-key-file", lib.key.path]
        let link = lib.folder.appendingPathComponent("into-library").path
        return [
            ["export", l, "--template", "spreadsheet", "--format", "csv", "-o", "\(l)/catalog.db.enc"] + key,
            ["export", l, "--template", "spreadsheet", "--format", "csv", "-o", "\(lib.folder.path)/out.csv", "--photos-dir", "\(l)/media"] + key,
            ["export", l, "--template", "insurance", "--format", "pdf", "-o", "\(lib.folder.path)/r.pdf", "--sidecar", "\(l)/catalog.db.enc"] + key,
            ["export", l, "--template", "spreadsheet", "--format", "csv", "-o", "\(lib.folder.path)/o.csv", "--templates-file", "\(l)/t.json"] + key,
            ["export", l, "--template", "spreadsheet", "--format", "csv", "-o", "\(link)/new.csv"] + key,
            ["labels", l, "-o", "\(l)/manifest.json", "--dry-run"] + key,
            ["previews", "refresh", l, "--report", "\(l)/catalog.db.enc"] + key,
        ]
    }

    @Test func everyOutputInsideAPackageIsRefused() throws {
        let lib = try CLILibrary()
        #expect(try lib.importFile(try lib.write("w.csv", "Title,Brand\nSpeedmaster,Omega\n"),
                                   ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        try FileManager.default.createSymbolicLink(atPath: lib.folder.appendingPathComponent("into-library").path,
                                                   withDestinationPath: lib.library.appendingPathComponent("media").path)
        let before = try lib.fileHashes()
        for arguments in Self.commands(lib) {
            let result = try TestProcess.kuriosa(arguments, environment: lib.environment)
            #expect(result.status == 64, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("is inside the library package \(lib.library.resolvingSymlinksInPath().path)")
                    || result.stderr.contains("is inside the library package \(lib.library.path)"), "\(result.stderr)")
            #expect(try lib.fileHashes() == before, "\(arguments)")
        }
        let report = try lib.importFile(try lib.write("x.csv", "Title,Brand\nA,B\n"), ["--collection", "Watches", "--report", "\(lib.library.path)/r.json"])
        #expect(report.status == 64)
        #expect(try lib.fileHashes() == before)
        // Beside the library is fine.
        let fine = try TestProcess.kuriosa(["export", lib.library.path, "--template", "spreadsheet", "--format", "csv",
                                            "-o", lib.folder.appendingPathComponent("beside.csv").path, "--recovery-key-file", lib.key.path],
                                           environment: lib.environment)
        #expect(fine.status == 0, "\(fine.stderr)")
    }
}
