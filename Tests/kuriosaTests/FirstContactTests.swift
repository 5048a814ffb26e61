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

    /// An output into a folder that does not exist, or onto a folder, is refused before any
    /// work, naming the folder (docs/cli.md#outputs-are-checked-first); nothing is left behind.
    @Test func outputsAreCheckedBeforeAnyWork() throws {
        let lib = try CLILibrary()
        #expect(try lib.importFile(try lib.write("w.csv", "Title,Brand\nSpeedmaster,Omega\n"), ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let missing = lib.folder.appendingPathComponent("nodir")
        let r = try lib.run(["export", "--template", "inventory", "-o", missing.appendingPathComponent("inv.csv").path])
        #expect(r.status == 64 && r.stderr.contains("the folder \(missing.path) does not exist"), "\(r.stderr)")
        let folder = lib.folder.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pdf = try lib.run(["export", "--template", "insurance", "-o", folder.path])
        #expect(pdf.status == 64 && pdf.stderr.contains("-o \(folder.path) is a folder: give the name of the file to write in it"), "\(pdf.stderr)")
        let labels = try lib.run(["labels", "--sheet", "avery-l7651", "-o", folder.path])
        #expect(labels.status == 64 && labels.stderr.contains("is a folder"), "\(labels.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let photos = try lib.write("photos", "not a folder")
        let dir = try lib.run(["export", "--template", "spreadsheet", "-o", lib.folder.appendingPathComponent("x.csv").path, "--photos-dir", photos])
        #expect(dir.status == 64 && dir.stderr.contains("--photos-dir \(photos) is a file, not a folder"), "\(dir.stderr)")
    }

    /// `templates list` says what a counted collection counts: wine counts bottles.
    @Test func templatesSayWhatTheyCount() throws {
        let r = try TestProcess.kuriosa(["templates", "list"])
        let wine = r.stdout.split(separator: "\n").first { $0.contains("builtin.wine ") }
        #expect(wine?.contains("counted in bottles") == true, "\(wine ?? "")")
    }

    /// After migrating golden v10, whose unit names are a singular copied into both forms
    /// ("Round", "Bag (250 g)"), the totals read "1,250 Rounds" (the shipped template's
    /// plural) and "8 × Bag (250 g)", not "1,250 Round" and "8 Bag (250 g)".
    @Test func migratedUnitNamesReadAsPlurals() throws {
        let (folder, package) = try Fixtures.copyPackage("golden-v10/Golden-v10.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = ["KURIOSA_RECOVERY_KEY": "3T1M-VWR4-DCX2-6NMP-TA6H-M45T-XANX-6W3W", "KURIOSA_CONFIG_DIR": folder.appendingPathComponent("config").path]
        #expect(try TestProcess.kuriosa(["migrate", package.path], environment: env).status == 0)
        let out = try TestProcess.kuriosa(["export", package.path, "--template", "inventory", "-o", "-", "--format", "html"], environment: env)
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("1,250 Rounds") && out.stdout.contains("8 × Bag (250 g)"), "\(out.stdout.prefix(3000))")
        #expect(!out.stdout.contains("1,250 Round ") && !out.stdout.contains("8 Bag"))
    }

    /// `migrate` has a way back: the sealed catalog as it was is kept beside the package and
    /// named; copied back, the library is at version 10 again. `--dry-run` writes nothing.
    @Test func migrateKeepsTheCatalogItReplaces() throws {
        let (folder, package) = try Fixtures.copyPackage("golden-v10/Golden-v10.kuriosa")
        defer { try? FileManager.default.removeItem(at: folder) }
        let env = ["KURIOSA_RECOVERY_KEY": "3T1M-VWR4-DCX2-6NMP-TA6H-M45T-XANX-6W3W", "KURIOSA_CONFIG_DIR": folder.appendingPathComponent("config").path]
        let catalog = package.appendingPathComponent("catalog.db.enc")
        let original = try Data(contentsOf: catalog)
        let dry = try TestProcess.kuriosa(["migrate", package.path, "--dry-run"], environment: env)
        #expect(dry.status == 0 && dry.stdout.contains("Would migrate") && dry.stdout.contains("from schema version 10 to 16"), "\(dry.stdout)")
        #expect(try Data(contentsOf: catalog) == original)
        let run = try TestProcess.kuriosa(["migrate", package.path, "--json"], environment: env)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let backup = try #require(json["backup"] as? String)
        #expect(backup == package.deletingLastPathComponent().appendingPathComponent("Golden-v10.kuriosa.catalog-v10.db.enc").path)
        #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == original)
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: package.path)).contains { $0.contains("catalog-v10") })
        let info = try TestProcess.kuriosa(["info", package.path], environment: env)
        #expect(info.stdout.contains("Schema       version 16"), "\(info.stdout)")
        // The way back: the kept file copied into the package as its catalog.
        try FileManager.default.removeItem(at: catalog)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: backup), to: catalog)
        let back = try TestProcess.kuriosa(["info", package.path], environment: env)
        #expect(back.stdout.contains("Schema       version 10"), "\(back.stdout)")
    }

    /// `labels` groups its counts as the export does: "Wrote 1,000 labels", not "1000".
    @Test func labelCountsAreGrouped() throws {
        let lib = try CLILibrary()
        let rows = (1...1000).map { "Piece \($0),Omega" }.joined(separator: "\n")
        #expect(try lib.importFile(try lib.write("w.csv", "Title,Brand\n" + rows + "\n"), ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let r = try lib.run(["labels", "--sheet", "avery-l7651", "--code", "none", "-o", lib.folder.appendingPathComponent("l.pdf").path])
        #expect(r.status == 0 && r.stderr.contains("Wrote 1,000 labels on 16 pages"), "\(r.stderr)")
    }

    /// `find` searches the pieces' search text when the query is no code and no number
    /// (#29): every word, any order, case and accents ignored; sensitive fields only when
    /// asked.
    @Test func findSearchesThePiecesText() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("w.csv", "Title,Brand,Serial number\nSpeedmaster Professional,Omega,SN-98765\nHirtenbüste Uhr,Bern,\n")
        #expect(try lib.importFile(csv, ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let found = try lib.run(["find", "omega SPEED"])
        #expect(found.status == 0 && found.stdout.contains("K-0001  Speedmaster Professional  (Watches)"), "\(found.stdout)\(found.stderr)")
        #expect(!found.stdout.contains("K-0002"))
        let accents = try lib.run(["find", "HIRTENBUSTE", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(accents.stdout.utf8)) as? [String: Any])
        #expect((json["matches"] as? [[String: Any]])?.compactMap { $0["number"] as? String } == ["K-0002"], "\(json)")
        let hidden = try lib.run(["find", "sn 98765"])
        #expect(hidden.status == 1 && hidden.stdout.contains("no piece's text holds these words"), "\(hidden.stdout)")
        let sensitive = try lib.run(["find", "sn 98765", "--include-sensitive"])
        #expect(sensitive.status == 0 && sensitive.stdout.contains("K-0001"), "\(sensitive.stdout)")
    }

    /// `find --where` (#29): the export's conditions over every piece, with or without text;
    /// an unknown field is wrong usage naming it, nothing found exits 1.
    @Test func findTakesTheExportsConditions() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("w.csv", "Title,Brand,Estimated value,Purchase date\nSpeedmaster,Omega,CHF 6200,2013-05-18\n"
                                + "Seamaster,Omega,CHF 3500,2021-02-01\nSubmariner,Rolex,EUR 13500,2021-09-02\n")
        #expect(try lib.importFile(csv, ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        func numbers(_ arguments: [String]) throws -> [String] {
            let r = try lib.run(["find"] + arguments + ["--json"])
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stderr)")
            return (json["matches"] as? [[String: Any]] ?? []).compactMap { $0["number"] as? String }
        }
        #expect(try numbers(["--where", "estimated_value>CHF 5000"]) == ["K-0001"], "amounts compare within their currency")
        #expect(try numbers(["--where", "estimated_value>=EUR 13500"]) == ["K-0003"])
        #expect(try numbers(["omega", "--where", "purchase_date>2020-01-01"]) == ["K-0002"])
        #expect(try numbers(["--where", "brand~OME", "--where", "estimated_value<CHF 4000"]) == ["K-0002"])
        let text = try lib.run(["find", "--where", "brand=Rolex"])
        #expect(text.status == 0 && text.stdout.contains("K-0003  Submariner  (Watches)"), "\(text.stdout)")
        let none = try lib.run(["find", "--where", "estimated_value>CHF 99999"])
        #expect(none.status == 1 && none.stdout.contains("no piece"), "\(none.stdout)")
        let unknown = try lib.run(["find", "--where", "bogus=1"])
        #expect(unknown.status == 64 && unknown.stderr.contains("unknown field or column 'bogus'"), "\(unknown.stderr)")
    }
}
