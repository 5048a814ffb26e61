import Foundation
import KuriosaCore
import KuriosaExport
import KuriosaImport
import KuriosaStore
import KuriosaTestSupport
import Testing

/// What a reader of a report relies on: years as written, counts with their units, totals
/// that say pieces and units, words in the report's language, and pieces never cut across
/// a page. Each test failed on the reports before these rules.
@Suite(.serialized) struct ReportFidelityTests {
    static let locales: [(language: String, locale: String, grouped: String)] = [
        ("en", "en-US", "12,500"), ("de", "de-DE", "12.500"), ("de", "de-CH", "12\u{2019}500"),
        ("fr", "fr-FR", "12\u{202F}500"), ("it", "it-IT", "12.500"), ("es", "es-ES", "12.500"),
    ]

    /// Every number field of every built-in template, in the five languages and de-CH: a
    /// four-digit value is never grouped (a vintage 2013, never 2,013 / 2.013 / 2’013), five
    /// digits are grouped as the locale groups.
    @Test func fourDigitNumbersAreNeverGrouped() throws {
        let fixture = try ReportFixture()
        var checked = 0
        for id in BuiltinTemplates.ids {
            guard let template = try BuiltinTemplates.template(id: id) else { continue }
            let numbers = template.fields.filter { $0.type == .number && !$0.hidden }
            guard !numbers.isEmpty else { continue }
            let collection = try fixture.addCollection(id.replacingOccurrences(of: "builtin.", with: "N "), template: id)
            try fixture.addItem("Four \(id)", collection: collection, fields: Dictionary(uniqueKeysWithValues: numbers.map { ($0.key, FieldValue.number(2013)) }))
            try fixture.addItem("Five \(id)", collection: collection, fields: Dictionary(uniqueKeysWithValues: numbers.map { ($0.key, FieldValue.number(12500)) }))
            for (language, locale, grouped) in Self.locales {
                let document = try fixture.allFieldsDocument(collection: collection, language: language, locale: locale)
                for piece in document.pieces {
                    for field in numbers {
                        let text = try #require(piece.cells["field:\(field.key)"]?.text, "\(id).\(field.key)")
                        let expected = piece.title.hasPrefix("Four") ? "2013" : grouped
                        #expect(text.hasPrefix(expected) && !text.dropFirst(expected.count).first.map(\.isNumber).unwrap(or: false),
                                "\(id).\(field.key) in \(locale): \(text)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 100)
    }

    /// A score out of 100 reads `96/100`; a weight keeps the digits it was entered with.
    @Test func suffixesAndEnteredPrecision() throws {
        let fixture = try ReportFixture()
        let wine = try fixture.addCollection("Cellar", template: "builtin.wine")
        let coins = try fixture.addCollection("Gold", template: "builtin.coin")
        try fixture.addItem("Score", collection: wine, fields: ["critic_score": .number(96)])
        try fixture.addItem("Ounce", collection: coins, fields: ["weight": .measurement(31.103)])
        let scores = try fixture.allFieldsDocument(collection: wine, language: "en", locale: "en-US")
        #expect(scores.pieces.first?.cells["field:critic_score"]?.text == "96/100")
        let weights = try fixture.allFieldsDocument(collection: coins, language: "de", locale: "de-CH")
        #expect(weights.pieces.first?.cells["field:weight"]?.text == "31.103\u{00A0}g")
    }

    /// Counted collections show each piece's count with the unit's name in the report's
    /// language, subtotals and totals say pieces and units, and the price per unit comes
    /// from the journal.
    @Test func countsAndUnits() throws {
        let fixture = try ReportFixture()
        let wine = try fixture.addCollection("Cellar", template: "builtin.wine")
        for (title, count) in [("Barolo", 3.0), ("Chablis", 6), ("Port", 2), ("Dôle", 12), ("Single", 1)] {
            try fixture.addItem(title, collection: wine, quantity: count,
                                price: Money(minorUnits: Int64(count * 2_000), currency: "EUR"))
        }
        let coins = try fixture.addCollection("Vreneli", template: "builtin.coin")
        try fixture.addItem("Vreneli 20 Franken", collection: coins, quantity: 3)

        let en = try fixture.document("inventory")
        let cellar = try #require(en.groups.first { $0.title == "Cellar" })
        #expect(cellar.columns.contains { $0.id == "standard:quantity" })
        #expect(cellar.pieces.map { $0.cells["standard:quantity"]?.text } == ["3 bottles", "6 bottles", "2 bottles", "12 bottles", "1 bottle"])
        #expect(en.countText(cellar.subtotal) == "5 pieces · 24 bottles")
        let vreneli = try #require(en.groups.first { $0.title == "Vreneli" })
        #expect(vreneli.pieces.first?.cells["standard:quantity"]?.text == "3 units")
        #expect(en.totalsText(en.total, word: "total").hasPrefix("Total: 6 pieces · 24 bottles · 3 units"))

        let de = try fixture.document("inventory", options: ExportOptions(language: "de", date: "2026-10-01"))
        let keller = try #require(de.groups.first { $0.title == "Cellar" })
        #expect(keller.pieces.last?.cells["standard:quantity"]?.text == "1 Flasche")
        #expect(de.totalsText(keller.subtotal, word: "subtotal") == "Zwischensumme: 5 Objekte · 24 Flaschen")
        #expect(de.totalsText(de.total, word: "total").hasPrefix("Gesamt: "))

        let insurance = try fixture.document("insurance")
        let barolo = try #require(insurance.pieces.first { $0.title == "Barolo" })
        #expect(barolo.cells["standard:unit_price"]?.text == "EUR\u{00A0}20.00 / bottle")
        let single = try #require(insurance.pieces.first { $0.title == "Single" })
        #expect(single.cells["standard:unit_price"] == nil, "one unit: the price is the unit price")
    }

    /// A photo column that no piece of a group fills is left out, in PDF and HTML.
    @Test func emptyPhotoColumnsAreLeftOut() throws {
        let fixture = try ReportFixture()
        try fixture.addPiece("No photo")
        let document = try fixture.document("inventory")
        #expect(!document.groups[0].columns.contains { $0.kind == .photo })
        let html = String(decoding: HTMLRenderer(document: document, media: fixture.media).render(), as: UTF8.self)
        #expect(!html.contains(">Photo<"))
        try fixture.addPiece("With photo", photos: [(TestPictures.photo(width: 64, height: 48, seed: 1), TestPictures.photo(width: 64, height: 48, seed: 1))])
        #expect(try fixture.document("inventory").groups[0].columns.contains { $0.kind == .photo })
    }

    /// Pieces laid out one after another keep their block on one page; a block taller than
    /// a page goes on under `K-0003 Title (continued)`.
    @Test func blocksAreNeverCutAcrossPages() throws {
        let (folder, library) = try ExportFixture.library()
        defer { try? FileManager.default.removeItem(at: folder) }
        var (document, _) = try ExportFixture.document("spreadsheet", library: library)
        document.template.pdf.layout = .cards
        let notes = try #require(document.columns.first { $0.id == "standard:notes" })
        var group = document.groups[0]
        if !group.columns.contains(notes) { group.columns.append(notes) }
        let model = group.pieces[0]
        group.pieces = (0..<24).map { index in
            var piece = model
            piece.id = "p\(index)"
            piece.number = String(format: "K-%04d", index + 1)
            piece.title = "Piece \(index)"
            let lines = index == 9 ? 160 : 3 + index % 7 * 4
            piece.cells[notes.id] = ExportCell(text: (0..<lines).map { "line \($0) of the notes of piece \(index)" }.joined(separator: "\n") + "\nEND-\(index)")
            return piece
        }
        document.groups = [group]
        let pdf = folder.appendingPathComponent("cards.pdf")
        try PDFRenderer(document: document, media: library).render(to: pdf)
        let text = try ExportTools.run("pdftotext", ["-layout", pdf.path, "-"]).output
        try? text.write(to: ExportFixture.artifacts.appendingPathComponent("cards-blocks.txt"), atomically: true, encoding: .utf8)
        let pages = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).map(String.init)
        for index in 0..<24 where index != 9 {
            let heading = try #require(pages.firstIndex { $0.contains("K-\(String(format: "%04d", index + 1)) Piece \(index)\n") || $0.contains("K-\(String(format: "%04d", index + 1)) Piece \(index) ") })
            #expect(pages[heading].contains("END-\(index)\n"), "piece \(index) is cut across pages")
        }
        let long = try #require(pages.firstIndex { $0.contains("K-0010 Piece 9") })
        #expect(pages[long + 1].contains("K-0010 Piece 9 (continued)"))
        #expect(pages.contains { $0.contains("END-9") })
    }

    /// Every word the reports print is there in en, de, fr, it and es.
    @Test func everyWordInFiveLanguages() {
        #expect(ExportStrings.missingTranslations() == [])
        #expect(ExportStrings.counted(0, "piece", language: "fr", locale: "fr-FR") == "0 objet")
        #expect(ExportStrings.counted(1250, "piece", language: "de", locale: "de-CH") == "1\u{2019}250 Objekte")
    }

    /// The command line's template list says `1 field` and its group names in the language.
    @Test func templateListSpeaksTheLanguage() throws {
        let de = try TestProcess.kuriosa(["templates", "list", "--language", "de"])
        #expect(de.status == 0)
        #expect(de.stdout.contains("Münzen und Papier") && !de.stdout.contains("Coins and paper"))
        #expect(de.stdout.contains("Felder") && !de.stdout.contains(" fields"))
        let en = try TestProcess.kuriosa(["templates", "list"])
        #expect(!en.stdout.contains("(1 fields"))
    }
}

extension Optional where Wrapped == Bool {
    func unwrap(or value: Bool) -> Bool { self ?? value }
}
