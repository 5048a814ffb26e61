import Foundation
import KuriosaTestSupport
import Testing

/// An OpenNumismat collection file is read as an app's export (docs/import-apps.md,
/// "OpenNumismat"): in real processes, on SQLite files written here as OpenNumismat 1.9
/// writes them (collection version 10: the `coins` table with its 110 columns, `photos`,
/// `images`, `tags`, `coins_tags`, `prices`), and in the layouts of versions 1 and 2.
@Suite("OpenNumismat collections through kuriosa import", .serialized)
struct OpenNumismatCommandTests {
    typealias Package = RoundTripCommandTests.Package

    static func collection(_ package: Package, layout: String = "10") throws -> URL {
        let file = package.folder.appendingPathComponent("Coins.db")
        let script = ExportFixture.root.appendingPathComponent("Tests/KuriosaExportTests/Scripts/make-opennumismat.py").path
        let made = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, file.path, package.folder.path, layout])
        try #require(made.status == 0, "\(made.stderr)")
        return file
    }

    static func json(_ r: TestProcess.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stdout)\(r.stderr)")
    }

    /// The coins held come in with their photos, status, tags, place, denomination and the
    /// columns the coin template lacks as fields of their own; the wishes, the passed coins
    /// and the price list are named as sheets not read.
    @Test func aCollectionComesInWithItsPhotos() throws {
        let package = try Package.new()
        let file = try Self.collection(package)
        let r = try package.run("import", [file.path, "--new-collection", "Coins", "--default-currency", "CHF", "--json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let json = try Self.json(r)
        #expect(json["recognised"] as? String == "OpenNumismat collection")
        #expect((json["created"] as? [Any])?.count == 3, "\(json)")
        let warnings = json["warnings"] as? [[String: Any]] ?? []
        let sheets = warnings.filter { $0["reason"] as? String == "sheet_skipped" }
        #expect(sheets.compactMap { $0["column"] as? String } == ["Wishlist", "Passed", "Prices"])
        #expect((sheets.first?["detail"] as? String)?.contains("--sheet Wishlist --kind wish imports them as wishes") == true, "\(sheets)")
        let pictures = warnings.filter { $0["reason"] as? String == "picture_not_imported" }
        #expect(pictures.isEmpty, "\(pictures)")
        let stored = (json["kept"] as? [[String: Any]] ?? []).filter { $0["reason"] as? String == "sheet_picture" }
        #expect(stored.compactMap { $0["text"] as? String } == ["Obverse", "Reverse", "Edge"], "the GIF edge too: \(stored)")
        #expect(warnings.contains { $0["column"] as? String == "image" && $0["reason"] as? String == "left_out" })

        let photos = package.folder.appendingPathComponent("photos")
        let out = package.folder.appendingPathComponent("out.csv")
        let export = try package.run("export", ["--template", "spreadsheet", "--collection", "Coins", "-o", out.path, "--photos-dir", photos.path])
        try #require(export.status == 0, "\(export.stderr)")
        let rows = Self.rows(try String(contentsOf: out, encoding: .utf8))
        #expect(rows.map { $0["Title"] } == ["5 Francs Tell", "1 Rubel", "½ Penny"])
        let tell = try #require(rows.first)
        #expect(tell["Denomination"] == "5 Francs" && tell["Country"] == "Switzerland" && tell["Year"] == "1968" && tell["Mint mark"] == "B")
        #expect(tell["Purchase price"] == "CHF 12.50" && tell["Source"] == "Münzen Basel" && tell["Place"] == "Safe › Tray 2")
        // The first catalogue as the collector titled it (`KM#`), not `1#`.
        #expect(tell["Tags"] == "Europe, Silver" && tell["KM#"] == "KM# 40" && tell["Catalog number 1"] == nil && tell["Period"] == "Confederation",
                "\(tell)")
        #expect(tell["Photos"] == "K-0001-1.jpg, K-0001-2.jpg", "\(tell)")
        #expect(rows[1]["Status"] == "In the collection" && rows[1]["Tags"] == "Europe, For sale", "for sale is a tag: \(rows[1])")
        #expect(rows[2]["Status"] == "Sold" && rows[2]["Buyer"] == "Anna", "\(rows[2])")
        let obverse = try Data(contentsOf: package.folder.appendingPathComponent("obverse.jpg"))
        #expect(try Data(contentsOf: photos.appendingPathComponent("K-0001-1.jpg")) == obverse, "the JPEG is stored as it was")

        // The wishes, read as wishes.
        let wishes = try package.run("import", [file.path, "--sheet", "Wishlist", "--kind", "wish", "--collection", "Coins", "--json"])
        #expect(wishes.status == 0, "\(wishes.stdout)\(wishes.stderr)")
        #expect((try Self.json(wishes)["created"] as? [Any])?.count == 1)
    }

    /// Without `--default-currency` a price is kept in the notes, naming the option; the
    /// layouts of versions 1 (pictures in the coins' own columns) and 2 (an `images` table)
    /// give the same photos.
    @Test(arguments: ["2", "1"])
    func olderLayoutsGiveTheSamePhotos(layout: String) throws {
        let package = try Package.new()
        let file = try Self.collection(package, layout: layout)
        let r = try package.run("import", [file.path, "--new-collection", "Coins", "--json"])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        let json = try Self.json(r)
        let kept = json["kept"] as? [[String: Any]] ?? []
        #expect(kept.filter { $0["reason"] as? String == "sheet_picture" }.count == 3, "\(layout): \(kept)")
        #expect(kept.contains { $0["reason"] as? String == "invalid_money" && ($0["detail"] as? String)?.contains("--default-currency") == true },
                "\(kept)")
        let photos = package.folder.appendingPathComponent("photos")
        let out = package.folder.appendingPathComponent("out.csv")
        _ = try package.run("export", ["--template", "spreadsheet", "--collection", "Coins", "-o", out.path, "--photos-dir", photos.path])
        let obverse = try Data(contentsOf: package.folder.appendingPathComponent("obverse.jpg"))
        #expect(try Data(contentsOf: photos.appendingPathComponent("K-0001-1.jpg")) == obverse, "\(layout)")
    }

    /// An SQLite file that is no OpenNumismat collection is refused, naming what it is.
    @Test func anotherSQLiteFileIsRefused() throws {
        let package = try Package.new()
        let file = package.folder.appendingPathComponent("other.db")
        let made = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c",
            "import sqlite3,sys; db=sqlite3.connect(sys.argv[1]); db.execute('CREATE TABLE notes (id INTEGER, text TEXT)'); db.commit()", file.path])
        try #require(made.status == 0, "\(made.stderr)")
        let before = try Data(contentsOf: file)
        let r = try package.run("import", [file.path, "--new-collection", "Coins", "--template", "builtin.coin"])
        #expect(r.status == 2, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.contains("unsupported_workbook") && r.stderr.contains("not an OpenNumismat collection"), "\(r.stderr)")
        #expect(try Data(contentsOf: file) == before, "the file is only read")
    }

    /// A hostile file: a coin's text of 2 MiB is refused before it is read into memory; a
    /// `coins` view (not a table) makes no collection.
    @Test func aHostileFileIsRefused() throws {
        let package = try Package.new()
        let long = package.folder.appendingPathComponent("long.db")
        let view = package.folder.appendingPathComponent("view.db")
        let made = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            db.execute("CREATE TABLE coins (id INTEGER PRIMARY KEY, title TEXT, status TEXT, value NUMERIC, unit TEXT, mintmark TEXT, catalognum1 TEXT, saller TEXT, note TEXT)")
            db.execute("INSERT INTO coins (title, status, note) VALUES ('5 Francs', 'owned', ?)", ("x" * (2 << 20),))
            db.commit()
            db = sqlite3.connect(sys.argv[2])
            db.execute("CREATE TABLE t (title TEXT, status TEXT)")
            db.execute("CREATE VIEW coins AS SELECT title, status FROM t")
            db.commit()
            """, long.path, view.path])
        try #require(made.status == 0, "\(made.stderr)")
        let refused = try package.run("import", [long.path, "--new-collection", "Coins"])
        #expect(refused.status == 2 && refused.stderr.contains("invalid_workbook") && refused.stderr.contains("2097152 bytes"), "\(refused.stderr)")
        let other = try package.run("import", [view.path, "--new-collection", "Coins", "--template", "builtin.coin"])
        #expect(other.status == 2 && other.stderr.contains("not an OpenNumismat collection"), "\(other.stderr)")
        // A collection cut short after its first page.
        let cut = package.folder.appendingPathComponent("cut.db")
        try Data(try Data(contentsOf: try Self.collection(package)).prefix(4096 + 100)).write(to: cut)
        let damaged = try package.run("import", [cut.path, "--new-collection", "Coins"])
        #expect(damaged.status == 2 && damaged.stderr.contains("cut.db: invalid_workbook")
                && damaged.stderr.contains("cannot be read as an OpenNumismat collection"), "\(damaged.stderr)")
    }

    static func rows(_ csv: String) -> [[String: String]] {
        let lines = CSVText.records(csv)
        guard let header = lines.first else { return [] }
        return lines.dropFirst().map { Dictionary(zip(header, $0).filter { !$0.1.isEmpty }, uniquingKeysWith: { a, _ in a }) }
    }
}
