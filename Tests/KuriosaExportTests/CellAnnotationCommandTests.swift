import Foundation
import KuriosaTestSupport
import Testing

/// Cell comments and links of a workbook come in with their pieces
/// (docs/import.md#cell-comments-and-links): in real processes, on an .xlsx openpyxl writes with
/// comments and links, and on the .xls and HTML LibreOffice saves of it. One no piece can keep
/// is named in the summary and in `--json`.
@Suite("cell comments and links through kuriosa import", .serialized)
struct CellAnnotationCommandTests {
    typealias Package = RoundTripCommandTests.Package

    static let script = """
        import sys, openpyxl
        from openpyxl.comments import Comment
        book = openpyxl.Workbook(); sheet = book.active; sheet.title = "Coins"
        for row in [["Title", "Country", "Year", "Purchase price"], ["5 Francs", "Switzerland", 1968, "12.50 CHF"],
                    ["1 Rubel", "Russia", 1997, "3 EUR"], [], ["2 Euro", "Germany", 2002, "2 EUR"]]:
            sheet.append(row)
        sheet["A2"].comment = Comment("bought at the Basel fair\\nreceipt in the box", "Anna")
        sheet["D3"].comment = Comment("paid in two parts", "Anna")
        sheet["B1"].comment = Comment("country of issue", "Anna")
        sheet["C4"].comment = Comment("a note on a blank row", "Anna")
        book.save(sys.argv[1])
        """

    @Test func commentsComeInWithTheirPiecesFromXLSXAndXLS() throws {
        var exports: [String: String] = [:]
        for kind in ["xlsx", "xls", "ods"] where kind == "xlsx" || LibreOffice.isInstalled {
            let package = try Package.new()
            var file = package.folder.appendingPathComponent("coins.xlsx")
            let made = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", Self.script, file.path])
            try #require(made.status == 0, "\(made.stderr)")
            if kind == "xls" { file = try LegacyWorkbookCommandTests.xls(file, in: package) }
            if kind == "ods" { file = try OpenDocumentCommandTests.ods(file, in: package) }

            let r = try package.run("import", [file.path, "--new-collection", "Coins", "--template", "builtin.coin", "--json"])
            #expect(r.status == 0, "\(kind): \(r.stdout)\(r.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let kept = json["kept"] as? [[String: Any]] ?? []
            #expect(kept.map { "\($0["row"] ?? "") \($0["column"] ?? "") \($0["reason"] ?? "")" }
                    == ["2 Title cell_comment", "3 Purchase price cell_comment"], "\(kind): \(kept)")
            let warnings = (json["warnings"] as? [[String: Any]] ?? []).filter { $0["reason"] as? String == "comment_not_kept" }
            #expect(warnings.map { $0["column"] as? String } == ["B1", "C4"], "\(kind): \(warnings)")
            #expect((warnings.first?["detail"] as? String)?.contains("on the header row: country of issue") == true, "\(warnings)")
            exports[kind] = try package.export("Coins").replacing(/S\d{17}/, with: "")
            #expect(exports[kind]?.contains("\"Title (comment): bought at the Basel fair\nreceipt in the box\"") == true, "\(kind): \(exports[kind] ?? "")")
            #expect(exports[kind]?.contains("Purchase price (comment): paid in two parts") == true)

            // The summary names the comments no piece keeps, and imported again adds nothing twice.
            let again = try package.run("import", [file.path, "--collection", "Coins", "--on-duplicate", "update"])
            #expect(again.stdout.contains("2 comments kept by no piece"), "\(again.stdout)")
            #expect(again.stderr.contains("warning: the comment on cell B1 is kept by no piece"), "\(again.stderr)")
            #expect(try package.export("Coins").replacing(/S\d{17}/, with: "") == exports[kind])
        }
        if let xls = exports["xls"] { #expect(xls == exports["xlsx"]) }
        if let ods = exports["ods"] { #expect(ods == exports["xlsx"]) }
    }

    static let links = """
        import sys, openpyxl
        book = openpyxl.Workbook(); sheet = book.active; sheet.title = "Watches"
        for row in [["Title", "Brand", "Manufacturer page", "Notes"], ["Speedmaster", "Omega", "Omega", "first owner"],
                    ["Submariner", "Rolex", "https://www.rolex.com/sub", ""]]:
            sheet.append(row)
        sheet["A2"].hyperlink = "https://www.ebay.com/itm/12345"
        sheet["C2"].hyperlink = "https://www.omegawatches.com/speedmaster"
        sheet["C3"].hyperlink = "https://www.rolex.com/sub"
        sheet["D1"].hyperlink = "https://help.example/notes"
        book.save(sys.argv[1])
        """

    /// A link field takes its cell's link, the words shown for it kept in the notes; a link on
    /// another cell is a notes line; a link to the cell's own address adds nothing.
    @Test func linksComeInFromXLSXXLSAndHTML() throws {
        var exports: [String: String] = [:]
        for kind in ["xlsx", "xls", "html", "ods"] where kind == "xlsx" || LibreOffice.isInstalled {
            let package = try Package.new()
            var file = package.folder.appendingPathComponent("watches.xlsx")
            let made = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", Self.links, file.path])
            try #require(made.status == 0, "\(made.stderr)")
            if kind == "xls" { file = try LegacyWorkbookCommandTests.xls(file, in: package) }
            if kind == "ods" { file = try OpenDocumentCommandTests.ods(file, in: package) }
            if kind == "html" {
                let html = try LibreOffice.convert(file, to: "html:HTML (StarCalc)", pathExtension: "html", in: package.folder)
                file = package.folder.appendingPathComponent("watches-export.xls")
                try FileManager.default.moveItem(at: html, to: file)
            }
            let r = try package.run("import", [file.path, "--new-collection", "Watches", "--template", "builtin.watch", "--json"])
            #expect(r.status == 0, "\(kind): \(r.stdout)\(r.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
            let kept = (json["kept"] as? [[String: Any]] ?? []).map { "\($0["row"] ?? "") \($0["column"] ?? "") \($0["reason"] ?? "") \($0["text"] ?? "")" }
            #expect(kept == ["2 Manufacturer page link_text Omega", "2 Title cell_link https://www.ebay.com/itm/12345"], "\(kind): \(kept)")
            let named = (json["warnings"] as? [[String: Any]] ?? []).filter { $0["reason"] as? String == "link_not_kept" }
            #expect(named.map { $0["column"] as? String } == ["D1"], "\(kind): \(named)")
            let export = try package.export("Watches").replacing(/S\d{17}/, with: "")
            #expect(export.contains("https://www.omegawatches.com/speedmaster") && export.contains("https://www.rolex.com/sub"), "\(kind): \(export)")
            #expect(export.contains("\"first owner\nManufacturer page: Omega\nTitle (link): https://www.ebay.com/itm/12345\""), "\(kind): \(export)")
            exports[kind] = export
        }
        #expect(Set(exports.values).count == 1, "\(exports)")
    }
}
