import Foundation
import KuriosaTestSupport
import Testing

/// Messages (docs/import.md#the-summary-without---json): what `kuriosa import` says, through
/// the real command. Each message says a thing once, names the option that settles it, and
/// names columns as a spreadsheet shows them.
@Suite("kuriosa import: messages", .serialized)
struct ImportMessageTests {

    static func occurrences(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func noMessageRepeatsItsPrefix() throws {
        let lib = try CLILibrary()
        let seed = try lib.write("seed.csv", "Title,Brand\nSpeedmaster,Omega\n")
        #expect(try lib.importFile(seed, ImportCommandTests.newWatches).status == 0)
        let empty = try lib.importFile(try lib.write("empty.csv", ""), ImportCommandTests.watches)
        #expect(empty.status == 2)
        #expect(Self.occurrences("empty_file", in: empty.stderr) == 1, "\(empty.stderr)")
        let mixed = try lib.write("mixed.csv", "Title,Brand,Year of production\nA,Tudor,1960\nB,Rolex,soon\n")
        let strict = try lib.importFile(mixed, ImportCommandTests.watches + ["--strict"])
        #expect(strict.status == 2)
        #expect(Self.occurrences("othing was imported", in: strict.stderr) == 1, "\(strict.stderr)")
    }

    @Test func aMissingFileSaysSoInWords() throws {
        let lib = try CLILibrary()
        let result = try lib.importFile(lib.folder.appendingPathComponent("nothing.csv").path, ImportCommandTests.newWatches)
        #expect(result.status == 2)
        #expect(result.stderr.contains("No such file or directory") && !result.stderr.contains("errno"), "\(result.stderr)")
        // The same words for a mapping or template file that is not there.
        let csv = try lib.write("a.csv", "Title,Brand\nA,Omega\n")
        let nowhere = lib.folder.appendingPathComponent("nowhere.json").path
        for arguments in [ImportCommandTests.newWatches + ["--mapping", nowhere], ["--new-collection", "W", "--template", nowhere]] {
            let missing = try lib.importFile(csv, arguments)
            #expect(missing.status == 2)
            #expect(missing.stderr.contains("No such file or directory") && !missing.stderr.contains("could not be completed"),
                    "\(missing.stderr)")
        }
    }

    @Test func aRowWithMoreCellsThanTheHeaderSaysSoWithTheCounts() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("shifted.csv", "Title,Brand,Year of production\nA,Omega,1969\nB,Omega,Speedmaster Pro,1969\n")
        let (status, json) = try lib.importJSON(csv, ImportCommandTests.newWatches)
        #expect(status == 3)
        let errors = try #require(json["errors"] as? [[String: Any]])
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?["reason"] as? String == "extra_cells" && errors.first?["row"] as? Int == 3)
        let detail = try #require(errors.first?["detail"] as? String)
        #expect(detail.contains("4 cells") && detail.contains("header 3"), "\(detail)")
        let text = try lib.importFile(csv, ImportCommandTests.watches)
        #expect(text.stderr.contains("column D (4)") && text.stderr.contains("4 cells"), "\(text.stderr)")
    }

    @Test func columnsAreNamedAsASpreadsheetShowsThem() throws {
        let lib = try CLILibrary()
        let header = "Title,Brand," + (3...12).map { "Extra \($0)" }.joined(separator: ",") + ",Year of production"
        let row = "A,Omega," + String(repeating: ",", count: 9) + ",soon"
        let result = try lib.importFile(try lib.write("wide.csv", header + "\n" + row + "\n"), ImportCommandTests.newWatches)
        #expect(result.status == 3)
        #expect(result.stderr.contains("column M (13) \"Year of production\""), "\(result.stderr)")
        #expect(result.stderr.contains("column C (3) \"Extra 3\": unknown_column"), "\(result.stderr)")
    }

    @Test func anAmbiguousDateNamesDateOrder() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("dates.csv", "Title,Brand,Purchase date\nA,Omega,01/04/2023\n")
        let result = try lib.importFile(csv, ImportCommandTests.newWatches)
        #expect(result.status == 3)
        #expect(result.stderr.contains("ambiguous_date") && result.stderr.contains("--date-order"), "\(result.stderr)")
    }

    @Test func headersAPresetKnowsSuggestThePreset() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("vivino.csv", "Winery,Wine name,Vintage,Region,Country,Your rating\nConterno,Barolo,2016,Piemonte,Italy,5\n")
        let result = try lib.importFile(csv, ["--new-collection", "Wein", "--template", "builtin.wine"])
        #expect(result.stderr.contains("--preset vivino"), "\(result.stderr)")
        let discogs = try lib.write("discogs.csv", "Catalog#,Artist,Title,Label,Format,Released\nX1,Miles Davis,Kind of Blue,Columbia,LP,1959\n")
        let records = try lib.importFile(discogs, ["--new-collection", "Platten", "--template", "builtin.record"])
        #expect(records.stderr.contains("--preset discogs"), "\(records.stderr)")
    }

    @Test func aMappingNamingAFieldTheTemplateLacksIsWrongUsage() throws {
        let lib = try CLILibrary()
        let mapping = try lib.write("mapping.json", #"{"columns": {"Hersteller": "field:hersteller"}}"#)
        let csv = try lib.write("a.csv", "Title,Hersteller\nA,Omega\n")
        let result = try lib.importFile(csv, ImportCommandTests.newWatches + ["--mapping", mapping])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("field:hersteller"), "\(result.stderr)")
    }

    @Test func aHeaderWithoutRowsIsAWarningAndExitThree() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("header.csv", "Title,Brand\n")
        let (status, json) = try lib.importJSON(csv, ImportCommandTests.newWatches)
        #expect(status == 3)
        let warnings = try #require(json["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["reason"] as? String } == ["no_rows"])
        let text = try lib.importFile(csv, ImportCommandTests.watches)
        #expect(text.status == 3 && text.stderr.contains("no rows"), "\(text.stderr)")
        #expect(text.stdout.contains("Imported 0 pieces") && text.stdout.contains("0 column warnings"), "\(text.stdout)")
    }
}
