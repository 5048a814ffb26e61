import Foundation
import KuriosaTestSupport
import Testing

/// A Tellico collection is read as an app's export (docs/import-apps.md, "Tellico"): in real
/// processes, on files written here as Tellico writes them (`make-tellico.py`: a `.tc` ZIP
/// with its pictures, the bare XML with them in base64, a wine collection).
@Suite("Tellico collections through kuriosa import", .serialized)
struct TellicoCommandTests {
    typealias Package = RoundTripCommandTests.Package

    static func collection(_ package: Package, layout: String) throws -> URL {
        let file = package.folder.appendingPathComponent(layout == "xml" ? "My Coins.xml" : layout == "wine" ? "Cellar.tc" : "My Coins.tc")
        let script = ExportFixture.root.appendingPathComponent("Tests/KuriosaExportTests/Scripts/make-tellico.py").path
        let made = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, file.path, package.folder.path, layout])
        try #require(made.status == 0, "\(made.stderr)")
        return file
    }

    static func json(_ r: TestProcess.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stdout)\(r.stderr)")
    }

    /// The coins come in with their photos (the JPEG byte for byte), grade, Sheldon grade,
    /// keywords as tags, the paragraph's lines, the collector's own field; the coin on loan
    /// is lent out since its loan date, with its borrower; the picture the file does not hold
    /// is named with where it is. The same from the bare XML, its pictures in base64, and from
    /// a .tc whose pictures Tellico keeps in the folder beside it (`My Coins_files/`).
    @Test(arguments: ["zip", "xml", "folder"])
    func aCoinCollectionComesInWithItsPhotos(layout: String) throws {
        let package = try Package.new()
        let file = try Self.collection(package, layout: layout)
        let r = try package.run("import", [file.path, "--new-collection", "Coins", "--json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let json = try Self.json(r)
        #expect(json["recognised"] as? String == "Tellico coin collection")
        #expect((json["created"] as? [Any])?.count == 3, "\(json)")
        let warnings = json["warnings"] as? [[String: Any]] ?? []
        let pictures = warnings.filter { $0["reason"] as? String == "picture_not_imported" }
        #expect(pictures.count == 1 && (pictures.first?["detail"] as? String)?.contains("Tellico keeps it in its own folder") == true, "\(pictures)")
        let stored = (json["kept"] as? [[String: Any]] ?? []).filter { $0["reason"] as? String == "sheet_picture" }
        #expect(stored.compactMap { $0["text"] as? String } == ["Obverse", "Reverse"], "\(stored)")
        #expect(warnings.contains { $0["column"] as? String == "cdate" && $0["reason"] as? String == "left_out" })

        let photos = package.folder.appendingPathComponent("photos")
        let out = package.folder.appendingPathComponent("out.csv")
        let export = try package.run("export", ["--template", "spreadsheet", "--collection", "Coins", "-o", out.path, "--photos-dir", photos.path])
        try #require(export.status == 0, "\(export.stderr)")
        let rows = OpenNumismatCommandTests.rows(try String(contentsOf: out, encoding: .utf8))
        #expect(rows.map { $0["Title"] } == ["1964D Washington Quarter 25 Cents", "1922 Peace Dollar 1 Dollar", "1999 Vreneli 20 Francs"])
        let quarter = try #require(rows.first)
        #expect(quarter["Denomination"] == "25 Cents" && quarter["Year"] == "1964" && quarter["Mint mark"] == "D" && quarter["Tellico ID"] == "1")
        #expect(quarter["Grade"] == "Very fine (VF)" && quarter["Sheldon grade"] == "Very Fine-30" && quarter["Grading service"] == "PCGS", "\(quarter)")
        #expect(quarter["Purchase date"] == "2021-05-09" && quarter["Purchase price"] == "USD 12.50" && quarter["Place"] == "Safe, tray 2", "\(quarter)")
        #expect(quarter["Tags"] == "Americas, Silver" && quarter["Mint Location"] == "Denver", "\(quarter)")
        #expect(quarter["Notes"] == "Bought at the Basel fair.\nReceipt in the box.", "\(quarter)")
        #expect(quarter["Photos"] == "K-0001-1.jpg, K-0001-2.jpg", "\(quarter)")
        let obverse = try Data(contentsOf: package.folder.appendingPathComponent("obverse.jpg"))
        #expect(try Data(contentsOf: photos.appendingPathComponent("K-0001-1.jpg")) == obverse, "the JPEG is stored as it was")
        let dollar = rows[1]
        #expect(dollar["Status"] == "Lent out" && dollar["Lent to"] == "Anna Keller (due 2024-06-01): For her talk at the club", "\(dollar)")
        #expect(dollar["Sheldon grade"] == "Good-4" && dollar["Grade"] == nil && dollar["Notes"] == nil, "a grade the dropdown lacks: \(dollar)")
        let history = try package.run("history", ["--item", "K-0002"])
        #expect(history.stdout.contains(#""kind":"lent_out","date":"2024-03-01""#), "\(history.stdout)")
    }

    /// A wine collection: producer, grapes, vintage, type, bottles and rating where the wine
    /// template keeps them.
    @Test func aWineCollectionComesIn() throws {
        let package = try Package.new()
        let file = try Self.collection(package, layout: "wine")
        let r = try package.run("import", [file.path, "--new-collection", "Cellar", "--json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(try Self.json(r)["recognised"] as? String == "Tellico wine collection")
        let out = package.folder.appendingPathComponent("out.csv")
        _ = try package.run("export", ["--template", "spreadsheet", "--collection", "Cellar", "-o", out.path])
        let rows = OpenNumismatCommandTests.rows(try String(contentsOf: out, encoding: .utf8))
        let barolo = try #require(rows.first)
        #expect(barolo["Producer"] == "Giacomo Conterno" && barolo["Grape varieties"] == "Nebbiolo" && barolo["Vintage"] == "2016", "\(barolo)")
        #expect(barolo["Type"] == "Red" && barolo["Quantity"] == "3" && barolo["My rating"] == "4" && barolo["Drink by"] == "2035", "\(barolo)")
        #expect(rows[1]["Type"] == "Sparkling", "\(rows[1])")
    }

    /// A `.tc` cut short is refused naming the file; the library is byte for byte unchanged.
    @Test func aDamagedFileLeavesTheLibraryAlone() throws {
        let package = try Package.new()
        let file = try Self.collection(package, layout: "zip")
        let cut = package.folder.appendingPathComponent("cut.tc")
        let bytes = try Data(contentsOf: file)
        try Data(bytes.prefix(bytes.count / 2)).write(to: cut)
        let before = try package.files()
        let r = try package.run("import", [cut.path, "--new-collection", "Coins"])
        #expect(r.status == 2 && r.stderr.contains("cut.tc: invalid_workbook"), "\(r.stderr)")
        #expect(try package.files() == before, "the library is unchanged")
    }
}
