import Foundation
import KuriosaCore
@testable import KuriosaExport
import Testing

/// The pieces of the command line's selection, order, paper and CSV style that need no
/// catalog: parsing `--where` and `--sort`, the known locales, the paper of a locale, the
/// decimal mark of number cells; and the builder applying them over the golden library.
@Suite struct ExportFilterTests {
    @Test func conditionsAndSortKeysParse() throws {
        #expect(try ExportFilter.condition(parsing: "brand=Omega") == .init(field: "brand", value: "Omega"))
        #expect(try ExportFilter.condition(parsing: " notes =a=b") == .init(field: "notes", value: "a=b"), "the first = splits")
        #expect(try ExportFilter.condition(parsing: "notes=") == .init(field: "notes", value: ""))
        #expect(throws: ExportFilterError.self) { try ExportFilter.condition(parsing: "Omega") }
        #expect(throws: ExportFilterError.self) { try ExportFilter.condition(parsing: "=Omega") }
        #expect(try ExportFilter.sortKey(parsing: "estimated_value:desc") == .init(column: "estimated_value", descending: true))
        #expect(try ExportFilter.sortKey(parsing: "brand") == .init(column: "field:brand"))
        #expect(try ExportFilter.sortKey(parsing: "field:condition:ASC") == .init(column: "field:condition"))
        #expect(try ExportFilter.sortKey(parsing: "number:DESC") == .init(column: "number", descending: true))
        #expect(throws: ExportFilterError.self) { try ExportFilter.sortKey(parsing: ":desc") }
    }

    /// The options laid over a built-in: `--where` conditions (AND), a sort that replaces
    /// the template's, paper and orientation in the document's template; unknown names throw.
    @Test func builderAppliesTheOptions() throws {
        let (folder, library) = try ExportFixture.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        var options = ExportOptions(date: ExportFixture.date)
        options.filter = ExportFilter(conditions: [.init(field: "brand", value: " ROLEX ")])
        #expect(try ExportFixture.document("spreadsheet", library: library, options: options).0.pieces.map(\.title) == ["Rolex Submariner Date"])
        options.filter = ExportFilter(conditions: [.init(field: "field:brand", value: "omega"), .init(field: "title", value: "Seiko SKX007")])
        #expect(try ExportFixture.document("spreadsheet", library: library, options: options).0.pieces.isEmpty)
        options.filter = ExportFilter(conditions: [.init(field: "brand", value: "")])
        let unbranded = try ExportFixture.document("spreadsheet", library: library, options: options).0.pieces.map(\.title)
        #expect(unbranded.contains("Dark brown leather strap") && !unbranded.contains("Seiko SKX007"))

        options.filter = ExportFilter()
        options.sort = [try ExportFilter.sortKey(parsing: "title:desc")]
        options.paper = .legal
        options.orientation = .landscape
        let (document, _) = try ExportFixture.document("spreadsheet", library: library, options: options)
        let titles = document.pieces.map(\.title)
        #expect(titles == titles.sorted { $0.lowercased() > $1.lowercased() })
        #expect(document.template.pdf.paper == .legal && document.template.pdf.pageSize == (1008, 612))

        for bad in [ExportFilter(conditions: [.init(field: "brnd", value: "x")]), ExportFilter(statuses: ["sld"]),
                    ExportFilter(tags: ["no such tag"]), ExportFilter(places: ["Attic"]), ExportFilter(kinds: ["wishes"])] {
            options.filter = bad
            options.sort = nil
            #expect(throws: ExportFilterError.self) { try ExportFixture.document("spreadsheet", library: library, options: options) }
        }
        options.filter = ExportFilter()
        options.sort = [.init(column: "field:colour")]
        #expect(throws: ExportFilterError.self) { try ExportFixture.document("spreadsheet", library: library, options: options) }
    }

    @Test func knownLocales() {
        for known in ["en-US", "en-GB", "de-CH", "de-DE", "de-AT", "fr-FR", "it-IT", "it-CH", "es-ES", "en", "de", "fr", "it", "es", "de_ch", "DE-ch", "FR"] {
            #expect(NumberLocale.isKnown(known), "\(known)")
        }
        for unknown in ["", "xx", "en-CA", "fr-CA", "es-US", "fr-CH", "de-CH-1996", "pt-BR", "-CH", "de-"] {
            #expect(!NumberLocale.isKnown(unknown), "\(unknown)")
        }
        #expect(NumberLocale.canonical("de_ch") == "de-CH" && NumberLocale.canonical("DE") == "de")
    }

    @Test func paperOfALocale() {
        typealias Paper = ExportTemplate.PDFOptions.Paper
        for letter in ["en-US", "en", "en-CA", "fr-CA", "es-US", "en_us"] { #expect(Paper.usual(forLocale: letter) == .letter, "\(letter)") }
        for a4 in ["en-GB", "de-CH", "de", "fr-FR", "es-ES", "it"] { #expect(Paper.usual(forLocale: a4) == .a4, "\(a4)") }
        #expect(Paper.legal.points == (612, 1008) && Paper.a5.points == (419.53, 595.28))
        let landscape = ExportTemplate.PDFOptions(paper: .a5, orientation: .landscape).pageSize
        #expect(landscape == (595.28, 419.53))
    }

    @Test func onlyTheDecimalPointOfANumberChanges() {
        let comma = CSVStyle.usual(forLocale: "de-DE")
        #expect(comma.delimiter == ";" && comma.decimalMark == ",")
        #expect(CSVStyle.usual(forLocale: "de-CH") == CSVStyle(delimiter: ";", decimalMark: ".") && CSVStyle.usual(forLocale: "es") == comma)
        #expect(CSVStyle.usual(forLocale: "en-GB") == .standard)
        #expect(comma.decimal("CHF 6450.50") == "CHF 6450,50" && comma.decimal("40.5 mm") == "40,5 mm")
        #expect(comma.decimal("2.5 Std.") == "2,5 Std.", "a unit label's own point stays")
        #expect(comma.decimal("1931") == "1931" && comma.decimal("0.9") == "0,9" && comma.decimal("JPY 150000") == "JPY 150000")
        #expect(CSVStyle.standard.decimal("40.5 mm") == "40.5 mm")
        #expect(CSVRenderer.field("1.5 l; more", delimiter: ";") == "\"1.5 l; more\"" && CSVRenderer.field("a, b", delimiter: ";") == "a, b")
        #expect(CSVRenderer.field("a\tb", delimiter: "\t") == "\"a\tb\"")
    }
}
