import Foundation
import KuriosaCore
import KuriosaStore
import Testing
@testable import KuriosaImport

/// `--preset` against the header rows the services really write (their CSV exports as users
/// download them, written down from those files) and a realistic row each: every column the
/// preset names lands in its field, every other column becomes a field of the new collection.
@Suite("Presets on real export headers")
struct ImportPresetExportTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let preset: String
        let csv: String
        /// `--default-currency`, for exports whose amounts name no currency.
        var currency: String?
        /// Headers expected as `added_field` (columns the preset sends to no field of the template).
        var unknown: [String] = []
        let title: String
        /// Field values, by key.
        let fields: [String: FieldValue]
        var testDescription: String { preset }
    }

    static let examples: [Example] = [
        Example(
            preset: "discogs",
            csv: """
            Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes
            PCS 7088,The Beatles,Abbey Road,Apple Records,LP,,1969,2589319,Uncategorized,2021-03-14 10:22:05,Mint (M),Very Good Plus (VG+),"Gatefold, UK first press"
            """,
            unknown: ["release_id"],
            title: "Abbey Road",
            fields: ["artist": .text("The Beatles"), "catalog_number": .text("PCS 7088"), "label": .text("Apple Records"), "year": .number(1969),
                     "format": .dropdown("lp"), "media_grade": .dropdown("m"), "sleeve_grade": .dropdown("vg_plus")]),
        Example(
            preset: "vivino",
            csv: """
            Winery,Wine name,Vintage,Region,Country,Regional wine style,Average rating,Scan date,Scan/Review Location,Your rating,Your review,Personal Note,Wine type,Drinking Window,Link to wine,Label image
            Château Margaux,Pavillon Rouge,2015,Margaux,France,Bordeaux Margaux,4.3,2023-05-12 19:20:11,"Zürich, Switzerland",4,"Elegant, cassis and cedar.",Gift from Anna,Red,2025-2040,https://www.vivino.com/w/1158,https://images.vivino.com/thumbs/x.png
            """,
            unknown: ["Regional wine style", "Scan date", "Drinking Window", "Link to wine"],
            title: "Pavillon Rouge",
            fields: ["producer": .text("Château Margaux"), "vintage": .number(2015), "region": .text("Margaux"), "country": .text("France"),
                     "my_rating": .rating(4), "tasting_notes": .text("Elegant, cassis and cedar."), "color": .dropdown("red")]),
        Example(
            preset: "cellartracker",
            csv: """
            iWine,Type,Color,Category,Size,Price,Valuation,Quantity,Pending,Vintage,Wine,Locale,Producer,Varietal,MasterVarietal,Designation,Vineyard,Country,Region,SubRegion,Appellation,BeginConsume,EndConsume,Location,Bin,Store,PurchaseDate,Note
            1823456,Red,Red,Dry,750ml,45.00,62.50,6,0,2016,Giacomo Conterno Barolo Francia,"Italy, Piedmont, Langhe, Barolo",Giacomo Conterno,Nebbiolo,Nebbiolo,Francia,Francia,Italy,Piedmont,Langhe,Barolo,2026,2045,Cellar,A3,Enoteca Rossi,3/15/2021,Bought on release
            """,
            currency: "CHF",
            unknown: ["iWine", "Category", "Pending", "Locale", "MasterVarietal", "Designation", "Vineyard", "SubRegion", "BeginConsume", "EndConsume", "Bin"],
            title: "Giacomo Conterno Barolo Francia",
            // Volumes are stored in millilitres.
            fields: ["producer": .text("Giacomo Conterno"), "vintage": .number(2016), "color": .dropdown("red"), "bottle_size": .measurement(750),
                     "grapes": .text("Nebbiolo"), "country": .text("Italy"), "region": .text("Piedmont"), "appellation": .text("Barolo")]),
        Example(
            preset: "numista",
            csv: """
            Country,Issuer,Face value,Currency,Reference,N# number (with link),Title,Year,Gregorian year,Grade,Quantity,Buying price (USD),Acquisition date,Storage location,Private comment,Estimate (USD)
            United States,United States,1 Dollar,Dollar,KM# 150,N# 1492,1 Dollar - Peace Dollar,1922,1922,XF,1,38.50,2020-11-02,Album 2 / Page 4,from the estate sale,45
            """,
            unknown: ["Currency", "N# number (with link)", "Gregorian year"],
            title: "1 Dollar - Peace Dollar",
            fields: ["country": .text("United States"), "ruler": .text("United States"), "km_number": .text("KM# 150"), "year": .number(1922),
                     "denomination": .text("1 Dollar"), "grade": .dropdown("xf")]),
        Example(
            preset: "goodreads",
            csv: #"""
            Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies
            5470,1984,George Orwell,"Orwell, George",,"=""0451524934""","=""9780451524935""",5,4.19,Signet Classic,Paperback,328,1961,1949,2019/08/04,2018/01/02,"classics, dystopia","classics (#12), dystopia (#3)",read,"Chilling.",,,1,1
            """#,
            unknown: ["Book Id", "ISBN", "Original Publication Year", "Date Read", "Date Added", "Exclusive Shelf", "Read Count", "Owned Copies"],
            title: "1984",
            fields: ["author": .text("George Orwell"), "isbn": .text("9780451524935"), "my_rating": .rating(5), "publisher": .text("Signet Classic"),
                     "binding": .dropdown("paperback"), "pages": .number(328), "year": .number(1961)]),
        Example(
            preset: "homebox",
            csv: """
            HB.import_ref,HB.location,HB.labels,HB.asset_id,HB.archived,HB.url,HB.name,HB.quantity,HB.description,HB.insured,HB.notes,HB.purchase_price,HB.purchase_from,HB.purchase_time,HB.manufacturer,HB.model_number,HB.serial_number,HB.lifetime_warranty,HB.warranty_expires,HB.warranty_details,HB.sold_to,HB.sold_price,HB.sold_time,HB.sold_notes
            ,Home / Office / Desk,Electronics;Office,000-012,false,https://homebox.local/item/12,Label printer,2,"Thermal printer, 62 mm rolls",true,,129.99,Digitec,2023-01-15,Brother,QL-820NWB,K1Z123456,false,2025-01-15,,,0,,
            """,
            currency: "CHF",
            unknown: ["HB.asset_id", "HB.archived", "HB.url", "HB.insured", "HB.manufacturer", "HB.model_number", "HB.serial_number", "HB.lifetime_warranty", "HB.warranty_expires", "HB.sold_price"],
            title: "Label printer",
            fields: [:]),
    ]

    @Test(arguments: examples)
    func presetImportsTheExport(_ example: Example) throws {
        let lib = try ImportTestLibrary()
        let template = try #require(ImportPresets.templates[example.preset])
        let report = try lib.run(example.csv + "\n", into: .newCollection(name: "Import", template: template, parentPath: nil)) {
            $0.mapping = ImportPresets.mapping(example.preset)
            $0.defaultCurrency = example.currency
        }
        #expect(report.fatal == nil)
        // A new collection keeps every column the preset sends to no field, as a field of its own.
        #expect(report.warnings.filter { $0.reason == "added_field" }.map(\.column) == example.unknown)
        #expect(report.warnings.filter { !["added_field", "empty_column", "left_out"].contains($0.reason) } == [])
        #expect(report.errors == [])
        let item = try #require(try lib.items().first)
        #expect(item.title == example.title)
        let fields = try ItemFields.parse(item.fields.text)
        for (key, expected) in example.fields {
            #expect(fields.values[key] == expected, "\(example.preset): \(key)")
        }
    }

    /// The standard columns each export fills.
    @Test func standardColumnsFromTheExports() throws {
        let lib = try ImportTestLibrary()
        let examples = Dictionary(uniqueKeysWithValues: Self.examples.map { ($0.preset, $0) })
        func run(_ preset: String) throws -> ItemRecord {
            let example = try #require(examples[preset])
            let report = try lib.run(example.csv + "\n", into: .newCollection(name: preset, template: try #require(ImportPresets.templates[preset]), parentPath: nil)) {
                $0.mapping = ImportPresets.mapping(preset)
                $0.defaultCurrency = example.currency
            }
            let id = try #require(report.created.first?.id)
            return try #require(try ItemRecord.fetchOne(lib.db, id: id))
        }
        let record = try run("discogs")
        #expect(record.purchaseDate == "2021-03-14" && record.notes == "Gatefold, UK first press")
        let wine = try run("cellartracker")
        #expect(wine.purchaseDate == "2021-03-15" && wine.purchaseQuantity == 6 && wine.source == "Enoteca Rossi")
        #expect(wine.purchasePrice == Money(minorUnits: 4500, currency: "CHF"))
        #expect(wine.estimatedValue == Money(minorUnits: 6250, currency: "CHF"))
        let coin = try run("numista")
        #expect(coin.purchasePrice == Money(minorUnits: 3850, currency: "USD"))
        #expect(coin.estimatedValue == Money(minorUnits: 4500, currency: "USD"))
        #expect(coin.purchaseDate == "2020-11-02" && coin.notes == "from the estate sale", "the private comment")
        let book = try run("goodreads")
        #expect(book.notes == "Chilling.")
        let thing = try run("homebox")
        #expect(thing.purchasePrice == Money(minorUnits: 12999, currency: "CHF") && thing.source == "Digitec")
        #expect(thing.purchaseDate == "2023-01-15" && thing.notes == "Thermal printer, 62 mm rolls")
        #expect(thing.purchaseQuantity == 2)
        let names = Dictionary(uniqueKeysWithValues: try TagRecord.fetchAll(lib.db).map { ($0.id, $0.name) })
        // "Uncategorized" is the Discogs folder the record is in: a tag, as the collector sees it there.
        #expect(record.tagIDs.compactMap { names[$0] } == ["Uncategorized"])
        #expect(Set(book.tagIDs.compactMap { names[$0] }) == ["classics", "dystopia"])
        #expect(Set(thing.tagIDs.compactMap { names[$0] }) == ["Electronics", "Office"])
        let places = Dictionary(uniqueKeysWithValues: try LocationRecord.fetchAll(lib.db).map { ($0.id, $0.name) })
        #expect(places[thing.locationID ?? ""] == "Desk" && places[coin.locationID ?? ""] == "Page 4")
        #expect(places[wine.locationID ?? ""] == "Cellar")
    }

    /// Values the services write that the built-in options do not name, and the presets'
    /// value tables therefore leave to the rules: kept in the notes with the cell as written,
    /// not guessed, and the row imported (docs/import.md#cells-that-do-not-fit). A Discogs 10" is an LP or a single; a flexi-disc, a board book, spirits, and
    /// the coin grade G have no option in the built-in templates.
    @Test(arguments: [
        ("discogs", "Catalog#,Artist,Title,Format,Collection Media Condition\nX 1,A,B,\"10\"\", Album\",Near Mint (NM or M-)\nX 2,A,C,\"Flexi, 7\"\", Single\",\n",
         ["invalid_option", "invalid_option"], ["10\", Album", "Flexi, 7\", Single"]),
        ("cellartracker", "Wine,Type\nB,Spirits\n", ["invalid_option"], ["Spirits"]),
        ("numista", "Title,Grade\nB,G\n", ["invalid_option"], ["G"]),
        ("goodreads", "Title,Author,Binding\nB,A,Board book\n", ["invalid_option"], ["Board book"]),
    ])
    func serviceSpellingsThatAreNotOptions(_ example: (preset: String, csv: String, reasons: [String], texts: [String])) throws {
        let lib = try ImportTestLibrary()
        let template = try #require(ImportPresets.templates[example.preset])
        let report = try lib.run(example.csv, into: .newCollection(name: "Import", template: template, parentPath: nil)) {
            $0.mapping = ImportPresets.mapping(example.preset)
        }
        #expect(report.errors == [])
        #expect(report.kept.map(\.reason) == example.reasons)
        #expect(report.kept.map(\.text) == example.texts)
        let notes = try lib.items().compactMap(\.notes).joined(separator: "\n")
        for text in example.texts { #expect(notes.contains(": \(text)"), "\(example.preset): \(notes)") }
    }
}
