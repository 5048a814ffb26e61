import Foundation
import KuriosaTestSupport
import Testing

/// The laws for wishes: `export --kind wish` heads its rows with `Wish ID` (wishes have no
/// inventory number), the target price, the priority and the wishlist's fields, and none of
/// an owned piece's purchase columns; `import --kind wish` of it matches each row by its ID.
extension RoundTripLawTests {
    /// The sample (whose one wish is a watch) with a second wish that fills every wish column.
    static func sampleWithWishes() throws -> Package {
        let sample = try Package.sample()
        let wishes = sample.folder.appendingPathComponent("new-wishes.csv")
        try Data(("Title,Brand,Priority,Purchase price,Link to buy,Tags,Notes\n"
            + "Omega Speedmaster,Omega,3,EUR 6200,https://shop.example/speedy,dream,\"For the 50th, \"\"Moonwatch\"\"\"\n").utf8).write(to: wishes)
        let r = try sample.run("import", [wishes.path, "--collection", "Watches", "--kind", "wish"])
        try #require(r.status == 0, "\(r.stdout)\(r.stderr)")
        return sample
    }

    /// The ID of the wish titled `title`, from the export's `Wish ID` column.
    static func wishID(in text: String, titled title: String) throws -> String {
        let line = try #require(text.components(separatedBy: "\r\n").first { $0.contains(title) }, "no row of \(title)")
        let match = try #require(line.range(of: #"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"#,
                                            options: [.regularExpression, .caseInsensitive]))
        return String(line[match])
    }

    /// Law 1 and law 2 for wishes, in every format: the unchanged export writes nothing and
    /// warns of nothing; three edited cells (a title, a priority, a target price) change
    /// exactly those three values of that one wish.
    @Test(arguments: LawFormat.allCases)
    func wishesGoOutAndComeBackByTheirID(format: LawFormat) throws {
        let sample = try Self.sampleWithWishes()
        let out = try Self.export(sample, format, to: "wishes", extra: ["--kind", "wish"])
        let text = try format.text(of: out.file)
        let header = text.prefix { $0 != "\r" }
        for column in ["Wish ID", "Priority", "Target price", "Link to buy", "Collection"] {
            #expect(header.contains(column), "\(column): \(header)")
        }
        for column in ["Purchase date", "Purchase price", "Quantity", "Status"] {
            #expect(!header.contains(column), "\(column): \(header)")
        }
        let before = try sample.files()
        var (status, json) = try Self.importJSON(sample, out.file, ["--kind", "wish"])
        #expect(status == 0 && Self.count(json, "errors") == 0 && Self.count(json, "warnings") == 0, "\(json)")
        #expect(Self.count(json, "created") == 0 && Self.count(json, "updated") == 0, "\(json)")
        #expect(try sample.files() == before, "\(format): the unchanged wishes changed the package")

        let id = try Self.wishID(in: text, titled: "Omega Speedmaster")
        try format.edit(out.file, [("Omega Speedmaster", "Omega Speedmaster Professional")])
        try Self.replace(in: out.file, format, #"([,;])3([,;])"#, with: "$15$2")
        try Self.replace(in: out.file, format, #"6([.,]?)200"#, with: "5$1900")
        (status, json) = try Self.importJSON(sample, out.file, ["--kind", "wish"])
        #expect(status == 0 && Self.count(json, "created") == 0 && Self.count(json, "updated") == 1, "\(json)")
        #expect(try sample.newestPaths(of: id) == ["title", "wishPriority", "wishTarget"])
        let again = try Self.export(sample, format, to: "wishes-again", extra: ["--kind", "wish"])
        #expect(try format.text(of: again.file) == format.text(of: out.file), "nothing but the three cells changed")
    }

    /// A wish ID the library does not have is a row error, not a new wish; the owned pieces'
    /// export of a library with wishes keeps its law 1 (the wishes are not in it).
    @Test func anUnknownWishIDIsARowError() throws {
        let sample = try Self.sampleWithWishes()
        let out = try Self.export(sample, .csv, to: "wishes", extra: ["--kind", "wish"])
        let id = try Self.wishID(in: try LawFormat.csv.text(of: out.file), titled: "Omega Speedmaster")
        try LawFormat.csv.edit(out.file, [(id, "00000000-0000-4000-8000-000000000000")])
        let before = try sample.files()
        let (status, json) = try Self.importJSON(sample, out.file, ["--kind", "wish"])
        let reasons = (json["errors"] as? [[String: Any]] ?? []).compactMap { $0["reason"] as? String }
        #expect(status == 3 && reasons == ["unknown_wish"] && Self.count(json, "created") == 0, "\(json)")
        #expect(try sample.files() == before)
        let owned = try Self.export(sample, .csv, to: "owned")
        let back = try Self.importJSON(sample, owned.file, ["--photos-dir", owned.photos.path, "--documents-dir", owned.documents.path])
        #expect(back.status == 0 && Self.count(back.json, "warnings") == 0 && Self.count(back.json, "updated") == 0, "\(back.json)")
        #expect(try sample.files() == before)
    }

    /// Law 3 for wishes: into a new library (`--new-collection` with the watch template) the
    /// wishes come back as wishes, and export as the same file apart from their IDs.
    @Test func wishesIntoANewLibrary() throws {
        let sample = try Self.sampleWithWishes()
        let out = try Self.export(sample, .csv, to: "wishes", extra: ["--kind", "wish"])
        let fresh = try Package.new()
        let (status, json) = try Self.importJSON(fresh, out.file, ["--kind", "wish", "--new-collection", "Watches",
                                                                  "--template", "builtin.watch"])
        #expect(status == 0 && Self.count(json, "created") == 2 && Self.count(json, "warnings") == 0, "\(json)")
        let again = try Self.export(fresh, .csv, to: "wishes-again", extra: ["--kind", "wish"])
        func withoutIDs(_ url: URL) throws -> [String] {
            try LawFormat.csv.text(of: url)
                .replacingOccurrences(of: #"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"#, with: "ID",
                                      options: [.regularExpression, .caseInsensitive])
                .components(separatedBy: "\r\n").sorted()
        }
        #expect(try withoutIDs(again.file) == withoutIDs(out.file))
    }
}
