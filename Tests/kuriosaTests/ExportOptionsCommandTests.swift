import Foundation
import KuriosaTestSupport
import Testing

/// `kuriosa export`'s options beyond the template (docs/export-templates.md#command-line), run
/// as the real binary on a copy of the sample library: the format follows `-o`, selection and
/// order without a template, paper, CSV for spreadsheet programs (and that it imports back),
/// unknown locales and languages, own templates by name. Every wrong call is exit code 64 with
/// a message naming the mistake, and writes nothing.
@Suite struct ExportOptionsCommandTests {
    typealias SampleCopy = ExportCommandTests.SampleCopy

    /// The first cell of every data row of a comma CSV on standard output (the titles of
    /// `spreadsheet`).
    /// The second cell of each row: the spreadsheet template's title, after its `No.`.
    static func titles(_ r: TestProcess.Result) -> [String] {
        r.stdout.components(separatedBy: "\r\n").dropFirst().filter { !$0.isEmpty }.map { $0.drop { $0 != "," }.dropFirst() }.map {
            $0.hasPrefix("\"") ? String($0.dropFirst().prefix { $0 != "\"" }) : String($0.prefix { $0 != "," })
        }
    }

    static func pageSize(_ pdf: URL) throws -> String {
        let info = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["pdfinfo", pdf.path]).stdout
        let line = info.split(separator: "\n").first { $0.hasPrefix("Page size:") } ?? ""
        return line.dropFirst("Page size:".count).trimmingCharacters(in: .whitespaces)
            .components(separatedBy: " pts").first ?? ""
    }

    @Test func helpListsEveryOption() throws {
        let r = try TestProcess.kuriosa(["export", "--help"])
        #expect(r.status == 0)
        for option in ["--template", "--format", "--output", "--language", "--locale", "--units", "--include-sensitive", "--owner",
                       "--date", "--json", "--collection", "--tag", "--place", "--status", "--kind", "--where", "--sort",
                       "--paper", "--landscape", "--portrait", "--bom", "--delimiter", "--decimal-mark", "Exit codes: 0"] {
            #expect(r.stdout.contains(option), "--help names \(option)")
        }
    }

    // MARK: Format

    @Test func formatFollowsTheFileName() throws {
        let sample = try SampleCopy()
        let html = sample.folder.appendingPathComponent("report.html")
        let r = try sample.export(["--template", "insurance", "-o", html.path, "--json"])
        #expect(r.status == 0 && r.stdout.contains("\"format\" : \"html\""), "\(r.stdout)\(r.stderr)")
        #expect(String(decoding: try Data(contentsOf: html).prefix(15), as: UTF8.self).lowercased() == "<!doctype html>",
                "the insurance template's first format is pdf, but report.html asks for HTML")
        let htm = sample.folder.appendingPathComponent("LIST.HTM")
        #expect(try sample.export(["--template", "inventory", "-o", htm.path]).status == 0)
        #expect(String(decoding: try Data(contentsOf: htm).prefix(15), as: UTF8.self).lowercased() == "<!doctype html>")
        let csv = sample.folder.appendingPathComponent("list.csv")
        #expect(try sample.export(["--template", "inventory", "-o", csv.path]).status == 0)
        #expect(try String(contentsOf: csv, encoding: .utf8).hasPrefix("No.,"))
        // No known extension, or standard output: the template's first format.
        let other = sample.folder.appendingPathComponent("list.txt")
        #expect(try sample.export(["--template", "inventory", "-o", other.path]).status == 0)
        #expect(try Data(contentsOf: other).starts(with: Array("%PDF-".utf8)))
        let out = try sample.export(["--template", "spreadsheet", "-o", "-"])
        #expect(out.status == 0 && out.stdout.hasPrefix("No.,Title,Collection,"), "\(out.stderr)")
    }

    /// Wrong usage: the exit code, a message naming both sides, and no file.
    @Test(arguments: [
        (["--template", "insurance"], "report.csv", "export template builtin.insurance is made for pdf, html, not csv"),
        (["--template", "inventory", "--format", "pdf"], "report.html", "report.html names HTML but --format is pdf"),
        (["--template", "spreadsheet", "--format", "csv"], "report.PDF", "report.PDF names PDF but --format is csv"),
        (["--template", "inventory", "--locale", "xx-YY"], "a.pdf", "unknown locale 'xx-YY' (known: en-US, en-GB, de-CH"),
        (["--template", "inventory", "--locale", "es-US"], "a.pdf", "unknown locale 'es-US'"),
        (["--template", "inventory", "--language", "tr"], "a.pdf", "--language takes one of en, de, fr, it, es, not 'tr'"),
        (["--template", "spreadsheet", "--where", "brnd=Omega"], "a.csv", "unknown field or column 'brnd'"),
        (["--template", "spreadsheet", "--where", "Omega"], "a.csv", "--where takes FIELD=VALUE (or !=, <, <=, >, >=, ~), not 'Omega'"),
        (["--template", "spreadsheet", "--sort", "colour:desc"], "a.csv", "--sort: unknown field or column 'colour'"),
        (["--template", "spreadsheet", "--status", "sld"], "a.csv", "unknown status 'sld' (in_collection"),
        (["--template", "spreadsheet", "--kind", "wishes"], "a.csv", "unknown kind 'wishes'"),
        (["--template", "spreadsheet", "--tag", "Investmnt"], "a.csv", "no tag has the ID or name 'Investmnt'"),
        (["--template", "spreadsheet", "--place", "Attic"], "a.csv", "no place has the ID or name 'Attic'"),
        (["--template", "inventory", "--paper", "a3"], "a.pdf", "--paper takes one of a4, letter, legal, a5, not 'a3'"),
        (["--template", "inventory", "--landscape", "--portrait"], "a.pdf", "give either --landscape or --portrait, not both"),
        (["--template", "inventory", "--delimiter", ";"], "a.pdf", "--delimiter is for CSV, not pdf"),
        (["--template", "inventory", "--delimiter", "|"], "a.csv", "--delimiter takes one of ,, ;, tab, not '|'"),
    ] as [([String], String, String)])
    func wrongUsage(arguments: [String], file: String, message: String) throws {
        let sample = try SampleCopy()
        let before = try sample.files()
        let output = sample.folder.appendingPathComponent(file)
        let r = try sample.export(arguments + ["-o", output.path])
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.contains(message), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
        #expect(try sample.files() == before)
    }

    @Test func knownLocalesInAnySpelling() throws {
        let sample = try SampleCopy()
        for locale in ["de_ch", "DE-CH", "fr", "it-CH"] {
            let r = try sample.export(["--template", "spreadsheet", "-o", "-", "--locale", locale])
            #expect(r.status == 0, "\(locale): \(r.stderr)")
        }
    }

    // MARK: Selection and order

    @Test(arguments: [
        (["--tag", "diver"], ["Submariner Date", "Black Bay 58"]),
        (["--tag", "Gold", "--tag", "DIVER"], ["Submariner Date", "Black Bay 58", "Vreneli 20 Franken"]),
        (["--place", "Bedroom"], ["Black Bay 58", "Seiko 5 SNK809", "Brown calf leather strap", "Olive NATO strap"]),
        (["--where", "place=home › bedroom"], ["Black Bay 58", "Seiko 5 SNK809", "Brown calf leather strap", "Olive NATO strap"]),
        (["--where", "condition=Mint"], ["Submariner Date", "Brown calf leather strap", "2 Euro Gedenkmünze"]),
        (["--where", "condition=very_good"], ["Speedmaster Professional", "Olive NATO strap", "Vreneli 20 Franken"]),
        (["--where", "brand=OMEGA"], ["Speedmaster Professional"]),
        (["--where", "metal=silver"], ["Maria-Theresien-Taler", "5 Franken Schützentaler 1865"]),
        (["--where", "weight=6,45"], ["Vreneli 20 Franken"]),
        (["--where", "weight=6.45 g"], ["Vreneli 20 Franken"]),
        (["--tag", "diver", "--where", "brand=tudor"], ["Black Bay 58"]),
        (["--where", "brand=Omega", "--where", "condition=mint"], []),
        (["--kind", "wish"], ["Grand Seiko SBGA211 Snowflake"]),
        (["--status", "sold"], []),
        (["--collection", "Watches", "--where", "collection=Watches", "--sort", "estimated_value:desc"],
         ["Seiko 5 SNK809", "Submariner Date", "Speedmaster Professional", "Black Bay 58", "Pocket watch (grandfather's)"]),
        (["--collection", "Coins", "--sort", "field:year"],
         ["Maria-Theresien-Taler", "5 Franken Schützentaler 1865", "Vreneli 20 Franken", "2 Euro Gedenkmünze"]),
        // Choices sort by option ID (gold, silver); the 2 Euro coin has no metal: empty values last.
        (["--collection", "Coins", "--sort", "metal", "--sort", "title:desc"],
         ["Vreneli 20 Franken", "Maria-Theresien-Taler", "5 Franken Schützentaler 1865", "2 Euro Gedenkmünze"]),
    ] as [([String], [String])])
    func selectionAndOrder(arguments: [String], titles: [String]) throws {
        let sample = try SampleCopy()
        let r = try sample.export(["--template", "spreadsheet", "-o", "-"] + arguments)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(Self.titles(r) == titles, "\(arguments)")
    }

    // MARK: Paper

    @Test func paperFollowsTheLocaleAndTheOptions() throws {
        let sample = try SampleCopy()
        let inventory = try String(contentsOf: Fixtures.root.appendingPathComponent("ExportTemplates/inventory.json"), encoding: .utf8)
        let own = sample.folder.appendingPathComponent("own.json")
        try Data(inventory.replacingOccurrences(of: "\"builtin.inventory\"", with: "\"custom.own-a4\"").utf8).write(to: own)
        let cases: [([String], String)] = [
            (["--template", "inventory"], "792 x 612"),                                    // en → en-US: Letter, landscape as the template says
            (["--template", "inventory", "--locale", "de-CH"], "841.89 x 595.28"),        // A4
            (["--template", "inventory", "--language", "de"], "841.89 x 595.28"),         // de → de-DE
            (["--template", "insurance", "--locale", "en-GB"], "595.28 x 841.89"),        // A4 portrait
            (["--template", "inventory", "--paper", "legal", "--portrait"], "612 x 1008"),
            (["--template", "wishlist", "--paper", "a5", "--landscape"], "595.28 x 419.53"),
            (["--template", own.path], "841.89 x 595.28"),                                // an own template keeps its A4
            (["--template", own.path, "--paper", "letter"], "792 x 612"),
        ]
        for (arguments, size) in cases {
            let pdf = sample.folder.appendingPathComponent("paper.pdf")
            let r = try sample.export(arguments + ["-o", pdf.path])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(try Self.pageSize(pdf) == size, "\(arguments)")
        }
        let html = try sample.export(["--template", "inventory", "--format", "html", "-o", "-"])
        #expect(html.stdout.contains("@page { size: letter landscape;"), "\(html.stdout.prefix(400))")
        let a5 = try sample.export(["--template", "insurance", "--format", "html", "-o", "-", "--paper", "a5", "--locale", "de-CH"])
        #expect(a5.stdout.contains("@page { size: A5 portrait;"))
    }

    // MARK: --where with comparisons (#29)

    /// `--where` takes `=`, `!=`, `<`, `<=`, `>`, `>=` and `~`: amounts of one currency, days,
    /// numbers and text; the documented `estimated_value=CHF 6,200.00` matches (the formatted
    /// amount's no-break space is a space). Labels select the same pieces.
    @Test func whereComparesAmountsDaysNumbersAndText() throws {
        let sample = try SampleCopy()
        func numbers(_ condition: String) throws -> [String] {
            let r = try sample.export(["--template", "spreadsheet", "-o", "-", "--where", condition])
            #expect(r.status == 0, "\(condition): \(r.stderr)")
            return CSVText.records(r.stdout).dropFirst().compactMap(\.first)
        }
        #expect(try numbers("estimated_value=CHF 6,200.00") == ["K-0001"])
        #expect(try numbers("estimated_value>10000") == ["K-0002"])
        #expect(try numbers("estimated_value>=CHF 3000") == ["K-0001", "K-0002", "K-0003"])
        #expect(try numbers("estimated_value<CHF 3000") == ["K-0004", "K-0008", "K-0011"], "CHF amounts only, not EUR 45 or USD 120")
        #expect(try numbers("title~sub") == ["K-0002"])
        #expect(try numbers("purchase_date<2019-01-01") == ["K-0001", "K-0005"])
        #expect(!(try numbers("brand!=Omega")).contains("K-0001"))
        let noAmount = try sample.export(["--template", "spreadsheet", "-o", "-", "--where", "estimated_value>CHF 2500,50"])
        #expect(noAmount.status == 64 && noAmount.stderr.contains("'CHF 2500,50' is no amount"), "\(noAmount.stderr)")
        let refused = try sample.export(["--template", "spreadsheet", "-o", "-", "--where", "estimated_value"])
        #expect(refused.status == 64 && refused.stderr.contains("--where takes FIELD=VALUE (or !=, <, <=, >, >=, ~)"), "\(refused.stderr)")
        let labels = try sample.run(["labels", sample.library.path, "--where", "estimated_value>=CHF 3000", "--dry-run", "--json",
                                     "-o", sample.folder.appendingPathComponent("l.pdf").path])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(labels.stdout.utf8)) as? [String: Any])
        #expect((json["items"] as? [[String: Any]])?.compactMap { $0["number"] as? String } == ["K-0001", "K-0002", "K-0003"], "\(labels.stderr)")
    }

    // MARK: CSV for spreadsheet programs

    @Test func csvForSpreadsheetProgramsInTheLocale() throws {
        let sample = try SampleCopy()
        let base = ["--template", "spreadsheet", "--collection", "Coins", "-o", "-"]
        let de = try sample.export(base + ["--locale", "de-DE"]).stdout
        #expect(de.hasPrefix("No.;Title;Collection;Country;Denomination;Year;"), "\(de.prefix(80))")
        #expect(de.contains(";Gold;0,9;6,45 g;21 mm;") && de.contains(";EUR 412,50;EUR 137,50;;CHF 1680,00;"), "\(de)")
        #expect(de.contains("Tresor › Münzen;\"Gold, Schweiz\"") || de.contains("Tresor › Münzen;Gold, Schweiz"), "text keeps its commas")
        // Swiss Excel opens a CSV by ';' (the list separator of de-CH, it-CH, de-LI), though
        // Swiss numbers have decimal points.
        for locale in ["de-CH", "it-CH", "de-LI"] {
            let swiss = try sample.export(base + ["--locale", locale]).stdout
            #expect(swiss.hasPrefix("No.;Title;Collection;Country;"), "\(locale): \(swiss.prefix(80))")
            #expect(swiss.contains(";0.9;6.45 g;21 mm;"), "\(locale) writes points: \(swiss.prefix(300))")
        }
        let standard = try sample.export(base).stdout
        let plain = try sample.export(base + ["--locale", "fr-FR", "--delimiter", ",", "--decimal-mark", "."]).stdout
        #expect(plain == standard, "the options give back the standard CSV")
        let swissCommas = try sample.export(base + ["--locale", "de-CH", "--delimiter", ","]).stdout
        #expect(swissCommas.hasPrefix("No.,Title,Collection,Country,") && swissCommas.contains(",0.9,6.45 g,21 mm,"), "--delimiter overrides")
        let tab = try sample.export(base + ["--delimiter", "tab", "--decimal-mark", ","]).stdout
        #expect(tab.hasPrefix("No.\tTitle\tCollection\tCountry\t") && tab.contains("\t0,9\t6,45 g\t"), "\(tab.prefix(200))")
        let commas = try sample.export(base + ["--decimal-mark", ","]).stdout
        #expect(commas.contains(",\"0,9\",\"6,45 g\","), "a decimal comma in a comma file is quoted: \(commas.prefix(300))")
        let language = try sample.export(base + ["--language", "de"]).stdout
        #expect(language.hasPrefix("Nr.,Titel,Sammlung,"), "only an explicit --locale changes the CSV's style")
    }

    /// A de-DE CSV (`;`, decimal commas) and a de-CH one (`;`, decimal points) import back into a new library with `kuriosa import`
    /// (the importer detects the delimiter and votes on the decimal mark; no `sep=` line is
    /// needed), and every value comes back: the standard CSV of both collections is the same
    /// but for the inventory numbers. The `No.` column is mapped away: those numbers are the
    /// sample's pieces, which the new library does not have (`unknown_number`).
    @Test(arguments: ["de-DE", "de-CH"])
    func germanCSVImportsBack(_ locale: String) throws {
        let sample = try SampleCopy()
        let csv = sample.folder.appendingPathComponent("coins-de.csv")
        let export = try sample.export(["--template", "spreadsheet", "--collection", "Coins", "--locale", locale, "-o", csv.path])
        #expect(export.status == 0, "\(export.stderr)")
        let target = sample.folder.appendingPathComponent("New Library")
        let key = sample.folder.appendingPathComponent("new.key")
        let initialize = try sample.run(["init", target.path, "--recovery-key-out", key.path, "--json"])
        #expect(initialize.status == 0, "\(initialize.stderr)")
        let mapping = sample.folder.appendingPathComponent("mapping.json")
        try Data(#"{"columns": {"No.": null}}"#.utf8).write(to: mapping)
        let imported = try TestProcess.kuriosa(
            ["import", target.path, csv.path, "--new-collection", "Coins", "--template", "builtin.coin", "--recovery-key-file", key.path,
             "--mapping", mapping.path, "--json"],
            environment: ["KURIOSA_CONFIG_DIR": sample.folder.appendingPathComponent("config").path])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(imported.stdout.utf8)) as? [String: Any])
        let detected = try #require(report["detected"] as? [String: Any])
        #expect(detected["delimiter"] as? String == ";" && detected["decimalMark"] as? String == (locale == "de-DE" ? "," : "."), "\(detected)")
        // The one warning names the column the mapping leaves out; every cell fits its field.
        let warnings = try #require(report["warnings"] as? [[String: Any]])
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?["reason"] as? String == "left_out" && warnings.first?["column"] as? String == "No.", "\(warnings)")
        #expect(warnings.first?["detail"] as? String == "left out by the mapping", "\(warnings)")
        #expect((report["kept"] as? [Any])?.isEmpty == true, "\(report["kept"] ?? "")")

        let original = try sample.export(["--template", "spreadsheet", "--collection", "Coins", "-o", "-"])
        let back = try TestProcess.kuriosa(["export", target.path, "--recovery-key-file", key.path, "--template", "spreadsheet", "-o", "-"])
        #expect(back.status == 0, "\(back.stderr)")
        func withoutNumbers(_ text: String) -> String {
            CSVText.withoutStamps(text).components(separatedBy: "\r\n").map { String($0.drop { $0 != "," }) }.joined(separator: "\r\n")
        }
        #expect(withoutNumbers(back.stdout) == withoutNumbers(original.stdout), "values after the round trip:\n\(back.stdout)\nbefore:\n\(original.stdout)")
        #expect(original.stdout.contains("6.45 g") && original.stdout.contains("EUR 412.50"))
    }

    // MARK: Own templates by name

    @Test func ownTemplateByName() throws {
        let sample = try SampleCopy()
        let inventory = try String(contentsOf: Fixtures.root.appendingPathComponent("ExportTemplates/inventory.json"), encoding: .utf8)
        func add(_ id: String, name: String) throws {
            let file = sample.folder.appendingPathComponent("\(id).json")
            let text = inventory.replacingOccurrences(of: "\"builtin.inventory\"", with: "\"\(id)\"")
                .replacingOccurrences(of: "\"en\": \"Inventory\"", with: "\"en\": \"\(name)\"")
            try Data(text.utf8).write(to: file)
            let r = try sample.run(["export-templates", sample.library.path, "add", file.path])
            #expect(r.status == 0, "\(r.stderr)")
        }
        try add("custom.safe", name: "In the safe")
        let byName = try sample.export(["--template", "in the SAFE", "--format", "csv", "-o", "-"])
        #expect(byName.status == 0 && byName.stdout.hasPrefix("No.,"), "\(byName.stderr)")
        let german = try sample.export(["--template", "Inventar", "--format", "csv", "-o", "-"])
        #expect(german.status == 0, "its name in another language (the copy keeps \"de\": \"Inventar\"): \(german.stderr)")
        let show = try sample.run(["export-templates", sample.library.path, "show", "In the safe"])
        #expect(show.status == 0 && show.stdout.contains("custom.safe"), "\(show.stderr)")

        try add("custom.safe-2", name: "In the safe")
        let ambiguous = try sample.export(["--template", "In the safe", "--format", "csv", "-o", "-"])
        #expect(ambiguous.status == 64, "\(ambiguous.stderr)")
        #expect(ambiguous.stderr.contains("custom.safe, custom.safe-2"), "\(ambiguous.stderr)")
        let byID = try sample.export(["--template", "custom.safe-2", "--format", "csv", "-o", "-"])
        #expect(byID.status == 0, "an ID still names one: \(byID.stderr)")
    }
}
