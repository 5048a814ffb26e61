import Foundation
import KuriosaTestSupport
import Testing

/// Counts of 0 and empty required fields on golden-v10, whose catalog holds both (a wine drunk
/// up, ammunition used up, a watch without its required brand): rows that name such a piece
/// and leave it as it is are taken (law 1 holds, `law1AnUnchangedExportWritesNothing`); a new
/// piece with them, or an edit that would store them, is refused.
extension RoundTripLawTests {
    @Test func zeroCountsAndEmptyRequiredFieldsOnlyForPiecesThatHoldThem() throws {
        let golden = try Package.golden("v10")
        var out = try Self.export(golden, .csv, to: "all")
        let text = try LawFormat.csv.text(of: out.file)
        let creedmoor = try #require(text.components(separatedBy: "\r\n").first { $0.hasPrefix("K-0011,") })
        // K-0005's bottles 3 → 0, K-0001's brand emptied, and a new row with 0 rounds.
        try LawFormat.csv.edit(out.file, [("Red,3 Bottle (75 cl)", "Red,0 Bottle (75 cl)"), (",Watches,IWC,", ",Watches,,")])
        try LawFormat.csv.write(try LawFormat.csv.stampedText(of: out.file)
            + creedmoor.replacingOccurrences(of: "K-0011,6.5 Creedmoor 143 gr ELD-X", with: ",6.5 Creedmoor new box") + "\r\n", to: out.file)
        let before = try golden.files()
        var (status, json) = try Self.importJSON(golden, out.file, ["--photos-dir", out.photos.path])
        let errors = json["errors"] as? [[String: Any]] ?? []
        #expect(errors.map { "\($0["row"] ?? "") \($0["reason"] ?? "") \($0["column"] ?? "")" }
                == ["2 missing_value Brand", "6 invalid_quantity Bottles", "15 invalid_quantity Rounds"], "\(json)")
        #expect(status == 3 && Self.count(json, "created") == 0 && Self.count(json, "updated") == 0, "\(json)")
        #expect(try golden.files() == before, "refused rows write nothing")

        // The count now of K-0008 (500 bought, 250 used) set to 0: the first purchase moves by
        // the difference (to 250), so the journal's count now is the 0 the cell says.
        out = try Self.export(golden, .csv, to: "count")
        try LawFormat.csv.edit(out.file, [(",250,2025-04-01", ",0,2025-04-01")])
        (status, json) = try Self.importJSON(golden, out.file, ["--photos-dir", out.photos.path])
        #expect(status == 0 && Self.count(json, "updated") == 1, "\(json)")
        #expect(try golden.newestPaths(of: "K-0008") == ["purchaseQuantity"])
        let again = try Self.export(golden, .csv, to: "again")
        // Apart from K-0008's price per unit: the first purchase's price over its new count.
        #expect(CSVText.records(try LawFormat.csv.text(of: again.file), without: "Price per unit")
                == CSVText.records(try LawFormat.csv.text(of: out.file), without: "Price per unit"))
    }
}

extension RoundTripLawTests {
    /// A relation to a later row: the Full piece (`K-0001`, the file's first row) names the
    /// Bare piece (`K-0003`, a later row). Imported into a new library whose collections are
    /// made in another order (`Others` first), the Full piece's companion is the piece the
    /// Bare row became (`K-0005` there), set once every row is written; the Yen piece's (an
    /// earlier row) as before.
    @Test func relationsToLaterRowsNameThePiecesTheyBecame() throws {
        let source = try Self.generated()
        let link = source.folder.appendingPathComponent("link.csv")
        try Data(#"No.,Title,Maker,Companion\#nK-0001,Full piece,"Acme, ""Works""",K-0003\#n"#.utf8).write(to: link)
        let linked = try Self.importJSON(source, link, ["--collection", "Source"])
        #expect(linked.status == 0 && Self.count(linked.json, "updated") == 1, "\(linked.json)")
        let templates = source.folder.appendingPathComponent("templates.json")
        let out = try Self.export(source, .csv, to: "all", extra: ["--templates-file", templates.path])
        var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: templates)) as? [String: Any])
        document["collections"] = Array(((document["collections"] as? [Any]) ?? []).reversed())
        try JSONSerialization.data(withJSONObject: document).write(to: templates)
        let fresh = try Package.new()
        let (status, json) = try Self.importJSON(fresh, out.file, ["--create-collections", "--templates-file", templates.path,
                                                                  "--photos-dir", out.photos.path, "--documents-dir", out.documents.path])
        #expect(status == 0 && Self.count(json, "created") == 5 && Self.count(json, "errors") == 0, "\(json)")
        let again = try Self.export(fresh, .csv, to: "source", collection: "Source")
        let lines = try LawFormat.csv.text(of: again.file).components(separatedBy: "\r\n")
        let full = try #require(lines.first { $0.contains("Full piece") })
        let yen = try #require(lines.first { $0.contains("Yen piece") })
        #expect(full.hasPrefix("K-0003,") && full.contains(",K-0005,"), "\(full)")
        #expect(yen.contains(",K-0003,"), "\(yen)")
        // The link is the import's: one batch, an update of that one path after the create.
        #expect(try fresh.newestPaths(of: "K-0003").contains("fields.companion"))
    }
}
