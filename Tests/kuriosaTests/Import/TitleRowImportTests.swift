import Foundation
import KuriosaTestSupport
import Testing

/// A sheet people titled (`My coin collection` on its first line, the table below it):
/// before, the title was taken for the header, which named no title column, and the whole
/// file was refused (docs/import.md#a-title-above-the-table).
@Suite("a title above the table through kuriosa import")
struct TitleRowImportTests {
    @Test func aTitledCSVImportsAndNamesItsTitle() throws {
        let lib = try CLILibrary()
        // As a spreadsheet saves it: the title quoted (it holds a comma), every row as wide as the table.
        let file = try lib.write("coins.csv", "\"My coin collection, May 2024\",,\n,,\nTitle,Country,Year\n1 Euro,Germany,2002\n2 Euro,France,2001\n")
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Coins", "--template", "builtin.coin"])
        #expect(status == 0, "\(json)")
        #expect((json["created"] as? [[String: Any]])?.compactMap { $0["row"] as? Int } == [4, 5], "rows keep the file's numbers")
        let warning = try #require((json["warnings"] as? [[String: Any]])?.first { $0["reason"] as? String == "title_row" })
        #expect(warning["detail"] as? String == "row 1, \"My coin collection, May 2024\", is a title above the table, not a row of it")
        let text = try lib.importFile(file, ["--new-collection", "Coins 2", "--template", "builtin.coin"])
        #expect(text.stderr.contains("warning: title_row (row 1, \"My coin collection, May 2024\", is a title above the table"), "\(text.stderr)")
        let pieces = try OtherAppsImportTests.exported(lib)
        #expect(pieces.filter { $0["Title"] == "1 Euro" }.allSatisfy { $0["Country"] == "Germany" && $0["Year"] == "2002" } && pieces.count == 4)
    }
}
