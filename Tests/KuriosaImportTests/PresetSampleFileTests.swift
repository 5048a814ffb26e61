import Foundation
import KuriosaCore
import KuriosaStore
import Testing
@testable import KuriosaImport

/// `--preset` on whole sample exports (Presets/*.csv: the services' real header lines and the
/// values they really write, a few rows each): every row imports into a new collection of the
/// preset's template, and the services' own words land as the template's option ids.
@Suite("Presets on sample export files")
struct PresetSampleFileTests {
    struct Sample: Sendable, CustomTestStringConvertible {
        let preset: String
        let file: String
        /// `--default-currency`, for exports whose amounts name no currency.
        var currency: String?
        /// Title → field key → value; nil where the value table made the cell empty.
        let expected: [String: [String: FieldValue?]]
        var testDescription: String { file }
    }

    static let samples: [Sample] = [
        Sample(preset: "discogs", file: "discogs-collection.csv", expected: [
            "Abbey Road": ["format": .dropdown("lp"), "media_grade": .dropdown("nm"), "sleeve_grade": .dropdown("vg_plus"), "year": .number(1969)],
            "Closing Time": ["format": .dropdown("lp"), "media_grade": .dropdown("vg_plus"), "sleeve_grade": .dropdown("vg")],
            "The Bad Seed": ["format": .dropdown("maxi"), "media_grade": .dropdown("vg"), "sleeve_grade": .dropdown("g")],
            "Junkyard": ["format": .dropdown("cd"), "media_grade": .dropdown("m"), "sleeve_grade": nil],
            "The Wall": ["format": .dropdown("lp"), "media_grade": .dropdown("g"), "sleeve_grade": .dropdown("p")],
            "Waterloo Sunset": ["format": .dropdown("single"), "media_grade": .dropdown("p"), "sleeve_grade": nil],
            "Treasure": ["format": .dropdown("cassette"), "media_grade": .dropdown("vg_plus"), "sleeve_grade": nil],
        ]),
        Sample(preset: "vivino", file: "vivino-full_wine_list.csv", expected: [
            "Pavillon Rouge": ["color": .dropdown("red"), "my_rating": .rating(4), "vintage": .number(2015)],
            "Sauvignon Blanc": ["color": .dropdown("white"), "my_rating": .rating(5)],
            "Special Cuvée Brut Champagne": ["color": .dropdown("sparkling"), "my_rating": nil, "vintage": nil],
            "Château de Selle Rosé": ["color": .dropdown("rose"), "my_rating": .rating(3)],
            "Sauternes": ["color": .dropdown("sweet"), "producer": .text("Château d'Yquem")],
            "10 Year Old Tawny Port": ["color": .dropdown("fortified")],
        ]),
        Sample(preset: "cellartracker", file: "cellartracker-my-cellar.csv", currency: "USD", expected: [
            // Volumes are stored in millilitres.
            "Giacomo Conterno Barolo Francia": ["color": .dropdown("red"), "bottle_size": .measurement(750), "vintage": .number(2016)],
            "Krug Champagne Brut Grande Cuvée": ["color": .dropdown("sparkling"), "bottle_size": .measurement(1500), "vintage": nil],
            "Château Suduiraut": ["color": .dropdown("sweet"), "bottle_size": .measurement(375)],
            "Taylor Fladgate Vintage Port": ["color": .dropdown("fortified")],
            "Domaine Tempier Bandol Rosé": ["color": .dropdown("rose")],
            "Dönnhoff Riesling Spätlese Oberhäuser Brücke": ["color": .dropdown("white"), "grapes": .text("Riesling")],
        ]),
        Sample(preset: "numista", file: "numista-collection.csv", expected: [
            "1 Dollar - Peace Dollar": ["grade": .dropdown("xf"), "country": .text("United States"), "year": .number(1922),
                                        "km_number": .text("KM# 150"), "ruler": .text("United States")],
            "5 Cents - Jefferson Nickel": ["grade": .dropdown("vf"), "mint_mark": .text("D")],
            "1 Euro": ["grade": .dropdown("unc"), "denomination": .text("1 Euro")],
            "10 Francs - Hercule": ["grade": .dropdown("au")],
            "2 Shillings - George V": ["grade": .dropdown("f")],
            "1 Franc": ["grade": .dropdown("vg")],
        ]),
        Sample(preset: "goodreads", file: "goodreads_library_export.csv", expected: [
            "1984": ["binding": .dropdown("paperback"), "my_rating": .rating(5), "isbn": .text("9780451524935")],
            "The Hobbit": ["binding": .dropdown("hardcover"), "my_rating": .rating(4)],
            "To Kill a Mockingbird": ["binding": .dropdown("paperback"), "my_rating": nil],
            "The Martian": ["binding": nil, "my_rating": .rating(5), "isbn": nil],
            "Sapiens: A Brief History of Humankind": ["binding": nil, "my_rating": .rating(3)],
            "Project Hail Mary": ["binding": nil, "pages": nil, "year": .number(2021)],
        ]),
        Sample(preset: "homebox", file: "homebox-export.csv", currency: "CHF", expected: [
            "Label printer": [:], "Cordless drill": [:], "Wood screws 4x40": [:],
        ]),
    ]

    static func text(_ file: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Presets/\(file)")
        return String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    static func run(_ sample: Sample, in lib: ImportTestLibrary) throws -> ImportReport {
        let template = try #require(ImportPresets.templates[sample.preset])
        return try lib.run(try text(sample.file), into: .newCollection(name: sample.preset, template: template, parentPath: nil)) {
            $0.mapping = ImportPresets.mapping(sample.preset)
            $0.preset = ImportPresets.all[sample.preset]
            $0.defaultCurrency = sample.currency
        }
    }

    @Test(arguments: samples)
    func everyRowImportsWithTheOptionIDs(_ sample: Sample) throws {
        let lib = try ImportTestLibrary()
        let report = try Self.run(sample, in: lib)
        #expect(report.fatal == nil)
        // Every column is read, added as a field, or left out with a reason.
        let unread = report.warnings.filter { !["added_field", "empty_column", "left_out", "required_relaxed", "rating_scale", "empty_slots", "rows_not_held"].contains($0.reason) }
        #expect(unread == [])
        #expect(report.errors == [])
        let items = try lib.items()
        #expect(Set(items.map(\.title)) == Set(sample.expected.keys))
        for item in items {
            let expected = try #require(sample.expected[item.title])
            let fields = try lib.fields(item)
            for (key, value) in expected {
                #expect(fields[key] == value, "\(sample.file), \(item.title): \(key)")
            }
        }
    }

    /// A Discogs format the value table reads by its start (`LP, Album, RE`: an LP) keeps the
    /// whole cell in the notes, listed as kept (`read_in_part`); a whole-cell match (`LP`) and
    /// a count in front read as before.
    @Test func aFormatReadByItsStartKeepsTheWholeCell() throws {
        let lib = try ImportTestLibrary()
        let sample = try #require(Self.samples.first { $0.preset == "discogs" })
        let report = try Self.run(sample, in: lib)
        let notes = Dictionary(uniqueKeysWithValues: try lib.items().map { ($0.title, $0.notes ?? "") })
        #expect(notes["Closing Time"]?.contains("Format: LP, Album, RE") == true, "\(notes)")
        #expect(notes["The Bad Seed"]?.contains(#"Format: 12", EP"#) == true, "\(notes)")
        let kept = report.kept.filter { $0.reason == "read_in_part" }
        #expect(kept.contains { $0.text == "LP, Album, RE" && $0.column == "Format" && $0.detail == "the value table read its start as 'lp'" })
        #expect(!kept.contains { !$0.text.contains(",") }, "a whole-cell match is not kept: \(kept)")
    }

    /// HomeBox writes 0 for an item without a purchase price: no price, not a free item.
    @Test func homeBoxZeroPriceIsNoPrice() throws {
        let lib = try ImportTestLibrary()
        let sample = try #require(Self.samples.first { $0.preset == "homebox" })
        _ = try Self.run(sample, in: lib)
        let prices = Dictionary(uniqueKeysWithValues: try lib.items().map { ($0.title, $0.purchasePrice) })
        #expect(prices["Label printer"] == Money(minorUnits: 12999, currency: "CHF"))
        #expect(prices["Cordless drill"] == .some(nil))
        #expect(prices["Wood screws 4x40"] == Money(minorUnits: 1250, currency: "CHF"))
    }

    /// Each app's sample file (Presets/: written for the tests in the app's header and value
    /// forms) → the preset it must be recognised as.
    static let recognisedSamples: [(file: String, preset: String)] = [
        ("bgg-export.csv", "bgg"), ("cellartracker-inventory-export.tsv", "cellartracker-inventory"),
        ("cellartracker-my-cellar.csv", "cellartracker"), ("deckbox-export.csv", "deckbox"), ("discogs-collection.csv", "discogs"),
        ("discogs-wantlist.csv", "discogs-wantlist"),
        ("mtggoldfish-export.csv", "mtggoldfish"), ("topdecked-export.csv", "topdecked"), ("archidekt-export.csv", "archidekt"),
        ("ebay-collection-export.csv", "ebay-collection"),
        ("dragonshield-export.csv", "dragonshield"), ("goodreads_library_export.csv", "goodreads"), ("helvault-export.csv", "helvault"),
        ("homebox-export.csv", "homebox"), ("libib-export.csv", "libib"), ("librarything-export.tsv", "librarything"),
        ("manabox-export.csv", "manabox"), ("moxfield-export.csv", "moxfield"), ("numista-collection.csv", "numista"),
        ("numista-collection-pt.csv", "numista"), ("ucoin-export-pt.csv", "ucoin"),
        ("pricecharting-export.csv", "pricecharting"), ("snipeit-export.csv", "snipeit"), ("sortly-export.csv", "sortly"),
        ("storygraph-export.csv", "storygraph"), ("tcgplayer-export.csv", "tcgplayer"), ("ucoin-export.csv", "ucoin"),
        ("vivino-full_wine_list.csv", "vivino"),
    ]

    /// With no option, each app's file is recognised as that app (no other app's signature
    /// fits it better), imports into a new collection of the app's template without a
    /// rejected row, and leaves no column unread (rows the app marks as not held are named).
    @Test(arguments: recognisedSamples.map { "\($0.file) → \($0.preset)" })
    func everyAppIsRecognisedAndImportsWhole(_ case_: String) throws {
        let sample = try #require(Self.recognisedSamples.first { "\($0.file) → \($0.preset)" == case_ })
        let lib = try ImportTestLibrary()
        let report = try lib.run(try Self.text(sample.file), into: .newCollection(name: "Coll", template: "", parentPath: nil)) {
            $0.defaultCurrency = "USD"
        }
        #expect(report.recognised == ImportPresets.all[sample.preset]?.app)
        #expect(report.chosenTemplate == ImportPresets.all[sample.preset]?.template)
        #expect(report.fatal == nil)
        #expect(report.errors == [], "\(sample.file)")
        #expect(!report.created.isEmpty)
        let unread = report.warnings.filter { !["added_field", "empty_column", "left_out", "required_relaxed", "rating_scale", "empty_slots", "rows_not_held"].contains($0.reason) }
        #expect(unread == [], "\(sample.file)")
    }
}
