import Foundation
import KuriosaTestSupport
import Testing

/// Files in the shapes other apps export (docs/import-apps.md), imported as a newcomer does:
/// the built executable, a new collection, no option but its name. The fixtures are our own
/// rows in those apps' header lines and value forms (never copies of a user's file).
@Suite("kuriosa import of other apps' exports", .serialized)
struct OtherAppsImportTests {
    /// The spreadsheet export of the library, one dictionary a piece by the export's headers
    /// (the first of two equal headers wins).
    static func exported(_ lib: CLILibrary) throws -> [[String: String]] {
        let out = lib.folder.appendingPathComponent("out-\(UUID().uuidString).csv")
        let result = try TestProcess.kuriosa(["export", lib.library.path, "--template", "spreadsheet", "--format", "csv", "-o", out.path,
                                              "--recovery-key-file", lib.key.path], environment: lib.environment)
        guard result.status == 0 else { throw ExportFailed(text: result.stderr) }
        let rows = CSVText.records(try String(contentsOf: out, encoding: .utf8))
        guard let header = rows.first else { return [] }
        return rows.dropFirst().map { cells in
            var piece: [String: String] = [:]
            for (name, cell) in zip(header, cells) where piece[name] == nil { piece[name] = cell }
            return piece
        }
    }

    static func reasons(_ json: [String: Any], _ key: String) -> [String] {
        (json[key] as? [[String: Any]] ?? []).compactMap { $0["reason"] as? String }
    }

    /// ManaBox: recognised with no option, the template taken from the app, prices read with
    /// the currency column, copies that differ in finish or condition kept apart, identical
    /// rows counted together, the card's condition its own field.
    @Test func manaBoxIsRecognisedAndCopiesStayApart() throws {
        let lib = try CLILibrary()
        let file = try lib.write("ManaBox_Collection.csv", """
            Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency
            Red deck,deck,Ember Wyrm,ABC,Alpha Bravo,12,normal,rare,1,101,0a1b2c3d-0000-0000-0000-000000000001,1.25,false,false,near_mint,en,USD
            Red deck,deck,Ember Wyrm,ABC,Alpha Bravo,12,foil,rare,1,102,0a1b2c3d-0000-0000-0000-000000000001,4.5,false,false,near_mint,en,USD
            Trade binder,binder,Ember Wyrm,ABC,Alpha Bravo,12,normal,rare,2,101,0a1b2c3d-0000-0000-0000-000000000001,1.25,false,false,played,en,EUR
            Trade binder,binder,Quiet Heron,ABC,Alpha Bravo,40,normal,common,1,103,0a1b2c3d-0000-0000-0000-000000000002,0.1,false,false,near_mint,de,EUR
            Trade binder,binder,Quiet Heron,ABC,Alpha Bravo,40,normal,common,1,103,0a1b2c3d-0000-0000-0000-000000000002,0.1,false,false,near_mint,de,EUR

            """)
        let text = try lib.importFile(file, ["--new-collection", "Cards"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stderr.contains("recognised: ManaBox collection export; the new collection takes builtin.trading_card"))
        let again = try CLILibrary()
        let (status, json) = try again.importJSON(try again.write("m.csv", try String(contentsOfFile: file, encoding: .utf8)),
                                                  ["--new-collection", "Cards"])
        #expect(status == 0)
        #expect(json["recognised"] as? String == "ManaBox collection export")
        // Rows 2, 3, 4 differ in finish, binder, condition or price: three pieces. Row 6
        // repeats row 5 exactly: its count joins row 5's piece.
        #expect((json["created"] as? [[String: Any]])?.compactMap { $0["row"] as? Int } == [2, 3, 4, 5])
        #expect((json["updated"] as? [[String: Any]])?.compactMap { $0["row"] as? Int } == [6])
        #expect((json["skipped"] as? [Any])?.isEmpty == true)
        let pieces = try Self.exported(again)
        #expect(pieces.count == 4)
        let heron = try #require(pieces.first { $0["Title"] == "Quiet Heron" })
        #expect(heron.values.contains("2"), "the two identical rows are one piece of 2: \(heron)")
        let prices = pieces.compactMap { $0.first { $0.key.hasPrefix("Purchase price") }?.value }
        #expect(prices.contains { $0.contains("EUR") } && prices.contains { $0.contains("USD") }, "\(prices)")
        #expect(pieces.contains { $0.values.contains("foil") } && pieces.contains { $0.values.contains("normal") })
        // The card trade's condition is a field of its own, as written, not the library's
        // condition and not a line in the notes (docs/import-apps.md, "Trading cards").
        #expect(heron["Card condition"] == "near_mint" && heron["Condition"] == "" && heron["Notes"] == "", "\(heron)")
        #expect(pieces.contains { $0["Card condition"] == "played" })
    }

    /// Numista: a real export's English header (`N# number (with link)`, money with its
    /// currency in brackets) and the Portuguese one are recognised with no option; each column
    /// lands where docs/import-apps.md says.
    @Test func numistaInEnglishAndPortugueseIsRecognised() throws {
        let english = try CLILibrary()
        let file = try english.write("numista.csv", """
            Country,Issuer,Face value,Reference,N# number (with link),Title,Year,Mintmark,Grade,Collection,Quantity,Buying price (USD),Estimate (USD),Acquisition date,Acquisition place,Storage location,Private comment,Public comment
            United States,United States,1 Dollar,KM# 150,N# 1492,1 Dollar - Peace Dollar,1922,,XF,Dollars,1,38.50,45,2020-11-02,Coin show,Album 2,estate sale,Nice luster

            """)
        let (status, json) = try english.importJSON(file, ["--new-collection", "Coins"])
        #expect(status == 0, "\(json)")
        #expect(json["recognised"] as? String == "Numista collection export")
        let piece = try #require(try Self.exported(english).first)
        #expect(piece["Ruler or issuer"] == "United States" && piece["KM number"] == "KM# 150" && piece["Numista number"] == "N# 1492", "\(piece)")
        #expect(piece["Purchase price"] == "USD 38.50" && piece["Estimated value"] == "USD 45.00" && piece["Source"] == "Coin show", "\(piece)")
        #expect(piece["Tags"] == "Dollars" && piece["Notes"] == "estate sale" && piece["Public comment"] == "Nice luster", "\(piece)")

        let portuguese = try CLILibrary()
        let pt = try portuguese.write("numista-pt.csv", """
            País,Emissor,Valor de face,Referência,Título,Ano,Quantidade
            Portugal,Portugal,100 Escudos,KM# 645.1,100 Escudos - Bimetálica,1989,2

            """)
        let (ptStatus, ptJSON) = try portuguese.importJSON(pt, ["--new-collection", "Moedas"])
        #expect(ptStatus == 0, "\(ptJSON)")
        #expect(ptJSON["recognised"] as? String == "Numista collection export")
        let moeda = try #require(try Self.exported(portuguese).first)
        #expect(moeda["Title"] == "100 Escudos - Bimetálica" && moeda["Denomination"] == "100 Escudos" && moeda["Year"] == "1989", "\(moeda)")
        #expect(moeda["Ruler or issuer"] == "Portugal" && moeda["KM number"] == "KM# 645.1" && moeda["Quantity"] == "2", "\(moeda)")
    }

    /// Discogs: a format the preset reads by its first item (`LP, Album, RE, RM`) keeps the
    /// whole cell in the notes and says so (`read_in_part`); `LP` alone keeps nothing more;
    /// `2xLP` is an LP whose count of discs is kept in the notes too.
    @Test func discogsFormatDetailsAreKept() throws {
        let lib = try CLILibrary()
        let file = try lib.write("discogs.csv", """
            Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes
            KS 3011,Kraftwerk,Radio-Activity,Kling Klang,"LP, Album, RE, RM, 180",,2009,2016901,Uncategorized,2021-08-07 03:26:44,,,
            VP4188,Augustus Pablo,This Is Augustus Pablo,17 North Parade,LP,,2011,3068785,Uncategorized,2020-11-18 19:17:05,,,
            SHDW 411,Pink Floyd,The Wall,Harvest,2xLP,,1979,1873013,Uncategorized,2018-05-05 14:00:31,,,

            """)
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Records"])
        #expect(status == 0, "\(json)")
        let kept = json["kept"] as? [[String: Any]] ?? []
        #expect(kept.map { $0["reason"] as? String } == ["read_in_part", "read_in_part"], "\(kept)")
        #expect(kept.map { $0["row"] as? Int } == [2, 4], "\(kept)")
        let pieces = try Self.exported(lib)
        let kraftwerk = try #require(pieces.first { $0["Title"] == "Radio-Activity" })
        #expect(kraftwerk["Format"] == "LP (12″)" && kraftwerk["Notes"] == "Format: LP, Album, RE, RM, 180", "\(kraftwerk)")
        #expect(pieces.first { $0["Title"] == "This Is Augustus Pablo" }?["Notes"] == "", "\(pieces)")
        let wall = try #require(pieces.first { $0["Title"] == "The Wall" })
        #expect(wall["Format"] == "LP (12″)" && wall["Notes"] == "Format: 2xLP", "\(wall)")
    }

    /// Discogs lists each copy of a release on a row of its own, told apart by the second it
    /// was added: two copies are two records, though a purchase keeps only the day; a row
    /// repeated to the second is one record (docs/import.md#copies-on-several-rows).
    @Test func discogsCopiesAddedAMinuteApartAreTwoRecords() throws {
        let lib = try CLILibrary()
        let file = try lib.write("discogs.csv", """
            Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,Collection Media Condition,Collection Sleeve Condition,Collection Notes
            KILLA 003,Serial Killaz,Walk & Skank,Killa Dubz,LP,,2010,2568011,Uncategorized,2022-07-28 06:12:39,,,
            KILLA 003,Serial Killaz,Walk & Skank,Killa Dubz,LP,,2010,2568011,Uncategorized,2022-07-28 06:13:46,,,
            KILLA 003,Serial Killaz,Walk & Skank,Killa Dubz,LP,,2010,2568011,Uncategorized,2022-07-28 06:13:46,,,

            """)
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Records"])
        #expect(status == 0, "\(json)")
        #expect((json["created"] as? [Any])?.count == 2, "\(json)")
        #expect((json["skipped"] as? [[String: Any]])?.map { $0["row"] as? Int } == [4], "\(json)")
        let pieces = try Self.exported(lib)
        #expect(pieces.map { $0["Purchase date"] } == ["2022-07-28", "2022-07-28"], "\(pieces)")
    }

    /// Discogs' wantlist lists records wished for: recognised with no option, its rows become
    /// wishes (the summary says so and how to take them otherwise), its release and notes
    /// kept; `--kind owned` takes the same file as owned pieces.
    @Test func discogsWantlistBecomesWishes() throws {
        let lib = try CLILibrary()
        let text = """
            Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,Notes
            TRB 1001,The Paper Lanterns,Night Harbour,Tidewater Records,"LP, Album",,1979,1000001,the first press
            OK 7,Mara Solvig,Glass Birds,Orchard Kettle,"7"", Single",,1983,1000003,

            """
        let file = try lib.write("discogs-wantlist.csv", text)
        let result = try lib.importFile(file, ["--new-collection", "Records"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("recognised: Discogs wantlist export"))
        #expect(result.stderr.contains("the rows are taken as wishes"), "\(result.stderr)")
        #expect(result.stdout.contains("Imported 2 wishes"), "\(result.stdout)")
        #expect(try Self.exported(lib).isEmpty, "no owned piece")
        let out = lib.folder.appendingPathComponent("wishes.csv")
        let export = try TestProcess.kuriosa(["export", lib.library.path, "--template", "spreadsheet", "--format", "csv", "--kind", "wish",
                                              "-o", out.path, "--recovery-key-file", lib.key.path], environment: lib.environment)
        #expect(export.status == 0, "\(export.stderr)")
        let rows = CSVText.records(try String(contentsOf: out, encoding: .utf8))
        let header = try #require(rows.first)
        let wishes = rows.dropFirst().map { Dictionary(zip(header, $0), uniquingKeysWith: { first, _ in first }) }
        #expect(wishes.map { $0["Title"] } == ["Night Harbour", "Glass Birds"])
        #expect(wishes.first?["Discogs release"] == "1000001")
        #expect(wishes.map { $0["Format"] } == ["LP (12″)", "Single (7″)"], "the collection's format table (valuesOf)")
        #expect(wishes.first?["Notes"]?.hasPrefix("the first press") == true, "\(wishes)")

        let owned = try CLILibrary()
        let (status, json) = try owned.importJSON(try owned.write("w.csv", text), ["--new-collection", "Records", "--kind", "owned"])
        #expect(status == 0, "\(json)")
        #expect(json["kind"] as? String == "owned")
        #expect(json["kindFromPreset"] as? Bool == false)
        #expect(try Self.exported(owned).count == 2)
        let again = try CLILibrary()
        let (_, wishJSON) = try again.importJSON(try again.write("w.csv", text), ["--new-collection", "Records"])
        #expect(wishJSON["kind"] as? String == "wish")
        #expect(wishJSON["kindFromPreset"] as? Bool == true)
    }

    /// A collector deleted a column that recognises the app (BoardGameGeek's `numplays`): the
    /// file is still the app's, the summary says which column it lacks, and nothing is refused.
    @Test func anExportWithoutOneOfItsColumnsIsStillRecognised() throws {
        let lib = try CLILibrary()
        let file = try lib.write("collection.csv", """
            objectname,objectid,rating,weight,own,wishlistpriority,comment,collid,yearpublished,itemtype
            Azul,230802,8,0,1,3,Club copy,9876543,2017,standalone

            """)
        let text = try lib.importFile(file, ["--new-collection", "Games"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stderr.contains("recognised: BoardGameGeek collection export"), "\(text.stderr)")
        #expect(text.stderr.contains("recognised_without (the file lacks numplays, a column of the BoardGameGeek collection export"), "\(text.stderr)")
        #expect(try Self.exported(lib).first?["Title"] == "Azul")
        // Two such columns deleted: no app's, and the summary names the one it looks like.
        let two = try lib.write("two.csv", "objectname,objectid,rating,weight,own,wishlistpriority,comment,yearpublished,itemtype\nAzul,230802,8,0,1,3,Club copy,2017,standalone\n")
        let refused = try lib.importFile(two, ["--new-collection", "Games 2", "--template", "builtin.toy"])
        #expect(refused.stderr.contains("not_recognised (the file looks like a BoardGameGeek collection export but lacks collid and numplays; --preset bgg reads it as one)"), "\(refused.stderr)")
    }

    /// `--preset none`: the same file by header matching alone (not recognised), so the
    /// template must be named.
    @Test func presetNoneTurnsRecognitionOff() throws {
        let lib = try CLILibrary()
        let file = try lib.write("m.csv", "Binder Name,Binder Type,Name,ManaBox ID,Scryfall ID\nA,binder,Ember Wyrm,1,x\n")
        let refused = try lib.importFile(file, ["--new-collection", "Cards", "--preset", "none"])
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("--new-collection needs --template"))
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Cards", "--template", "builtin.trading_card", "--preset", "none"])
        #expect(status == 0)
        #expect(json["recognised"] is NSNull)
    }

    /// Dragon Shield's quoted `"sep=,"` first line names the delimiter and, being a record a
    /// spreadsheet shows, is row 1: the header is row 2.
    @Test func dragonShieldQuotedSepLine() throws {
        let lib = try CLILibrary()
        let file = try lib.write("inventory.csv", """
            "sep=,"
            Folder Name,Quantity,Trade Quantity,Card Name,Set Code,Set Name,Card Number,Condition,Printing,Language,Price Bought,Date Bought,AVG,LOW,TREND
            Box A,1,0,Ember Wyrm,ABC,Alpha Bravo,12,NearMint,Foil,English,0.20,2024-01-05,0.3,0.1,0.25
            Box A,1,0,Ember Wyrm,ABC,Alpha Bravo,12,NearMint,Normal,English,0.20,2024-01-05,0.3,0.1,0.25

            """)
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Cards"])
        #expect(status == 0)
        #expect(json["recognised"] as? String == "Dragon Shield card manager export")
        #expect((json["detected"] as? [String: Any])?["sepLine"] as? Bool == true)
        #expect((json["created"] as? [[String: Any]])?.compactMap { $0["row"] as? Int } == [3, 4])
        // The same line saved again by a spreadsheet, padded to the table's width: still no
        // header, and no title either.
        let padded = try lib.write("padded.csv", "\"sep=,\"" + String(repeating: ",", count: 14) + "\n"
            + (try String(contentsOfFile: file, encoding: .utf8)).split(separator: "\n").dropFirst().joined(separator: "\n") + "\n")
        let (paddedStatus, paddedJSON) = try lib.importJSON(padded, ["--new-collection", "Cards 2"])
        #expect(paddedStatus == 0, "\(paddedJSON)")
        #expect(paddedJSON["recognised"] as? String == "Dragon Shield card manager export")
        #expect((paddedJSON["created"] as? [[String: Any]])?.compactMap { $0["row"] as? Int } == [3, 4])
        #expect((paddedJSON["warnings"] as? [[String: Any]])?.contains { $0["reason"] as? String == "title_row" } == false)
    }

    /// Goodreads: a binding the template lacks keeps its text in the notes (a warning, not a
    /// rejected row); every other column is a field of the new collection, an app's average
    /// is left out with its reason, and ISBN beside ISBN13 is no conflict.
    @Test func goodreadsKeepsEveryCell() throws {
        let lib = try CLILibrary()
        let file = try lib.write("goodreads_library_export.csv", #"""
            Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies
            101,The Glass Orchard,Mara Quill,"Quill, Mara",Ben Ode,"=""0999999991""","=""9780999999991""",4,3.91,Lantern House,Kindle Edition,312,2019,2018,2020/03/01,2020/01/15,"to-reread, favourites","to-reread (#3), favourites (#1)",read,,,,1,1
            102,Salt Roads,Ivo Brandt,"Brandt, Ivo",,"=""0999999992""","=""9780999999992""",0,4.02,Tidewater,Klappenbroschur,220,2021,2021,,2021/06/30,,,to-read,,,,0,0
            103,Night Ferry,Ivo Brandt,"Brandt, Ivo",,,,3,3.80,Tidewater,Mass Market Paperback,180,1999,1999,,2021/07/01,,,read,,,,1,1

            """#)
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Books"])
        #expect(status == 0)
        #expect(json["recognised"] as? String == "Goodreads library export")
        #expect((json["created"] as? [Any])?.count == 3)
        #expect((json["errors"] as? [Any])?.isEmpty == true)
        let kept = try #require(json["kept"] as? [[String: Any]])
        #expect(kept.map { $0["text"] as? String } == ["Kindle Edition", "Klappenbroschur", "Mass Market Paperback"])
        #expect(kept.map { $0["row"] as? Int } == [2, 3, 4] && kept.allSatisfy { $0["column"] as? String == "Binding" })
        #expect(kept.map { $0["reason"] as? String }.last == "read_in_part")
        let warnings = try #require(json["warnings"] as? [[String: Any]])
        #expect(warnings.contains { $0["reason"] as? String == "left_out" && $0["column"] as? String == "Average Rating"
            && ($0["detail"] as? String)?.contains("average") == true })
        #expect(warnings.contains { $0["reason"] as? String == "added_field" && $0["column"] as? String == "Date Read" })
        #expect(!warnings.contains { $0["reason"] as? String == "unknown_column" })
        let pieces = try Self.exported(lib)
        let orchard = try #require(pieces.first { $0["Title"] == "The Glass Orchard" })
        #expect(orchard["Notes"]?.contains("Binding: Kindle Edition") == true, "\(orchard)")
        // A mass-market paperback is a paperback, and the notes say which kind.
        let ferry = try #require(pieces.first { $0["Title"] == "Night Ferry" })
        #expect(ferry["Binding"] == "Paperback" && ferry["Notes"] == "Binding: Mass Market Paperback", "\(ferry)")
        #expect(orchard.values.contains("Ben Ode") && orchard.values.contains("2020-03-01") || orchard.values.contains("2020/03/01"))
        #expect(orchard.values.contains("0999999991") && orchard.values.contains("9780999999991"))
    }

    /// One stray byte in a UTF-8 file (LibraryThing's `Cort\xE2azar`): the file stays UTF-8,
    /// every other accent reads right, and the cell with the byte is named.
    @Test func aStrayByteKeepsTheFileUTF8() throws {
        let lib = try CLILibrary()
        let text = "Book Id\tTitle\tPrimary Author\tPublication\tMedia\tTags\tCollections\tEntry Date\n"
            + "1\tRécit d’été\tÉmile Zoë\tGallimard (1979)\tBroché\tfrançais\tYour library\t[2020-01-02]\n"
            + "2\tMarelle\tCort" + "\u{1}" + "azar, Julio\tGallimard (1979), Poche\tBroché\troman\tYour library\t[2020-01-03]\n"
        var bytes = Array(text.utf8)
        let marker = try #require(bytes.firstIndex(of: 1))
        bytes[marker] = 0xE2
        let file = try lib.write("librarything.tsv", bytes)
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Books", "--template", "builtin.book"])
        #expect(status == 0)
        #expect((json["detected"] as? [String: Any])?["encoding"] as? String == "UTF-8")
        let kept = try #require(json["kept"] as? [[String: Any]])
        #expect(kept.count == 1)
        #expect(kept.first?["reason"] as? String == "invalid_byte" && kept.first?["row"] as? Int == 3)
        #expect(kept.first?["columnIndex"] as? Int == 3)
        let pieces = try Self.exported(lib)
        #expect(pieces.contains { $0["Title"] == "Récit d’été" })
    }

    /// PriceCharting writes prices in pennies and no currency: US dollars, scaled.
    @Test func priceChartingPennies() throws {
        let lib = try CLILibrary()
        let file = try lib.write("collection.csv", """
            id,product-name,console-name,price-in-pennies,include-string,condition-string,sku,notes,cost-basis-in-pennies,quantity,date-entered,date-purchased,grading-company,grading-cert-id,folder
            9001,Sparkfox #4,Pocket Beasts Base,57167,Graded 6,Normal wear,,,29504,1,2025-12-28,,PSA,,Binder 1

            """)
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Cards"])
        #expect(status == 0, "\(json)")
        let piece = try #require(try Self.exported(lib).first)
        #expect(piece.values.contains { $0.contains("571.67") && $0.contains("USD") }, "\(piece)")
        #expect(piece.values.contains { $0.contains("295.04") }, "\(piece)")
    }

    /// BoardGameGeek has no publisher for most games; builtin.toy requires a brand. In the
    /// collection the import makes, the field becomes optional instead of every row refused.
    @Test func aRequiredFieldTheFileLeavesEmptyIsRelaxed() throws {
        let lib = try CLILibrary()
        let file = try lib.write("collection.csv", """
            objectname,objectid,rating,numplays,own,wishlistpriority,comment,collid,pricepaid,pp_currency,acquisitiondate,quantity,invlocation,privatecomment,yearpublished,itemtype,version_publishers
            Harbor Lights,1001,8,3,1,1,Gift from Sam,501,35.00,EUR,2021-05-01,1,Shelf 2,,2015,standalone,
            River Trade,1002,N/A,0,1,1,,502,,,,1,,,2019,standalone,Kestrel Games

            """)
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Games", "--template", "builtin.toy"])
        #expect(status == 0, "\(json)")
        #expect((json["created"] as? [Any])?.count == 2)
        #expect(Self.reasons(json, "warnings").contains("required_relaxed"))
    }

    /// CellarTracker lists a wine on order with Quantity 0: the wine comes in without a count,
    /// and the 0 is kept in its notes.
    @Test func aCountOfZeroKeepsTheRow() throws {
        let lib = try CLILibrary()
        let file = try lib.write("list.tsv", "iWine\tQuantity\tPending\tSize\tPrice\tCurrency\tVintage\tWine\tProducer\tType\tVarietal\tCountry\tRegion\tAppellation\tBeginConsume\tEndConsume\n"
            + "1\t0\t3\t750ml\t0\tEUR\t2008\tCastello Nove\tCastello Nove\tRed\tSangiovese\tItaly\tTuscany\tChianti\t2018\t2030\n"
            + "2\t2\t0\t750ml\t35\tEUR\t2016\tMonte Alto\tMonte Alto\tWhite\tVermentino\tItaly\tTuscany\tBolgheri\t2019\t2024\n")
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Cellar"])
        #expect(status == 0, "\(json)")
        #expect((json["created"] as? [Any])?.count == 2)
        #expect((json["kept"] as? [[String: Any]])?.contains { $0["column"] as? String == "Quantity" && $0["text"] as? String == "0" } == true)
    }

    /// A skipped duplicate names the piece it matched, in the summary, `--json` and `--report`.
    @Test func aSkippedRowNamesItsPiece() throws {
        let lib = try CLILibrary()
        let first = try lib.write("a.csv", "Title,Brand\nSpeedmaster,Omega\n")
        #expect(try lib.importFile(first, ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let report = lib.folder.appendingPathComponent("r.csv").path
        let again = try lib.importFile(first, ["--collection", "Watches", "--report", report])
        #expect(again.status == 0)
        #expect(again.stderr.contains("row 2: skipped, a duplicate of K-0001"))
        #expect(again.stderr.contains("note: --on-duplicate create makes every such row a piece of its own"), Comment(rawValue: again.stderr))
        #expect(try String(contentsOfFile: report, encoding: .utf8).contains("skipped,2,,,duplicate,K-0001"))

        // Two copies of one book: identical rows of the file, in a collection that does not
        // count its pieces. Skipped by default, each a piece with --on-duplicate create.
        let twice = try lib.write("two.csv", "Title,Author\nDune,Frank Herbert\nDune,Frank Herbert\n")
        let (skip, skipJSON) = try lib.importJSON(twice, ["--new-collection", "Books", "--template", "builtin.book"])
        #expect(skip == 0 && (skipJSON["skipped"] as? [Any])?.count == 1, "\(skipJSON)")
        let (keep, keepJSON) = try lib.importJSON(twice, ["--collection", "Books", "--on-duplicate", "create"])
        #expect(keep == 0 && (keepJSON["created"] as? [Any])?.count == 2, "\(keepJSON)")
    }

    /// A Coin Collection (Android) backup: sections, no header for the coins. The coins the
    /// collector has are imported, each at its line of the file; the albums' empty slots are
    /// counted, not imported.
    @Test func aCoinCollectionBackupImportsItsCoins() throws {
        let lib = try CLILibrary()
        let file = try lib.write("coins-backup.csv", """
            -----,databaseVersion,,,,,,,
            17,,,,,,,,
            -----,collections,,,,,,,
            name,coinType,collected,total,display,startYear,endYear,showMintMarks,showCheckboxes
            River Quarters,State Quarters,2,4,1,0,0,7,0
            -----,coinList,,,,,,,
            Alder Bay,P,1,12,1,nice toning,1,0,
            Alder Bay,D,0,0,0,,2,0,
            Birch Hill,P,1,0,2,,3,0,
            Birch Hill,D,0,0,0,,4,0,

            """)
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Coins"])
        #expect(status == 0, "\(json)")
        #expect(json["recognised"] as? String == "Coin Collection (Android) export, coins section")
        #expect((json["created"] as? [[String: Any]])?.compactMap { $0["row"] as? Int } == [7, 9])
        let slots = (json["warnings"] as? [[String: Any]])?.first { $0["reason"] as? String == "empty_slots" }
        #expect((slots?["detail"] as? String)?.hasPrefix("2 coins") == true)
        let pieces = try Self.exported(lib)
        let alder = try #require(pieces.first { $0["Title"] == "Alder Bay" })
        #expect(alder["Notes"] == "nice toning" && alder["Tags"] == "River Quarters" && alder["Album type"] == "State Quarters", "\(alder)")
    }

    /// `--add-fields` with a column a `--mapping` renames: the field is made under the new
    /// name and filled (it used to be made under the old name and left empty).
    @Test func addFieldsTakesTheRenamedHeader() throws {
        let lib = try CLILibrary()
        let mapping = try lib.write("m.json", #"{"columns": {"Gekauft am": "Purchase day as written"}}"#)
        let file = try lib.write("w.csv", "Title,Brand,Gekauft am\nSpeedmaster,Omega,2019-05-02\nSubmariner,Rolex,2020-01-30\n")
        #expect(try lib.importFile(try lib.write("a.csv", "Title,Brand\nX,Y\n"), ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        let (status, json) = try lib.importJSON(file, ["--collection", "Watches", "--mapping", mapping, "--add-fields"])
        #expect(status == 0, "\(json)")
        let pieces = try Self.exported(lib)
        #expect(pieces.first { $0["Title"] == "Speedmaster" }?["Purchase day as written"] == "2019-05-02", "\(pieces)")
    }

    /// A Records collection's own spreadsheet export has the piece's `Title` and the record
    /// template's field `Title`: the field's column names its template, and the export
    /// imports back as it is, changing nothing.
    @Test func aRecordsExportImportsBack() throws {
        let lib = try CLILibrary()
        let file = try lib.write("records.csv", "Title,Artist,Title (Records),Label,Year\nKind of Blue (1959 mono),Miles Davis,Kind of Blue,Columbia,1959\n")
        let first = try lib.importFile(file, ["--new-collection", "Records", "--template", "builtin.record"])
        #expect(first.status == 0, "\(first.stderr)")
        let out = lib.folder.appendingPathComponent("export.csv").path
        let export = try TestProcess.kuriosa(["export", lib.library.path, "--template", "spreadsheet", "--format", "csv", "-o", out,
                                              "--recovery-key-file", lib.key.path], environment: lib.environment)
        #expect(export.status == 0)
        let header = try #require(CSVText.records(try String(contentsOfFile: out, encoding: .utf8)).first)
        #expect(header.contains("Title") && header.contains("Title (Records)"), "\(header)")
        let before = try lib.fileHashes()
        let (status, json) = try lib.importJSON(out, [])
        #expect(status == 0, "\(json)")
        #expect((json["warnings"] as? [[String: Any]])?.contains { $0["reason"] as? String == "ambiguous_column" } == false)
        #expect((json["updated"] as? [Any])?.isEmpty == true && (json["created"] as? [Any])?.isEmpty == true)
        #expect(try lib.fileHashes() == before)
        let pieces = try Self.exported(lib)
        #expect(pieces.first?["Title (Records)"] == "Kind of Blue" && pieces.first?["Title"] == "Kind of Blue (1959 mono)")
    }

    /// A watch sheet imported into Coins: most of its columns are unknown there, and the
    /// Watches collection would read them. Imported all the same, with a warning naming
    /// Watches, and exit 3.
    @Test func aFileThatFitsAnotherCollectionBetter() throws {
        let lib = try CLILibrary()
        #expect(try lib.importFile(try lib.write("w.csv", "Title,Brand\nX,Y\n"), ["--new-collection", "Watches", "--template", "builtin.watch"]).status == 0)
        #expect(try lib.importFile(try lib.write("c.csv", "Title,Country\n5 Francs,Schweiz\n"), ["--new-collection", "Coins", "--template", "builtin.coin"]).status == 0)
        let sheet = try lib.write("sheet.csv", "Title,Brand,Reference,Movement,Case material,Case diameter\nSpeedmaster,Omega,311.30,Manual,Steel,42 mm\n")
        let (status, json) = try lib.importJSON(sheet, ["--collection", "Coins"])
        #expect(status == 3)
        let fit = (json["warnings"] as? [[String: Any]])?.first { $0["reason"] as? String == "poor_fit" }
        #expect((fit?["detail"] as? String)?.contains("\"Watches\"") == true, "\(json)")
        let (fine, _) = try lib.importJSON(sheet, ["--collection", "Watches"])
        #expect(fine == 0)
    }

    /// Vivino rates with half stars: the new collection's rating counts ten stars, and every
    /// rating is kept exactly (3.5 → 7 of 10), none in the notes.
    @Test func halfStarsOnTenStars() throws {
        let lib = try CLILibrary()
        let file = try lib.write("full_wine_list.csv", """
            Winery,Wine name,Vintage,Region,Country,Regional wine style,Average rating,Scan date,Scan/Review Location,Your rating,Your review,Personal Note,Wine type,Drinking Window,Link to wine,Label image
            Casa Norte,Vento Alto,2018,Douro,Portugal,Douro Red,3.9,2021-04-01 10:00:00,,3.5,,,Red Wine,,,
            Casa Norte,Branco Leve,2020,Douro,Portugal,Douro White,3.6,2021-04-02 10:00:00,,4,,,White Wine,,,

            """)
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Wine"])
        #expect(status == 0, "\(json)")
        #expect((json["kept"] as? [Any])?.isEmpty == true)
        #expect((json["warnings"] as? [[String: Any]])?.contains { $0["reason"] as? String == "rating_scale" && $0["column"] as? String == "Your rating" } == true)
        let pieces = try Self.exported(lib)
        let ratings = Dictionary(uniqueKeysWithValues: pieces.compactMap { piece in piece["Title"].map { ($0, piece["My rating"] ?? "") } })
        #expect(ratings["Vento Alto"]?.contains("7") == true && ratings["Branco Leve"]?.contains("8") == true, "\(ratings)")
    }

    /// One rating cell that is no number (`n/a`, typed by hand) does not cost the others their
    /// halves: it alone is kept in the notes.
    @Test func aStrayWordKeepsTheHalfStars() throws {
        let lib = try CLILibrary()
        let file = try lib.write("full_wine_list.csv", """
            Winery,Wine name,Vintage,Region,Country,Regional wine style,Average rating,Scan date,Scan/Review Location,Your rating,Your review,Personal Note,Wine type,Drinking Window,Link to wine,Label image
            Casa Norte,Vento Alto,2018,Douro,Portugal,Douro Red,3.9,2021-04-01 10:00:00,,3.5,,,Red Wine,,,
            Casa Norte,Branco Leve,2020,Douro,Portugal,Douro White,3.6,2021-04-02 10:00:00,,n/a,,,White Wine,,,
            Casa Norte,Tinto Velho,2016,Douro,Portugal,Douro Red,4.1,2021-04-03 10:00:00,,5,,,Red Wine,,,

            """)
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Wine"])
        #expect(status == 0, "\(json)")
        #expect((json["kept"] as? [[String: Any]])?.map { $0["text"] as? String } == ["n/a"], "\(json)")
        let ratings = Dictionary(uniqueKeysWithValues: try Self.exported(lib).compactMap { piece in piece["Title"].map { ($0, piece["My rating"] ?? "") } })
        #expect(ratings["Vento Alto"]?.contains("7") == true && ratings["Tinto Velho"]?.contains("10") == true, "\(ratings)")
    }

    /// `--add-options`: a binding the template lacks becomes an option of the collection's
    /// copy, and the cell is read as it instead of kept in the notes.
    @Test func addOptionsMakesTheWordsChoices() throws {
        let lib = try CLILibrary()
        let file = try lib.write("books.csv", "Title,Author,Binding\nSalt Roads,Ivo Brandt,Kindle Edition\nThe Glass Orchard,Mara Quill,Hardcover\nNorth Light,Ana Vik,Kindle Edition\n")
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Books", "--template", "builtin.book", "--add-options"])
        #expect(status == 0, "\(json)")
        #expect((json["kept"] as? [Any])?.isEmpty == true)
        let added = (json["warnings"] as? [[String: Any]])?.first { $0["reason"] as? String == "added_option" }
        #expect(added?["column"] as? String == "Binding" && added?["detail"] as? String == "\"Kindle Edition\"")
        let pieces = try Self.exported(lib)
        #expect(pieces.first { $0["Title"] == "Salt Roads" }?["Binding"] == "Kindle Edition", "\(pieces)")
        #expect(pieces.first { $0["Title"] == "The Glass Orchard" }?["Binding"] == "Hardcover")
    }

    /// `init` into a folder that does not exist names that folder.
    @Test func initIntoAMissingFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuriosa-nofolder-\(UUID().uuidString)")
        let result = try TestProcess.kuriosa(["init", folder.appendingPathComponent("sub/Lib").path, "--recovery-key-out", folder.appendingPathComponent("k.txt").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(folder.path)/sub: no such folder"))
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }
}

struct ExportFailed: Error {
    let text: String
}
