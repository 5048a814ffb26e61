import Foundation
import KuriosaTestSupport
import Testing

/// Cell comments of a workbook come in with their pieces (docs/import.md#cell-comments): in
/// real processes, on an .xlsx openpyxl writes with comments, and on the .xls LibreOffice
/// saves of it. A comment no piece can keep is named in the summary and in `--json`.
@Suite("cell comments through kuriosa import", .serialized)
struct CellCommentCommandTests {
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
        for kind in ["xlsx", "xls"] where kind == "xlsx" || LibreOffice.isInstalled {
            let package = try Package.new()
            var file = package.folder.appendingPathComponent("coins.xlsx")
            let made = try TestProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", Self.script, file.path])
            try #require(made.status == 0, "\(made.stderr)")
            if kind == "xls" { file = try LegacyWorkbookCommandTests.xls(file, in: package) }

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
    }
}
