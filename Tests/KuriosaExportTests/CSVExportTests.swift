import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore
import Testing

@Suite struct CSVExportTests {
    @Test(arguments: [("spreadsheet", "en", "en-US"), ("spreadsheet", "de", "de-CH"), ("inventory", "fr", "fr-FR"), ("wishlist", "en", "en-US")])
    func goldenCSV(name: String, language: String, locale: String) throws {
        let (folder, library) = try ExportFixture.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ExportOptions(language: language, locale: locale, date: ExportFixture.date)
        let (document, builder) = try ExportFixture.document(name, library: library, options: options)
        let csv = CSVRenderer.render(document, columns: try builder.csvColumns())
        #expect(try ExportFixture.compareGolden(csv, name: "\(name)-\(language).csv"),
                "differs from Golden/\(name)-\(language).csv:\n\(String(decoding: csv, as: UTF8.self))")
    }

    @Test(arguments: [("=SUM(A1)", "'=SUM(A1)"), ("+41 44", "'+41 44"), ("-2h", "'-2h"), ("@x", "'@x"), ("\tx", "'\tx"), ("'Tis", "'Tis"), ("Plain", "Plain")])
    func formulaCellsAreNeutralized(cell: String, expected: String) {
        #expect(CSVRenderer.neutralized(cell) == expected)
    }

    @Test(arguments: [("a,b", "\"a,b\""), ("say \"hi\"", "\"say \"\"hi\"\"\""), ("two\nlines", "\"two\nlines\""), ("plain", "plain")])
    func fieldsAreQuotedPerRFC4180(text: String, expected: String) {
        #expect(CSVRenderer.field(text) == expected)
    }

    /// The byte scan quotes as the character scan did, for every delimiter the toolkit writes
    /// and for text past ASCII (a CR LF, an emoji, a quote after accents).
    @Test(arguments: [",", ";", "\t"])
    func fieldsAreQuotedByTheirBytesAsByTheirCharacters(delimiter: String) {
        let d = Character(delimiter)
        for text in ["Zürich", "a;b", "a\tb", "CR LF\r\nhere", "only\rCR", "Café \"Été\"", "🦆,🦆", "\"", "", "x\u{301}\"y", "a, \"b\"; c"] {
            let characters = text.contains(where: { $0 == d || $0 == "\"" || $0 == "\r" || $0 == "\n" || $0 == "\r\n" })
                ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
            #expect(CSVRenderer.field(text, delimiter: d) == characters, "\(text.debugDescription) with \(delimiter.debugDescription)")
        }
    }

    @Test func bomAndSensitiveFields() throws {
        let (folder, library) = try ExportFixture.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (document, builder) = try ExportFixture.document("spreadsheet", library: library)
        let withBOM = CSVRenderer.render(document, columns: try builder.csvColumns(), bom: true)
        #expect(Array(withBOM.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let text = String(decoding: withBOM, as: UTF8.self)
        #expect(!text.contains("Z8K41937"), "the watch's serial number is sensitive")
        #expect(!text.contains("Swatch"), "deleted pieces are never exported")
        let sensitive = ExportOptions(includeSensitive: true, date: ExportFixture.date)
        let (all, allBuilder) = try ExportFixture.document("spreadsheet", library: library, options: sensitive)
        #expect(String(decoding: CSVRenderer.render(all, columns: try allBuilder.csvColumns()), as: UTF8.self).contains("Z8K41937"))
    }
}
