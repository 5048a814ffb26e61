import Foundation
import KuriosaTestSupport
import Testing

/// `kuriosa export` and `kuriosa export-templates` run as the real binary on a copy of the
/// sample library (photos, a sensitive serial number, a wish): every built-in in every
/// format it is made for, standard output, errors with their exit codes, and a library
/// that an export never changes.
@Suite struct ExportCommandTests {
    /// A copy of the sample library, the environment that unlocks it, and a folder for output.
    final class SampleCopy {
        let folder: URL
        let library: URL
        let environment: [String: String]

        init() throws {
            folder = try TestFolder.make()
            let samples = Fixtures.root.appendingPathComponent("Samples")
            library = folder.appendingPathComponent("Sample Library")
            try FileManager.default.copyItem(at: samples.appendingPathComponent("Sample Library"), to: library)
            let key = try String(contentsOf: samples.appendingPathComponent("SAMPLE-RECOVERY-KEY.txt"), encoding: .utf8)
            environment = ["KURIOSA_RECOVERY_KEY": key.trimmingCharacters(in: .whitespacesAndNewlines),
                           "KURIOSA_CONFIG_DIR": folder.appendingPathComponent("config").path]
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func run(_ arguments: [String]) throws -> TestProcess.Result {
            try TestProcess.kuriosa(arguments, environment: environment)
        }

        func export(_ arguments: [String]) throws -> TestProcess.Result {
            try run(["export", library.path] + arguments)
        }

        /// Every file of the library package by relative path.
        func files() throws -> [String: Data] {
            var out: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(at: library, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = enumerator?.nextObject() as? URL {
                guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
                out[String(url.path.dropFirst(library.path.count))] = try Data(contentsOf: url)
            }
            return out
        }
    }

    static let builtinFormats: [(String, String)] = [
        ("spreadsheet", "csv"), ("spreadsheet", "html"), ("spreadsheet", "xlsx"),
        ("inventory", "pdf"), ("inventory", "html"), ("inventory", "csv"), ("inventory", "xlsx"),
        ("insurance", "pdf"), ("insurance", "html"),
        ("wishlist", "pdf"), ("wishlist", "html"), ("wishlist", "csv"),
    ]

    @Test(arguments: builtinFormats)
    func everyBuiltinInEveryFormat(template: String, format: String) throws {
        let sample = try SampleCopy()
        let before = try sample.files()
        let output = sample.folder.appendingPathComponent("\(template).\(format)")
        let r = try sample.export(["--template", template, "--format", format, "-o", output.path, "--json", "--owner", "Sample Collector"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(json["format"] as? String == format && json["template"] as? String == "builtin.\(template)")
        #expect(json["pieces"] as? Int == (template == "wishlist" ? 1 : 15), "\(json)")
        let data = try Data(contentsOf: output)
        switch format {
        case "pdf":
            #expect(data.starts(with: Array("%PDF-".utf8)))
            let check = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["qpdf", "--check", output.path])
            #expect(check.status == 0, "\(check.stdout)")
        case "html":
            #expect(String(decoding: data.prefix(15), as: UTF8.self).lowercased() == "<!doctype html>")
        case "xlsx":
            #expect(data.starts(with: [0x50, 0x4B, 0x03, 0x04]), "an XLSX is a ZIP archive")
        default:
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.hasPrefix(template == "wishlist" ? "Priority," : template == "inventory" || template == "spreadsheet" ? "No.," : "Title,"), "\(text.prefix(80))")
            #expect(text.hasSuffix("\r\n"))
        }
        #expect(try sample.files() == before, "an export leaves the library as it was")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: sample.folder.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "\(leftovers)")
    }

    @Test(arguments: ["csv", "html"])
    func standardOutput(format: String) throws {
        let sample = try SampleCopy()
        let r = try sample.export(["--template", "spreadsheet", "--format", format, "-o", "-"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("Speedmaster Professional"))
        #expect(r.stderr.isEmpty, "nothing but the file on standard output, and no note: \(r.stderr)")
    }

    /// One key, two meanings: the wine's `color` ("Type") and the strap's `color` ("Color") get
    /// a column each, headed with the template's name where another template has a field of
    /// that name (the coins' "Type"), so that the import reads each back
    /// (docs/import.md#headers-of-several-templates).
    @Test func sharedKeysWithOtherMeaningsGetAColumnEach() throws {
        let sample = try SampleCopy()
        let r = try sample.export(["--template", "spreadsheet", "--format", "csv", "-o", "-"])
        let header = r.stdout.split(separator: "\r\n", maxSplits: 1).first.map(String.init) ?? ""
        let cells = header.split(separator: ",").map(String.init)
        #expect(cells.contains("Color (Straps)") && cells.contains("Type (Wine)") && cells.contains("Type (Coins)"), "\(header)")
        #expect(cells.contains("Year of production (Watches)") && cells.contains("Year (Coins)"), "\(header)")
        #expect(!header.contains(" / "), "no joined headers")
        #expect(cells.contains("Brand") && !header.contains("Brand ("), "the same meaning keeps one plain column")
    }

    /// A filter that leaves pieces of one collection heads the file with that collection's
    /// fields only (the sample's one wish is a watch): no straps', coins' or wine's columns
    /// that the import back would report as unknown. A named collection keeps its fields.
    @Test func filteredExportsHaveTheColumnsOfTheirPieces() throws {
        let sample = try SampleCopy()
        func header(_ arguments: [String]) throws -> [String] {
            let r = try sample.export(["--template", "spreadsheet", "--format", "csv", "-o", "-"] + arguments)
            #expect(r.status == 0, "\(r.stderr)")
            return (r.stdout.split(separator: "\r\n", maxSplits: 1).first.map(String.init) ?? "").split(separator: ",").map(String.init)
        }
        let wishes = try header(["--kind", "wish"])
        #expect(wishes.contains("Brand") && wishes.contains("Year of production"), "\(wishes)")
        #expect(!wishes.contains("Denomination") && !wishes.contains("Clasp") && !wishes.contains("Vintage"), "\(wishes)")
        let coins = try header(["--collection", "Coins"])
        #expect(coins.contains("Denomination") && !coins.contains("Brand"), "\(coins)")
    }

    /// Errors: the exit code, a message naming what is wrong, no output file, and the
    /// library unchanged.
    @Test(arguments: [
        (["--template", "nonesuch", "--format", "pdf"], 64, "nonesuch"),
        (["--template", "@bad", "--format", "pdf"], 2, "bad-template.json"),
        (["--template", "spreadsheet", "--format", "pdf"], 64, "not pdf"),
        (["--template", "inventory", "--format", "docx"], 64, "docx"),
        (["--format", "pdf"], 64, "--template"),
        (["--template", "inventory", "--format", "pdf", "--date", "2026-02-30"], 64, "--date"),
        (["--template", "inventory", "--format", "pdf", "--collection", "Stamps"], 2, "Stamps"),
    ] as [([String], Int32, String)])
    func errors(arguments: [String], status: Int32, message: String) throws {
        let sample = try SampleCopy()
        let bad = sample.folder.appendingPathComponent("bad-template.json")
        try Data(#"{"id": "custom.bad", "version": 1, "name": {"en": "Bad"}, "formats": ["pdf"], "columns": [{"standard": "colour"}]}"#.utf8).write(to: bad)
        let before = try sample.files()
        let output = sample.folder.appendingPathComponent("out.pdf")
        let r = try sample.export(arguments.map { $0 == "@bad" ? bad.path : $0 } + ["-o", output.path])
        #expect(r.status == status, "\(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try sample.files() == before)
    }

    @Test func pdfNeverGoesToStandardOutput() throws {
        let sample = try SampleCopy()
        let r = try sample.export(["--template", "insurance", "--format", "pdf", "-o", "-"])
        #expect(r.status == 64 && r.stdout.isEmpty, "\(r.stderr)")
    }

    /// Sensitive fields (the watches' serial numbers) only with --include-sensitive, and the
    /// report then says so on its first page.
    @Test func includeSensitive() throws {
        let sample = try SampleCopy()
        for sensitive in [false, true] {
            let pdf = sample.folder.appendingPathComponent("insurance-\(sensitive).pdf")
            let r = try sample.export(["--template", "insurance", "--format", "pdf", "-o", pdf.path] + (sensitive ? ["--include-sensitive"] : []))
            #expect(r.status == 0, "\(r.stderr)")
            let first = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["pdftotext", "-f", "1", "-l", "1", pdf.path, "-"]).stdout
            let all = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["pdftotext", pdf.path, "-"]).stdout
            #expect(first.contains("This report includes sensitive fields.") == sensitive, "\(first)")
            #expect(all.contains("81234567") == sensitive, "the Speedmaster's serial number")
            let csv = try sample.export(["--template", "spreadsheet", "--format", "csv", "-o", "-"] + (sensitive ? ["--include-sensitive"] : []))
            #expect(csv.stdout.contains("Serial number") == sensitive)
        }
    }

    /// Own export templates: add, list (by creation), show, export with one, remove.
    @Test func exportTemplatesListShowAddRemove() throws {
        let sample = try SampleCopy()
        let list = try sample.run(["export-templates", sample.library.path, "list", "--json"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.components(separatedBy: "\"builtin\" : true").count - 1 == 4, "\(list.stdout)")

        let inventory = try String(contentsOf: Fixtures.root.appendingPathComponent("ExportTemplates/inventory.json"), encoding: .utf8)
        let own = sample.folder.appendingPathComponent("mine.json")
        try Data(inventory.replacingOccurrences(of: "\"builtin.inventory\"", with: "\"custom.safe-list\"").utf8).write(to: own)
        let add = try sample.run(["export-templates", sample.library.path, "add", own.path])
        #expect(add.status == 0, "\(add.stderr)")
        let listed = try sample.run(["export-templates", sample.library.path, "list", "--json"])
        #expect(listed.stdout.contains("custom.safe-list") && listed.stdout.contains("\"builtin\" : false"), "\(listed.stdout)")
        let show = try sample.run(["export-templates", sample.library.path, "show", "custom.safe-list"])
        #expect(show.status == 0 && show.stdout.contains("custom.safe-list"), "\(show.stderr)")
        let csv = try sample.export(["--template", "custom.safe-list", "--format", "csv", "-o", "-"])
        #expect(csv.status == 0 && csv.stdout.contains("Vreneli"), "\(csv.stderr)")

        let builtin = try sample.run(["export-templates", sample.library.path, "add",
                                      Fixtures.root.appendingPathComponent("ExportTemplates/wishlist.json").path])
        #expect(builtin.status == 64, "a built-in id cannot be added: \(builtin.stderr)")
        let remove = try sample.run(["export-templates", sample.library.path, "remove", "custom.safe-list"])
        #expect(remove.status == 0, "\(remove.stderr)")
        let again = try sample.run(["export-templates", sample.library.path, "remove", "custom.safe-list"])
        #expect(again.status == 2 && again.stderr.contains("custom.safe-list"), "\(again.stderr)")
        let gone = try sample.export(["--template", "custom.safe-list", "--format", "csv", "-o", "-"])
        #expect(gone.status == 64, "\(gone.stderr)")
        let builtinRemove = try sample.run(["export-templates", sample.library.path, "remove", "builtin.inventory"])
        #expect(builtinRemove.status == 2, "\(builtinRemove.stderr)")
    }
}
