import Foundation
import KuriosaTestSupport
import Testing

/// A file format the round-trip laws run on: how `kuriosa export` is asked for it, and how a
/// test reads and edits the file. A workbook is read and edited as CSV text through openpyxl
/// (an independent reader and writer): its cells are dumped as CSV, and a cell of the edited
/// text that differs is written back into the workbook, a number as a number.
enum LawFormat: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// RFC 4180 CSV, `,` and a decimal point.
    case csv
    /// The German-Excel CSV: `;` between cells and a decimal comma (`--locale de-DE`).
    case germanCSV
    /// An Excel workbook (`--format xlsx`), typed cells.
    case xlsx

    var testDescription: String { rawValue }
    var fileExtension: String { self == .xlsx ? "xlsx" : "csv" }
    var exportArguments: [String] {
        switch self {
        case .csv: ["--format", "csv"]
        case .germanCSV: ["--format", "csv", "--locale", "de-DE"]
        case .xlsx: ["--format", "xlsx"]
        }
    }

    /// openpyxl's view of a workbook's first sheet as CSV (`\r\n`, `,`): whole numbers without
    /// `.0`, dates as ISO dates, booleans as TRUE/FALSE. With a second argument, the CSV text
    /// in that file is laid over the sheet: each cell that differs is set, typed as the cell was.
    static let workbookScript = #"""
    import csv, datetime, io, sys, openpyxl
    def text(v):
        if v is None: return ""
        if isinstance(v, bool): return "TRUE" if v else "FALSE"
        if isinstance(v, datetime.datetime):
            return v.date().isoformat() if v.time() == datetime.time() else v.isoformat(sep=" ")
        if isinstance(v, datetime.date): return v.isoformat()
        if isinstance(v, float) and v.is_integer(): return str(int(v))
        return str(v)
    book = openpyxl.load_workbook(sys.argv[1])
    sheet = book.worksheets[0]
    if len(sys.argv) == 2:
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\r\n")
        for row in sheet.iter_rows(values_only=True): w.writerow([text(v) for v in row])
        sys.stdout.write(out.getvalue())
    else:
        rows = list(csv.reader(io.StringIO(open(sys.argv[2], encoding="utf-8").read(), newline="")))
        for r, row in enumerate(rows, start=1):
            for c, new in enumerate(row, start=1):
                cell = sheet.cell(row=r, column=c)
                if text(cell.value) == new: continue
                if isinstance(cell.value, (int, float)) and not isinstance(cell.value, bool):
                    try: cell.value = int(new) if new.lstrip("-").isdigit() else float(new); continue
                    except ValueError: pass
                cell.value = new if new != "" else None
        book.save(sys.argv[1])
    """#

    /// The file as text to compare.
    func text(of url: URL) throws -> String {
        try CSVText.withoutStamps(try stampedText(of: url))
    }

    /// The file as text, its stamps as written (`write` takes this text back).
    func stampedText(of url: URL) throws -> String {
        guard self == .xlsx else { return try String(contentsOf: url, encoding: .utf8) }
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", Self.workbookScript, url.path])
        try #require(r.status == 0, "openpyxl: \(r.stderr)")
        return r.stdout
    }

    /// Writes edited text back: a CSV as it is, a workbook cell by cell through openpyxl.
    func write(_ text: String, to url: URL) throws {
        guard self == .xlsx else { return try Data(text.utf8).write(to: url) }
        let edited = url.deletingPathExtension().appendingPathExtension("edited.csv")
        try Data(text.utf8).write(to: edited)
        let r = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", Self.workbookScript, url.path, edited.path])
        try #require(r.status == 0, "openpyxl: \(r.stderr)")
        try FileManager.default.removeItem(at: edited)
    }

    /// Changes cells: each pair's text (which the file must hold) becomes the other.
    func edit(_ url: URL, _ replacements: [(String, String)]) throws {
        var text = try stampedText(of: url)
        for (old, new) in replacements {
            try #require(text.contains(old), "\(url.lastPathComponent) has no cell \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try write(text, to: url)
    }

    /// The records of a file with every inventory number (`K-0001`, also in photo names and
    /// relation cells) written as `K-#`, sorted: law 3 compares files "apart from the numbers
    /// the new library gives", and the spreadsheet is sorted by number.
    func withoutNumbers(_ url: URL) throws -> [String] {
        let text = try text(of: url).replacingOccurrences(of: #"K-\d{4,}"#, with: "K-#", options: .regularExpression)
        return text.components(separatedBy: "\r\n").sorted()
    }
}

/// The three laws of docs/import.md#the-laws on the golden libraries, the sample library and a
/// generated library with every field type, for every `LawFormat`, with photos and documents:
/// 1. importing an unchanged export writes nothing (the package stays byte for byte the same);
/// 2. changing N cells changes exactly those N values, each one history path;
/// 3. an export imported into a new, empty library exports as the same file, apart from the
///    inventory numbers.
@Suite("spreadsheet round trip laws", .serialized)
struct RoundTripLawTests {
    typealias Package = RoundTripCommandTests.Package

    /// The libraries of law 1 and 3, and the row errors an unchanged export has: none.
    /// golden-v10 holds a piece without its required brand and counts of 0 (a wine drunk up,
    /// ammunition used up); their rows name their pieces, which stay as they are.
    enum Library: String, CaseIterable, Sendable {
        case sample, goldenV1, goldenV10, generated

        func make() throws -> Package {
            switch self {
            case .sample: try Package.sample()
            case .goldenV1: try Package.golden("v1")
            case .goldenV10: try Package.golden("v10")
            case .generated: try RoundTripLawTests.generated()
            }
        }

        var refusedRows: Int { 0 }
    }

    /// The every-field-type library: `Source` (RoundTripTests' template: text, number, date,
    /// currency, dropdown, multiple choice, rating, checkbox, URL, quantity, measurements,
    /// relation, a calculation, counts, tags, places) and `Others` of a second template whose
    /// `Maker` is a number, so that the whole export heads both `Maker (…)` with their
    /// template's names. One piece of each has a photo, one a PDF receipt.
    static func generated() throws -> Package {
        let package = try Package.new()
        let template = package.folder.appendingPathComponent("everything.json")
        try Data(RoundTripTests.templateJSON.utf8).write(to: template)
        let others = package.folder.appendingPathComponent("others.json")
        try Data(Self.othersTemplate.utf8).write(to: others)
        let media = package.folder.appendingPathComponent("media-in")
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        try TestPictures.photo(width: 320, height: 240, seed: 7).write(to: media.appendingPathComponent("front.jpg"))
        let source = package.folder.appendingPathComponent("source.csv")
        try Data(RoundTripCommandTests.everyFieldCSV.utf8).write(to: source)
        var r = try package.run("import", [source.path, "--new-collection", "Source", "--template", template.path])
        try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
        // A real PDF to keep as a receipt: the toolkit's own inventory of what is there.
        let receipt = media.appendingPathComponent("receipt.pdf")
        r = try package.run("export", ["--template", "inventory", "-o", receipt.path])
        try #require(r.status == 0, "\(r.stderr)")
        let othersCSV = package.folder.appendingPathComponent("others.csv")
        try Data("Title,Maker,Photos,Documents\nCounted thing,7,front.jpg,receipt.pdf\nPlain thing,,,\n".utf8).write(to: othersCSV)
        r = try package.run("import", [othersCSV.path, "--new-collection", "Others", "--template", others.path,
                                       "--photos-dir", media.path, "--documents-dir", media.path])
        try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
        return package
    }

    static let othersTemplate = #"""
    {"id":"custom.others","version":1,"name":{"en":"Others"},"icon":"star",
     "sections":[{"id":"main","label":{"en":"Main"}}],
     "fields":[{"key":"maker","type":"number","label":{"en":"Maker"},"section":"main"}]}
    """#

    /// `kuriosa export LIB --template spreadsheet` of the whole library (or `collection`) in
    /// `format`, with its photos and documents beside it.
    static func export(_ package: Package, _ format: LawFormat, to name: String, collection: String? = nil,
                       extra: [String] = []) throws -> (file: URL, photos: URL, documents: URL) {
        let file = package.folder.appendingPathComponent("\(name).\(format.fileExtension)")
        let photos = package.folder.appendingPathComponent("\(name)-photos")
        let documents = package.folder.appendingPathComponent("\(name)-documents")
        let r = try package.run("export", ["--template", "spreadsheet", "-o", file.path, "--photos-dir", photos.path,
                                           "--documents-dir", documents.path] + format.exportArguments
                                           + (collection.map { ["--collection", $0] } ?? []) + extra)
        try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
        return (file, photos, documents)
    }

    static func importJSON(_ package: Package, _ file: URL, _ arguments: [String]) throws -> (status: Int32, json: [String: Any]) {
        let r = try package.run("import", [file.path, "--json"] + arguments)
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8))
        return (r.status, try #require(object as? [String: Any], "\(r.stdout)\(r.stderr)"))
    }

    static func count(_ json: [String: Any], _ key: String) -> Int { (json[key] as? [Any])?.count ?? 0 }

    /// Law 1, the whole library with its photos and documents, no `--collection`: every row
    /// goes to its collection and nothing is written.
    @Test(arguments: LawFormat.allCases, Library.allCases)
    func law1AnUnchangedExportWritesNothing(format: LawFormat, library: Library) throws {
        let package = try library.make()
        let out = try Self.export(package, format, to: "all")
        let before = try package.files()
        let (status, json) = try Self.importJSON(package, out.file, ["--photos-dir", out.photos.path, "--documents-dir", out.documents.path])
        #expect(Self.count(json, "errors") == library.refusedRows, "\(json)")
        #expect(status == (library.refusedRows == 0 ? 0 : 3), "\(json)")
        #expect(Self.count(json, "created") == 0 && Self.count(json, "updated") == 0 && Self.count(json, "warnings") == 0, "\(json)")
        #expect(try package.files() == before, "\(library) \(format): the import changed the package")
    }

    /// Law 2 on the generated library: five cells of four field types and a standard column,
    /// of pieces of two collections (one of them a `Maker (Others)` number), change exactly
    /// those five values, and the export afterwards is the edited file.
    @Test(arguments: LawFormat.allCases)
    func law2EditedCellsChangeExactlyThoseValues(format: LawFormat) throws {
        let package = try Self.generated()
        let out = try Self.export(package, format, to: "all")
        let header = try format.text(of: out.file).prefix { $0 != "\r" }
        #expect(header.contains("Maker (Everything)") && header.contains("Maker (Others)"), "\(header)")
        try format.edit(out.file, [("Auction house", "Dealer"), ("Ünïcødé 東京", "Someone else"), ("Counted thing", "Counted again")])
        // The rating of the full piece (4 → 5) and the number `Maker (Others)` (7 → 8), by
        // the cells around them.
        try Self.replace(in: out.file, format, #"(Red, Green"?)([,;])4([,;])"#, with: "$1$25$3")
        try Self.replace(in: out.file, format, #"(Counted again[^\r]*?[,;])7([,;])"#, with: "$18$2")
        let (status, json) = try Self.importJSON(package, out.file, ["--photos-dir", out.photos.path, "--documents-dir", out.documents.path])
        #expect(status == 0 && Self.count(json, "created") == 0, "\(json)")
        let numbers = (json["updated"] as? [[String: Any]] ?? []).compactMap { $0["number"] as? Int }.sorted()
        #expect(numbers == [1, 3, 4], "\(json)")
        #expect(try package.newestPaths(of: "K-0001") == ["fields.stars", "source"])
        #expect(try package.newestPaths(of: "K-0003") == ["fields.maker"])
        #expect(try package.newestPaths(of: "K-0004") == ["fields.maker", "title"])
        let again = try Self.export(package, format, to: "again")
        #expect(try format.text(of: again.file) == format.text(of: out.file), "nothing but the five cells changed")
    }

    /// Replaces the one match of a regular expression in the file.
    static func replace(in url: URL, _ format: LawFormat, _ pattern: String, with template: String) throws {
        let text = try format.stampedText(of: url)
        let regex = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        try #require(regex.numberOfMatches(in: text, range: range) == 1, "\(pattern) in \(text)")
        try format.write(regex.stringByReplacingMatches(in: text, range: range, withTemplate: template), to: url)
    }

    /// Law 3 for one collection: `--new-collection` with the template the collection uses.
    @Test(arguments: LawFormat.allCases)
    func law3OneCollectionIntoANewLibrary(format: LawFormat) throws {
        let sample = try Package.sample()
        let out = try Self.export(sample, format, to: "coins", collection: "Coins")
        let fresh = try Package.new()
        let (status, json) = try Self.importJSON(fresh, out.file, ["--new-collection", "Coins", "--template", "builtin.coin",
                                                                  "--photos-dir", out.photos.path, "--documents-dir", out.documents.path])
        #expect(status == 0 && Self.count(json, "errors") == 0, "\(json)")
        let again = try Self.export(fresh, format, to: "coins-again", collection: "Coins")
        #expect(try format.withoutNumbers(again.file) == format.withoutNumbers(out.file))
        #expect(try Self.names(again.photos).map(Self.numberless) == Self.names(out.photos).map(Self.numberless))
    }

    /// Law 3 for a whole library: `--create-collections` with the templates file the export
    /// wrote makes every collection (sub-collections too) with its template.
    @Test(arguments: LawFormat.allCases, [Library.sample, .goldenV1, .generated])
    func law3WholeLibraryIntoANewLibrary(format: LawFormat, library: Library) throws {
        let source = try library.make()
        let templates = source.folder.appendingPathComponent("templates.json")
        let out = try Self.export(source, format, to: "all", extra: ["--templates-file", templates.path])
        let fresh = try Package.new()
        let (status, json) = try Self.importJSON(fresh, out.file, ["--create-collections", "--templates-file", templates.path,
                                                                  "--photos-dir", out.photos.path, "--documents-dir", out.documents.path])
        #expect(status == 0 && Self.count(json, "errors") == 0 && Self.count(json, "warnings") == 0, "\(json)")
        let again = try Self.export(fresh, format, to: "again")
        #expect(try format.withoutNumbers(again.file) == format.withoutNumbers(out.file), "\(library) \(format)")
        #expect(try Self.names(again.photos).count == Self.names(out.photos).count)
        #expect(try Self.names(again.documents).count == Self.names(out.documents).count)
        // And law 1 in the new library.
        let before = try fresh.files()
        let back = try Self.importJSON(fresh, again.file, ["--photos-dir", again.photos.path, "--documents-dir", again.documents.path])
        #expect(back.status == 0 && Self.count(back.json, "updated") == 0 && Self.count(back.json, "created") == 0, "\(back.json)")
        #expect(try fresh.files() == before)
    }

    /// A photo named in a known piece's cell that the piece does not have is added once: a
    /// second import of the same file finds its bytes (re-encoded as stored) and adds nothing.
    @Test func aNewPhotoOfAKnownPieceIsAddedOnce() throws {
        let sample = try Package.sample()
        let out = try Self.export(sample, .csv, to: "all")
        try TestPictures.photo(width: 400, height: 300, seed: 42).write(to: out.photos.appendingPathComponent("new.jpg"))
        try LawFormat.csv.edit(out.file, [("\"K-0001-1.jpg, K-0001-2.jpg\"", "\"K-0001-1.jpg, K-0001-2.jpg, new.jpg\"")])
        let first = try Self.importJSON(sample, out.file, ["--photos-dir", out.photos.path])
        #expect(first.status == 0 && Self.count(first.json, "updated") == 1 && Self.count(first.json, "created") == 0, "\(first.json)")
        let paths = try sample.newestPaths(of: "K-0001")
        #expect(!paths.isEmpty && !paths.contains { $0.hasPrefix("fields.") || $0 == "title" }, "only a media row is new: \(paths)")
        let before = try sample.files()
        let second = try Self.importJSON(sample, out.file, ["--photos-dir", out.photos.path])
        #expect(second.status == 0 && Self.count(second.json, "updated") == 0, "\(second.json)")
        #expect(try sample.files() == before)
        let again = try Self.export(sample, .csv, to: "again")
        #expect(try Self.names(again.photos).filter { $0.hasPrefix("K-0001-") } == ["K-0001-1.jpg", "K-0001-2.jpg", "K-0001-3.jpg"])
    }

    /// Documents go out as the stored PDF and come back redrawn: a PDF that poppler and qpdf
    /// read, without the first file's metadata.
    @Test func documentsGoOutAndComeBackAsPDF() throws {
        let package = try Self.generated()
        let out = try Self.export(package, .csv, to: "all")
        let names = try Self.names(out.documents)
        #expect(names == ["K-0004-1.pdf"], "\(names)")
        let pdf = out.documents.appendingPathComponent("K-0004-1.pdf").path
        let info = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/pdfinfo"), [pdf])
        #expect(info.status == 0 && info.stdout.contains("Pages:"), "\(info.stdout)\(info.stderr)")
        #expect(!info.stdout.contains("Title:") || !info.stdout.contains("Kuriosa Toolkit"), "redrawn without the inventory's metadata:\n\(info.stdout)")
        let check = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/qpdf"), ["--check", pdf])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    /// `--collection` is a tree: an export of golden-v1's Coins holds `Coins › Medals`, and
    /// its edited medal row updates the medal instead of making a coin of it (the issue's
    /// second complaint).
    @Test func aCollectionImportTakesItsSubCollections() throws {
        let golden = try Package.golden("v1")
        let out = try Self.export(golden, .csv, to: "coins", collection: "Coins")
        try LawFormat.csv.edit(out.file, [("Sempach 1386 Schützenmedaille", "Sempach medal 1936")])
        let (status, json) = try Self.importJSON(golden, out.file, ["--collection", "Coins", "--photos-dir", out.photos.path])
        #expect(status == 0 && Self.count(json, "created") == 0 && Self.count(json, "updated") == 1, "\(json)")
        #expect(try golden.newestPaths(of: "K-0010") == ["title"])
    }

    /// A path the library lacks is a row error, or with `--create-collections --template` a
    /// new collection (with its missing parent); outside `--collection`'s tree it is refused.
    @Test func unknownCollectionsAreRowErrorsOrNewCollections() throws {
        let sample = try Package.sample()
        let file = sample.folder.appendingPathComponent("new.csv")
        try Data("Title,Collection,Country\nA medal,Coins › Medals,Switzerland\nA token,Tokens › Fair,Italy\nNowhere,,\n".utf8).write(to: file)
        var (status, json) = try Self.importJSON(sample, file, [])
        let reasons = (json["errors"] as? [[String: Any]] ?? []).compactMap { $0["reason"] as? String }
        #expect(status == 3 && reasons == ["unknown_collection", "unknown_collection", "missing_collection"], "\(json)")
        (status, json) = try Self.importJSON(sample, file, ["--collection", "Coins", "--create-collections", "--template", "builtin.coin"])
        let refused = (json["errors"] as? [[String: Any]] ?? []).compactMap { $0["reason"] as? String }
        #expect(status == 3 && refused == ["other_collection"] && Self.count(json, "created") == 2, "\(json)")
        let info = try sample.run("info", ["--json"])
        #expect(info.stdout.contains("Medals") && !info.stdout.contains("Tokens"), "\(info.stdout)")
    }

    /// Relation cells are inventory numbers of the library the file came from. Imported into
    /// a new library whose collections are made in another order (`Others` first, so its two
    /// pieces take K-0001 and K-0002), the Yen piece's companion `K-0001` (the Full piece of
    /// the file) names the piece the file's `K-0001` row became, not this library's `K-0001`.
    @Test func relationsNameThePiecesTheirRowsBecame() throws {
        let source = try Self.generated()
        let templates = source.folder.appendingPathComponent("templates.json")
        let out = try Self.export(source, .csv, to: "all", extra: ["--templates-file", templates.path])
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: templates)) as? [String: Any])
        document["collections"] = Array(((document["collections"] as? [Any]) ?? []).reversed())
        try JSONSerialization.data(withJSONObject: document).write(to: templates)
        let fresh = try Package.new()
        let (status, json) = try Self.importJSON(fresh, out.file, ["--create-collections", "--templates-file", templates.path,
                                                                  "--photos-dir", out.photos.path, "--documents-dir", out.documents.path])
        #expect(status == 0 && Self.count(json, "created") == 5, "\(json)")
        let full = try #require((json["created"] as? [[String: Any]])?.first { $0["row"] as? Int == 2 }?["number"] as? Int)
        #expect(full == 3, "Others' pieces came first: \(json)")
        let again = try Self.export(fresh, .csv, to: "source", collection: "Source")
        let yen = try #require(try LawFormat.csv.text(of: again.file).components(separatedBy: "\r\n").first { $0.contains("Yen piece") })
        #expect(yen.contains(",K-0003,"), "\(yen)")
    }

    /// `K-0004-1.jpg` as `K-#-1.jpg`.
    static func numberless(_ name: String) -> String {
        name.replacingOccurrences(of: #"K-\d{4,}"#, with: "K-#", options: .regularExpression)
    }

    static func names(_ folder: URL) throws -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }
}
