import Foundation
import KuriosaStore
import KuriosaTestSupport
import Testing

/// `kuriosa import` as scripts run it: the built executable, `--json` on stdout, exit codes
/// 0/3/2/64, options that only the command line parses, and a library left byte for byte as
/// it was after a fatal error.
@Suite("kuriosa import command", .serialized)
struct ImportCommandTests {
    static let newWatches = ["--new-collection", "Watches", "--template", "builtin.watch"]
    static let watches = ["--collection", "Watches"]

    @Test func exitCodesAndTheJSONShape() throws {
        let lib = try CLILibrary()
        let good = try lib.write("good.csv", "Title,Brand,Year of production\nSpeedmaster,Omega,1969\nSubmariner,Rolex,1954\n")
        let (status, json) = try lib.importJSON(good, Self.newWatches)
        #expect(status == 0)
        #expect(Set(json.keys) == ["fatal", "warnings", "errors", "kept", "recognised", "kind", "kindFromPreset", "changes", "missing", "conflicts", "created", "updated", "skipped", "reencoded",
                                   "detected"])
        #expect(json["fatal"] is NSNull && json["recognised"] is NSNull)
        #expect((json["kept"] as? [Any])?.isEmpty == true)
        let created = try #require(json["created"] as? [[String: Any]])
        #expect(created.map { $0["row"] as? Int } == [2, 3])
        #expect(created.map { $0["number"] as? Int } == [1, 2])
        #expect(created.allSatisfy { Set($0.keys) == ["id", "number", "row"] && ($0["id"] as? String)?.count == 36 })
        let detected = try #require(json["detected"] as? [String: Any])
        #expect(detected["encoding"] as? String == "UTF-8" && detected["bom"] as? Bool == false)
        #expect(detected["delimiter"] as? String == "," && detected["sepLine"] as? Bool == false)
        #expect(detected["decimalMark"] as? String == ".")

        // Some rows rejected: exit 3; a duplicate is skipped with the piece it matches; a cell
        // that does not fit an optional field is kept in the notes and its row imported.
        let partial = try lib.write("partial.csv", "Title,Brand,Year of production,Foo\nSpeedmaster,Omega,1969,x\nDaytona,Rolex,soon,y\n"
            + "Tank,Cartier,1917,z\n,Tudor,1960,w\n")
        let (status3, json3) = try lib.importJSON(partial, Self.watches)
        #expect(status3 == 3)
        let errors = try #require(json3["errors"] as? [[String: Any]])
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(Set(error.keys) == ["row", "column", "columnIndex", "reason", "text"])
        #expect(error["row"] as? Int == 5 && error["column"] as? String == "Title")
        #expect(error["columnIndex"] as? Int == 1 && error["reason"] as? String == "missing_value" && error["text"] as? String == "")
        let kept = try #require(json3["kept"] as? [[String: Any]])
        #expect(kept.count == 1)
        let cell = try #require(kept.first)
        #expect(Set(cell.keys) == ["row", "column", "columnIndex", "reason", "text"])
        #expect(cell["row"] as? Int == 3 && cell["column"] as? String == "Year of production")
        #expect(cell["columnIndex"] as? Int == 3 && cell["reason"] as? String == "invalid_number" && cell["text"] as? String == "soon")
        let warnings = try #require(json3["warnings"] as? [[String: Any]])
        #expect(warnings.count == 1)
        #expect(warnings.first?["reason"] as? String == "unknown_column" && warnings.first?["column"] as? String == "Foo")
        #expect(warnings.first?["columnIndex"] as? Int == 4)
        let skipped = try #require(json3["skipped"] as? [[String: Any]])
        #expect(skipped.map { $0["row"] as? Int } == [2] && skipped.first?["number"] as? Int == 1)
        #expect(skipped.first?["id"] as? String == created.first?["id"] as? String)
        #expect((json3["created"] as? [[String: Any]])?.map { $0["number"] as? Int } == [3, 4])
        #expect((json3["created"] as? [[String: Any]])?.map { $0["row"] as? Int } == [3, 4])
        #expect((json3["updated"] as? [Any])?.isEmpty == true)

        // Cells kept in the notes alone change no exit code.
        let keeping = try lib.write("keeping.csv", "Title,Brand,Year of production\nOyster,Rolex,soon\n")
        let (status0, json0) = try lib.importJSON(keeping, Self.watches)
        #expect(status0 == 0)
        #expect((json0["kept"] as? [[String: Any]])?.map { $0["reason"] as? String } == ["invalid_number"])
        #expect((json0["errors"] as? [Any])?.isEmpty == true && (json0["created"] as? [Any])?.count == 1)
    }

    static let fatalFiles: [(name: String, bytes: [UInt8], reason: String, row: Int?, target: String?)] = [
        ("empty", [], "empty_file", nil, nil),
        ("quote", Array("Title,Brand\nA,\"Omega\nB,Rolex\n".utf8), "unterminated_quote", 2, nil),
        ("nobrand", Array("Title,Model\nA,B\n".utf8), "missing_required_column", nil, "brand"),
        ("notitle", Array("Marke\nOmega\n".utf8), "missing_required_column", nil, "title"),
        ("nul", Array("Title,Brand\nA,Om".utf8) + [0] + Array("ega\n".utf8), "unsupported_encoding", nil, nil),
    ]

    @Test(arguments: fatalFiles)
    func fatalExitsTwoAndLeavesEveryFileUnchanged(_ example: (name: String, bytes: [UInt8], reason: String, row: Int?, target: String?)) throws {
        let lib = try CLILibrary()
        let seed = try lib.write("seed.csv", "Title,Brand\nSpeedmaster,Omega\n")
        #expect(try lib.importFile(seed, Self.newWatches).status == 0)
        let before = try lib.fileHashes()
        let csv = try lib.write(example.name + ".csv", example.bytes)
        let (status, json) = try lib.importJSON(csv, Self.watches)
        #expect(status == 2)
        let fatal = try #require(json["fatal"] as? [String: Any])
        #expect(fatal["reason"] as? String == example.reason)
        #expect(fatal["row"] as? Int == example.row)
        #expect(fatal["target"] as? String == example.target)
        if example.reason == "missing_required_column" {
            // The file opened, so the report says what was detected about it.
            let detected = try #require(json["detected"] as? [String: Any])
            #expect(detected["encoding"] as? String != nil && detected["delimiter"] as? String == ",")
        }
        #expect((json["created"] as? [Any])?.isEmpty == true)
        #expect(try lib.fileHashes() == before)
    }

    @Test func strictAndMissingFileAreFatalAndChangeNothing() throws {
        let lib = try CLILibrary()
        let seed = try lib.write("seed.csv", "Title,Brand\nSpeedmaster,Omega\n")
        #expect(try lib.importFile(seed, Self.newWatches).status == 0)
        let before = try lib.fileHashes()
        // Row 3 lacks its required brand (a cell that does not fit an optional field would be
        // kept in the notes and reject nothing).
        let mixed = try lib.write("mixed.csv", "Title,Brand,Year of production\nA,Tudor,1960\nB,,1970\n")
        let (strict, json) = try lib.importJSON(mixed, Self.watches + ["--strict"])
        #expect(strict == 2)
        #expect((json["fatal"] as? [String: Any])?["reason"] as? String == "rows_rejected")
        #expect((json["errors"] as? [[String: Any]])?.map { $0["reason"] as? String } == ["missing_value"])
        let (missing, missingJSON) = try lib.importJSON(lib.folder.appendingPathComponent("nothing.csv").path, Self.watches)
        #expect(missing == 2)
        #expect((missingJSON["fatal"] as? [String: Any])?["reason"] as? String == "unreadable_file")
        #expect(try lib.fileHashes() == before)
    }

    static let usageErrors: [[String]] = [
        [],  // no destination
        ["--collection", "Watches", "--collection-id", "x"],
        ["--new-collection", "Straps"],  // no template
        ["--collection", "Watches", "--delimiter", ";;"],
        ["--collection", "Watches", "--encoding", "ebcdic"],
        ["--collection", "Watches", "--report", "out.txt"],
        ["--collection", "Watches", "--kind", "borrowed"],
        ["--collection", "Watches", "--preset", "no-such-service"],
        ["--collection", "Watches", "--no-such-option"],
    ]

    @Test(arguments: usageErrors)
    func wrongUsageExits64(_ arguments: [String]) throws {
        let lib = try CLILibrary()
        let csv = try lib.write("a.csv", "Title,Brand\nA,Omega\n")
        let before = try lib.fileHashes()
        let result = try lib.importFile(csv, arguments)
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try lib.fileHashes() == before)
    }

    @Test func wishesFromTheCommandLine() throws {
        let lib = try CLILibrary()
        let seed = try lib.write("seed.csv", "Title,Brand\nSpeedmaster,Omega\n")
        #expect(try lib.importFile(seed, Self.newWatches).status == 0)
        let csv = try lib.write("wishes.csv", "Title,Brand,Purchase price,Purchase date\nNautilus,Patek Philippe,CHF 120000,2024-01-01\n")
        let (status, json) = try lib.importJSON(csv, Self.watches + ["--kind", "wish"])
        #expect(status == 0)
        let created = try #require(json["created"] as? [[String: Any]])
        #expect(created.count == 1 && created.first?["number"] is NSNull)
        // Wishes have no purchase date: in an existing collection the column is unknown.
        let warnings = try #require(json["warnings"] as? [[String: Any]])
        #expect(warnings.map { $0["reason"] as? String } == ["unknown_column"])
        #expect(warnings.first?["column"] as? String == "Purchase date")
        // Nor into a collection the import makes: a purchase date is a column of owned pieces,
        // and as a field of the wishes' collection it would clash with theirs later
        // (docs/import.md#columns-no-field-takes).
        let (made, madeJSON) = try lib.importJSON(csv, ["--new-collection", "Wishes", "--template", "builtin.watch", "--kind", "wish"])
        #expect(made == 0)
        #expect((madeJSON["created"] as? [[String: Any]])?.first?["number"] is NSNull)
        let added = try #require(madeJSON["warnings"] as? [[String: Any]])
        #expect(added.map { $0["reason"] as? String } == ["unknown_column"])
        #expect(added.first?["column"] as? String == "Purchase date" && added.first?["columnIndex"] as? Int == 4)
    }

    /// `--preset` with `--mapping`: the file's words are added to the preset's; a word the
    /// preset alone does not know (`10"`) is only kept in the notes, with the mapping it fills
    /// the field, and the preset's own words still do.
    @Test func mappingFileOverAPresetFromTheCommandLine() throws {
        let lib = try CLILibrary()
        let header = "Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,"
            + "Collection Media Condition,Collection Sleeve Condition,Collection Notes"
        let csv = try lib.write("discogs.csv", header + "\n"
            + "A1,Artist,Ten Inch,Label,\"10\"\", Album\",,1990,1,Uncategorized,2021-03-14 10:22:05,Mint (M),Generic,\n"
            + "A2,Artist,Long Player,Label,\"LP, Album\",,1991,2,Jazz,2021-03-14 10:22:05,Very Good Plus (VG+),Generic,\n")
        let mapping = try lib.write("m.json", #"{"values": {"Format": {"10\",*": "lp"}}}"#)
        let arguments = ["--new-collection", "Records", "--template", "builtin.record", "--preset", "discogs"]
        let (presetOnly, presetJSON) = try lib.importJSON(csv, arguments)
        #expect(presetOnly == 0)
        #expect((presetJSON["created"] as? [[String: Any]])?.count == 2)
        #expect((presetJSON["errors"] as? [[String: Any]])?.isEmpty == true)
        // `10"` and Discogs' `Generic` sleeve have no option: kept in the notes; `LP, Album` is
        // an LP by its start, and the whole cell is kept too.
        let kept = try #require(presetJSON["kept"] as? [[String: Any]])
        #expect(kept.map { $0["text"] as? String } == ["10\", Album", "Generic", "LP, Album", "Generic"])
        #expect(kept.map { $0["reason"] as? String } == ["invalid_option", "invalid_option", "read_in_part", "invalid_option"])
        #expect(kept.first?["row"] as? Int == 2 && kept.first?["column"] as? String == "Format")
        // The first run made the collection (a second --new-collection Records is refused).
        let (status, json) = try lib.importJSON(csv, ["--collection", "Records", "--preset", "discogs", "--mapping", mapping,
                                                      "--on-duplicate", "create"])
        #expect(status == 0)
        #expect((json["created"] as? [[String: Any]])?.count == 2)
        #expect((json["errors"] as? [[String: Any]])?.isEmpty == true)
        // The mapping's `10",*` reads `10", Album` by its start: an LP, the cell kept whole.
        let keptNow = try #require(json["kept"] as? [[String: Any]])
        #expect(keptNow.map { $0["text"] as? String } == ["10\", Album", "Generic", "LP, Album", "Generic"])
        #expect(keptNow.map { $0["reason"] as? String } == ["read_in_part", "invalid_option", "read_in_part", "invalid_option"])
    }

    @Test func encodingAndDelimiterOverrides() throws {
        let lib = try CLILibrary()
        // 0xE0 is "à" in Windows-1252 (what docs/import-rules.md#bytes-to-text detects here:
        // not UTF-8, no lone CR) and "‡" in Mac Roman (what the override says).
        let bytes = Array("Title|Brand\nMontre ".utf8) + [0xE0] + Array(" gousset|Breguet\n".utf8)
        let csv = try lib.write("latin.csv", bytes)
        let (status, json) = try lib.importJSON(csv, Self.newWatches + ["--dry-run"])
        #expect(status == 0)
        let detected = try #require(json["detected"] as? [String: Any])
        #expect(detected["encoding"] as? String == "Windows-1252" && detected["delimiter"] as? String == "|")
        let (overridden, overriddenJSON) = try lib.importJSON(csv, Self.newWatches + ["--encoding", "macroman"])
        #expect(overridden == 0)
        #expect((overriddenJSON["detected"] as? [String: Any])?["encoding"] as? String == "Mac Roman")

        // ":" is no delimiter candidate: without the override the header is one column.
        let colon = try lib.write("colon.csv", "Title:Brand\nSpeedmaster, moonwatch:Omega\n")
        let (plain, plainJSON) = try lib.importJSON(colon, Self.watches)
        #expect(plain == 2)
        #expect((plainJSON["fatal"] as? [String: Any])?["reason"] as? String == "missing_required_column")
        let (colonStatus, colonJSON) = try lib.importJSON(colon, Self.watches + ["--delimiter", ":"])
        #expect(colonStatus == 0)
        #expect((colonJSON["detected"] as? [String: Any])?["delimiter"] as? String == ":")
        #expect((colonJSON["created"] as? [Any])?.count == 1)
        // The word "tab" names the tab character.
        let tab = try lib.write("tab.csv", "Title\tBrand\nA, b\tOmega\n")
        let (tabStatus, tabJSON) = try lib.importJSON(tab, Self.watches + ["--delimiter", "tab", "--dry-run"])
        #expect(tabStatus == 0)
        #expect((tabJSON["detected"] as? [String: Any])?["delimiter"] as? String == "\t")
    }

    @Test func csvReportFile() throws {
        let lib = try CLILibrary()
        // Rows 2 and 3 keep a cell in their notes, row 4 has no title, row 5 is row 2 again.
        let csv = try lib.write("r.csv", "Title,Brand,Year of production,Foo\nA,Omega,soon,1\n\"B, the second\",Rolex,=1+2,2\n"
            + ",Tudor,1960,3\nA,Omega,soon,1\n")
        let report = lib.folder.appendingPathComponent("report.csv")
        let result = try lib.importFile(csv, Self.newWatches + ["--report", report.path])
        #expect(result.status == 3)
        let text = try String(contentsOf: report, encoding: .utf8)
        let expected = [
            "level,row,column,columnIndex,reason,text",
            "warning,,Foo,4,added_field,foo",
            "kept,2,Year of production,3,invalid_number,soon",
            "kept,3,Year of production,3,invalid_number,'=1+2",
            "skipped,5,,,duplicate,K-0001",
            "error,4,Title,1,missing_value,",
        ].joined(separator: "\r\n") + "\r\n"
        #expect(text == expected)
        // The human summary goes to stdout, the cells to stderr.
        #expect(result.stdout.contains("Imported 2 pieces") && result.stdout.contains("skipped 1 duplicate,")
                && result.stdout.contains("rejected 1 row,"), "\(result.stdout)")
        #expect(result.stderr.contains("row 2, column C (3) \"Year of production\": invalid_number: soon (kept in the notes)"), "\(result.stderr)")
        #expect(result.stderr.contains("row 4, column A (1) \"Title\": missing_value"), "\(result.stderr)")
        #expect(result.stderr.contains("row 5: skipped, a duplicate of K-0001"), "\(result.stderr)")
    }

    @Test func progressStaysQuietWhenStderrIsNotATerminal() throws {
        let lib = try CLILibrary()
        var text = "Title,Brand,Year of production\n"
        for index in 1...2_500 { text += "Piece \(index),Brand \(index % 7),\(1900 + index % 120)\n" }
        let csv = try lib.write("many.csv", text)
        let result = try lib.importFile(csv, Self.newWatches)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "stderr: \(result.stderr.prefix(200))")
        let watches = try #require(result.stdout.firstRange(of: " into \"Watches\" (id ")).upperBound
        let id = result.stdout[watches...].prefix(36)
        let into = " into \"Watches\" (id \(id)) of \(lib.library.path)"
        #expect(result.stdout == "Imported 2500 pieces\(into); updated 0, skipped 0 duplicates, rejected 0 rows, 0 column warnings.\n")
        // One of a kind is said so.
        let one = try lib.write("one.csv", "Title,Brand\nSolo,Omega\n")
        let single = try lib.importFile(one, ["--collection", "Watches", "--on-duplicate", "create"])
        #expect(single.stdout == "Imported 1 piece\(into); updated 0, skipped 0 duplicates, rejected 0 rows, 0 column warnings.\n")
    }
}
