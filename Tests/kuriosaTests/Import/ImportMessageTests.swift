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
        let mixed = try lib.write("mixed.csv", "Title,Brand,Year of production\nA,Tudor,1960\nB,,1970\n")
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
        let wide = try lib.write("wide.csv", header + "\n" + row + "\n")
        let result = try lib.importFile(wide, ImportCommandTests.newWatches)
        // The cell that does not fit is kept in the notes; the empty columns make no field.
        #expect(result.status == 0)
        #expect(result.stderr.contains("row 2, column M (13) \"Year of production\": invalid_number: soon (kept in the notes)"), "\(result.stderr)")
        #expect(result.stderr.contains("column C (3) \"Extra 3\": empty_column"), "\(result.stderr)")
        // Into the existing collection the same columns are unknown.
        let again = try lib.importFile(wide, ImportCommandTests.watches + ["--on-duplicate", "create"])
        #expect(again.status == 0)
        #expect(again.stderr.contains("column C (3) \"Extra 3\": unknown_column"), "\(again.stderr)")
        #expect(again.stderr.contains("column L (12) \"Extra 12\": unknown_column"), "\(again.stderr)")
    }

    @Test func anAmbiguousDateNamesDateOrder() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("dates.csv", "Title,Brand,Purchase date\nA,Omega,01/04/2023\n")
        let result = try lib.importFile(csv, ImportCommandTests.newWatches)
        // The purchase date is optional: the row is imported and the cell kept in its notes,
        // and the message still names the option that would have read it.
        #expect(result.status == 0)
        #expect(result.stderr.contains("ambiguous_date") && result.stderr.contains("kept in the notes)"), "\(result.stderr)")
        #expect(result.stderr.contains("--date-order"), "\(result.stderr)")
    }

    /// A file whose header holds an app's signature is read with that app's preset without
    /// `--preset` (docs/import-apps.md), and the summary says which app it took the file for;
    /// `--preset none` reads it by header matching alone.
    @Test func headersAPresetKnowsSuggestThePreset() throws {
        let lib = try CLILibrary()
        let csv = try lib.write("vivino.csv", "Winery,Wine name,Vintage,Region,Country,Regional wine style,Your rating,Wine type\n"
            + "Conterno,Barolo,2016,Piemonte,Italy,Italian Barolo,5,Red Wine\n")
        let result = try lib.importFile(csv, ["--new-collection", "Wein", "--template", "builtin.wine"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("recognised: Vivino wine list"), "\(result.stderr)")
        #expect(!result.stderr.contains("try --preset"), "\(result.stderr)")
        #expect(result.stdout.contains("Imported 1 piece"), "\(result.stdout)")
        let (status, json) = try lib.importJSON(csv, ["--collection", "Wein"])
        #expect(status == 0 && json["recognised"] as? String == "Vivino wine list")
        // Without recognition, header matching finds no title among Vivino's headers.
        let plain = try lib.importFile(csv, ["--new-collection", "Wein 2", "--template", "builtin.wine", "--preset", "none"])
        #expect(plain.status == 2, "\(plain.stderr)")
        #expect(plain.stderr.contains("missing_required_column (title)") && !plain.stderr.contains("recognised"), "\(plain.stderr)")
        let (plainStatus, plainJSON) = try lib.importJSON(csv, ["--collection", "Wein", "--preset", "none"])
        #expect(plainStatus == 2 && plainJSON["recognised"] is NSNull)

        // A recognised file needs no --template for a new collection: it takes the app's.
        let discogs = try lib.write("discogs.csv", "Catalog#,Artist,Title,Label,Format,release_id,CollectionFolder\n"
            + "CL 1355,Miles Davis,Kind of Blue,Columbia,LP,123,Jazz\n")
        let records = try lib.importFile(discogs, ["--new-collection", "Platten"])
        #expect(records.status == 0, "\(records.stderr)")
        #expect(records.stderr.contains("recognised: Discogs collection export") && records.stderr.contains("builtin.record"), "\(records.stderr)")
        // Unrecognised (or recognition turned off), --new-collection without --template is wrong usage.
        let unknown = try lib.importFile(try lib.write("plain.csv", "Title,Brand\nA,Omega\n"), ["--new-collection", "Uhren"])
        #expect(unknown.status == 64 && unknown.stderr.contains("--template"), "\(unknown.stderr)")
        let off = try lib.importFile(discogs, ["--new-collection", "Platten 2", "--preset", "none"])
        #expect(off.status == 64, "\(off.stderr)")
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
