import Foundation
import KuriosaTestSupport
import Testing

/// Other layouts of the apps' exports than the first ones seen (docs/import-apps.md): a
/// public collection without its price columns, an older header without spaces, an export
/// without binders, a legacy header; and card apps first met in the third survey. Each is recognised with no option and its name column is
/// the title; in real processes, on files written in those shapes.
@Suite("other layouts of the apps' exports through kuriosa import")
struct OtherLayoutsImportTests {
    struct Layout: Sendable, CustomTestStringConvertible {
        let name: String
        let file: String
        let text: String
        let app: String
        /// Spreadsheet column → value of the first piece.
        let first: [String: String]
        var testDescription: String { name }
    }

    static let layouts: [Layout] = [
        Layout(name: "BoardGameGeek's public collection, no purchase columns", file: "collection.csv", text: """
            objectname,objectid,rating,numplays,weight,own,fortrade,want,wanttobuy,wanttoplay,prevowned,preordered,wishlist,wishlistpriority,wishlistcomment,comment,conditiontext,haspartslist,wantpartslist,collid,baverage,average,avgweight,rank,numowned,objecttype,originalname,minplayers,maxplayers,playingtime,maxplaytime,minplaytime,yearpublished,bggrecplayers,bggbestplayers,bggrecagerange,bgglanguagedependence,publisherid,imageid,year,language,other,itemtype,barcode,version_publishers,version_languages,version_yearpublished,version_nickname
            Azul,230802,8,12,0,1,0,0,0,0,0,0,0,3,,Club copy,,,,9876543,7.6,7.7,1.76,80,150000,thing,Azul,2,4,45,45,30,2017,2,2,8,1,,,,,,standalone,,,,,

            """, app: "BoardGameGeek collection export", first: ["Title": "Azul", "BoardGameGeek ID": "230802", "Year": "2017"]),
        Layout(name: "Dragon Shield, older header without spaces", file: "inventory.csv", text: """
            FolderName,Quantity,TradeQuantity,CardName,SetCode,SetName,CardNumber,Condition,Printing,Language,PriceBought,DateBought,AVG,LOW,TREND
            Binder A,2,0,Lightning Bolt,M10,Magic 2010,146,NearMint,Normal,English,0.5,2021-05-09,1.2,0.9,1.1

            """, app: "Dragon Shield card manager export", first: ["Title": "Lightning Bolt", "Set": "Magic 2010", "Card number": "146", "Quantity": "2"]),
        Layout(name: "ManaBox without binder columns", file: "ManaBox_Collection.csv", text: """
            Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency,Added
            Sol Ring,C21,Commander 2021,263,normal,uncommon,1,12345,2e8c9a4a-0000-4000-8000-000000000001,1.99,false,false,near_mint,en,USD,2023-01-05

            """, app: "ManaBox collection export", first: ["Title": "Sol Ring", "Set": "Commander 2021", "Card number": "263", "Purchase price": "USD 1.99"]),
        Layout(name: "Helvault with five columns", file: "helvault.csv", text: """
            extras,language,name,quantity,scryfall_id
            foil,en,Counterspell,3,9f0b2c1d-0000-4000-8000-000000000002

            """, app: "Helvault collection export", first: ["Title": "Counterspell", "Quantity": "3", "Language": "en"]),
        Layout(name: "HomeBox's legacy header", file: "homebox.csv", text: """
            Import Ref,Location,Labels,Quantity,Name,Description,Insured,Serial Number,Mode Number,Manufacturer,Notes,Purchase From,Purchased Price,Purchased Time,Lifetime Warranty,Warranty Expires,Warranty Details,Sold To,Sold Price,Sold Time,Sold Notes
            A1,Garage,Tools,1,Cordless drill,18 V,true,SN-1,DCD777,DeWalt,,Hornbach,USD 129.00,2022-03-01,false,,,,,,

            """, app: "HomeBox export", first: ["Title": "Cordless drill", "Place": "Garage", "Serial number": "SN-1", "Model number": "DCD777"]),
        Layout(name: "Snipe-IT's older asset sample", file: "assets.csv", text: """
            Full Name,Email,Username,item Name,Category,Model name,Manufacturer,Model Number,Serial,Asset Tag,Location,Notes,Purchase Date,Purchase Cost,Company,Status,Warranty,Supplier
            Bonnie Nelson,b@example.com,bnelson,Office laptop,Laptops,X1,Lenovo,20XW,SN-9,A-0042,Zurich,Second screen too,2016-04-05,USD 1200.00,Alpha,Ready,24,Digitec

            """, app: "Snipe-IT asset import file", first: ["Title": "Office laptop", "Asset tag": "A-0042", "Notes": "Second screen too\nStatus: Ready"]),
        Layout(name: "Snipe-IT's licence import file", file: "licenses.csv", text: """
            Full Name,Email,Username,Item name,serial number,Category,manufacturer,purchase date,purchase cost,purchase order,order number,Licensed To Name,Licensed to Email,expiration date,maintained,reassignable,seats,company,supplier,notes
            Ann Lee,a@example.com,alee,Photo editor,PE-123,Software,Adobe,2023-02-01,USD 240.00,PO-7,,Ann Lee,a@example.com,2024-02-01,true,false,1,Alpha,Adobe,yearly

            """, app: "Snipe-IT asset import file", first: ["Title": "Photo editor", "Notes": "yearly", "Purchase price": "USD 240.00"]),
        Layout(name: "Vivino's 2019 wine list, a rating not given", file: "full_wine_list.csv", text: """
            Winery,Wine name,Vintage,Region,Country,Regional wine style,Average rating,Scan date,Scan Location,Your rating,Your price,Your review,Personal note,Wine type,Drinking window,Food pairing,Link to wine,Label image,Bottles in cellar
            Domaine Laroche,Chablis Les Fourchaumes,2017,Chablis,France,Burgundy Chablis,4.2,2019-07-11 13:01,"",3.5,Unknown,"","",White Wine,"",Shellfish,https://www.vivino.com/wines/157372599,,3
            Château Thivin,Côte de Brouilly,2017,Côte de Brouilly,France,Beaujolais Red,3.9,2019-07-11 13:01,"",Not given,Unknown,"","",Red Wine,"",Pasta,https://www.vivino.com/wines/155016997,,1

            """, app: "Vivino wine list", first: ["Title": "Chablis Les Fourchaumes", "My rating": "7", "Quantity": "3", "Type": "White", "Notes": ""]),
        Layout(name: "Vivino's cellar table", file: "cellar.csv", text: """
            Winery,Wine name,Vintage,Region,Country,Regional wine style,Average rating,Wine ratings count,Wine type,Link to wine,User cellar count
            Farnese,Edizione Cinque Autoctoni,,Abruzzo,Italy,Central Italy Red,4.3,69037,Red Wine,https://www.vivino.com/wines/1469676,2

            """, app: "Vivino wine list", first: ["Title": "Edizione Cinque Autoctoni", "Producer": "Farnese", "Quantity": "2", "Type": "Red"]),
        Layout(name: "LibraryThing's 2014 export, headers in single quotes", file: "LibraryThing_export.csv", text: """
            'TITLE',"'AUTHOR (first, last)'","'AUTHOR (last, first)'",'DATE','LCC','DDC','ISBNs',"'PUBLICATION INFO'",'COMMENT','RATINGS','REVIEWS',"'ENTRY DATE'",'COPIES','SUBJECTS','COLLECTIONS','TAGS'
            "Magic, Science, and Religion","Bronislaw Malinowski","Malinowski, Bronislaw",?,,,[],"Publisher Unknown",,0,,"2014-01-21 18:49:25",1,"Anthropology > Ethnology","Your library","anthropology,religion"

            """, app: "LibraryThing library export",
               first: ["Title": "Magic, Science, and Religion", "Author": "Malinowski, Bronislaw", "ISBN": "", "My rating": "", "Notes": "",
                       "Tags": "anthropology, religion", "Copies": "1"]),
        Layout(name: "uCoin's CSV export in Portuguese, headers quoted after a space", file: "ucoin.csv", text: """
            "País","Denominação","Ano", "Var.", "Moeda", "Assunto","Estado (Conservação)","Preço, BRL","Número Krause","Tags","Comentário"
            "Alemanha","1 cêntimo de euro","2008 D","","Euro","Mintmark ""D"" - Munich","XF","0.50","KM# 207","Euro","da viagem"

            """, app: "uCoin collection export",
               first: ["Title": "1 cêntimo de euro", "Country": "Alemanha", "Year": "2008", "Mint mark": "D", "Currency": "Euro",
                       "KM number": "KM# 207", "Grade": "Extremely fine (XF)", "Notes": "da viagem", "Purchase price": "BRL 0.50"]),
        // The collector's currency is written into uCoin's price headers (`Preço, EUR [My]`):
        // their own price and uCoin's value; a purchase day of 0 is none.
        Layout(name: "uCoin's workbook in Portuguese, the currency in the price headers", file: "ucoin.csv", text: """
            País,Denominação,Ano,Var.,Assunto,Conservação,"Preço, EUR [uCoin]",Número Krause,Etiqueta,Necessita reposição,Publicado,Trocas,Compra,"Preço, EUR [My]",Moeda,Etiquetas,Informações
            Portugal,50 escudos,1989,,,VF,1.2,KM# 636,,,2018-10-04,,0,0.8,Escudo,,
            Portugal,1 escudo,1986,,,F,0.1,KM# 631,,,2018-10-04,,2018-10-01,0.05,Escudo,,

            """, app: "uCoin collection export",
               first: ["Title": "50 escudos", "Country": "Portugal", "Year": "1989", "KM number": "KM# 636", "Grade": "Very fine (VF)",
                       "Purchase price": "EUR 0.80", "Estimated value": "EUR 1.20", "Purchase date": "", "Notes": "", "Publicado": "2018-10-04"]),
        Layout(name: "uCoin's workbook in English, grading columns", file: "ucoin.csv", text: """
            Country,Period,Currency,Denomination,Year,Var.,Subject,"Diameter, mm",Condition,"Value, UAH [uCoin]",Number,Color,Quantity,Need to replace,Published,Swap,Purchase,"Value, UAH [My]",Grading company,Grading number,Grade,Label,Comment
            Ukraine,Hryvnia (1996 - date),Hryvnia,1 hryvnia,2018,,,26,UNC,15,KM# 1013,,2,,2021-03-02,,2021-02-20,12.5,NGC,6012345-001,65,,from the bank

            """, app: "uCoin collection export",
               first: ["Title": "1 hryvnia", "Country": "Ukraine", "Year": "2018", "Quantity": "2", "Grade": "Uncirculated (UNC)",
                       "Purchase price": "UAH 12.50", "Estimated value": "UAH 15.00", "Purchase date": "2021-02-20",
                       "Certificate number": "6012345-001", "Sheldon grade": "65", "Notes": "from the bank"]),
        Layout(name: "LibraryThing's JSON export", file: "librarything_export.json", text: """
            {"190140345": {"books_id": "190140345", "title": "Feels Like Home", "sortcharacter": "1", "public": "1",
             "primaryauthor": "Eclov, Lee", "authors": [{"lf": "Eclov, Lee", "fl": "Lee Eclov", "role": "Author"}, {"lf": "Hansen, Collin", "fl": "Collin Hansen"}],
             "tags": ["church", "family"], "tagidA": [3, 52], "collections": ["Your library"], "originalisbn": "0802418864",
             "isbn": {"0": "0802418864", "2": "9780802418869"}, "publication": "Moody Publishers (2019), 192 pages", "date": "2019",
             "language": ["English"], "language_codeA": ["eng"], "ddc": {"code": ["262"], "wording": ["Religion", "Church"]},
             "subject": {"0": ["Church", "Family"], "2": ["Families"]}, "genre": ["Religion & Spirituality"], "workcode": "22689473",
             "entrydate": "2020-09-27", "format": [{"code": "1.1.1", "text": "Paperback"}], "copies": "1", "pages": "192 "},
            "105446577": {"books_id": "105446577", "title": "Malleus Maleficarum", "primaryauthor": "Kramer, Heinrich",
             "workcode": "92660", "entrydate": "2014-01-21"}}

            """, app: "LibraryThing library export",
               first: ["Title": "Feels Like Home", "Author": "Eclov, Lee", "ISBN": "0802418864, 9780802418869", "Original ISBN": "0802418864",
                       "Binding": "Paperback", "Tags": "church, family", "Year of publication": "2019", "Pages": "192",
                       "Dewey Decimal": "262", "Subjects": "Church -- Family; Families", "Genre": "Religion & Spirituality",
                       "All authors": "Eclov, Lee; Hansen, Collin", "LibraryThing work ID": "22689473"]),
        Layout(name: "Deckbox with set names and an unset price", file: "deckbox.csv", text: """
            Count,Tradelist Count,Name,Edition,Card Number,Condition,Language,Foil,Signed,Artist Proof,Altered Art,Misprint,Promo,Textless,My Price
            1,0,Llanowar Elves,Core Set 2020,314,Near Mint,English,,,,,,,,$0.00

            """, app: "Deckbox inventory export", first: ["Title": "Llanowar Elves", "Set": "Core Set 2020", "Estimated value": ""]),
        // Card apps of their own (docs/import-apps.md, "Trading cards"), in their exports' shapes.
        Layout(name: "MTGGoldfish", file: "mtggoldfish.csv", text: """
            Card,Set ID,Set Name,Quantity,Foil,Variation,Collector Number,Scryfall ID
            Ember Wyrm,ABC,Alpha Bravo,2,foil,borderless,301,0a1b2c3d-0000-4000-8000-000000000003

            """, app: "MTGGoldfish collection export",
               first: ["Title": "Ember Wyrm", "Set": "Alpha Bravo", "Set code": "ABC", "Quantity": "2", "Finish": "foil", "Variation": "borderless",
                       "Card number": "301"]),
        Layout(name: "TopDecked, upper-case headers and short rows", file: "topdecked.csv", text: """
            QUANTITY,"NAME",SETCODE,"SETNAME","COLLECTOR NUMBER",FINISH,PRICE,RARITY,ID,ACQUIRED DATE,ACQUIRED PRICE,LANG,PRICE SALE,SIGNING,ALTERATION,CONDITION,NOTES,TAGS
            2,"Quiet Heron",abc,"Alpha Bravo",40,foil,€0.25,common,0a1b2c3d-0000-4000-8000-000000000002,2022-09-15T09:58:08.856Z,€0.10,de,,,,NM,from the prerelease,trade
            1,"Ember Wyrm",abc,"Alpha Bravo",12,nonfoil,€0.04,rare,0a1b2c3d-0000-4000-8000-000000000001,2023-04-11T13:49:14.808Z

            """, app: "TopDecked collection export",
               first: ["Title": "Quiet Heron", "Quantity": "2", "Purchase date": "2022-09-15", "Purchase price": "EUR 0.10", "Market price": "€0.25",
                       "Card condition": "NM", "Language": "de", "Tags": "trade", "Notes": "from the prerelease"]),
        Layout(name: "Archidekt", file: "archidekt.csv", text: """
            Quantity,Name,Finish,Condition,Date Added,Language,Purchase Price,Tags,Edition Name,Edition Code,Multiverse Id,Scryfall ID,Collector Number
            1,"Ember Wyrm, the Red",Foil,MP,2026-05-15,JP,,,Alpha Bravo,abc,617022,0a1b2c3d-0000-4000-8000-000000000001,741z

            """, app: "Archidekt collection export",
               first: ["Title": "Ember Wyrm, the Red", "Card condition": "MP", "Date added": "2026-05-15", "Set": "Alpha Bravo", "Card number": "741z",
                       "Purchase date": ""]),
        Layout(name: "eBay's collection of sports cards", file: "ebay.csv", text: """
            CollectibleId,Title,Sport,Purchase Price (USD),Purchase Date MM-DD-YYYY,Player,Set,Year,Card Manufacturer,Card Number,Card Condition,Professional Grader,Grade,Certification Number,Exclude
            0a1b2c3d-1111-3000-8000-000000000002,Ben Okafor #40 2021 Orbit Base,Soccer,1.0,08-07-2023,Ben Okafor,2021 Orbit Base,2021,,40,Near Mint,Not Professionally Graded,,,Y
            0a1b2c3d-1111-3000-8000-000000000001,2022 Orbit Chrome Ada Vance #12 Rookie PSA 9,Soccer,45.0,10-18-2023,Ada Vance,2022 Orbit Chrome,2022,Orbit,12,,PSA,9,81234567,

            """, app: "eBay collection export (trading cards)",
               first: ["Title": "Ben Okafor #40 2021 Orbit Base", "Game or sport": "Soccer", "Card or player": "Ben Okafor", "Purchase date": "2023-08-07",
                       "Purchase price": "USD 1.00", "Grading service": "Ungraded (raw)", "Card condition": "Near Mint"]),
    ]

    /// CellarTracker's bottles table: a row per bottle, its state a tag (pending, consumed),
    /// its cost with its currency column; identical bottles are one piece whose count and price
    /// are the rows' together (docs/import.md#copies-on-several-rows).
    @Test func cellarTrackerBottlesAddUpWithTheirPrices() throws {
        let lib = try CLILibrary()
        let header = "BottleState\tiWine\tVintage\tWine\tLocale\tQuantity\tBottleSize\tLocation\tBin\tStore\tPurchaseDate\tDeliveryDate\tBottleCost\tBottleCostCurrency\tBottleNote\tPurchaseNote\tConsumptionDate\tConsumptionType\tShortType\tConsumptionNote\tConsumptionRevenue\tConsumptionRevenueCurrency\n"
        let yquem = "1\t1367113\t2011\tChâteau d'Yquem\tFrance, Bordeaux, Sauternes\t1\t750ml\tCellar\t\tUnknown\t11/6/2019\t11/6/2019\t230\tEUR\t\t\t\t\t\t\t\t\n"
        let file = try lib.write("bottles.tsv", header
            + "-1\t684674\t2008\tPétrus\tFrance, Bordeaux, Pomerol\t1\t750ml\t(n/a)\t\tUnknown\t5/25/2020\t5/25/2020\t0\tEUR\t\t\t\t\t\t\t\t\n"
            + yquem + yquem
            + "0\t1367113\t2011\tChâteau d'Yquem\tFrance, Bordeaux, Sauternes\t1\t750ml\tCellar\t\tUnknown\t11/6/2019\t11/6/2019\t230\tEUR\t\t\t5/21/2020\tDrank from my cellar\tDrank\tExcellent!\t\t\n")
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Cellar"])
        #expect(status == 0, "\(json)")
        #expect(json["recognised"] as? String == "CellarTracker bottles (one row per bottle, consumed ones too)")
        let pieces = try OtherAppsImportTests.exported(lib)
        #expect(pieces.count == 3, "\(pieces)")
        #expect(pieces[0]["Title"] == "Pétrus" && pieces[0]["Tags"] == "Pending delivery" && pieces[0]["Purchase price"] == "", "\(pieces[0])")
        #expect(pieces[1]["Quantity"] == "2" && pieces[1]["Purchase price"] == "EUR 460.00" && pieces[1]["Price per unit"] == "EUR 230.00"
                && pieces[1]["Tags"] == "", "two bottles at EUR 230: \(pieces[1])")
        #expect(pieces[2]["Tags"] == "Consumed" && pieces[2]["Consumed on"] == "5/21/2020" && pieces[2]["Consumption note"] == "Excellent!",
                "\(pieces[2])")
    }

    /// ManaBox's purchase price is one card's: 4 cards at 4.84 cost 19.36, and rows of one
    /// card that differ only in their count are one piece with both counts and prices.
    @Test func manaBoxPricesAreByTheCard() throws {
        let lib = try CLILibrary()
        let header = "Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency\n"
        let file = try lib.write("ManaBox_Collection.csv", header
            + "Main,binder,Sol Ring,C21,Commander 2021,263,normal,uncommon,4,1,a,4.84,false,false,mint,en,EUR\n"
            + "Main,binder,Lightning Bolt,M10,Magic 2010,146,normal,common,4,2,b,0.02,false,false,mint,en,EUR\n"
            + "Main,binder,Lightning Bolt,M10,Magic 2010,146,normal,common,1,2,b,0.02,false,false,mint,en,EUR\n")
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Cards"])
        #expect(status == 0, "\(json)")
        let pieces = try OtherAppsImportTests.exported(lib)
        #expect(pieces.map { [$0["Title"], $0["Quantity"], $0["Purchase price"], $0["Price per unit"]] }
                == [["Sol Ring", "4", "EUR 19.36", "EUR 4.84"], ["Lightning Bolt", "5", "EUR 0.10", "EUR 0.02"]], "\(pieces)")
    }

    /// BoardGameGeek lists games not owned beside the owned ones (`own` 0): an import of the
    /// collection takes every row and names those; `--kind wish` takes only them, as wishes.
    @Test func boardGameGeekGamesNotOwnedAreNamedOrWishes() throws {
        let lib = try CLILibrary()
        let file = try lib.write("collection.csv", """
            objectname,objectid,rating,numplays,own,wishlist,wishlistpriority,collid,yearpublished
            Azul,230802,8,12,1,0,,9876543,2017
            Wingspan,266192,0,0,0,1,2,9876544,2019
            Root,237182,0,3,0,0,,9876545,2018

            """)
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Games"])
        #expect(status == 0, "\(json)")
        #expect((json["created"] as? [Any])?.count == 3, "\(json)")
        let warning = (json["warnings"] as? [[String: Any]] ?? []).first { $0["reason"] as? String == "rows_not_held" }
        #expect(warning?["column"] as? String == "own" && (warning?["detail"] as? String)?.contains("2 rows (rows 3, 4) are games the collector does not own") == true
                && (warning?["detail"] as? String)?.contains("--kind wish") == true, "\(String(describing: warning))")
        let (wishStatus, wishes) = try lib.importJSON(file, ["--new-collection", "Wanted", "--kind", "wish"])
        #expect(wishStatus == 0 && (wishes["created"] as? [Any])?.count == 2, "\(wishes)")
        #expect((wishes["warnings"] as? [[String: Any]] ?? []).contains { $0["reason"] as? String == "rows_held" }, "\(wishes)")
    }

    /// Sortly's transaction history is no list of items: refused, saying what it is and what
    /// to export instead; the library is unchanged.
    @Test func sortlysTransactionHistoryIsNamedForWhatItIs() throws {
        let lib = try CLILibrary()
        let file = try lib.write("transactions.csv", """
            Entry Name,Variant Details,Sortly ID (SID),Unit,Min Level,Price,Value,Notes,Tags,Transaction Date (CEST),Transaction Type,QTY change (Quantity Delta),New QTY,Folder,Folder SID,User,Transaction Note,Location,Expiry Date
            Body Oil,,SEHHBT0355,units,,29.0,348.0,,,28/08/2025 01:26PM,Update Quantity,-2.0,12.0,Elemis,SEHHBR0031,Jon,,Store room,

            """)
        let result = try lib.importFile(file, ["--new-collection", "Stuff"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("not_an_item_list: the file is Sortly's transaction history"), "\(result.stderr)")
    }

    @Test(arguments: layouts)
    func isRecognised(_ layout: Layout) throws {
        let lib = try CLILibrary()
        let file = try lib.write(layout.file, layout.text)
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Things"])
        #expect(status == 0, "\(layout.name): \(json)")
        #expect(json["recognised"] as? String == layout.app, "\(layout.name): \(json)")
        let piece = try #require(try OtherAppsImportTests.exported(lib).first, "\(layout.name)")
        for (column, value) in layout.first {
            #expect(piece[column] == value, "\(layout.name): \(column) is \(piece[column] ?? "absent"): \(piece)")
        }
    }
}
