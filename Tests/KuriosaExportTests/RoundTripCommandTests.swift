import Foundation
import KuriosaTestSupport
import Testing

/// The laws of docs/import.md#the-laws in real `kuriosa` processes: `kuriosa export --template
/// spreadsheet`, then `kuriosa import` of that file into the same collection. Law 1: an
/// unchanged export writes nothing (the package stays byte for byte the same). Law 2: changing
/// N cells changes exactly those N values, each one history path, in one batch.
@Suite("spreadsheet round trip through kuriosa", .serialized)
struct RoundTripCommandTests {
    /// A library package in a temporary folder with what unlocks it.
    final class Package {
        let folder: URL
        let library: URL
        let environment: [String: String]
        let unlock: [String]

        /// A copy of the sample library (Samples/Sample Library), unlocked by its recovery key.
        static func sample() throws -> Package {
            let folder = try TestFolder.make("kuriosa-roundtrip-sample")
            let samples = ExportFixture.root.appendingPathComponent("Samples")
            let library = folder.appendingPathComponent("Sample Library")
            try FileManager.default.copyItem(at: samples.appendingPathComponent("Sample Library"), to: library)
            return Package(folder: folder, library: library,
                           unlock: ["--recovery-key-file", samples.appendingPathComponent("SAMPLE-RECOVERY-KEY.txt").path])
        }

        /// A copy of a golden library of Fixtures/vectors (`v1`, `v10`), unlocked by its
        /// recovery key (Fixtures/vectors/README.md).
        static func golden(_ version: String) throws -> Package {
            let keys = ["v1": ("Golden.kuriosa", "QWPQ-NXGC-AVCC-0SSG-X5WA-K73Y-X2Z0-82TS"),
                        "v10": ("Golden-v10.kuriosa", "3T1M-VWR4-DCX2-6NMP-TA6H-M45T-XANX-6W3W")]
            let (name, key) = try #require(keys[version])
            let folder = try TestFolder.make("kuriosa-roundtrip-golden")
            let library = folder.appendingPathComponent(name)
            try FileManager.default.copyItem(at: ExportFixture.root.appendingPathComponent("Fixtures/vectors/golden-\(version)/\(name)"), to: library)
            let keyFile = folder.appendingPathComponent("key.txt")
            try Data((key + "\n").utf8).write(to: keyFile)
            return Package(folder: folder, library: library, unlock: ["--recovery-key-file", keyFile.path])
        }

        /// A new library (`kuriosa init`) unlocked by a key file.
        static func new() throws -> Package {
            let folder = try TestFolder.make("kuriosa-roundtrip-cli")
            let library = folder.appendingPathComponent("lib")
            let key = folder.appendingPathComponent("key")
            let package = Package(folder: folder, library: library, unlock: ["--recovery-key-file", key.path])
            let made = try TestProcess.kuriosa(["init", library.path, "--recovery-key-out", key.path, "--json"], environment: package.environment)
            try #require(made.status == 0, "kuriosa init: \(made.stderr)")
            return package
        }

        private init(folder: URL, library: URL, unlock: [String]) {
            self.folder = folder
            self.library = library
            self.unlock = unlock
            environment = ["KURIOSA_CONFIG_DIR": folder.appendingPathComponent("config").path]
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        func run(_ command: String, _ arguments: [String]) throws -> TestProcess.Result {
            try TestProcess.kuriosa([command, library.path] + arguments + unlock, environment: environment)
        }

        /// The spreadsheet CSV of one collection.
        func export(_ collection: String) throws -> String {
            let file = folder.appendingPathComponent("export.csv")
            let r = try run("export", ["--template", "spreadsheet", "--collection", collection, "-o", file.path])
            try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
            return try String(contentsOf: file, encoding: .utf8)
        }

        /// Imports `csv` into `collection` and returns the exit status and the `--json` report.
        func importJSON(_ csv: String, into collection: String) throws -> (status: Int32, json: [String: Any]) {
            let file = folder.appendingPathComponent("edited.csv")
            try Data(csv.utf8).write(to: file)
            let r = try run("import", [file.path, "--collection", collection, "--json"])
            let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8))
            return (r.status, try #require(object as? [String: Any], "\(r.stdout)\(r.stderr)"))
        }

        /// The paths of the newest history batch's changes to the piece `number` (`K-0001`).
        func newestPaths(of number: String) throws -> [String] {
            let r = try run("history", ["--item", number, "--json", "--limit", "0"])
            try #require(r.status == 0, "\(r.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let entries = try #require(json["entries"] as? [[String: Any]])
            guard let batch = entries.first?["batchID"] as? String else { return [] }
            return entries.filter { $0["batchID"] as? String == batch }
                .flatMap { ($0["changes"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String } }
                .filter { $0 != "updated_at" }.sorted()
        }

        /// Every file of the package by relative path; not the toolkit's empty lock file,
        /// which the first writing command leaves in a package and which holds nothing.
        func files() throws -> [String: Data] {
            var out: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(at: library, includingPropertiesForKeys: [.isRegularFileKey])
            while let url = enumerator?.nextObject() as? URL {
                guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true,
                      url.lastPathComponent != ".kuriosa-toolkit.lock" else { continue }
                out[url.path.replacingOccurrences(of: library.path, with: "")] = try Data(contentsOf: url)
            }
            return out
        }
    }

    static func pieces(_ json: [String: Any], _ key: String) -> [[String: Any]] { json[key] as? [[String: Any]] ?? [] }

    /// Law 1 on every collection of the sample library. An export of Watches holds its
    /// sub-collection's straps too: `--collection Watches` is the tree, and those rows are
    /// the straps (matched by their No. in `Watches › Straps`), so nothing is written.
    @Test func anUnchangedSampleExportWritesNothing() throws {
        let sample = try Package.sample()
        let before = try sample.files()
        // `export --collection` takes a name, `import --collection` a path.
        for (name, collection) in [("Coins", "Coins"), ("Wine cellar", "Wine cellar"), ("Straps", "Watches › Straps"), ("Watches", "Watches")] {
            let csv = try sample.export(name)
            #expect(csv.hasPrefix("No.,Title,Collection,"), "\(csv.prefix(80))")
            let (status, json) = try sample.importJSON(csv, into: collection)
            let errors = Self.pieces(json, "errors")
            #expect(status == 0 && errors.isEmpty, "\(collection): \(json)")
            #expect(Self.pieces(json, "created").isEmpty && Self.pieces(json, "updated").isEmpty, "\(collection): \(json)")
            #expect(try sample.files() == before, "\(collection): the import changed the package")
        }
    }

    /// Law 2 on the sample's coins: a title and a field, of two pieces.
    @Test func editedSampleCellsChangeExactlyThoseValues() throws {
        let sample = try Package.sample()
        let csv = try sample.export("Coins")
        let edited = csv.replacingOccurrences(of: "Vreneli 20 Franken", with: "Vreneli 20 Fr.")
            .replacingOccurrences(of: "Österreich", with: "Austria")
        #expect(edited != csv)
        let (status, json) = try sample.importJSON(edited, into: "Coins")
        #expect(status == 0, "\(json)")
        #expect(Self.pieces(json, "created").isEmpty)
        let updated = Self.pieces(json, "updated").compactMap { $0["number"] as? Int }.sorted()
        #expect(updated.count == 2, "\(json)")
        var paths: [String] = []
        for number in updated { paths += try sample.newestPaths(of: String(format: "K-%04d", number)) }
        #expect(paths.sorted() == ["fields.country", "title"], "\(paths)")
        #expect(CSVText.withoutStamps(try sample.export("Coins")) == CSVText.withoutStamps(edited), "nothing but the two cells changed")
        // The edited file imported again is unchanged now: nothing more is written.
        let files = try sample.files()
        let again = try sample.importJSON(edited, into: "Coins")
        #expect(again.status == 0 && Self.pieces(again.json, "updated").isEmpty)
        #expect(try sample.files() == files)
    }

    /// Both laws on a library of every field type, made by `kuriosa import` itself.
    @Test func everyFieldTypeKeepsBothLaws() throws {
        let package = try Package.new()
        let template = package.folder.appendingPathComponent("everything.json")
        try Data(RoundTripTests.templateJSON.utf8).write(to: template)
        let source = package.folder.appendingPathComponent("source.csv")
        try Data(Self.everyFieldCSV.utf8).write(to: source)
        let made = try package.run("import", [source.path, "--new-collection", "Source", "--template", template.path, "--json"])
        try #require(made.status == 0, "\(made.stdout)\(made.stderr)")

        let before = try package.files()
        let csv = try package.export("Source")
        let (status, json) = try package.importJSON(csv, into: "Source")
        #expect(status == 0 && Self.pieces(json, "errors").isEmpty && Self.pieces(json, "warnings").isEmpty, "\(json)\n\(csv)")
        #expect(Self.pieces(json, "updated").isEmpty && Self.pieces(json, "created").isEmpty)
        #expect(try package.files() == before, "an unchanged export imported back changed the package:\n\(csv)")

        let edited = csv.replacingOccurrences(of: "Auction house", with: "Dealer")
            .replacingOccurrences(of: "38.5 mm", with: "40 mm")
            .replacingOccurrences(of: "Ünïcødé 東京", with: "Someone else")
        let changed = try package.importJSON(edited, into: "Source")
        #expect(changed.status == 0, "\(changed.json)")
        let numbers = Self.pieces(changed.json, "updated").compactMap { $0["number"] as? Int }.sorted()
        #expect(numbers == [1, 3], "\(changed.json)")
        #expect(try package.newestPaths(of: "K-0001") == ["fields.width", "source"])
        #expect(try package.newestPaths(of: "K-0003") == ["fields.maker"])
        #expect(CSVText.withoutStamps(try package.export("Source")) == CSVText.withoutStamps(edited), "nothing but the three cells changed")
    }

    /// Three pieces with every field type of RoundTripTests' template, the awkward values too.
    static let everyFieldCSV = [
        "Title,Maker,Reserve,Made on,List price,Finish,Colors,Stars,Boxed,Link,Warranty,Width,Weight,Volume,Companion,"
            + "Quantity,Purchase date,Purchase price,Source,Estimated value,Condition,Place,Tags,Notes",
        #"Full piece,"Acme, ""Works""",42.5,1961-04-12,CHF 6450.50,Matte,"Red, Green",4,yes,https://example.com/a?b=1&c=2,2 Years,"#
            + #"38.5 mm,152.25 g,750 ml,,3,2020-02-29,EUR 12345.67,Auction house,USD 980,Very good,Home › Safe,"vintage, Gift","#
            + #""Two lines"# + "\n" + #"of notes; with ""quotes""""#,
        "Yen piece,'=cmd,-3,,JPY 1500,Matte,Blue,0,no,,18 Months,,,,K-0001,1,,JPY 2000000,'+41 44,GBP 0.05,Mint,Home › Shelf,,",
        "Bare piece,Ünïcødé 東京,,,,,,,,,,,,,,,,,,,,,,",
    ].joined(separator: "\n") + "\n"
}
