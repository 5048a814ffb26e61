import Foundation
import KuriosaTestSupport
import Testing

/// Two exports joined end to end, or a table pasted twice: the second header is no piece
/// (docs/import.md#the-header-repeated-below). Before, it became a piece titled `Title`.
@Suite("the header repeated below, a file cut off, through kuriosa import")
struct HeaderRepeatImportTests {
    @Test func aRepeatedHeaderIsNoPiece() throws {
        let lib = try CLILibrary()
        let file = try lib.write("watches.csv", "Title,Brand,Year of production\nSpeedmaster,Omega,1969\ntitle, BRAND ,Year of production,,\nSubmariner,Rolex,1954\n")
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Watches", "--template", "builtin.watch"])
        #expect(status == 0, "\(json)")
        #expect((json["created"] as? [[String: Any]])?.compactMap { $0["row"] as? Int } == [2, 4])
        let warning = try #require((json["warnings"] as? [[String: Any]])?.first { $0["reason"] as? String == "header_repeated" })
        #expect(warning["detail"] as? String == "row 3 repeats the header and is no piece")
        #expect(try OtherAppsImportTests.exported(lib).map { $0["Title"] } == ["Speedmaster", "Submariner"])
    }

    /// A download that stopped in the middle of a row: the row is read as it is, and the
    /// summary says the file looks cut off; a whole last row without a line break says nothing.
    @Test func aFileCutOffInARowSaysSo() throws {
        let lib = try CLILibrary()
        let cut = try lib.write("cut.csv", "Title,Brand,Year of production\nSpeedmaster,Omega,1969\nSubmariner,Rol")
        let (status, json) = try lib.importJSON(cut, ["--new-collection", "Watches", "--template", "builtin.watch"])
        #expect(status == 0, "\(json)")
        let warning = try #require((json["warnings"] as? [[String: Any]])?.first { $0["reason"] as? String == "cut_off" })
        #expect((warning["detail"] as? String)?.hasPrefix("row 3, the last, ends the file without a line break and has 2 of the header's 3 cells") == true, "\(warning)")
        let whole = try lib.write("whole.csv", "Title,Brand,Year of production\nSpeedmaster,Omega,1969")
        let (_, wholeJSON) = try lib.importJSON(whole, ["--new-collection", "Watches 2", "--template", "builtin.watch"])
        #expect((wholeJSON["warnings"] as? [[String: Any]])?.contains { $0["reason"] as? String == "cut_off" } == false)
    }

    /// A one-column list may hold its header's word as a value: that row is a piece.
    @Test func aOneColumnListKeepsItsRows() throws {
        let lib = try CLILibrary()
        let file = try lib.write("titles.csv", "Title\nTitle\nOther\n")
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Books", "--template", "builtin.book"])
        #expect(status == 0, "\(json)")
        #expect((json["created"] as? [Any])?.count == 2)
    }
}

/// An ISBN a spreadsheet wrote shortened (`9.78971E+12`): no identifier, kept in the notes with
/// why, not stored as the ISBN (docs/import.md#numbers-a-spreadsheet-shortened).
@Suite("numbers a spreadsheet shortened through kuriosa import")
struct ShortenedNumberImportTests {
    @Test func aShortenedISBNIsNoISBN() throws {
        let lib = try CLILibrary()
        let file = try lib.write("books.csv", "Title,Author,ISBN\nSalt Roads,Ivo Brandt,9.78971E+12\nNorth Light,Ana Vik,9780999999992\n")
        let (status, json) = try lib.importJSON(file, ["--new-collection", "Books", "--template", "builtin.book"])
        #expect(status == 0, "\(json)")
        let kept = try #require((json["kept"] as? [[String: Any]])?.first)
        #expect(kept["reason"] as? String == "shortened_number" && kept["text"] as? String == "9.78971E+12" && kept["row"] as? Int == 2)
        let pieces = try OtherAppsImportTests.exported(lib)
        #expect(pieces.first { $0["Title"] == "Salt Roads" }?["ISBN"] == "")
        #expect(pieces.first { $0["Title"] == "North Light" }?["ISBN"] == "9780999999992")
    }
}
