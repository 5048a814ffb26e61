import Foundation
import KuriosaCore
import Testing
@testable import KuriosaImport

/// A mapping's `values` (import rules, "Coordination" 3): cells translated in front of the
/// cell rules, without replacing them.
@Suite("Value tables of mappings and presets")
struct ValueTranslationTests {
    static let table = ValueTranslation([
        "Red Wine": "red", "Rosé Wine": "rose", "N.V.": nil, "Generic": "",
        "LP,*": "lp", "2xLP,*": "lp", "12\",*": "maxi", "12\", Album*": "lp", "LP": "lp", "Cass *": "cassette",
    ])

    static let lookups: [(cell: String, translated: String?)] = [
        // Compared in the normalized form of docs/import-rules.md#header-matching: case,
        // accents, white space.
        ("Red Wine", "red"), ("red wine", "red"), ("  RED   WINE ", "red"), ("Rose Wine", "rose"),
        // nil and "" both mean no value.
        ("N.V.", ""), ("generic", ""),
        // Prefixes; the longest wins, an exact key over any prefix.
        ("LP", "lp"), ("LP, Album, RE", "lp"), ("2xLP, Comp", "lp"), ("12\", EP", "maxi"), ("12\", Album, Ltd", "lp"),
        // Not named: the rules read the cell as written.
        ("LPX", nil), ("3xLP, Album", nil), ("Red", nil), ("Cass", nil), ("Cassette", nil), ("Cass, Album", nil),
        ("Cass Album", "cassette"), ("", nil),
    ]

    @Test(arguments: lookups)
    func lookUp(_ example: (cell: String, translated: String?)) {
        #expect(Self.table.translation(of: example.cell) == example.translated)
        #expect(Self.table.translate(example.cell) == example.translated ?? example.cell)
    }

    /// Keys alike once normalized (CellarTracker's bottle states `1` and `-1`): a cell written
    /// as a key takes that key's entry; other spellings take one of them, the same every time.
    @Test func aCellWrittenAsAKeyTakesThatKey() {
        let states = ValueTranslation(["1": nil, "-1": "Pending delivery", "0": "Consumed"])
        #expect(states.translation(of: "-1") == "Pending delivery")
        #expect(states.translation(of: "1") == "")
        #expect(states.translation(of: "0") == "Consumed")
        #expect(ValueTranslation(["1": nil, "-1": "x"]) == ValueTranslation(["-1": "x", "1": nil]))
    }

    /// Discogs' format lists as its exports write them: the first item and its count decide.
    static let discogsFormats: [(cell: String, option: String?)] = [
        ("LP", "lp"), ("LP, Album", "lp"), ("3xLP, Album, Box", "lp"), ("LP, Album + 7\", Single", "lp"),
        ("12\"", "maxi"), ("12\", 33 ⅓ RPM, EP", "maxi"), ("12\", 33 ⅓ RPM, Album, RE", "lp"), ("2x12\", Album", "lp"),
        ("7\", 45 RPM, Single", "single"), ("CD, Album, RE, RM", "cd"), ("2xCDr, Album, Comp", "cd"),
        ("Cass, Album, Dol", "cassette"), ("Shellac, 10\", 78 RPM", "shellac"), ("Reel-To-Reel, 7 ½ ips, Album", "reel"),
        ("10\", Album", nil), ("Flexi, 7\", Single", nil), ("File, FLAC, Album", nil), ("LPs", nil),
    ]

    @Test(arguments: discogsFormats)
    func discogsFormat(_ example: (cell: String, option: String?)) throws {
        let table = try #require(ImportPresets.mapping("discogs")?.values(for: HeaderLabel("Format")))
        #expect(table.translation(of: example.cell) == example.option)
    }

    @Test func mappingFileWithValues() throws {
        let json = #"""
        {"columns": {"Art": "field:color"},
         "values": {"Art": {"Rotwein": "red", "unbekannt": null}, "Jahrgang (Jahr)": {"NV": null}}}
        """#
        let mapping = try ColumnMapping.parse(Data(json.utf8), source: "m.json")
        #expect(mapping.values(for: HeaderLabel("ART"))?.translation(of: "rotwein") == "red")
        #expect(mapping.values(for: HeaderLabel("Art"))?.translation(of: "Unbekannt") == "")
        // Found by the header as written, or by its text before a bracket.
        #expect(mapping.values(for: HeaderLabel("Jahrgang (Jahr)"))?.translation(of: "NV") == "")
        #expect(mapping.values(for: HeaderLabel("Art (Farbe)")) != nil)
        #expect(mapping.values(for: HeaderLabel("Farbe")) == nil)
        // "values" alone is a mapping too: the headers go through
        // docs/import-rules.md#header-matching as written.
        let only = try ColumnMapping.parse(Data(#"{"values": {"Type": {"Rotwein": "red"}}}"#.utf8), source: "m.json")
        #expect(only.rules.isEmpty && only.values.count == 1)
    }

    /// `--preset` with `--mapping`: the file is laid over the preset. Its header rules win, a
    /// column's tables combine entry by entry with the file's entry winning, and what the file
    /// does not name stays the preset's.
    @Test func mappingFileOverAPreset() throws {
        let preset = try #require(ImportPresets.mapping("vivino"))
        let file = try ColumnMapping.parse(Data(#"""
            {"columns": {"Personal Note": null, "Cellar": "column:place"},
             "values": {"Wine type": {"Orange Wine": "white", "Red Wine": "rose"}, "Scan date": {"x": "y"}}}
            """#.utf8), source: "m.json")
        let both = preset.overlaid(by: file)
        #expect(both.rule(for: HeaderLabel("Personal Note"))?.rule == .ignore)
        #expect(both.rule(for: HeaderLabel("Cellar"))?.rule == .target(.standard(.place)))
        #expect(both.rule(for: HeaderLabel("Winery"))?.rule == .target(.field("producer")))
        let types = try #require(both.values(for: HeaderLabel("Wine type")))
        #expect(types.translation(of: "Orange Wine") == "white")
        #expect(types.translation(of: "Red Wine") == "rose")
        #expect(types.translation(of: "Sparkling") == preset.values(for: HeaderLabel("Wine type"))?.translation(of: "Sparkling"))
        #expect(both.values(for: HeaderLabel("Scan date"))?.translation(of: "x") == "y")
        #expect(preset.overlaid(by: ColumnMapping()) == preset)
    }

    /// Every Discogs folder is a tag as written, its default `Uncategorized` too: that is
    /// where the collector sees the record on Discogs, and dropping it would lose the cell.
    @Test func discogsFoldersAreTagsAsWritten() throws {
        let mapping = try #require(ImportPresets.mapping("discogs"))
        #expect(mapping.values(for: HeaderLabel("CollectionFolder")) == nil)
        #expect(mapping.rule(for: HeaderLabel("CollectionFolder"))?.rule == .target(.standard(.tags)))
    }

    /// An entry whose header writes `{currency}` names every header with a currency in that
    /// place (uCoin's `Preço, BRL`, `Value, UAH [My]`), and the currency becomes the column's;
    /// anything but one currency there names nothing.
    @Test func aCurrencyPlaceholderNamesEveryCurrency() throws {
        let mapping = try ColumnMapping(["Preço, {currency}": "column:purchase_price", "Value, {currency} [My]": "column:purchase_price"])
        let brl = try #require(mapping.rule(for: HeaderLabel("Preço, BRL")))
        #expect(brl.rule == .target(.standard(.purchasePrice)) && brl.bracket == "BRL")
        #expect(mapping.rule(for: HeaderLabel("preco, eur"))?.bracket == "EUR")
        #expect(mapping.rule(for: HeaderLabel("Value, UAH [My]"))?.bracket == "UAH")
        #expect(mapping.rule(for: HeaderLabel("Preço, €"))?.bracket == "EUR")
        for header in ["Preço", "Preço, ", "Preço, XYZ", "Preço, BRL EUR", "Value, UAH [uCoin]", "Valor, BRL"] {
            #expect(mapping.rule(for: HeaderLabel(header)) == nil, "\(header)")
        }
    }

    /// A year and its mint letter in one cell (uCoin's `2008 D`) split; any other cell is the
    /// number's whole and gives the mark nothing.
    @Test func aMarkAfterANumberIsSplitOff() {
        #expect(CellPart.split("2008 D")! == ("2008", "D"))
        #expect(CellPart.split(" 1879 CC ")! == ("1879", "CC"))
        for cell in ["2008", "ND", "1995-1997", "2008 D2", "2008 Denver", "20080 D", "D 2008", ""] {
            #expect(CellPart.split(cell) == nil, "\(cell)")
        }
        #expect(CellPart.number.of("2008 D") == "2008" && CellPart.mark.of("2008 D") == "D")
        #expect(CellPart.number.of("ND") == "ND" && CellPart.mark.of("ND") == "" && CellPart.whole.of("2008 D") == "2008 D")
    }

    static let badFiles: [(json: String, message: String)] = [
        (#"{}"#, "m.json: the mapping must be an object with a \"columns\" or a \"values\" object"),
        (#"{"values": []}"#, "m.json: \"values\" must be an object of headers"),
        (#"{"values": {"Type": ["red"]}}"#, "m.json: \"values\" → \"Type\" must be an object"),
        (#"{"values": {"Type": {"Rotwein": 1}}}"#, "m.json: \"values\" → \"Type\" → \"Rotwein\" must be a text or null"),
        (#"{"columns": {}, "value": {}}"#, "m.json: unknown key \"value\" (only \"columns\" and \"values\")"),
    ]

    @Test(arguments: badFiles)
    func badMappingFilesNameTheEntry(_ example: (json: String, message: String)) {
        #expect(throws: ImportSetupError(example.message)) { try ColumnMapping.parse(Data(example.json.utf8), source: "m.json") }
    }

    /// The table comes first, the rules decide: a translated cell, a cell the rules read on
    /// their own (an option label), an empty translation, and an unknown value reported with
    /// the cell as written (and kept in the piece's notes: docs/import.md#cells-that-do-not-fit).
    @Test func translatedCellsThenTheRules() throws {
        let lib = try ImportTestLibrary()
        let mapping = try ColumnMapping(["Name": "column:title", "Art": "field:color"],
                                        values: ["Art": ["Rotwein": "red", "Keine Angabe": nil, "Schaumwein rot": "sparkling"]])
        let csv = "Name,Art\nA,Rotwein\nB,Weiß\nC,Keine Angabe\nD,Orange Wine\nE,ROTWEIN\n"
        let report = try lib.run(csv, into: .newCollection(name: "Weine", template: "builtin.wine", parentPath: nil)) {
            $0.mapping = mapping
        }
        #expect(report.errors.isEmpty)
        #expect(report.kept == [ImportReport.RowError(row: 5, column: "Art", columnIndex: 2, reason: "invalid_option", text: "Orange Wine")])
        #expect(report.created.count == 5)
        var colors: [String: FieldValue?] = [:]
        for item in try lib.items() { colors[item.title] = try lib.fields(item)["color"] }
        let expected: [String: FieldValue?] = ["A": .dropdown("red"), "B": .dropdown("white"), "C": nil, "D": nil, "E": .dropdown("red")]
        #expect(colors == expected)
        let notes = try Dictionary(uniqueKeysWithValues: lib.items().map { ($0.title, $0.notes) })
        #expect(notes["D"] == "Art: Orange Wine" && notes["C"] == .some(nil) && notes["A"] == .some(nil))
    }

    /// A translation the rules cannot read is still the rule's error, with the cell as the
    /// file has it (not the translation): the person fixes the file they have, and the notes
    /// keep what the file said.
    @Test func errorsShowTheCellAsWritten() throws {
        let lib = try ImportTestLibrary()
        let mapping = try ColumnMapping(["Name": "column:title"], values: ["Type": ["Red Wine": "no_such_option"]])
        let report = try lib.run("Name,Type\nA,Red Wine\n", into: .newCollection(name: "Weine", template: "builtin.wine", parentPath: nil)) {
            $0.mapping = mapping
        }
        #expect(report.errors.isEmpty && report.created.count == 1)
        #expect(report.kept.map(\.reason) == ["invalid_option"])
        #expect(report.kept.map(\.text) == ["Red Wine"])
        let wine = try #require(try lib.items().first)
        #expect(wine.notes == "Type: Red Wine")
        #expect(try lib.fields(wine)["color"] == nil)
    }

    /// Every translation of a column the preset sends to a field is an option id of that
    /// field (or no value).
    @Test(arguments: ImportPresets.names)
    func presetTablesNameOptionIDs(_ name: String) throws {
        let mapping = try #require(ImportPresets.mapping(name))
        let id = try #require(ImportPresets.templates[name])
        let template = try #require(try BuiltinTemplates.template(id: id))
        let tables = try #require(ImportPresets.all[name]?.valueTables)
        // Spellings alike once normalized (JSON's `isbn`, the CSV's `ISBN`) share one table.
        #expect(mapping.values.count == Set(tables.keys.map(TextNormalizer.normalize)).count)
        for (header, entries) in tables {
            // A table of a column no field takes serves the field the import adds for it.
            guard case .target(let target)? = mapping.rule(for: HeaderLabel(header))?.rule else { continue }
            // Only a choice field has ids to name; a text field or the count takes any text.
            guard let options = ColumnPlan.field(of: target, template: template, wishlist: nil)?.options else { continue }
            let ids = Set(options.map(\.id))
            for (cell, id) in entries {
                if let id { #expect(ids.contains(id), "\(name): \(header) → \(cell) → \(id)") }
            }
        }
    }
}
